//! Issue 36 §3: searching comments (everywhere and within a topic) under the post search's
//! privacy rules, searching a topic's posts, and the related Second Opinions under a post.

use chrono::Duration;
use common::{Clock, Id};
use entity::{resource_topics, resources};
use sea_orm::{ConnectionTrait, EntityTrait};
use serde_json::{Value, json};

use crate::forum::{comment, member, post, topic};
use crate::helpers::{TestApp, Tokens, error_code};

crate::on_both_databases!(
    comments_are_found_newest_first_with_their_posts_title_in_pages,
    comment_search_keeps_the_post_searchs_privacy_rules,
    a_topics_search_finds_only_its_posts_and_comments,
    related_second_opinions_match_the_posts_topics_and_words_best_first,
);

const SEARCH_COMMENTS: &str = "query($q: String!, $topic: ID, $first: Int, $after: String) {
    searchComments(query: $q, topicId: $topic, first: $first, after: $after) {
      items { postTitle snippet comment { id postId text owner { username } } }
      hasNextPage endCursor } }";

const SEARCH_POSTS: &str = "query($q: String!, $topic: ID) {
    searchPosts(query: $q, topicId: $topic) {
      items { __typename ... on Post { title } ... on SecondOpinion { title } } } }";

const RELATED: &str = "query($post: ID!) {
    relatedSecondOpinions(postId: $post) { id title topics { title } } }";

/// Every comment `who` finds for `q` (pages of `first`), as (comment text, post title).
async fn found(
    app: &TestApp,
    who: &Tokens,
    q: &str,
    topic: Option<&str>,
    first: u64,
) -> Vec<(String, String)> {
    let mut seen = Vec::new();
    let mut after: Option<String> = None;
    loop {
        let body = app
            .graphql_as(
                &who.access,
                SEARCH_COMMENTS,
                json!({ "q": q, "topic": topic, "first": first, "after": after }),
            )
            .await;
        assert!(body["errors"].is_null(), "{body}");
        let page = &body["data"]["searchComments"];
        for item in page["items"].as_array().unwrap() {
            let pair = (
                item["comment"]["text"].as_str().unwrap().to_owned(),
                item["postTitle"].as_str().unwrap().to_owned(),
            );
            assert!(!seen.contains(&pair), "{pair:?} repeated");
            seen.push(pair);
        }
        if page["hasNextPage"] == false {
            return seen;
        }
        after = page["endCursor"].as_str().map(str::to_owned);
    }
}

fn texts(found: &[(String, String)]) -> Vec<&str> {
    found.iter().map(|(text, _)| text.as_str()).collect()
}

async fn comments_are_found_newest_first_with_their_posts_title_in_pages(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let pcos = topic(&app, "PCOS").await;
    let iron = post(
        &app,
        &bea,
        json!({ "title": "Always tired", "text": "Any tips?", "topics": [pcos] }),
    )
    .await;
    let other = post(&app, &bea, json!({ "title": "Sleep", "text": "Help" })).await;
    for (n, text) in [
        "Iron supplements helped my fatigue",
        "Ask for a ferritin test, not just iron",
        "Nothing to do with it",
    ]
    .iter()
    .enumerate()
    {
        let on = if n == 1 { &other } else { &iron };
        comment(&app, &ana, on, None, text).await;
        app.advance(Duration::seconds(1));
    }
    let long = format!(
        "{} and then IRON tablets made all the difference {}",
        "Long story. ".repeat(20),
        "The end. ".repeat(20)
    )
    .trim()
    .to_owned();
    let reply_to = comment(&app, &bea, &iron, None, "Thanks all").await;
    app.advance(Duration::seconds(1));
    comment(&app, &ana, &iron, Some(&reply_to), &long).await;

    // Newest first, a reply included; a word matches the start of a word, any case.
    let all = found(&app, &ana, "iron", None, 20).await;
    assert_eq!(
        texts(&all),
        [
            long.as_str(),
            "Ask for a ferritin test, not just iron",
            "Iron supplements helped my fatigue"
        ]
    );
    assert_eq!(all[1].1, "Sleep");
    assert_eq!(all[2].1, "Always tired");
    assert_eq!(
        texts(&found(&app, &ana, "SUPP fatig", None, 20).await),
        ["Iron supplements helped my fatigue"]
    );
    // Pages of one read the same list, each comment once.
    assert_eq!(found(&app, &ana, "iron", None, 1).await, all);

    // The snippet of a long comment is the text around the match, and links carry the post.
    let body = app
        .graphql_as(
            &ana.access,
            SEARCH_COMMENTS,
            json!({ "q": "iron", "first": 1 }),
        )
        .await;
    let hit = &body["data"]["searchComments"]["items"][0];
    let snippet = hit["snippet"].as_str().unwrap();
    assert!(
        snippet.starts_with('…') && snippet.ends_with('…'),
        "{snippet}"
    );
    assert!(snippet.contains("IRON tablets"), "{snippet}");
    assert_eq!(hit["comment"]["postId"], iron.as_str());

    // Nothing to find, and what is refused.
    assert!(found(&app, &ana, "?!", None, 20).await.is_empty());
    assert!(found(&app, &ana, "zzzz", None, 20).await.is_empty());
    let body = app
        .graphql_as(
            &ana.access,
            SEARCH_COMMENTS,
            json!({ "q": "iron", "after": "nope" }),
        )
        .await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
    let body = app.graphql(SEARCH_COMMENTS, json!({ "q": "iron" })).await;
    assert!(!body["errors"].is_null(), "visitors may not search: {body}");
}

async fn set_flag(app: &TestApp, table: &str, column: &str, id: &str) {
    app.db()
        .await
        .execute_unprepared(&format!(
            "UPDATE {table} SET {column} = TRUE WHERE id = '{id}'"
        ))
        .await
        .unwrap();
}

async fn comment_search_keeps_the_post_searchs_privacy_rules(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let cat = member(&app, "cat").await;
    let dee = member(&app, "dee").await;
    let admin = app.admin().await;
    let endo = topic(&app, "Endometriosis").await;
    let beas = post(&app, &bea, json!({ "title": "Bea asks", "text": "x" })).await;
    let cats = post(
        &app,
        &cat,
        json!({ "title": "Cat asks", "text": "x", "topics": [endo] }),
    )
    .await;
    let quarantined = post(&app, &bea, json!({ "title": "Under review", "text": "x" })).await;
    let anas = comment(&app, &ana, &beas, None, "magnesium by ana").await;
    app.advance(Duration::seconds(1));
    comment(&app, &cat, &beas, None, "magnesium by cat").await;
    app.advance(Duration::seconds(1));
    comment(&app, &bea, &cats, None, "magnesium on cat's post").await;
    app.advance(Duration::seconds(1));
    comment(
        &app,
        &ana,
        &quarantined,
        None,
        "magnesium on a post under review",
    )
    .await;
    set_flag(&app, "posts", "is_shadow_banned", &quarantined).await;
    set_flag(&app, "comments", "is_shadow_banned", &anas).await;

    // Quarantine: a comment under review is found by its owner and admins only, and nothing
    // on a post under review but by the post's owner and admins.
    let everything = [
        "magnesium on a post under review",
        "magnesium on cat's post",
        "magnesium by cat",
        "magnesium by ana",
    ];
    assert_eq!(
        texts(&found(&app, &admin, "magnesium", None, 20).await),
        everything
    );
    assert_eq!(
        texts(&found(&app, &dee, "magnesium", None, 20).await),
        ["magnesium on cat's post", "magnesium by cat"]
    );
    assert_eq!(
        texts(&found(&app, &ana, "magnesium", None, 20).await),
        [
            "magnesium on cat's post",
            "magnesium by cat",
            "magnesium by ana"
        ]
    );
    assert_eq!(
        texts(&found(&app, &bea, "magnesium", None, 20).await),
        [
            "magnesium on a post under review",
            "magnesium on cat's post",
            "magnesium by cat"
        ]
    );

    // Blocks: dee blocks cat; neither cat's comments nor the comments on cat's post.
    let cat_id = app.user_id(&cat).await;
    let body = app
        .graphql_as(
            &dee.access,
            "mutation($id: ID!) { blockMember(userId: $id) }",
            json!({ "id": cat_id }),
        )
        .await;
    assert!(body["errors"].is_null(), "{body}");
    assert!(found(&app, &dee, "magnesium", None, 20).await.is_empty());

    // Mutes: bea mutes Endometriosis; the comments on its posts leave her search, but its
    // own page's search still finds them.
    let body = app
        .graphql_as(
            &bea.access,
            "mutation($id: ID!) { muteTopic(id: $id) }",
            json!({ "id": endo }),
        )
        .await;
    assert!(body["errors"].is_null(), "{body}");
    assert_eq!(
        texts(&found(&app, &bea, "magnesium", None, 20).await),
        ["magnesium on a post under review", "magnesium by cat"]
    );
    assert_eq!(
        texts(&found(&app, &bea, "magnesium", Some(&endo), 20).await),
        ["magnesium on cat's post"]
    );

    // A deleted comment is found by nobody.
    app.db()
        .await
        .execute_unprepared(
            "UPDATE comments SET deleted_at = created_at WHERE text = 'magnesium by cat'",
        )
        .await
        .unwrap();
    assert_eq!(
        texts(&found(&app, &admin, "magnesium", None, 20).await),
        [
            "magnesium on a post under review",
            "magnesium on cat's post",
            "magnesium by ana"
        ]
    );
}

async fn a_topics_search_finds_only_its_posts_and_comments(app: TestApp) {
    let ana = member(&app, "ana").await;
    let pcos = topic(&app, "PCOS").await;
    let meno = topic(&app, "Menopause").await;
    let in_pcos = post(
        &app,
        &ana,
        json!({ "title": "Inositol for PCOS", "text": "x", "topics": [pcos] }),
    )
    .await;
    app.advance(Duration::seconds(1));
    let in_meno = post(
        &app,
        &ana,
        json!({ "title": "Inositol at fifty", "text": "x", "topics": [meno] }),
    )
    .await;
    comment(&app, &ana, &in_pcos, None, "inositol worked").await;
    comment(&app, &ana, &in_meno, None, "inositol did nothing").await;
    let titles = |body: Value| -> Vec<String> {
        body["data"]["searchPosts"]["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|item| item["title"].as_str().unwrap().to_owned())
            .collect()
    };
    let body = app
        .graphql_as(
            &ana.access,
            SEARCH_POSTS,
            json!({ "q": "inositol", "topic": pcos }),
        )
        .await;
    assert_eq!(titles(body), ["Inositol for PCOS"]);
    let body = app
        .graphql_as(&ana.access, SEARCH_POSTS, json!({ "q": "inositol" }))
        .await;
    assert_eq!(titles(body), ["Inositol at fifty", "Inositol for PCOS"]);
    assert_eq!(
        texts(&found(&app, &ana, "inositol", Some(&meno), 20).await),
        ["inositol did nothing"]
    );
    // A topic that is not there.
    let body = app
        .graphql_as(
            &ana.access,
            SEARCH_COMMENTS,
            json!({ "q": "inositol", "topic": Id::generate().to_string() }),
        )
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND", "{body}");
}

/// Inserts a Second Opinion tagged with `topics`, `minutes` after a day ago.
pub async fn opinion(
    app: &TestApp,
    title: &str,
    text: &str,
    minutes: i64,
    topics: &[&str],
) -> String {
    let db = app.db().await;
    let at = app.clock.now() - Duration::days(1) + Duration::minutes(minutes);
    let id = Id::generate();
    resources::Entity::insert(resources::ActiveModel::from(resources::Model {
        id: id.clone(),
        title: title.into(),
        text: text.into(),
        cover_file_id: None,
        link: None,
        link_title: None,
        featured: false,
        author: None,
        created_at: at,
        updated_at: at,
    }))
    .exec_without_returning(&db)
    .await
    .unwrap();
    for topic in topics {
        resource_topics::Entity::insert(resource_topics::ActiveModel::from(
            resource_topics::Model {
                resource_id: id.clone(),
                topic_id: Id::parse("topic", topic).unwrap(),
            },
        ))
        .exec_without_returning(&db)
        .await
        .unwrap();
    }
    id.to_string()
}

async fn related_second_opinions_match_the_posts_topics_and_words_best_first(app: TestApp) {
    let ana = member(&app, "ana").await;
    let pcos = topic(&app, "PCOS").await;
    let meno = topic(&app, "Menopause").await;
    opinion(
        &app,
        "Spotting between periods",
        "When bleeding between periods needs a doctor.",
        1,
        &[],
    )
    .await;
    opinion(
        &app,
        "Living with PCOS",
        "Diet, exercise and medicines.",
        2,
        &[&pcos],
    )
    .await;
    opinion(
        &app,
        "Hot flushes explained",
        "Why they happen, and spotting after menopause.",
        3,
        &[&meno],
    )
    .await;
    opinion(&app, "Breast screening", "What to expect.", 4, &[]).await;
    opinion(
        &app,
        "PCOS and spotting",
        "Irregular cycles and spotting with PCOS.",
        5,
        &[&pcos],
    )
    .await;

    let related = |post: String| {
        let app = &app;
        let ana = &ana;
        async move {
            let body = app
                .graphql_as(&ana.access, RELATED, json!({ "post": post }))
                .await;
            assert!(body["errors"].is_null(), "{body}");
            body["data"]["relatedSecondOpinions"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r["title"].as_str().unwrap().to_owned())
                .collect::<Vec<_>>()
        }
    };
    // "Is this normal?" about spotting, in PCOS: the article with both the word in its title
    // and the topic first, then the word in a title, then the word in a text; at most three.
    let spotting = post(
        &app,
        &ana,
        json!({ "title": "Is this normal? Spotting", "text": "Mid-cycle, for weeks.", "topics": [pcos] }),
    )
    .await;
    assert_eq!(
        related(spotting).await,
        [
            "PCOS and spotting",
            "Spotting between periods",
            "Living with PCOS"
        ]
    );
    // Only words: the articles holding them.
    let hot = post(
        &app,
        &ana,
        json!({ "title": "Hot flushes at night", "text": "Every night." }),
    )
    .await;
    assert_eq!(related(hot).await, ["Hot flushes explained"]);
    // Nothing in common: none.
    let nothing = post(
        &app,
        &ana,
        json!({ "title": "Is this normal?", "text": "Just wondering." }),
    )
    .await;
    assert!(related(nothing).await.is_empty());
    // A post she may not see.
    let body = app
        .graphql_as(
            &ana.access,
            RELATED,
            json!({ "post": Id::generate().to_string() }),
        )
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND", "{body}");
}
