//! The patterns every feature builds on: typed ids and cursors at the boundary, transactions,
//! batch loading (counted in SQL statements), the admin table query and its export, jobs,
//! the clock, rate limits, and GraphQL answers in query order.

use chrono::Duration;
use common::{Clock, Id};
use entity::{scheduled_jobs, sessions, topics, user_topics, users};
use reqwest::StatusCode;
use reqwest::header::{CACHE_CONTROL, RETRY_AFTER};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, PaginatorTrait,
    QueryFilter,
};
use serde_json::{Value, json};

use crate::helpers::{TestApp, error_code};

crate::on_both_databases!(
    a_registration_whose_session_cannot_be_written_leaves_no_account,
    malformed_ids_and_cursors_are_the_clients_mistake,
    a_cursor_continues_after_its_row_is_deleted,
    the_statement_counter_proves_batched_loading,
    graphql_answers_keep_the_query_field_order,
    the_admin_user_table_searches_filters_sorts_and_pages_on_the_server,
    export_streams_every_matching_row_as_csv,
    a_job_runs_once_per_period_across_two_gateways,
    cleanup_jobs_forget_ended_sessions_when_time_passes,
    rate_limited_answers_say_when_to_come_back,
    signed_in_answers_are_never_cached,
);

const PASSWORD: &str = "Quiet-Meadow-42";

async fn a_registration_whose_session_cannot_be_written_leaves_no_account(app: TestApp) {
    let db = app.db().await;
    let fail = match db.get_database_backend() {
        DbBackend::Postgres => vec![
            "CREATE FUNCTION refuse_sessions() RETURNS trigger AS $$ \
             BEGIN RAISE EXCEPTION 'sessions are broken'; END $$ LANGUAGE plpgsql",
            "CREATE TRIGGER refuse_sessions BEFORE INSERT ON sessions \
             FOR EACH ROW EXECUTE FUNCTION refuse_sessions()",
        ],
        _ => vec![
            "CREATE TRIGGER refuse_sessions BEFORE INSERT ON sessions \
             BEGIN SELECT RAISE(ABORT, 'sessions are broken'); END",
        ],
    };
    for statement in fail {
        db.execute_unprepared(statement).await.unwrap();
    }
    let username = app
        .get_json("/api/public/user/username", StatusCode::OK)
        .await["data"]["username"]
        .clone();
    let body = json!({ "email": "atomic@example.org", "password": PASSWORD, "confirmPassword": PASSWORD,
                       "username": username, "tos": true, "contact": false });
    let response = app.post_json("/api/auth/register", body.clone()).await;
    assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
    assert_eq!(
        response.json::<Value>().await.unwrap(),
        json!({ "error": "Something went wrong" }),
        "no internals in the answer"
    );
    assert_eq!(
        users::Entity::find().count(&db).await.unwrap(),
        0,
        "no account without a session"
    );

    db.execute_unprepared("DROP TRIGGER refuse_sessions ON sessions")
        .await
        .or(db.execute_unprepared("DROP TRIGGER refuse_sessions").await)
        .unwrap();
    let response = app.post_json("/api/auth/register", body).await;
    assert_eq!(
        response.status(),
        StatusCode::OK,
        "the same email registers once sessions work"
    );
}

async fn malformed_ids_and_cursors_are_the_clients_mistake(app: TestApp) {
    let member = app.register("ids@example.org", PASSWORD).await;
    let admin = app.admin().await;

    let (status, body) = app.get_answer(&member, "/api/app/topic/not-an-id").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body, json!({ "error": "id is not a valid id" }));
    let unknown = Id::generate();
    let response = app
        .get_as(&member, &format!("/api/app/topic/{unknown}"))
        .await;
    assert_eq!(
        response.status(),
        StatusCode::NOT_FOUND,
        "a well-formed id nobody has"
    );

    let body = app
        .graphql_as(
            &member.access,
            r#"{ topic(id: "not-an-id") { title } }"#,
            json!({}),
        )
        .await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
    assert_eq!(body["errors"][0]["extensions"]["field"], "id");

    let response = app.get_as(&admin, "/api/admin/user?after=garbage").await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let message = response.json::<Value>().await.unwrap()["error"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(message.contains("cursor is not valid"), "{message}");
    let body = app
        .graphql_as(
            &admin.access,
            r#"{ adminUsers(query: { after: "garbage" }) { hasNextPage } }"#,
            json!({}),
        )
        .await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
    assert_eq!(body["errors"][0]["extensions"]["field"], "after");
}

/// Accounts straight into the database, a second apart, oldest first.
async fn insert_users(app: &TestApp, count: usize, prefix: &str) -> Vec<users::Model> {
    let db = app.db().await;
    let start = app.clock.now() - Duration::days(1);
    let rows: Vec<users::Model> = (0..count)
        .map(|i| users::Model {
            id: Id::generate(),
            username: format!("{prefix}{i:05}"),
            email: format!("{prefix}{i:05}@example.org"),
            password_hash: "$argon2id$not-a-real-hash".into(),
            profile_colour: "f7a521".into(),
            profile_image: None,
            ethnicity: None,
            age_range: None,
            sex_assigned_at_birth: None,
            gender: None,
            location_city: None,
            location_state: None,
            location_country: None,
            onboarding_complete: true,
            contact: i % 2 == 0,
            tos: true,
            is_admin: i % 10 == 0,
            last_login_at: None,
            report_trust_restored_at: None,
            suspended_until: None,
            shadow_banned_at: None,
            banned_at: None,
            created_at: start + Duration::seconds(i as i64),
            updated_at: start,
        })
        .collect();
    for chunk in rows.chunks(500) {
        users::Entity::insert_many(
            chunk
                .iter()
                .cloned()
                .map(sea_orm::IntoActiveModel::into_active_model),
        )
        .exec(&db)
        .await
        .unwrap();
    }
    rows
}

fn emails(page: &Value) -> Vec<String> {
    page["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["email"].as_str().unwrap().to_owned())
        .collect()
}

async fn a_cursor_continues_after_its_row_is_deleted(app: TestApp) {
    let admin = app.admin().await;
    insert_users(&app, 5, "cursor").await;
    let first: Value = app
        .get_as(&admin, "/api/admin/user?search=cursor&first=2")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        emails(&first),
        ["cursor00004@example.org", "cursor00003@example.org"]
    );
    assert_eq!(first["hasNextPage"], true);
    users::Entity::delete_many()
        .filter(users::Column::Email.eq("cursor00003@example.org"))
        .exec(&app.db().await)
        .await
        .unwrap();
    let after = first["endCursor"].as_str().unwrap();
    let next: Value = app
        .get_as(
            &admin,
            &format!("/api/admin/user?search=cursor&first=2&after={after}"),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        emails(&next),
        ["cursor00002@example.org", "cursor00001@example.org"],
        "neither skipped nor repeated"
    );
}

async fn the_statement_counter_proves_batched_loading(app: TestApp) {
    let tokens = app.register("counted@example.org", PASSWORD).await;
    let db = app.db().await;
    let me = users::Entity::find()
        .filter(users::Column::Email.eq("counted@example.org"))
        .one(&db)
        .await
        .unwrap()
        .unwrap();
    let all_topics = topics::Entity::find().all(&db).await.unwrap();
    let query = "{ me { username topicsOfInterest { id title } } }";
    let mut costs = Vec::new();
    for follow in [1, 8] {
        user_topics::Entity::delete_many().exec(&db).await.unwrap();
        user_topics::Entity::insert_many(all_topics.iter().take(follow).map(|t| {
            user_topics::ActiveModel {
                user_id: Set(me.id.clone()),
                topic_id: Set(t.id.clone()),
            }
        }))
        .exec(&db)
        .await
        .unwrap();
        let (statements, body) = app
            .statements_during(app.graphql_as(&tokens.access, query, json!({})))
            .await;
        assert_eq!(
            body["data"]["me"]["topicsOfInterest"]
                .as_array()
                .unwrap()
                .len(),
            follow,
            "{body}"
        );
        costs.push(statements);
    }
    assert_eq!(costs[0], costs[1], "a longer list costs no more statements");
    assert!(costs[0] <= 3, "session, account, topics: {costs:?}");

    // The admin table: a page of 3 or of 30 costs the same.
    let admin = app.admin().await;
    insert_users(&app, 40, "page").await;
    let mut costs = Vec::new();
    for first in [3, 30] {
        let (statements, response) = app
            .statements_during(app.get_as(&admin, &format!("/api/admin/user?first={first}")))
            .await;
        assert_eq!(emails(&response.json().await.unwrap()).len(), first);
        costs.push(statements);
    }
    assert_eq!(costs[0], costs[1], "{costs:?}");
}

/// The keys of a JSON object in the order the server wrote them.
fn keys_in_order(body: &str, object: &str) -> Vec<String> {
    let value: serde_json::Value = serde_json::from_str(body).unwrap();
    let pointer = value.pointer(object).unwrap();
    let mut keys: Vec<(usize, String)> = pointer
        .as_object()
        .unwrap()
        .keys()
        .map(|key| (body.find(&format!("\"{key}\":")).unwrap(), key.clone()))
        .collect();
    keys.sort();
    keys.into_iter().map(|(_, key)| key).collect()
}

async fn graphql_answers_keep_the_query_field_order(app: TestApp) {
    let cases = [
        (
            "{ topics { id } reactionTypes { name } }",
            "/data",
            vec!["topics", "reactionTypes"],
        ),
        (
            "{ reactionTypes { name } topics { id } }",
            "/data",
            vec!["reactionTypes", "topics"],
        ),
        (
            "{ b: reactionTypes { emoji name } ...Rest a: topics { title id } } fragment Rest on Query { usernameSuggestion }",
            "/data",
            vec!["b", "usernameSuggestion", "a"],
        ),
        (
            "{ a: topics { title id } }",
            "/data/a/0",
            vec!["title", "id"],
        ),
        (
            "{ b: reactionTypes { emoji name } }",
            "/data/b/0",
            vec!["emoji", "name"],
        ),
    ];
    for _ in 0..5 {
        for (query, object, expected) in &cases {
            let body = app
                .client
                .post(app.url("/graphql"))
                .json(&json!({ "query": query }))
                .send()
                .await
                .unwrap()
                .text()
                .await
                .unwrap();
            assert_eq!(&keys_in_order(&body, object), expected, "{query}: {body}");
        }
    }
}

async fn the_admin_user_table_searches_filters_sorts_and_pages_on_the_server(app: TestApp) {
    let admin = app.admin().await;
    let member = app.register("plain@example.org", PASSWORD).await;
    insert_users(&app, 30, "tbl").await;
    let get = |path: String| {
        let admin = admin.clone();
        let app = &app;
        async move {
            let response = app.get_as(&admin, &path).await;
            let status = response.status();
            (status, response.json::<Value>().await.unwrap())
        }
    };

    let (_, page) = get("/api/admin/user?search=TBL0001&isAdmin=Yes".into()).await;
    assert_eq!(
        emails(&page),
        ["tbl00010@example.org"],
        "search and filter together"
    );
    // "tbl0", not "tbl": a generated username (adjective, noun, 100–999) may hold "tBl"
    // ("BrightBloom512") but never "tbl0".
    let (_, page) = get("/api/admin/user?search=tbl0&order=asc&first=3".into()).await;
    assert_eq!(
        emails(&page),
        [
            "tbl00000@example.org",
            "tbl00001@example.org",
            "tbl00002@example.org"
        ]
    );
    let (_, page) = get("/api/admin/user?search=tbl0&contact=No&first=100".into()).await;
    assert_eq!(emails(&page).len(), 15);
    let (_, page) = get("/api/admin/user?search=50%25_".into()).await;
    assert_eq!(emails(&page).len(), 0, "% and _ are taken literally");

    for (path, message) in [
        (
            "/api/admin/user?password=x",
            "This table cannot be filtered by password",
        ),
        (
            "/api/admin/user?sort=email",
            "This table sorts by createdAt only, not email",
        ),
        ("/api/admin/user?isAdmin=perhaps", "isAdmin is Yes or No"),
        ("/api/admin/user?order=sideways", "order is asc or desc."),
    ] {
        let (status, body) = get(path.into()).await;
        assert_eq!(
            (status, body),
            (StatusCode::BAD_REQUEST, json!({ "error": message })),
            "{path}"
        );
    }

    let body = app
        .graphql_as(
            &admin.access,
            r#"{ adminUsers(query: { search: "tbl", ascending: true, first: 2, filters: [{ column: "isAdmin", values: ["Yes"] }] }) { items { email isAdmin } hasNextPage } }"#,
            json!({}),
        )
        .await;
    assert_eq!(
        body["data"]["adminUsers"],
        json!({ "items": [{ "email": "tbl00000@example.org", "isAdmin": true }, { "email": "tbl00010@example.org", "isAdmin": true }], "hasNextPage": true }),
        "{body}"
    );
    assert_eq!(
        app.get_as(&member, "/api/admin/user").await.status(),
        StatusCode::FORBIDDEN
    );
}

async fn export_streams_every_matching_row_as_csv(app: TestApp) {
    let admin = app.admin().await;
    let member = app.register("nosy@example.org", PASSWORD).await;
    let rows = insert_users(&app, 1_203, "csv").await;

    let response = app
        .get_as(&admin, "/api/admin/user/export?search=csv&contact=Yes")
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()["content-type"],
        "text/csv; charset=utf-8"
    );
    assert_eq!(
        response.headers()["content-disposition"],
        "attachment; filename=\"users.csv\""
    );
    let bytes = response.bytes().await.unwrap();
    assert!(
        bytes.starts_with(b"\xEF\xBB\xBF"),
        "a byte-order mark first"
    );
    let text = String::from_utf8(bytes[3..].to_vec()).unwrap();
    let lines: Vec<&str> = text.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(
        lines[0],
        "\"Profile Colour\",\"Username\",\"Email\",\"Can contact?\",\"Is Admin?\",\"Last Login\",\"Created At\""
    );
    let contacts = rows.iter().filter(|u| u.contact).count();
    assert_eq!(
        lines.len() - 1,
        contacts,
        "every matching row, past the first batch, not one page"
    );
    let newest = rows.iter().rev().find(|u| u.contact).unwrap();
    assert!(
        lines[1].starts_with(&format!(
            "\"f7a521\",\"{}\",\"{}\",\"Yes\",",
            newest.username, newest.email
        )),
        "{}",
        lines[1]
    );
    assert!(lines[1].contains("\"Never\""), "{}", lines[1]);

    assert_eq!(
        app.get_as(&member, "/api/admin/user/export").await.status(),
        StatusCode::FORBIDDEN
    );
    let response = app.get_as(&admin, "/api/admin/user/export?nope=1").await;
    assert_eq!(
        response.status(),
        StatusCode::BAD_REQUEST,
        "a bad query is refused before the download"
    );
}

async fn a_job_runs_once_per_period_across_two_gateways(app: TestApp) {
    let second = app.restart().await;
    let runs = |app: &TestApp| {
        let (first, second) = (app.state.scheduler.clone(), second.state.scheduler.clone());
        async move {
            let (a, b) = tokio::join!(first.run_due(), second.run_due());
            a.into_iter()
                .chain(b)
                .filter(|job| *job == "purge-ended-sessions")
                .count()
        }
    };
    assert_eq!(
        runs(&app).await,
        1,
        "the first tick of two gateways runs the job once"
    );
    assert_eq!(runs(&app).await, 0, "not due again yet");
    app.advance(Duration::minutes(61));
    assert_eq!(runs(&app).await, 1);
    let row = scheduled_jobs::Entity::find_by_id("purge-ended-sessions")
        .one(&app.db().await)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.runs, 2);
}

async fn cleanup_jobs_forget_ended_sessions_when_time_passes(app: TestApp) {
    let kept = app.register("stays@example.org", PASSWORD).await;
    let gone = app.register("leaves@example.org", PASSWORD).await;
    assert_eq!(
        app.get_as(&gone, "/api/auth/logout").await.status(),
        StatusCode::OK
    );
    let db = app.db().await;
    assert_eq!(sessions::Entity::find().count(&db).await.unwrap(), 2);

    app.state.scheduler.run_due().await;
    assert_eq!(
        sessions::Entity::find().count(&db).await.unwrap(),
        2,
        "a revoked session is kept a day"
    );
    app.advance(Duration::days(2));
    app.state.scheduler.run_due().await;
    assert_eq!(sessions::Entity::find().count(&db).await.unwrap(), 1);
    app.advance(Duration::days(29));
    app.state.scheduler.run_due().await;
    assert_eq!(
        sessions::Entity::find().count(&db).await.unwrap(),
        0,
        "30 days is a session's life"
    );
    let refresh = app
        .client
        .get(app.url("/api/auth/refresh"))
        .bearer_auth(&kept.access)
        .header("X-Refresh-Token", &kept.refresh)
        .send()
        .await
        .unwrap();
    assert_eq!(
        refresh.status(),
        StatusCode::UNAUTHORIZED,
        "the ended session cannot be refreshed"
    );
}

async fn rate_limited_answers_say_when_to_come_back(app: TestApp) {
    app.register("limited@example.org", PASSWORD).await;
    for _ in 0..5 {
        app.login("limited@example.org", "Wrong-Password-1").await;
    }
    let response = app.login("limited@example.org", PASSWORD).await;
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(response.headers()[RETRY_AFTER], "900");

    app.advance(Duration::minutes(10));
    let response = app
        .client
        .post(app.url("/graphql"))
        .json(&json!({ "query": r#"mutation { login(input: { email: "limited@example.org", password: "Quiet-Meadow-42" }) { redirectUrl } }"# }))
        .send()
        .await
        .unwrap();
    assert_eq!(
        response.headers()[RETRY_AFTER],
        "300",
        "the window's end moved closer"
    );
    let body: Value = response.json().await.unwrap();
    assert_eq!(error_code(&body), "RATE_LIMITED");
    assert_eq!(body["errors"][0]["extensions"]["retryAfter"], 300);
    assert_eq!(
        body["errors"][0]["message"],
        "Too many failed attempts. Please try again in 5 minutes."
    );

    app.advance(Duration::minutes(5));
    assert_eq!(
        app.login("limited@example.org", PASSWORD).await.status(),
        StatusCode::OK
    );
}

async fn signed_in_answers_are_never_cached(app: TestApp) {
    let tokens = app.register("private@example.org", PASSWORD).await;
    for response in [
        app.get_as(&tokens, "/api/auth/whoami").await,
        app.get("/api/public/topic").await,
        app.get("/api/nope").await,
        app.client
            .post(app.url("/graphql"))
            .bearer_auth(&tokens.access)
            .json(&json!({ "query": "{ me { id } }" }))
            .send()
            .await
            .unwrap(),
    ] {
        assert_eq!(
            response.headers()[CACHE_CONTROL],
            "no-store",
            "{}",
            response.url()
        );
    }
}
