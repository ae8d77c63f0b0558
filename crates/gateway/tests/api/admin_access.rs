//! The authorization matrix: every admin GraphQL field and every `/api/admin` route, asked by
//! an anonymous visitor (401 / UNAUTHENTICATED), a member (403 / FORBIDDEN) and an admin
//! (allowed). The lists below must name every Query and Mutation field of the schema and
//! every `/api/admin` route of the REST contract's document (`/api/openapi.json`, generated
//! from the routing table), so a new admin operation without a row fails this test.
//!
//! Adding a row is one line: an admin GraphQL field goes in `ADMIN_FIELDS` with a document
//! that calls it (made-up ids are fine: NOT_FOUND counts as allowed); a member or public field
//! goes in `OPEN_FIELDS`; an admin route goes in `ADMIN_PATHS` with a body for POSTs.

use std::collections::BTreeSet;

use common::Id;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, Tokens, error_code};

crate::on_both_databases!(every_admin_operation_is_for_admins_only);

/// A made-up record id: admins get NOT_FOUND (allowed), others never get that far.
const NOBODY: &str = "0000000000000000deadbeef";

/// `(field, document)`: every admin-only Query or Mutation field and a call of it.
const ADMIN_FIELDS: &[(&str, &str)] = &[
    ("adminUsers", "{ adminUsers { items { id } } }"),
    ("adminTopics", "{ adminTopics { items { id } } }"),
    (
        "adminSecondOpinions",
        "{ adminSecondOpinions { items { id } } }",
    ),
    (
        "saveTopic",
        r#"mutation { saveTopic(input: { title: "Matrix topic" }) { id } }"#,
    ),
    (
        "deleteTopic",
        r#"mutation { deleteTopic(id: "0000000000000000deadbeef") }"#,
    ),
    (
        "saveSecondOpinion",
        r#"mutation { saveSecondOpinion(input: { title: "Matrix opinion" }) { id } }"#,
    ),
    (
        "deleteSecondOpinion",
        r#"mutation { deleteSecondOpinion(id: "0000000000000000deadbeef") }"#,
    ),
    (
        "deleteUser",
        r#"mutation { deleteUser(id: "0000000000000000deadbeef") }"#,
    ),
    ("adminPosts", "{ adminPosts { items { id } } }"),
    ("adminReports", "{ adminReports { items { id } } }"),
    ("adminReportStatuses", "{ adminReportStatuses }"),
    (
        "adminReport",
        r#"{ adminReport(id: "0000000000000000deadbeef") { id } }"#,
    ),
    (
        "adminReporterRecord",
        r#"{ adminReporterRecord(userId: "0000000000000000deadbeef") { reports } }"#,
    ),
    (
        "liftReporterQuarantines",
        r#"mutation { liftReporterQuarantines(reporterId: "0000000000000000deadbeef") }"#,
    ),
    (
        "restoreReportTrust",
        r#"mutation { restoreReportTrust(userId: "0000000000000000deadbeef") }"#,
    ),
    ("adminAuditLog", "{ adminAuditLog { items { id } } }"),
    (
        "reviewReport",
        r#"mutation { reviewReport(id: "0000000000000000deadbeef", decision: UPHOLD) { id } }"#,
    ),
    (
        "setReportsStatus",
        r#"mutation { setReportsStatus(ids: ["0000000000000000deadbeef"], status: COMPLETED) { id } }"#,
    ),
    (
        "setReportsQuarantine",
        r#"mutation { setReportsQuarantine(ids: ["0000000000000000deadbeef"], quarantined: false) { id } }"#,
    ),
    (
        "adminReactionTypes",
        "{ adminReactionTypes { uses reactionType { id } } }",
    ),
    (
        "setReactionTypeHidden",
        r#"mutation { setReactionTypeHidden(id: "0000000000000000deadbeef", hidden: true) { id } }"#,
    ),
    (
        "adminTableCount",
        "{ adminTableCount(table: USERS) { count exact } }",
    ),
    (
        "adminMember",
        r#"{ adminMember(id: "0000000000000000deadbeef") { id } }"#,
    ),
    (
        "actOnMember",
        r#"mutation { actOnMember(id: "0000000000000000deadbeef", action: BAN, reason: "x") { id } }"#,
    ),
    (
        "adminCrashReports",
        "{ adminCrashReports { items { id } } }",
    ),
    (
        "setReportStatus",
        r#"mutation { setReportStatus(id: "0000000000000000deadbeef", status: COMPLETED) { id } }"#,
    ),
    (
        "setReportQuarantine",
        r#"mutation { setReportQuarantine(id: "0000000000000000deadbeef", quarantined: false) { id } }"#,
    ),
    (
        "deleteReport",
        r#"mutation { deleteReport(id: "0000000000000000deadbeef") }"#,
    ),
    (
        "setPostShadowBan",
        r#"mutation { setPostShadowBan(id: "0000000000000000deadbeef", isShadowBanned: true) { id } }"#,
    ),
    (
        "setPostContentWarning",
        r#"mutation { setPostContentWarning(id: "0000000000000000deadbeef", contentWarning: "Loss") { id } }"#,
    ),
    (
        "privacyCheckCounts",
        "{ privacyCheckCounts { kind items } }",
    ),
    (
        "setCommentShadowBan",
        r#"mutation { setCommentShadowBan(id: "0000000000000000deadbeef", isShadowBanned: true) { id } }"#,
    ),
    (
        "updateUser",
        r#"mutation { updateUser(id: "0000000000000000deadbeef", input: { contact: true }) { id } }"#,
    ),
    (
        "adminPostReactions",
        "{ adminPostReactions { items { id } } }",
    ),
    (
        "saveReactionType",
        r#"mutation { saveReactionType(input: { name: "Matrix", emoji: "🧪", description: "A test." }) { id } }"#,
    ),
    (
        "deleteReactionType",
        r#"mutation { deleteReactionType(id: "0000000000000000deadbeef") }"#,
    ),
    (
        "deletePostReaction",
        r#"mutation { deletePostReaction(id: "0000000000000000deadbeef") }"#,
    ),
];

/// Every Query and Mutation field that is not admin-only (for members or for everyone).
const OPEN_FIELDS: &[&str] = &[
    // Query
    "usernameSuggestion",
    "profileOptions",
    "locationSuggestions",
    "nearestCity",
    "uploadPolicy",
    "signedUrl",
    "me",
    "topics",
    "topic",
    "searchTopics",
    "reactionTypes",
    "post",
    "comments",
    "commentPermalink",
    "myPosts",
    "myComments",
    "reactionToExplain",
    "secondOpinion",
    "secondOpinions",
    "secondOpinionTopics",
    "popularTopics",
    "feed",
    "topicFeed",
    "reportReasons",
    "notifications",
    "unreadNotificationCount",
    "notificationPreferences",
    "searchPosts",
    "searchComments",
    "relatedSecondOpinions",
    "blockedMembers",
    "savedPosts",
    "feedLastVisit",
    // Mutation
    "reportContent",
    "reportCrash",
    "describeCrash",
    "register",
    "login",
    "logout",
    "requestPasswordReset",
    "resetPassword",
    "createUpload",
    "updateProfile",
    "completeOnboarding",
    "createPost",
    "updatePost",
    "deletePost",
    "addComment",
    "updateComment",
    "deleteComment",
    "togglePostReaction",
    "toggleCommentReaction",
    "explainReaction",
    "deleteAccount",
    "markNotificationsRead",
    "setNotificationPreference",
    "blockMember",
    "unblockMember",
    "muteTopic",
    "unmuteTopic",
    "followPost",
    "unfollowPost",
    "savePost",
    "unsavePost",
    "markFeedSeen",
];

/// `(method, path under /api/admin, body)`: every admin route; `{id}` is a made-up id.
const ADMIN_PATHS: &[(&str, &str, Option<&str>)] = &[
    ("GET", "/user", None),
    (
        "POST",
        "/user",
        Some(r#"{"_id":"0000000000000000deadbeef","contact":true}"#),
    ),
    ("GET", "/user/export", None),
    ("GET", "/user/{id}", None),
    ("POST", "/user/{id}", Some(r#"{"isAdmin":true}"#)),
    ("DELETE", "/user/{id}", None),
    ("GET", "/topic", None),
    ("POST", "/topic", Some(r#"{"title":"Matrix REST topic"}"#)),
    ("GET", "/topic/export", None),
    ("GET", "/topic/{id}", None),
    ("POST", "/topic/{id}", Some(r#"{"title":"Renamed"}"#)),
    ("DELETE", "/topic/{id}", None),
    ("GET", "/resource", None),
    (
        "POST",
        "/resource",
        Some(r#"{"title":"Matrix REST opinion"}"#),
    ),
    ("GET", "/resource/export", None),
    ("GET", "/resource/{id}", None),
    ("POST", "/resource/{id}", Some(r#"{"title":"Renamed"}"#)),
    ("DELETE", "/resource/{id}", None),
    ("GET", "/post", None),
    (
        "POST",
        "/post",
        Some(r#"{"_id":"0000000000000000deadbeef","isShadowBanned":false}"#),
    ),
    ("GET", "/post/export", None),
    ("GET", "/post/{id}", None),
    ("POST", "/post/{id}", Some(r#"{"isShadowBanned":false}"#)),
    ("DELETE", "/post/{id}", None),
    (
        "POST",
        "/comment",
        Some(r#"{"_id":"0000000000000000deadbeef","isShadowBanned":true}"#),
    ),
    ("GET", "/comment", None),
    ("GET", "/comment/{id}", None),
    ("POST", "/comment/{id}", Some(r#"{"isShadowBanned":false}"#)),
    ("DELETE", "/comment/{id}", None),
    ("GET", "/reaction", None),
    (
        "POST",
        "/reaction",
        Some(r#"{"name":"Matrix REST","emoji":"🧪","description":"A test."}"#),
    ),
    (
        "POST",
        "/reaction/{id}",
        Some(r#"{"name":"Renamed","emoji":"🧪","description":"A test."}"#),
    ),
    ("DELETE", "/reaction/{id}", None),
    ("GET", "/post-reaction", None),
    (
        "POST",
        "/post-reaction",
        Some(r#"{"reaction":"0000000000000000deadbeef"}"#),
    ),
    ("DELETE", "/post-reaction/{id}", None),
    (
        "POST",
        "/report",
        Some(r#"{"_id":"0000000000000000deadbeef","status":"completed"}"#),
    ),
    ("GET", "/report/populate/all", None),
    ("GET", "/report/populate/{id}", None),
    ("GET", "/report/statuses", None),
    ("GET", "/report/export", None),
    ("POST", "/report/{id}", Some(r#"{"status":"completed"}"#)),
    ("DELETE", "/report/{id}", None),
    ("GET", "/audit-log", None),
    ("GET", "/audit-log/export", None),
    ("GET", "/crash-report", None),
    ("GET", "/crash-report/export", None),
];

async fn schema_fields(app: &TestApp) -> BTreeSet<String> {
    let body = app
        .graphql(
            "{ __schema { queryType { fields { name } } mutationType { fields { name } } } }",
            json!({}),
        )
        .await;
    ["queryType", "mutationType"]
        .iter()
        .flat_map(|root| {
            body["data"]["__schema"][root]["fields"]
                .as_array()
                .unwrap_or_else(|| panic!("{body}"))
                .iter()
                .map(|f| f["name"].as_str().unwrap().to_owned())
                .collect::<Vec<_>>()
        })
        .collect()
}

async fn call_graphql(app: &TestApp, tokens: Option<&Tokens>, document: &str) -> Value {
    match tokens {
        Some(tokens) => app.graphql_as(&tokens.access, document, json!({})).await,
        None => app.graphql(document, json!({})).await,
    }
}

async fn call_rest(
    app: &TestApp,
    tokens: Option<&Tokens>,
    method: &str,
    path: &str,
    body: Option<&str>,
) -> StatusCode {
    let url = app.url(&format!("/api/admin{}", path.replace("{id}", NOBODY)));
    let mut request = app
        .client
        .request(Method::from_bytes(method.as_bytes()).unwrap(), url);
    if let Some(tokens) = tokens {
        request = request.bearer_auth(&tokens.access);
    }
    if let Some(body) = body {
        request = request
            .header("content-type", "application/json")
            .body(body.to_owned());
    }
    request.send().await.unwrap().status()
}

async fn every_admin_operation_is_for_admins_only(app: TestApp) {
    assert!(Id::parse("id", NOBODY).is_ok());
    // Every field of the schema has exactly one row; every admin row is in the schema.
    let schema = schema_fields(&app).await;
    let admin: BTreeSet<String> = ADMIN_FIELDS.iter().map(|(f, _)| (*f).to_owned()).collect();
    let open: BTreeSet<String> = OPEN_FIELDS.iter().map(|f| (*f).to_owned()).collect();
    assert_eq!(
        admin.len(),
        ADMIN_FIELDS.len(),
        "an admin field listed twice"
    );
    assert_eq!(open.len(), OPEN_FIELDS.len(), "an open field listed twice");
    assert!(
        admin.is_disjoint(&open),
        "listed as admin and open: {:?}",
        admin.intersection(&open).collect::<Vec<_>>()
    );
    let listed: BTreeSet<String> = admin.union(&open).cloned().collect();
    assert_eq!(
        schema.difference(&listed).collect::<Vec<_>>(),
        Vec::<&String>::new(),
        "schema fields without a row in the authorization matrix"
    );
    assert_eq!(
        listed.difference(&schema).collect::<Vec<_>>(),
        Vec::<&String>::new(),
        "rows for fields the schema does not have"
    );
    // Every admin route has exactly one row, and every row is a route: the routes are what
    // the REST contract's own document lists under /api/admin.
    let document = app.get_json("/api/openapi.json", StatusCode::OK).await;
    let routes: BTreeSet<(String, String)> = document["paths"]
        .as_object()
        .unwrap()
        .iter()
        .filter_map(|(path, item)| Some((path.strip_prefix("/api/admin")?, item)))
        .flat_map(|(path, item)| {
            item.as_object()
                .unwrap()
                .keys()
                .map(move |method| (method.to_uppercase(), path.to_owned()))
        })
        .collect();
    let rows: BTreeSet<(String, String)> = ADMIN_PATHS
        .iter()
        .map(|(m, p, _)| ((*m).to_owned(), (*p).to_owned()))
        .collect();
    assert_eq!(rows.len(), ADMIN_PATHS.len(), "an admin route listed twice");
    assert_eq!(
        routes, rows,
        "the admin routes of /api/openapi.json and this test's rows differ"
    );

    let member = app.register("member@example.org", "Quiet-Meadow-42").await;
    let admin = app.admin().await;

    for (name, document) in ADMIN_FIELDS {
        let body = call_graphql(&app, None, document).await;
        assert_eq!(
            error_code(&body),
            "UNAUTHENTICATED",
            "anonymous {name}: {body}"
        );
        assert!(
            body["data"].is_null() || body["data"][name].is_null(),
            "{body}"
        );
        let body = call_graphql(&app, Some(&member), document).await;
        assert_eq!(error_code(&body), "FORBIDDEN", "member {name}: {body}");
        let body = call_graphql(&app, Some(&admin), document).await;
        assert!(
            ["", "NOT_FOUND", "BAD_USER_INPUT"].contains(&error_code(&body)),
            "admin {name}: {body}"
        );
    }

    for (method, path, body) in ADMIN_PATHS {
        assert_eq!(
            call_rest(&app, None, method, path, *body).await,
            StatusCode::UNAUTHORIZED,
            "anonymous {method} {path}"
        );
        assert_eq!(
            call_rest(&app, Some(&member), method, path, *body).await,
            StatusCode::FORBIDDEN,
            "member {method} {path}"
        );
        let status = call_rest(&app, Some(&admin), method, path, *body).await;
        assert!(
            status.is_success()
                || status == StatusCode::NOT_FOUND
                || status == StatusCode::BAD_REQUEST,
            "admin {method} {path}: {status}"
        );
    }
}
