//! Issue 36 §5, a moderator's afternoon: the report review's decisions (Uphold, Reject, Hide
//! now) and the server refusing one that does not apply; the Audit Log telling members'
//! reports from admins' actions; Last Login set by signing up, signing in and refreshing.

use chrono::Duration;
use common::clock::Clock;
use entity::users;
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};

use crate::forum::{PASSWORD, post};
use crate::helpers::{TestApp, Tokens, error_code, message, ok};
use crate::moderation::{audit_rows, member, report_post, username};

crate::on_both_databases!(
    last_login_is_set_by_signing_in_and_by_a_refresh_at_most_every_few_minutes,
    decisions_uphold_reject_and_hide_now_and_refuse_what_does_not_apply,
    the_audit_log_tells_members_reports_from_admins_actions,
);

const REVIEW: &str = "mutation($id: ID!, $decision: ReportDecision!) {
    reviewReport(id: $id, decision: $decision) { id status hidItem isQuarantined } }";

const SET_STATUS: &str = "mutation($id: ID!, $status: ReportStatus!) {
    setReportStatus(id: $id, status: $status) { id status } }";

const RECORD: &str =
    "query($id: ID!) { adminReporterRecord(userId: $id) { reports upheld rejected } }";

const AUDIT: &str = "query($q: TableInput!) { adminAuditLog(query: $q) {
    items { action actorKind deletedActorText actor { username } summary } } }";

const USERS: &str =
    "query($q: TableInput!) { adminUsers(query: $q) { items { email lastLoginAt } } }";

async fn last_login(app: &TestApp, email: &str) -> Option<chrono::DateTime<chrono::Utc>> {
    users::Entity::find()
        .filter(users::Column::Email.eq(email))
        .one(&app.db().await)
        .await
        .unwrap()
        .unwrap()
        .last_login_at
}

async fn refresh(app: &TestApp, tokens: &Tokens) -> Tokens {
    let response = app
        .client
        .get(app.url("/api/auth/refresh"))
        .header("Authorization", format!("Bearer {}", tokens.access))
        .header("X-Refresh-Token", &tokens.refresh)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    // A refresh answers the token fields at the top level (spec), not under `token`.
    let body: Value = response.json().await.unwrap();
    Tokens {
        access: body["accessToken"].as_str().unwrap().to_owned(),
        refresh: body["refreshToken"].as_str().unwrap().to_owned(),
    }
}

async fn last_login_is_set_by_signing_in_and_by_a_refresh_at_most_every_few_minutes(app: TestApp) {
    const EMAIL: &str = "ana@example.org";
    // Joining signs her in: never 'Never' for a member who is using the forum.
    let tokens = app.register(EMAIL, PASSWORD).await;
    let joined = app.clock.now();
    assert_eq!(last_login(&app, EMAIL).await, Some(joined));

    // Her requests write nothing; a refresh within a few minutes of the last write neither.
    app.advance(Duration::minutes(1));
    let me = app
        .graphql_as(&tokens.access, "{ me { username } }", json!({}))
        .await;
    ok(&me);
    let tokens = refresh(&app, &tokens).await;
    assert_eq!(last_login(&app, EMAIL).await, Some(joined));

    // Ten minutes on, her session's refresh moves it on.
    app.advance(Duration::minutes(10));
    refresh(&app, &tokens).await;
    let refreshed = app.clock.now();
    assert_eq!(last_login(&app, EMAIL).await, Some(refreshed));
    // …and the admins' Users table shows it.
    let admin = app.admin().await;
    let body = app
        .graphql_as(
            &admin.access,
            USERS,
            json!({ "q": { "search": "ana@example.org" } }),
        )
        .await;
    let shown = ok(&body)["adminUsers"]["items"][0]["lastLoginAt"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(
        chrono::DateTime::parse_from_rfc3339(&shown).unwrap(),
        refreshed
    );

    // Signing in sets it whatever its age.
    app.advance(Duration::seconds(30));
    let response = app.login(EMAIL, PASSWORD).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(last_login(&app, EMAIL).await, Some(app.clock.now()));
}

async fn review(app: &TestApp, admin: &Tokens, id: &str, decision: &str) -> Value {
    app.graphql_as(
        &admin.access,
        REVIEW,
        json!({ "id": id, "decision": decision }),
    )
    .await
}

async fn report_id_of(app: &TestApp, post_id: &str) -> String {
    let rows = entity::reports::Entity::find()
        .filter(entity::reports::Column::PostId.eq(post_id))
        .all(&app.db().await)
        .await
        .unwrap();
    assert_eq!(rows.len(), 1);
    rows[0].id.to_string()
}

fn refused(body: &Value, words: &str) {
    assert_eq!(error_code(body), "CONFLICT", "{body}");
    assert!(message(body).contains(words), "{body}");
}

async fn decisions_uphold_reject_and_hide_now_and_refuse_what_does_not_apply(app: TestApp) {
    let ana = member(&app, "ana").await;
    // Bea is in good standing: her report hides at once. Cat never finished onboarding: hers
    // waits in the queue, hiding nothing.
    let bea = member(&app, "bea").await;
    let cat = crate::forum::member(&app, "cat").await;
    let admin = app.admin().await;
    let first = post(&app, &ana, json!({ "title": "first", "text": "one" })).await;
    let second = post(&app, &ana, json!({ "title": "second", "text": "two" })).await;
    ok(&report_post(&app, &bea, &first).await);
    ok(&report_post(&app, &cat, &second).await);
    let hid = report_id_of(&app, &first).await;
    let queued = report_id_of(&app, &second).await;

    // A member may not decide.
    let body = review(&app, &bea, &hid, "UPHOLD").await;
    assert_eq!(error_code(&body), "FORBIDDEN", "{body}");

    // The report that hid its item: nothing to hide now; Uphold keeps it hidden, complete.
    refused(
        &review(&app, &admin, &hid, "HIDE_NOW").await,
        "already hidden",
    );
    let body = review(&app, &admin, &hid, "UPHOLD").await;
    let upheld = &ok(&body)["reviewReport"];
    assert_eq!(upheld["status"], "COMPLETED");
    assert_eq!(upheld["isQuarantined"], true);
    // Decided: neither decision applies again, and nothing changed.
    for decision in ["UPHOLD", "REJECT", "HIDE_NOW"] {
        refused(
            &review(&app, &admin, &hid, decision).await,
            "already complete",
        );
    }
    let still = app
        .graphql_as(&cat.access, crate::moderation::POST, json!({ "id": first }))
        .await;
    assert_eq!(error_code(&still), "NOT_FOUND", "{still}");

    // The queued report: Hide now hides it and leaves the report open; not twice.
    let body = review(&app, &admin, &queued, "HIDE_NOW").await;
    let hidden = &ok(&body)["reviewReport"];
    assert_eq!(hidden["hidItem"], false);
    assert_eq!(hidden["isQuarantined"], true);
    assert_eq!(hidden["status"], "DELIVERED");
    refused(
        &review(&app, &admin, &queued, "HIDE_NOW").await,
        "already hidden",
    );
    // Reject restores it and completes the report.
    let body = review(&app, &admin, &queued, "REJECT").await;
    let rejected = &ok(&body)["reviewReport"];
    assert_eq!(rejected["status"], "COMPLETED");
    assert_eq!(rejected["isQuarantined"], false);
    let visible = app
        .graphql_as(
            &bea.access,
            crate::moderation::POST,
            json!({ "id": second }),
        )
        .await;
    assert_eq!(ok(&visible)["post"]["isShadowBanned"], false);

    // Reopened (the status dropdown), a report can be decided again.
    ok(&app
        .graphql_as(
            &admin.access,
            SET_STATUS,
            json!({ "id": queued, "status": "DELIVERED" }),
        )
        .await);
    let body = review(&app, &admin, &queued, "UPHOLD").await;
    let again = &ok(&body)["reviewReport"];
    assert_eq!(again["status"], "COMPLETED");
    assert_eq!(
        again["isQuarantined"], true,
        "Uphold hides what was visible"
    );
    let body = review(&app, &admin, &queued, "REJECT").await;
    refused(&body, "already complete");
    ok(&app
        .graphql_as(
            &admin.access,
            SET_STATUS,
            json!({ "id": queued, "status": "DELIVERED" }),
        )
        .await);
    ok(&review(&app, &admin, &queued, "REJECT").await);

    // The reporters' records: Bea's report upheld, Cat's rejected.
    let record = |tokens: Tokens| {
        let app = &app;
        let admin = &admin;
        async move {
            let id = app.user_id(&tokens).await;
            let body = app
                .graphql_as(&admin.access, RECORD, json!({ "id": id }))
                .await;
            ok(&body)["adminReporterRecord"].clone()
        }
    };
    assert_eq!(
        record(bea).await,
        json!({ "reports": 1, "upheld": 1, "rejected": 0 })
    );
    assert_eq!(
        record(cat).await,
        json!({ "reports": 1, "upheld": 0, "rejected": 1 })
    );

    // One audit row per decision taken, none for a refused one; all the admin's. (Sorted: the
    // test clock gives several the same moment, and ids do not follow time.)
    let mut decisions: Vec<(String, String)> = audit_rows(&app)
        .await
        .into_iter()
        .filter(|row| {
            row.action.starts_with("report.")
                && row.action != "report.create"
                && row.action != "report.status"
        })
        .map(|row| (row.action, row.actor_kind))
        .collect();
    decisions.sort();
    let admin_row = |action: &str| (action.to_owned(), "admin".to_owned());
    assert_eq!(
        decisions,
        [
            admin_row("report.hide"),
            admin_row("report.reject"),
            admin_row("report.reject"),
            admin_row("report.uphold"),
            admin_row("report.uphold"),
        ]
    );
}

async fn audit(app: &TestApp, admin: &Tokens, q: Value) -> Vec<Value> {
    let body = app
        .graphql_as(&admin.access, AUDIT, json!({ "q": q }))
        .await;
    ok(&body)["adminAuditLog"]["items"]
        .as_array()
        .unwrap()
        .clone()
}

async fn the_audit_log_tells_members_reports_from_admins_actions(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let admin = app.admin().await;
    let admin_name = username(&app, &admin).await;
    let target = post(&app, &ana, json!({ "title": "reported", "text": "words" })).await;
    ok(&report_post(&app, &bea, &target).await);
    let report = report_id_of(&app, &target).await;
    app.advance(Duration::seconds(1));
    ok(&review(&app, &admin, &report, "UPHOLD").await);

    let kind = |kind: &str| json!({ "filters": [{ "column": "actorKind", "values": [kind] }] });
    let members = audit(&app, &admin, kind("member")).await;
    assert_eq!(members.len(), 1, "{members:?}");
    assert_eq!(members[0]["action"], "report.create");
    assert_eq!(members[0]["actorKind"], "MEMBER");
    let admins = audit(&app, &admin, kind("admin")).await;
    assert!(
        admins
            .iter()
            .all(|row| row["actorKind"] == "ADMIN" && row["action"] != "report.create"),
        "{admins:?}"
    );
    let upheld = admins
        .iter()
        .find(|row| row["action"] == "report.uphold")
        .expect("the decision is an admin's row");
    assert_eq!(upheld["actor"]["username"], admin_name);
    assert!(
        upheld["summary"]
            .as_str()
            .unwrap()
            .starts_with(&format!("{admin_name} upheld the report on \"reported\"")),
        "{upheld}"
    );

    // Bea deletes her account: her report's row reads 'a deleted member', never an admin.
    let gone = app
        .graphql_as(&bea.access, "mutation { deleteAccount }", json!({}))
        .await;
    assert_eq!(gone["data"]["deleteAccount"], true, "{gone}");
    let members = audit(&app, &admin, kind("member")).await;
    let row = members
        .iter()
        .find(|row| row["action"] == "report.create")
        .expect("the report's row stays");
    assert!(row["actor"].is_null(), "{row}");
    assert_eq!(row["deletedActorText"], "a deleted member");
    assert!(
        row["summary"]
            .as_str()
            .unwrap()
            .starts_with("A deleted member filed"),
        "{row}"
    );
    let everyone = audit(&app, &admin, json!({})).await;
    assert!(everyone.len() >= 2, "both kinds in the whole log");
    // The export says who was who.
    let csv = app
        .get_as(&admin, "/api/admin/audit-log/export")
        .await
        .text()
        .await
        .unwrap();
    let header = csv.lines().next().unwrap();
    assert!(header.contains("By"), "{header}");
    assert!(csv.contains("a deleted member"), "{csv}");
}
