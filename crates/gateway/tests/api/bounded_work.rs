//! One request does bounded work (issue 17 §2): a GraphQL query's cost counts its list sizes
//! and is refused before anything runs when it exceeds the caller's allowance (smaller for a
//! signed-out caller); every statement has a timeout; a request that cannot get a database
//! connection soon answers 503, never an internal error.

use std::time::Duration;

use common::db::Bounds;
use sea_orm::{ConnectionTrait, DatabaseTransaction, DbBackend, TransactionTrait};
use serde_json::{Value, json};

use crate::forum::{member, post};
use crate::helpers::{TestApp, error_code, message};

crate::on_both_databases!(
    a_query_over_its_cost_is_refused_without_touching_the_database,
    signed_out_callers_have_a_smaller_allowance,
    a_member_is_served_while_the_heaviest_accepted_queries_run,
    a_query_kept_parsed_is_validated_and_run_with_each_requests_variables,
    statements_are_stopped_at_their_timeout,
    each_statement_has_the_whole_timeout_however_long_its_connection_is_held,
);

/// 340 aliases of a Popular feed page of 100, in under 16 KB (the query text limit).
fn many_popular_feeds() -> String {
    let fields: String = (0..340)
        .map(|i| format!("a{i}:feed(filter:POPULAR,first:100){{hasNextPage}}"))
        .collect();
    format!("{{{fields}}}")
}

async fn a_query_over_its_cost_is_refused_without_touching_the_database(app: TestApp) {
    let ana = member(&app, "ana").await;
    let query = many_popular_feeds();
    assert!(query.len() < 16 * 1024);
    // What a signed-in request costs the database before any resolver: her session.
    let (session, _) = app
        .statements_during(app.graphql_as(&ana.access, "{ __typename }", json!({})))
        .await;
    let (statements, body) = app
        .statements_during(app.graphql_as(&ana.access, &query, json!({})))
        .await;
    assert_eq!(error_code(&body), "GRAPHQL_VALIDATION_FAILED", "{body}");
    assert!(
        message(&body).starts_with("The query asks for too much at once: it costs "),
        "{body}"
    );
    assert!(body["data"].is_null());
    assert_eq!(statements, session, "nothing beyond the session check ran");
    let (statements, body) = app.statements_during(app.graphql(&query, json!({}))).await;
    assert_eq!(error_code(&body), "GRAPHQL_VALIDATION_FAILED", "{body}");
    assert_eq!(statements, 0, "signed out: the database is never asked");
    // A page of the same feed is served.
    let body = app
        .graphql_as(
            &ana.access,
            "{ feed(filter: POPULAR, first: 100) { hasNextPage } }",
            json!({}),
        )
        .await;
    assert!(body["errors"].is_null(), "{body}");
}

/// `n` aliases of a place lookup.
fn place_lookups(n: usize) -> String {
    let fields: String = (0..n)
        .map(|i| format!(r#"p{i}: locationSuggestions(text: "San") {{ city }} "#))
        .collect();
    format!("{{ {fields} }}")
}

async fn signed_out_callers_have_a_smaller_allowance(app: TestApp) {
    let (statements, body) = app
        .statements_during(app.graphql(&place_lookups(250), json!({})))
        .await;
    assert_eq!(error_code(&body), "GRAPHQL_VALIDATION_FAILED", "{body}");
    assert!(
        message(&body).starts_with("The query asks for too much at once"),
        "{body}"
    );
    assert_eq!(statements, 0);
    // What the public pages ask for is well within it.
    let body = app
        .graphql(
            "{ usernameSuggestion topics { id title description } }",
            json!({}),
        )
        .await;
    assert!(body["errors"].is_null(), "{body}");
    // Twenty lookups: too many signed out (sign in, she is told), fine for a member.
    let body = app.graphql(&place_lookups(20), json!({})).await;
    assert_eq!(error_code(&body), "UNAUTHENTICATED", "{body}");
    assert!(message(&body).starts_with("Please sign in"), "{body}");
    assert!(body["data"].is_null());
    let ana = member(&app, "ana").await;
    let body = app
        .graphql_as(&ana.access, &place_lookups(20), json!({}))
        .await;
    assert!(body["errors"].is_null(), "{body}");
}

/// The server keeps a query's parsed text (`graphql/parsed.rs`); what a request's variables
/// decide is still decided per request: their types, the cost of the pages they ask for, and
/// the answer.
async fn a_query_kept_parsed_is_validated_and_run_with_each_requests_variables(app: TestApp) {
    let ana = member(&app, "ana").await;
    post(&app, &ana, json!({ "title": "Hello", "text": "Words." })).await;
    let query = "query Pages($filter: FeedFilter!, $first: Int!) {
        a: feed(filter: $filter, first: $first) { items { ... on Post { title } } }
        b: feed(filter: $filter, first: $first) { hasNextPage } }";
    let ask = |variables: Value| app.graphql_as(&ana.access, query, variables);
    let titles = |body: &Value| body["data"]["a"]["items"].as_array().map(Vec::len);
    for _ in 0..2 {
        let all = ask(json!({ "filter": "ALL", "first": 20 })).await;
        assert!(all["errors"].is_null(), "{all}");
        assert_eq!(titles(&all), Some(1), "{all}");
        // She follows no topic: the same text, another filter, another answer.
        let interests = ask(json!({ "filter": "INTERESTS", "first": 20 })).await;
        assert!(interests["errors"].is_null(), "{interests}");
        assert_eq!(titles(&interests), Some(0), "{interests}");
        let wrong = ask(json!({ "filter": "NOPE", "first": 20 })).await;
        assert!(wrong["data"].is_null(), "{wrong}");
        assert!(message(&wrong).contains("NOPE"), "{wrong}");
    }
    // Popular pages of a hundred are over her allowance, although the kept text was asked
    // for pages of twenty.
    let (session, _) = app
        .statements_during(app.graphql_as(&ana.access, "{ __typename }", json!({})))
        .await;
    let (statements, heavy) = app
        .statements_during(ask(json!({ "filter": "POPULAR", "first": 100 })))
        .await;
    assert!(heavy["data"].is_null(), "{heavy}");
    assert_eq!(error_code(&heavy), "GRAPHQL_VALIDATION_FAILED", "{heavy}");
    assert!(
        message(&heavy).starts_with("The query asks for too much at once"),
        "{heavy}"
    );
    assert_eq!(statements, session, "nothing beyond the session check ran");
}

/// The heaviest queries a member may send: a Popular page of 100 (its ranking included), a
/// Popular page of 20 with every field the feed shows, an Interests page of 35.
const HEAVY: [&str; 3] = [
    "{ feed(filter: POPULAR, first: 100) { hasNextPage } }",
    "{ feed(filter: POPULAR, first: 20) { items { ... on Post { id title text images links
        commentCount owner { username profileColour } topics { title }
        reactions { count reactedByMe reactionType { name emoji } } } } hasNextPage } }",
    "{ feed(filter: INTERESTS, first: 35) { items { ... on Post { id title text
        owner { username } topics { title } reactions { count reactionType { name } } } } } }",
];

async fn a_member_is_served_while_the_heaviest_accepted_queries_run(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    for i in 0..30 {
        post(
            &app,
            &ana,
            json!({ "title": format!("Post {i}"), "text": "Words." }),
        )
        .await;
    }
    // Three members each send the heaviest queries at once, over and over, while another
    // reads her feed: she is answered, and nothing fails.
    let heavy = (0..3).map(|i| {
        let app = &app;
        let token = ana.access.clone();
        async move {
            for round in 0..3 {
                let body = app
                    .graphql_as(&token, HEAVY[(i + round) % HEAVY.len()], json!({}))
                    .await;
                assert!(body["errors"].is_null(), "{body}");
            }
        }
    });
    let victim = async {
        let body = app
            .graphql_as(
                &bea.access,
                "{ feed(filter: ALL, first: 20) { items { ... on Post { title } } } }",
                json!({}),
            )
            .await;
        assert!(body["errors"].is_null(), "{body}");
        assert_eq!(body["data"]["feed"]["items"].as_array().unwrap().len(), 20);
    };
    futures_util::future::join(futures_util::future::join_all(heavy), victim).await;
}

/// A statement that would run for many seconds: counting to a billion.
fn endless(backend: DbBackend) -> &'static str {
    match backend {
        DbBackend::Postgres => "SELECT pg_sleep(30)",
        _ => {
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000000000) \
             SELECT COUNT(*) FROM n"
        }
    }
}

async fn statements_are_stopped_at_their_timeout(app: TestApp) {
    let (db, _) = common::db::connect(
        &app.database_url(),
        Some(Bounds {
            statement_timeout: Duration::from_millis(200),
            acquire_timeout: Duration::from_secs(2),
        }),
    )
    .await
    .unwrap();
    let err = db
        .execute_unprepared(endless(db.get_database_backend()))
        .await
        .unwrap_err();
    assert!(common::error::is_overloaded(&err), "{err}");
    let app_error = common::AppError::from(err);
    assert_eq!(app_error.kind(), common::ErrorKind::Unavailable);
    // The connection goes on serving.
    db.execute_unprepared("SELECT 1").await.unwrap();
}

/// A statement of some 50,000 steps of work: milliseconds, long enough for SQLite's progress
/// handler to look at the clock many times.
const SHORT_WORK: &str = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n \
                          WHERE i < 50000) SELECT COUNT(*) FROM n";

/// The timeout counts from each statement's start, not from when its connection was taken:
/// a transaction that has been open longer than the timeout still runs its next statement,
/// and a runaway statement late in it is still stopped.
async fn each_statement_has_the_whole_timeout_however_long_its_connection_is_held(app: TestApp) {
    let timeout = Duration::from_millis(300);
    let (db, _) = common::db::connect(
        &app.database_url(),
        Some(Bounds {
            statement_timeout: timeout,
            acquire_timeout: Duration::from_secs(2),
        }),
    )
    .await
    .unwrap();
    #[allow(clippy::disallowed_methods)]
    let held = db.begin().await.unwrap();
    held.execute_unprepared(SHORT_WORK).await.unwrap();
    tokio::time::sleep(timeout * 2).await;
    held.execute_unprepared(SHORT_WORK).await.unwrap();
    let err = held
        .execute_unprepared(endless(db.get_database_backend()))
        .await
        .unwrap_err();
    assert!(common::error::is_overloaded(&err), "{err}");
    drop(held);
    // A pooled connection that has served before gives a new statement the whole timeout too.
    tokio::time::sleep(timeout * 2).await;
    db.execute_unprepared(SHORT_WORK).await.unwrap();
}

/// Every connection of the server's pool held: the next request that needs one waits a
/// moment, then answers 503 with Retry-After, not an internal error.
mod busy {
    use super::*;

    fn env() -> Vec<(&'static str, String)> {
        vec![("DB_ACQUIRE_TIMEOUT_SECS", "1".to_owned())]
    }

    crate::on_both_databases_with!(env; a_request_without_a_free_connection_answers_503);
}

async fn a_request_without_a_free_connection_answers_503(app: TestApp) {
    let ana = member(&app, "ana").await;
    let pool =
        common::db::default_pool_size(app.state.db.get_database_backend() == DbBackend::Sqlite);
    // Read transactions, only to hold their connections.
    let mut held: Vec<DatabaseTransaction> = Vec::new();
    for _ in 0..pool {
        #[allow(clippy::disallowed_methods)]
        held.push(app.state.db.begin().await.unwrap());
    }
    let response = app
        .client
        .get(app.url("/api/app/topic"))
        .bearer_auth(&ana.access)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), reqwest::StatusCode::SERVICE_UNAVAILABLE);
    assert!(response.headers().contains_key("retry-after"));
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        body["error"],
        "The forum is very busy right now. Please try again in a moment."
    );
    drop(held);
    let response = app.get_as(&ana, "/api/app/topic").await;
    assert_eq!(response.status(), reqwest::StatusCode::OK);
}
