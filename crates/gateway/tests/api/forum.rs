//! The forum core over GraphQL: posts, the feed, comments, reactions and "why I reacted".

use std::collections::HashSet;

use chrono::Duration;
use reqwest::StatusCode;
use sea_orm::{ConnectionTrait, DbBackend, Statement, TransactionTrait};
use serde_json::{Value, json};

use crate::helpers::{TestApp, Tokens, error_code, field, message};
use crate::uploads::{PHOTO, put_image};

crate::on_both_databases!(
    posts_follow_the_creation_rules,
    the_feed_filters_and_pages_without_gaps_or_repeats,
    quarantined_posts_and_comments_are_hidden_from_others,
    reactions_toggle_and_others_see_the_counts,
    the_explanation_is_asked_after_me_too_always_and_otherwise_once_a_day,
    comment_counts_stay_right_under_concurrent_replies,
    a_feed_page_and_a_post_page_cost_a_constant_number_of_statements,
    the_statements_of_a_feed_page_and_a_post_page_read_through_indexes,
    a_list_reads_its_posts_relations_in_one_statement_as_each_post_shows_them,
    a_feed_page_with_no_topic_left_to_read_still_pages_its_second_opinions,
    a_thread_reads_its_comments_relations_in_one_statement_as_each_comment_shows_them,
    requests_that_find_no_popular_ranking_wait_for_the_one_being_made,
    two_servers_on_one_database_serve_the_ranking_the_job_wrote,
    topic_search_matches_titles_case_insensitively,
    the_cleanup_search_for_abandoned_replies_reads_its_own_index,
);

pub const PASSWORD: &str = "Quiet-Meadow-42";

const CREATE: &str = "mutation($input: NewPostInput!) { createPost(input: $input) {
    id title text images links topics { title } owner { id username } commentCount isResource } }";

pub const FEED: &str = "query($filter: FeedFilter!, $first: Int, $after: String) {
    feed(filter: $filter, first: $first, after: $after) {
      items { __typename
        ... on Post { id title owner { username profileColour } topics { title } images links
                      reactions { count reactedByMe reactionType { name emoji } } commentCount isResource }
        ... on SecondOpinion { id title isResource topics { title } } }
      hasNextPage endCursor } }";

const POST: &str = "query($id: ID!) { post(id: $id) { id title text commentCount isShadowBanned
    owner { username } topics { title } images links
    reactions { count reactedByMe reactionType { name } } } }";

const COMMENTS: &str = "query($post: ID!, $parent: ID, $after: String) {
    comments(postId: $post, parentId: $parent, after: $after) {
      items { id text isReply parentId replyCount isShadowBanned isDeleted owner { username }
              reactions { count reactedByMe reactionType { name } } }
      hasNextPage endCursor } }";

const COMMENT: &str = "mutation($post: ID!, $parent: ID, $text: String!) {
    addComment(postId: $post, parentId: $parent, text: $text) { id isReply parentId text } }";

const TOGGLE: &str = "mutation($post: ID!, $type: ID!) { togglePostReaction(postId: $post, reactionTypeId: $type) {
    post { reactions { count reactedByMe reactionType { name } } } reaction { id reactionType { name } } } }";

pub async fn member(app: &TestApp, name: &str) -> Tokens {
    app.register(&format!("{name}@example.org"), PASSWORD).await
}

/// Signs in again (after the clock moved past the access token's life).
pub async fn sign_in(app: &TestApp, name: &str) -> Tokens {
    let response = app.login(&format!("{name}@example.org"), PASSWORD).await;
    Tokens::from_body(&response.json().await.unwrap())
}

/// Topic ids by title.
pub async fn topic(app: &TestApp, title: &str) -> String {
    let body = app.graphql("{ topics { id title } }", json!({})).await;
    body["data"]["topics"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["title"] == title)
        .unwrap_or_else(|| panic!("no topic {title}"))["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

pub async fn reaction_type(app: &TestApp, name: &str) -> String {
    let body = app
        .graphql("{ reactionTypes { id name } }", json!({}))
        .await;
    body["data"]["reactionTypes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == name)
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// Creates a post and answers its id.
pub async fn post(app: &TestApp, tokens: &Tokens, input: Value) -> String {
    let body = app
        .graphql_as(&tokens.access, CREATE, json!({ "input": input }))
        .await;
    body["data"]["createPost"]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("post created: {body}"))
        .to_owned()
}

pub async fn comment(
    app: &TestApp,
    tokens: &Tokens,
    post: &str,
    parent: Option<&str>,
    text: &str,
) -> String {
    let body = app
        .graphql_as(
            &tokens.access,
            COMMENT,
            json!({ "post": post, "parent": parent, "text": text }),
        )
        .await;
    body["data"]["addComment"]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("comment added: {body}"))
        .to_owned()
}

async fn feed(app: &TestApp, tokens: &Tokens, filter: &str, after: Option<&str>) -> Value {
    let body = app
        .graphql_as(
            &tokens.access,
            FEED,
            json!({ "filter": filter, "first": 5, "after": after }),
        )
        .await;
    assert!(body["errors"].is_null(), "{body}");
    body["data"]["feed"].clone()
}

fn titles(page: &Value) -> Vec<String> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["title"].as_str().unwrap().to_owned())
        .collect()
}

/// `tokens`' holder mutes `topic`.
pub async fn mute_topic(app: &TestApp, tokens: &Tokens, topic: &str) {
    let muted = app
        .graphql_as(
            &tokens.access,
            "mutation($t: ID!) { muteTopic(id: $t) }",
            json!({ "t": topic }),
        )
        .await;
    assert_eq!(muted["data"]["muteTopic"], true, "{muted}");
}

pub async fn set_interests(app: &TestApp, tokens: &Tokens, topics: &[&str]) {
    let body = app
        .graphql_as(
            &tokens.access,
            "mutation($input: ProfileInput!) { updateProfile(input: $input) { id } }",
            json!({ "input": { "topicsOfInterest": topics } }),
        )
        .await;
    assert!(body["errors"].is_null(), "{body}");
}

async fn posts_follow_the_creation_rules(app: TestApp) {
    let ana = member(&app, "ana").await;
    let pcos = topic(&app, "PCOS").await;
    let create = |input: Value| {
        let app = &app;
        let ana = &ana;
        async move {
            app.graphql_as(&ana.access, CREATE, json!({ "input": input }))
                .await
        }
    };

    let refusals = [
        (
            json!({ "title": "Only a title" }),
            "text",
            "Please add some text, an image or a link.",
        ),
        (
            json!({ "title": "t".repeat(201), "text": "x" }),
            "title",
            "Titles can be at most 200 characters.",
        ),
        (
            json!({ "text": "x".repeat(10_001) }),
            "text",
            "Posts can be at most 10,000 characters.",
        ),
        (
            json!({ "links": ["javascript:alert(1)"] }),
            "links",
            "Links must start with http:// or https://.",
        ),
        (
            json!({ "links": (0..6).map(|i| format!("https://example.org/{i}")).collect::<Vec<_>>() }),
            "links",
            "A post can have at most 5 links.",
        ),
        (
            json!({ "text": "x", "topics": ["65a1b2c3d4e5f60718293a4b"] }),
            "topics",
            "Please choose topics from the list.",
        ),
        (
            json!({ "text": "x", "images": ["65a1b2c3d4e5f60718293a4b"] }),
            "images",
            "That image could not be found. Please upload it again.",
        ),
    ];
    for (input, expected_field, expected) in refusals {
        let body = create(input.clone()).await;
        assert_eq!(message(&body), expected, "{input}");
        assert_eq!(field(&body), expected_field, "{input}");
        assert_eq!(error_code(&body), "BAD_USER_INPUT");
    }
    // Someone else's upload is not hers to post.
    let bea = member(&app, "bea").await;
    let beas_photo = put_image(&app, &bea, PHOTO).await;
    let body = create(json!({ "text": "x", "images": [beas_photo.to_string()] })).await;
    assert_eq!(
        message(&body),
        "That image could not be found. Please upload it again."
    );
    // Anonymous visitors cannot post at all.
    let body = app
        .graphql(CREATE, json!({ "input": { "text": "hello" } }))
        .await;
    assert_eq!(error_code(&body), "UNAUTHENTICATED");
    assert!(
        app.db()
            .await
            .query_one_raw(sea_orm::Statement::from_string(
                app.db().await.get_database_backend(),
                "SELECT id FROM posts"
            ))
            .await
            .unwrap()
            .is_none()
    );

    // A post with only an image, link or text is fine; the owner is always the token's.
    let photo = put_image(&app, &ana, PHOTO).await;
    let body = create(json!({
        "title": "  Finally a diagnosis  ",
        "text": "After six years I was told it is PCOS.",
        "images": [photo.to_string()],
        "links": [" https://example.org/pcos "],
        "topics": [pcos, pcos],
    }))
    .await;
    let created = &body["data"]["createPost"];
    assert_eq!(created["title"], "Finally a diagnosis", "{body}");
    assert_eq!(created["links"], json!(["https://example.org/pcos"]));
    assert_eq!(created["images"], json!([photo.to_string()]));
    assert_eq!(created["topics"], json!([{ "title": "PCOS" }]));
    assert_eq!(created["commentCount"], 0);
    assert_eq!(created["isResource"], false);
    let me = app
        .graphql_as(&ana.access, "{ me { id } }", json!({}))
        .await;
    assert_eq!(created["owner"]["id"], me["data"]["me"]["id"]);
    let only_link = create(json!({ "links": ["http://example.org"] })).await;
    assert!(only_link["errors"].is_null(), "{only_link}");
}

async fn the_feed_filters_and_pages_without_gaps_or_repeats(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let (pcos, meno, endo) = (
        topic(&app, "PCOS").await,
        topic(&app, "Menopause").await,
        topic(&app, "Endometriosis").await,
    );
    set_interests(&app, &ana, &[&pcos, &meno]).await;
    // Twelve posts, spread over three topics (one carries two of them).
    let mut expected_all = Vec::new();
    for i in 0..12 {
        let topics = match i % 3 {
            0 => json!([pcos]),
            1 => json!([meno, pcos]),
            _ => json!([endo]),
        };
        post(
            &app,
            &bea,
            json!({ "title": format!("post {i}"), "text": "x", "topics": topics }),
        )
        .await;
        expected_all.insert(0, format!("post {i}"));
        app.advance(Duration::seconds(1));
    }

    // All: newest first, in pages of 5; posts added meanwhile neither shift nor repeat.
    let first = feed(&app, &ana, "ALL", None).await;
    assert_eq!(titles(&first), expected_all[..5]);
    assert_eq!(first["hasNextPage"], true);
    post(&app, &bea, json!({ "title": "late post", "text": "x" })).await;
    let mut seen = titles(&first);
    let mut after = first["endCursor"].as_str().unwrap().to_owned();
    loop {
        let page = feed(&app, &ana, "ALL", Some(&after)).await;
        seen.extend(titles(&page));
        if page["hasNextPage"] == false {
            break;
        }
        after = page["endCursor"].as_str().unwrap().to_owned();
    }
    assert_eq!(seen, expected_all);

    // Interests: only her topics (PCOS, Menopause), each post once though it has both.
    let mut interests = Vec::new();
    let mut after: Option<String> = None;
    loop {
        let page = feed(&app, &ana, "INTERESTS", after.as_deref()).await;
        interests.extend(titles(&page));
        if page["hasNextPage"] == false {
            break;
        }
        after = page["endCursor"].as_str().map(str::to_owned);
    }
    let expected: Vec<String> = (0..12)
        .rev()
        .filter(|i| i % 3 != 2)
        .map(|i| format!("post {i}"))
        .collect();
    assert_eq!(interests, expected);

    // Popular: posts in the topics with activity in the last 30 days.
    let popular = feed(&app, &ana, "POPULAR", None).await;
    assert_eq!(popular["items"].as_array().unwrap().len(), 5);
    app.advance(Duration::days(31));
    let ana = sign_in(&app, "ana").await;
    let quiet = feed(&app, &ana, "POPULAR", None).await;
    assert_eq!(quiet["items"], json!([]));
    assert_eq!(quiet["hasNextPage"], false);

    // A bad cursor is the client's mistake.
    let body = app
        .graphql_as(
            &ana.access,
            FEED,
            json!({ "filter": "ALL", "after": "nope" }),
        )
        .await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT");
    // Members only.
    let body = app.graphql(FEED, json!({ "filter": "ALL" })).await;
    assert_eq!(error_code(&body), "UNAUTHENTICATED");
}

async fn quarantine(app: &TestApp, table: &str, id: &str) {
    let db = app.db().await;
    db.execute_unprepared(&format!(
        "UPDATE {table} SET is_shadow_banned = true WHERE id = '{id}'"
    ))
    .await
    .unwrap();
}

async fn quarantined_posts_and_comments_are_hidden_from_others(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let admin = app.admin().await;
    let pcos = topic(&app, "PCOS").await;
    let hidden = post(
        &app,
        &ana,
        json!({ "title": "hidden", "text": "x", "topics": [pcos] }),
    )
    .await;
    app.advance(Duration::seconds(1));
    let shown = post(
        &app,
        &ana,
        json!({ "title": "shown", "text": "x", "topics": [pcos] }),
    )
    .await;
    let reported = comment(&app, &ana, &shown, None, "reported words").await;
    let reply = comment(&app, &bea, &shown, Some(&reported), "a kind reply").await;
    quarantine(&app, "posts", &hidden).await;
    quarantine(&app, "comments", &reported).await;

    // Others: the post is in no list and its link says it is under review.
    let feed_titles = titles(&feed(&app, &bea, "ALL", None).await);
    assert_eq!(feed_titles, ["shown"]);
    let topic_page = app
        .graphql_as(
            &bea.access,
            "query($t: ID!) { topicFeed(topicId: $t) { items { ... on Post { title } } } }",
            json!({ "t": pcos }),
        )
        .await;
    assert_eq!(
        topic_page["data"]["topicFeed"]["items"],
        json!([{ "title": "shown" }])
    );
    let opened = app
        .graphql_as(&bea.access, POST, json!({ "id": hidden }))
        .await;
    assert_eq!(error_code(&opened), "NOT_FOUND");
    assert_eq!(
        message(&opened),
        "This post has been reported and is currently under review."
    );
    let body = app
        .graphql_as(
            &bea.access,
            COMMENT,
            json!({ "post": hidden, "text": "hi" }),
        )
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND");
    // The comment shows the placeholder; its reply stays visible.
    let thread = app
        .graphql_as(&bea.access, COMMENTS, json!({ "post": shown }))
        .await;
    let item = &thread["data"]["comments"]["items"][0];
    assert_eq!(
        item["text"],
        "This comment has been reported and is currently being investigated."
    );
    assert_eq!(item["isShadowBanned"], true);
    assert_eq!(item["replyCount"], 1);
    let replies = app
        .graphql_as(
            &bea.access,
            COMMENTS,
            json!({ "post": shown, "parent": reported }),
        )
        .await;
    assert_eq!(replies["data"]["comments"]["items"][0]["id"], reply);
    assert_eq!(
        replies["data"]["comments"]["items"][0]["text"],
        "a kind reply"
    );

    // The owner and admins see everything as it is.
    for viewer in [&ana, &admin] {
        let titles = titles(&feed(&app, viewer, "ALL", None).await);
        assert_eq!(titles, ["shown", "hidden"]);
        let opened = app
            .graphql_as(&viewer.access, POST, json!({ "id": hidden }))
            .await;
        assert_eq!(opened["data"]["post"]["isShadowBanned"], true);
        let thread = app
            .graphql_as(&viewer.access, COMMENTS, json!({ "post": shown }))
            .await;
        assert_eq!(
            thread["data"]["comments"]["items"][0]["text"],
            "reported words"
        );
    }
}

fn tally<'a>(reactions: &'a Value, name: &str) -> &'a Value {
    reactions
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["reactionType"]["name"] == name)
        .unwrap()
}

async fn reactions_toggle_and_others_see_the_counts(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let id = post(
        &app,
        &ana,
        json!({ "text": "Does anyone else get migraines before a period?" }),
    )
    .await;
    let (me_too, hugs) = (
        reaction_type(&app, "Me Too").await,
        reaction_type(&app, "Hugs").await,
    );
    let toggle = |tokens: &Tokens, kind: &str| {
        let vars = json!({ "post": id, "type": kind });
        let access = tokens.access.clone();
        let app = &app;
        async move { app.graphql_as(&access, TOGGLE, vars).await }
    };

    // Several different reactions per member.
    let added = toggle(&bea, &me_too).await;
    assert_eq!(
        added["data"]["togglePostReaction"]["reaction"]["reactionType"]["name"],
        "Me Too"
    );
    toggle(&bea, &hugs).await;
    toggle(&ana, &me_too).await;
    let seen = app.graphql_as(&ana.access, POST, json!({ "id": id })).await;
    let reactions = &seen["data"]["post"]["reactions"];
    assert_eq!(
        reactions.as_array().unwrap().len(),
        7,
        "every type is listed"
    );
    assert_eq!(tally(reactions, "Me Too")["count"], 2);
    assert_eq!(tally(reactions, "Me Too")["reactedByMe"], true);
    assert_eq!(tally(reactions, "Hugs")["count"], 1);
    assert_eq!(tally(reactions, "Hugs")["reactedByMe"], false);

    // Tapping one she holds removes it, and only hers.
    let removed = toggle(&bea, &me_too).await;
    let toggled = &removed["data"]["togglePostReaction"];
    assert!(toggled["reaction"].is_null());
    assert_eq!(tally(&toggled["post"]["reactions"], "Me Too")["count"], 1);
    assert_eq!(
        tally(&toggled["post"]["reactions"], "Me Too")["reactedByMe"],
        false
    );
    assert_eq!(
        tally(&toggled["post"]["reactions"], "Hugs")["reactedByMe"],
        true
    );

    // Comment reactions toggle the same way.
    let c = comment(&app, &bea, &id, None, "Yes, every month.").await;
    let toggle_comment =
        "mutation($c: ID!, $t: ID!) { toggleCommentReaction(commentId: $c, reactionTypeId: $t) {
        reactions { count reactedByMe reactionType { name } } } }";
    let on = app
        .graphql_as(&ana.access, toggle_comment, json!({ "c": c, "t": hugs }))
        .await;
    let reactions = &on["data"]["toggleCommentReaction"]["reactions"];
    assert_eq!(tally(reactions, "Hugs")["count"], 1, "{on}");
    assert_eq!(tally(reactions, "Hugs")["reactedByMe"], true);
    let off = app
        .graphql_as(&ana.access, toggle_comment, json!({ "c": c, "t": hugs }))
        .await;
    assert_eq!(
        tally(&off["data"]["toggleCommentReaction"]["reactions"], "Hugs")["count"],
        0
    );

    // An unknown reaction type is the client's mistake.
    let body = toggle(&ana, "65a1b2c3d4e5f60718293a4b").await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT");
}

const TO_EXPLAIN: &str = "{ reactionToExplain { id reactionType { name } explanation } }";
const EXPLAIN: &str = "mutation($id: ID!, $text: String!) { explainReaction(reactionId: $id, explanation: $text) { id explanation } }";

async fn the_explanation_is_asked_after_me_too_always_and_otherwise_once_a_day(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let first = post(&app, &ana, json!({ "text": "Hot flushes at 41?" })).await;
    let second = post(&app, &ana, json!({ "text": "HRT questions" })).await;
    let (me_too, hugs, love) = (
        reaction_type(&app, "Me Too").await,
        reaction_type(&app, "Hugs").await,
        reaction_type(&app, "Sending Love").await,
    );
    let react = |post: &str, kind: &str| {
        let vars = json!({ "post": post, "type": kind });
        let access = bea.access.clone();
        let app = &app;
        async move {
            let body = app.graphql_as(&access, TOGGLE, vars).await;
            body["data"]["togglePostReaction"]["reaction"]["id"]
                .as_str()
                .map(str::to_owned)
        }
    };
    let asked = || async {
        app.graphql_as(&bea.access, TO_EXPLAIN, json!({})).await["data"]["reactionToExplain"]
            .clone()
    };

    assert!(asked().await.is_null(), "nothing to explain yet");
    // Another reaction: asked once, then not again that day.
    let hug = react(&first, &hugs).await.unwrap();
    assert_eq!(asked().await["id"], hug);
    app.advance(Duration::minutes(1));
    react(&second, &love).await.unwrap();
    assert!(asked().await.is_null());
    // Me Too: always asked.
    app.advance(Duration::minutes(1));
    let me_too_id = react(&first, &me_too).await.unwrap();
    assert_eq!(asked().await["id"], me_too_id);
    assert_eq!(asked().await["id"], me_too_id);

    // Only her own reaction takes her explanation; an explained one is not asked again.
    let body = app
        .graphql_as(
            &ana.access,
            EXPLAIN,
            json!({ "id": me_too_id, "text": "hijack" }),
        )
        .await;
    assert_eq!(error_code(&body), "FORBIDDEN");
    let body = app
        .graphql_as(
            &bea.access,
            EXPLAIN,
            json!({ "id": me_too_id, "text": "  " }),
        )
        .await;
    assert_eq!(message(&body), "Please tell us why you reacted.");
    let body = app
        .graphql_as(
            &bea.access,
            EXPLAIN,
            json!({ "id": me_too_id, "text": "x".repeat(1001) }),
        )
        .await;
    assert_eq!(
        message(&body),
        "Explanations can be at most 1,000 characters."
    );
    let body = app
        .graphql_as(
            &bea.access,
            EXPLAIN,
            json!({ "id": me_too_id, "text": "Mine started at 40." }),
        )
        .await;
    assert_eq!(
        body["data"]["explainReaction"]["explanation"],
        "Mine started at 40."
    );
    assert!(asked().await.is_null());

    // A day later another reaction is asked about again.
    app.advance(Duration::days(1));
    let bea = sign_in(&app, "bea").await;
    let body = app
        .graphql_as(&bea.access, TOGGLE, json!({ "post": second, "type": hugs }))
        .await;
    let later = &body["data"]["togglePostReaction"]["reaction"]["id"];
    let asked = app.graphql_as(&bea.access, TO_EXPLAIN, json!({})).await;
    assert_eq!(&asked["data"]["reactionToExplain"]["id"], later);
}

async fn comment_counts_stay_right_under_concurrent_replies(app: TestApp) {
    let ana = member(&app, "ana").await;
    let id = post(
        &app,
        &ana,
        json!({ "text": "Endo surgery next week, any advice?" }),
    )
    .await;
    let root = comment(&app, &ana, &id, None, "Thank you all in advance").await;
    let mut members = Vec::new();
    for i in 0..4 {
        members.push(member(&app, &format!("m{i}")).await);
    }
    let writes = (0..20).map(|i| {
        let tokens = &members[i % members.len()];
        let parent = (i % 2 == 0).then_some(root.as_str());
        let app = &app;
        let id = &id;
        async move { comment(app, tokens, id, parent, &format!("reply {i}")).await }
    });
    let ids: HashSet<String> = futures_util::future::join_all(writes)
        .await
        .into_iter()
        .collect();
    assert_eq!(ids.len(), 20);
    let body = app.graphql_as(&ana.access, POST, json!({ "id": id })).await;
    assert_eq!(body["data"]["post"]["commentCount"], 21);
    let top = app
        .graphql_as(&ana.access, COMMENTS, json!({ "post": id }))
        .await;
    let items = top["data"]["comments"]["items"].as_array().unwrap();
    assert_eq!(items.len(), 11);
    let root_item = items.iter().find(|c| c["id"] == root.as_str()).unwrap();
    assert_eq!(root_item["replyCount"], 10);

    // Replies at any depth, each counted once.
    let mut parent = root.clone();
    for depth in 0..4 {
        parent = comment(&app, &ana, &id, Some(&parent), &format!("depth {depth}")).await;
    }
    let deepest = app
        .graphql_as(
            &ana.access,
            COMMENTS,
            json!({ "post": id, "parent": parent }),
        )
        .await;
    assert_eq!(deepest["data"]["comments"]["items"], json!([]));
    let body = app.graphql_as(&ana.access, POST, json!({ "id": id })).await;
    assert_eq!(body["data"]["post"]["commentCount"], 25);

    // A reply must answer a comment of the same post; empty comments are refused.
    let other = post(&app, &ana, json!({ "text": "another" })).await;
    let body = app
        .graphql_as(
            &ana.access,
            COMMENT,
            json!({ "post": other, "parent": root, "text": "x" }),
        )
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND");
    let body = app
        .graphql_as(
            &ana.access,
            COMMENT,
            json!({ "post": other, "text": "   " }),
        )
        .await;
    assert_eq!(message(&body), "Please write a comment.");
}

/// The post page's two requests: the post, and its thread.
const POST_PAGE: [&str; 2] = [
    "query($id: ID!) { post(id: $id) { id title owner { username } topics { title } images links
        commentCount reactions { count reactedByMe reactionType { emoji } } } }",
    "query($id: ID!) { comments(postId: $id, first: 100) { items { id text replyCount
        owner { username profileColour } reactions { count reactedByMe reactionType { emoji } } }
        hasNextPage } }",
];

async fn a_feed_page_and_a_post_page_cost_a_constant_number_of_statements(app: TestApp) {
    let ana = member(&app, "ana").await;
    let (pcos, meno) = (topic(&app, "PCOS").await, topic(&app, "Menopause").await);
    set_interests(&app, &ana, &[&pcos, &meno]).await;
    let hugs = reaction_type(&app, "Hugs").await;
    let mut authors = Vec::new();
    for i in 0..5 {
        authors.push(member(&app, &format!("author{i}")).await);
    }
    let target = post(&app, &ana, json!({ "text": "the post page" })).await;
    let mut measured = Vec::new();
    let count = || async {
        app.graphql_as(
            &ana.access,
            "{ feed(filter: ALL, first: 100) { items { __typename } } }",
            json!({}),
        )
        .await["data"]["feed"]["items"]
            .as_array()
            .unwrap()
            .len()
    };
    // Thirty rows of the feed's whole selection is about what a member's allowance buys on the
    // Interests feed (its cost counts a page per topic).
    for size in [5usize, 30] {
        while count().await < size + 1 {
            let n = count().await;
            let author = &authors[n % authors.len()];
            let id = post(
                &app,
                author,
                json!({ "title": format!("p{n}"), "text": "x", "topics": [pcos, meno] }),
            )
            .await;
            app.graphql_as(&ana.access, TOGGLE, json!({ "post": id, "type": hugs }))
                .await;
            comment(&app, author, &target, None, "a comment").await;
        }
        let mut counts = Vec::new();
        for filter in ["ALL", "INTERESTS"] {
            let vars = json!({ "filter": filter, "first": size });
            let (statements, body) = app
                .statements_during(app.graphql_as(&ana.access, FEED, vars))
                .await;
            assert_eq!(
                body["data"]["feed"]["items"].as_array().unwrap().len(),
                size,
                "{body}"
            );
            counts.push(statements);
        }
        for query in POST_PAGE {
            let (statements, body) = app
                .statements_during(app.graphql_as(&ana.access, query, json!({ "id": target })))
                .await;
            assert!(body["errors"].is_null(), "{body}");
            counts.push(statements);
        }
        measured.push(counts);
    }
    assert_eq!(
        measured[0], measured[1],
        "statements per page at 5 and at 30 items"
    );
}

/// The tables a page reads that grow with the forum; the others (topics, reaction types)
/// hold a few dozen rows.
const GROWING: [&str; 11] = [
    "posts",
    "post_topics",
    "post_images",
    "post_reactions",
    "comments",
    "comment_reactions",
    "resources",
    "resource_topics",
    "sessions",
    "users",
    "member_blocks",
];

/// The plan of `statement` as text. On PostgreSQL with sequential scans discouraged, so the
/// plan shows whether an index can serve it, whatever a tiny test table would make cheaper.
async fn plan_of(app: &TestApp, statement: &Statement) -> String {
    let db = &app.state.db;
    let explain = |prefix: &str| Statement {
        sql: format!("{prefix} {}", statement.sql),
        ..statement.clone()
    };
    let rows = match db.get_database_backend() {
        DbBackend::Postgres => {
            // Only to scope the planner setting; nothing is written.
            #[allow(clippy::disallowed_methods)]
            let txn = db.begin().await.unwrap();
            txn.execute_unprepared("SET LOCAL enable_seqscan = off")
                .await
                .unwrap();
            txn.query_all_raw(explain("EXPLAIN")).await.unwrap()
        }
        _ => db
            .query_all_raw(explain("EXPLAIN QUERY PLAN"))
            .await
            .unwrap(),
    };
    rows.iter()
        .map(|row| {
            row.try_get_by_index::<String>(0)
                .or_else(|_| row.try_get_by("detail"))
                .unwrap()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The hourly search for replies never attached to their parent runs inside a job's write
/// transaction, so it must not walk every comment by date (5 s at a million posts, with the
/// write lock held): it reads the partial index that holds only abandoned replies.
async fn the_cleanup_search_for_abandoned_replies_reads_its_own_index(app: TestApp) {
    let ana = member(&app, "ana").await;
    let target = post(&app, &ana, json!({ "text": "a post" })).await;
    comment(&app, &ana, &target, None, "a comment").await;
    app.state.statements.start_recording();
    ::forum::service::comments::remove_unattached_replies(&app.state.db, chrono::Utc::now())
        .await
        .unwrap();
    let statements = app.state.statements.take_recorded();
    let search = statements
        .iter()
        .find(|s| s.sql.starts_with("SELECT") && s.sql.contains("is_reply"))
        .unwrap_or_else(|| panic!("no search for abandoned replies in {statements:#?}"));
    let plan = plan_of(&app, search).await;
    assert!(plan.contains("idx_comments_abandoned_replies"), "{plan}");
}

/// Every statement of the feed (All and Interests) and of the post page reads the growing
/// tables through an index, and no page is sorted after reading all its candidates: at a
/// million posts a full scan or sort is what would make a page slow.
async fn the_statements_of_a_feed_page_and_a_post_page_read_through_indexes(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let (pcos, meno) = (topic(&app, "PCOS").await, topic(&app, "Menopause").await);
    set_interests(&app, &ana, &[&pcos, &meno]).await;
    // Her muted topic is part of every feed statement's rule (issue 33).
    let endo = topic(&app, "Endometriosis").await;
    mute_topic(&app, &ana, &endo).await;
    let hugs = reaction_type(&app, "Hugs").await;
    let mut target = String::new();
    for i in 0..4 {
        target = post(
            &app,
            &bea,
            json!({ "title": format!("p{i}"), "text": "x", "topics": [pcos, meno] }),
        )
        .await;
        app.graphql_as(&ana.access, TOGGLE, json!({ "post": target, "type": hugs }))
            .await;
        let parent = comment(&app, &ana, &target, None, "a comment").await;
        comment(&app, &bea, &target, Some(&parent), "a reply").await;
    }
    let mut requests = vec![
        (FEED, json!({ "filter": "ALL", "first": 20 })),
        (FEED, json!({ "filter": "INTERESTS", "first": 20 })),
    ];
    requests.extend(
        POST_PAGE
            .iter()
            .map(|query| (*query, json!({ "id": target }))),
    );
    let sqlite = app.state.db.get_database_backend() == DbBackend::Sqlite;
    let mut checked = 0;
    for (query, variables) in requests {
        app.state.statements.start_recording();
        let body = app.graphql_as(&ana.access, query, variables).await;
        let statements = app.state.statements.take_recorded();
        assert!(body["errors"].is_null(), "{body}");
        for statement in statements.iter().filter(|s| s.sql.starts_with("SELECT")) {
            // A page's statement carries its size as a number on PostgreSQL, so one plan
            // serves every run (`common::db::literal_limits`).
            if !sqlite && statement.sql.contains("rel_author") {
                assert!(
                    !statement.sql.contains("LIMIT $"),
                    "a placeholder for a page's size:\n{}",
                    statement.sql
                );
            }
            let plan = plan_of(&app, statement).await;
            for table in GROWING {
                let scanned = if sqlite {
                    plan.lines().any(|line| {
                        line.trim() == format!("SCAN {table}")
                            || line.starts_with(&format!("SCAN {table} "))
                                && !line.contains("USING")
                    })
                } else {
                    plan.contains(&format!("Seq Scan on {table} "))
                        || plan.ends_with(&format!("Seq Scan on {table}"))
                };
                assert!(
                    !scanned,
                    "{table} read whole by\n{}\nplan:\n{plan}",
                    statement.sql
                );
            }
            // What she muted or blocked is probed per post read, never gathered whole first:
            // PostgreSQL's hashed subplan of the posts of her muted topics read every one of
            // them for each page (0.3–0.8 s at a million posts).
            assert!(
                !plan.contains("hashed SubPlan"),
                "a set gathered whole by\n{}\nplan:\n{plan}",
                statement.sql
            );
            // A page (`LIMIT`) must stop after its rows, in index order; the small lists
            // loaded for a page's rows (a post's images) may be sorted. A merge of pages (the
            // Interests feed's newest page of each topic, `SELECT DISTINCT` over their
            // `UNION ALL`) sorts what its pages brought once, and nothing else.
            if sqlite && statement.sql.contains("LIMIT") {
                let sorts = plan.matches("TEMP B-TREE FOR ORDER BY").count();
                let merge = usize::from(statement.sql.contains("SELECT DISTINCT"));
                assert!(
                    sorts <= merge,
                    "sorted after reading:\n{}\nplan:\n{plan}",
                    statement.sql
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 10, "only {checked} statements recorded");
}

/// A feed page (All, Interests, a topic's page) reads its posts with every post's author,
/// topics, pictures and reaction tallies (with the reaction types), and the Second Opinions
/// with their topics, in one statement, and shows
/// each post exactly as its own page does, where each relation is read on its own: owners,
/// topics in title order, her reactions marked, a hidden reaction type only where it was given.
async fn a_list_reads_its_posts_relations_in_one_statement_as_each_post_shows_them(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let admin = app.admin().await;
    let (pcos, meno) = (topic(&app, "PCOS").await, topic(&app, "Menopause").await);
    let (hugs, proud) = (
        reaction_type(&app, "Hugs").await,
        reaction_type(&app, "Listening").await,
    );
    let tagged = post(
        &app,
        &bea,
        json!({ "title": "tagged", "text": "x", "topics": [pcos, meno] }),
    )
    .await;
    let plain = post(&app, &ana, json!({ "title": "plain", "text": "y" })).await;
    post(
        &app,
        &bea,
        json!({ "title": "quiet", "text": "z", "topics": [meno] }),
    )
    .await;
    for (tokens, target, kind) in [
        (&ana, &tagged, &hugs),
        (&bea, &tagged, &hugs),
        (&bea, &plain, &proud),
    ] {
        let body = app
            .graphql_as(
                &tokens.access,
                TOGGLE,
                json!({ "post": target, "type": kind }),
            )
            .await;
        assert!(body["errors"].is_null(), "{body}");
    }
    let hidden = app
        .graphql_as(
            &admin.access,
            "mutation($t: ID!) { setReactionTypeHidden(id: $t, hidden: true) { hidden } }",
            json!({ "t": proud }),
        )
        .await;
    assert!(hidden["errors"].is_null(), "{hidden}");
    set_interests(&app, &ana, &[&pcos, &meno]).await;
    let opinion = super::find::opinion(&app, "an opinion", "words", 0, &[&pcos, &meno]).await;

    let topic_feed = "query($topic: ID!) { topicFeed(topicId: $topic, first: 20) { items {
        ... on Post { id owner { username } topics { title } images
                      reactions { count reactedByMe reactionType { emoji } } } } } }";
    let mut pages = Vec::new();
    for (n, (query, vars)) in [
        (FEED, json!({ "filter": "ALL", "first": 20 })),
        (FEED, json!({ "filter": "INTERESTS", "first": 20 })),
        (topic_feed, json!({ "topic": pcos })),
    ]
    .into_iter()
    .enumerate()
    {
        app.state.statements.start_recording();
        let page = app.graphql_as(&ana.access, query, vars).await;
        let statements = app.state.statements.take_recorded();
        assert!(page["errors"].is_null(), "{page}");
        // Whether `sql` names `table` in its FROM or a JOIN, quoted (sea-orm's) or not (the
        // relations').
        let reads = |sql: &str, table: &str| {
            [table.to_owned(), format!("\"{table}\"")]
                .iter()
                .any(|name| {
                    [format!("FROM {name} "), format!("JOIN {name} ")]
                        .iter()
                        .any(|part| sql.contains(part.as_str()))
                        || sql.ends_with(&format!("FROM {name}"))
                })
        };
        let reading = |table: &str| statements.iter().filter(|s| reads(&s.sql, table)).count();
        let only = |table: &str| {
            let mut found = statements.iter().filter(|s| reads(&s.sql, table));
            let first = found
                .next()
                .unwrap_or_else(|| panic!("{table}: {statements:#?}"));
            assert!(
                found.next().is_none(),
                "{table} read again: {statements:#?}"
            );
            first
        };
        let posts = only("posts");
        for table in [
            "users",
            "post_topics",
            "post_images",
            "post_reaction_tallies",
            "post_reactions",
            "reaction_types",
        ] {
            assert!(reads(&posts.sql, table), "{table} in {}", posts.sql);
        }
        // The Second Opinions, with their topics, in the same statement (issue 39).
        let opinions = only("resources");
        assert_eq!(opinions.sql, posts.sql);
        assert!(reads(&opinions.sql, "resource_topics"), "{}", opinions.sql);
        assert_eq!(reading("resource_topics"), 1, "{statements:#?}");
        // (The session check reads `users` too.)
        for table in ["post_images", "post_reactions", "reaction_types"] {
            assert_eq!(reading(table), 1, "{table} read again: {statements:#?}");
        }
        // The session check and the page; Interests first reads her topics and muted topics,
        // a topic's page the topic.
        let expected = [2, 4, 3][n];
        assert_eq!(statements.len(), expected, "{statements:#?}");
        pages.push(page);
    }
    let page = pages.swap_remove(0);
    let shown_opinion = page["data"]["feed"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|item| item["id"] == opinion.as_str())
        .unwrap_or_else(|| panic!("the Second Opinion in {page}"));
    assert_eq!(
        shown_opinion["topics"],
        json!([{ "title": "Menopause" }, { "title": "PCOS" }])
    );

    let posts: Vec<&Value> = page["data"]["feed"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|item| item["__typename"] == "Post")
        .collect();
    assert_eq!(posts.len(), 3, "{page}");
    let one = "query($id: ID!) { post(id: $id) { id title owner { username profileColour }
        topics { title } images links reactions { count reactedByMe reactionType { name emoji } }
        commentCount isResource } }";
    for item in posts {
        let alone = app
            .graphql_as(&ana.access, one, json!({ "id": item["id"] }))
            .await;
        let mut alone = alone["data"]["post"].clone();
        alone["__typename"] = json!("Post");
        assert_eq!(item, &alone);
    }
    let shown = |title: &str| {
        page["data"]["feed"]["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|item| item["title"] == title)
            .unwrap()
            .clone()
    };
    let tagged = shown("tagged");
    assert_eq!(
        tagged["topics"],
        json!([{ "title": "Menopause" }, { "title": "PCOS" }])
    );
    let hugs_tally = tagged["reactions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["reactionType"]["name"] == "Hugs")
        .unwrap()
        .clone();
    assert_eq!(
        (
            hugs_tally["count"].as_i64(),
            hugs_tally["reactedByMe"].as_bool()
        ),
        (Some(2), Some(true))
    );
    let names = |item: &Value| -> Vec<String> {
        item["reactions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["reactionType"]["name"].as_str().unwrap().to_owned())
            .collect()
    };
    assert!(names(&shown("plain")).contains(&"Listening".to_owned()));
    assert!(!names(&tagged).contains(&"Listening".to_owned()));
}

/// Her Interests feed when every topic she follows is muted: no post statement runs, and
/// the page's Second Opinions, read in a statement of their own (`beside::once`), still come
/// with their topics and page without gaps or repeats.
async fn a_feed_page_with_no_topic_left_to_read_still_pages_its_second_opinions(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let pcos = topic(&app, "PCOS").await;
    set_interests(&app, &ana, &[&pcos]).await;
    mute_topic(&app, &ana, &pcos).await;
    post(
        &app,
        &bea,
        json!({ "title": "muted post", "text": "x", "topics": [pcos] }),
    )
    .await;
    for (n, title) in ["first", "second", "third"].iter().enumerate() {
        super::find::opinion(&app, title, "words", n as i64, &[&pcos]).await;
    }
    super::find::opinion(&app, "untagged", "words", 9, &[]).await;

    let vars = json!({ "filter": "INTERESTS", "first": 2 });
    let (statements, first) = app
        .statements_during(app.graphql_as(&ana.access, FEED, vars))
        .await;
    assert!(first["errors"].is_null(), "{first}");
    let first = &first["data"]["feed"];
    assert_eq!(titles(first), ["third", "second"], "{first}");
    assert_eq!(first["hasNextPage"], true, "{first}");
    assert_eq!(first["items"][0]["topics"], json!([{ "title": "PCOS" }]));
    // The session check, her topics, her muted topics and the Second Opinions.
    assert_eq!(statements, 4);
    let vars = json!({ "filter": "INTERESTS", "first": 2, "after": first["endCursor"] });
    let next = app.graphql_as(&ana.access, FEED, vars).await;
    assert!(next["errors"].is_null(), "{next}");
    let next = &next["data"]["feed"];
    assert_eq!(titles(next), ["first"], "{next}");
    assert_eq!(next["hasNextPage"], false, "{next}");
}

/// A thread's page reads its comments with their authors, whom she blocked among them and
/// their reaction tallies (with the reaction types) in one statement, their replies as the
/// stored count, and shows each comment as it shows alone: a blocked member's words hidden,
/// her reaction marked.
async fn a_thread_reads_its_comments_relations_in_one_statement_as_each_comment_shows_them(
    app: TestApp,
) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let cat = member(&app, "cat").await;
    let hugs = reaction_type(&app, "Hugs").await;
    let target = post(&app, &ana, json!({ "text": "a thread" })).await;
    let first = comment(&app, &bea, &target, None, "bea's words").await;
    comment(&app, &cat, &target, Some(&first), "a reply").await;
    let second = comment(&app, &cat, &target, None, "cat's words").await;
    let toggle = "mutation($comment: ID!, $type: ID!) {
        toggleCommentReaction(commentId: $comment, reactionTypeId: $type) { id } }";
    let body = app
        .graphql_as(
            &ana.access,
            toggle,
            json!({ "comment": first, "type": hugs }),
        )
        .await;
    assert!(body["errors"].is_null(), "{body}");
    let cat_id = app.user_id(&cat).await;
    let body = app
        .graphql_as(
            &ana.access,
            "mutation($id: ID!) { blockMember(userId: $id) }",
            json!({ "id": cat_id }),
        )
        .await;
    assert!(body["errors"].is_null(), "{body}");

    let thread = "query($id: ID!) { comments(postId: $id, first: 20) { items { id text
        isFromBlockedMember replyCount owner { username }
        reactions { count reactedByMe reactionType { name } } } } }";
    app.state.statements.start_recording();
    let page = app
        .graphql_as(&ana.access, thread, json!({ "id": target }))
        .await;
    let statements = app.state.statements.take_recorded();
    assert!(page["errors"].is_null(), "{page}");
    // The session check, the post (may she read it?), and the page with what it shows.
    assert_eq!(statements.len(), 3, "{statements:#?}");
    let reading: Vec<_> = statements
        .iter()
        .filter(|s| s.sql.contains("comment_reaction_tallies"))
        .collect();
    assert_eq!(reading.len(), 1, "{statements:#?}");
    let page_sql = &reading[0].sql;
    for part in [
        "\"comments\"",
        "FROM users ",
        "FROM member_blocks ",
        "FROM reaction_types ",
    ] {
        assert!(page_sql.contains(part), "{part} in {page_sql}");
    }
    assert!(
        statements
            .iter()
            .all(|s| !s.sql.contains("GROUP BY parent_id")),
        "replies are counted on write: {statements:#?}"
    );

    let items = page["data"]["comments"]["items"].as_array().unwrap();
    assert_eq!(items.len(), 2, "{page}");
    let shown = |id: &str| items.iter().find(|item| item["id"] == id).unwrap();
    let (bea_comment, cat_comment) = (shown(&first), shown(&second));
    assert_eq!(bea_comment["text"], "bea's words", "{page}");
    assert_eq!(bea_comment["isFromBlockedMember"], false);
    assert_eq!(bea_comment["replyCount"], 1);
    assert!(bea_comment["owner"]["username"].is_string(), "{page}");
    let hugs_tally = bea_comment["reactions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["reactionType"]["name"] == "Hugs")
        .unwrap();
    assert_eq!(
        (
            hugs_tally["count"].as_i64(),
            hugs_tally["reactedByMe"].as_bool()
        ),
        (Some(1), Some(true))
    );
    assert_eq!(cat_comment["text"], "You blocked this member");
    assert_eq!(cat_comment["isFromBlockedMember"], true);
    assert_eq!(cat_comment["replyCount"], 0);
}

/// Two requests that find no ranking of popular topics (a new process) make one between them:
/// the second waits for the first's instead of counting a month of activity beside it.
async fn requests_that_find_no_popular_ranking_wait_for_the_one_being_made(app: TestApp) {
    use common::{Id, Member, Viewer};
    use feed::service::popular_topics::{self, Popularity};
    let popularity = Popularity::new(app.state.db.clone());
    let viewer = Viewer::member(
        Member::new(Id::generate(), Id::generate(), false),
        chrono::Utc::now(),
    );
    app.state.statements.start_recording();
    let (first, second) = tokio::join!(
        popular_topics::list(&app.state.db, &popularity, &viewer, 10),
        popular_topics::list(&app.state.db, &popularity, &viewer, 10),
    );
    let statements = app.state.statements.take_recorded();
    assert_eq!(first.unwrap(), second.unwrap());
    let rankings = statements
        .iter()
        .filter(|s| s.sql.contains("\"post_reactions\""))
        .count();
    assert_eq!(rankings, 1, "{statements:#?}");
}

/// Issue 35: the ranking is a scheduled job's. One server's scheduler runs it and writes
/// `topic_popularity`; the other's does not run it again that period, and both answer the
/// ranking read from the table, the second without counting any activity itself.
async fn two_servers_on_one_database_serve_the_ranking_the_job_wrote(app: TestApp) {
    use common::Clock;
    use feed::service::popular_topics::JOB_NAME;
    use sea_orm::EntityTrait;
    let bea = member(&app, "bea").await;
    let (pcos, endo) = (
        topic(&app, "PCOS").await,
        topic(&app, "Endometriosis").await,
    );
    for i in 0..3 {
        post(
            &app,
            &bea,
            json!({ "title": format!("pcos {i}"), "text": "x", "topics": [pcos] }),
        )
        .await;
    }
    post(
        &app,
        &bea,
        json!({ "title": "endo", "text": "x", "topics": [endo] }),
    )
    .await;
    let second = app.restart().await;

    let ran = app.state.scheduler.run_due().await;
    assert!(ran.contains(&JOB_NAME), "{ran:?}");
    let ran = second.state.scheduler.run_due().await;
    assert!(!ran.contains(&JOB_NAME), "one run per period: {ran:?}");
    let db = app.db().await;
    let rows = entity::topic_popularity::Entity::find()
        .all(&db)
        .await
        .unwrap();
    let activity = |id: &str| {
        rows.iter()
            .find(|row| row.topic_id.as_str() == id)
            .map(|row| (row.activity, row.ranked_at.timestamp()))
    };
    let now = app.clock.now().timestamp();
    assert_eq!(activity(&pcos), Some((3, now)));
    assert_eq!(activity(&endo), Some((1, now)));

    const POPULAR: &str = "{ popularTopics { id title } }";
    let first_answer = app.graphql_as(&bea.access, POPULAR, json!({})).await;
    second.state.statements.start_recording();
    let second_answer = second.graphql_as(&bea.access, POPULAR, json!({})).await;
    let statements = second.state.statements.take_recorded();
    assert_eq!(first_answer, second_answer);
    assert_eq!(
        first_answer["data"]["popularTopics"][0]["title"], "PCOS",
        "{first_answer}"
    );
    assert_eq!(
        first_answer["data"]["popularTopics"][1]["title"],
        "Endometriosis"
    );
    assert!(
        !statements.iter().any(|s| s.sql.contains("\"post_topics\"")),
        "the second server read the ranking, it did not count: {statements:#?}"
    );
    let feeds = (
        feed(&app, &bea, "POPULAR", None).await,
        feed(&second, &bea, "POPULAR", None).await,
    );
    assert_eq!(feeds.0, feeds.1);
    assert_eq!(feeds.0["items"].as_array().unwrap().len(), 4);
}

async fn topic_search_matches_titles_case_insensitively(app: TestApp) {
    let ana = member(&app, "ana").await;
    let search = |text: &str| {
        let app = &app;
        let access = ana.access.clone();
        let vars = json!({ "text": text });
        async move {
            let body = app
                .graphql_as(
                    &access,
                    "query($text: String!) { searchTopics(text: $text) { title } }",
                    vars,
                )
                .await;
            body["data"]["searchTopics"]
                .as_array()
                .unwrap_or_else(|| panic!("{body}"))
                .iter()
                .map(|t| t["title"].as_str().unwrap().to_owned())
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(search("pcos").await, ["PCOS"]);
    assert_eq!(search("HEALTH").await.len(), 5);
    // Pattern characters are plain text.
    assert_eq!(search("%").await, Vec::<String>::new());
    assert_eq!(search("_").await, Vec::<String>::new());
    assert_eq!(search("&").await.len(), 4);
}

#[tokio::test]
async fn posting_and_commenting_are_rate_limited_per_member() {
    let app = TestApp::sqlite_with(vec![
        ("RATE_LIMIT_POST_ACCOUNT", "2/1h".into()),
        ("RATE_LIMIT_COMMENT_ACCOUNT", "2/1h".into()),
    ])
    .await;
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let first = post(&app, &ana, json!({ "text": "one" })).await;
    post(&app, &ana, json!({ "text": "two" })).await;
    let body = app
        .graphql_as(&ana.access, CREATE, json!({ "input": { "text": "three" } }))
        .await;
    assert_eq!(error_code(&body), "RATE_LIMITED");
    assert!(
        message(&body).starts_with("You have posted a lot in a short time."),
        "{body}"
    );
    // Another member is not affected; an hour later she may post again.
    post(&app, &bea, json!({ "text": "hers" })).await;
    comment(&app, &bea, &first, None, "a").await;
    comment(&app, &bea, &first, None, "b").await;
    let body = app
        .graphql_as(&bea.access, COMMENT, json!({ "post": first, "text": "c" }))
        .await;
    assert_eq!(error_code(&body), "RATE_LIMITED");
    app.advance(Duration::minutes(61));
    let ana = sign_in(&app, "ana").await;
    post(&app, &ana, json!({ "text": "again" })).await;
}

#[tokio::test]
async fn reactions_are_rate_limited_per_member_on_both_transports() {
    let app = TestApp::sqlite_with(vec![("RATE_LIMIT_REACTION_ACCOUNT", "3/1h".into())]).await;
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let target = post(&app, &ana, json!({ "text": "one" })).await;
    let kind = reaction_type(&app, "Hugs").await;
    let toggle = || app.graphql_as(&bea.access, TOGGLE, json!({ "post": target, "type": kind }));
    // Adding and taking back count alike.
    for _ in 0..3 {
        let body = toggle().await;
        assert!(body["errors"].is_null(), "{body}");
    }
    let body = toggle().await;
    assert_eq!(error_code(&body), "RATE_LIMITED");
    assert!(
        message(&body).starts_with("You have reacted a lot in a short time."),
        "{body}"
    );
    // The legacy two-step writes share the count.
    let response = app
        .post_as(
            &bea,
            "/api/app/post-reaction",
            json!({ "reaction": kind, "post": target }),
        )
        .await;
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(response.headers().contains_key("retry-after"));
    // Another member reacts as before.
    let body = app
        .graphql_as(&ana.access, TOGGLE, json!({ "post": target, "type": kind }))
        .await;
    assert!(body["errors"].is_null(), "{body}");
}
