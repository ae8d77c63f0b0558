//! Reports and the back office's moderation screens (issue 9): a report quarantines at once,
//! duplicates are one report, reports are limited per member, admins review, lift, delete and
//! export, and every action leaves exactly one audit row written with its change.

use chrono::Duration;
use common::Id;
use entity::{audit_log, comments, files, post_images, posts, reports};
use reqwest::StatusCode;
use reqwest::header::RETRY_AFTER;
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, PaginatorTrait,
    QueryFilter,
};
use serde_json::{Value, json};

use crate::forum::{FEED, PASSWORD, comment, post};
use crate::helpers::{TestApp, Tokens, error_code, message, ok};
use crate::uploads::{PHOTO, put_image};

crate::on_both_databases!(
    a_report_quarantines_at_once_until_an_admin_lifts_it,
    reports_refuse_own_deleted_and_hidden_content,
    admins_review_reports_and_each_action_leaves_one_audit_row,
    a_failed_write_leaves_no_audit_row_and_no_change,
    deleting_a_post_removes_its_comments_images_and_reports,
    moderation_fields_and_paths_are_for_admins_only,
    exports_stream_every_matching_row_as_csv,
    admin_tables_cost_a_constant_number_of_statements,
);

pub const REPORT: &str = "mutation($input: ReportInput!) { reportContent(input: $input) }";

pub const QUEUE: &str = "query($q: TableInput!) { adminReports(query: $q) {
    items { id contentType postId commentId content creator { username } reporter { username }
            reason explanation status isQuarantined createdAt updatedAt }
    hasNextPage endCursor } }";

const REVIEW: &str = "query($id: ID!) { adminReport(id: $id) {
    id contentType postId commentId content creator { username } reporter { username }
    reason explanation status isQuarantined } }";

pub const SET_STATUS: &str = "mutation($id: ID!, $status: ReportStatus!) {
    setReportStatus(id: $id, status: $status) { id status isQuarantined } }";

pub const SET_QUARANTINE: &str = "mutation($id: ID!, $q: Boolean!) {
    setReportQuarantine(id: $id, quarantined: $q) { id status isQuarantined } }";

const AUDIT: &str = "query($q: TableInput!) { adminAuditLog(query: $q) {
    items { id actor { username } action targetType targetId detail createdAt }
    hasNextPage endCursor } }";

const ADMIN_POSTS: &str = "query($q: TableInput!) { adminPosts(query: $q) {
    items { id title text isShadowBanned owner { username } topics { title } images
            reactions { count } }
    hasNextPage endCursor } }";

pub const POST: &str = "query($id: ID!) { post(id: $id) { id title isShadowBanned } }";

pub const COMMENTS: &str =
    "query($post: ID!) { comments(postId: $post) { items { id text isShadowBanned } } }";

/// A member in good standing: onboarded, so her reports hide at once (test servers trust
/// every onboarded member from the start).
pub async fn member(app: &TestApp, name: &str) -> Tokens {
    let tokens = crate::forum::member(app, name).await;
    app.onboard(&tokens).await;
    tokens
}

pub async fn username(app: &TestApp, tokens: &Tokens) -> String {
    let me = app
        .graphql_as(&tokens.access, "{ me { username } }", json!({}))
        .await;
    me["data"]["me"]["username"].as_str().unwrap().to_owned()
}

pub async fn report(app: &TestApp, tokens: &Tokens, input: Value) -> Value {
    app.graphql_as(&tokens.access, REPORT, json!({ "input": input }))
        .await
}

pub async fn report_post(app: &TestApp, tokens: &Tokens, post: &str) -> Value {
    report(app, tokens, json!({ "postId": post, "reason": "BULLYING" })).await
}

pub async fn queue(app: &TestApp, admin: &Tokens, q: Value) -> Value {
    let body = app
        .graphql_as(&admin.access, QUEUE, json!({ "q": q }))
        .await;
    ok(&body)["adminReports"].clone()
}

pub async fn audit_rows(app: &TestApp) -> Vec<audit_log::Model> {
    let mut rows = audit_log::Entity::find()
        .all(&app.db().await)
        .await
        .unwrap();
    rows.sort_by(|a, b| (a.created_at, &a.id).cmp(&(b.created_at, &b.id)));
    rows
}

fn titles_of(feed: &Value) -> Vec<String> {
    feed["data"]["feed"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["title"].as_str().unwrap_or_default().to_owned())
        .collect()
}

pub async fn feed_titles(app: &TestApp, tokens: &Tokens) -> Vec<String> {
    let body = app
        .graphql_as(
            &tokens.access,
            FEED,
            json!({ "filter": "ALL", "first": 50 }),
        )
        .await;
    titles_of(&body)
}

async fn a_report_quarantines_at_once_until_an_admin_lifts_it(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let cat = member(&app, "cat").await;
    let admin = app.admin().await;
    let (ana_name, bea_name) = (username(&app, &ana).await, username(&app, &bea).await);
    let target = post(
        &app,
        &ana,
        json!({ "title": "reported", "text": "the words" }),
    )
    .await;
    app.advance(Duration::seconds(1));
    let other = post(&app, &ana, json!({ "title": "other", "text": "fine" })).await;
    let words = comment(&app, &ana, &other, None, "unkind words").await;

    // Bea reports the post and the comment: both are hidden from others at once.
    assert_eq!(
        ok(&report_post(&app, &bea, &target).await)["reportContent"],
        true
    );
    app.advance(Duration::seconds(1));
    let body = report(
        &app,
        &bea,
        json!({ "commentId": words, "reason": "NSFW", "explanation": "  not for here  " }),
    )
    .await;
    assert_eq!(ok(&body)["reportContent"], true);
    assert_eq!(feed_titles(&app, &cat).await, ["other"]);
    let opened = app
        .graphql_as(&cat.access, POST, json!({ "id": target }))
        .await;
    assert_eq!(error_code(&opened), "NOT_FOUND", "{opened}");
    let thread = app
        .graphql_as(&cat.access, COMMENTS, json!({ "post": other }))
        .await;
    assert_eq!(
        thread["data"]["comments"]["items"][0]["text"],
        "This comment has been reported and is currently being investigated."
    );
    // The owner still sees hers as it is.
    assert_eq!(feed_titles(&app, &ana).await, ["other", "reported"]);

    // The queue shows both, newest first, with the real text and the people.
    let page = queue(&app, &admin, json!({})).await;
    let items = page["items"].as_array().unwrap();
    assert_eq!(items.len(), 2, "{page}");
    let (on_comment, on_post) = (&items[0], &items[1]);
    assert_eq!(on_comment["contentType"], "COMMENT");
    assert_eq!(on_comment["postId"], other);
    assert_eq!(on_comment["commentId"], words);
    assert_eq!(on_comment["content"], "unkind words");
    assert_eq!(on_comment["creator"]["username"], ana_name);
    assert_eq!(on_comment["reporter"]["username"], bea_name);
    assert_eq!(on_comment["reason"], "NSFW");
    assert_eq!(on_comment["explanation"], "not for here");
    assert_eq!(on_comment["status"], "DELIVERED");
    assert_eq!(on_comment["isQuarantined"], true);
    assert_eq!(on_post["contentType"], "POST");
    assert_eq!(on_post["postId"], target);
    assert!(on_post["commentId"].is_null());
    assert_eq!(on_post["content"], "the words");
    assert!(on_post["explanation"].is_null());

    // The admin lifts both quarantines: everyone sees them again.
    for item in items {
        app.advance(Duration::seconds(1));
        let body = app
            .graphql_as(
                &admin.access,
                SET_QUARANTINE,
                json!({ "id": item["id"], "q": false }),
            )
            .await;
        assert_eq!(ok(&body)["setReportQuarantine"]["isQuarantined"], false);
    }
    assert_eq!(feed_titles(&app, &cat).await, ["other", "reported"]);
    let opened = app
        .graphql_as(&cat.access, POST, json!({ "id": target }))
        .await;
    assert_eq!(ok(&opened)["post"]["isShadowBanned"], false);
    let thread = app
        .graphql_as(&cat.access, COMMENTS, json!({ "post": other }))
        .await;
    assert_eq!(
        thread["data"]["comments"]["items"][0]["text"],
        "unkind words"
    );

    // Each report and each lift left one audit row, by whom it was done.
    let rows = audit_rows(&app).await;
    let actions: Vec<&str> = rows.iter().map(|r| r.action.as_str()).collect();
    assert_eq!(
        actions,
        [
            "report.create",
            "report.create",
            "report.quarantine",
            "report.quarantine"
        ]
    );
    let bea_id = app.viewer(&bea).await.as_member().unwrap().user_id.clone();
    let admin_id = app
        .viewer(&admin)
        .await
        .as_member()
        .unwrap()
        .user_id
        .clone();
    assert!(
        rows[..2]
            .iter()
            .all(|r| r.actor_id.as_ref() == Some(&bea_id))
    );
    assert!(
        rows[2..]
            .iter()
            .all(|r| r.actor_id.as_ref() == Some(&admin_id))
    );
    assert!(rows.iter().all(|r| r.target_type == "report"));
    assert_eq!(rows[2].detail.as_deref(), Some("false"));
}

async fn reports_refuse_own_deleted_and_hidden_content(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let cat = member(&app, "cat").await;
    let mine = post(&app, &ana, json!({ "title": "mine", "text": "x" })).await;
    let own_comment = comment(&app, &ana, &mine, None, "my comment").await;
    let gone = comment(&app, &bea, &mine, None, "soon a tombstone").await;

    let body = report_post(&app, &ana, &mine).await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT");
    assert_eq!(message(&body), "You cannot report your own post");
    let body = report(
        &app,
        &ana,
        json!({ "commentId": own_comment, "reason": "OTHER" }),
    )
    .await;
    assert_eq!(message(&body), "You cannot report your own comment");

    let db = app.db().await;
    comments::Entity::update_many()
        .col_expr(
            comments::Column::OwnerId,
            sea_orm::sea_query::Expr::value(Option::<Id>::None),
        )
        .col_expr(comments::Column::Text, sea_orm::sea_query::Expr::value(""))
        .col_expr(
            comments::Column::DeletedAt,
            sea_orm::sea_query::Expr::value(chrono::Utc::now()),
        )
        .filter(comments::Column::Id.eq(gone.clone()))
        .exec(&db)
        .await
        .unwrap();
    let body = report(&app, &cat, json!({ "commentId": gone, "reason": "OTHER" })).await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT");
    assert_eq!(message(&body), "This comment has been deleted");

    let long = "x".repeat(1001);
    let body = report(
        &app,
        &bea,
        json!({ "postId": mine, "reason": "OTHER", "explanation": long }),
    )
    .await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT");
    assert_eq!(body["errors"][0]["extensions"]["field"], "explanation");
    let body = report(&app, &bea, json!({ "reason": "OTHER" })).await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT");
    let body = report(
        &app,
        &bea,
        json!({ "postId": mine, "commentId": own_comment, "reason": "OTHER" }),
    )
    .await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT");
    let body = report(&app, &bea, json!({ "postId": "nope", "reason": "OTHER" })).await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT");
    let body = report_post(&app, &bea, &Id::generate().to_string()).await;
    assert_eq!(error_code(&body), "NOT_FOUND");
    let body = app
        .graphql(
            REPORT,
            json!({ "input": { "postId": mine, "reason": "OTHER" } }),
        )
        .await;
    assert_eq!(error_code(&body), "UNAUTHENTICATED");
    assert_eq!(reports::Entity::find().count(&db).await.unwrap(), 0);

    // Bea reports over REST with the §3 text; Cat then cannot see (so cannot report) it.
    let (status, body) = app
        .post_answer(
            &bea,
            "/api/app/report",
            json!({ "owner": "ignored", "post": mine, "reason": "NSFW", "explanation": "why" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let id = body["data"]["_id"].as_str().unwrap().to_owned();
    let stored = reports::Entity::find_by_id(Id::parse("id", &id).unwrap())
        .one(&db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.reason, "NSFW");
    assert_eq!(stored.status, "delivered");
    let body = report_post(&app, &cat, &mine).await;
    assert_eq!(error_code(&body), "NOT_FOUND");
    assert_eq!(
        message(&body),
        "This post has been reported and is currently under review."
    );
    let response = app
        .post_as(
            &bea,
            "/api/app/report",
            json!({ "comment": own_comment, "reason": "Rude" }),
        )
        .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let (status, body) = app
        .post_answer(
            &ana,
            "/api/app/report",
            json!({ "post": mine, "reason": "Other" }),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body, json!({ "error": "You cannot report your own post" }));
    let response = app
        .post_json(
            "/api/app/report",
            json!({ "post": mine, "reason": "Other" }),
        )
        .await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
}

/// Duplicates are one report and do not count; the limit answers 429 with Retry-After.
async fn duplicates_are_one_report_and_the_limit_holds(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let mut ids = Vec::new();
    for i in 0..4 {
        ids.push(post(&app, &ana, json!({ "title": format!("p{i}"), "text": "x" })).await);
    }
    // The limit is 2 an hour here. Two reports of the same post are one report…
    for _ in 0..3 {
        assert_eq!(
            ok(&report_post(&app, &bea, &ids[0]).await)["reportContent"],
            true
        );
    }
    let response = app
        .post_as(
            &bea,
            "/api/app/report",
            json!({ "post": ids[0], "reason": "Other" }),
        )
        .await;
    assert_eq!(
        response.status(),
        StatusCode::OK,
        "a duplicate is still fine"
    );
    let db = app.db().await;
    assert_eq!(reports::Entity::find().count(&db).await.unwrap(), 1);
    assert_eq!(
        audit_log::Entity::find().count(&db).await.unwrap(),
        1,
        "a duplicate writes nothing"
    );
    // …so a second item still fits in the limit, and a third does not.
    assert_eq!(
        ok(&report_post(&app, &bea, &ids[1]).await)["reportContent"],
        true
    );
    let body = report_post(&app, &bea, &ids[2]).await;
    assert_eq!(error_code(&body), "RATE_LIMITED", "{body}");
    assert!(
        message(&body).starts_with("You have sent too many reports."),
        "{body}"
    );
    let response = app
        .post_as(
            &bea,
            "/api/app/report",
            json!({ "post": ids[3], "reason": "Other" }),
        )
        .await;
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    let retry: u64 = response.headers()[RETRY_AFTER]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(retry > 0 && retry <= 3600, "{retry}");
    // The refused reports wrote nothing and hid nothing.
    assert_eq!(reports::Entity::find().count(&db).await.unwrap(), 2);
    let hidden = posts::Entity::find()
        .filter(posts::Column::IsShadowBanned.eq(true))
        .count(&db)
        .await
        .unwrap();
    assert_eq!(hidden, 2);
    // An hour later she may report again.
    app.advance(Duration::minutes(61));
    let response = app.login("bea@example.org", PASSWORD).await;
    let bea = Tokens::from_body(&response.json().await.unwrap());
    assert_eq!(
        ok(&report_post(&app, &bea, &ids[2]).await)["reportContent"],
        true
    );
}

mod limited {
    use super::*;

    fn env() -> Vec<(&'static str, String)> {
        vec![("RATE_LIMIT_REPORT_ACCOUNT", "2/1h".to_owned())]
    }

    #[tokio::test]
    async fn sqlite() {
        duplicates_are_one_report_and_the_limit_holds(TestApp::sqlite_with(env()).await).await;
    }

    #[tokio::test]
    async fn postgres() {
        duplicates_are_one_report_and_the_limit_holds(TestApp::postgres_with(env()).await).await;
    }
}

async fn admins_review_reports_and_each_action_leaves_one_audit_row(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let admin = app.admin().await;
    let first = post(&app, &ana, json!({ "title": "first", "text": "x" })).await;
    let second = post(&app, &ana, json!({ "title": "second", "text": "y" })).await;
    ok(&report_post(&app, &bea, &first).await);
    app.advance(Duration::seconds(1));
    ok(&report_post(&app, &bea, &second).await);
    let page = queue(&app, &admin, json!({})).await;
    let newer = page["items"][0]["id"].as_str().unwrap().to_owned();
    let older = page["items"][1]["id"].as_str().unwrap().to_owned();
    let before = audit_rows(&app).await.len();
    // Each action a second after the last, so the audit log's order is theirs.
    let tick = || app.advance(Duration::seconds(1));

    let statuses = app
        .graphql_as(&admin.access, "{ adminReportStatuses }", json!({}))
        .await;
    assert_eq!(ok(&statuses)["adminReportStatuses"], json!(["DELIVERED"]));
    tick();
    let body = app
        .graphql_as(
            &admin.access,
            SET_STATUS,
            json!({ "id": newer, "status": "FLAGGED" }),
        )
        .await;
    assert_eq!(ok(&body)["setReportStatus"]["status"], "FLAGGED");
    assert_eq!(
        body["data"]["setReportStatus"]["isQuarantined"], true,
        "a status change leaves the quarantine"
    );
    let statuses = app
        .graphql_as(&admin.access, "{ adminReportStatuses }", json!({}))
        .await;
    assert_eq!(
        ok(&statuses)["adminReportStatuses"],
        json!(["DELIVERED", "FLAGGED"])
    );
    let flagged = queue(
        &app,
        &admin,
        json!({ "filters": [{ "column": "status", "values": ["flagged"] }] }),
    )
    .await;
    assert_eq!(flagged["items"].as_array().unwrap().len(), 1);
    assert_eq!(flagged["items"][0]["id"], newer);
    let searched = queue(&app, &admin, json!({ "search": "bully" })).await;
    assert_eq!(searched["items"].as_array().unwrap().len(), 2);

    // The same over REST.
    tick();
    let (status, body) = app
        .post_answer(
            &admin,
            &format!("/api/admin/report/{older}"),
            json!({ "status": "completed" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["status"], "completed");
    assert_eq!(body["data"]["post"]["_id"], first);
    assert_eq!(body["data"]["post"]["text"], "x");
    assert_eq!(body["data"]["contentType"], "Post");
    let response = app
        .post_as(
            &admin,
            "/api/admin/report",
            json!({ "_id": older, "status": "sometime" }),
        )
        .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = app
        .get_as(&admin, "/api/admin/report/statuses")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(body, json!({ "data": ["flagged", "completed"] }));
    let body: Value = app
        .get_as(&admin, "/api/admin/report/populate/all?status=completed")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(body["data"].as_array().unwrap().len(), 1);
    assert_eq!(body["data"][0]["_id"], older);
    assert!(body["data"][0]["owner"]["username"].is_string());
    let body: Value = app
        .get_as(&admin, &format!("/api/admin/report/populate/{newer}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(body["data"]["status"], "flagged");

    // Shadow ban toggles on the post itself.
    tick();
    let body = app
        .graphql_as(
            &admin.access,
            "mutation($id: ID!) { setPostShadowBan(id: $id, isShadowBanned: false) { id isShadowBanned } }",
            json!({ "id": first }),
        )
        .await;
    assert_eq!(ok(&body)["setPostShadowBan"]["isShadowBanned"], false);
    tick();
    let (status, body) = app
        .post_answer(
            &admin,
            &format!("/api/admin/post/{second}"),
            json!({ "isShadowBanned": false }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["isShadowBanned"], false);

    // Deleting a report leaves the item's quarantine as it is.
    tick();
    ok(&app
        .graphql_as(
            &admin.access,
            SET_QUARANTINE,
            json!({ "id": newer, "q": true }),
        )
        .await);
    tick();
    let body = app
        .graphql_as(
            &admin.access,
            "mutation($id: ID!) { deleteReport(id: $id) }",
            json!({ "id": newer }),
        )
        .await;
    assert_eq!(ok(&body)["deleteReport"], true);
    let body = app
        .graphql_as(&admin.access, REVIEW, json!({ "id": newer }))
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND");
    tick();
    let response = app
        .delete_as(&admin, &format!("/api/admin/report/{older}"))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let db = app.db().await;
    assert_eq!(reports::Entity::find().count(&db).await.unwrap(), 0);
    let second_post = posts::Entity::find_by_id(Id::parse("id", &second).unwrap())
        .one(&db)
        .await
        .unwrap()
        .unwrap();
    assert!(second_post.is_shadow_banned);

    // One row per action, naming the admin, the action and the target.
    let admin_id = app
        .viewer(&admin)
        .await
        .as_member()
        .unwrap()
        .user_id
        .clone();
    let rows = audit_rows(&app).await.split_off(before);
    let seen: Vec<(&str, &str, &str, Option<&str>)> = rows
        .iter()
        .map(|r| {
            (
                r.action.as_str(),
                r.target_type.as_str(),
                r.target_id.as_str(),
                r.detail.as_deref(),
            )
        })
        .collect();
    assert_eq!(
        seen,
        [
            ("report.status", "report", newer.as_str(), Some("flagged")),
            ("report.status", "report", older.as_str(), Some("completed")),
            ("post.shadow_ban", "post", first.as_str(), Some("false")),
            ("post.shadow_ban", "post", second.as_str(), Some("false")),
            ("report.quarantine", "report", newer.as_str(), Some("true")),
            ("report.delete", "report", newer.as_str(), None),
            ("report.delete", "report", older.as_str(), None),
        ]
    );
    assert!(rows.iter().all(|r| r.actor_id.as_ref() == Some(&admin_id)));

    // The audit log table shows them, filtered by action, with the actor.
    let admin_name = username(&app, &admin).await;
    let body = app
        .graphql_as(
            &admin.access,
            AUDIT,
            json!({ "q": { "filters": [{ "column": "action", "values": ["report.delete"] }] } }),
        )
        .await;
    let items = ok(&body)["adminAuditLog"]["items"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["targetId"], older, "newest first");
    assert_eq!(items[0]["actor"]["username"], admin_name);
    assert_eq!(items[0]["targetType"], "report");
    let body: Value = app
        .get_as(&admin, "/api/admin/audit-log?search=shadow_ban&order=asc")
        .await
        .json()
        .await
        .unwrap();
    let targets: Vec<&str> = body["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["targetId"].as_str().unwrap())
        .collect();
    assert_eq!(targets, [first.as_str(), second.as_str()]);
    assert_eq!(body["data"][0]["actor"]["username"], admin_name);
}

/// Makes every insert into `table` fail until [`allow_writes`] with the answered trigger.
/// Each trigger has a name of its own: a pooled SQLite connection may still know the last one.
async fn refuse_writes(db: &sea_orm::DatabaseConnection, table: &str) -> String {
    let name = format!("refuse_{table}_{}", Id::generate());
    let statements = match db.get_database_backend() {
        DbBackend::Postgres => vec![
            "CREATE OR REPLACE FUNCTION refuse_writes() RETURNS trigger AS $$ \
             BEGIN RAISE EXCEPTION 'writes are broken'; END $$ LANGUAGE plpgsql"
                .to_owned(),
            format!(
                "CREATE TRIGGER {name} BEFORE INSERT ON {table} \
                 FOR EACH ROW EXECUTE FUNCTION refuse_writes()"
            ),
        ],
        _ => vec![format!(
            "CREATE TRIGGER {name} BEFORE INSERT ON {table} \
             BEGIN SELECT RAISE(ABORT, 'writes are broken'); END"
        )],
    };
    for statement in statements {
        db.execute_unprepared(&statement).await.unwrap();
    }
    format!("{name}:{table}")
}

async fn allow_writes(db: &sea_orm::DatabaseConnection, trigger: String) {
    let (name, table) = trigger.split_once(':').unwrap();
    let statement = match db.get_database_backend() {
        DbBackend::Postgres => format!("DROP TRIGGER {name} ON {table}"),
        _ => format!("DROP TRIGGER {name}"),
    };
    db.execute_unprepared(&statement).await.unwrap();
}

async fn a_failed_write_leaves_no_audit_row_and_no_change(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let admin = app.admin().await;
    let target = post(&app, &ana, json!({ "title": "t", "text": "x" })).await;
    let db = app.db().await;

    // The audit row cannot be written: the report and its quarantine are not either.
    let trigger = refuse_writes(&db, "audit_log").await;
    let body = report_post(&app, &bea, &target).await;
    assert_eq!(error_code(&body), "INTERNAL_SERVER_ERROR", "{body}");
    assert_eq!(reports::Entity::find().count(&db).await.unwrap(), 0);
    let stored = posts::Entity::find_by_id(Id::parse("id", &target).unwrap())
        .one(&db)
        .await
        .unwrap()
        .unwrap();
    assert!(!stored.is_shadow_banned, "no quarantine without its report");
    allow_writes(&db, trigger).await;

    ok(&report_post(&app, &bea, &target).await);
    let id = queue(&app, &admin, json!({})).await["items"][0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let trigger = refuse_writes(&db, "audit_log").await;
    let body = app
        .graphql_as(
            &admin.access,
            SET_STATUS,
            json!({ "id": id, "status": "COMPLETED" }),
        )
        .await;
    assert!(!body["errors"].is_null(), "{body}");
    let body = app
        .graphql_as(
            &admin.access,
            SET_QUARANTINE,
            json!({ "id": id, "q": false }),
        )
        .await;
    assert!(!body["errors"].is_null(), "{body}");
    let response = app
        .delete_as(&admin, &format!("/api/admin/post/{target}"))
        .await;
    assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
    allow_writes(&db, trigger).await;
    let report = reports::Entity::find().one(&db).await.unwrap().unwrap();
    assert_eq!(
        report.status, "delivered",
        "no change without its audit row"
    );
    let stored = posts::Entity::find_by_id(Id::parse("id", &target).unwrap())
        .one(&db)
        .await
        .unwrap()
        .unwrap();
    assert!(stored.is_shadow_banned, "still quarantined, still there");

    // The other way round: a change that fails leaves no audit row.
    let rows = audit_rows(&app).await.len();
    let trigger = refuse_writes(&db, "reports").await;
    let cat = member(&app, "cat").await;
    let other = post(&app, &ana, json!({ "title": "o", "text": "x" })).await;
    let body = report_post(&app, &cat, &other).await;
    assert!(!body["errors"].is_null(), "{body}");
    allow_writes(&db, trigger).await;
    assert_eq!(audit_rows(&app).await.len(), rows);
}

async fn deleting_a_post_removes_its_comments_images_and_reports(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let admin = app.admin().await;
    let photo = put_image(&app, &ana, PHOTO).await;
    let target = post(
        &app,
        &ana,
        json!({ "title": "with a photo", "text": "x", "images": [photo.to_string()] }),
    )
    .await;
    let kept = post(&app, &ana, json!({ "title": "kept", "text": "y" })).await;
    let words = comment(&app, &bea, &target, None, "a comment").await;
    comment(&app, &ana, &target, Some(&words), "a reply").await;
    let me_too = crate::forum::reaction_type(&app, "Me Too").await;
    ok(&app
        .graphql_as(
            &bea.access,
            "mutation($p: ID!, $t: ID!) { togglePostReaction(postId: $p, reactionTypeId: $t) { post { id } } }",
            json!({ "p": target, "t": me_too }),
        )
        .await);
    ok(&report(&app, &ana, json!({ "commentId": words, "reason": "OTHER" })).await);
    ok(&report_post(&app, &bea, &target).await);
    ok(&report_post(&app, &bea, &kept).await);
    let db = app.db().await;
    let file = files::Entity::find_by_id(photo.clone())
        .one(&db)
        .await
        .unwrap()
        .unwrap();
    assert!(app.object_path(&file.storage_key).exists());

    app.advance(Duration::seconds(1));
    let body = app
        .graphql_as(
            &admin.access,
            "mutation($id: ID!) { deletePost(id: $id) }",
            json!({ "id": target }),
        )
        .await;
    assert_eq!(ok(&body)["deletePost"], true);
    let target_id = Id::parse("id", &target).unwrap();
    assert!(
        posts::Entity::find_by_id(target_id.clone())
            .one(&db)
            .await
            .unwrap()
            .is_none()
    );
    assert_eq!(
        comments::Entity::find()
            .filter(comments::Column::PostId.eq(target_id.clone()))
            .count(&db)
            .await
            .unwrap(),
        0
    );
    assert_eq!(
        entity::post_reactions::Entity::find()
            .count(&db)
            .await
            .unwrap(),
        0
    );
    assert_eq!(post_images::Entity::find().count(&db).await.unwrap(), 0);
    assert!(
        files::Entity::find_by_id(photo)
            .one(&db)
            .await
            .unwrap()
            .is_none()
    );
    assert!(
        !app.object_path(&file.storage_key).exists(),
        "the object is gone"
    );
    let left = reports::Entity::find().all(&db).await.unwrap();
    assert_eq!(left.len(), 1, "only the other post's report is left");
    assert_eq!(
        left[0].post_id.as_ref().map(Id::to_string),
        Some(kept.clone())
    );
    let last = audit_rows(&app).await.pop().unwrap();
    assert_eq!(
        (last.action.as_str(), last.target_id.as_str()),
        ("post.delete", target.as_str())
    );

    // Over REST too; a second delete finds nothing.
    let path = format!("/api/admin/post/{kept}");
    assert_eq!(app.delete_as(&admin, &path).await.status(), StatusCode::OK);
    assert_eq!(reports::Entity::find().count(&db).await.unwrap(), 0);
    assert_eq!(
        app.delete_as(&admin, &path).await.status(),
        StatusCode::NOT_FOUND
    );
}

async fn moderation_fields_and_paths_are_for_admins_only(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let admin = app.admin().await;
    let target = post(&app, &ana, json!({ "title": "t", "text": "x" })).await;
    ok(&report_post(&app, &bea, &target).await);
    let report_id = queue(&app, &admin, json!({})).await["items"][0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let vars = json!({ "id": report_id, "post": target });

    let fields = [
        "{ adminReports { items { id } } }",
        "{ adminReportStatuses }",
        "query($id: ID!) { adminReport(id: $id) { id } }",
        "{ adminPosts { items { id } } }",
        "{ adminAuditLog { items { id } } }",
        "mutation($id: ID!) { setReportStatus(id: $id, status: FLAGGED) { id } }",
        "mutation($id: ID!) { setReportQuarantine(id: $id, quarantined: false) { id } }",
        "mutation($post: ID!) { setPostShadowBan(id: $post, isShadowBanned: false) { id } }",
        "mutation($id: ID!) { deleteReport(id: $id) }",
        "mutation($post: ID!) { deletePost(id: $post) }",
    ];
    for query in fields {
        let body = app.graphql(query, vars.clone()).await;
        assert_eq!(
            error_code(&body),
            "UNAUTHENTICATED",
            "anonymous {query}: {body}"
        );
        // Bea, not the post's owner: Ana may delete her own post (own_content.rs).
        let body = app.graphql_as(&bea.access, query, vars.clone()).await;
        assert_eq!(error_code(&body), "FORBIDDEN", "member {query}: {body}");
    }
    for query in &fields[..5] {
        let body = app.graphql_as(&admin.access, query, vars.clone()).await;
        assert!(body["errors"].is_null(), "admin {query}: {body}");
    }

    let paths = [
        ("GET", "/api/admin/post".to_owned()),
        ("GET", "/api/admin/post/export".to_owned()),
        ("GET", format!("/api/admin/post/{target}")),
        ("POST", "/api/admin/post".to_owned()),
        ("POST", format!("/api/admin/post/{target}")),
        ("DELETE", format!("/api/admin/post/{target}")),
        ("GET", "/api/admin/report/populate/all".to_owned()),
        ("GET", format!("/api/admin/report/populate/{report_id}")),
        ("GET", "/api/admin/report/statuses".to_owned()),
        ("GET", "/api/admin/report/export".to_owned()),
        ("POST", "/api/admin/report".to_owned()),
        ("POST", format!("/api/admin/report/{report_id}")),
        ("DELETE", format!("/api/admin/report/{report_id}")),
        ("GET", "/api/admin/audit-log".to_owned()),
        ("GET", "/api/admin/audit-log/export".to_owned()),
    ];
    let body = json!({ "_id": target, "isShadowBanned": false });
    for (method, path) in &paths {
        let send = |token: Option<&str>| {
            let mut request = app
                .client
                .request(method.parse().unwrap(), app.url(path))
                .json(&body);
            if let Some(token) = token {
                request = request.bearer_auth(token);
            }
            request.send()
        };
        let response = send(None).await.unwrap();
        assert_eq!(
            response.status(),
            StatusCode::UNAUTHORIZED,
            "anonymous {method} {path}"
        );
        let response = send(Some(&ana.access)).await.unwrap();
        assert_eq!(
            response.status(),
            StatusCode::FORBIDDEN,
            "member {method} {path}"
        );
    }
    for (method, path) in paths.iter().filter(|(m, _)| *m == "GET") {
        let response = app.get_as(&admin, path).await;
        assert_eq!(response.status(), StatusCode::OK, "admin {method} {path}");
    }
    let db = app.db().await;
    assert_eq!(
        reports::Entity::find().count(&db).await.unwrap(),
        1,
        "nothing changed"
    );
    assert_eq!(posts::Entity::find().count(&db).await.unwrap(), 1);
}

async fn csv_of(app: &TestApp, admin: &Tokens, path: &str) -> (StatusCode, String) {
    let response = app.get_as(admin, path).await;
    let status = response.status();
    (status, response.text().await.unwrap())
}

async fn exports_stream_every_matching_row_as_csv(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let admin = app.admin().await;
    let (ana_name, bea_name) = (username(&app, &ana).await, username(&app, &bea).await);
    let quiet = post(
        &app,
        &ana,
        json!({ "title": "Quiet", "text": "all \"fine\"" }),
    )
    .await;
    app.advance(Duration::seconds(1));
    let loud = post(&app, &ana, json!({ "title": "Loud", "text": "shouting" })).await;
    let words = comment(&app, &ana, &quiet, None, "a comment").await;
    ok(&report_post(&app, &bea, &loud).await);
    app.advance(Duration::seconds(1));
    ok(&report(&app, &bea, json!({ "commentId": words, "reason": "FRAUD" })).await);
    let _ = quiet;

    let (status, text) = csv_of(&app, &admin, "/api/admin/post/export?isShadowBanned=Yes").await;
    assert_eq!(status, StatusCode::OK);
    assert!(text.starts_with('\u{feff}'), "byte-order mark first");
    let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(
        lines[0],
        "\"Owner\",\"Title\",\"Text\",\"Created At\",\"Last Updated\",\"Shadow Banned\""
    );
    assert_eq!(lines.len(), 2, "only the quarantined post: {text}");
    assert!(
        lines[1].starts_with(&format!("\"{ana_name}\",\"Loud\",\"shouting\",")),
        "{}",
        lines[1]
    );
    assert!(lines[1].ends_with("\"Yes\""));
    let (_, text) = csv_of(&app, &admin, "/api/admin/post/export?order=asc").await;
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[1].contains("\"all \"\"fine\"\"\""), "{}", lines[1]);

    let (status, text) = csv_of(&app, &admin, "/api/admin/report/export").await;
    assert_eq!(status, StatusCode::OK);
    let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(
        lines[0],
        "\"Creator\",\"Content Type\",\"Content\",\"Reporter\",\"Reason\",\"Status\",\"Created At\""
    );
    assert_eq!(lines.len(), 3);
    assert!(
        lines[1].starts_with(&format!(
            "\"{ana_name}\",\"Comment\",\"a comment\",\"{bea_name}\",\"Fraud\",\"outstanding\","
        )),
        "{}",
        lines[1]
    );
    assert!(lines[2].contains("\"Post\",\"shouting\""), "{}", lines[2]);
    let (_, text) = csv_of(&app, &admin, "/api/admin/report/export?search=fraud").await;
    assert_eq!(text.lines().count(), 2);

    let (status, text) = csv_of(
        &app,
        &admin,
        "/api/admin/audit-log/export?action=report.create",
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(
        lines[0],
        "\"Actor\",\"By\",\"Action\",\"Target Type\",\"Target\",\"Detail\",\"Created At\""
    );
    assert_eq!(lines.len(), 3);
    assert!(
        lines[1].starts_with(&format!(
            "\"{bea_name}\",\"Member\",\"report.create\",\"report\","
        )),
        "{}",
        lines[1]
    );

    for path in [
        "/api/admin/post/export?search=nothing-like-this",
        "/api/admin/report/export?status=completed",
        "/api/admin/audit-log/export?action=post.delete",
    ] {
        let (status, body) = app.get_answer(&admin, path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(body, json!({ "error": "There is nothing to export." }));
    }
    let response = app
        .get_as(&admin, "/api/admin/post/export?colour=red")
        .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
}

/// Posts, each with a report and an audit row, straight into the database.
async fn insert_reported_posts(app: &TestApp, owner: &Tokens, reporter: &Tokens, count: usize) {
    let db = app.db().await;
    let owner = app.viewer(owner).await.as_member().unwrap().user_id.clone();
    let reporter = app
        .viewer(reporter)
        .await
        .as_member()
        .unwrap()
        .user_id
        .clone();
    let start = chrono::Utc::now() - Duration::days(1);
    for i in 0..count {
        let at = start + Duration::seconds(i as i64);
        let post_id = Id::generate();
        posts::Entity::insert(posts::ActiveModel {
            id: Set(post_id.clone()),
            owner_id: Set(owner.clone()),
            title: Set(format!("post {i}")),
            text: Set("text".into()),
            links: Set("[]".into()),
            comment_count: Set(0),
            is_shadow_banned: Set(i % 2 == 0),
            created_at: Set(at),
            updated_at: Set(at),
            edited_at: Set(None),
            deleted_at: Set(None),
            needs_care: Set(false),
            content_warning: Set(None),
        })
        .exec_without_returning(&db)
        .await
        .unwrap();
        let report_id = Id::generate();
        reports::Entity::insert(reports::ActiveModel {
            id: Set(report_id.clone()),
            reporter_id: Set(Some(reporter.clone())),
            post_id: Set(Some(post_id)),
            comment_id: Set(None),
            reason: Set("Other".into()),
            explanation: Set(None),
            status: Set(if i % 3 == 0 { "flagged" } else { "delivered" }.into()),
            hid_item: Set(true),
            reported_text: Set(None),
            created_at: Set(at),
            updated_at: Set(at),
        })
        .exec_without_returning(&db)
        .await
        .unwrap();
        audit_log::Entity::insert(audit_log::ActiveModel {
            id: Set(Id::generate()),
            actor_id: Set(Some(reporter.clone())),
            actor_kind: Set("member".into()),
            action: Set("report.create".into()),
            target_type: Set("report".into()),
            target_id: Set(report_id.to_string()),
            detail: Set(None),
            target_label: Set(None),
            created_at: Set(at),
        })
        .exec_without_returning(&db)
        .await
        .unwrap();
    }
}

async fn admin_tables_cost_a_constant_number_of_statements(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let admin = app.admin().await;
    insert_reported_posts(&app, &ana, &bea, 60).await;
    let comment_target = post(&app, &ana, json!({ "title": "c", "text": "x" })).await;
    let words = comment(&app, &ana, &comment_target, None, "words").await;
    ok(&report(&app, &bea, json!({ "commentId": words, "reason": "OTHER" })).await);

    let graphql = [
        (ADMIN_POSTS, "adminPosts"),
        (QUEUE, "adminReports"),
        (AUDIT, "adminAuditLog"),
    ];
    for (query, field) in graphql {
        let mut costs = Vec::new();
        for first in [5, 50] {
            let (statements, body) = app
                .statements_during(app.graphql_as(
                    &admin.access,
                    query,
                    json!({ "q": { "first": first } }),
                ))
                .await;
            assert_eq!(
                ok(&body)[field]["items"].as_array().unwrap().len(),
                first,
                "{field}"
            );
            costs.push(statements);
        }
        assert_eq!(costs[0], costs[1], "{field}: {costs:?}");
    }
    for path in [
        "/api/admin/post",
        "/api/admin/report/populate/all",
        "/api/admin/audit-log",
    ] {
        let mut costs = Vec::new();
        for first in [5, 50] {
            let (statements, response) = app
                .statements_during(app.get_as(&admin, &format!("{path}?first={first}")))
                .await;
            let body: Value = response.json().await.unwrap();
            assert_eq!(body["data"].as_array().unwrap().len(), first, "{path}");
            costs.push(statements);
        }
        assert_eq!(costs[0], costs[1], "{path}: {costs:?}");
    }
    // Filters page on the server too.
    let body = app
        .graphql_as(
            &admin.access,
            ADMIN_POSTS,
            json!({ "q": { "first": 100, "filters": [{ "column": "isShadowBanned", "values": ["Yes"] }] } }),
        )
        .await;
    let items = ok(&body)["adminPosts"]["items"].as_array().unwrap().clone();
    assert_eq!(items.len(), 30);
    assert!(items.iter().all(|p| p["isShadowBanned"] == true));
    let body: Value = app
        .get_as(
            &admin,
            "/api/admin/report/populate/all?status=flagged&first=100",
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(body["data"].as_array().unwrap().len(), 20);
}
