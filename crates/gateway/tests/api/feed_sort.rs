//! Issue 36 §3: the feed's and a topic page's Top sort (reactions and comments, over the
//! past week, month or all time), its pages, and that the New sort is unchanged.

use chrono::Duration;
use serde_json::{Value, json};

use crate::forum::{comment, member, post, reaction_type, set_interests, sign_in, topic};
use crate::helpers::{TestApp, Tokens, error_code};

crate::on_both_databases!(
    top_ranks_by_reactions_and_comments_within_its_period_and_pages_without_repeats,
    top_leaves_out_what_the_feed_leaves_out,
);

const FEED: &str = "query($filter: FeedFilter!, $sort: FeedSort!, $period: TopPeriod!, $first: Int, $after: String) {
    feed(filter: $filter, sort: $sort, period: $period, first: $first, after: $after) {
      items { __typename ... on Post { id title commentCount } ... on SecondOpinion { id title } }
      hasNextPage endCursor } }";

const TOPIC_FEED: &str =
    "query($topic: ID!, $sort: FeedSort!, $period: TopPeriod!, $first: Int, $after: String) {
    topicFeed(topicId: $topic, sort: $sort, period: $period, first: $first, after: $after) {
      items { __typename ... on Post { id title } ... on SecondOpinion { id title } }
      hasNextPage endCursor } }";

const TOGGLE: &str = "mutation($post: ID!, $type: ID!) {
    togglePostReaction(postId: $post, reactionTypeId: $type) { reaction { id } } }";

fn titles(page: &Value) -> Vec<String> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["title"].as_str().unwrap().to_owned())
        .collect()
}

/// Every title of a list, read in pages of `first`, checking that no page repeats an earlier one.
async fn all_pages(
    app: &TestApp,
    who: &Tokens,
    query: &str,
    field: &str,
    vars: Value,
    first: u64,
) -> Vec<String> {
    let mut seen = Vec::new();
    let mut after: Option<String> = None;
    loop {
        let mut vars = vars.clone();
        vars["first"] = json!(first);
        vars["after"] = json!(after);
        let body = app.graphql_as(&who.access, query, vars).await;
        assert!(body["errors"].is_null(), "{body}");
        let page = &body["data"][field];
        for title in titles(page) {
            assert!(!seen.contains(&title), "{title} repeated: {seen:?}");
            seen.push(title);
        }
        if page["hasNextPage"] == false {
            return seen;
        }
        after = page["endCursor"].as_str().map(str::to_owned);
    }
}

async fn top(app: &TestApp, who: &Tokens, filter: &str, period: &str) -> Vec<String> {
    let vars = json!({ "filter": filter, "sort": "TOP", "period": period });
    all_pages(app, who, FEED, "feed", vars, 50).await
}

async fn react(app: &TestApp, who: &Tokens, post: &str, kind: &str) {
    let body = app
        .graphql_as(&who.access, TOGGLE, json!({ "post": post, "type": kind }))
        .await;
    assert!(body["errors"].is_null(), "{body}");
}

/// Of two posts with the same score, the one with the greater id comes first.
async fn top_ranks_by_reactions_and_comments_within_its_period_and_pages_without_repeats(
    app: TestApp,
) {
    let bea = member(&app, "bea").await;
    let (pcos, meno, endo) = (
        topic(&app, "PCOS").await,
        topic(&app, "Menopause").await,
        topic(&app, "Endometriosis").await,
    );
    let ancient = post(
        &app,
        &bea,
        json!({ "title": "ancient", "text": "x", "topics": [pcos] }),
    )
    .await;
    app.advance(Duration::days(20));
    let bea = sign_in(&app, "bea").await;
    let month = post(
        &app,
        &bea,
        json!({ "title": "month", "text": "x", "topics": [endo] }),
    )
    .await;
    app.advance(Duration::days(18));
    let bea = sign_in(&app, "bea").await;
    let ana = member(&app, "ana").await;
    let cat = member(&app, "cat").await;
    set_interests(&app, &ana, &[&pcos]).await;
    let mut week: Vec<String> = Vec::new();
    for (name, topics) in [
        ("week a", json!([pcos])),
        ("week b", json!([meno])),
        ("week c", json!([pcos])),
        ("week d", json!([pcos, meno])),
    ] {
        week.push(
            post(
                &app,
                &bea,
                json!({ "title": name, "text": "x", "topics": topics }),
            )
            .await,
        );
        app.advance(Duration::seconds(1));
    }
    // Scores: ancient 4, month 3, week a 3 (two comments and a reaction), week b 1, week c and d 0.
    for n in 0..4 {
        let who = if n % 2 == 0 { &ana } else { &cat };
        comment(&app, who, &ancient, None, "me too").await;
    }
    for _ in 0..3 {
        comment(&app, &cat, &month, None, "same here").await;
    }
    comment(&app, &cat, &week[0], None, "thank you").await;
    comment(&app, &ana, &week[0], None, "this helped").await;
    let me_too = reaction_type(&app, "Me Too").await;
    react(&app, &ana, &week[0], &me_too).await;
    comment(&app, &cat, &week[1], None, "hello").await;

    // Ties go by id, greater first.
    let (c_d, d_c) = (["week c", "week d"], ["week d", "week c"]);
    let zeros = if week[3] > week[2] { d_c } else { c_d };
    let (a_month, month_a) = (["week a", "month"], ["month", "week a"]);
    let threes = if week[0] > month { a_month } else { month_a };
    // The week: the posts written in it, highest first.
    assert_eq!(
        top(&app, &ana, "ALL", "WEEK").await,
        ["week a", "week b", zeros[0], zeros[1]]
    );
    // The month: the month's post ties with week a.
    assert_eq!(
        top(&app, &ana, "ALL", "MONTH").await,
        [threes[0], threes[1], "week b", zeros[0], zeros[1]]
    );
    let all_time = [
        "ancient", threes[0], threes[1], "week b", zeros[0], zeros[1],
    ];
    assert_eq!(top(&app, &ana, "ALL", "ALL_TIME").await, all_time);
    // Pages of one and of two read the same list, each post once.
    for first in [1, 2] {
        let vars = json!({ "filter": "ALL", "sort": "TOP", "period": "ALL_TIME" });
        assert_eq!(
            all_pages(&app, &ana, FEED, "feed", vars, first).await,
            all_time
        );
    }
    // Interests: her topic (PCOS) only; a post in two topics once.
    assert_eq!(
        top(&app, &ana, "INTERESTS", "ALL_TIME").await,
        ["ancient", "week a", zeros[0], zeros[1]]
    );
    // Popular: the topics with activity lately (all three have some).
    assert_eq!(top(&app, &ana, "POPULAR", "ALL_TIME").await, all_time);
    // A topic's page.
    let vars = json!({ "topic": meno, "sort": "TOP", "period": "WEEK" });
    assert_eq!(
        all_pages(&app, &ana, TOPIC_FEED, "topicFeed", vars, 1).await,
        ["week b", "week d"]
    );

    // Taking a reaction back lowers the score: the month's post now leads its month.
    react(&app, &ana, &week[0], &me_too).await;
    assert_eq!(
        top(&app, &ana, "ALL", "MONTH").await,
        ["month", "week a", "week b", zeros[0], zeros[1]]
    );

    // New is unchanged: newest first, with the feed's own cursor.
    let vars = json!({ "filter": "ALL", "sort": "NEW", "period": "WEEK" });
    assert_eq!(
        all_pages(&app, &ana, FEED, "feed", vars, 2).await,
        ["week d", "week c", "week b", "week a", "month", "ancient"]
    );
    // A New cursor does not continue a Top list, nor a mangled one.
    let new_page = app
        .graphql_as(
            &ana.access,
            FEED,
            json!({ "filter": "ALL", "sort": "NEW", "period": "WEEK", "first": 1 }),
        )
        .await;
    let new_cursor = new_page["data"]["feed"]["endCursor"].as_str().unwrap();
    for bad in [new_cursor, "nope"] {
        let body = app
            .graphql_as(
                &ana.access,
                FEED,
                json!({ "filter": "ALL", "sort": "TOP", "period": "WEEK", "after": bad }),
            )
            .await;
        assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
    }
    // The defaults: New.
    let body = app
        .graphql_as(
            &ana.access,
            "{ feed(filter: ALL, first: 1) { items { ... on Post { title } } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        body["data"]["feed"]["items"][0]["title"], "week d",
        "{body}"
    );
}

const BLOCK: &str = "mutation($id: ID!) { blockMember(userId: $id) }";

async fn top_leaves_out_what_the_feed_leaves_out(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let cat = member(&app, "cat").await;
    let pcos = topic(&app, "PCOS").await;
    let endo = topic(&app, "Endometriosis").await;
    let beas = post(
        &app,
        &bea,
        json!({ "title": "bea's", "text": "x", "topics": [pcos] }),
    )
    .await;
    let cats = post(
        &app,
        &cat,
        json!({ "title": "cat's", "text": "x", "topics": [endo] }),
    )
    .await;
    comment(&app, &ana, &beas, None, "hi").await;
    comment(&app, &ana, &cats, None, "hi").await;
    assert_eq!(top(&app, &ana, "ALL", "WEEK").await.len(), 2);

    // A member she blocked: none of her posts.
    let bea_id = app
        .graphql_as(&bea.access, "{ me { id } }", json!({}))
        .await["data"]["me"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let body = app
        .graphql_as(&ana.access, BLOCK, json!({ "id": bea_id }))
        .await;
    assert!(body["errors"].is_null(), "{body}");
    assert_eq!(top(&app, &ana, "ALL", "WEEK").await, ["cat's"]);

    // A topic she muted: not in her feeds, but on its own page.
    let body = app
        .graphql_as(
            &ana.access,
            "mutation($id: ID!) { muteTopic(id: $id) }",
            json!({ "id": endo }),
        )
        .await;
    assert!(body["errors"].is_null(), "{body}");
    assert!(top(&app, &ana, "ALL", "WEEK").await.is_empty());
    let vars = json!({ "topic": endo, "sort": "TOP", "period": "WEEK" });
    assert_eq!(
        all_pages(&app, &ana, TOPIC_FEED, "topicFeed", vars, 5).await,
        ["cat's"]
    );
}
