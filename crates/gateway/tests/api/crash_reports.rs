//! Crash reports: anyone's app files one, a member describes hers, admins read and export
//! them. Nothing personal is kept beyond the describing member's id.

use chrono::Duration;
use entity::crash_reports;
use reqwest::StatusCode;
use sea_orm::EntityTrait;
use serde_json::{Value, json};

use crate::forum::member;
use crate::helpers::{TestApp, Tokens, error_code};

crate::on_both_databases!(
    anyone_reports_a_crash_with_only_its_path_and_browser_family,
    a_member_describes_her_own_crash_within_the_hour,
    the_rest_call_files_describes_and_sends_manual_reports,
    admins_list_search_and_export_crash_reports,
    crash_reports_go_with_the_account_and_after_ninety_days,
);

const REPORT: &str = "mutation($input: CrashReportInput!) { reportCrash(input: $input) }";
const DESCRIBE: &str =
    "mutation($id: ID!, $text: String!) { describeCrash(id: $id, description: $text) }";
const TABLE: &str = "query($search: String) { adminCrashReports(query: { search: $search }) {
    items { id errorName message stack cause code statusCode componentName location browser
            member { username } description createdAt } hasNextPage } }";

const USER_AGENT: &str =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0";

fn crash(location: &str, browser: &str) -> Value {
    json!({ "input": {
        "error": { "name": "TypeError", "message": "Cannot read properties of undefined (reading 'map')",
                   "stack": "TypeError: Cannot read properties\n    at PostCard (post-card.tsx:12:3)",
                   "cause": "undefined", "code": "ERR_RENDER", "statusCode": 500 },
        "componentName": "PostCard",
        "location": location,
        "browser": browser,
    } })
}

fn report_id(body: &Value) -> String {
    body["data"]["reportCrash"]
        .as_str()
        .unwrap_or_else(|| panic!("reported: {body}"))
        .to_owned()
}

async fn stored(app: &TestApp) -> Vec<crash_reports::Model> {
    crash_reports::Entity::find()
        .all(&app.db().await)
        .await
        .unwrap()
}

async fn anyone_reports_a_crash_with_only_its_path_and_browser_family(app: TestApp) {
    // Signed out, on a reset link: the token in the query string is never kept.
    let body = app
        .graphql(
            REPORT,
            crash(
                "/reset-password?token=s3cret-token&id=someone#top",
                "Firefox 133",
            ),
        )
        .await;
    let anonymous = report_id(&body);
    // A whole user-agent string is not a browser family.
    let mut input = crash("https://forum.example/post/abc?comments=true", USER_AGENT);
    input["input"]["error"]["stack"] = json!("x".repeat(20_000));
    input["input"]["error"]["statusCode"] = json!(12_345);
    let signed_in = member(&app, "crashed").await;
    let body = app.graphql_as(&signed_in.access, REPORT, input).await;
    let hers = report_id(&body);

    let rows = stored(&app).await;
    assert_eq!(rows.len(), 2);
    let anonymous = rows.iter().find(|r| r.id.as_str() == anonymous).unwrap();
    assert_eq!(anonymous.location.as_deref(), Some("/reset-password"));
    assert_eq!(anonymous.browser.as_deref(), Some("Firefox 133"));
    assert_eq!(anonymous.error_name, "TypeError");
    assert_eq!(anonymous.code.as_deref(), Some("ERR_RENDER"));
    assert_eq!(anonymous.status_code, Some(500));
    assert_eq!(anonymous.component_name.as_deref(), Some("PostCard"));
    assert_eq!(anonymous.user_id, None);
    let hers = rows.iter().find(|r| r.id.as_str() == hers).unwrap();
    assert_eq!(hers.location.as_deref(), Some("/post/abc"));
    assert_eq!(hers.browser.as_deref(), Some("Other"));
    assert_eq!(hers.stack.as_ref().map(|s| s.chars().count()), Some(16_000));
    assert_eq!(hers.status_code, None, "not an HTTP status");
    // Filed without a description, it does not name her.
    assert_eq!(hers.user_id, None);
    let everything = format!("{rows:?}");
    for secret in [
        "s3cret-token",
        "someone",
        "Mozilla",
        "127.0.0.1",
        "crashed@",
    ] {
        assert!(
            !everything.contains(secret),
            "{secret} stored: {everything}"
        );
    }
}

async fn a_member_describes_her_own_crash_within_the_hour(app: TestApp) {
    let her = member(&app, "her").await;
    let other = member(&app, "other").await;
    let id = report_id(
        &app.graphql_as(&her.access, REPORT, crash("/", "Edge 131"))
            .await,
    );
    let describe = |text: &str| json!({ "id": id, "text": text });

    let body = app.graphql(DESCRIBE, describe("It froze")).await;
    assert_eq!(error_code(&body), "UNAUTHENTICATED", "{body}");
    for (text, code) in [
        ("   ", "BAD_USER_INPUT"),
        (&"x".repeat(2_001), "BAD_USER_INPUT"),
    ] {
        let body = app.graphql_as(&her.access, DESCRIBE, describe(text)).await;
        assert_eq!(error_code(&body), code, "{body}");
    }
    let body = app
        .graphql_as(
            &her.access,
            DESCRIBE,
            describe("I tapped Post and the page went blank."),
        )
        .await;
    assert_eq!(body["data"]["describeCrash"], true, "{body}");
    // Hers now: nobody else can put words to it.
    let body = app
        .graphql_as(&other.access, DESCRIBE, describe("Not mine"))
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND", "{body}");
    let row = &stored(&app).await[0];
    assert_eq!(
        row.description.as_deref(),
        Some("I tapped Post and the page went blank.")
    );
    assert_eq!(
        row.user_id,
        Some(
            app.viewer(&her)
                .await
                .require_member()
                .unwrap()
                .user_id
                .clone()
        )
    );

    // An hour later the report is closed to descriptions.
    let late = report_id(&app.graphql(REPORT, crash("/", "Edge 131")).await);
    app.advance(Duration::minutes(61));
    let her = crate::forum::sign_in(&app, "her").await;
    let body = app
        .graphql_as(&her.access, DESCRIBE, json!({ "id": late, "text": "Late" }))
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND", "{body}");
    let body = app
        .graphql_as(
            &her.access,
            DESCRIBE,
            json!({ "id": "nope", "text": "Late" }),
        )
        .await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
}

async fn the_rest_call_files_describes_and_sends_manual_reports(app: TestApp) {
    let her = member(&app, "her").await;
    // Spec §7: `id: 'new'` with error and data; the answer's `id`. Sent signed in, as the
    // app sends it: only its sender may describe it (issue 34).
    let (status, body) = app
        .post_answer(
            &her,
            "/api/log/crash-report",
            json!({ "id": "new",
                    "error": { "name": "ChunkLoadError", "message": "Loading chunk 7 failed",
                               "cause": { "status": 404 }, "code": 7 },
                    "data": { "componentName": "Resources", "location": "/resources?topic=x",
                              "browser": "Chrome 131", "user": null } }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let id = body["id"].as_str().unwrap().to_owned();
    // The follow-up names the user, but the token decides who she is.
    let response = app
        .post_as(
            &her,
            "/api/log/crash-report",
            json!({ "id": id, "data": { "user": "0000000000000000deadbeef",
                                        "userDescription": "The Second Opinions page went white." } }),
        )
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.json::<Value>().await.unwrap()["id"], id.as_str());
    // A manual report.
    let response = app
        .post_as(
            &her,
            "/api/log/crash-report",
            json!({ "id": "new", "message": "Manual Crash Report",
                    "data": { "userDescription": "Images never finish loading." } }),
        )
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let manual = response.json::<Value>().await.unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();

    let her_id = app
        .viewer(&her)
        .await
        .require_member()
        .unwrap()
        .user_id
        .clone();
    let rows = stored(&app).await;
    let filed = rows.iter().find(|r| r.id.as_str() == id).unwrap();
    assert_eq!(filed.location.as_deref(), Some("/resources"));
    assert_eq!(filed.cause.as_deref(), Some(r#"{"status":404}"#));
    assert_eq!(filed.code.as_deref(), Some("7"));
    assert_eq!(filed.user_id.as_ref(), Some(&her_id));
    let manual = rows.iter().find(|r| r.id.as_str() == manual).unwrap();
    assert_eq!(manual.error_name, "ManualReport");
    assert_eq!(manual.message, "Manual Crash Report");
    assert_eq!(
        manual.description.as_deref(),
        Some("Images never finish loading.")
    );
    assert_eq!(manual.user_id.as_ref(), Some(&her_id));

    // Mistakes: a description needs a member; a bad id; no error at all.
    for (body, status) in [
        (
            json!({ "id": "new", "message": "Manual Crash Report", "data": { "userDescription": "Hi" } }),
            StatusCode::UNAUTHORIZED,
        ),
        (
            json!({ "id": "nope", "data": { "userDescription": "Hi" } }),
            StatusCode::BAD_REQUEST,
        ),
        (json!({ "id": "new" }), StatusCode::BAD_REQUEST),
        (json!({ "error": {} }), StatusCode::BAD_REQUEST),
    ] {
        let response = app.post_json("/api/log/crash-report", body.clone()).await;
        assert_eq!(response.status(), status, "{body}");
        let answer: Value = response.json().await.unwrap();
        assert!(answer["error"].is_string(), "{answer}");
    }
}

async fn admins_list_search_and_export_crash_reports(app: TestApp) {
    let admin = app.admin().await;
    let her = member(&app, "her").await;
    let id = report_id(
        &app.graphql_as(&her.access, REPORT, crash("/profile", "Chrome 131"))
            .await,
    );
    app.graphql_as(
        &her.access,
        DESCRIBE,
        json!({ "id": id, "text": "Saving froze" }),
    )
    .await;
    app.advance(Duration::seconds(1));
    let mut other = crash("/about", "Safari 17");
    other["input"]["error"] =
        json!({ "name": "ChunkLoadError", "message": "Loading chunk failed" });
    report_id(&app.graphql(REPORT, other).await);

    let body = app.graphql_as(&admin.access, TABLE, json!({})).await;
    let items = body["data"]["adminCrashReports"]["items"]
        .as_array()
        .unwrap_or_else(|| panic!("{body}"));
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["errorName"], "ChunkLoadError", "newest first");
    assert_eq!(items[0]["member"], Value::Null);
    assert!(items[1]["member"]["username"].is_string(), "{body}");
    assert_eq!(items[1]["description"], "Saving froze");
    assert_eq!(items[1]["location"], "/profile");
    assert_eq!(items[1]["statusCode"], 500);

    let body = app
        .graphql_as(&admin.access, TABLE, json!({ "search": "FROZE" }))
        .await;
    assert_eq!(
        body["data"]["adminCrashReports"]["items"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    let body = app.graphql_as(&her.access, TABLE, json!({})).await;
    assert_eq!(error_code(&body), "FORBIDDEN");

    // REST: the table in spec §3's shape, and its export.
    let page: Value = app
        .get_as(&admin, "/api/admin/crash-report?search=froze")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(page["data"][0]["error"]["name"], "TypeError");
    assert_eq!(page["data"][0]["data"]["userDescription"], "Saving froze");
    assert_eq!(page["data"][0]["data"]["location"], "/profile");
    let response = app.get_as(&admin, "/api/admin/crash-report/export").await;
    assert_eq!(response.status(), StatusCode::OK);
    let bytes = response.bytes().await.unwrap();
    assert!(bytes.starts_with(b"\xEF\xBB\xBF"));
    let text = String::from_utf8(bytes[3..].to_vec()).unwrap();
    let lines: Vec<&str> = text.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(
        lines[0],
        r#""Created At","Error","Message","Location","Browser","Member","Description""#
    );
    assert_eq!(lines.len(), 3);
    assert!(lines[1].contains(r#""ChunkLoadError""#) && lines[1].contains(r#""N/A""#));
    let response = app
        .get_as(
            &admin,
            "/api/admin/crash-report/export?search=nothing-like-this",
        )
        .await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

async fn crash_reports_go_with_the_account_and_after_ninety_days(app: TestApp) {
    let her = member(&app, "her").await;
    let described = report_id(
        &app.graphql_as(&her.access, REPORT, crash("/", "Chrome 131"))
            .await,
    );
    app.graphql_as(
        &her.access,
        DESCRIBE,
        json!({ "id": described, "text": "Blank page" }),
    )
    .await;
    let undescribed = report_id(
        &app.graphql_as(&her.access, REPORT, crash("/", "Chrome 131"))
            .await,
    );
    let body = app
        .graphql_as(&her.access, "mutation { deleteAccount }", json!({}))
        .await;
    assert!(body["errors"].is_null(), "{body}");
    let ids: Vec<String> = stored(&app)
        .await
        .into_iter()
        .map(|r| r.id.to_string())
        .collect();
    assert_eq!(ids, [undescribed], "her words go with her account");

    // Kept 90 days.
    app.advance(Duration::days(89));
    app.state.scheduler.run_due().await;
    assert_eq!(stored(&app).await.len(), 1);
    app.advance(Duration::days(2));
    app.state.scheduler.run_due().await;
    assert!(stored(&app).await.is_empty());
}

/// Anyone may report, but not without end: per address signed out, per member signed in.
/// A crash report sent from `address` (the forum trusts one proxy in these tests), signed
/// in when `tokens` is given.
async fn report_from(app: &TestApp, address: &str, tokens: Option<&Tokens>) -> Value {
    let mut request = app
        .client
        .post(app.url("/graphql"))
        .header("x-forwarded-for", address)
        .json(&json!({ "query": REPORT, "variables": crash("/", "Safari 17") }));
    if let Some(tokens) = tokens {
        request = request.bearer_auth(&tokens.access);
    }
    request.send().await.unwrap().json().await.unwrap()
}

async fn crash_reports_are_limited(limited: TestApp) {
    const HOME: &str = "203.0.113.7";
    for _ in 0..2 {
        report_id(&report_from(&limited, HOME, None).await);
    }
    let body = report_from(&limited, HOME, None).await;
    assert_eq!(error_code(&body), "RATE_LIMITED", "{body}");
    let response = limited
        .client
        .post(limited.url("/api/log/crash-report"))
        .header("x-forwarded-for", HOME)
        .json(&json!({ "id": "new", "error": { "name": "Error" }, "data": {} }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(response.headers().contains_key("retry-after"));
    // Signing in does not lift the address's limit.
    let someone = member(&limited, "someone").await;
    let body = report_from(&limited, HOME, Some(&someone)).await;
    assert_eq!(error_code(&body), "RATE_LIMITED", "{body}");
    // Nor does changing networks lift the member's own.
    report_id(&report_from(&limited, "198.51.100.1", Some(&someone)).await);
    report_id(&report_from(&limited, "198.51.100.2", Some(&someone)).await);
    let body = report_from(&limited, "198.51.100.3", Some(&someone)).await;
    assert_eq!(error_code(&body), "RATE_LIMITED", "{body}");
    // Another address, signed out, has its own allowance.
    report_id(&report_from(&limited, "198.51.100.3", None).await);
}

fn limited_env() -> Vec<(&'static str, String)> {
    vec![
        ("RATE_LIMIT_CRASH_REPORT", "2/1h".into()),
        ("TRUSTED_PROXIES", "1".into()),
    ]
}

#[tokio::test]
async fn crash_reports_are_limited_on_sqlite() {
    crash_reports_are_limited(TestApp::sqlite_with(limited_env()).await).await;
}

#[tokio::test]
async fn crash_reports_are_limited_on_postgres() {
    crash_reports_are_limited(TestApp::postgres_with(limited_env()).await).await;
}
