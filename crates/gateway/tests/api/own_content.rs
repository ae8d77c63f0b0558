//! Her own words (issue 18): she edits and deletes her posts and comments, finds everything
//! she wrote, and downloads her data. Every rule is tried by the owner, another member, an
//! admin and a signed-out caller.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::forum::{comment, post, topic};
use crate::helpers::{TestApp, Tokens, error_code, message, ok};
use crate::moderation::{audit_rows, member, report, report_post};
use crate::uploads::{PHOTO, download, put_image, signed_url};

crate::on_both_databases!(
    owners_edit_their_posts_with_the_create_rules,
    owners_edit_their_comments_but_nobody_else_does,
    under_review_items_can_be_deleted_not_edited_and_the_report_keeps_their_words,
    a_deleted_post_stays_as_a_tombstone_only_for_others_comments,
    others_delete_nothing_but_admins_delete_anything_audited,
    a_deleted_comment_keeps_its_replies_under_a_tombstone,
    her_posts_and_comments_are_listed_newest_first,
    the_rest_deletes_follow_the_same_rules,
    her_data_export_holds_hers_and_nothing_of_others,
);

const UPDATE_POST: &str = "mutation($id: ID!, $input: PostEditInput!) {
    updatePost(id: $id, input: $input) {
      id title text links images topics { title } editedAt isDeleted owner { username } } }";

const UPDATE_COMMENT: &str = "mutation($id: ID!, $text: String!) {
    updateComment(id: $id, text: $text) { id text editedAt } }";

const DELETE_POST: &str = "mutation($id: ID!) { deletePost(id: $id) }";
const DELETE_COMMENT: &str = "mutation($id: ID!) { deleteComment(id: $id) }";

const POST: &str = "query($id: ID!) { post(id: $id) {
    id title text links images topics { title } owner { username } isDeleted editedAt commentCount } }";

const COMMENTS: &str =
    "query($post: ID!, $parent: ID) { comments(postId: $post, parentId: $parent) {
    items { id text isDeleted owner { username } replyCount editedAt } } }";

const MY_POSTS: &str = "query($after: String) { myPosts(first: 2, after: $after) {
    items { id title isShadowBanned } hasNextPage endCursor } }";

const MY_COMMENTS: &str = "query($after: String) { myComments(first: 2, after: $after) {
    items { id text postId isShadowBanned } hasNextPage endCursor } }";

const TOPIC_FEED: &str = "query($topic: ID!) { topicFeed(topicId: $topic, first: 20) {
    items { ... on Post { id } } } }";

const ALL_FEED: &str = "{ feed(filter: ALL, first: 50) { items { ... on Post { id } } } }";

async fn the_post(app: &TestApp, who: &Tokens, id: &str) -> Value {
    let body = app.graphql_by(who, POST, json!({ "id": id })).await;
    ok(&body)["post"].clone()
}

async fn the_comments(app: &TestApp, who: &Tokens, post: &str, parent: Option<&str>) -> Vec<Value> {
    let body = app
        .graphql_by(who, COMMENTS, json!({ "post": post, "parent": parent }))
        .await;
    ok(&body)["comments"]["items"].as_array().unwrap().clone()
}

fn ids(list: &Value) -> Vec<String> {
    list["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|item| item["id"].as_str().map(str::to_owned))
        .collect()
}

async fn feed_ids(app: &TestApp, who: &Tokens) -> Vec<String> {
    let body = app.graphql_by(who, ALL_FEED, json!({})).await;
    ids(&ok(&body)["feed"])
}

async fn topic_feed_ids(app: &TestApp, who: &Tokens, topic: &str) -> Vec<String> {
    let body = app
        .graphql_by(who, TOPIC_FEED, json!({ "topic": topic }))
        .await;
    ids(&ok(&body)["topicFeed"])
}

async fn delete(app: &TestApp, who: Option<&Tokens>, path: &str) -> StatusCode {
    let mut request = app.client.delete(app.url(path));
    if let Some(who) = who {
        request = request.bearer_auth(&who.access);
    }
    request.send().await.unwrap().status()
}

async fn comment_count(app: &TestApp, who: &Tokens, post: &str) -> i64 {
    the_post(app, who, post).await["commentCount"]
        .as_i64()
        .unwrap()
}

async fn owners_edit_their_posts_with_the_create_rules(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let admin = app.admin().await;
    let (pcos, endo) = (
        topic(&app, "PCOS").await,
        topic(&app, "Endometriosis").await,
    );
    let first_photo = put_image(&app, &ana, PHOTO).await;
    let first_url = signed_url(&app, Some(&ana), &first_photo).await;
    let id = post(
        &app,
        &ana,
        json!({ "title": "Before", "text": "First words", "topics": [pcos], "images": [first_photo.to_string()] }),
    )
    .await;
    let before = the_post(&app, &ana, &id).await;
    assert_eq!(before["editedAt"], Value::Null, "not edited yet");

    let second_photo = put_image(&app, &ana, PHOTO).await;
    let edit = json!({
        "title": " After ", "text": "Better words", "links": ["https://example.org/a"],
        "topics": [endo], "images": [second_photo.to_string()]
    });
    let body = app
        .graphql_by(&ana, UPDATE_POST, json!({ "id": id, "input": edit }))
        .await;
    let edited = &ok(&body)["updatePost"];
    assert_eq!(edited["title"], "After", "trimmed like a new post");
    assert_eq!(edited["text"], "Better words");
    assert_eq!(edited["links"], json!(["https://example.org/a"]));
    assert_eq!(edited["topics"], json!([{ "title": "Endometriosis" }]));
    assert_eq!(edited["images"], json!([second_photo.to_string()]));
    assert!(edited["editedAt"].is_string(), "{edited}");
    assert_eq!(
        the_post(&app, &bea, &id).await["title"],
        "After",
        "others see the edit"
    );

    // Its topics follow, and it keeps its place in time.
    assert!(topic_feed_ids(&app, &bea, &endo).await.contains(&id));
    assert!(!topic_feed_ids(&app, &bea, &pcos).await.contains(&id));
    // The photo she took out is gone with its file; the new one is served.
    assert_eq!(download(&app, &first_url).await.0, StatusCode::NOT_FOUND);
    let second_url = signed_url(&app, Some(&bea), &second_photo).await;
    assert_eq!(download(&app, &second_url).await.0, StatusCode::OK);

    // The create rules, word for word.
    for (input, text) in [
        (
            json!({ "title": "Only a title" }),
            "Please add some text, an image or a link.",
        ),
        (
            json!({ "text": "x".repeat(10_001) }),
            "Posts can be at most 10,000 characters.",
        ),
        (
            json!({ "text": "x", "links": ["javascript:alert(1)"] }),
            "Links must start with http:// or https://.",
        ),
        (
            json!({ "text": "x", "topics": ["0123456789abcdef01234567"] }),
            "Please choose topics from the list.",
        ),
    ] {
        let body = app
            .graphql_by(&ana, UPDATE_POST, json!({ "id": id, "input": input }))
            .await;
        assert_eq!(
            (error_code(&body), message(&body)),
            ("BAD_USER_INPUT", text)
        );
    }
    // Someone else's image cannot be slipped in.
    let beas_photo = put_image(&app, &bea, PHOTO).await;
    let body = app
        .graphql_by(
            &ana,
            UPDATE_POST,
            json!({ "id": id, "input": { "text": "x", "images": [beas_photo.to_string()] } }),
        )
        .await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");

    // Nobody else rewrites her words: not a member, not an admin, not a visitor.
    for who in [&bea, &admin] {
        let body = app
            .graphql_by(
                who,
                UPDATE_POST,
                json!({ "id": id, "input": { "text": "Mine now" } }),
            )
            .await;
        assert_eq!(error_code(&body), "FORBIDDEN", "{body}");
    }
    let body = app
        .graphql(
            UPDATE_POST,
            json!({ "id": id, "input": { "text": "Mine now" } }),
        )
        .await;
    assert_eq!(error_code(&body), "UNAUTHENTICATED");
    assert_eq!(
        the_post(&app, &ana, &id).await["text"],
        "Better words",
        "nothing changed"
    );
}

async fn owners_edit_their_comments_but_nobody_else_does(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let admin = app.admin().await;
    let id = post(&app, &bea, json!({ "text": "A thread" })).await;
    let mine = comment(&app, &ana, &id, None, "Frist").await;

    let body = app
        .graphql_by(
            &ana,
            UPDATE_COMMENT,
            json!({ "id": mine, "text": " First " }),
        )
        .await;
    let edited = &ok(&body)["updateComment"];
    assert_eq!(edited["text"], "First");
    assert!(edited["editedAt"].is_string());
    let seen = the_comments(&app, &bea, &id, None).await;
    assert_eq!(
        (seen[0]["text"].as_str(), seen[0]["editedAt"].is_string()),
        (Some("First"), true)
    );

    for (text, refusal) in [
        ("   ", "Please write a comment."),
        (
            &*"x".repeat(5_001),
            "Comments can be at most 5,000 characters.",
        ),
    ] {
        let body = app
            .graphql_by(&ana, UPDATE_COMMENT, json!({ "id": mine, "text": text }))
            .await;
        assert_eq!(message(&body), refusal);
    }
    for who in [&bea, &admin] {
        let body = app
            .graphql_by(
                who,
                UPDATE_COMMENT,
                json!({ "id": mine, "text": "Mine now" }),
            )
            .await;
        assert_eq!(error_code(&body), "FORBIDDEN", "{body}");
    }
    let body = app
        .graphql(UPDATE_COMMENT, json!({ "id": mine, "text": "Mine now" }))
        .await;
    assert_eq!(error_code(&body), "UNAUTHENTICATED");
    assert_eq!(
        the_comments(&app, &ana, &id, None).await[0]["text"],
        "First"
    );
}

async fn under_review_items_can_be_deleted_not_edited_and_the_report_keeps_their_words(
    app: TestApp,
) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let admin = app.admin().await;
    let id = post(&app, &ana, json!({ "text": "What was reported" })).await;
    let said = comment(&app, &ana, &id, None, "A reported comment").await;
    ok(&report(
        &app,
        &bea,
        json!({ "commentId": said, "reason": "BULLYING" }),
    )
    .await);
    ok(&report_post(&app, &bea, &id).await);

    let body = app
        .graphql_by(
            &ana,
            UPDATE_POST,
            json!({ "id": id, "input": { "text": "Nothing to see" } }),
        )
        .await;
    assert_eq!(
        (error_code(&body), message(&body)),
        (
            "FORBIDDEN",
            "This is under review and can't be edited. You can delete it."
        )
    );
    let body = app
        .graphql_by(
            &ana,
            UPDATE_COMMENT,
            json!({ "id": said, "text": "Nothing" }),
        )
        .await;
    assert_eq!(error_code(&body), "FORBIDDEN");

    assert_eq!(
        ok(&app
            .graphql_by(&ana, DELETE_COMMENT, json!({ "id": said }))
            .await)["deleteComment"],
        true
    );
    assert_eq!(
        ok(&app.graphql_by(&ana, DELETE_POST, json!({ "id": id })).await)["deletePost"],
        true
    );

    // The moderators still see what was reported, and that its author deleted it.
    let body = app.graphql_by(&admin,
        "{ adminReports(query: { first: 10 }) { items { contentType content isItemDeleted } } }",
        json!({}),
    )
    .await;
    let mut reports: Vec<(String, String, bool)> = ok(&body)["adminReports"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["contentType"].as_str().unwrap().to_owned(),
                r["content"].as_str().unwrap_or_default().to_owned(),
                r["isItemDeleted"].as_bool().unwrap(),
            )
        })
        .collect();
    reports.sort();
    assert_eq!(
        reports,
        [
            ("COMMENT".to_owned(), "A reported comment".to_owned(), true),
            ("POST".to_owned(), "What was reported".to_owned(), true),
        ]
    );
    // Nobody else reads her words any more.
    let post = the_post(&app, &admin, &id).await;
    assert_eq!(
        (post["isDeleted"].as_bool(), post["text"].as_str()),
        (Some(true), Some(""))
    );

    // A report filed after an edit shows the words as they were then.
    let later = post_with_edit(&app, &ana).await;
    ok(&report_post(&app, &bea, &later).await);
    let body = app
        .graphql_by(
            &admin,
            "{ adminReports(query: { first: 10 }) { items { postId content } } }",
            json!({}),
        )
        .await;
    let reported = ok(&body)["adminReports"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["postId"] == later)
        .unwrap()
        .clone();
    assert_eq!(reported["content"], "Edited words");
}

async fn post_with_edit(app: &TestApp, who: &Tokens) -> String {
    let id = post(app, who, json!({ "text": "Original words" })).await;
    let body = app
        .graphql_by(
            who,
            UPDATE_POST,
            json!({ "id": id, "input": { "text": "Edited words" } }),
        )
        .await;
    ok(&body);
    id
}

async fn a_deleted_post_stays_as_a_tombstone_only_for_others_comments(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let pcos = topic(&app, "PCOS").await;
    let love = crate::forum::reaction_type(&app, "Hugs").await;

    // Only her own comment under it: the post goes entirely.
    let alone = post(&app, &ana, json!({ "text": "Talking to myself" })).await;
    comment(&app, &ana, &alone, None, "Still me").await;
    ok(&app
        .graphql_by(&ana, DELETE_POST, json!({ "id": alone }))
        .await);
    let body = app.graphql_by(&ana, POST, json!({ "id": alone })).await;
    assert_eq!(error_code(&body), "NOT_FOUND");

    // Bea answered this one: it stays as a tombstone so her answer can be read.
    let photo = put_image(&app, &ana, PHOTO).await;
    let photo_url = signed_url(&app, Some(&ana), &photo).await;
    let id = post(
        &app,
        &ana,
        json!({ "title": "My story", "text": "Something personal", "links": ["https://example.org"],
                "topics": [pcos], "images": [photo.to_string()] }),
    )
    .await;
    let answer = comment(&app, &bea, &id, None, "Thank you for sharing").await;
    let toggle = "mutation($post: ID!, $type: ID!) { togglePostReaction(postId: $post, reactionTypeId: $type) { reaction { id } } }";
    ok(&app
        .graphql_by(&bea, toggle, json!({ "post": id, "type": love }))
        .await);
    ok(&app.graphql_by(&ana, DELETE_POST, json!({ "id": id })).await);

    let tombstone = the_post(&app, &bea, &id).await;
    assert_eq!(
        tombstone,
        json!({ "id": id, "title": "", "text": "", "links": [], "images": [], "topics": [],
                "owner": null, "isDeleted": true, "editedAt": null, "commentCount": 1 })
    );
    let comments = the_comments(&app, &bea, &id, None).await;
    assert_eq!(comments[0]["id"], answer);
    assert_eq!(
        download(&app, &photo_url).await.0,
        StatusCode::NOT_FOUND,
        "her photo is gone"
    );
    // Listed nowhere.
    for who in [&ana, &bea] {
        assert!(!feed_ids(&app, who).await.contains(&id));
        assert!(!topic_feed_ids(&app, who, &pcos).await.contains(&id));
    }
    assert!(ids(&ok(&app.graphql_by(&ana, MY_POSTS, json!({})).await)["myPosts"]).is_empty());
    // Nothing more is added to it, and it is not deleted twice.
    let add = app
        .graphql_by(
            &bea,
            "mutation($post: ID!) { addComment(postId: $post, text: \"Hello?\") { id } }",
            json!({ "post": id }),
        )
        .await;
    assert_eq!(message(&add), "This post has been deleted.");
    let react = app
        .graphql_by(&bea, toggle, json!({ "post": id, "type": love }))
        .await;
    assert_eq!(message(&react), "This post has been deleted.");
    let report = report_post(&app, &bea, &id).await;
    assert_eq!(message(&report), "This post has been deleted.");
    let again = app.graphql_by(&ana, DELETE_POST, json!({ "id": id })).await;
    assert_eq!(error_code(&again), "NOT_FOUND");
    let edit = app
        .graphql_by(
            &ana,
            UPDATE_POST,
            json!({ "id": id, "input": { "text": "Back" } }),
        )
        .await;
    assert_eq!(error_code(&edit), "NOT_FOUND");
    // Bea still takes her own answer back; the post's count follows.
    ok(&app
        .graphql_by(&bea, DELETE_COMMENT, json!({ "id": answer }))
        .await);
    assert_eq!(comment_count(&app, &bea, &id).await, 0);
}

async fn others_delete_nothing_but_admins_delete_anything_audited(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let admin = app.admin().await;
    let id = post(&app, &ana, json!({ "text": "Ana's post" })).await;
    let said = comment(&app, &ana, &id, None, "Ana's comment").await;
    comment(&app, &bea, &id, None, "Bea's comment").await;

    for (query, target) in [(DELETE_POST, &id), (DELETE_COMMENT, &said)] {
        let body = app.graphql_by(&bea, query, json!({ "id": target })).await;
        assert_eq!(error_code(&body), "FORBIDDEN", "{body}");
        let body = app.graphql(query, json!({ "id": target })).await;
        assert_eq!(error_code(&body), "UNAUTHENTICATED");
    }
    assert_eq!(
        the_comments(&app, &ana, &id, None).await.len(),
        2,
        "nothing went"
    );

    ok(&app
        .graphql_by(&admin, DELETE_COMMENT, json!({ "id": said }))
        .await);
    assert_eq!(the_comments(&app, &ana, &id, None).await.len(), 1);
    // An admin removes a post for good, whoever commented.
    ok(&app
        .graphql_by(&admin, DELETE_POST, json!({ "id": id }))
        .await);
    assert_eq!(
        error_code(&app.graphql_by(&ana, POST, json!({ "id": id })).await),
        "NOT_FOUND"
    );
    let actions: Vec<(String, String)> = audit_rows(&app)
        .await
        .into_iter()
        .map(|row| (row.action, row.target_id.to_string()))
        .collect();
    assert!(
        actions.contains(&("comment.delete".to_owned(), said.clone())),
        "{actions:?}"
    );
    assert!(
        actions.contains(&("post.delete".to_owned(), id.clone())),
        "{actions:?}"
    );

    // A member's own deletions are hers, not the moderators': nothing is audited.
    let own = post(&app, &bea, json!({ "text": "Bea's own" })).await;
    ok(&app
        .graphql_by(&bea, DELETE_POST, json!({ "id": own }))
        .await);
    assert!(
        audit_rows(&app)
            .await
            .iter()
            .all(|row| row.target_id.as_str() != own)
    );
}

async fn a_deleted_comment_keeps_its_replies_under_a_tombstone(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let id = post(&app, &bea, json!({ "text": "A thread" })).await;
    let parent = comment(&app, &ana, &id, None, "Something I regret").await;
    let reply = comment(&app, &bea, &id, Some(&parent), "A kind reply").await;
    let lone = comment(&app, &ana, &id, None, "A passing remark").await;
    assert_eq!(comment_count(&app, &bea, &id).await, 3);

    ok(&app
        .graphql_by(&ana, DELETE_COMMENT, json!({ "id": lone }))
        .await);
    assert_eq!(
        comment_count(&app, &bea, &id).await,
        2,
        "a comment without replies goes"
    );

    ok(&app
        .graphql_by(&ana, DELETE_COMMENT, json!({ "id": parent }))
        .await);
    let thread = the_comments(&app, &bea, &id, None).await;
    assert_eq!(
        thread,
        vec![
            json!({ "id": parent, "text": "", "isDeleted": true, "owner": null, "replyCount": 1, "editedAt": null })
        ]
    );
    let replies = the_comments(&app, &bea, &id, Some(&parent)).await;
    assert_eq!(replies[0]["text"], "A kind reply", "the reply stays");
    assert_eq!(
        comment_count(&app, &bea, &id).await,
        2,
        "the tombstone holds its place"
    );
    let body = app
        .graphql_by(&ana, DELETE_COMMENT, json!({ "id": parent }))
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND", "deleted once");

    // Once its last reply goes, the tombstone has nothing left to hold up.
    ok(&app
        .graphql_by(&bea, DELETE_COMMENT, json!({ "id": reply }))
        .await);
    assert!(the_comments(&app, &bea, &id, None).await.is_empty());
    assert_eq!(comment_count(&app, &bea, &id).await, 0);
}

async fn her_posts_and_comments_are_listed_newest_first(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let mut mine = Vec::new();
    for n in 1..=3 {
        mine.push(
            post(
                &app,
                &ana,
                json!({ "title": format!("Ana {n}"), "text": "x" }),
            )
            .await,
        );
        app.advance(chrono::Duration::seconds(1));
    }
    post(&app, &bea, json!({ "title": "Bea's", "text": "x" })).await;
    let beas = post(&app, &bea, json!({ "text": "Bea's thread" })).await;
    let first = comment(&app, &ana, &beas, None, "One").await;
    app.advance(chrono::Duration::seconds(1));
    let second = comment(&app, &ana, &beas, Some(&first), "Two").await;
    app.advance(chrono::Duration::seconds(1));
    comment(&app, &bea, &beas, None, "Bea's own").await;
    let third = comment(&app, &ana, &mine[0], None, "Three").await;
    // Her post under review is still hers to see, and marked.
    ok(&report_post(&app, &bea, &mine[1]).await);

    let page = app.graphql_by(&ana, MY_POSTS, json!({})).await;
    let page = &ok(&page)["myPosts"];
    assert_eq!(ids(page), [mine[2].clone(), mine[1].clone()]);
    assert_eq!(page["items"][1]["isShadowBanned"], true);
    assert_eq!(page["hasNextPage"], true);
    let next = app
        .graphql_by(&ana, MY_POSTS, json!({ "after": page["endCursor"] }))
        .await;
    let next = &ok(&next)["myPosts"];
    assert_eq!(
        (ids(next), next["hasNextPage"].as_bool()),
        (vec![mine[0].clone()], Some(false))
    );

    let page = app.graphql_by(&ana, MY_COMMENTS, json!({})).await;
    let page = &ok(&page)["myComments"];
    assert_eq!(ids(page), [third.clone(), second.clone()]);
    assert_eq!(page["items"][0]["postId"], mine[0]);
    let next = app
        .graphql_by(&ana, MY_COMMENTS, json!({ "after": page["endCursor"] }))
        .await;
    assert_eq!(ids(&ok(&next)["myComments"]), std::slice::from_ref(&first));

    // A deleted comment is no longer hers.
    ok(&app
        .graphql_by(&ana, DELETE_COMMENT, json!({ "id": first }))
        .await);
    let page = app.graphql_by(&ana, MY_COMMENTS, json!({})).await;
    let page = &ok(&page)["myComments"];
    let next = app
        .graphql_by(&ana, MY_COMMENTS, json!({ "after": page["endCursor"] }))
        .await;
    assert!(ids(&ok(&next)["myComments"]).is_empty());

    for query in [MY_POSTS, MY_COMMENTS] {
        assert_eq!(
            error_code(&app.graphql(query, json!({})).await),
            "UNAUTHENTICATED"
        );
    }
}

async fn the_rest_deletes_follow_the_same_rules(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let id = post(&app, &ana, json!({ "text": "Over REST" })).await;
    let said = comment(&app, &ana, &id, None, "A comment").await;
    let beas = comment(&app, &bea, &id, None, "Bea's").await;

    let comment_path = format!("/api/app/comment/{said}");
    let post_path = format!("/api/app/post/{id}");
    assert_eq!(
        delete(&app, None, &comment_path).await,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        delete(&app, Some(&bea), &comment_path).await,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        delete(&app, Some(&ana), &comment_path).await,
        StatusCode::OK
    );
    assert_eq!(
        delete(&app, Some(&ana), &comment_path).await,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        delete(&app, None, &post_path).await,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        delete(&app, Some(&bea), &post_path).await,
        StatusCode::FORBIDDEN
    );
    assert_eq!(delete(&app, Some(&ana), &post_path).await, StatusCode::OK);

    // Bea's comment keeps the post as a tombstone, in the REST shape too.
    let (status, body) = app.get_answer(&bea, &post_path).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        (
            &body["data"]["isDeleted"],
            &body["data"]["owner"],
            &body["data"]["text"]
        ),
        (&json!(true), &Value::Null, &json!(""))
    );
    let response = app
        .get_as(&bea, &format!("/api/app/comment/post/{id}"))
        .await;
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["data"][0]["_id"], beas);
}

async fn her_data_export_holds_hers_and_nothing_of_others(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let love = crate::forum::reaction_type(&app, "Hugs").await;
    let photo = put_image(&app, &ana, PHOTO).await;
    let hers = post(
        &app,
        &ana,
        json!({ "text": "Ana's own story", "images": [photo.to_string()] }),
    )
    .await;
    let beas = post(&app, &bea, json!({ "text": "Bea's private story" })).await;
    comment(&app, &bea, &hers, None, "Bea's reply to Ana").await;
    comment(&app, &ana, &beas, None, "Ana's comment to Bea").await;
    let body = app.graphql_by(&ana,
        "mutation($post: ID!, $type: ID!) { togglePostReaction(postId: $post, reactionTypeId: $type) { reaction { id } } }",
        json!({ "post": beas, "type": love }),
    )
    .await;
    let reaction = ok(&body)["togglePostReaction"]["reaction"]["id"].clone();
    ok(&app.graphql_by(&ana,
        "mutation($id: ID!) { explainReaction(reactionId: $id, explanation: \"It moved me\") { id } }",
        json!({ "id": reaction }),
    )
    .await);
    ok(&report(
        &app,
        &ana,
        json!({ "postId": beas, "reason": "FRAUD", "explanation": "Looks like an ad" }),
    )
    .await);

    assert_eq!(
        app.get("/api/app/user/export").await.status(),
        StatusCode::UNAUTHORIZED
    );
    let response = app.get_as(&ana, "/api/app/user/export").await;
    assert_eq!(response.status(), StatusCode::OK);
    let disposition = response.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        disposition.starts_with("attachment; filename=\"forum-data-"),
        "{disposition}"
    );
    let text = response.text().await.unwrap();
    let data: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(data["profile"]["email"], "ana@example.org");
    assert_eq!(data["posts"][0]["text"], "Ana's own story");
    assert_eq!(data["posts"][0]["imageFileIds"], json!([photo.to_string()]));
    assert_eq!(data["comments"][0]["text"], "Ana's comment to Bea");
    assert_eq!(data["postReactions"][0]["explanation"], "It moved me");
    assert_eq!(data["postReactions"][0]["reaction"]["name"], "Hugs");
    assert_eq!(data["reports"][0]["explanation"], "Looks like an ad");
    assert_eq!(data["files"][0]["id"], photo.to_string());
    assert!(!data["topicsOfInterest"].as_array().unwrap().is_empty());
    assert_eq!(data["notificationPreferences"]["COMMENT_ON_POST"], true);
    assert_eq!(
        data["notificationPreferences"].as_object().unwrap().len(),
        7
    );
    assert_eq!(data["blockedMembers"], json!([]));
    // Nothing of Bea's, and no secret of Ana's.
    for absent in [
        "bea@example.org",
        "Bea's private story",
        "Bea's reply to Ana",
        "$argon2",
    ] {
        assert!(!text.contains(absent), "{absent} leaked");
    }

    // Five an hour.
    for _ in 0..4 {
        assert_eq!(
            app.get_as(&ana, "/api/app/user/export").await.status(),
            StatusCode::OK
        );
    }
    assert_eq!(
        app.get_as(&ana, "/api/app/user/export").await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
    assert_eq!(
        app.get_as(&bea, "/api/app/user/export").await.status(),
        StatusCode::OK,
        "per member"
    );
}
