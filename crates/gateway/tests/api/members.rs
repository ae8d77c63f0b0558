//! Members as people (issue 22): an admin suspends, shadow-bans or bans a member, lifts it,
//! gives or removes admin rights, and reads her member page. Each action is the admin's
//! alone, audited with her reason, never on herself or on an admin, and the forum keeps one
//! admin.

use chrono::Duration;
use common::{Clock, Id};
use entity::{audit_log, banned_emails, posts, users};
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};
use serde_json::{Value, json};

use crate::forum::{PASSWORD, comment, member, post, reaction_type};
use crate::helpers::{TestApp, Tokens, error_code, field, message};

crate::on_both_databases!(
    a_suspended_member_reads_but_cannot_write_until_it_is_lifted,
    a_shadow_banned_members_new_content_is_quarantined_until_it_is_lifted,
    a_banned_member_is_signed_out_and_cannot_come_back,
    only_admins_act_never_on_themselves_or_on_an_admin,
    every_action_needs_a_reason_and_a_valid_period,
    the_forum_keeps_its_last_admin,
    two_admins_taking_each_others_rights_at_once_leave_one,
    the_member_page_shows_her_record_and_history,
);

const ACT: &str = "mutation($id: ID!, $action: MemberActionKind!, $reason: String!, $days: Int) {
    actOnMember(id: $id, action: $action, reason: $reason, days: $days) {
      id suspendedUntil isShadowBanned isBanned isAdmin } }";

const CREATE_POST: &str = "mutation($input: NewPostInput!) { createPost(input: $input) { id } }";

const MEMBER_PAGE: &str = "query($id: ID!) { adminMember(id: $id) {
    id username profileColour createdAt lastLoginAt contact isAdmin suspendedUntil
    isShadowBanned isBanned
    record { posts comments reportsAgainst upheldReportsAgainst reportsMade reportsUpheld
             reportsRejected reporterStanding }
    posts(first: 10) { items { id isShadowBanned } hasNextPage }
    comments(first: 10) { items { id text isShadowBanned } hasNextPage }
    reportsAgainst(first: 10) { items { id status reporter { username } } hasNextPage }
    reportsBy(first: 10) { items { id status creator { username } } hasNextPage }
    auditTrail(first: 10) { items { action detail actor { username } } hasNextPage } } }";

const SUSPENDED_ERROR_END: &str = "You can still read.";

async fn act(
    app: &TestApp,
    admin: &Tokens,
    id: &str,
    action: &str,
    reason: &str,
    days: Option<i64>,
) -> Value {
    // One second apart, so the audit rows' order is the actions' order.
    app.advance(Duration::seconds(1));
    app.graphql_as(
        &admin.access,
        ACT,
        json!({ "id": id, "action": action, "reason": reason, "days": days }),
    )
    .await
}

/// Acts and asserts it worked.
async fn acted(app: &TestApp, admin: &Tokens, id: &str, action: &str, days: Option<i64>) -> Value {
    let body = act(app, admin, id, action, "Repeated insults in threads", days).await;
    assert!(body["errors"].is_null(), "{action}: {body}");
    body["data"]["actOnMember"].clone()
}

async fn audit(app: &TestApp, target: &str) -> Vec<(String, Option<String>)> {
    audit_log::Entity::find()
        .filter(audit_log::Column::TargetId.eq(target))
        .order_by_asc(audit_log::Column::CreatedAt)
        .order_by_asc(audit_log::Column::Id)
        .all(&app.db().await)
        .await
        .unwrap()
        .into_iter()
        .map(|row| (row.action, row.detail))
        .collect()
}

async fn a_suspended_member_reads_but_cannot_write_until_it_is_lifted(app: TestApp) {
    let admin = app.admin().await;
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let ana_id = app.user_id(&ana).await;
    let hers = post(&app, &ana, json!({ "text": "Before the suspension" })).await;
    let beas = post(&app, &bea, json!({ "text": "Bea asks" })).await;
    let hugs = reaction_type(&app, "Me Too").await;

    let suspended = acted(&app, &admin, &ana_id, "SUSPEND", Some(7)).await;
    let until = app.clock.now() + Duration::days(7);
    let expected = format!(
        "Your account is suspended until {}. You can still read.",
        until.format("%B %-d, %Y")
    );
    assert!(suspended["suspendedUntil"].is_string(), "{suspended}");

    // GraphQL writes are refused with the message that says until when.
    let writes = [
        (CREATE_POST, json!({ "input": { "text": "During" } })),
        (
            "mutation($p: ID!) { addComment(postId: $p, text: \"Me too\") { id } }",
            json!({ "p": beas }),
        ),
        (
            "mutation($p: ID!, $t: ID!) { togglePostReaction(postId: $p, reactionTypeId: $t) { reaction { id } } }",
            json!({ "p": beas, "t": hugs }),
        ),
        (
            "mutation($p: ID!) { reportContent(input: { postId: $p, reason: OTHER }) }",
            json!({ "p": beas }),
        ),
        (
            "mutation($p: ID!) { updatePost(id: $p, input: { text: \"Edited\" }) { id } }",
            json!({ "p": hers }),
        ),
    ];
    for (query, variables) in &writes {
        let body = app.graphql_as(&ana.access, query, variables.clone()).await;
        assert_eq!(error_code(&body), "FORBIDDEN", "{query}: {body}");
        assert_eq!(message(&body), expected, "{query}");
    }
    // And on the REST shim: 403 with the same message.
    for (path, body) in [
        ("/api/app/post", json!({ "text": "During, over REST" })),
        (
            "/api/app/comment",
            json!({ "post": beas, "text": "Me too" }),
        ),
        (
            "/api/app/report",
            json!({ "post": beas, "reason": "Other", "explanation": "x" }),
        ),
    ] {
        let (status, answer) = app.post_answer(&ana, path, body).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{path}: {answer}");
        assert_eq!(answer["error"], expected, "{path}");
    }
    assert!(expected.ends_with(SUSPENDED_ERROR_END));

    // Reading is fine, her session stays, and she is told until when.
    let me = app
        .graphql_as(&ana.access, "{ me { suspendedUntil } }", json!({}))
        .await;
    assert!(me["data"]["me"]["suspendedUntil"].is_string(), "{me}");
    let read = app.get_as(&ana, &format!("/api/app/post/{beas}")).await;
    assert_eq!(read.status(), StatusCode::OK);
    let feed = app
        .graphql_as(
            &ana.access,
            "{ feed(filter: ALL) { items { __typename } } }",
            json!({}),
        )
        .await;
    assert!(feed["errors"].is_null(), "{feed}");

    // Lifted: she writes again.
    let lifted = acted(&app, &admin, &ana_id, "LIFT_SUSPENSION", None).await;
    assert!(lifted["suspendedUntil"].is_null());
    let body = app
        .graphql_as(
            &ana.access,
            CREATE_POST,
            json!({ "input": { "text": "After" } }),
        )
        .await;
    assert!(body["errors"].is_null(), "{body}");
    let me = app
        .graphql_as(&ana.access, "{ me { suspendedUntil } }", json!({}))
        .await;
    assert!(me["data"]["me"]["suspendedUntil"].is_null());
    // Nothing to lift now: her mistake, not a second audit row.
    let again = act(&app, &admin, &ana_id, "LIFT_SUSPENSION", "again", None).await;
    assert_eq!(error_code(&again), "BAD_USER_INPUT");

    assert_eq!(
        audit(&app, &ana_id).await,
        vec![
            (
                "user.suspend".to_owned(),
                Some("7 days: Repeated insults in threads".to_owned())
            ),
            (
                "user.suspend_lift".to_owned(),
                Some("Repeated insults in threads".to_owned())
            ),
        ]
    );
}

async fn post_as_seen_by(app: &TestApp, tokens: &Tokens, id: &str) -> Value {
    app.graphql_as(
        &tokens.access,
        "query($id: ID!) { post(id: $id) { id isShadowBanned } }",
        json!({ "id": id }),
    )
    .await
}

async fn comment_text(app: &TestApp, tokens: &Tokens, post: &str, id: &str) -> String {
    let body = app
        .graphql_as(
            &tokens.access,
            "query($p: ID!) { comments(postId: $p) { items { id text } } }",
            json!({ "p": post }),
        )
        .await;
    body["data"]["comments"]["items"]
        .as_array()
        .unwrap_or_else(|| panic!("{body}"))
        .iter()
        .find(|c| c["id"] == id)
        .unwrap_or_else(|| panic!("{body}"))["text"]
        .as_str()
        .unwrap()
        .to_owned()
}

async fn quarantined(app: &TestApp, id: &str) -> bool {
    posts::Entity::find_by_id(Id::parse("id", id).unwrap())
        .one(&app.db().await)
        .await
        .unwrap()
        .unwrap()
        .is_shadow_banned
}

async fn a_shadow_banned_members_new_content_is_quarantined_until_it_is_lifted(app: TestApp) {
    let admin = app.admin().await;
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let ana_id = app.user_id(&ana).await;
    let before = post(&app, &ana, json!({ "text": "Before" })).await;
    let beas = post(&app, &bea, json!({ "text": "Bea asks" })).await;

    let banned = acted(&app, &admin, &ana_id, "SHADOW_BAN", None).await;
    assert_eq!(banned["isShadowBanned"], true);
    let during = post(&app, &ana, json!({ "text": "During" })).await;
    let her_comment = comment(&app, &ana, &beas, None, "Hidden words").await;

    // Quarantined as a trusted member's report would leave them: she sees her own, others
    // do not, and what she wrote before stays visible.
    assert!(quarantined(&app, &during).await);
    assert!(!quarantined(&app, &before).await);
    assert_eq!(
        post_as_seen_by(&app, &ana, &during).await["data"]["post"]["isShadowBanned"],
        true
    );
    assert!(
        post_as_seen_by(&app, &bea, &during).await["errors"].is_array(),
        "others cannot open it"
    );
    assert!(post_as_seen_by(&app, &bea, &before).await["errors"].is_null());
    assert_eq!(
        comment_text(&app, &ana, &beas, &her_comment).await,
        "Hidden words"
    );
    assert_ne!(
        comment_text(&app, &bea, &beas, &her_comment).await,
        "Hidden words"
    );
    // Bea is not told of a comment she cannot read.
    let unread = app
        .graphql_as(&bea.access, "{ unreadNotificationCount }", json!({}))
        .await;
    assert_eq!(unread["data"]["unreadNotificationCount"], 0, "{unread}");

    // Lifted: new content is visible again; what was quarantined stays so.
    acted(&app, &admin, &ana_id, "LIFT_SHADOW_BAN", None).await;
    let after = post(&app, &ana, json!({ "text": "After" })).await;
    assert!(!quarantined(&app, &after).await);
    assert!(quarantined(&app, &during).await);
    assert_eq!(
        audit(&app, &ana_id)
            .await
            .into_iter()
            .map(|(action, _)| action)
            .collect::<Vec<_>>(),
        ["user.shadow_ban", "user.shadow_ban_lift"]
    );
}

async fn a_banned_member_is_signed_out_and_cannot_come_back(app: TestApp) {
    let admin = app.admin().await;
    let ana = member(&app, "ana").await;
    let ana_id = app.user_id(&ana).await;

    acted(&app, &admin, &ana_id, "BAN", None).await;
    // Her next request is a 401, on both transports, and her refresh token is gone.
    let me = app
        .graphql_as(&ana.access, "{ me { id } }", json!({}))
        .await;
    assert_eq!(error_code(&me), "UNAUTHENTICATED", "{me}");
    let response = app
        .get_as(&ana, "/api/app/post/65a1b2c3d4e5f60718293a4b")
        .await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    let refresh = app
        .client
        .get(app.url("/api/auth/refresh"))
        .bearer_auth(&ana.access)
        .header("X-Refresh-Token", &ana.refresh)
        .send()
        .await
        .unwrap();
    assert_eq!(refresh.status(), StatusCode::UNAUTHORIZED);

    // Her right password gets the neutral refusal; a wrong one the usual answer.
    let login = app.login("ana@example.org", PASSWORD).await;
    assert_eq!(login.status(), StatusCode::FORBIDDEN);
    let body: Value = login.json().await.unwrap();
    assert_eq!(body["error"], "This account can't sign in.");
    let wrong = app.login("ana@example.org", "Not-Her-Password-1").await;
    assert_eq!(wrong.status(), StatusCode::BAD_REQUEST);

    // Her email cannot register again, however it is written; only its hash is kept.
    let register = |email: &'static str| {
        let app = &app;
        async move {
            let name = app
                .get_json("/api/public/user/username", StatusCode::OK)
                .await;
            app.post_json(
                "/api/auth/register",
                json!({ "email": email, "password": PASSWORD, "confirmPassword": PASSWORD,
                        "username": name["data"]["username"], "tos": true, "contact": false }),
            )
            .await
        }
    };
    let response = register("ana@example.org").await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let db = app.db().await;
    let blocked = banned_emails::Entity::find().all(&db).await.unwrap();
    assert_eq!(blocked.len(), 1);
    assert!(!blocked[0].email_hash.contains('@'));
    assert!(!blocked[0].email_hash.contains("ana"));

    // Lifted: she signs in again.
    acted(&app, &admin, &ana_id, "LIFT_BAN", None).await;
    assert_eq!(banned_emails::Entity::find().count(&db).await.unwrap(), 0);
    assert_eq!(
        app.login("ana@example.org", PASSWORD).await.status(),
        StatusCode::OK
    );

    // Banned again, then her account is erased: the block outlives it.
    acted(&app, &admin, &ana_id, "BAN", None).await;
    app.advance(Duration::seconds(1));
    let deleted = app
        .graphql_as(
            &admin.access,
            "mutation($id: ID!) { deleteUser(id: $id) }",
            json!({ "id": ana_id }),
        )
        .await;
    assert_eq!(deleted["data"]["deleteUser"], true, "{deleted}");
    let response = register(" ANA@example.org ").await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"], "Please check your details and try again.");
    assert_eq!(register("other@example.org").await.status(), StatusCode::OK);

    let actions: Vec<String> = audit(&app, &ana_id)
        .await
        .into_iter()
        .map(|(action, _)| action)
        .collect();
    assert_eq!(
        actions,
        ["user.ban", "user.ban_lift", "user.ban", "user.delete"]
    );
}

async fn only_admins_act_never_on_themselves_or_on_an_admin(app: TestApp) {
    let admin = app.admin().await;
    let admin_id = app.user_id(&admin).await;
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let ana_id = app.user_id(&ana).await;
    let bea_id = app.user_id(&bea).await;

    // A member can neither act nor read a member page.
    for action in ["SUSPEND", "SHADOW_BAN", "BAN", "MAKE_ADMIN", "LIFT_BAN"] {
        let body = act(&app, &ana, &bea_id, action, "because", Some(3)).await;
        assert_eq!(error_code(&body), "FORBIDDEN", "{action}: {body}");
    }
    let page = app
        .graphql_as(&ana.access, MEMBER_PAGE, json!({ "id": bea_id }))
        .await;
    assert_eq!(error_code(&page), "FORBIDDEN");

    // Never on herself.
    for action in ["SUSPEND", "BAN", "SHADOW_BAN", "REMOVE_ADMIN"] {
        let body = act(&app, &admin, &admin_id, action, "testing", Some(3)).await;
        assert_eq!(error_code(&body), "FORBIDDEN", "{action}: {body}");
        assert_eq!(message(&body), "You cannot do this to your own account.");
    }

    // An admin's rights go first.
    let made = acted(&app, &admin, &ana_id, "MAKE_ADMIN", None).await;
    assert_eq!(made["isAdmin"], true);
    for action in ["SUSPEND", "SHADOW_BAN", "BAN"] {
        let body = act(&app, &admin, &ana_id, action, "testing", Some(3)).await;
        assert_eq!(error_code(&body), "FORBIDDEN", "{action}: {body}");
        assert_eq!(
            message(&body),
            "An admin cannot be suspended, shadow-banned or banned. Remove her admin rights first."
        );
    }
    acted(&app, &admin, &ana_id, "REMOVE_ADMIN", None).await;
    acted(&app, &admin, &ana_id, "SUSPEND", Some(2)).await;

    // A missing or malformed member.
    let body = act(&app, &admin, "65a1b2c3d4e5f60718293a4b", "BAN", "x", None).await;
    assert_eq!(error_code(&body), "NOT_FOUND");
    let body = act(&app, &admin, "nope", "BAN", "x", None).await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT");

    assert_eq!(
        audit(&app, &ana_id)
            .await
            .into_iter()
            .map(|(action, detail)| (action, detail.unwrap_or_default()))
            .collect::<Vec<_>>(),
        [
            (
                "user.admin".to_owned(),
                "true: Repeated insults in threads".to_owned()
            ),
            (
                "user.admin".to_owned(),
                "false: Repeated insults in threads".to_owned()
            ),
            (
                "user.suspend".to_owned(),
                "2 days: Repeated insults in threads".to_owned()
            ),
        ]
    );
    assert!(audit(&app, &bea_id).await.is_empty());
    assert!(audit(&app, &admin_id).await.is_empty());
}

async fn every_action_needs_a_reason_and_a_valid_period(app: TestApp) {
    let admin = app.admin().await;
    let ana = member(&app, "ana").await;
    let ana_id = app.user_id(&ana).await;

    for reason in ["", "   ", &"x".repeat(501)] {
        let body = act(&app, &admin, &ana_id, "BAN", reason, None).await;
        assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
        assert_eq!(field(&body), "reason");
    }
    for days in [None, Some(0), Some(366), Some(-3)] {
        let body = act(&app, &admin, &ana_id, "SUSPEND", "Spam", days).await;
        assert_eq!(error_code(&body), "BAD_USER_INPUT", "{days:?}: {body}");
        assert_eq!(field(&body), "days");
    }
    // Trimmed, and up to 500 characters.
    let reason = "y".repeat(500);
    let body = act(
        &app,
        &admin,
        &ana_id,
        "SUSPEND",
        &format!("  {reason}  "),
        Some(365),
    )
    .await;
    assert!(body["errors"].is_null(), "{body}");
    assert_eq!(
        audit(&app, &ana_id).await,
        [(
            "user.suspend".to_owned(),
            Some(format!("365 days: {reason}"))
        )]
    );
}

async fn the_forum_keeps_its_last_admin(app: TestApp) {
    let admin = app.admin().await;
    let ana = member(&app, "ana").await;
    let ana_id = app.user_id(&ana).await;
    let last_admin = "The forum needs at least one admin. Make another member an admin first.";

    // The only admin cannot delete her own account.
    let body = app
        .graphql_as(&admin.access, "mutation { deleteAccount }", json!({}))
        .await;
    assert_eq!(error_code(&body), "FORBIDDEN", "{body}");
    assert_eq!(message(&body), last_admin);
    let response = app
        .delete_as(
            &admin,
            &format!("/api/app/user/{}", app.user_id(&admin).await),
        )
        .await;
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"], last_admin);

    // With a second admin, rights and accounts can go, one admin always stays.
    acted(&app, &admin, &ana_id, "MAKE_ADMIN", None).await;
    let admin_id = app.user_id(&admin).await;
    acted(&app, &ana, &admin_id, "REMOVE_ADMIN", None).await;
    // Ana is the last admin now.
    let body = app
        .graphql_as(&ana.access, "mutation { deleteAccount }", json!({}))
        .await;
    assert_eq!(message(&body), last_admin);
    acted(&app, &ana, &admin_id, "MAKE_ADMIN", None).await;
    let deleted = app
        .graphql_as(
            &admin.access,
            "mutation($id: ID!) { deleteUser(id: $id) }",
            json!({ "id": ana_id }),
        )
        .await;
    assert_eq!(deleted["data"]["deleteUser"], true, "{deleted}");
    let body = app
        .graphql_as(&admin.access, "mutation { deleteAccount }", json!({}))
        .await;
    assert_eq!(message(&body), last_admin);
}

/// Two admins, each taking the other's rights at the same moment: the second check waits for
/// the first removal to commit (PostgreSQL locks the admins' rows; SQLite runs one writer at a
/// time), then sees one admin left and refuses. Run on the service in two transactions, so
/// the first is held open while the second checks.
async fn two_admins_taking_each_others_rights_at_once_leave_one(app: TestApp) {
    use identity::service::admin::{LAST_ADMIN, require_another_admin};
    use sea_orm::sea_query::Expr;

    let admin = app.admin().await;
    let ana = member(&app, "ana").await;
    let ana_id = app.user_id(&ana).await;
    acted(&app, &admin, &ana_id, "MAKE_ADMIN", None).await;
    let admin_id = Id::parse("id", &app.user_id(&admin).await).unwrap();
    let ana_id = Id::parse("id", &ana_id).unwrap();
    let remove_admin = |id: Id| {
        users::Entity::update_many()
            .col_expr(users::Column::IsAdmin, Expr::value(false))
            .filter(users::Column::Id.eq(id))
    };

    // Ana takes the first admin's rights, and has not committed yet...
    let first = common::db::begin_write(&app.state.db).await.unwrap();
    require_another_admin(&first, &admin_id).await.unwrap();
    remove_admin(admin_id.clone()).exec(&first).await.unwrap();
    // ...while the first admin takes Ana's.
    let db = app.state.db.clone();
    let second = tokio::spawn(async move {
        let txn = common::db::begin_write(&db).await.unwrap();
        let checked = require_another_admin(&txn, &ana_id).await;
        if checked.is_ok() {
            remove_admin(ana_id).exec(&txn).await.unwrap();
        }
        txn.commit().await.unwrap();
        checked
    });
    // Time for the second to reach its check before the first commits (without the lock it
    // would pass the check now, on PostgreSQL).
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    first.commit().await.unwrap();

    let refused = second
        .await
        .unwrap()
        .expect_err("the last admin kept her rights");
    assert!(
        matches!(refused, common::AppError::Refused(why) if why == LAST_ADMIN),
        "{refused:?}"
    );
    let admins = users::Entity::find()
        .filter(users::Column::IsAdmin.eq(true))
        .count(&app.state.db)
        .await
        .unwrap();
    assert_eq!(admins, 1);
}

async fn the_member_page_shows_her_record_and_history(app: TestApp) {
    let admin = app.admin().await;
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    app.onboard(&ana).await;
    app.onboard(&bea).await;
    let ana_id = app.user_id(&ana).await;
    let first = post(&app, &ana, json!({ "text": "First" })).await;
    post(&app, &ana, json!({ "text": "Second" })).await;
    let beas = post(&app, &bea, json!({ "text": "Bea asks" })).await;
    comment(&app, &ana, &beas, None, "Ana answers").await;

    // Bea reports Ana's post and an admin upholds it; Ana reports Bea's and it is rejected.
    let reported = |tokens: Tokens, post: String| {
        let app = &app;
        async move {
            let body = app
                .graphql_as(
                    &tokens.access,
                    "mutation($p: ID!) { reportContent(input: { postId: $p, reason: BULLYING }) }",
                    json!({ "p": post }),
                )
                .await;
            assert_eq!(body["data"]["reportContent"], true, "{body}");
        }
    };
    reported(bea.clone(), first.clone()).await;
    reported(ana.clone(), beas.clone()).await;
    let queue = app
        .graphql_as(
            &admin.access,
            "{ adminReports { items { id postId } } }",
            json!({}),
        )
        .await;
    for report in queue["data"]["adminReports"]["items"].as_array().unwrap() {
        let id = report["id"].as_str().unwrap();
        if report["postId"] == beas.as_str() {
            let body = app
                .graphql_as(
                    &admin.access,
                    "mutation($id: ID!) { setReportQuarantine(id: $id, quarantined: false) { id } }",
                    json!({ "id": id }),
                )
                .await;
            assert!(body["errors"].is_null(), "{body}");
        }
        let body = app
            .graphql_as(
                &admin.access,
                "mutation($id: ID!) { setReportStatus(id: $id, status: COMPLETED) { id } }",
                json!({ "id": id }),
            )
            .await;
        assert!(body["errors"].is_null(), "{body}");
    }
    acted(&app, &admin, &ana_id, "SUSPEND", Some(3)).await;

    let body = app
        .graphql_as(&admin.access, MEMBER_PAGE, json!({ "id": ana_id }))
        .await;
    assert!(body["errors"].is_null(), "{body}");
    let page = &body["data"]["adminMember"];
    assert_eq!(page["isAdmin"], false);
    assert_eq!(page["isBanned"], false);
    assert!(page["suspendedUntil"].is_string());
    assert_eq!(
        page["record"],
        json!({ "posts": 2, "comments": 1, "reportsAgainst": 1, "upheldReportsAgainst": 1,
                "reportsMade": 1, "reportsUpheld": 0, "reportsRejected": 1,
                "reporterStanding": "TRUSTED" })
    );
    assert_eq!(page["posts"]["items"].as_array().unwrap().len(), 2);
    // The quarantined post is listed, marked.
    assert!(
        page["posts"]["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["id"] == first.as_str() && p["isShadowBanned"] == true)
    );
    assert_eq!(page["comments"]["items"][0]["text"], "Ana answers");
    assert_eq!(
        page["reportsAgainst"]["items"][0]["reporter"]["username"],
        crate::moderation::username(&app, &bea).await
    );
    assert_eq!(
        page["reportsBy"]["items"][0]["creator"]["username"],
        crate::moderation::username(&app, &bea).await
    );
    assert_eq!(page["auditTrail"]["items"][0]["action"], "user.suspend");
    assert_eq!(
        page["auditTrail"]["items"][0]["detail"],
        "3 days: Repeated insults in threads"
    );
    assert!(page["auditTrail"]["items"][0]["actor"]["username"].is_string());

    // The page costs the same whatever the lists hold.
    let bea_id = app.user_id(&bea).await;
    comment(&app, &bea, &beas, None, "Bea adds").await;
    let (small, _) = app
        .statements_during(app.graphql_as(&admin.access, MEMBER_PAGE, json!({ "id": bea_id })))
        .await;
    for text in ["3", "4", "5", "6", "7", "8"] {
        let on = post(&app, &bea, json!({ "text": text })).await;
        comment(&app, &bea, &on, None, "and more").await;
    }
    let (large, _) = app
        .statements_during(app.graphql_as(&admin.access, MEMBER_PAGE, json!({ "id": bea_id })))
        .await;
    assert_eq!(small, large);

    let missing = app
        .graphql_as(
            &admin.access,
            MEMBER_PAGE,
            json!({ "id": "65a1b2c3d4e5f60718293a4b" }),
        )
        .await;
    assert_eq!(error_code(&missing), "NOT_FOUND");
}
