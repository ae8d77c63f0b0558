//! The walking skeleton: seed data through GraphQL and REST, errors, static files, headers.

use reqwest::StatusCode;
use reqwest::header::{ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_TYPE};
use serde_json::{Value, json};

use crate::helpers::{
    GRAPHIQL_HTML, INDEX_HTML, SERVICE_WORKER_JS, TestApp, WEB_APP_MANIFEST, error_code,
};

crate::on_both_databases!(
    graphql_lists_the_seeded_topics_alphabetically,
    graphql_lists_reaction_types_me_too_first,
    rest_public_topic_keeps_the_contract_shape,
    unknown_api_paths_get_a_json_404,
    member_and_admin_areas_refuse_anonymous_visitors,
    member_only_graphql_fields_answer_unauthenticated,
    a_second_start_keeps_the_data_and_seeds_nothing_twice,
    username_suggestions_are_generated_names,
    overly_deep_queries_are_refused,
    responses_carry_a_request_id_and_security_headers,
    the_frontend_is_served_with_spa_fallback_and_cache_headers,
    the_installed_apps_worker_and_manifest_are_served_at_the_root_and_never_kept,
);

const TOPICS: &str = "{ topics { id title description } }";

fn is_object_id(value: &Value) -> bool {
    value
        .as_str()
        .is_some_and(|s| s.len() == 24 && s.bytes().all(|b| b.is_ascii_hexdigit()))
}

async fn graphql_lists_the_seeded_topics_alphabetically(app: TestApp) {
    let body = app.graphql(TOPICS, json!({})).await;
    let topics = body["data"]["topics"].as_array().expect("topics");
    assert!(
        (14..=20).contains(&topics.len()),
        "about 15 topics, got {}",
        topics.len()
    );
    let titles: Vec<&str> = topics
        .iter()
        .map(|t| t["title"].as_str().unwrap())
        .collect();
    let mut sorted = titles.clone();
    sorted.sort_unstable();
    assert_eq!(titles, sorted);
    for expected in [
        "Menopause",
        "PCOS",
        "Endometriosis",
        "Fertility",
        "Mental Health",
        "Contraception",
    ] {
        assert!(titles.contains(&expected), "{expected} is seeded");
    }
    assert!(
        topics
            .iter()
            .all(|t| is_object_id(&t["id"]) && !t["description"].as_str().unwrap().is_empty())
    );
}

async fn graphql_lists_reaction_types_me_too_first(app: TestApp) {
    let body = app
        .graphql("{ reactionTypes { id name emoji description } }", json!({}))
        .await;
    let types = body["data"]["reactionTypes"]
        .as_array()
        .expect("reactionTypes");
    assert!(types.len() >= 4);
    assert_eq!(types[0]["name"], "Me Too");
    for reaction in types {
        assert!(is_object_id(&reaction["id"]));
        assert!(!reaction["emoji"].as_str().unwrap().is_empty());
        assert!(!reaction["description"].as_str().unwrap().is_empty());
    }
}

async fn rest_public_topic_keeps_the_contract_shape(app: TestApp) {
    let body = app.get_json("/api/public/topic", StatusCode::OK).await;
    let topics = body["data"].as_array().expect("{data: [...]}");
    let graphql = app.graphql(TOPICS, json!({})).await;
    assert_eq!(
        topics.len(),
        graphql["data"]["topics"].as_array().unwrap().len()
    );
    for (rest, gql) in topics
        .iter()
        .zip(graphql["data"]["topics"].as_array().unwrap())
    {
        let keys: Vec<&String> = rest.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["_id", "description", "title"]);
        assert_eq!(rest["_id"], gql["id"]);
        assert_eq!(rest["title"], gql["title"]);
    }
}

async fn unknown_api_paths_get_a_json_404(app: TestApp) {
    for path in [
        "/api/nope",
        "/api/public/nope",
        "/api/app/nope/deeper",
        "/api/",
    ] {
        let body = app.get_json(path, StatusCode::NOT_FOUND).await;
        assert!(
            body["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{path}: {body}"
        );
    }
    let response = app
        .client
        .delete(app.url("/api/public/topic"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    let body: Value = response.json().await.unwrap();
    assert!(body["error"].is_string());
}

async fn member_and_admin_areas_refuse_anonymous_visitors(app: TestApp) {
    for path in ["/api/app/topic", "/api/app/reaction", "/api/admin/topic"] {
        let body = app.get_json(path, StatusCode::UNAUTHORIZED).await;
        assert_eq!(body, json!({ "error": "Missing access token" }), "{path}");
    }
}

async fn member_only_graphql_fields_answer_unauthenticated(app: TestApp) {
    let body = app.graphql("{ popularTopics { id } }", json!({})).await;
    assert_eq!(error_code(&body), "UNAUTHENTICATED", "{body}");
    assert!(body["data"].is_null());
    let body = app
        .graphql(
            "query($id: ID!) { secondOpinion(id: $id) { title } }",
            json!({ "id": "65a1b2c3d4e5f60718293a4b" }),
        )
        .await;
    assert_eq!(error_code(&body), "UNAUTHENTICATED", "{body}");
}

async fn a_second_start_keeps_the_data_and_seeds_nothing_twice(app: TestApp) {
    let first = app.graphql(TOPICS, json!({})).await;
    let again = app.restart().await;
    let second = again.graphql(TOPICS, json!({})).await;
    assert_eq!(
        first["data"], second["data"],
        "same topics, same ids, no duplicates"
    );
}

async fn username_suggestions_are_generated_names(app: TestApp) {
    let body = app
        .graphql("{ a: usernameSuggestion b: usernameSuggestion }", json!({}))
        .await;
    for key in ["a", "b"] {
        let name = body["data"][key].as_str().expect("a username");
        assert!(identity::service::username::is_generated(name), "{name}");
    }
}

async fn overly_deep_queries_are_refused(app: TestApp) {
    let deep = format!(
        "{{ __schema {{ types {{ fields {{ type {}name{} }} }} }} }}",
        "ofType { ".repeat(14),
        " }".repeat(14)
    );
    let body = app.graphql(&deep, json!({})).await;
    let message = body["errors"][0]["message"].as_str().unwrap_or_default();
    assert!(message.contains("too deep"), "{body}");
    assert!(body["data"].is_null());
}

async fn responses_carry_a_request_id_and_security_headers(app: TestApp) {
    let response = app.get("/api/public/topic").await;
    let headers = response.headers();
    let id = headers
        .get("x-request-id")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    assert_eq!(id.len(), 24, "x-request-id: {id:?}");
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert_eq!(headers["x-frame-options"], "DENY");
    assert_eq!(headers["referrer-policy"], "no-referrer");
    assert!(
        headers["content-security-policy"]
            .to_str()
            .unwrap()
            .contains("default-src 'self'")
    );
    let gzipped = app
        .client
        .get(app.url("/api/public/topic"))
        .header(ACCEPT_ENCODING, "gzip")
        .send()
        .await
        .unwrap();
    assert_eq!(
        gzipped
            .headers()
            .get(CONTENT_ENCODING)
            .map(|v| v.to_str().unwrap()),
        Some("gzip")
    );
}

async fn the_frontend_is_served_with_spa_fallback_and_cache_headers(app: TestApp) {
    for path in [
        "/",
        "/nope",
        "/admin/topic/new",
        "/post/65a1b2c3d4e5f60718293a4b",
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(response.headers()[CACHE_CONTROL], "no-cache", "{path}");
        assert_eq!(response.text().await.unwrap(), INDEX_HTML, "{path}");
    }
    let asset = app.get("/assets/app-3f2a1b.js").await;
    assert_eq!(asset.status(), StatusCode::OK);
    assert!(
        asset.headers()[CACHE_CONTROL]
            .to_str()
            .unwrap()
            .contains("immutable")
    );
    assert_eq!(
        app.get("/assets/missing.js").await.status(),
        StatusCode::NOT_FOUND
    );

    let graphiql = app.get("/graphql").await;
    assert_eq!(graphiql.status(), StatusCode::OK);
    assert!(
        graphiql.headers()[CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    assert_eq!(graphiql.text().await.unwrap(), GRAPHIQL_HTML);
}

/// Issue 37: browsers install the service worker from `/sw.js` (its scope is the path it is
/// served from, so it must be at the root) and compare it byte for byte on every visit, so a
/// cache in between must not keep an old copy; the manifest likewise.
async fn the_installed_apps_worker_and_manifest_are_served_at_the_root_and_never_kept(
    app: TestApp,
) {
    for (path, content_type, body) in [
        ("/sw.js", "text/javascript", SERVICE_WORKER_JS),
        (
            "/manifest.webmanifest",
            "application/manifest+json",
            WEB_APP_MANIFEST,
        ),
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(response.headers()[CACHE_CONTROL], "no-cache", "{path}");
        assert!(
            response.headers()[CONTENT_TYPE]
                .to_str()
                .unwrap()
                .starts_with(content_type),
            "{path}: {:?}",
            response.headers()[CONTENT_TYPE]
        );
        assert_eq!(response.text().await.unwrap(), body, "{path}");
    }
}
