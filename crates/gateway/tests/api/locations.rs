//! Locations (spec §7): autocomplete and nearest city over REST (app and public paths) and
//! GraphQL, answered from the offline place list.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, error_code};

crate::on_both_databases!(
    autocomplete_puts_well_known_places_first_on_every_continent,
    autocomplete_gives_at_most_ten_places_each_once,
    autocomplete_of_blank_text_is_empty_and_of_long_text_a_400,
    nearest_city_finds_cities_on_several_continents,
    nearest_city_is_null_mid_ocean,
    nearest_city_refuses_impossible_coordinates_with_a_clear_message,
    graphql_and_rest_give_the_same_answers,
    public_paths_need_no_token_and_member_paths_need_one,
);

const SUGGESTIONS: &str =
    "query($text: String!) { locationSuggestions(text: $text) { city state country } }";
const NEAREST: &str = "query($latitude: Float!, $longitude: Float!) {
    nearestCity(latitude: $latitude, longitude: $longitude) { city state country } }";

fn place(city: &str, state: &str, country: &str) -> Value {
    json!({ "city": city, "state": state, "country": country })
}

/// The `data` of `GET /api/public/location/autocomplete/{text}`.
async fn autocomplete(app: &TestApp, text: &str) -> Vec<Value> {
    let path = format!("/api/public/location/autocomplete/{text}");
    let body = app.get_json(&path, StatusCode::OK).await;
    body["data"]
        .as_array()
        .unwrap_or_else(|| panic!("{path}: {body}"))
        .clone()
}

/// `POST /api/public/location/nearest-city` with `body`: the status and the JSON answer.
async fn nearest_city(app: &TestApp, body: Value) -> (StatusCode, Value) {
    let response = app
        .post_json("/api/public/location/nearest-city", body)
        .await;
    (response.status(), response.json().await.unwrap())
}

async fn autocomplete_puts_well_known_places_first_on_every_continent(app: TestApp) {
    for (text, expected) in [
        ("sao", place("São Paulo", "São Paulo", "Brazil")),
        ("São Pau", place("São Paulo", "São Paulo", "Brazil")),
        (
            "new york",
            place("New York City", "New York", "United States"),
        ),
        ("paris", place("Paris", "Île-de-France", "France")),
        ("tokyo", place("Tokyo", "Tokyo", "Japan")),
        ("lagos", place("Lagos", "Lagos", "Nigeria")),
        ("sydney", place("Sydney", "New South Wales", "Australia")),
        ("ZURICH", place("Zürich", "Zurich", "Switzerland")),
        ("austin", place("Austin", "Texas", "United States")),
        ("paris, texas", place("Paris", "Texas", "United States")),
    ] {
        let found = autocomplete(&app, text).await;
        assert_eq!(found.first(), Some(&expected), "{text}: {found:?}");
        // Exactly the contract's fields.
        let keys: Vec<&String> = found[0].as_object().unwrap().keys().collect();
        assert_eq!(keys, ["city", "country", "state"]);
    }
}

async fn autocomplete_gives_at_most_ten_places_each_once(app: TestApp) {
    for text in ["san", "a", "springfield"] {
        let found = autocomplete(&app, text).await;
        assert_eq!(found.len(), 10, "{text}");
        let mut distinct = found.clone();
        distinct.sort_by_key(Value::to_string);
        distinct.dedup();
        assert_eq!(distinct.len(), found.len(), "{text}: {found:?}");
    }
    assert!(autocomplete(&app, "qqqqxz").await.is_empty());
}

async fn autocomplete_of_blank_text_is_empty_and_of_long_text_a_400(app: TestApp) {
    assert!(autocomplete(&app, "%20%20").await.is_empty());
    let long = "a".repeat(101);
    let body = app
        .get_json(
            &format!("/api/public/location/autocomplete/{long}"),
            StatusCode::BAD_REQUEST,
        )
        .await;
    assert_eq!(
        body,
        json!({ "error": "Search for a place with at most 100 characters." })
    );
    let body = app.graphql(SUGGESTIONS, json!({ "text": long })).await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
    assert_eq!(body["errors"][0]["extensions"]["field"], "text");
}

async fn nearest_city_finds_cities_on_several_continents(app: TestApp) {
    // Each alias a client may send for the coordinates.
    for (body, expected) in [
        (
            json!({ "latitude": 48.8566, "longitude": 2.3522 }),
            place("Paris", "Île-de-France", "France"),
        ),
        (
            json!({ "lat": 30.2672, "lng": -97.7431 }),
            place("Austin", "Texas", "United States"),
        ),
        (
            json!({ "lat": 19.076, "lon": 72.8777 }),
            place("Mumbai", "Maharashtra", "India"),
        ),
    ] {
        let (status, answer) = nearest_city(&app, body.clone()).await;
        assert_eq!(status, StatusCode::OK, "{body}: {answer}");
        assert_eq!(answer, json!({ "data": expected }), "{body}");
    }
    let (status, answer) =
        nearest_city(&app, json!({ "latitude": -1.2921, "longitude": 36.8219 })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["data"]["city"], "Nairobi", "{answer}");
    assert_eq!(answer["data"]["country"], "Kenya", "{answer}");
}

async fn nearest_city_is_null_mid_ocean(app: TestApp) {
    let (status, answer) =
        nearest_city(&app, json!({ "latitude": 0.0, "longitude": -160.0 })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer, json!({ "data": null }));
    let body = app
        .graphql(NEAREST, json!({ "latitude": 0.0, "longitude": -160.0 }))
        .await;
    assert_eq!(body, json!({ "data": { "nearestCity": null } }));
}

async fn nearest_city_refuses_impossible_coordinates_with_a_clear_message(app: TestApp) {
    for (body, message) in [
        (
            json!({ "latitude": 91, "longitude": 0 }),
            "Latitude must be a number from -90 to 90.",
        ),
        (
            json!({ "latitude": 0, "longitude": -180.5 }),
            "Longitude must be a number from -180 to 180.",
        ),
        (json!({ "latitude": 48.8 }), "longitude is required."),
        (
            json!({ "latitude": "north", "longitude": 2.3 }),
            "latitude must be a number.",
        ),
    ] {
        let (status, answer) = nearest_city(&app, body.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {answer}");
        assert_eq!(answer, json!({ "error": message }), "{body}");
    }
    let body = app
        .graphql(NEAREST, json!({ "latitude": 91.0, "longitude": 0.0 }))
        .await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
    assert_eq!(
        body["errors"][0]["message"],
        "Latitude must be a number from -90 to 90."
    );
    assert_eq!(body["errors"][0]["extensions"]["field"], "latitude");
}

async fn graphql_and_rest_give_the_same_answers(app: TestApp) {
    for text in ["sao", "new york", "paris", "zürich", "lagos", "san"] {
        let rest = autocomplete(&app, text).await;
        let graphql = app.graphql(SUGGESTIONS, json!({ "text": text })).await;
        assert_eq!(
            graphql["data"]["locationSuggestions"],
            Value::Array(rest),
            "{text}"
        );
    }
    for (latitude, longitude) in [(48.8566, 2.3522), (-33.8688, 151.2093), (35.6762, 139.6503)] {
        let (_, rest) = nearest_city(
            &app,
            json!({ "latitude": latitude, "longitude": longitude }),
        )
        .await;
        let graphql = app
            .graphql(
                NEAREST,
                json!({ "latitude": latitude, "longitude": longitude }),
            )
            .await;
        assert!(rest["data"].is_object(), "{rest}");
        assert_eq!(graphql["data"]["nearestCity"], rest["data"]);
    }
}

async fn public_paths_need_no_token_and_member_paths_need_one(app: TestApp) {
    let body = app
        .get_json(
            "/api/app/location/autocomplete/paris",
            StatusCode::UNAUTHORIZED,
        )
        .await;
    assert_eq!(body, json!({ "error": "Missing access token" }));
    let response = app
        .post_json(
            "/api/app/location/nearest-city",
            json!({ "latitude": 48.8566, "longitude": 2.3522 }),
        )
        .await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);

    let member = app
        .register("maya@example.org", "Lantern%Otter9-maya")
        .await;
    let (status, body) = app
        .get_answer(&member, "/api/app/location/autocomplete/paris")
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        body["data"],
        Value::Array(autocomplete(&app, "paris").await)
    );
    let response = app
        .client
        .post(app.url("/api/app/location/nearest-city"))
        .bearer_auth(&member.access)
        .json(&json!({ "lat": 48.8566, "lng": 2.3522 }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        body,
        json!({ "data": place("Paris", "Île-de-France", "France") })
    );
    // Anonymous GraphQL visitors may look places up too.
    let body = app.graphql(SUGGESTIONS, json!({ "text": "paris" })).await;
    assert!(body["errors"].is_null(), "{body}");
}
