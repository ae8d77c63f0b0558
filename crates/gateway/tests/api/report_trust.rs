//! Reports cannot be used to silence the forum (issue 17 §1): only a member in good standing
//! hides content at once; fresh, never-onboarded and repeatedly rejected reporters' reports
//! wait in the queue; an admin lifts every quarantine one reporter caused in one action; and
//! per-address limits count IPv6 clients by their /64.

use chrono::Duration;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::forum::{PASSWORD, comment, post, sign_in};
use crate::helpers::{TestApp, Tokens, ok};
use crate::moderation::{POST, SET_QUARANTINE, SET_STATUS, audit_rows, member, report};

crate::on_both_databases!(
    rejected_reporters_lose_instant_hiding_until_an_admin_restores_it,
    an_admin_lifts_every_quarantine_one_reporter_caused,
);

const REVIEW: &str = "query($id: ID!) { adminReport(id: $id) { id hidItem isQuarantined status } }";
const QUEUE: &str =
    "{ adminReports(query: { first: 100 }) { items { id postId hidItem isQuarantined
    status reporter { id username } } } }";
const RECORD: &str = "query($user: ID!) { adminReporterRecord(userId: $user) {
    reports upheld rejected standing } }";

/// A member who registered but never onboarded.
async fn newcomer(app: &TestApp, name: &str) -> Tokens {
    crate::forum::member(app, name).await
}

/// Whether another member can open the post (a quarantined one is "under review").
async fn visible(app: &TestApp, reader: &Tokens, post: &str) -> bool {
    let body = app
        .graphql_as(&reader.access, POST, json!({ "id": post }))
        .await;
    body["errors"].is_null()
}

/// Files the report and answers its id, found in the queue.
async fn reported(app: &TestApp, admin: &Tokens, reporter: &Tokens, post: &str) -> String {
    assert_eq!(
        ok(&report(app, reporter, json!({ "postId": post, "reason": "FALSE" })).await)["reportContent"],
        true
    );
    let reporter = app.user_id(reporter).await;
    let queue = app.graphql_as(&admin.access, QUEUE, json!({})).await;
    ok(&queue)["adminReports"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["postId"] == post && r["reporter"]["id"] == reporter.as_str())
        .unwrap_or_else(|| panic!("report of {post} in {queue}"))["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

async fn review(app: &TestApp, admin: &Tokens, report: &str) -> Value {
    let body = app
        .graphql_as(&admin.access, REVIEW, json!({ "id": report }))
        .await;
    ok(&body)["adminReport"].clone()
}

async fn record(app: &TestApp, admin: &Tokens, user: &str) -> Value {
    let body = app
        .graphql_as(&admin.access, RECORD, json!({ "user": user }))
        .await;
    ok(&body)["adminReporterRecord"].clone()
}

/// The admin completes the report with the item visible: the report is rejected.
async fn reject(app: &TestApp, admin: &Tokens, report: &str) {
    let lifted = app
        .graphql_as(
            &admin.access,
            SET_QUARANTINE,
            json!({ "id": report, "q": false }),
        )
        .await;
    ok(&lifted);
    let completed = app
        .graphql_as(
            &admin.access,
            SET_STATUS,
            json!({ "id": report, "status": "COMPLETED" }),
        )
        .await;
    ok(&completed);
}

mod fresh_accounts {
    use super::*;

    /// Trust comes at a day old, as in production; fifty sign-ups and posts from one address.
    fn env() -> Vec<(&'static str, String)> {
        vec![
            ("REPORT_TRUST_AGE", "24h".to_owned()),
            ("RATE_LIMIT_REGISTER_ADDRESS", "100/5m".to_owned()),
            ("RATE_LIMIT_POST_ACCOUNT", "100/1h".to_owned()),
        ]
    }

    crate::on_both_databases_with!(env; fifty_fresh_accounts_from_one_address_hide_nothing);
}

async fn fifty_fresh_accounts_from_one_address_hide_nothing(app: TestApp) {
    let author = crate::forum::member(&app, "author").await;
    let reader = crate::forum::member(&app, "reader").await;
    let admin = app.admin().await;
    let mut posts = Vec::new();
    for i in 0..50 {
        posts.push(
            post(
                &app,
                &author,
                json!({ "title": format!("Story {i}"), "text": "My story." }),
            )
            .await,
        );
    }
    // Fifty accounts made a minute ago, half of them onboarded, each reports a post.
    let mut accounts = Vec::new();
    for (i, target) in posts.iter().enumerate() {
        let name = format!("sock{i}");
        let tokens = crate::forum::member(&app, &name).await;
        if i % 2 == 0 {
            app.onboard(&tokens).await;
        }
        let body = report(
            &app,
            &tokens,
            json!({ "postId": target, "reason": "FALSE" }),
        )
        .await;
        assert_eq!(
            ok(&body)["reportContent"],
            true,
            "she is thanked all the same"
        );
        accounts.push(name);
    }
    for target in &posts {
        assert!(
            visible(&app, &reader, target).await,
            "{target} stays visible"
        );
    }
    let queue = app.graphql_as(&admin.access, QUEUE, json!({})).await;
    let items = ok(&queue)["adminReports"]["items"].as_array().unwrap();
    assert_eq!(items.len(), 50, "every report waits for review");
    assert!(
        items
            .iter()
            .all(|r| r["hidItem"] == false && r["isQuarantined"] == false)
    );

    // A day later the onboarded accounts are in good standing; the others never are.
    app.advance(Duration::hours(25));
    let (reader, admin) = (sign_in(&app, "reader").await, app.admin().await);
    let extra = post(
        &app,
        &sign_in(&app, "author").await,
        json!({ "title": "Another", "text": "More." }),
    )
    .await;
    let never_onboarded = sign_in(&app, &accounts[1]).await;
    let id = reported(&app, &admin, &never_onboarded, &extra).await;
    assert!(visible(&app, &reader, &extra).await);
    assert_eq!(review(&app, &admin, &id).await["hidItem"], false);
    let standing = record(&app, &admin, &app.user_id(&never_onboarded).await).await;
    assert_eq!(standing["standing"], "NOT_ONBOARDED");

    let trusted = sign_in(&app, &accounts[0]).await;
    let id = reported(&app, &admin, &trusted, &extra).await;
    assert!(!visible(&app, &reader, &extra).await, "hidden at once");
    assert_eq!(review(&app, &admin, &id).await["hidItem"], true);
    assert_eq!(
        record(&app, &admin, &app.user_id(&trusted).await).await["standing"],
        "TRUSTED"
    );
}

async fn rejected_reporters_lose_instant_hiding_until_an_admin_restores_it(app: TestApp) {
    let author = member(&app, "author").await;
    let reader = member(&app, "reader").await;
    let ria = member(&app, "ria").await;
    let admin = app.admin().await;
    let ria_id = app.user_id(&ria).await;
    let mut posts = Vec::new();
    for i in 0..6 {
        posts.push(
            post(
                &app,
                &author,
                json!({ "title": format!("Post {i}"), "text": "Fine words." }),
            )
            .await,
        );
    }

    // Her first three reports hide at once; the admin rejects all three.
    for target in &posts[..3] {
        app.advance(Duration::seconds(1));
        let id = reported(&app, &admin, &ria, target).await;
        assert!(!visible(&app, &reader, target).await);
        reject(&app, &admin, &id).await;
        assert!(visible(&app, &reader, target).await);
    }
    let her = record(&app, &admin, &ria_id).await;
    assert_eq!(
        her,
        json!({ "reports": 3, "upheld": 0, "rejected": 3, "standing": "REJECTED_REPORTS" })
    );

    // Now her reports wait for review.
    app.advance(Duration::seconds(1));
    let waiting = reported(&app, &admin, &ria, &posts[3]).await;
    assert!(visible(&app, &reader, &posts[3]).await);
    assert_eq!(review(&app, &admin, &waiting).await["hidItem"], false);
    // Upholding it (hiding the item, completing the report) counts for her.
    ok(&app
        .graphql_as(
            &admin.access,
            SET_QUARANTINE,
            json!({ "id": waiting, "q": true }),
        )
        .await);
    ok(&app
        .graphql_as(
            &admin.access,
            SET_STATUS,
            json!({ "id": waiting, "status": "COMPLETED" }),
        )
        .await);
    let her = record(&app, &admin, &ria_id).await;
    assert_eq!(
        (her["upheld"].clone(), her["rejected"].clone()),
        (json!(1), json!(3))
    );
    assert_eq!(
        her["standing"], "REJECTED_REPORTS",
        "3 of her last 4 were rejected"
    );

    // An admin restores her trust: earlier decisions no longer count.
    app.advance(Duration::seconds(1));
    let body = app
        .graphql_as(
            &admin.access,
            "mutation($user: ID!) { restoreReportTrust(userId: $user) }",
            json!({ "user": ria_id }),
        )
        .await;
    assert_eq!(ok(&body)["restoreReportTrust"], true);
    assert_eq!(record(&app, &admin, &ria_id).await["standing"], "TRUSTED");
    app.advance(Duration::seconds(1));
    let id = reported(&app, &admin, &ria, &posts[4]).await;
    assert!(
        !visible(&app, &reader, &posts[4]).await,
        "hidden at once again"
    );
    assert_eq!(review(&app, &admin, &id).await["hidItem"], true);
    let restored = audit_rows(&app)
        .await
        .into_iter()
        .filter(|row| row.action == "user.report_trust")
        .collect::<Vec<_>>();
    assert_eq!(restored.len(), 1);
    assert_eq!(restored[0].target_id, ria_id);
}

async fn an_admin_lifts_every_quarantine_one_reporter_caused(app: TestApp) {
    let author = member(&app, "author").await;
    let reader = member(&app, "reader").await;
    let (ria, tess) = (member(&app, "ria").await, member(&app, "tess").await);
    let admin = app.admin().await;
    let mut posts = Vec::new();
    for i in 0..5 {
        posts.push(
            post(
                &app,
                &author,
                json!({ "title": format!("Post {i}"), "text": "Fine words." }),
            )
            .await,
        );
    }
    let words = comment(&app, &author, &posts[4], None, "kind words").await;

    // A newcomer's report of the first post waits; then Ria hides three posts and a comment,
    // and Tess hides a post of her own choosing.
    let nora = newcomer(&app, "nora").await;
    report(
        &app,
        &nora,
        json!({ "postId": posts[0], "reason": "FALSE" }),
    )
    .await;
    for target in &posts[..3] {
        report(&app, &ria, json!({ "postId": target, "reason": "FALSE" })).await;
    }
    report(&app, &ria, json!({ "commentId": words, "reason": "FALSE" })).await;
    report(
        &app,
        &tess,
        json!({ "postId": posts[3], "reason": "FALSE" }),
    )
    .await;
    for target in &posts[..4] {
        assert!(!visible(&app, &reader, target).await);
    }

    let ria_id = app.user_id(&ria).await;
    let body = app
        .graphql_as(
            &admin.access,
            "mutation($r: ID!) { liftReporterQuarantines(reporterId: $r) }",
            json!({ "r": ria_id }),
        )
        .await;
    assert_eq!(ok(&body)["liftReporterQuarantines"], 4);
    for target in &posts[..3] {
        assert!(visible(&app, &reader, target).await, "{target} is back");
    }
    assert!(
        !visible(&app, &reader, &posts[3]).await,
        "Tess's stays hidden"
    );
    let thread = app
        .graphql_as(
            &reader.access,
            "query($p: ID!) { comments(postId: $p) { items { text } } }",
            json!({ "p": posts[4] }),
        )
        .await;
    assert_eq!(thread["data"]["comments"]["items"][0]["text"], "kind words");
    // Her reports are complete, and count as rejected; the others' wait as they were.
    let her = record(&app, &admin, &ria_id).await;
    assert_eq!(her["rejected"], 4);
    assert_eq!(her["standing"], "REJECTED_REPORTS");
    let ria = ria_id.as_str();
    let queue = app.graphql_as(&admin.access, QUEUE, json!({})).await;
    let statuses: Vec<(bool, &str)> = ok(&queue)["adminReports"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["reporter"]["id"] == ria, r["status"].as_str().unwrap()))
        .collect();
    assert_eq!(statuses.len(), 6);
    for (hers, status) in statuses {
        assert_eq!(status, if hers { "COMPLETED" } else { "DELIVERED" });
    }
    let lifted: Vec<_> = audit_rows(&app)
        .await
        .into_iter()
        .filter(|row| row.action == "user.reports_lifted")
        .collect();
    assert_eq!(lifted.len(), 1);
    assert_eq!(
        (lifted[0].target_id.as_str(), lifted[0].detail.as_deref()),
        (ria_id.as_str(), Some("4"))
    );
    // Nothing left to lift: a second call changes nothing.
    let again = app
        .graphql_as(
            &admin.access,
            "mutation($r: ID!) { liftReporterQuarantines(reporterId: $r) }",
            json!({ "r": ria_id }),
        )
        .await;
    assert_eq!(ok(&again)["liftReporterQuarantines"], 0);
}

mod ipv6 {
    use super::*;

    /// Two sign-ups per address, behind one trusted proxy that names the client.
    fn env() -> Vec<(&'static str, String)> {
        vec![
            ("RATE_LIMIT_REGISTER_ADDRESS", "2/5m".to_owned()),
            ("TRUSTED_PROXIES", "1".to_owned()),
        ]
    }

    crate::on_both_databases_with!(env; per_address_limits_count_an_ipv6_network_as_one_address);
}

async fn register_from(app: &TestApp, address: &str, name: &str) -> StatusCode {
    let body = app
        .get_json("/api/public/user/username", StatusCode::OK)
        .await;
    app.client
        .post(app.url("/api/auth/register"))
        .header("x-forwarded-for", address)
        .json(
            &json!({ "email": format!("{name}@example.org"), "password": PASSWORD,
                       "confirmPassword": PASSWORD, "username": body["data"]["username"],
                       "tos": true, "contact": false }),
        )
        .send()
        .await
        .unwrap()
        .status()
}

async fn per_address_limits_count_an_ipv6_network_as_one_address(app: TestApp) {
    assert_eq!(
        register_from(&app, "2001:db8:1:2::1", "a").await,
        StatusCode::OK
    );
    assert_eq!(
        register_from(&app, "2001:db8:1:2::2", "b").await,
        StatusCode::OK
    );
    // Another address of the same /64 is the same subscriber.
    assert_eq!(
        register_from(&app, "2001:db8:1:2:ffff:ffff:ffff:ffff", "c").await,
        StatusCode::TOO_MANY_REQUESTS
    );
    // The next /64 is someone else.
    assert_eq!(
        register_from(&app, "2001:db8:1:3::1", "d").await,
        StatusCode::OK
    );
    // IPv4 addresses still count one by one.
    assert_eq!(
        register_from(&app, "203.0.113.5", "e").await,
        StatusCode::OK
    );
    assert_eq!(
        register_from(&app, "203.0.113.6", "f").await,
        StatusCode::OK
    );
}
