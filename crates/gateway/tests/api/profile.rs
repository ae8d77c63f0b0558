//! A member's own space: onboarding, the profile autosave, and what nobody else may change.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, Tokens, error_code, message, onboarding_answers};

crate::on_both_databases!(
    onboarding_asks_every_question_then_completes,
    profile_changes_save_one_field_at_a_time,
    a_member_cannot_change_another_members_profile_or_her_own_privileges,
    the_profile_is_for_members_only,
);

const PASSWORD: &str = "Quiet-Meadow-42";

const ME: &str = "{ me { id onboardingComplete profileColour ethnicity ageRange sexAssignedAtBirth
    gender contact location { city state country } topicsOfInterest { id title } } }";

const UPDATE: &str = "mutation($input: ProfileInput!) { updateProfile(input: $input) {
    profileColour ethnicity ageRange contact location { city state country } topicsOfInterest { title } } }";

const ONBOARD: &str = "mutation($input: OnboardingInput!) { completeOnboarding(input: $input) {
    onboardingComplete profileColour ethnicity ageRange sexAssignedAtBirth gender
    location { city state country } topicsOfInterest { title } } }";

async fn topic_ids(app: &TestApp, count: usize) -> Vec<String> {
    let body = app.graphql("{ topics { id } }", json!({})).await;
    body["data"]["topics"].as_array().unwrap()[..count]
        .iter()
        .map(|topic| topic["id"].as_str().unwrap().to_owned())
        .collect()
}

async fn onboarding_asks_every_question_then_completes(app: TestApp) {
    let tokens = app.register("onboard@example.org", PASSWORD).await;
    let topics = topic_ids(&app, 2).await;
    let before = app.graphql_as(&tokens.access, ME, json!({})).await;
    assert_eq!(before["data"]["me"]["onboardingComplete"], false);

    // Each missing answer is named with the screen's own alert, in the screens' order.
    let mut input = onboarding_answers(&topics);
    let alerts = [
        (
            "topicsOfInterest",
            json!([]),
            "Please select at least one topic of interest",
        ),
        ("profileColour", json!(""), "Please select a profile color"),
        ("profileColour", json!("#12"), "Invalid hex color format"),
        (
            "location",
            json!({ "city": "", "state": "", "country": "" }),
            "Please select your location",
        ),
        ("ethnicity", json!(""), "Please select your ethnicity"),
        ("ageRange", json!("30-40"), "Please select your age range"),
        (
            "sexAssignedAtBirth",
            json!(""),
            "Please select your sex assigned at birth",
        ),
        (
            "gender",
            json!("Prefer not to respond"),
            "Please select your gender identity",
        ),
    ];
    for (field, bad, alert) in alerts {
        let good = input[field].clone();
        input[field] = bad;
        let refused = app
            .graphql_as(&tokens.access, ONBOARD, json!({ "input": input }))
            .await;
        assert_eq!(error_code(&refused), "BAD_USER_INPUT", "{field}: {refused}");
        assert_eq!(message(&refused), alert);
        input[field] = good;
    }
    let unchanged = app.graphql_as(&tokens.access, ME, json!({})).await;
    assert_eq!(
        unchanged["data"]["me"], before["data"]["me"],
        "refusals change nothing"
    );

    let done = app
        .graphql_as(&tokens.access, ONBOARD, json!({ "input": input }))
        .await;
    let user = &done["data"]["completeOnboarding"];
    assert_eq!(user["onboardingComplete"], true, "{done}");
    assert_eq!(
        user["profileColour"], "e8518d",
        "stored lower-case without '#'"
    );
    assert_eq!(
        user["gender"], "Prefer not to say",
        "the value is stored, not the label"
    );
    assert_eq!(
        user["location"],
        json!({ "city": "Austin", "state": "Texas", "country": "United States" })
    );
    assert_eq!(user["topicsOfInterest"].as_array().unwrap().len(), 2);

    // The next sign-in goes to the feed, not to onboarding.
    let login = app.login("onboard@example.org", PASSWORD).await;
    assert_eq!(login.json::<Value>().await.unwrap()["redirectUrl"], "/");
}

async fn profile_changes_save_one_field_at_a_time(app: TestApp) {
    let tokens = app.register("autosave@example.org", PASSWORD).await;
    let topics = topic_ids(&app, 3).await;
    app.graphql_as(
        &tokens.access,
        ONBOARD,
        json!({ "input": onboarding_answers(&topics[..1]) }),
    )
    .await;

    // One field changes; the rest stay as they were.
    let saved = app
        .graphql_as(
            &tokens.access,
            UPDATE,
            json!({ "input": { "contact": true } }),
        )
        .await;
    let user = &saved["data"]["updateProfile"];
    assert_eq!(user["contact"], true, "{saved}");
    assert_eq!(user["ethnicity"], "Hispanic/Latino");
    assert_eq!(user["profileColour"], "e8518d");

    // null clears an optional detail; a location and topics replace the old ones.
    let saved = app
        .graphql_as(
            &tokens.access,
            UPDATE,
            json!({ "input": {
                "ethnicity": null,
                "location": { "city": "São Paulo", "state": "São Paulo", "country": "Brazil" },
                "topicsOfInterest": [topics[1], topics[2], topics[2]],
            } }),
        )
        .await;
    let user = &saved["data"]["updateProfile"];
    assert_eq!(user["ethnicity"], Value::Null, "{saved}");
    assert_eq!(user["location"]["city"], "São Paulo");
    assert_eq!(
        user["topicsOfInterest"].as_array().unwrap().len(),
        2,
        "duplicates fold"
    );

    // A refused change leaves everything as it was, topics included.
    let unknown_topic = "0123456789abcdef01234567";
    for (input, alert) in [
        (
            json!({ "profileColour": "pink" }),
            "Invalid hex color format",
        ),
        (
            json!({ "topicsOfInterest": [] }),
            "Please select at least one topic of interest",
        ),
        (
            json!({ "topicsOfInterest": [topics[0], unknown_topic], "contact": false }),
            "One of the chosen topics no longer exists. Please choose again.",
        ),
        (
            json!({ "ageRange": "18-21" }),
            "Please select your age range",
        ),
    ] {
        let refused = app
            .graphql_as(&tokens.access, UPDATE, json!({ "input": input }))
            .await;
        assert_eq!(message(&refused), alert, "{refused}");
    }
    let me = app.graphql_as(&tokens.access, ME, json!({})).await;
    let me = &me["data"]["me"];
    assert_eq!(me["contact"], true);
    assert_eq!(me["profileColour"], "e8518d");
    assert_eq!(me["topicsOfInterest"].as_array().unwrap().len(), 2);

    // The REST contract saves the same way and answers the member's own record.
    let (status, body) = app
        .post_answer(
            &tokens,
            "/api/app/user",
            json!({ "profileColour": "f34b3a", "gender": "Woman" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["profileColour"], "f34b3a");
    assert_eq!(body["data"]["gender"], "Woman");
    assert_eq!(
        body["data"]["topicsOfInterest"].as_array().unwrap().len(),
        2
    );

    let options = app
        .graphql(
            "{ profileOptions { genders { value label } colours } }",
            json!({}),
        )
        .await;
    let options = &options["data"]["profileOptions"];
    assert_eq!(options["colours"][0], "f7a521", "the default first");
    assert_eq!(options["colours"].as_array().unwrap().len(), 7);
    assert_eq!(
        options["genders"][4],
        json!({ "value": "Prefer not to say", "label": "Prefer not to respond" })
    );
}

async fn a_member_cannot_change_another_members_profile_or_her_own_privileges(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let bea = app.register("bea@example.org", PASSWORD).await;
    let bea_me = app.graphql_as(&bea.access, ME, json!({})).await;
    let bea_id = bea_me["data"]["me"]["id"].as_str().unwrap().to_owned();

    let response = app
        .post_as(
            &alice,
            "/api/app/user",
            json!({ "_id": bea_id, "contact": true, "profileColour": "424242" }),
        )
        .await;
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    let after = app.graphql_as(&bea.access, ME, json!({})).await;
    assert_eq!(after, bea_me, "nothing of Bea's changed");

    // Privileges, counts, dates and someone else's onboarding cannot ride along.
    let alice_me = app
        .graphql_as(&alice.access, "{ me { id isAdmin } }", json!({}))
        .await;
    let alice_id = alice_me["data"]["me"]["id"].as_str().unwrap().to_owned();
    let (status, body) = app
        .post_answer(
            &alice,
            "/api/app/user",
            json!({ "_id": alice_id, "isAdmin": true, "permissions": { "isAdmin": true },
                    "createdAt": "2020-01-01T00:00:00Z", "lastLoginAt": null, "contact": true }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["permissions"]["isAdmin"], false);
    assert_ne!(body["data"]["createdAt"], "2020-01-01T00:00:00Z");
    assert_eq!(body["data"]["contact"], true);
    let admin_only = app.get_as(&alice, "/api/admin/user").await;
    assert_eq!(admin_only.status(), StatusCode::FORBIDDEN);

    // onboardingComplete cannot be set without the answers.
    let response = app
        .post_as(
            &alice,
            "/api/app/user",
            json!({ "onboardingComplete": true }),
        )
        .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        response.json::<Value>().await.unwrap()["error"],
        "Please select at least one topic of interest"
    );
    let me = app
        .graphql_as(&alice.access, "{ me { onboardingComplete } }", json!({}))
        .await;
    assert_eq!(me["data"]["me"]["onboardingComplete"], false);
}

async fn the_profile_is_for_members_only(app: TestApp) {
    let refused = app
        .graphql(UPDATE, json!({ "input": { "contact": true } }))
        .await;
    assert_eq!(error_code(&refused), "UNAUTHENTICATED");
    let response = app
        .post_json("/api/app/user", json!({ "contact": true }))
        .await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    let forged = Tokens {
        access: "not-a-token".into(),
        refresh: String::new(),
    };
    let response = app
        .post_as(&forged, "/api/app/user", json!({ "contact": true }))
        .await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
}

mod images {
    use base64::Engine;
    use base64::engine::general_purpose::STANDARD;
    use entity::files;
    use reqwest::StatusCode;
    use sea_orm::EntityTrait;
    use serde_json::json;

    use super::{PASSWORD, message};
    use crate::helpers::{TestApp, error_code};
    use crate::uploads::{PHOTO, PHOTO_WITH_GPS, download, put_image, signed_url};

    crate::on_every_backend!(
        a_profile_picture_is_served_without_its_metadata_and_replaced_cleanly,
        a_profile_picture_must_be_her_own_image,
    );

    const SET_IMAGE: &str = "mutation($image: String) {
        updateProfile(input: { profileImage: $image }) { profileImage } }";

    async fn a_profile_picture_is_served_without_its_metadata_and_replaced_cleanly(app: TestApp) {
        let tokens = app.register("picture@example.org", PASSWORD).await;
        let first = put_image(&app, &tokens, PHOTO_WITH_GPS).await;
        let saved = app
            .graphql_as(
                &tokens.access,
                SET_IMAGE,
                json!({ "image": first.to_string() }),
            )
            .await;
        assert_eq!(
            saved["data"]["updateProfile"]["profileImage"],
            first.to_string(),
            "{saved}"
        );

        // Another member sees her picture, and no photo reveals where she lives.
        let other = app.register("friend@example.org", PASSWORD).await;
        let url = signed_url(&app, Some(&other), &first).await;
        let (status, bytes) = download(&app, &url).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(bytes, PHOTO, "EXIF, GPS, XMP and the comment are gone");

        // A new picture replaces the old one, whose row and object go.
        let first_row = files::Entity::find_by_id(first.clone())
            .one(&app.state.db)
            .await
            .unwrap()
            .unwrap();
        let second = put_image(&app, &tokens, PHOTO).await;
        let saved = app
            .graphql_as(
                &tokens.access,
                SET_IMAGE,
                json!({ "image": second.to_string() }),
            )
            .await;
        assert_eq!(
            saved["data"]["updateProfile"]["profileImage"],
            second.to_string()
        );
        let old = files::Entity::find_by_id(first)
            .one(&app.state.db)
            .await
            .unwrap();
        assert!(old.is_none(), "the replaced picture's row is gone");
        assert!(
            !app.object_path(&first_row.storage_key).exists(),
            "and its object"
        );

        // A data URL is accepted, cleaned the same way; null removes the picture.
        let data_url = format!("data:image/jpeg;base64,{}", STANDARD.encode(PHOTO_WITH_GPS));
        let saved = app
            .graphql_as(&tokens.access, SET_IMAGE, json!({ "image": data_url }))
            .await;
        let stored = saved["data"]["updateProfile"]["profileImage"]
            .as_str()
            .unwrap();
        assert_eq!(
            stored,
            format!("data:image/jpeg;base64,{}", STANDARD.encode(PHOTO))
        );
        let saved = app
            .graphql_as(&tokens.access, SET_IMAGE, json!({ "image": null }))
            .await;
        assert!(
            saved["data"]["updateProfile"]["profileImage"].is_null(),
            "{saved}"
        );
    }

    async fn a_profile_picture_must_be_her_own_image(app: TestApp) {
        let ada = app.register("ada@example.org", PASSWORD).await;
        let bea = app.register("bea@example.org", PASSWORD).await;
        let beas = put_image(&app, &bea, PHOTO).await;
        let refused = app
            .graphql_as(&ada.access, SET_IMAGE, json!({ "image": beas.to_string() }))
            .await;
        assert_eq!(error_code(&refused), "FORBIDDEN", "{refused}");

        for bad in [
            "https://example.org/me.jpg",
            "data:image/svg+xml;base64,PHN2Zy8+",
        ] {
            let refused = app
                .graphql_as(&ada.access, SET_IMAGE, json!({ "image": bad }))
                .await;
            assert_eq!(error_code(&refused), "BAD_USER_INPUT", "{bad}: {refused}");
            assert!(!message(&refused).is_empty());
        }
        let me = app
            .graphql_as(&ada.access, "{ me { profileImage } }", json!({}))
            .await;
        assert!(me["data"]["me"]["profileImage"].is_null());
    }
}
