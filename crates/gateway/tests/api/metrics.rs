//! Prometheus metrics on `METRICS_ADDR`: a listener of its own, families labelled by route
//! templates, operation names the frontend ships, rule and job names; never member data.
//!
//! The recorder is global to the process: these tests rely on each test running in a process
//! of its own (`cargo nextest`).

use reqwest::StatusCode;
use serde_json::json;

use crate::forum::PASSWORD;
use crate::helpers::{INDEX_HTML, TestApp, free_port};
use crate::uploads::{PHOTO, put_image};

async fn scrape(app: &TestApp, addr: &str) -> String {
    let response = app
        .client
        .get(format!("http://{addr}/metrics"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    response.text().await.unwrap()
}

/// The sample lines of `family` (its name, then `{` or a space).
fn samples<'a>(text: &'a str, family: &str) -> Vec<&'a str> {
    text.lines()
        .filter(|line| {
            line.strip_prefix(family)
                .is_some_and(|rest| rest.starts_with('{') || rest.starts_with(' '))
        })
        .collect()
}

/// Configuration for a server serving metrics on a free port, and that port's address.
fn metrics_env() -> (Vec<(&'static str, String)>, String) {
    let addr = format!("127.0.0.1:{}", free_port());
    let env = vec![
        ("METRICS_ADDR", addr.clone()),
        ("RATE_LIMIT_LOGIN_ACCOUNT", "1/1h".to_owned()),
    ];
    (env, addr)
}

#[tokio::test]
async fn sqlite_metrics_are_served_on_their_own_listener_without_member_data() {
    let (env, addr) = metrics_env();
    metrics_are_served_on_their_own_listener_without_member_data(
        TestApp::sqlite_with(env).await,
        addr,
    )
    .await;
}

#[tokio::test]
async fn postgres_metrics_are_served_on_their_own_listener_without_member_data() {
    let (env, addr) = metrics_env();
    metrics_are_served_on_their_own_listener_without_member_data(
        TestApp::postgres_with(env).await,
        addr,
    )
    .await;
}

async fn metrics_are_served_on_their_own_listener_without_member_data(app: TestApp, addr: String) {
    // Arrange: a member who posts a picture, reads her feed, and one login refused by its
    // rate limit; a GraphQL operation the frontend does not ship; the scheduled jobs.
    let ana = crate::moderation::member(&app, "ana").await;
    put_image(&app, &ana, PHOTO).await;
    let feed = app
        .graphql_as(
            &ana.access,
            "query Feed { feed(filter: ALL) { hasNextPage } }",
            json!({}),
        )
        .await;
    assert!(feed["errors"].is_null(), "{feed}");
    let secret_name = app
        .graphql_as(
            &ana.access,
            "query AnaAtExampleOrg { me { id } }",
            json!({}),
        )
        .await;
    assert!(secret_name["errors"].is_null(), "{secret_name}");
    let missing = app
        .get_as(&ana, "/api/app/post/65a1b2c3d4e5f60718293a4b")
        .await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        app.login("ana@example.org", "Wrong-Meadow-42")
            .await
            .status(),
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        app.login("ana@example.org", PASSWORD).await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
    app.state.scheduler.run_due().await;

    // Act
    let text = scrape(&app, &addr).await;

    // Assert: every family, with the labels expected.
    let requests = samples(&text, "forum_http_requests_total");
    let has = |lines: &[&str], parts: &[&str]| {
        lines
            .iter()
            .any(|line| parts.iter().all(|part| line.contains(part)))
    };
    assert!(
        has(
            &requests,
            &[r#"route="/api/app/post/{id}""#, r#"status="404""#]
        ),
        "{text}"
    );
    assert!(
        has(
            &requests,
            &[
                r#"route="/graphql""#,
                r#"operation="Feed""#,
                r#"status="200""#
            ]
        ),
        "{text}"
    );
    assert!(
        has(&requests, &[r#"route="/graphql""#, r#"operation="other""#]),
        "{text}"
    );
    assert!(
        has(
            &requests,
            &[r#"route="/api/auth/login""#, r#"status="429""#]
        ),
        "{text}"
    );
    assert!(
        !samples(&text, "forum_http_request_duration_seconds_bucket").is_empty(),
        "latency is a histogram: {text}"
    );
    assert!(
        has(
            &samples(&text, "forum_rate_limit_refusals_total"),
            &[r#"rule="login-account""#]
        ),
        "{text}"
    );
    assert!(
        has(
            &samples(&text, "forum_job_runs_total"),
            &[r#"job="rank-popular-topics""#]
        ),
        "{text}"
    );
    assert!(
        has(
            &samples(&text, "forum_db_pool_connections"),
            &[r#"state="idle""#]
        ),
        "{text}"
    );
    assert!(
        has(
            &samples(&text, "forum_db_pool_connections"),
            &[r#"state="in_use""#]
        ),
        "{text}"
    );
    assert!(
        has(
            &samples(&text, "forum_password_hashes"),
            &[r#"state="in_flight""#]
        ),
        "{text}"
    );
    assert!(
        has(
            &samples(&text, "forum_password_hashes"),
            &[r#"state="queued""#]
        ),
        "{text}"
    );
    for family in [
        "forum_uploads_total",
        "forum_upload_bytes_total",
        "forum_db_statement_timeouts_total",
        "forum_db_acquire_timeouts_total",
        "forum_db_pool_max_connections",
        "forum_job_failures_total",
    ] {
        assert!(!samples(&text, family).is_empty(), "{family}: {text}");
    }
    assert!(
        samples(&text, "forum_uploads_total")
            .iter()
            .any(|line| line.ends_with(" 1")),
        "{text}"
    );
    // No member data: no email, username, id or client-chosen operation name.
    for secret in [
        "ana@example.org",
        "AnaAtExampleOrg",
        "65a1b2c3d4e5f60718293a4b",
        "127.0.0.1",
    ] {
        assert!(!text.contains(secret), "{secret} in {text}");
    }

    // The public port does not serve the metrics: its `/metrics` is a client route.
    let public = app.get("/metrics").await;
    let body = public.text().await.unwrap();
    assert!(!body.contains("forum_http_requests_total"), "{body}");
    assert_eq!(body, INDEX_HTML);
}

#[tokio::test]
async fn sqlite_without_metrics_addr_the_server_serves_and_records_nothing() {
    let app = TestApp::sqlite().await;
    assert!(app.state.config.metrics_addr.is_none());
    let body = app.graphql("{ topics { id } }", json!({})).await;
    assert!(body["errors"].is_null(), "{body}");
    let public = app.get("/metrics").await.text().await.unwrap();
    assert_eq!(public, INDEX_HTML);
}
