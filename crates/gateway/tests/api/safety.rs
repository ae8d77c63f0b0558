//! Safety (issue 20): crisis language marks an item for the admins only (`needsCare`), muted
//! topics leave a member's lists, content warnings, and the privacy check's counts. Every rule
//! is tried against the running server, on SQLite and on PostgreSQL.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::forum::{comment, post, topic};
use crate::helpers::{ADMIN_PASSWORD, TestApp, Tokens, error_code, message, ok};
use crate::moderation::{audit_rows, member, report, report_post};

crate::on_both_databases!(
    crisis_language_marks_items_for_admins_only,
    edits_mark_and_unmark_items_that_need_care,
    the_moderation_queue_filters_reports_of_items_that_need_care,
    muted_topics_leave_her_feeds_and_search_but_not_their_own_page,
    muting_rules,
    muting_adds_no_statement_to_her_lists,
    content_warnings_are_trimmed_bounded_and_replaced,
    admins_set_content_warnings_and_members_cannot,
    privacy_check_counts_what_it_finds_by_kind_and_day,
);

const CRISIS: &str = "Some days I just want to die";
const ORDINARY: &str = "This cramp is killing me";

const POST: &str = "query($id: ID!) { post(id: $id) { id needsCare contentWarning } }";
const FEED: &str = "query($filter: FeedFilter) { feed(filter: $filter, first: 20) {
    items { ... on Post { id title needsCare } } } }";
const SEARCH: &str = "query($q: String!) { searchPosts(query: $q, first: 100) {
    items { ... on Post { id title needsCare } } } }";
const TOPIC_FEED: &str = "query($topic: ID!) { topicFeed(topicId: $topic, first: 100) {
    items { ... on Post { id title } } } }";
const COMMENTS: &str = "query($post: ID!) { comments(postId: $post) { items { id needsCare } } }";
const ADMIN_POSTS: &str = "query($q: TableInput!) { adminPosts(query: $q) {
    items { id needsCare } } }";
const ADMIN_REPORTS: &str = "query($q: TableInput!) { adminReports(query: $q) {
    items { id postId commentId needsCare } } }";
const UPDATE_POST: &str = "mutation($id: ID!, $input: PostEditInput!) {
    updatePost(id: $id, input: $input) { id needsCare contentWarning } }";
const UPDATE_COMMENT: &str = "mutation($id: ID!, $text: String!) {
    updateComment(id: $id, text: $text) { id needsCare } }";
const CREATE: &str = "mutation($input: NewPostInput!) { createPost(input: $input) {
    id contentWarning needsCare } }";
const MUTE: &str = "mutation($id: ID!) { muteTopic(id: $id) }";
const UNMUTE: &str = "mutation($id: ID!) { unmuteTopic(id: $id) }";
const MUTED: &str = "{ me { mutedTopics { title } } }";
const SET_WARNING: &str = "mutation($id: ID!, $w: String) {
    setPostContentWarning(id: $id, contentWarning: $w) { id contentWarning } }";
const COUNTS: &str = "query($days: Int!) { privacyCheckCounts(days: $days) { kind label items } }";

/// What she sees, by title: the ALL and INTERESTS feeds, a search, PCOS's page and
/// Menopause's page.
type Lists<T> = (Vec<T>, Vec<T>, Vec<T>, Vec<T>, Vec<T>);

/// A made-up id of the right shape.
const NOBODY: &str = "0000000000000000deadbeef";

async fn titled(app: &TestApp, who: &Tokens, title: &str, text: &str) -> String {
    post(app, who, json!({ "title": title, "text": text })).await
}

async fn post_needs_care(app: &TestApp, who: &Tokens, id: &str) -> bool {
    let body = app.graphql_by(who, POST, json!({ "id": id })).await;
    ok(&body)["post"]["needsCare"].as_bool().unwrap()
}

/// `(id, needsCare)` of the posts in a page.
fn marks(page: &Value) -> Vec<(String, bool)> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|item| {
            Some((
                item["id"].as_str()?.to_owned(),
                item["needsCare"].as_bool().unwrap(),
            ))
        })
        .collect()
}

fn titles(page: &Value) -> Vec<String> {
    let mut titles: Vec<String> = page["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|item| item["title"].as_str().map(str::to_owned))
        .collect();
    titles.sort();
    titles
}

async fn admin_posts(app: &TestApp, admin: &Tokens, filter: &str) -> Vec<(String, bool)> {
    let body = app.graphql_by(admin,
        ADMIN_POSTS,
        json!({ "q": { "filters": [{ "column": "needsCare", "values": [filter] }], "first": 100 } }),
    )
    .await;
    marks(&ok(&body)["adminPosts"])
}

async fn first_comment_needs_care(app: &TestApp, admin: &Tokens, post: &str) -> bool {
    let body = app
        .graphql_by(admin, COMMENTS, json!({ "post": post }))
        .await;
    ok(&body)["comments"]["items"][0]["needsCare"]
        .as_bool()
        .unwrap()
}

async fn admin_sign_in(app: &TestApp) -> Tokens {
    let response = app.login("admin@example.org", ADMIN_PASSWORD).await;
    assert_eq!(response.status(), StatusCode::OK);
    crate::helpers::Tokens::from_body(&response.json().await.unwrap())
}

async fn crisis_language_marks_items_for_admins_only(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let admin = app.admin().await;
    let crisis = titled(&app, &ana, "Zebra night", CRISIS).await;
    let ordinary = titled(&app, &ana, "Zebra cramps", ORDINARY).await;
    // In the title alone, and through the REST contract.
    let in_title = titled(&app, &ana, "I feel suicidal tonight", "Zebra").await;
    let (status, body) = app
        .post_answer(
            &ana,
            "/api/app/post",
            json!({ "title": "Zebra REST", "text": "I don't want to be here anymore" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let rest = body["data"]["_id"].as_str().unwrap().to_owned();
    let said = comment(&app, &bea, &ordinary, None, "I can't go on any more").await;
    let calm = comment(&app, &bea, &ordinary, None, "My feet are killing me too").await;

    // The admin is told, in the post, the Post Management table and the comments.
    for (id, marked) in [
        (&crisis, true),
        (&ordinary, false),
        (&in_title, true),
        (&rest, true),
    ] {
        assert_eq!(post_needs_care(&app, &admin, id).await, marked, "{id}");
    }
    let mut yes: Vec<String> = admin_posts(&app, &admin, "Yes")
        .await
        .into_iter()
        .map(|(id, marked)| {
            assert!(marked);
            id
        })
        .collect();
    yes.sort();
    let mut expected = vec![crisis.clone(), in_title.clone(), rest.clone()];
    expected.sort();
    assert_eq!(yes, expected);
    assert_eq!(
        admin_posts(&app, &admin, "No").await,
        vec![(ordinary.clone(), false)]
    );
    let body = app
        .graphql_by(&admin, COMMENTS, json!({ "post": ordinary }))
        .await;
    let mut comments = marks(&ok(&body)["comments"]);
    comments.sort();
    let mut expected = vec![(said.clone(), true), (calm.clone(), false)];
    expected.sort();
    assert_eq!(comments, expected);

    // The author herself and another member are never told, in any answer.
    for who in [&ana, &bea] {
        for id in [&crisis, &ordinary, &in_title, &rest] {
            assert!(!post_needs_care(&app, who, id).await);
        }
        let body = app.graphql_by(who, FEED, json!({ "filter": "ALL" })).await;
        let feed = marks(&ok(&body)["feed"]);
        assert_eq!(feed.len(), 4, "{body}");
        assert!(feed.iter().all(|(_, marked)| !marked), "{body}");
        let body = app.graphql_by(who, SEARCH, json!({ "q": "zebra" })).await;
        let found = marks(&ok(&body)["searchPosts"]);
        assert_eq!(found.len(), 4, "{body}");
        assert!(found.iter().all(|(_, marked)| !marked), "{body}");
        let body = app
            .graphql_by(who, COMMENTS, json!({ "post": ordinary }))
            .await;
        let comments = marks(&ok(&body)["comments"]);
        assert_eq!(comments.len(), 2);
        assert!(comments.iter().all(|(_, marked)| !marked), "{body}");
    }
    // A member cannot ask the table either.
    let body = app
        .graphql_by(
            &bea,
            ADMIN_POSTS,
            json!({ "q": { "filters": [{ "column": "needsCare", "values": ["Yes"] }] } }),
        )
        .await;
    assert_eq!(error_code(&body), "FORBIDDEN", "{body}");
    // A value that is not Yes or No is the admin's mistake, not a failure.
    let body = app
        .graphql_by(
            &admin,
            ADMIN_POSTS,
            json!({ "q": { "filters": [{ "column": "needsCare", "values": ["Maybe"] }] } }),
        )
        .await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
}

async fn edits_mark_and_unmark_items_that_need_care(app: TestApp) {
    let ana = member(&app, "ana").await;
    let admin = app.admin().await;
    let id = titled(&app, &ana, "Long week", ORDINARY).await;
    assert!(!post_needs_care(&app, &admin, &id).await);

    let edit = |text: &str| json!({ "id": id, "input": { "title": "Long week", "text": text } });
    let body = app
        .graphql_by(&ana, UPDATE_POST, edit("Honestly I want to die"))
        .await;
    assert_eq!(
        ok(&body)["updatePost"]["needsCare"],
        false,
        "she is not told"
    );
    assert!(post_needs_care(&app, &admin, &id).await);
    assert_eq!(
        admin_posts(&app, &admin, "Yes").await,
        vec![(id.clone(), true)]
    );

    app.graphql_by(&ana, UPDATE_POST, edit("Better today, thank you all"))
        .await;
    assert!(!post_needs_care(&app, &admin, &id).await);
    assert!(admin_posts(&app, &admin, "Yes").await.is_empty());

    // A comment too.
    let said = comment(&app, &ana, &id, None, "Thanks everyone").await;
    assert!(!first_comment_needs_care(&app, &admin, &id).await);
    let body = app
        .graphql_by(
            &ana,
            UPDATE_COMMENT,
            json!({ "id": said, "text": "Some nights I think about ending it all" }),
        )
        .await;
    assert_eq!(ok(&body)["updateComment"]["needsCare"], false);
    assert!(first_comment_needs_care(&app, &admin, &id).await);
    app.graphql_by(
        &ana,
        UPDATE_COMMENT,
        json!({ "id": said, "text": "Feeling stronger" }),
    )
    .await;
    assert!(!first_comment_needs_care(&app, &admin, &id).await);
}

async fn the_moderation_queue_filters_reports_of_items_that_need_care(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let admin = app.admin().await;
    let crisis = titled(&app, &ana, "Night", CRISIS).await;
    let ordinary = titled(&app, &ana, "Cramps", ORDINARY).await;
    let crisis_comment = comment(&app, &ana, &ordinary, None, "I wish I were dead").await;
    let calm_comment = comment(&app, &ana, &ordinary, None, "Heat pads help").await;
    // The comments first: a reported post hides its thread from the reporter.
    for id in [&crisis_comment, &calm_comment] {
        ok(&report(
            &app,
            &bea,
            json!({ "commentId": id, "reason": "SENSITIVE" }),
        )
        .await);
    }
    ok(&report_post(&app, &bea, &crisis).await);
    ok(&report_post(&app, &bea, &ordinary).await);

    let reported = |filter: Option<&'static str>| {
        let q = match filter {
            Some(value) => {
                json!({ "filters": [{ "column": "needsCare", "values": [value] }], "first": 100 })
            }
            None => json!({ "first": 100 }),
        };
        let (app, admin) = (&app, &admin);
        async move {
            let body = app
                .graphql_by(admin, ADMIN_REPORTS, json!({ "q": q }))
                .await;
            let mut items: Vec<String> = ok(&body)["adminReports"]["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| {
                    if let Some(value) = filter {
                        assert_eq!(r["needsCare"], value == "Yes", "{r}");
                    }
                    r["commentId"]
                        .as_str()
                        .or(r["postId"].as_str())
                        .unwrap()
                        .to_owned()
                })
                .collect();
            items.sort();
            items
        }
    };
    let sorted = |mut ids: Vec<String>| {
        ids.sort();
        ids
    };
    assert_eq!(
        reported(Some("Yes")).await,
        sorted(vec![crisis.clone(), crisis_comment.clone()])
    );
    assert_eq!(
        reported(Some("No")).await,
        sorted(vec![ordinary.clone(), calm_comment.clone()])
    );
    assert_eq!(reported(None).await.len(), 4);
    // Combined with the status filter.
    let body = app
        .graphql_by(
            &admin,
            ADMIN_REPORTS,
            json!({ "q": { "filters": [
            { "column": "needsCare", "values": ["Yes"] },
            { "column": "status", "values": ["completed"] } ] } }),
        )
        .await;
    assert_eq!(ok(&body)["adminReports"]["items"], json!([]));
    let body = app
        .graphql_by(
            &bea,
            ADMIN_REPORTS,
            json!({ "q": { "filters": [{ "column": "needsCare", "values": ["Yes"] }] } }),
        )
        .await;
    assert_eq!(error_code(&body), "FORBIDDEN", "{body}");
}

async fn muted_topics_leave_her_feeds_and_search_but_not_their_own_page(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let (pcos, menopause) = (topic(&app, "PCOS").await, topic(&app, "Menopause").await);
    let post_in = |title: &'static str, topics: Vec<String>| {
        let (app, ana) = (&app, &ana);
        async move {
            post(
                app,
                ana,
                json!({ "title": title, "text": "zebra", "topics": topics }),
            )
            .await
        }
    };
    post_in("PCOS only", vec![pcos.clone()]).await;
    post_in("Both", vec![pcos.clone(), menopause.clone()]).await;
    post_in("No topic", vec![]).await;
    let saved = app
        .graphql_by(
            &bea,
            "mutation($t: [ID!]) { updateProfile(input: { topicsOfInterest: $t }) { id } }",
            json!({ "t": [pcos] }),
        )
        .await;
    ok(&saved);

    let lists = |who: &Tokens| {
        let (app, who, pcos, menopause) = (&app, who.clone(), pcos.clone(), menopause.clone());
        async move {
            let feed = |filter: &str| {
                let (who, filter) = (who.clone(), filter.to_owned());
                async move {
                    let body = app
                        .graphql_by(&who, FEED, json!({ "filter": filter }))
                        .await;
                    titles(&ok(&body)["feed"])
                }
            };
            let topic_page = |topic: String| {
                let who = who.clone();
                async move {
                    let body = app
                        .graphql_by(&who, TOPIC_FEED, json!({ "topic": topic }))
                        .await;
                    titles(&ok(&body)["topicFeed"])
                }
            };
            let body = app.graphql_by(&who, SEARCH, json!({ "q": "zebra" })).await;
            (
                feed("ALL").await,
                feed("INTERESTS").await,
                titles(&ok(&body)["searchPosts"]),
                topic_page(pcos).await,
                topic_page(menopause).await,
            )
        }
    };
    let everything = (
        vec!["Both", "No topic", "PCOS only"],
        vec!["Both", "PCOS only"],
        vec!["Both", "No topic", "PCOS only"],
        vec!["Both", "PCOS only"],
        vec!["Both"],
    );
    let as_strings = |l: Lists<&str>| {
        let own = |v: Vec<&str>| v.into_iter().map(str::to_owned).collect::<Vec<_>>();
        (own(l.0), own(l.1), own(l.2), own(l.3), own(l.4))
    };
    assert_eq!(lists(&bea).await, as_strings(everything.clone()));

    // Muting PCOS hides every post carrying it, "Both" too although Menopause is not muted
    // (issue 33); a post without topics stays; PCOS's and Menopause's own pages still list them.
    let body = app
        .graphql_by(&bea, FEED, json!({ "filter": "POPULAR" }))
        .await;
    assert!(
        titles(&ok(&body)["feed"]).contains(&"Both".to_owned()),
        "{body}"
    );
    ok(&app.graphql_by(&bea, MUTE, json!({ "id": pcos })).await);
    assert_eq!(
        lists(&bea).await,
        as_strings((
            vec!["No topic"],
            vec![],
            vec!["No topic"],
            vec!["Both", "PCOS only"],
            vec!["Both"],
        ))
    );
    // Popular (PCOS and Menopause are active) leaves them out too.
    let body = app
        .graphql_by(&bea, FEED, json!({ "filter": "POPULAR" }))
        .await;
    let popular = titles(&ok(&body)["feed"]);
    assert!(
        !popular.iter().any(|t| t == "Both" || t == "PCOS only"),
        "{popular:?}"
    );
    // Every topic of "Both" muted: still out, except on the topics' pages.
    ok(&app.graphql_by(&bea, MUTE, json!({ "id": menopause })).await);
    assert_eq!(
        lists(&bea).await,
        as_strings((
            vec!["No topic"],
            vec![],
            vec!["No topic"],
            vec!["Both", "PCOS only"],
            vec!["Both"],
        ))
    );
    let body = app.graphql_by(&bea, MUTED, json!({})).await;
    assert_eq!(
        ok(&body)["me"]["mutedTopics"],
        json!([{ "title": "Menopause" }, { "title": "PCOS" }])
    );
    // Her muting is hers: the author sees everything.
    assert_eq!(lists(&ana).await.0, everything.0);

    // Her data export lists them.
    let response = app.get_as(&bea, "/api/app/user/export").await;
    assert_eq!(response.status(), StatusCode::OK);
    let data: Value = serde_json::from_str(&response.text().await.unwrap()).unwrap();
    let mut muted = data["mutedTopics"].as_array().unwrap().clone();
    muted.sort_by_key(|t| t.as_str().unwrap().to_owned());
    assert_eq!(muted, vec![json!("Menopause"), json!("PCOS")]);

    // Unmuting brings them back.
    ok(&app.graphql_by(&bea, UNMUTE, json!({ "id": pcos })).await);
    ok(&app
        .graphql_by(&bea, UNMUTE, json!({ "id": menopause }))
        .await);
    assert_eq!(lists(&bea).await, as_strings(everything));
}

async fn muting_rules(app: TestApp) {
    let bea = member(&app, "bea").await;
    let pcos = topic(&app, "PCOS").await;
    // Idempotent both ways.
    for _ in 0..2 {
        let body = app.graphql_by(&bea, MUTE, json!({ "id": pcos })).await;
        assert_eq!(ok(&body)["muteTopic"], true);
    }
    let body = app.graphql_by(&bea, MUTED, json!({})).await;
    assert_eq!(ok(&body)["me"]["mutedTopics"], json!([{ "title": "PCOS" }]));
    for _ in 0..2 {
        let body = app.graphql_by(&bea, UNMUTE, json!({ "id": pcos })).await;
        assert_eq!(ok(&body)["unmuteTopic"], true);
    }
    let body = app.graphql_by(&bea, MUTED, json!({})).await;
    assert_eq!(ok(&body)["me"]["mutedTopics"], json!([]));

    // Unknown topic, malformed id, no account.
    for mutation in [MUTE, UNMUTE] {
        let body = app
            .graphql_by(&bea, mutation, json!({ "id": NOBODY }))
            .await;
        assert_eq!(error_code(&body), "NOT_FOUND", "{body}");
        let body = app
            .graphql_by(&bea, mutation, json!({ "id": "not-an-id" }))
            .await;
        assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
        let body = app.graphql(mutation, json!({ "id": pcos })).await;
        assert_eq!(error_code(&body), "UNAUTHENTICATED", "{body}");
    }

    // A topic deleted by an admin leaves her muted list (cascade).
    ok(&app.graphql_by(&bea, MUTE, json!({ "id": pcos })).await);
    let admin = app.admin().await;
    ok(&app
        .graphql_by(
            &admin,
            "mutation($id: ID!) { deleteTopic(id: $id) }",
            json!({ "id": pcos }),
        )
        .await);
    let body = app.graphql_by(&bea, MUTED, json!({})).await;
    assert_eq!(ok(&body)["me"]["mutedTopics"], json!([]));
}

async fn muting_adds_no_statement_to_her_lists(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let (pcos, menopause) = (topic(&app, "PCOS").await, topic(&app, "Menopause").await);
    for n in 0..6 {
        let topics = if n % 2 == 0 {
            vec![pcos.clone()]
        } else {
            vec![pcos.clone(), menopause.clone()]
        };
        post(
            &app,
            &ana,
            json!({ "title": format!("Zebra {n}"), "text": "zebra", "topics": topics }),
        )
        .await;
    }
    let costs = || async {
        let mut costs = Vec::new();
        for (query, variables) in [
            (FEED, json!({ "filter": "ALL" })),
            (FEED, json!({ "filter": "INTERESTS" })),
            (SEARCH, json!({ "q": "zebra" })),
            (TOPIC_FEED, json!({ "topic": pcos })),
        ] {
            let (statements, body) = app
                .statements_during(app.graphql_by(&bea, query, variables))
                .await;
            ok(&body);
            costs.push(statements);
        }
        costs
    };
    let before = costs().await;
    // The three posts carrying Menopause leave her feed (any muted topic, issue 33).
    ok(&app.graphql_by(&bea, MUTE, json!({ "id": menopause })).await);
    let (_, body) = app
        .statements_during(app.graphql_by(&bea, FEED, json!({ "filter": "ALL" })))
        .await;
    assert_eq!(
        titles(&ok(&body)["feed"]).len(),
        3,
        "the rule applies: {body}"
    );
    assert_eq!(
        costs().await,
        before,
        "the rule is part of each list's own statement"
    );
}

async fn content_warnings_are_trimmed_bounded_and_replaced(app: TestApp) {
    let ana = member(&app, "ana").await;
    let create = |warning: Value| {
        let (app, ana) = (&app, &ana);
        async move {
            app.graphql_by(ana,
                CREATE,
                json!({ "input": { "title": "Scan", "text": "Results", "contentWarning": warning } }),
            )
            .await
        }
    };
    let body = create(json!("  Pregnancy loss  ")).await;
    assert_eq!(ok(&body)["createPost"]["contentWarning"], "Pregnancy loss");
    let id = body["data"]["createPost"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let body = create(json!("   ")).await;
    assert_eq!(ok(&body)["createPost"]["contentWarning"], Value::Null);
    let body = create(Value::Null).await;
    assert_eq!(ok(&body)["createPost"]["contentWarning"], Value::Null);
    let body = create(json!("x".repeat(81))).await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
    assert_eq!(
        message(&body),
        "A content warning can be at most 80 characters."
    );
    let body = create(json!("é".repeat(80))).await;
    assert_eq!(ok(&body)["createPost"]["contentWarning"], "é".repeat(80));

    // An edit replaces it: a new one, then none when left out.
    let body = app.graphql_by(&ana,
        UPDATE_POST,
        json!({ "id": id, "input": { "text": "Results", "contentWarning": " Graphic detail " } }),
    )
    .await;
    assert_eq!(ok(&body)["updatePost"]["contentWarning"], "Graphic detail");
    let body = app
        .graphql_by(
            &ana,
            UPDATE_POST,
            json!({ "id": id, "input": { "text": "Results", "contentWarning": "y".repeat(81) } }),
        )
        .await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
    let body = app.graphql_by(&ana, POST, json!({ "id": id })).await;
    assert_eq!(ok(&body)["post"]["contentWarning"], "Graphic detail");
    let body = app
        .graphql_by(
            &ana,
            UPDATE_POST,
            json!({ "id": id, "input": { "text": "Results" } }),
        )
        .await;
    assert_eq!(ok(&body)["updatePost"]["contentWarning"], Value::Null);

    // The REST contract is unchanged: a REST post has none.
    let (status, body) = app
        .post_answer(
            &ana,
            "/api/app/post",
            json!({ "title": "REST", "text": "Hello" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let rest = body["data"]["_id"].as_str().unwrap();
    let body = app.graphql_by(&ana, POST, json!({ "id": rest })).await;
    assert_eq!(ok(&body)["post"]["contentWarning"], Value::Null);
}

async fn admins_set_content_warnings_and_members_cannot(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let admin = app.admin().await;
    let id = titled(&app, &ana, "Birth story", "It was a long night").await;

    // Not the author, not another member.
    for who in [&ana, &bea] {
        let body = app
            .graphql_by(who, SET_WARNING, json!({ "id": id, "w": "Birth trauma" }))
            .await;
        assert_eq!(error_code(&body), "FORBIDDEN", "{body}");
    }
    let body = app.graphql_by(&bea, POST, json!({ "id": id })).await;
    assert_eq!(ok(&body)["post"]["contentWarning"], Value::Null);
    assert!(
        audit_rows(&app)
            .await
            .iter()
            .all(|row| row.action != "post.content_warning")
    );

    let body = app
        .graphql_by(
            &admin,
            SET_WARNING,
            json!({ "id": id, "w": " Birth trauma " }),
        )
        .await;
    assert_eq!(
        ok(&body)["setPostContentWarning"]["contentWarning"],
        "Birth trauma"
    );
    let body = app.graphql_by(&bea, POST, json!({ "id": id })).await;
    assert_eq!(ok(&body)["post"]["contentWarning"], "Birth trauma");
    let body = app
        .graphql_by(
            &admin,
            SET_WARNING,
            json!({ "id": id, "w": "z".repeat(81) }),
        )
        .await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
    // The test clock stands still: a second passes, so the audit rows keep their order.
    app.advance(chrono::Duration::seconds(1));
    let body = app
        .graphql_by(&admin, SET_WARNING, json!({ "id": id, "w": null }))
        .await;
    assert_eq!(
        ok(&body)["setPostContentWarning"]["contentWarning"],
        Value::Null
    );
    let body = app
        .graphql_by(&admin, SET_WARNING, json!({ "id": NOBODY, "w": "x" }))
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND", "{body}");

    // Audited: who, which post, set or removed (never the words).
    let rows: Vec<_> = audit_rows(&app)
        .await
        .into_iter()
        .filter(|row| row.action == "post.content_warning")
        .map(|row| (row.target_type, row.target_id, row.detail))
        .collect();
    assert_eq!(
        rows,
        vec![
            ("post".to_owned(), id.clone(), Some("set".to_owned())),
            ("post".to_owned(), id.clone(), Some("removed".to_owned())),
        ]
    );
}

async fn privacy_check_counts_what_it_finds_by_kind_and_day(app: TestApp) {
    let ana = member(&app, "ana").await;
    let admin = app.admin().await;
    let counts = |admin: &Tokens, days: i64| {
        let (app, admin) = (&app, admin.clone());
        async move {
            let body = app
                .graphql_by(&admin, COUNTS, json!({ "days": days }))
                .await;
            ok(&body)["privacyCheckCounts"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| {
                    (
                        c["kind"].as_str().unwrap().to_owned(),
                        c["items"].as_i64().unwrap(),
                    )
                })
                .collect::<Vec<_>>()
        }
    };
    let count_of = |all: &[(String, i64)], kind: &str| {
        all.iter()
            .find(|(k, _)| k == kind)
            .unwrap_or_else(|| panic!("no {kind}"))
            .1
    };
    let before = counts(&admin, 30).await;
    assert!(before.len() >= 5);
    assert!(before.iter().all(|(_, n)| *n == 0), "{before:?}");

    let id = titled(
        &app,
        &ana,
        "Call me",
        "on 07700 900123 or at jane.doe@example.org, and again 07700 900123",
    )
    .await;
    let after = counts(&admin, 30).await;
    assert_eq!(count_of(&after, "PHONE"), 1, "one item, however many finds");
    assert_eq!(count_of(&after, "EMAIL"), 1);
    let others: i64 = after
        .iter()
        .filter(|(k, _)| k != "PHONE" && k != "EMAIL")
        .map(|(_, n)| n)
        .sum();
    assert_eq!(others, 0, "{after:?}");
    // A comment counts too; one without findings doesn't.
    comment(&app, &ana, &id, None, "or mail ana@example.org").await;
    comment(&app, &ana, &id, None, "thanks all").await;
    assert_eq!(count_of(&counts(&admin, 30).await, "EMAIL"), 2);

    // Two days later: yesterday's window is empty, three days still hold them.
    app.advance(chrono::Duration::days(2));
    let admin = admin_sign_in(&app).await;
    assert_eq!(count_of(&counts(&admin, 1).await, "EMAIL"), 0);
    assert_eq!(count_of(&counts(&admin, 3).await, "EMAIL"), 2);

    // Admins only, and a sensible window.
    let ana = crate::forum::sign_in(&app, "ana").await;
    let body = app.graphql_by(&ana, COUNTS, json!({ "days": 30 })).await;
    assert_eq!(error_code(&body), "FORBIDDEN", "{body}");
    for days in [0, 366] {
        let body = app
            .graphql_by(&admin, COUNTS, json!({ "days": days }))
            .await;
        assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
    }
    let body = app
        .graphql_by(
            &admin,
            "{ privacyCheckCounts { kind label items } }",
            json!({}),
        )
        .await;
    let labels = &ok(&body)["privacyCheckCounts"];
    assert_eq!(labels[0]["kind"], "EMAIL");
    assert_eq!(labels[0]["label"], "Email address");
}
