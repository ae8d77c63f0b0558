//! Counts kept, not counted (issue 39): every write that changes a card's counts (a post's
//! comments and reactions, each post's and comment's reactions by type, a comment's replies) keeps the stored
//! values equal to a recount of the rows, in its own transaction; the feed reads the stored
//! values; `forum recount` puts right what something else (a hand edit, a restore) left wrong.

use forum::service::counts::{self, Drift};
use reqwest::StatusCode;
use sea_orm::{ConnectionTrait, DatabaseConnection, Statement};
use serde_json::{Value, json};

use crate::forum::{comment, member, post, reaction_type};
use crate::helpers::{TestApp, Tokens, ok};

crate::on_both_databases!(
    every_write_keeps_the_counts_equal_to_a_recount,
    forum_recount_puts_right_what_was_left_wrong,
);

const TOGGLE: &str = "mutation($post: ID!, $type: ID!) {
    togglePostReaction(postId: $post, reactionTypeId: $type) { reaction { id } } }";
const TOGGLE_COMMENT: &str = "mutation($comment: ID!, $type: ID!) {
    toggleCommentReaction(commentId: $comment, reactionTypeId: $type) { id } }";
const THREAD: &str =
    "query($id: ID!) { comments(postId: $id, first: 20) { items { replyCount } } }";
const POST_PILLS: &str = "query($id: ID!) { post(id: $id) { commentCount reactions { count reactedByMe reactionType { name } } } }";

/// Asserts that every stored count equals its recount, naming the step that broke it.
async fn assert_kept(db: &DatabaseConnection, step: &str) {
    let drift = counts::drift(db).await.unwrap();
    assert_eq!(drift, Drift::default(), "after {step}");
}

/// The reply counts a thread's first page shows, in order.
fn reply_counts(thread: &Value) -> Vec<i64> {
    thread["data"]["comments"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["replyCount"].as_i64().unwrap())
        .collect()
}

async fn gql(app: &TestApp, who: &Tokens, query: &str, variables: Value) -> Value {
    let body = app.graphql_by(who, query, variables).await;
    ok(&body);
    body
}

async fn toggle(app: &TestApp, who: &Tokens, post: &str, kind: &str) -> Option<String> {
    let body = gql(app, who, TOGGLE, json!({ "post": post, "type": kind })).await;
    body["data"]["togglePostReaction"]["reaction"]["id"]
        .as_str()
        .map(str::to_owned)
}

async fn toggle_comment(app: &TestApp, who: &Tokens, comment: &str, kind: &str) {
    gql(
        app,
        who,
        TOGGLE_COMMENT,
        json!({ "comment": comment, "type": kind }),
    )
    .await;
}

async fn send(app: &TestApp, who: &Tokens, path: &str, body: Value) -> Value {
    let (status, body) = app.post_answer(who, path, body).await;
    assert_eq!(status, StatusCode::OK, "{path}: {body}");
    body
}

async fn every_write_keeps_the_counts_equal_to_a_recount(app: TestApp) {
    let db = app.db().await;
    let admin = app.admin().await;
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let cat = member(&app, "cat").await;
    let (me_too, hugs) = (
        reaction_type(&app, "Me Too").await,
        reaction_type(&app, "Hugs").await,
    );
    let first = post(&app, &ana, json!({ "text": "Endometriosis and running?" })).await;
    let second = post(&app, &ana, json!({ "text": "Iron levels after birth" })).await;
    assert_kept(&db, "two new posts").await;

    // Toggles: on, a second type, another member's, off, and a switch (off one, on another).
    let bea_me_too = toggle(&app, &bea, &first, &me_too).await.unwrap();
    assert_kept(&db, "a reaction").await;
    toggle(&app, &bea, &first, &hugs).await.unwrap();
    toggle(&app, &cat, &first, &hugs).await.unwrap();
    toggle(&app, &cat, &second, &me_too).await.unwrap();
    assert_kept(&db, "three more reactions").await;
    let pills = gql(&app, &bea, POST_PILLS, json!({ "id": first })).await;
    let counted: Vec<(String, i64, bool)> = pills["data"]["post"]["reactions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["count"].as_i64().unwrap() > 0)
        .map(|t| {
            (
                t["reactionType"]["name"].as_str().unwrap().to_owned(),
                t["count"].as_i64().unwrap(),
                t["reactedByMe"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        counted,
        [("Me Too".to_owned(), 1, true), ("Hugs".to_owned(), 2, true)]
    );
    assert!(toggle(&app, &cat, &first, &hugs).await.is_none());
    assert_kept(&db, "a reaction taken back").await;
    assert!(toggle(&app, &cat, &second, &me_too).await.is_none());
    toggle(&app, &cat, &second, &hugs).await.unwrap();
    assert_kept(&db, "a switch from one reaction to another").await;

    // Why she reacted: an explanation changes no count.
    gql(
        &app,
        &bea,
        "mutation($id: ID!) { explainReaction(reactionId: $id, explanation: \"Same pain\") { id } }",
        json!({ "id": bea_me_too }),
    )
    .await;
    assert_kept(&db, "an explanation").await;

    // Comments, replies and their reactions.
    let top = comment(&app, &bea, &first, None, "Running helped me a lot.").await;
    let reply = comment(&app, &cat, &first, Some(&top), "Me too, slowly.").await;
    let lone = comment(&app, &cat, &second, None, "Ask for ferritin.").await;
    assert_kept(&db, "comments and a reply").await;
    toggle_comment(&app, &ana, &top, &hugs).await;
    toggle_comment(&app, &cat, &top, &hugs).await;
    toggle_comment(&app, &cat, &top, &me_too).await;
    toggle_comment(&app, &ana, &reply, &me_too).await;
    toggle_comment(&app, &ana, &lone, &me_too).await;
    toggle_comment(&app, &cat, &top, &me_too).await;
    assert_kept(&db, "comment reactions on and off").await;

    // The legacy two-step writes: made unattached, then attached through the item's list.
    let created = send(
        &app,
        &bea,
        "/api/app/post-reaction",
        json!({ "reaction": me_too }),
    )
    .await;
    let waiting = created["data"]["_id"].as_str().unwrap().to_owned();
    assert_kept(&db, "an unattached legacy reaction").await;
    send(
        &app,
        &bea,
        "/api/app/post",
        json!({ "_id": second, "reactions": [waiting] }),
    )
    .await;
    assert_kept(&db, "a legacy reaction attached to a post").await;
    let created = send(
        &app,
        &bea,
        "/api/app/comment-reaction",
        json!({ "reaction": hugs }),
    )
    .await;
    let waiting = created["data"]["_id"].as_str().unwrap().to_owned();
    send(
        &app,
        &bea,
        "/api/app/comment",
        json!({ "_id": lone, "reactions": [waiting] }),
    )
    .await;
    assert_kept(&db, "a legacy reaction attached to a comment").await;
    send(
        &app,
        &bea,
        "/api/app/comment",
        json!({ "_id": lone, "reactions": [] }),
    )
    .await;
    assert_kept(&db, "a legacy list that leaves her reaction out").await;
    // The legacy two-step reply: written unattached, then attached through the parent's list.
    let created = send(
        &app,
        &bea,
        "/api/app/comment",
        json!({ "post": first, "text": "Which shoes?", "isReply": true }),
    )
    .await;
    let waiting = created["data"]["_id"].as_str().unwrap().to_owned();
    assert_kept(&db, "an unattached legacy reply").await;
    send(
        &app,
        &bea,
        "/api/app/comment",
        json!({ "_id": top, "replies": [waiting] }),
    )
    .await;
    assert_kept(&db, "a legacy reply attached to its parent").await;
    let thread = gql(&app, &ana, THREAD, json!({ "id": first })).await;
    assert_eq!(reply_counts(&thread), [2]);

    // Quarantine: a member's report, an admin's shadow ban of a post and of a comment.
    gql(
        &app,
        &cat,
        "mutation($p: ID!) { reportContent(input: { postId: $p, reason: OTHER }) }",
        json!({ "p": second }),
    )
    .await;
    gql(
        &app,
        &ana,
        "mutation($c: ID!) { reportContent(input: { commentId: $c, reason: OTHER }) }",
        json!({ "c": lone }),
    )
    .await;
    assert_kept(&db, "reports (quarantine)").await;
    gql(
        &app,
        &admin,
        "mutation($p: ID!) { setPostShadowBan(id: $p, isShadowBanned: true) { id } }",
        json!({ "p": first }),
    )
    .await;
    gql(
        &app,
        &admin,
        "mutation($c: ID!) { setCommentShadowBan(id: $c, isShadowBanned: true) { id } }",
        json!({ "c": top }),
    )
    .await;
    assert_kept(&db, "shadow bans").await;
    gql(
        &app,
        &admin,
        "mutation($p: ID!) { setPostShadowBan(id: $p, isShadowBanned: false) { id } }",
        json!({ "p": first }),
    )
    .await;
    gql(
        &app,
        &admin,
        "mutation($c: ID!) { setCommentShadowBan(id: $c, isShadowBanned: false) { id } }",
        json!({ "c": top }),
    )
    .await;
    assert_kept(&db, "shadow bans lifted").await;

    // Deletions: a reply (removed), a comment with replies gone (removed, with its
    // reactions), a reported comment (a tombstone without reactions), an admin's removal of
    // a reaction, an account, a post.
    let extra = comment(&app, &ana, &first, Some(&top), "Thank you both.").await;
    toggle_comment(&app, &bea, &extra, &hugs).await;
    gql(
        &app,
        &ana,
        "mutation($c: ID!) { deleteComment(id: $c) }",
        json!({ "c": extra }),
    )
    .await;
    assert_kept(&db, "a reply deleted").await;
    gql(
        &app,
        &admin,
        "mutation($c: ID!) { deleteComment(id: $c) }",
        json!({ "c": lone }),
    )
    .await;
    assert_kept(&db, "a reported comment deleted (a tombstone)").await;
    let pending = toggle(&app, &ana, &first, &me_too).await.unwrap();
    gql(
        &app,
        &admin,
        "mutation($r: ID!) { deletePostReaction(id: $r) }",
        json!({ "r": pending }),
    )
    .await;
    assert_kept(&db, "an admin's removal of a reaction").await;
    gql(&app, &cat, "mutation { deleteAccount }", json!({})).await;
    assert_kept(&db, "an account deleted").await;
    gql(
        &app,
        &bea,
        "mutation($c: ID!) { deleteComment(id: $c) }",
        json!({ "c": top }),
    )
    .await;
    assert_kept(&db, "a comment deleted").await;
    gql(
        &app,
        &ana,
        "mutation($p: ID!) { deletePost(id: $p) }",
        json!({ "p": first }),
    )
    .await;
    assert_kept(&db, "a post deleted by its owner").await;
    gql(
        &app,
        &admin,
        "mutation($p: ID!) { deletePost(id: $p) }",
        json!({ "p": second }),
    )
    .await;
    assert_kept(&db, "a post deleted by an admin").await;
}

async fn exec(db: &DatabaseConnection, sql: &str) {
    db.execute_raw(Statement::from_string(db.get_database_backend(), sql))
        .await
        .unwrap();
}

async fn forum_recount_puts_right_what_was_left_wrong(app: TestApp) {
    let db = app.db().await;
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let hugs = reaction_type(&app, "Hugs").await;
    let id = post(&app, &ana, json!({ "text": "Night sweats" })).await;
    let top = comment(&app, &bea, &id, None, "Same since spring.").await;
    comment(&app, &ana, &id, Some(&top), "Did anything help?").await;
    toggle(&app, &bea, &id, &hugs).await.unwrap();
    toggle_comment(&app, &ana, &top, &hugs).await;

    let output = app.forum(&["recount"]);
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{said}");
    assert!(said.contains("nothing to fix"), "{said}");

    // A hand edit leaves every kind of count wrong.
    exec(
        &db,
        "UPDATE posts SET comment_count = 9, reaction_count = 7",
    )
    .await;
    exec(&db, "UPDATE post_reaction_tallies SET count = 5").await;
    exec(&db, "DELETE FROM comment_reaction_tallies").await;
    exec(&db, "UPDATE comments SET reply_count = 4").await;
    assert_eq!(
        counts::drift(&db).await.unwrap(),
        Drift {
            comment_counts: 1,
            reaction_counts: 1,
            post_tallies: 1,
            comment_tallies: 1,
            reply_counts: 2,
        }
    );
    // The card shows the stored values, not a count of the rows.
    let pills = gql(&app, &bea, POST_PILLS, json!({ "id": id })).await;
    assert_eq!(pills["data"]["post"]["commentCount"], 9);
    let hugs_pill = pills["data"]["post"]["reactions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["reactionType"]["name"] == "Hugs")
        .unwrap()
        .clone();
    assert_eq!(hugs_pill["count"], 5);
    assert_eq!(hugs_pill["reactedByMe"], true);
    let thread = gql(&app, &bea, THREAD, json!({ "id": id })).await;
    let replies: Vec<i64> = reply_counts(&thread);
    assert_eq!(replies, [4]);

    let output = app.forum(&["recount"]);
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{said}");
    assert!(
        said.contains(
            "Put right: 1 posts' comment counts, 1 posts' reaction counts, 1 post reaction \
             tallies, 1 comment reaction tallies, 2 comments' reply counts."
        ),
        "{said}"
    );
    assert_kept(&db, "forum recount").await;
    let pills = gql(&app, &bea, POST_PILLS, json!({ "id": id })).await;
    assert_eq!(pills["data"]["post"]["commentCount"], 2);
    let thread = gql(&app, &bea, THREAD, json!({ "id": id })).await;
    assert_eq!(reply_counts(&thread), [1]);
}
