//! Staying in touch, safely (issue 19): notifications, search, and blocking a member. Every
//! rule is tried against the running server, on SQLite and on PostgreSQL.

use entity::notifications;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};

use crate::forum::{comment, post, topic};
use crate::helpers::{TestApp, Tokens, error_code, message, ok};
use crate::moderation::{member, report_post};

crate::on_both_databases!(
    comments_and_replies_tell_the_authors_they_answer,
    reactions_make_one_growing_notification_per_item_while_unread,
    hidden_and_restored_items_are_told_to_their_authors,
    notifications_follow_what_she_can_still_see,
    preferences_turn_kinds_off,
    marking_read_touches_only_her_own,
    read_notifications_are_purged_after_90_days,
    notification_writes_and_pages_cost_the_same_whatever_their_size,
    search_matches_every_word_by_prefix_ignoring_case_and_accents,
    search_pages_best_matches_first_without_repeats,
    search_keeps_the_feed_rules_and_follows_edits,
    search_pages_through_a_forum_larger_than_its_windows,
    blocking_hides_their_posts_collapses_their_comments_and_refuses_their_replies,
    blocking_rules,
);

const NOTIFICATIONS: &str = "query($first: Int, $after: String) {
    notifications(first: $first, after: $after) {
      items { id kind actorCount readAt createdAt post { id title } comment { id text } }
      hasNextPage endCursor } }";
const UNREAD: &str = "{ unreadNotificationCount }";
const MARK_READ: &str = "mutation($ids: [ID!]) { markNotificationsRead(ids: $ids) }";
const PREFERENCES: &str = "{ notificationPreferences { kind enabled } }";
const SET_PREFERENCE: &str = "mutation($kind: NotificationKind!, $enabled: Boolean!) {
    setNotificationPreference(kind: $kind, enabled: $enabled) { kind enabled } }";
const TOGGLE_POST: &str = "mutation($post: ID!, $type: ID!) {
    togglePostReaction(postId: $post, reactionTypeId: $type) { reaction { id } } }";
const TOGGLE_COMMENT: &str = "mutation($comment: ID!, $type: ID!) {
    toggleCommentReaction(commentId: $comment, reactionTypeId: $type) { id } }";
const SEARCH: &str = "query($query: String!, $first: Int, $after: String) {
    searchPosts(query: $query, first: $first, after: $after) {
      items { ... on Post { id title } ... on SecondOpinion { id title } } hasNextPage endCursor } }";
const BLOCK: &str = "mutation($id: ID!) { blockMember(userId: $id) }";
const UNBLOCK: &str = "mutation($id: ID!) { unblockMember(userId: $id) }";
const BLOCKED: &str = "{ blockedMembers { id username } }";
const COMMENTS: &str =
    "query($post: ID!, $parent: ID) { comments(postId: $post, parentId: $parent) {
    items { id text isFromBlockedMember replyCount owner { username } } } }";
const ALL_FEED: &str = "{ feed(filter: ALL, first: 100) { items { ... on Post { id } } } }";
const TOPIC_FEED: &str = "query($topic: ID!) { topicFeed(topicId: $topic, first: 100) {
    items { ... on Post { id } } } }";
const COMMENT: &str = "mutation($post: ID!, $parent: ID, $text: String!) {
    addComment(postId: $post, parentId: $parent, text: $text) { id } }";

/// The test clock stands still: a second passes, so what follows is newer.
fn tick(app: &TestApp) {
    app.advance(chrono::Duration::seconds(1));
}

/// Her notifications (first page of 100) as `(kind, actorCount, post id, comment id)`.
async fn inbox(app: &TestApp, who: &Tokens) -> Vec<(String, i64, String, Option<String>)> {
    let body = app
        .graphql_by(who, NOTIFICATIONS, json!({ "first": 100 }))
        .await;
    ok(&body)["notifications"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| {
            (
                n["kind"].as_str().unwrap().to_owned(),
                n["actorCount"].as_i64().unwrap(),
                n["post"]["id"].as_str().unwrap_or_default().to_owned(),
                n["comment"]["id"].as_str().map(str::to_owned),
            )
        })
        .collect()
}

async fn unread(app: &TestApp, who: &Tokens) -> i64 {
    let body = app.graphql_by(who, UNREAD, json!({})).await;
    ok(&body)["unreadNotificationCount"].as_i64().unwrap()
}

async fn mark_read(app: &TestApp, who: &Tokens, ids: Option<Vec<String>>) -> Value {
    app.graphql_by(who, MARK_READ, json!({ "ids": ids })).await
}

async fn reaction_types(app: &TestApp) -> Vec<String> {
    let body = app.graphql("{ reactionTypes { id } }", json!({})).await;
    body["data"]["reactionTypes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["id"].as_str().unwrap().to_owned())
        .collect()
}

async fn toggle_post(app: &TestApp, who: &Tokens, post: &str, kind: &str) {
    let body = app
        .graphql_by(who, TOGGLE_POST, json!({ "post": post, "type": kind }))
        .await;
    ok(&body);
}

async fn toggle_comment(app: &TestApp, who: &Tokens, comment: &str, kind: &str) {
    let body = app
        .graphql_by(
            who,
            TOGGLE_COMMENT,
            json!({ "comment": comment, "type": kind }),
        )
        .await;
    ok(&body);
}

async fn search(app: &TestApp, who: &Tokens, query: &str) -> Vec<String> {
    let body = app
        .graphql_by(who, SEARCH, json!({ "query": query, "first": 100 }))
        .await;
    titles(&ok(&body)["searchPosts"])
}

fn titles(page: &Value) -> Vec<String> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["title"].as_str().unwrap().to_owned())
        .collect()
}

fn ids(page: &Value) -> Vec<String> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|item| item["id"].as_str().map(str::to_owned))
        .collect()
}

async fn titled(app: &TestApp, who: &Tokens, title: &str, text: &str) -> String {
    post(app, who, json!({ "title": title, "text": text })).await
}

async fn comments_of(app: &TestApp, who: &Tokens, post: &str, parent: Option<&str>) -> Vec<Value> {
    let body = app
        .graphql_by(who, COMMENTS, json!({ "post": post, "parent": parent }))
        .await;
    ok(&body)["comments"]["items"].as_array().unwrap().clone()
}

async fn comments_and_replies_tell_the_authors_they_answer(app: TestApp) {
    let (ana, bea, cat) = (
        member(&app, "ana").await,
        member(&app, "bea").await,
        member(&app, "cat").await,
    );
    let hers = titled(&app, &ana, "Ana asks", "Has anyone tried this?").await;

    // A comment on her post; her own reply tells nobody but the author she answers.
    let bea_says = comment(&app, &bea, &hers, None, "Yes, it helped me").await;
    tick(&app);
    assert_eq!(
        inbox(&app, &ana).await,
        vec![(
            "COMMENT_ON_POST".into(),
            1,
            hers.clone(),
            Some(bea_says.clone())
        )]
    );
    let ana_answers = comment(&app, &ana, &hers, Some(&bea_says), "Thank you").await;
    assert_eq!(
        inbox(&app, &ana).await.len(),
        1,
        "nothing for her own reply"
    );
    assert_eq!(
        inbox(&app, &bea).await,
        vec![(
            "REPLY_TO_COMMENT".into(),
            1,
            hers.clone(),
            Some(ana_answers.clone())
        )]
    );

    // A reply to her comment on her own post: one notification, the more precise one.
    tick(&app);
    let cat_to_ana = comment(&app, &cat, &hers, Some(&ana_answers), "Same here").await;
    tick(&app);
    // A reply to someone else's comment in her thread: the thread's author hears of it too.
    let cat_to_bea = comment(&app, &cat, &hers, Some(&bea_says), "Which one?").await;
    let ana_inbox = inbox(&app, &ana).await;
    assert_eq!(
        ana_inbox,
        vec![
            (
                "COMMENT_ON_POST".into(),
                1,
                hers.clone(),
                Some(cat_to_bea.clone())
            ),
            ("REPLY_TO_COMMENT".into(), 1, hers.clone(), Some(cat_to_ana)),
            ("COMMENT_ON_POST".into(), 1, hers.clone(), Some(bea_says)),
        ]
    );
    assert_eq!(unread(&app, &ana).await, 3);
    assert_eq!(inbox(&app, &bea).await[0].3, Some(cat_to_bea));
    assert!(inbox(&app, &cat).await.is_empty());

    // Members only.
    let anonymous = app.graphql(UNREAD, json!({})).await;
    assert_eq!(error_code(&anonymous), "UNAUTHENTICATED");
    let anonymous = app.graphql(NOTIFICATIONS, json!({})).await;
    assert_eq!(error_code(&anonymous), "UNAUTHENTICATED");
}

async fn reactions_make_one_growing_notification_per_item_while_unread(app: TestApp) {
    let (ana, bea, cat, dee) = (
        member(&app, "ana").await,
        member(&app, "bea").await,
        member(&app, "cat").await,
        member(&app, "dee").await,
    );
    let types = reaction_types(&app).await;
    let hers = titled(&app, &ana, "Ana shares", "Something hard").await;

    // Her own reaction tells nobody.
    toggle_post(&app, &ana, &hers, &types[0]).await;
    assert!(inbox(&app, &ana).await.is_empty());

    // Two reactions by one member count one member; another member makes two.
    toggle_post(&app, &bea, &hers, &types[0]).await;
    toggle_post(&app, &bea, &hers, &types[1]).await;
    assert_eq!(
        inbox(&app, &ana).await,
        vec![("REACTION_ON_POST".into(), 1, hers.clone(), None)]
    );
    toggle_post(&app, &cat, &hers, &types[0]).await;
    assert_eq!(inbox(&app, &ana).await[0].1, 2);
    assert_eq!(unread(&app, &ana).await, 1);

    // Taken back within the batch: the count goes down, and the batch goes with its last.
    toggle_post(&app, &cat, &hers, &types[0]).await;
    assert_eq!(inbox(&app, &ana).await[0].1, 1);
    toggle_post(&app, &bea, &hers, &types[0]).await;
    assert_eq!(inbox(&app, &ana).await[0].1, 1, "bea still holds one");
    toggle_post(&app, &bea, &hers, &types[1]).await;
    assert!(inbox(&app, &ana).await.is_empty());
    assert_eq!(unread(&app, &ana).await, 0);

    // Once read, the next reaction starts a new batch.
    toggle_post(&app, &bea, &hers, &types[0]).await;
    assert_eq!(
        ok(&mark_read(&app, &ana, None).await)["markNotificationsRead"],
        1
    );
    tick(&app);
    toggle_post(&app, &dee, &hers, &types[0]).await;
    let list = inbox(&app, &ana).await;
    assert_eq!(list.len(), 2);
    assert_eq!((list[0].1, list[1].1), (1, 1));
    assert_eq!(unread(&app, &ana).await, 1);

    // Reactions to her comment, on someone else's post.
    tick(&app);
    let theirs = titled(&app, &bea, "Bea's question", "Any ideas?").await;
    let ana_says = comment(&app, &ana, &theirs, None, "Try resting").await;
    toggle_comment(&app, &cat, &ana_says, &types[0]).await;
    toggle_comment(&app, &dee, &ana_says, &types[0]).await;
    let list = inbox(&app, &ana).await;
    assert_eq!(
        list[0],
        (
            "REACTION_ON_COMMENT".into(),
            2,
            theirs,
            Some(ana_says.clone())
        )
    );
    toggle_comment(&app, &dee, &ana_says, &types[0]).await;
    assert_eq!(inbox(&app, &ana).await[0].1, 1);
}

async fn hidden_and_restored_items_are_told_to_their_authors(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let admin = app.admin().await;
    let hers = titled(&app, &ana, "Ana's post", "Words").await;

    // A trusted member's report hides it at once: she is told (not by whom).
    ok(&report_post(&app, &bea, &hers).await);
    assert_eq!(
        inbox(&app, &ana).await,
        vec![("CONTENT_HIDDEN".into(), 1, hers.clone(), None)]
    );

    // An admin lifts it.
    let queue = app
        .graphql_by(&admin, "{ adminReports { items { id } } }", json!({}))
        .await;
    let report_id = ok(&queue)["adminReports"]["items"][0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    tick(&app);
    let lift =
        "mutation($id: ID!, $q: Boolean!) { setReportQuarantine(id: $id, quarantined: $q) { id } }";
    ok(&app
        .graphql_by(&admin, lift, json!({ "id": report_id, "q": false }))
        .await);
    // Lifting what is already visible tells nobody again.
    ok(&app
        .graphql_by(&admin, lift, json!({ "id": report_id, "q": false }))
        .await);
    let kinds: Vec<String> = inbox(&app, &ana).await.into_iter().map(|n| n.0).collect();
    assert_eq!(kinds, vec!["CONTENT_RESTORED", "CONTENT_HIDDEN"]);

    // An admin hides her comment, and restores it.
    let theirs = titled(&app, &bea, "Bea's post", "Words").await;
    let ana_says = comment(&app, &ana, &theirs, None, "My comment").await;
    let ban = "mutation($id: ID!, $b: Boolean!) { setCommentShadowBan(id: $id, isShadowBanned: $b) { id } }";
    tick(&app);
    ok(&app
        .graphql_by(&admin, ban, json!({ "id": ana_says, "b": true }))
        .await);
    assert_eq!(
        inbox(&app, &ana).await[0],
        (
            "CONTENT_HIDDEN".into(),
            1,
            theirs.clone(),
            Some(ana_says.clone())
        )
    );
    tick(&app);
    ok(&app
        .graphql_by(&admin, ban, json!({ "id": ana_says, "b": false }))
        .await);
    assert_eq!(inbox(&app, &ana).await[0].0, "CONTENT_RESTORED");

    // The Shadow Ban Settings toggle on a post, and an admin's own post tells nobody.
    let post_ban =
        "mutation($id: ID!, $b: Boolean!) { setPostShadowBan(id: $id, isShadowBanned: $b) { id } }";
    ok(&app
        .graphql_by(&admin, post_ban, json!({ "id": theirs, "b": true }))
        .await);
    assert_eq!(inbox(&app, &bea).await[0].0, "CONTENT_HIDDEN");
    let admins = titled(&app, &admin, "Admin's post", "Words").await;
    ok(&app
        .graphql_by(&admin, post_ban, json!({ "id": admins, "b": true }))
        .await);
    assert!(inbox(&app, &admin).await.is_empty());
}

async fn notifications_follow_what_she_can_still_see(app: TestApp) {
    let (ana, bea, cat) = (
        member(&app, "ana").await,
        member(&app, "bea").await,
        member(&app, "cat").await,
    );
    let admin = app.admin().await;
    let types = reaction_types(&app).await;
    let hers = titled(&app, &ana, "Ana's post", "Words").await;
    let bea_says = comment(&app, &bea, &hers, None, "Bea's comment").await;
    let cat_says = comment(&app, &cat, &hers, None, "Cat's comment").await;
    assert_eq!(unread(&app, &ana).await, 2);

    // A comment hidden for review is no longer hers to read about.
    let ban = "mutation($id: ID!, $b: Boolean!) { setCommentShadowBan(id: $id, isShadowBanned: $b) { id } }";
    ok(&app
        .graphql_by(&admin, ban, json!({ "id": bea_says, "b": true }))
        .await);
    assert_eq!(
        inbox(&app, &ana).await,
        vec![(
            "COMMENT_ON_POST".into(),
            1,
            hers.clone(),
            Some(cat_says.clone())
        )]
    );
    assert_eq!(unread(&app, &ana).await, 1);
    ok(&app
        .graphql_by(&admin, ban, json!({ "id": bea_says, "b": false }))
        .await);
    assert_eq!(unread(&app, &ana).await, 2);

    // A member she blocks: their comment's notification leaves, and their reactions stop
    // counting (and come back with the unblock only for comments, which were never deleted).
    toggle_post(&app, &bea, &hers, &types[0]).await;
    toggle_post(&app, &cat, &hers, &types[0]).await;
    let bea_id = app.user_id(&bea).await;
    ok(&app.graphql_by(&ana, BLOCK, json!({ "id": bea_id })).await);
    let list = inbox(&app, &ana).await;
    assert!(list.iter().all(|n| n.3.as_ref() != Some(&bea_says)));
    let reactions = list.iter().find(|n| n.0 == "REACTION_ON_POST").unwrap();
    assert_eq!(reactions.1, 1, "only cat counts now");
    assert_eq!(unread(&app, &ana).await, 2);
    ok(&app.graphql_by(&ana, UNBLOCK, json!({ "id": bea_id })).await);
    assert_eq!(unread(&app, &ana).await, 3);

    // A comment deleted by its author takes its notification along (rows, not just views).
    let delete_comment = "mutation($id: ID!) { deleteComment(id: $id) }";
    ok(&app
        .graphql_by(&cat, delete_comment, json!({ "id": cat_says }))
        .await);
    assert!(
        inbox(&app, &ana)
            .await
            .iter()
            .all(|n| n.3.as_ref() != Some(&cat_says))
    );
    let db = app.db().await;
    let about_cat = notifications::Entity::find()
        .filter(notifications::Column::CommentId.eq(cat_says.as_str()))
        .all(&db)
        .await
        .unwrap();
    assert!(about_cat.is_empty());

    // Her post deleted (a tombstone, since others commented): every notification about it goes.
    let delete_post = "mutation($id: ID!) { deletePost(id: $id) }";
    ok(&app
        .graphql_by(&ana, delete_post, json!({ "id": hers }))
        .await);
    assert!(inbox(&app, &ana).await.is_empty());
    let about_post = notifications::Entity::find()
        .filter(notifications::Column::PostId.eq(hers.as_str()))
        .all(&db)
        .await
        .unwrap();
    assert!(about_post.is_empty());

    // Her account: all of hers go with it.
    let theirs = titled(&app, &bea, "Bea's post", "Words").await;
    comment(&app, &ana, &theirs, None, "Ana was here").await;
    toggle_post(&app, &ana, &theirs, &types[0]).await;
    assert_eq!(unread(&app, &bea).await, 2);
    let ana_id = app.user_id(&ana).await;
    ok(&app
        .graphql_by(&ana, "mutation { deleteAccount }", json!({}))
        .await);
    let left = notifications::Entity::find().all(&db).await.unwrap();
    assert!(left.iter().all(|n| n.recipient_id.to_string() != ana_id));
    // What bea was told of ana's comment went with ana's words, and ana's reaction no
    // longer counts: nothing of ana is left in bea's list.
    assert!(inbox(&app, &bea).await.is_empty());
    assert_eq!(unread(&app, &bea).await, 0);
}

async fn preferences_turn_kinds_off(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let types = reaction_types(&app).await;
    let body = app.graphql_by(&ana, PREFERENCES, json!({})).await;
    let all = ok(&body)["notificationPreferences"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(all.len(), 7);
    assert!(all.iter().all(|p| p["enabled"] == true));

    let body = app
        .graphql_by(
            &ana,
            SET_PREFERENCE,
            json!({ "kind": "COMMENT_ON_POST", "enabled": false }),
        )
        .await;
    let after = ok(&body)["setNotificationPreference"]
        .as_array()
        .unwrap()
        .clone();
    let off: Vec<&Value> = after.iter().filter(|p| p["enabled"] == false).collect();
    assert_eq!(off.len(), 1);
    assert_eq!(off[0]["kind"], "COMMENT_ON_POST");
    // Turning it off twice is the same.
    ok(&app
        .graphql_by(
            &ana,
            SET_PREFERENCE,
            json!({ "kind": "COMMENT_ON_POST", "enabled": false }),
        )
        .await);

    let hers = titled(&app, &ana, "Ana's post", "Words").await;
    comment(&app, &bea, &hers, None, "Hello").await;
    toggle_post(&app, &bea, &hers, &types[0]).await;
    let kinds: Vec<String> = inbox(&app, &ana).await.into_iter().map(|n| n.0).collect();
    assert_eq!(kinds, vec!["REACTION_ON_POST"]);

    // On again: the next comment is told.
    ok(&app
        .graphql_by(
            &ana,
            SET_PREFERENCE,
            json!({ "kind": "COMMENT_ON_POST", "enabled": true }),
        )
        .await);
    tick(&app);
    comment(&app, &bea, &hers, None, "Hello again").await;
    assert_eq!(inbox(&app, &ana).await[0].0, "COMMENT_ON_POST");

    let bad = app
        .graphql_by(
            &ana,
            SET_PREFERENCE,
            json!({ "kind": "EMAIL", "enabled": true }),
        )
        .await;
    assert!(!bad["errors"].is_null());
    let anonymous = app.graphql(PREFERENCES, json!({})).await;
    assert_eq!(error_code(&anonymous), "UNAUTHENTICATED");
}

async fn marking_read_touches_only_her_own(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let hers = titled(&app, &ana, "Ana's post", "Words").await;
    let theirs = titled(&app, &bea, "Bea's post", "Words").await;
    for n in 0..3 {
        tick(&app);
        comment(&app, &bea, &hers, None, &format!("Comment {n}")).await;
    }
    comment(&app, &ana, &theirs, None, "For bea").await;
    let body = app
        .graphql_by(&ana, NOTIFICATIONS, json!({ "first": 10 }))
        .await;
    let ana_ids = ids(&ok(&body)["notifications"]);
    let body = app
        .graphql_by(&bea, NOTIFICATIONS, json!({ "first": 10 }))
        .await;
    let bea_ids = ids(&ok(&body)["notifications"]);

    // Another member's ids change nothing; hers are marked once.
    assert_eq!(
        ok(&mark_read(&app, &ana, Some(bea_ids)).await)["markNotificationsRead"],
        0
    );
    assert_eq!(unread(&app, &bea).await, 1);
    let one = vec![ana_ids[0].clone()];
    assert_eq!(
        ok(&mark_read(&app, &ana, Some(one.clone())).await)["markNotificationsRead"],
        1
    );
    assert_eq!(
        ok(&mark_read(&app, &ana, Some(one)).await)["markNotificationsRead"],
        0
    );
    assert_eq!(unread(&app, &ana).await, 2);
    let body = app
        .graphql_by(&ana, NOTIFICATIONS, json!({ "first": 10 }))
        .await;
    let items = ok(&body)["notifications"]["items"]
        .as_array()
        .unwrap()
        .clone();
    assert!(!items[0]["readAt"].is_null());
    assert!(items[1]["readAt"].is_null());
    assert_eq!(
        ok(&mark_read(&app, &ana, Some(vec![])).await)["markNotificationsRead"],
        0
    );
    assert_eq!(
        ok(&mark_read(&app, &ana, None).await)["markNotificationsRead"],
        2
    );
    assert_eq!(unread(&app, &ana).await, 0);
    assert_eq!(unread(&app, &bea).await, 1);

    let many: Vec<String> = (0..101).map(|n| format!("{n:024x}")).collect();
    let too_many = mark_read(&app, &ana, Some(many)).await;
    assert_eq!(error_code(&too_many), "BAD_USER_INPUT");
    let bad = mark_read(&app, &ana, Some(vec!["nope".into()])).await;
    assert_eq!(error_code(&bad), "BAD_USER_INPUT");
    let anonymous = app.graphql(MARK_READ, json!({})).await;
    assert_eq!(error_code(&anonymous), "UNAUTHENTICATED");

    // Pages: newest first, no repeats.
    let mut seen = Vec::new();
    let mut after: Option<String> = None;
    loop {
        let body = app
            .graphql_by(&ana, NOTIFICATIONS, json!({ "first": 1, "after": after }))
            .await;
        let page = &ok(&body)["notifications"];
        seen.extend(ids(page));
        if page["hasNextPage"] != true {
            break;
        }
        after = page["endCursor"].as_str().map(str::to_owned);
    }
    assert_eq!(seen, ana_ids);
}

async fn read_notifications_are_purged_after_90_days(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let hers = titled(&app, &ana, "Ana's post", "Words").await;
    comment(&app, &bea, &hers, None, "Old news").await;
    tick(&app);
    comment(&app, &bea, &hers, None, "Still unread").await;
    let body = app
        .graphql_by(&ana, NOTIFICATIONS, json!({ "first": 10 }))
        .await;
    let oldest = ids(&ok(&body)["notifications"])[1].clone();
    ok(&mark_read(&app, &ana, Some(vec![oldest])).await);

    app.advance(chrono::Duration::days(89));
    app.state.scheduler.run_due().await;
    let ana = crate::forum::sign_in(&app, "ana").await;
    assert_eq!(inbox(&app, &ana).await.len(), 2);
    app.advance(chrono::Duration::days(2));
    app.state.scheduler.run_due().await;
    let ana = crate::forum::sign_in(&app, "ana").await;
    let left = inbox(&app, &ana).await;
    assert_eq!(left.len(), 1, "the unread one stays");
    assert_eq!(unread(&app, &ana).await, 1);
}

async fn notification_writes_and_pages_cost_the_same_whatever_their_size(app: TestApp) {
    let ana = member(&app, "ana").await;
    let types = reaction_types(&app).await;
    let mut others = Vec::new();
    for n in 0..12 {
        others.push(member(&app, &format!("m{n}")).await);
    }
    let quiet = titled(&app, &ana, "Quiet", "Words").await;
    let busy = titled(&app, &ana, "Busy", "Words").await;
    let parent_busy = comment(&app, &ana, &busy, None, "Her comment").await;
    let parent_quiet = comment(&app, &ana, &quiet, None, "Her comment").await;
    for (n, other) in others.iter().enumerate().take(10) {
        comment(
            &app,
            other,
            &busy,
            Some(&parent_busy),
            &format!("Reply {n}"),
        )
        .await;
        toggle_post(&app, other, &busy, &types[0]).await;
    }
    let last = &others[11];
    let reply = |post: String, parent: String| {
        let app = &app;
        async move {
            app.graphql_as(
                &last.access,
                COMMENT,
                json!({ "post": post, "parent": parent, "text": "One more" }),
            )
            .await
        }
    };
    let (on_quiet, body) = app
        .statements_during(reply(quiet.clone(), parent_quiet.clone()))
        .await;
    ok(&body);
    let (on_busy, body) = app
        .statements_during(reply(busy.clone(), parent_busy.clone()))
        .await;
    ok(&body);
    assert_eq!(on_quiet, on_busy, "a reply costs the same in any thread");

    let kind = types[0].clone();
    let toggle = |post: String| {
        let (app, kind) = (&app, kind.clone());
        async move {
            app.graphql_as(
                &last.access,
                TOGGLE_POST,
                json!({ "post": post, "type": kind }),
            )
            .await
        }
    };
    let (first_in_batch, body) = app.statements_during(toggle(quiet.clone())).await;
    ok(&body);
    let (eleventh_in_batch, body) = app.statements_during(toggle(busy.clone())).await;
    ok(&body);
    assert_eq!(
        first_in_batch, eleventh_in_batch,
        "a reaction costs the same in any batch"
    );
    let (taken_back, body) = app.statements_during(toggle(busy.clone())).await;
    ok(&body);
    assert!(taken_back <= eleventh_in_batch);

    // Her list: 3 items or 20, the same statements.
    let page = |first: u64| {
        let app = &app;
        let ana = &ana;
        async move {
            app.graphql_as(
                &ana.access,
                "query($first: Int) { notifications(first: $first) { items { kind actorCount
                   post { id title owner { username } topics { title } reactions { count } }
                   comment { id text owner { username } replyCount reactions { count } } } } }",
                json!({ "first": first }),
            )
            .await
        }
    };
    let (short, body) = app.statements_during(page(3)).await;
    assert_eq!(
        ok(&body)["notifications"]["items"]
            .as_array()
            .unwrap()
            .len(),
        3
    );
    let (long, body) = app.statements_during(page(20)).await;
    assert!(
        ok(&body)["notifications"]["items"]
            .as_array()
            .unwrap()
            .len()
            >= 12
    );
    assert_eq!(
        short, long,
        "a page of notifications costs the same at any length"
    );
}

async fn search_matches_every_word_by_prefix_ignoring_case_and_accents(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let admin = app.admin().await;
    titled(&app, &ana, "Endometriosis and pain", "Living with it").await;
    titled(
        &app,
        &bea,
        "Diet questions",
        "Does diet help ENDOMETRIOSIS?",
    )
    .await;
    titled(&app, &bea, "Pain relief", "Heat packs work for me").await;
    titled(&app, &ana, "Café au lait spots", "Crème brûlée cravings").await;
    let save = "mutation($input: SecondOpinionInput!) { saveSecondOpinion(input: $input) { id } }";
    ok(&app
        .graphql_by(
            &admin,
            save,
            json!({ "input": { "title": "Endometriosis explained", "text": "What a specialist says",
                           "author": "Dr Gray" } }),
        )
        .await);

    let mut endo = search(&app, &ana, "endo").await;
    endo.sort();
    assert_eq!(
        endo,
        vec![
            "Diet questions",
            "Endometriosis and pain",
            "Endometriosis explained"
        ]
    );
    assert_eq!(
        search(&app, &ana, "ENDO pain").await,
        vec!["Endometriosis and pain"]
    );
    assert_eq!(
        search(&app, &bea, "pain endo").await,
        vec!["Endometriosis and pain"]
    );
    assert_eq!(search(&app, &ana, "cafe").await, vec!["Café au lait spots"]);
    assert_eq!(
        search(&app, &ana, "CRÈME brulee").await,
        vec!["Café au lait spots"]
    );
    assert!(search(&app, &ana, "endo xyzzy").await.is_empty());
    // Search syntax is only text.
    assert!(search(&app, &ana, "\"endo\" OR NOT * :").await.len() <= 3);
    assert!(search(&app, &ana, "  ").await.is_empty());
    assert!(search(&app, &ana, "*** ???").await.is_empty());
    let long = app
        .graphql_by(&ana, SEARCH, json!({ "query": "a".repeat(201) }))
        .await;
    assert_eq!(error_code(&long), "BAD_USER_INPUT");
    let anonymous = app.graphql(SEARCH, json!({ "query": "endo" })).await;
    assert_eq!(error_code(&anonymous), "UNAUTHENTICATED");
}

async fn search_pages_best_matches_first_without_repeats(app: TestApp) {
    let ana = member(&app, "ana").await;
    // Oldest first: the title matches come first anyway.
    for (title, text) in [
        ("Fatigue all day", "nothing else"),
        ("Tired", "fatigue is constant"),
        ("Fatigue and iron", "low ferritin"),
        ("Sleep", "fatigued after work"),
        ("Unrelated", "nothing here"),
    ] {
        tick(&app);
        titled(&app, &ana, title, text).await;
    }
    let all = search(&app, &ana, "fatig").await;
    assert_eq!(
        all,
        vec!["Fatigue and iron", "Fatigue all day", "Sleep", "Tired"]
    );

    let mut seen = Vec::new();
    let mut after: Option<String> = None;
    loop {
        let body = app
            .graphql_by(
                &ana,
                SEARCH,
                json!({ "query": "fatig", "first": 1, "after": after }),
            )
            .await;
        let page = &ok(&body)["searchPosts"];
        seen.extend(titles(page));
        if page["hasNextPage"] != true {
            break;
        }
        after = page["endCursor"].as_str().map(str::to_owned);
    }
    assert_eq!(seen, all);
    let bad = app
        .graphql_by(&ana, SEARCH, json!({ "query": "fatig", "after": "nope" }))
        .await;
    assert_eq!(error_code(&bad), "BAD_USER_INPUT");
}

/// PostgreSQL reads the newest 2,000 rows in date order before it reads on or asks its index:
/// at 2,600 posts a common word's pages cross from one to the other, and a word only the
/// oldest posts hold is found through the index; SQLite streams its own index. Either way,
/// paging finds exactly the matching posts, each once, title matches first, newest first.
async fn search_pages_through_a_forum_larger_than_its_windows(app: TestApp) {
    let output = app.forum(&[
        "seed-demo",
        "--members",
        "8",
        "--posts",
        "2600",
        "--comments-per-post",
        "0",
        "--seed",
        "5",
    ]);
    assert!(output.status.success(), "{output:?}");
    let ana = member(&app, "ana").await;
    let word = "pain";
    let has = |text: &str| {
        text.to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| w.starts_with(word))
    };
    let db = app.db().await;
    let visible: Vec<entity::posts::Model> = entity::posts::Entity::find()
        .filter(entity::posts::Column::IsShadowBanned.eq(false))
        .filter(entity::posts::Column::DeletedAt.is_null())
        .all(&db)
        .await
        .unwrap();
    let in_title: std::collections::HashSet<String> = visible
        .iter()
        .filter(|p| has(&p.title))
        .map(|p| p.id.to_string())
        .collect();
    let expected: std::collections::HashSet<String> = visible
        .iter()
        .filter(|p| has(&p.title) || has(&p.text))
        .map(|p| p.id.to_string())
        .collect();
    assert!(in_title.len() > 20 && expected.len() > in_title.len() + 20);

    let mut seen = Vec::new();
    let mut after: Option<String> = None;
    loop {
        let body = app
            .graphql_by(
                &ana,
                SEARCH,
                json!({ "query": word, "first": 50, "after": after }),
            )
            .await;
        let page = &ok(&body)["searchPosts"];
        seen.extend(ids(page));
        if page["hasNextPage"] != true {
            break;
        }
        after = page["endCursor"].as_str().map(str::to_owned);
    }
    let resources: std::collections::HashSet<String> = entity::resources::Entity::find()
        .all(&db)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.id.to_string())
        .collect();
    let posts: Vec<&String> = seen.iter().filter(|id| !resources.contains(*id)).collect();
    let unique: std::collections::HashSet<&String> = posts.iter().copied().collect();
    assert_eq!(unique.len(), posts.len(), "a post came twice");
    assert_eq!(
        unique,
        expected.iter().collect(),
        "the search and the posts holding the word differ"
    );
    let first_rest = posts.iter().position(|id| !in_title.contains(*id)).unwrap();
    assert!(posts[first_rest..].iter().all(|id| !in_title.contains(*id)));

    let mut oldest = visible.clone();
    oldest.sort_by_key(|p| (p.created_at, p.id.clone()));
    for (n, old) in oldest.iter().take(5).enumerate() {
        entity::posts::Entity::update_many()
            .col_expr(
                entity::posts::Column::Title,
                sea_orm::sea_query::Expr::value(format!("Quixotic {n}")),
            )
            .filter(entity::posts::Column::Id.eq(old.id.clone()))
            .exec(&db)
            .await
            .unwrap();
    }
    assert_eq!(
        search(&app, &ana, "quixot").await,
        vec![
            "Quixotic 4",
            "Quixotic 3",
            "Quixotic 2",
            "Quixotic 1",
            "Quixotic 0"
        ]
    );
}

async fn search_keeps_the_feed_rules_and_follows_edits(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let hidden = titled(&app, &ana, "Thyroid worries", "hidden one").await;
    titled(&app, &bea, "Thyroid tests", "visible one").await;
    ok(&report_post(&app, &bea, &hidden).await);
    assert_eq!(search(&app, &bea, "thyroid").await, vec!["Thyroid tests"]);
    let mut owner_sees = search(&app, &ana, "thyroid").await;
    owner_sees.sort();
    assert_eq!(owner_sees, vec!["Thyroid tests", "Thyroid worries"]);

    // Edited words are found, the old ones no longer.
    let edited = titled(&app, &bea, "Before the edit", "oldword").await;
    let update =
        "mutation($id: ID!, $input: PostEditInput!) { updatePost(id: $id, input: $input) { id } }";
    ok(&app
        .graphql_by(
            &bea,
            update,
            json!({ "id": edited, "input": { "title": "After the edit", "text": "newword" } }),
        )
        .await);
    assert!(search(&app, &ana, "oldword").await.is_empty());
    assert_eq!(search(&app, &ana, "newword").await, vec!["After the edit"]);

    // Deleted: gone, tombstone or not.
    let commented = titled(&app, &bea, "Tombstone words", "gone soon").await;
    comment(
        &app,
        &ana,
        &commented,
        None,
        "A comment keeps it as a tombstone",
    )
    .await;
    let delete_post = "mutation($id: ID!) { deletePost(id: $id) }";
    ok(&app
        .graphql_by(&bea, delete_post, json!({ "id": commented }))
        .await);
    ok(&app
        .graphql_by(&bea, delete_post, json!({ "id": edited }))
        .await);
    assert!(search(&app, &ana, "tombstone").await.is_empty());
    assert!(search(&app, &ana, "newword").await.is_empty());
}

async fn blocking_hides_their_posts_collapses_their_comments_and_refuses_their_replies(
    app: TestApp,
) {
    let (ana, bea, cat) = (
        member(&app, "ana").await,
        member(&app, "bea").await,
        member(&app, "cat").await,
    );
    let types = reaction_types(&app).await;
    let pcos = topic(&app, "PCOS").await;
    let bea_post = post(
        &app,
        &bea,
        json!({ "title": "Bea on PCOS", "text": "zucchini diet", "topics": [pcos] }),
    )
    .await;
    let ana_post = titled(&app, &ana, "Ana's post", "Words").await;
    let cat_post = titled(&app, &cat, "Cat's post", "Words").await;
    let bea_on_cat = comment(&app, &bea, &cat_post, None, "Bea's words").await;
    let reply_under = comment(&app, &cat, &cat_post, Some(&bea_on_cat), "Cat answers bea").await;
    let ana_on_cat = comment(&app, &ana, &cat_post, None, "Ana's words").await;

    let bea_id = app.user_id(&bea).await;
    ok(&app.graphql_by(&ana, BLOCK, json!({ "id": bea_id })).await);

    // Her lists and search no longer hold bea's posts.
    let feed = app.graphql_by(&ana, ALL_FEED, json!({})).await;
    assert!(!ids(&ok(&feed)["feed"]).contains(&bea_post));
    let topic_feed = app
        .graphql_by(&ana, TOPIC_FEED, json!({ "topic": pcos }))
        .await;
    assert!(ids(&ok(&topic_feed)["topicFeed"]).is_empty());
    assert!(search(&app, &ana, "zucchini").await.is_empty());

    // Bea's comment collapses for her; its reply stays.
    let thread = comments_of(&app, &ana, &cat_post, None).await;
    let collapsed = thread
        .iter()
        .find(|c| c["id"] == bea_on_cat.as_str())
        .unwrap();
    assert_eq!(collapsed["text"], "You blocked this member");
    assert_eq!(collapsed["isFromBlockedMember"], true);
    assert_eq!(collapsed["replyCount"], 1);
    let replies = comments_of(&app, &ana, &cat_post, Some(&bea_on_cat)).await;
    assert_eq!(replies[0]["id"], reply_under.as_str());
    assert_eq!(replies[0]["text"], "Cat answers bea");
    // Nobody else sees a difference.
    let for_cat = comments_of(&app, &cat, &cat_post, None).await;
    let seen = for_cat
        .iter()
        .find(|c| c["id"] == bea_on_cat.as_str())
        .unwrap();
    assert_eq!(seen["text"], "Bea's words");
    assert_eq!(seen["isFromBlockedMember"], false);

    // Bea can no longer answer her: not on her post, not under her comment elsewhere.
    let on_post = app
        .graphql_by(&bea, COMMENT, json!({ "post": ana_post, "text": "Hi" }))
        .await;
    assert_eq!(error_code(&on_post), "FORBIDDEN");
    assert_eq!(message(&on_post), "You can't reply here.");
    let under_comment = app
        .graphql_by(
            &bea,
            COMMENT,
            json!({ "post": cat_post, "parent": ana_on_cat, "text": "Hi" }),
        )
        .await;
    assert_eq!(error_code(&under_comment), "FORBIDDEN");
    assert_eq!(message(&under_comment), "You can't reply here.");
    // …nor tell her anything by reacting.
    toggle_post(&app, &bea, &ana_post, &types[0]).await;
    assert!(inbox(&app, &ana).await.is_empty());

    // Nothing tells bea: she still sees ana's post and may comment elsewhere.
    let bea_feed = app.graphql_by(&bea, ALL_FEED, json!({})).await;
    assert!(ids(&ok(&bea_feed)["feed"]).contains(&ana_post));
    comment(&app, &bea, &cat_post, None, "Still here").await;

    // Ana still answers bea if she wants to.
    comment(&app, &ana, &bea_post, None, "Ana to bea").await;

    let body = app.graphql_by(&ana, BLOCKED, json!({})).await;
    assert_eq!(ok(&body)["blockedMembers"][0]["id"], bea_id.as_str());

    // Unblocked: all back.
    ok(&app.graphql_by(&ana, UNBLOCK, json!({ "id": bea_id })).await);
    assert_eq!(search(&app, &ana, "zucchini").await, vec!["Bea on PCOS"]);
    let thread = comments_of(&app, &ana, &cat_post, None).await;
    let back = thread
        .iter()
        .find(|c| c["id"] == bea_on_cat.as_str())
        .unwrap();
    assert_eq!(back["text"], "Bea's words");
    comment(&app, &bea, &ana_post, None, "Hello again").await;
    let body = app.graphql_by(&ana, BLOCKED, json!({})).await;
    assert!(ok(&body)["blockedMembers"].as_array().unwrap().is_empty());
}

async fn blocking_rules(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let admin = app.admin().await;
    let (ana_id, bea_id, admin_id) = (
        app.user_id(&ana).await,
        app.user_id(&bea).await,
        app.user_id(&admin).await,
    );

    let herself = app.graphql_by(&ana, BLOCK, json!({ "id": ana_id })).await;
    assert_eq!(error_code(&herself), "BAD_USER_INPUT");
    let moderator = app.graphql_by(&ana, BLOCK, json!({ "id": admin_id })).await;
    assert_eq!(error_code(&moderator), "FORBIDDEN");
    let nobody = app
        .graphql_by(&ana, BLOCK, json!({ "id": "0000000000000000deadbeef" }))
        .await;
    assert_eq!(error_code(&nobody), "NOT_FOUND");
    let malformed = app.graphql_by(&ana, BLOCK, json!({ "id": "nope" })).await;
    assert_eq!(error_code(&malformed), "BAD_USER_INPUT");
    for query in [BLOCK, UNBLOCK] {
        let anonymous = app.graphql(query, json!({ "id": bea_id })).await;
        assert_eq!(error_code(&anonymous), "UNAUTHENTICATED");
    }
    let anonymous = app.graphql(BLOCKED, json!({})).await;
    assert_eq!(error_code(&anonymous), "UNAUTHENTICATED");

    // Twice is once; unblocking someone never blocked is fine.
    for _ in 0..2 {
        assert_eq!(
            ok(&app.graphql_by(&ana, BLOCK, json!({ "id": bea_id })).await)["blockMember"],
            true
        );
    }
    let body = app.graphql_by(&ana, BLOCKED, json!({})).await;
    assert_eq!(ok(&body)["blockedMembers"].as_array().unwrap().len(), 1);
    assert_eq!(
        ok(&app.graphql_by(&bea, UNBLOCK, json!({ "id": ana_id })).await)["unblockMember"],
        true
    );
    // Her block is hers: bea's list is empty, and bea cannot undo it.
    let body = app.graphql_by(&bea, BLOCKED, json!({})).await;
    assert!(ok(&body)["blockedMembers"].as_array().unwrap().is_empty());
    let body = app.graphql_by(&ana, BLOCKED, json!({})).await;
    assert_eq!(ok(&body)["blockedMembers"].as_array().unwrap().len(), 1);

    // An admin may block a member too (and the admin's lists follow the same rule).
    ok(&app.graphql_by(&admin, BLOCK, json!({ "id": bea_id })).await);
    let bea_post = titled(&app, &bea, "Hidden from the admin's feed", "Words").await;
    let feed = app.graphql_by(&admin, ALL_FEED, json!({})).await;
    assert!(!ids(&ok(&feed)["feed"]).contains(&bea_post));
}
