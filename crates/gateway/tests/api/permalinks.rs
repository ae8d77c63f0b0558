//! Comment permalinks (issue 36): `commentPermalink` gives the thread down to a comment, or
//! says why the viewer may not read it, under every visibility rule.

use serde_json::{Value, json};

use crate::forum::{comment, member, post};
use crate::helpers::{TestApp, Tokens, error_code};

crate::on_both_databases!(
    a_permalink_leads_through_the_thread_down_to_a_deep_reply,
    a_permalink_respects_quarantine_blocks_and_deletion,
);

const PERMALINK: &str = "query($post: ID!, $comment: ID!) {
    commentPermalink(postId: $post, commentId: $comment) {
      status thread { id parentId text isDeleted isFromBlockedMember replyCount } } }";

async fn permalink(app: &TestApp, tokens: &Tokens, post: &str, comment: &str) -> Value {
    app.graphql_as(
        &tokens.access,
        PERMALINK,
        json!({ "post": post, "comment": comment }),
    )
    .await
}

/// The status, and the ids of the thread, the comment on the post first.
async fn landing(
    app: &TestApp,
    tokens: &Tokens,
    post: &str,
    comment: &str,
) -> (String, Vec<String>) {
    let body = permalink(app, tokens, post, comment).await;
    let found = &body["data"]["commentPermalink"];
    assert!(found.is_object(), "{body}");
    let ids = found["thread"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap().to_owned())
        .collect();
    (found["status"].as_str().unwrap().to_owned(), ids)
}

async fn quarantine(app: &TestApp, table: &str, id: &str) {
    use sea_orm::ConnectionTrait;
    app.db()
        .await
        .execute_unprepared(&format!(
            "UPDATE {table} SET is_shadow_banned = true WHERE id = '{id}'"
        ))
        .await
        .unwrap();
}

async fn a_permalink_leads_through_the_thread_down_to_a_deep_reply(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let dana = member(&app, "dana").await;
    let story = post(&app, &ana, json!({ "title": "Night sweats", "text": "x" })).await;
    let other = post(&app, &ana, json!({ "title": "Other", "text": "y" })).await;
    // Thirty comments on the post, then a thread four deep under the last one.
    for n in 0..30 {
        comment(&app, &bea, &story, None, &format!("comment {n}")).await;
    }
    let top = comment(&app, &bea, &story, None, "the thread's start").await;
    let first = comment(&app, &ana, &story, Some(&top), "a reply").await;
    let second = comment(&app, &bea, &story, Some(&first), "a reply to it").await;
    let deep = comment(&app, &dana, &story, Some(&second), "the deep reply").await;

    let body = permalink(&app, &ana, &story, &deep).await;
    let found = &body["data"]["commentPermalink"];
    assert_eq!(found["status"], "SHOWN", "{body}");
    assert_eq!(
        found["thread"],
        json!([
            { "id": top, "parentId": null, "text": "the thread's start", "isDeleted": false,
              "isFromBlockedMember": false, "replyCount": 1 },
            { "id": first, "parentId": top, "text": "a reply", "isDeleted": false,
              "isFromBlockedMember": false, "replyCount": 1 },
            { "id": second, "parentId": first, "text": "a reply to it", "isDeleted": false,
              "isFromBlockedMember": false, "replyCount": 1 },
            { "id": deep, "parentId": second, "text": "the deep reply", "isDeleted": false,
              "isFromBlockedMember": false, "replyCount": 0 },
        ])
    );
    // A comment on the post is a thread of one.
    assert_eq!(
        landing(&app, &bea, &story, &top).await,
        ("SHOWN".to_owned(), vec![top.clone()])
    );
    // Named with another post, or not a comment at all, it is gone.
    assert_eq!(
        landing(&app, &bea, &other, &deep).await,
        ("GONE".to_owned(), vec![])
    );
    assert_eq!(
        landing(&app, &bea, &story, &other).await,
        ("GONE".to_owned(), vec![])
    );
    // A mangled id is the client's mistake, named.
    let body = permalink(&app, &bea, &story, "nope").await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT");
    assert_eq!(body["errors"][0]["extensions"]["field"], "commentId");
    // Members only, as the post itself.
    let body = app
        .graphql(PERMALINK, json!({ "post": story, "comment": deep }))
        .await;
    let post_body = app
        .graphql(
            "query($id: ID!) { post(id: $id) { id } }",
            json!({ "id": story }),
        )
        .await;
    assert_eq!(error_code(&body), error_code(&post_body));
}

async fn a_permalink_respects_quarantine_blocks_and_deletion(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let cara = member(&app, "cara").await;
    let dana = member(&app, "dana").await;
    let admin = app.admin().await;
    let story = post(&app, &ana, json!({ "title": "Cycles", "text": "x" })).await;
    let top = comment(&app, &bea, &story, None, "start").await;
    let by_cara = comment(&app, &cara, &story, Some(&top), "cara's reply").await;
    let reported = comment(&app, &ana, &story, Some(&by_cara), "reported words").await;
    let below = comment(
        &app,
        &bea,
        &story,
        Some(&reported),
        "below the reported one",
    )
    .await;

    // Under review: others are told so, never shown the words; its owner and admins land on it.
    quarantine(&app, "comments", &reported).await;
    let body = permalink(&app, &dana, &story, &reported).await;
    assert_eq!(
        body["data"]["commentPermalink"],
        json!({ "status": "UNDER_REVIEW", "thread": [] })
    );
    assert!(!body.to_string().contains("reported words"));
    assert_eq!(landing(&app, &ana, &story, &reported).await.0, "SHOWN");
    assert_eq!(landing(&app, &admin, &story, &reported).await.0, "SHOWN");
    // A reply below it is reachable; the comment above reads as the thread shows it.
    let body = permalink(&app, &dana, &story, &below).await;
    let thread = &body["data"]["commentPermalink"]["thread"];
    assert_eq!(thread.as_array().unwrap().len(), 4, "{body}");
    assert_eq!(
        thread[2]["text"],
        "This comment has been reported and is currently being investigated."
    );

    // Blocked: the comment of a member she blocked is not shown, but the thread goes on below.
    let cara_id = app.user_id(&cara).await;
    let blocked = app
        .graphql_as(
            &dana.access,
            "mutation($id: ID!) { blockMember(userId: $id) }",
            json!({ "id": cara_id }),
        )
        .await;
    assert!(blocked["errors"].is_null(), "{blocked}");
    assert_eq!(
        landing(&app, &dana, &story, &by_cara).await,
        ("BLOCKED".to_owned(), vec![])
    );
    let body = permalink(&app, &dana, &story, &below).await;
    let thread = &body["data"]["commentPermalink"]["thread"];
    assert_eq!(thread[1]["text"], "You blocked this member");
    assert_eq!(thread[1]["isFromBlockedMember"], true);
    assert!(!body.to_string().contains("cara's reply"));
    // Others still land on it.
    assert_eq!(landing(&app, &bea, &story, &by_cara).await.0, "SHOWN");

    // Deleted: a tombstone (it has replies) is gone, and the thread below goes through it.
    let deleted = app
        .graphql_as(
            &bea.access,
            "mutation($id: ID!) { deleteComment(id: $id) }",
            json!({ "id": top }),
        )
        .await;
    assert!(deleted["errors"].is_null(), "{deleted}");
    assert_eq!(
        landing(&app, &dana, &story, &top).await,
        ("GONE".to_owned(), vec![])
    );
    let body = permalink(&app, &bea, &story, &below).await;
    assert_eq!(
        body["data"]["commentPermalink"]["thread"][0]["isDeleted"],
        true
    );
    assert_eq!(body["data"]["commentPermalink"]["thread"][0]["text"], "");
    // One removed outright (no replies) is gone too.
    let leaf = comment(&app, &dana, &story, Some(&below), "a last word").await;
    app.graphql_as(
        &dana.access,
        "mutation($id: ID!) { deleteComment(id: $id) }",
        json!({ "id": leaf }),
    )
    .await;
    assert_eq!(
        landing(&app, &dana, &story, &leaf).await,
        ("GONE".to_owned(), vec![])
    );

    // A post under review answers as the post does: NOT_FOUND for others, open to its owner.
    quarantine(&app, "posts", &story).await;
    let body = permalink(&app, &dana, &story, &below).await;
    assert_eq!(error_code(&body), "NOT_FOUND");
    assert_eq!(
        body["errors"][0]["message"],
        "This post has been reported and is currently under review."
    );
    assert_eq!(landing(&app, &ana, &story, &below).await.0, "SHOWN");
}
