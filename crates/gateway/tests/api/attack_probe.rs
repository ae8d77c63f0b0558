//! The holes an attacker's probe found (issue 34), each tried again against the running
//! server on SQLite and PostgreSQL.

use common::Clock;
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};

use crate::forum::{comment, post, reaction_type};
use crate::helpers::{TestApp, Tokens, error_code, message, ok};
use crate::moderation::{member, report};

crate::on_both_databases!(
    blocked_members_words_are_collapsed_on_the_rest_lists_too,
    a_comment_under_review_takes_no_replies_or_reactions,
    concurrent_double_taps_never_fail,
    a_suspended_member_gets_no_upload_links_and_keeps_her_avatar_and_colour,
    answers_decided_before_the_body_arrived_close_the_connection,
    text_cannot_spoof_or_hide,
    a_crash_report_is_described_only_by_its_sender,
    the_admin_comment_and_post_reaction_routes_answer_admins_only,
    attaching_a_picture_while_the_cleanup_runs_keeps_it,
    forty_aliased_searches_are_refused_before_any_runs,
);

const BLOCK: &str = "mutation($id: ID!) { blockMember(userId: $id) }";

async fn rest_get(app: &TestApp, who: &Tokens, path: &str) -> Value {
    let response = app.get_as(who, path).await;
    assert_eq!(response.status(), StatusCode::OK, "GET {path}");
    response.json().await.unwrap()
}

/// The text of comment `id` in a REST list answer.
fn text_of<'a>(list: &'a Value, id: &str) -> &'a str {
    list["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["_id"] == id)
        .unwrap_or_else(|| panic!("{id} in {list}"))["text"]
        .as_str()
        .unwrap()
}

async fn blocked_members_words_are_collapsed_on_the_rest_lists_too(app: TestApp) {
    let (ana, bea, cat) = (
        member(&app, "ana").await,
        member(&app, "bea").await,
        member(&app, "cat").await,
    );
    let cats_post = post(
        &app,
        &cat,
        json!({ "title": "Cat's post", "text": "Words" }),
    )
    .await;
    let bea_on_post = comment(&app, &bea, &cats_post, None, "Bea's secret words").await;
    let cat_comment = comment(&app, &cat, &cats_post, None, "Cat's comment").await;
    let bea_reply = comment(&app, &bea, &cats_post, Some(&cat_comment), "Bea's reply").await;
    let bea_id = app.user_id(&bea).await;
    ok(&app
        .graphql_as(&ana.access, BLOCK, json!({ "id": bea_id }))
        .await);

    let thread = rest_get(&app, &ana, &format!("/api/app/comment/post/{cats_post}")).await;
    assert_eq!(text_of(&thread, &bea_on_post), "You blocked this member");
    assert_eq!(text_of(&thread, &cat_comment), "Cat's comment");
    let replies = rest_get(
        &app,
        &ana,
        &format!("/api/app/comment/post/replies/{cat_comment}"),
    )
    .await;
    assert_eq!(text_of(&replies, &bea_reply), "You blocked this member");
    assert!(!thread.to_string().contains("secret"), "{thread}");

    // Nobody else sees a difference.
    let for_cat = rest_get(&app, &cat, &format!("/api/app/comment/post/{cats_post}")).await;
    assert_eq!(text_of(&for_cat, &bea_on_post), "Bea's secret words");
}

const REPLY: &str = "mutation($post: ID!, $parent: ID, $text: String!) {
    addComment(postId: $post, parentId: $parent, text: $text) { id } }";
const TOGGLE_COMMENT: &str = "mutation($comment: ID!, $type: ID!) {
    toggleCommentReaction(commentId: $comment, reactionTypeId: $type) { id } }";
const TOGGLE_POST: &str = "mutation($post: ID!, $type: ID!) {
    togglePostReaction(postId: $post, reactionTypeId: $type) { reaction { id } } }";

async fn a_comment_under_review_takes_no_replies_or_reactions(app: TestApp) {
    let (ana, bea, cat) = (
        member(&app, "ana").await,
        member(&app, "bea").await,
        member(&app, "cat").await,
    );
    let hugs = reaction_type(&app, "Hugs").await;
    let cats_post = post(
        &app,
        &cat,
        json!({ "title": "Cat's post", "text": "Words" }),
    )
    .await;
    let beas = comment(&app, &bea, &cats_post, None, "Bea's words").await;
    let open = comment(&app, &bea, &cats_post, None, "Bea's other words").await;
    ok(&report(
        &app,
        &ana,
        json!({ "commentId": beas, "reason": "BULLYING" }),
    )
    .await);

    for who in [&cat, &bea] {
        let vars = json!({ "post": cats_post, "parent": beas, "text": "An answer" });
        let reply = app.graphql_as(&who.access, REPLY, vars).await;
        assert_eq!(error_code(&reply), "FORBIDDEN", "{reply}");
        assert!(message(&reply).contains("under review"), "{reply}");
        let vars = json!({ "comment": beas, "type": hugs });
        let react = app.graphql_as(&who.access, TOGGLE_COMMENT, vars).await;
        assert_eq!(error_code(&react), "FORBIDDEN", "{react}");
    }
    // The legacy REST paths keep the same rule.
    let rest_reply = app
        .post_as(
            &cat,
            "/api/app/comment",
            json!({ "post": cats_post, "parent": beas, "text": "An answer", "isReply": true }),
        )
        .await;
    assert_eq!(rest_reply.status(), StatusCode::FORBIDDEN);
    let (status, reaction) = app
        .post_answer(
            &cat,
            "/api/app/comment-reaction",
            json!({ "reaction": hugs }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let attach = app
        .post_as(
            &cat,
            &format!("/api/app/comment/{beas}"),
            json!({ "reactions": [reaction["data"]["_id"]] }),
        )
        .await;
    assert_eq!(attach.status(), StatusCode::FORBIDDEN);

    // A comment not under review still takes both.
    let vars = json!({ "post": cats_post, "parent": open, "text": "An answer" });
    ok(&app.graphql_as(&cat.access, REPLY, vars).await);
    let vars = json!({ "comment": open, "type": hugs });
    ok(&app.graphql_as(&cat.access, TOGGLE_COMMENT, vars).await);
}

async fn concurrent_double_taps_never_fail(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let hugs = reaction_type(&app, "Hugs").await;
    let beas_post = post(
        &app,
        &bea,
        json!({ "title": "Bea's post", "text": "Words" }),
    )
    .await;

    let toggles = (0..16).map(|_| {
        app.graphql_as(
            &ana.access,
            TOGGLE_POST,
            json!({ "post": beas_post, "type": hugs }),
        )
    });
    for body in futures_util::future::join_all(toggles).await {
        assert!(body["errors"].is_null(), "{body}");
    }
    let legacy = (0..16).map(|_| {
        app.post_as(
            &ana,
            "/api/app/post-reaction",
            json!({ "reaction": hugs, "post": beas_post }),
        )
    });
    let mut ids = std::collections::HashSet::new();
    for response in futures_util::future::join_all(legacy).await {
        assert_eq!(response.status(), StatusCode::OK);
        let body: Value = response.json().await.unwrap();
        ids.insert(body["data"]["_id"].as_str().unwrap().to_owned());
    }
    // Every legacy create answered the one reaction she holds.
    assert_eq!(ids.len(), 1, "{ids:?}");
    let held = entity::post_reactions::Entity::find()
        .filter(entity::post_reactions::Column::PostId.eq(beas_post.clone()))
        .count(&app.db().await)
        .await
        .unwrap();
    assert_eq!(held, 1);
}

const ACT: &str = "mutation($id: ID!, $action: MemberActionKind!, $reason: String!, $days: Int) {
    actOnMember(id: $id, action: $action, reason: $reason, days: $days) { id } }";
const UPDATE_PROFILE: &str =
    "mutation($input: ProfileInput!) { updateProfile(input: $input) { profileColour } }";
const CREATE_UPLOAD: &str = "mutation { createUpload(input: { fileName: \"a\", contentType: \"image/png\" }) { objectId } }";

async fn a_suspended_member_gets_no_upload_links_and_keeps_her_avatar_and_colour(app: TestApp) {
    let admin = app.admin().await;
    let ana = member(&app, "ana").await;
    // A picture uploaded before the suspension, not yet shown anywhere.
    let waiting = crate::uploads::put_image(&app, &ana, crate::uploads::PHOTO).await;
    let ana_id = app.user_id(&ana).await;
    let vars = json!({ "id": ana_id, "action": "SUSPEND", "reason": "Insults", "days": 7 });
    ok(&app.graphql_as(&admin.access, ACT, vars).await);
    let until = app.clock.now() + chrono::Duration::days(7);
    let expected = format!(
        "Your account is suspended until {}. You can still read.",
        until.format("%B %-d, %Y")
    );

    let upload = app.graphql_as(&ana.access, CREATE_UPLOAD, json!({})).await;
    assert_eq!(error_code(&upload), "FORBIDDEN", "{upload}");
    assert_eq!(message(&upload), expected);
    let (status, body) = app
        .get_answer(&ana, "/api/s3/get-signed-post-url/a_1/image/png")
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(body["error"], expected.as_str());

    for input in [
        json!({ "profileColour": "#123456" }),
        json!({ "profileImage": waiting.to_string() }),
    ] {
        let body = app
            .graphql_as(&ana.access, UPDATE_PROFILE, json!({ "input": input }))
            .await;
        assert_eq!(error_code(&body), "FORBIDDEN", "{input}: {body}");
        assert_eq!(message(&body), expected);
    }
    // What shows nothing to others is still hers to change; resending her colour is no change.
    let body = app
        .graphql_as(
            &ana.access,
            UPDATE_PROFILE,
            json!({ "input": { "contact": true, "profileColour": "#E8518D" } }),
        )
        .await;
    assert_eq!(ok(&body)["updateProfile"]["profileColour"], "e8518d");
}

/// Sends the head of a POST whose body is `declared` bytes long and only `sent` of them, then
/// reads the answer's head (lower-cased). A plain socket: an HTTP client would hide the
/// `Connection` header.
async fn early_answer(app: &TestApp, path: &str, declared: usize, sent: usize) -> String {
    use std::io::{Read, Write};
    let address = app.base_url.trim_start_matches("http://").to_owned();
    let path = path.to_owned();
    tokio::task::spawn_blocking(move || {
        let mut stream = std::net::TcpStream::connect(&address).unwrap();
        stream
            .set_read_timeout(Some(std::time::Duration::from_secs(10)))
            .unwrap();
        let head = format!(
            "POST {path} HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\n\
             Content-Length: {declared}\r\n\r\n"
        );
        stream.write_all(head.as_bytes()).unwrap();
        stream.write_all(&vec![b' '; sent]).unwrap();
        let mut answer = Vec::new();
        let mut buffer = [0u8; 4096];
        while !answer.windows(4).any(|w| w == b"\r\n\r\n") {
            let n = stream.read(&mut buffer).unwrap();
            assert!(n > 0, "closed before answering");
            answer.extend_from_slice(&buffer[..n]);
        }
        String::from_utf8_lossy(&answer).to_lowercase()
    })
    .await
    .unwrap()
}

async fn answers_decided_before_the_body_arrived_close_the_connection(app: TestApp) {
    // An anonymous write: 401 before the body is read.
    let head = early_answer(&app, "/api/app/post", 50_000, 10).await;
    assert!(head.starts_with("http/1.1 401"), "{head}");
    assert!(head.contains("connection: close"), "{head}");
    // Too large: 413 once the limit is passed, long before the declared end.
    let head = early_answer(&app, "/graphql", 64 * 1024 * 1024, 300 * 1024).await;
    assert!(head.starts_with("http/1.1 413"), "{head}");
    assert!(head.contains("connection: close"), "{head}");
    // A request read to its end keeps the connection.
    let response = app
        .post_json("/graphql", json!({ "query": "{ __typename }" }))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers().get("connection").is_none());
}

const CREATE_POST: &str =
    "mutation($input: NewPostInput!) { createPost(input: $input) { id title text } }";

async fn text_cannot_spoof_or_hide(app: TestApp) {
    let admin = app.admin().await;
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    // Overrides and controls are removed, newlines, tabs and isolates stay.
    let input = json!({ "title": "Clinic tips\u{202E}nimda yb deifirev",
                        "text": "one\u{0}two\u{1b}[2J\r\n\tthree \u{2067}שלום\u{2069}" });
    let body = app
        .graphql_as(&ana.access, CREATE_POST, json!({ "input": input }))
        .await;
    let created = &ok(&body)["createPost"];
    assert_eq!(created["title"], "Clinic tipsnimda yb deifirev");
    assert_eq!(created["text"], "onetwo[2J\n\tthree \u{2067}שלום\u{2069}");
    let post_id = created["id"].as_str().unwrap().to_owned();

    // Text made only of invisible characters is empty, on every transport.
    let invisible = "\u{200B}\u{200C}\u{200D}\u{FEFF}\u{2060} \u{202E}";
    let body = app
        .graphql_as(
            &ana.access,
            CREATE_POST,
            json!({ "input": { "text": invisible } }),
        )
        .await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
    let body = app
        .graphql_as(
            &bea.access,
            REPLY,
            json!({ "post": post_id, "parent": null, "text": invisible }),
        )
        .await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
    let rest = app
        .post_as(
            &bea,
            "/api/app/comment",
            json!({ "post": post_id, "text": "\u{200B}\u{0}\u{3164}" }),
        )
        .await;
    assert_eq!(rest.status(), StatusCode::BAD_REQUEST);
    let comment_id = comment(&app, &bea, &post_id, None, "\u{202D}fine\u{7}").await;
    let thread = rest_get(&app, &bea, &format!("/api/app/comment/post/{post_id}")).await;
    assert_eq!(text_of(&thread, &comment_id), "fine");

    // A reason for an action on a member: the same rules.
    let bea_id = app.user_id(&bea).await;
    let vars =
        json!({ "id": bea_id, "action": "SUSPEND", "reason": "\u{200B}\u{202E}", "days": 1 });
    let body = app.graphql_as(&admin.access, ACT, vars).await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
}

const CRASH: &str = "mutation($input: CrashReportInput!) { reportCrash(input: $input) }";
const DESCRIBE: &str =
    "mutation($id: ID!, $text: String!) { describeCrash(id: $id, description: $text) }";

async fn a_crash_report_is_described_only_by_its_sender(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let crash = json!({ "input": { "error": { "name": "TypeError", "message": "x" } } });
    let id_of = |body: &Value| {
        body["data"]["reportCrash"]
            .as_str()
            .unwrap_or_else(|| panic!("reported: {body}"))
            .to_owned()
    };
    let hers = id_of(&app.graphql_as(&ana.access, CRASH, crash.clone()).await);
    let anonymous = id_of(&app.graphql(CRASH, crash).await);

    // Knowing the id is not enough: another member cannot put words in it.
    let body = app
        .graphql_as(
            &bea.access,
            DESCRIBE,
            json!({ "id": hers, "text": "Not mine" }),
        )
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND", "{body}");
    let body = app
        .graphql_as(
            &bea.access,
            DESCRIBE,
            json!({ "id": anonymous, "text": "Mine?" }),
        )
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND", "{body}");
    let rest = app
        .post_as(
            &bea,
            "/api/log/crash-report",
            json!({ "id": hers, "data": { "userDescription": "Not mine" } }),
        )
        .await;
    assert_eq!(rest.status(), StatusCode::NOT_FOUND);
    // Its sender can.
    let body = app
        .graphql_as(
            &ana.access,
            DESCRIBE,
            json!({ "id": hers, "text": "It froze" }),
        )
        .await;
    assert_eq!(ok(&body)["describeCrash"], true);
}

async fn the_admin_comment_and_post_reaction_routes_answer_admins_only(app: TestApp) {
    let admin = app.admin().await;
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let hugs = reaction_type(&app, "Hugs").await;
    let beas_post = post(
        &app,
        &bea,
        json!({ "title": "Bea's post", "text": "Words" }),
    )
    .await;
    let anas = comment(&app, &ana, &beas_post, None, "Ana's words").await;
    let delete = |who: Option<&Tokens>| {
        let request = app
            .client
            .delete(app.url(&format!("/api/admin/comment/{anas}")));
        match who {
            Some(who) => request.bearer_auth(&who.access),
            None => request,
        }
        .send()
    };
    let reaction = json!({ "reaction": hugs, "post": beas_post });

    // Anonymous: 401; a member: 403; nothing changes.
    assert_eq!(
        app.get("/api/admin/comment").await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        delete(None).await.unwrap().status(),
        StatusCode::UNAUTHORIZED
    );
    let anonymous = app
        .post_json("/api/admin/post-reaction", reaction.clone())
        .await;
    assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(
        app.get_as(&ana, "/api/admin/comment").await.status(),
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        delete(Some(&ana)).await.unwrap().status(),
        StatusCode::FORBIDDEN
    );
    let by_member = app
        .post_as(&ana, "/api/admin/post-reaction", reaction.clone())
        .await;
    assert_eq!(by_member.status(), StatusCode::FORBIDDEN);

    // An admin: the list with real text, her own reaction, the deletion.
    let list = rest_get(&app, &admin, "/api/admin/comment").await;
    assert_eq!(text_of(&list, &anas), "Ana's words");
    let (status, body) = app
        .post_answer(&admin, "/api/admin/post-reaction", reaction)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["post"], beas_post.as_str(), "{body}");
    assert_eq!(delete(Some(&admin)).await.unwrap().status(), StatusCode::OK);
    let list = rest_get(&app, &admin, "/api/admin/comment").await;
    assert!(list["data"].as_array().unwrap().is_empty(), "{list}");
}

/// Upload allowances, on servers that trust accounts only after a day and allow three
/// upload links per address in ten minutes.
mod upload_caps {
    use reqwest::StatusCode;

    use crate::helpers::{TestApp, Tokens};
    use crate::moderation::member;

    fn env() -> Vec<(&'static str, String)> {
        vec![
            ("REPORT_TRUST_AGE", "24h".to_owned()),
            ("RATE_LIMIT_UPLOAD_ADDRESS", "3/10m".to_owned()),
        ]
    }

    crate::on_both_databases_with!(env;
        new_accounts_hold_less_and_one_address_shares_one_allowance,
    );

    async fn link(app: &TestApp, who: &Tokens) -> StatusCode {
        app.get_as(who, "/api/s3/get-signed-post-url/a_1/image/png")
            .await
            .status()
    }

    async fn new_accounts_hold_less_and_one_address_shares_one_allowance(app: TestApp) {
        let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
        // A new account holds two unchecked pictures at most (each counts as 10 MiB).
        assert_eq!(link(&app, &ana).await, StatusCode::OK);
        assert_eq!(link(&app, &ana).await, StatusCode::OK);
        assert_eq!(link(&app, &ana).await, StatusCode::TOO_MANY_REQUESTS);
        // A second fresh account from the same address gets what is left of its allowance.
        assert_eq!(link(&app, &bea).await, StatusCode::OK);
        assert_eq!(link(&app, &bea).await, StatusCode::TOO_MANY_REQUESTS);
        // A day later, trusted: the member's own allowance is the larger one, and the
        // address's window has passed.
        app.advance(chrono::Duration::hours(25));
        let ana = crate::forum::sign_in(&app, "ana").await;
        assert_eq!(link(&app, &ana).await, StatusCode::OK);
    }
}

async fn attaching_a_picture_while_the_cleanup_runs_keeps_it(app: TestApp) {
    let ana = member(&app, "ana").await;
    let id = crate::uploads::put_image(&app, &ana, crate::uploads::PHOTO).await;
    // An hour later it is abandoned as far as the cleanup knows…
    app.advance(chrono::Duration::minutes(61));
    let db = app.db().await;
    let row = entity::files::Entity::find_by_id(id.clone())
        .one(&db)
        .await
        .unwrap()
        .unwrap();
    assert!(app.object_path(&row.storage_key).exists());
    // …while a post attaching it is between its statements and its commit.
    let attaching = common::db::begin_write(&db).await.unwrap();
    storage::service::files::mark_attached(&attaching, std::slice::from_ref(&id), app.clock.now())
        .await
        .unwrap();
    let (ran, ()) = tokio::join!(app.state.scheduler.run_due(), async {
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        attaching.commit().await.unwrap();
    });
    assert!(ran.contains(&"purge-abandoned-uploads"), "{ran:?}");
    // The post won: its row and its picture stay.
    let row = entity::files::Entity::find_by_id(id)
        .one(&db)
        .await
        .unwrap()
        .expect("the attached file's row stays");
    assert!(row.attached_at.is_some());
    assert!(
        app.object_path(&row.storage_key).exists(),
        "the attached picture's object stays"
    );
}

/// Upload links on S3, against the S3-compatible server the tests run.
mod s3_upload_links {
    use reqwest::StatusCode;

    use crate::helpers::TestApp;
    use crate::moderation::member;
    use crate::uploads::{PHOTO, PHOTO_WITH_GPS, download, put, signed_url, ticket};

    #[tokio::test]
    async fn sqlite_a_replayed_link_cannot_change_what_is_served() {
        a_replayed_link_cannot_change_what_is_served(TestApp::sqlite_with_s3().await).await;
    }

    #[tokio::test]
    async fn postgres_a_replayed_link_cannot_change_what_is_served() {
        a_replayed_link_cannot_change_what_is_served(TestApp::postgres_with_s3().await).await;
    }

    async fn a_replayed_link_cannot_change_what_is_served(app: TestApp) {
        let ana = member(&app, "ana").await;
        let (url, id) = ticket(&app, &ana, "image/jpeg", "isPublic=true").await;
        assert_eq!(
            put(&app, &url, "image/jpeg", PHOTO).await.status(),
            StatusCode::OK
        );
        let (status, served) = download(&app, &signed_url(&app, None, &id).await).await;
        assert_eq!(status, StatusCode::OK);

        // The link is replayed within its 15 minutes with a photo that carries its place.
        let replay = put(&app, &url, "image/jpeg", PHOTO_WITH_GPS).await;
        assert!(replay.status().is_success() || replay.status().is_client_error());
        for reader in [None, Some(&ana)] {
            let (status, now) = download(&app, &signed_url(&app, reader, &id).await).await;
            assert_eq!(status, StatusCode::OK);
            assert_eq!(now, served, "what is served never changes");
        }
        let stored = std::fs::read(app.object_path(&format!("images/{id}.jpg"))).unwrap();
        assert_eq!(stored, served);
    }
}

async fn forty_aliased_searches_are_refused_before_any_runs(app: TestApp) {
    let ana = member(&app, "ana").await;
    post(
        &app,
        &ana,
        json!({ "title": "Zucchini", "text": "zucchini diet" }),
    )
    .await;
    let search = |n: usize| {
        let fields: String = (0..n)
            .map(|i| format!("s{i}: searchPosts(query: \"zucchini\", first: 20) {{ items {{ ... on Post {{ id title }} }} }} "))
            .collect();
        format!("{{ {fields} }}")
    };
    let (idle, _) = app
        .statements_during(app.graphql_as(&ana.access, "{ __typename }", json!({})))
        .await;
    let (statements, body) = app
        .statements_during(app.graphql_as(&ana.access, &search(40), json!({})))
        .await;
    assert!(
        message(&body).starts_with("The query asks for too much at once"),
        "{body}"
    );
    assert_eq!(statements, idle, "refused before any search ran");
    // One search, or two, is what a member needs and is served.
    let body = app.graphql_as(&ana.access, &search(2), json!({})).await;
    assert_eq!(ok(&body)["s1"]["items"][0]["title"], "Zucchini");
}
