//! Following and saving posts, and "new since your last visit" (issue 36 §2). Every rule is
//! tried against the running server, on SQLite and on PostgreSQL.

use entity::{feed_visits, post_follows, saved_posts};
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};

use crate::forum::{comment, post, sign_in, topic};
use crate::helpers::{TestApp, Tokens, error_code, ok};
use crate::moderation::{member, report_post};

crate::on_both_databases!(
    she_follows_her_posts_and_those_she_commented_on_and_hears_of_new_comments_in_one_batch,
    unfollowing_stops_the_notifications_until_she_follows_again,
    follow_notifications_respect_blocks_mutes_and_quarantine,
    saving_keeps_a_private_list_newest_saved_first,
    the_export_holds_her_saves_and_follows_and_erasure_removes_them,
    the_feed_marks_what_is_new_since_her_last_visit,
);

const NOTIFICATIONS: &str = "{ notifications(first: 100) {
    items { kind actorCount post { id } comment { id } } } }";
const FOLLOW: &str = "mutation($id: ID!) { followPost(postId: $id) { id followedByMe } }";
const UNFOLLOW: &str = "mutation($id: ID!) { unfollowPost(postId: $id) { id followedByMe } }";
const SAVE: &str = "mutation($id: ID!) { savePost(postId: $id) { id savedByMe } }";
const UNSAVE: &str = "mutation($id: ID!) { unsavePost(postId: $id) { id savedByMe } }";
const POST_FLAGS: &str = "query($id: ID!) { post(id: $id) { followedByMe savedByMe } }";
const SAVED: &str =
    "query($first: Int, $after: String) { savedPosts(first: $first, after: $after) {
    items { id title savedByMe } hasNextPage endCursor } }";
const FOLLOWED_KIND: &str = "COMMENT_ON_FOLLOWED_POST";

fn tick(app: &TestApp) {
    app.advance(chrono::Duration::seconds(1));
}

async fn titled(app: &TestApp, who: &Tokens, title: &str) -> String {
    post(app, who, json!({ "title": title, "text": "Words" })).await
}

/// Her notifications as `(kind, actorCount, post id, comment id)`, newest first.
async fn inbox(app: &TestApp, who: &Tokens) -> Vec<(String, i64, String, Option<String>)> {
    let body = app.graphql_by(who, NOTIFICATIONS, json!({})).await;
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

/// Her follow batches only.
async fn followed(app: &TestApp, who: &Tokens) -> Vec<(i64, String, Option<String>)> {
    inbox(app, who)
        .await
        .into_iter()
        .filter(|n| n.0 == FOLLOWED_KIND)
        .map(|n| (n.1, n.2, n.3))
        .collect()
}

async fn flags(app: &TestApp, who: &Tokens, post: &str) -> (bool, bool) {
    let body = app.graphql_by(who, POST_FLAGS, json!({ "id": post })).await;
    let post = &ok(&body)["post"];
    (
        post["followedByMe"].as_bool().unwrap(),
        post["savedByMe"].as_bool().unwrap(),
    )
}

async fn saved_titles(app: &TestApp, who: &Tokens) -> Vec<String> {
    let body = app.graphql_by(who, SAVED, json!({ "first": 100 })).await;
    ok(&body)["savedPosts"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["title"].as_str().unwrap().to_owned())
        .collect()
}

async fn she_follows_her_posts_and_those_she_commented_on_and_hears_of_new_comments_in_one_batch(
    app: TestApp,
) {
    let (ana, bea, cat, dee) = (
        member(&app, "ana").await,
        member(&app, "bea").await,
        member(&app, "cat").await,
        member(&app, "dee").await,
    );
    let hers = titled(&app, &ana, "Ana asks").await;
    assert_eq!(
        flags(&app, &ana, &hers).await,
        (true, false),
        "her own post"
    );
    assert_eq!(flags(&app, &bea, &hers).await, (false, false));

    // Bea comments: she follows the post now. Her own comment tells her nothing.
    let bea_says = comment(&app, &bea, &hers, None, "Me too").await;
    assert!(flags(&app, &bea, &hers).await.0);
    assert!(inbox(&app, &bea).await.is_empty());

    // Cat comments: Bea hears of it (landing on Cat's comment); Ana, the author, is told once,
    // as COMMENT_ON_POST, never as a follower too.
    tick(&app);
    let cat_says = comment(&app, &cat, &hers, None, "Has it changed?").await;
    assert_eq!(
        followed(&app, &bea).await,
        vec![(1, hers.clone(), Some(cat_says.clone()))]
    );
    let kinds: Vec<String> = inbox(&app, &ana).await.into_iter().map(|n| n.0).collect();
    assert_eq!(kinds, vec!["COMMENT_ON_POST", "COMMENT_ON_POST"]);

    // More comments grow the same batch: distinct members, Cat twice counts once.
    tick(&app);
    comment(&app, &dee, &hers, None, "Same for me").await;
    tick(&app);
    comment(&app, &cat, &hers, None, "One more thing").await;
    assert_eq!(
        followed(&app, &bea).await,
        vec![(2, hers.clone(), Some(cat_says.clone()))]
    );
    // Cat and Dee follow it too now, and each hears of the others.
    assert_eq!(followed(&app, &dee).await[0].0, 1, "Cat's second comment");
    assert_eq!(followed(&app, &cat).await[0].0, 1, "Dee's comment");

    // A reply to Bea's comment is told to her once, as a reply, and leaves her batch as it was.
    tick(&app);
    comment(&app, &dee, &hers, Some(&bea_says), "Answering Bea").await;
    let bea_inbox = inbox(&app, &bea).await;
    assert_eq!(bea_inbox[0].0, "REPLY_TO_COMMENT");
    assert_eq!(bea_inbox.len(), 2);
    assert_eq!(followed(&app, &bea).await[0].0, 2);

    // Once read, the next comment opens a new batch.
    ok(&app
        .graphql_by(&bea, "mutation { markNotificationsRead }", json!({}))
        .await);
    tick(&app);
    let dee_again = comment(&app, &dee, &hers, None, "Update").await;
    assert_eq!(
        followed(&app, &bea).await,
        vec![
            (1, hers.clone(), Some(dee_again)),
            (2, hers.clone(), Some(cat_says))
        ]
    );

    // She may follow a post she never commented on.
    let eve = member(&app, "eve").await;
    let body = app.graphql_by(&eve, FOLLOW, json!({ "id": hers })).await;
    assert_eq!(ok(&body)["followPost"]["followedByMe"], true);
    tick(&app);
    comment(&app, &cat, &hers, None, "Cat again").await;
    assert_eq!(followed(&app, &eve).await.len(), 1);

    // Members only; a post she cannot see cannot be followed.
    let anonymous = app.graphql(FOLLOW, json!({ "id": hers })).await;
    assert_eq!(error_code(&anonymous), "UNAUTHENTICATED");
    let body = app
        .graphql_by(&eve, FOLLOW, json!({ "id": "0000000000000000deadbeef" }))
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND");
}

async fn unfollowing_stops_the_notifications_until_she_follows_again(app: TestApp) {
    let (ana, bea, cat) = (
        member(&app, "ana").await,
        member(&app, "bea").await,
        member(&app, "cat").await,
    );
    let hers = titled(&app, &ana, "Ana asks").await;
    comment(&app, &bea, &hers, None, "Bea's word").await;
    let body = app.graphql_by(&bea, UNFOLLOW, json!({ "id": hers })).await;
    assert_eq!(ok(&body)["unfollowPost"]["followedByMe"], false);

    tick(&app);
    comment(&app, &cat, &hers, None, "Cat's word").await;
    assert!(followed(&app, &bea).await.is_empty());

    // Commenting again does not follow it again behind her back.
    comment(&app, &bea, &hers, None, "Bea again").await;
    assert!(!flags(&app, &bea, &hers).await.0);
    tick(&app);
    comment(&app, &cat, &hers, None, "Cat again").await;
    assert!(followed(&app, &bea).await.is_empty());

    // Following again (twice is once) brings the next ones.
    ok(&app.graphql_by(&bea, FOLLOW, json!({ "id": hers })).await);
    ok(&app.graphql_by(&bea, FOLLOW, json!({ "id": hers })).await);
    tick(&app);
    let cat_third = comment(&app, &cat, &hers, None, "Cat a third time").await;
    assert_eq!(
        followed(&app, &bea).await,
        vec![(1, hers.clone(), Some(cat_third))]
    );

    // The author may unfollow her own post: she is still told as its author (a kind of its
    // own, which she turns off in her settings).
    ok(&app.graphql_by(&ana, UNFOLLOW, json!({ "id": hers })).await);
    assert!(!flags(&app, &ana, &hers).await.0);
}

async fn follow_notifications_respect_blocks_mutes_and_quarantine(app: TestApp) {
    let (ana, bea, cat, dee) = (
        member(&app, "ana").await,
        member(&app, "bea").await,
        member(&app, "cat").await,
        member(&app, "dee").await,
    );
    let admin = app.admin().await;
    let hers = titled(&app, &ana, "Ana asks").await;
    comment(&app, &bea, &hers, None, "Following now").await;

    // Bea blocked Cat: Cat's comments tell her nothing.
    let cat_id = app.user_id(&cat).await;
    ok(&app
        .graphql_by(
            &bea,
            "mutation($id: ID!) { blockMember(userId: $id) }",
            json!({ "id": cat_id }),
        )
        .await);
    tick(&app);
    comment(&app, &cat, &hers, None, "Cat's word").await;
    assert!(followed(&app, &bea).await.is_empty());

    // A member's comment written under a shadow ban is quarantined: nobody is told.
    let dee_id = app.user_id(&dee).await;
    ok(&app.graphql_by(&admin,
        "mutation($id: ID!) { actOnMember(id: $id, action: SHADOW_BAN, reason: \"Spam\") { id } }",
        json!({ "id": dee_id }),
    )
    .await);
    tick(&app);
    comment(&app, &dee, &hers, None, "Buy my pills").await;
    assert!(followed(&app, &bea).await.is_empty());

    // She turned the kind off: nothing.
    let eve = member(&app, "eve").await;
    let set = "mutation($k: NotificationKind!, $e: Boolean!) {
        setNotificationPreference(kind: $k, enabled: $e) { kind enabled } }";
    ok(&app
        .graphql_by(&bea, set, json!({ "k": FOLLOWED_KIND, "e": false }))
        .await);
    tick(&app);
    comment(&app, &eve, &hers, None, "Eve's word").await;
    assert!(followed(&app, &bea).await.is_empty());
    ok(&app
        .graphql_by(&bea, set, json!({ "k": FOLLOWED_KIND, "e": true }))
        .await);
    tick(&app);
    comment(&app, &eve, &hers, None, "Eve again").await;
    assert_eq!(followed(&app, &bea).await[0].0, 1);

    // A post in a topic she muted tells her nothing.
    let fay = member(&app, "fay").await;
    let menopause = topic(&app, "Menopause").await;
    let topical = post(
        &app,
        &ana,
        json!({ "title": "Topical", "text": "Words", "topics": [menopause] }),
    )
    .await;
    comment(&app, &fay, &topical, None, "Fay follows").await;
    ok(&app
        .graphql_by(
            &fay,
            "mutation($t: ID!) { muteTopic(id: $t) }",
            json!({ "t": menopause }),
        )
        .await);
    tick(&app);
    comment(&app, &eve, &topical, None, "Eve on the topic").await;
    assert!(followed(&app, &fay).await.is_empty());

    // The post is hidden for review: what she was told is out of her list.
    assert_eq!(followed(&app, &bea).await.len(), 1);
    let gia = member(&app, "gia").await;
    ok(&report_post(&app, &gia, &hers).await);
    assert!(followed(&app, &bea).await.is_empty());
}

async fn saving_keeps_a_private_list_newest_saved_first(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let admin = app.admin().await;
    let first = titled(&app, &bea, "First").await;
    let second = titled(&app, &bea, "Second").await;
    let third = titled(&app, &ana, "Her own").await;

    // Newest saved first, whatever the posts' own order; saving twice keeps the first save.
    for id in [&second, &first, &third] {
        let body = app.graphql_by(&ana, SAVE, json!({ "id": id })).await;
        assert_eq!(ok(&body)["savePost"]["savedByMe"], true);
        tick(&app);
    }
    ok(&app.graphql_by(&ana, SAVE, json!({ "id": second })).await);
    assert_eq!(
        saved_titles(&app, &ana).await,
        vec!["Her own", "First", "Second"]
    );
    assert_eq!(flags(&app, &ana, &first).await, (false, true));

    // Paged by cursor.
    let page = app.graphql_by(&ana, SAVED, json!({ "first": 2 })).await;
    let page = &ok(&page)["savedPosts"];
    assert_eq!(page["hasNextPage"], true);
    let rest = app
        .graphql_by(
            &ana,
            SAVED,
            json!({ "first": 2, "after": page["endCursor"] }),
        )
        .await;
    let rest = &ok(&rest)["savedPosts"];
    assert_eq!(rest["items"][0]["title"], "Second");
    assert_eq!(rest["hasNextPage"], false);

    // Hers alone: another member, and an admin, read their own lists and see her saves nowhere.
    assert!(saved_titles(&app, &bea).await.is_empty());
    assert!(saved_titles(&app, &admin).await.is_empty());
    assert!(!flags(&app, &admin, &first).await.1);
    assert!(!flags(&app, &bea, &first).await.1);
    let anonymous = app.graphql(SAVED, json!({})).await;
    assert_eq!(error_code(&anonymous), "UNAUTHENTICATED");
    // No field takes another member's id to read her saves.
    let schema = app
        .graphql(
            "{ __schema { queryType { fields { name args { name } } } } }",
            json!({}),
        )
        .await;
    let saved_field = schema["data"]["__schema"]["queryType"]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == "savedPosts")
        .unwrap()
        .clone();
    let args: Vec<&str> = saved_field["args"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["name"].as_str().unwrap())
        .collect();
    assert_eq!(args, vec!["first", "after"]);

    // Unsave.
    let body = app.graphql_by(&ana, UNSAVE, json!({ "id": first })).await;
    assert_eq!(ok(&body)["unsavePost"]["savedByMe"], false);
    assert_eq!(saved_titles(&app, &ana).await, vec!["Her own", "Second"]);

    // What she may no longer see drops out: a post hidden for review, a member she blocked.
    ok(&report_post(&app, &admin, &second).await);
    assert_eq!(saved_titles(&app, &ana).await, vec!["Her own"]);
    ok(&app.graphql_by(&admin, SAVE, json!({ "id": third })).await);
    let cat = member(&app, "cat").await;
    let bea_id = app.user_id(&bea).await;
    ok(&app.graphql_by(&cat, SAVE, json!({ "id": first })).await);
    ok(&app
        .graphql_by(
            &cat,
            "mutation($id: ID!) { blockMember(userId: $id) }",
            json!({ "id": bea_id }),
        )
        .await);
    assert!(saved_titles(&app, &cat).await.is_empty());
    assert_eq!(saved_titles(&app, &admin).await, vec!["Her own"]);

    // An unknown post cannot be saved.
    let body = app
        .graphql_by(&ana, SAVE, json!({ "id": "0000000000000000deadbeef" }))
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND");
}

async fn the_export_holds_her_saves_and_follows_and_erasure_removes_them(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let hers = titled(&app, &bea, "Bea asks").await;
    comment(&app, &ana, &hers, None, "Ana answers").await;
    ok(&app.graphql_by(&ana, SAVE, json!({ "id": hers })).await);
    ok(&app
        .graphql_by(&ana, "mutation { markFeedSeen }", json!({}))
        .await);

    let response = app.get_as(&ana, "/api/app/user/export").await;
    assert_eq!(response.status(), StatusCode::OK);
    let data: Value = serde_json::from_str(&response.text().await.unwrap()).unwrap();
    assert_eq!(data["savedPosts"][0]["postId"], hers);
    assert_eq!(data["savedPosts"][0]["title"], "Bea asks");
    assert_eq!(data["followedPosts"][0]["postId"], hers);
    assert_eq!(data["followedPosts"][0]["following"], true);
    assert!(data["feedVisit"]["seenAt"].is_string());
    // Nothing of Bea's choices.
    assert_eq!(data["followedPosts"].as_array().unwrap().len(), 1);

    let ana_id = common::Id::parse("id", &app.user_id(&ana).await).unwrap();
    let db = app.db().await;
    let deleted = app
        .graphql_by(&ana, "mutation { deleteAccount }", json!({}))
        .await;
    assert_eq!(ok(&deleted)["deleteAccount"], true);
    let follows = post_follows::Entity::find()
        .filter(post_follows::Column::UserId.eq(ana_id.clone()))
        .count(&db)
        .await
        .unwrap();
    let saves = saved_posts::Entity::find()
        .filter(saved_posts::Column::UserId.eq(ana_id.clone()))
        .count(&db)
        .await
        .unwrap();
    let visits = feed_visits::Entity::find_by_id(ana_id)
        .count(&db)
        .await
        .unwrap();
    assert_eq!((follows, saves, visits), (0, 0, 0));

    // A removed post takes others' follows and saves with it (Bea erases her account).
    ok(&app
        .graphql_by(&bea, "mutation { deleteAccount }", json!({}))
        .await);
    assert_eq!(post_follows::Entity::find().count(&db).await.unwrap(), 0);
}

async fn the_feed_marks_what_is_new_since_her_last_visit(app: TestApp) {
    let ana = member(&app, "ana").await;
    member(&app, "bea").await;
    const SEEN: &str = "mutation { markFeedSeen }";
    const LAST: &str = "{ feedLastVisit }";

    // Her first visit: no mark.
    assert!(ok(&app.graphql_by(&ana, LAST, json!({})).await)["feedLastVisit"].is_null());
    assert!(ok(&app.graphql_by(&ana, SEEN, json!({})).await)["markFeedSeen"].is_null());
    let first_seen = app.viewer(&ana).await.now();

    // Within the same visit (back from a post ten minutes later), still none.
    app.advance(chrono::Duration::minutes(10));
    assert!(ok(&app.graphql_by(&ana, SEEN, json!({})).await)["markFeedSeen"].is_null());
    let visit_end = first_seen + chrono::Duration::minutes(10);

    // The next visit, an hour on: the mark is where the last visit ended, and stays there
    // while this visit lasts.
    app.advance(chrono::Duration::hours(1));
    let (ana, bea) = (sign_in(&app, "ana").await, sign_in(&app, "bea").await);
    let mark = |body: &Value, field: &str| {
        chrono::DateTime::parse_from_rfc3339(ok(body)[field].as_str().unwrap())
            .unwrap()
            .with_timezone(&chrono::Utc)
    };
    assert_eq!(
        mark(
            &app.graphql_by(&ana, LAST, json!({})).await,
            "feedLastVisit"
        ),
        visit_end
    );
    assert_eq!(
        mark(&app.graphql_by(&ana, SEEN, json!({})).await, "markFeedSeen"),
        visit_end
    );
    app.advance(chrono::Duration::minutes(5));
    assert_eq!(
        mark(&app.graphql_by(&ana, SEEN, json!({})).await, "markFeedSeen"),
        visit_end
    );

    // Each member her own; members only.
    assert!(ok(&app.graphql_by(&bea, LAST, json!({})).await)["feedLastVisit"].is_null());
    assert_eq!(
        error_code(&app.graphql(SEEN, json!({})).await),
        "UNAUTHENTICATED"
    );
}
