//! The members' Second Opinions: featured first, then newest, by topic and by title, over
//! GraphQL and REST; the topics that have any; who may read them.

use chrono::Duration;
use common::{Clock, Id};
use entity::{resource_topics, resources, topics};
use reqwest::StatusCode;
use sea_orm::{EntityTrait, QueryOrder};
use serde_json::{Value, json};

use crate::forum::member;
use crate::helpers::{TestApp, error_code};

crate::on_both_databases!(
    members_read_second_opinions_featured_first_by_topic_and_by_title,
    the_second_opinions_page_costs_the_same_at_5_and_50,
    second_opinions_answer_over_rest,
);

const SHELF: &str = "query($topic: ID, $search: String, $first: Int, $after: String) {
    secondOpinions(topicId: $topic, search: $search, first: $first, after: $after) {
      items { id title featured topics { title } }
      hasNextPage endCursor } }";

/// Inserts a Second Opinion made `minutes` after a day ago, tagged with `tags`.
async fn opinion(
    app: &TestApp,
    title: &str,
    featured: bool,
    minutes: i64,
    tags: &[&topics::Model],
) {
    let db = app.db().await;
    let at = app.clock.now() - Duration::days(1) + Duration::minutes(minutes);
    let id = Id::generate();
    resources::Entity::insert(resources::ActiveModel::from(resources::Model {
        id: id.clone(),
        title: title.into(),
        text: "What the research says.".into(),
        cover_file_id: None,
        link: None,
        link_title: None,
        featured,
        author: None,
        created_at: at,
        updated_at: at,
    }))
    .exec_without_returning(&db)
    .await
    .unwrap();
    for topic in tags {
        resource_topics::Entity::insert(resource_topics::ActiveModel::from(
            resource_topics::Model {
                resource_id: id.clone(),
                topic_id: topic.id.clone(),
            },
        ))
        .exec_without_returning(&db)
        .await
        .unwrap();
    }
}

async fn seeded_topics(app: &TestApp) -> Vec<topics::Model> {
    let db = app.db().await;
    topics::Entity::find()
        .order_by_asc(topics::Column::Title)
        .all(&db)
        .await
        .unwrap()
}

fn titles(body: &Value) -> Vec<String> {
    body["data"]["secondOpinions"]["items"]
        .as_array()
        .unwrap_or_else(|| panic!("{body}"))
        .iter()
        .map(|i| i["title"].as_str().unwrap().to_owned())
        .collect()
}

/// Every title, page by page of `first`.
async fn every_page(app: &TestApp, access: &str, vars: Value, first: u64) -> Vec<String> {
    let mut all = Vec::new();
    let mut after: Option<String> = None;
    loop {
        let mut vars = vars.clone();
        vars["first"] = json!(first);
        vars["after"] = json!(after);
        let body = app.graphql_as(access, SHELF, vars).await;
        all.extend(titles(&body));
        let page = &body["data"]["secondOpinions"];
        if !page["hasNextPage"].as_bool().unwrap() {
            return all;
        }
        after = Some(page["endCursor"].as_str().unwrap().to_owned());
    }
}

async fn members_read_second_opinions_featured_first_by_topic_and_by_title(app: TestApp) {
    let topics = seeded_topics(&app).await;
    let (a, b) = (&topics[0], &topics[1]);
    opinion(&app, "Old featured", true, 1, &[a]).await;
    opinion(&app, "Hot flushes, explained", false, 2, &[a, b]).await;
    opinion(&app, "New featured", true, 3, &[b]).await;
    opinion(&app, "100% of what you need_to know", false, 4, &[]).await;
    opinion(&app, "Newest plain", false, 5, &[a]).await;
    let reader = member(&app, "reader").await;

    let everything = [
        "New featured",
        "Old featured",
        "Newest plain",
        "100% of what you need_to know",
        "Hot flushes, explained",
    ];
    // The same order whatever the page size: featured first, then newest.
    for first in [1, 2, 5, 20] {
        assert_eq!(
            every_page(&app, &reader.access, json!({}), first).await,
            everything,
            "pages of {first}"
        );
    }
    assert_eq!(
        every_page(
            &app,
            &reader.access,
            json!({ "topic": a.id.to_string() }),
            1
        )
        .await,
        ["Old featured", "Newest plain", "Hot flushes, explained"]
    );
    // Titles, case-insensitively; `%` and `_` are plain characters.
    let search = |text: &str| json!({ "search": text });
    assert_eq!(
        every_page(&app, &reader.access, search("FLUSHES"), 20).await,
        ["Hot flushes, explained"]
    );
    assert_eq!(
        every_page(&app, &reader.access, search("0% of"), 20).await,
        ["100% of what you need_to know"]
    );
    assert!(
        every_page(&app, &reader.access, search("d%t"), 20)
            .await
            .is_empty()
    );
    assert_eq!(
        every_page(
            &app,
            &reader.access,
            json!({ "search": "featured", "topic": b.id.to_string() }),
            20
        )
        .await,
        ["New featured"]
    );

    // Only topics with a Second Opinion, alphabetically.
    let body = app
        .graphql_as(
            &reader.access,
            "{ secondOpinionTopics { title } }",
            json!({}),
        )
        .await;
    let mut expected = [a.title.clone(), b.title.clone()];
    expected.sort();
    assert_eq!(
        body["data"]["secondOpinionTopics"],
        json!(
            expected
                .iter()
                .map(|t| json!({ "title": t }))
                .collect::<Vec<_>>()
        )
    );

    // Mistakes and strangers.
    for vars in [
        json!({ "after": "nope" }),
        json!({ "after": "xAAAA" }),
        json!({ "search": "x".repeat(101) }),
        json!({ "topic": "not-an-id" }),
    ] {
        let body = app.graphql_as(&reader.access, SHELF, vars.clone()).await;
        assert_eq!(error_code(&body), "BAD_USER_INPUT", "{vars}: {body}");
    }
    let body = app.graphql(SHELF, json!({})).await;
    assert_eq!(error_code(&body), "UNAUTHENTICATED", "{body}");
    let body = app
        .graphql("{ secondOpinionTopics { title } }", json!({}))
        .await;
    assert_eq!(error_code(&body), "UNAUTHENTICATED", "{body}");
}

async fn the_second_opinions_page_costs_the_same_at_5_and_50(app: TestApp) {
    let topics = seeded_topics(&app).await;
    for i in 0..60 {
        let tags: Vec<&topics::Model> = topics.iter().take(1 + i as usize % 3).collect();
        opinion(&app, &format!("Opinion {i}"), i % 4 == 0, i, &tags).await;
    }
    let reader = member(&app, "reader").await;
    let mut costs = Vec::new();
    for first in [5, 50] {
        let (statements, body) = app
            .statements_during(app.graphql_as(&reader.access, SHELF, json!({ "first": first })))
            .await;
        assert_eq!(titles(&body).len(), first);
        costs.push(statements);
    }
    assert_eq!(costs[0], costs[1], "{costs:?}");
}

async fn second_opinions_answer_over_rest(app: TestApp) {
    let topics = seeded_topics(&app).await;
    opinion(&app, "Plain", false, 1, &[&topics[0]]).await;
    opinion(&app, "Featured", true, 2, &[&topics[1]]).await;
    let reader = member(&app, "reader").await;

    let (status, page) = app.get_answer(&reader, "/api/app/resource?first=1").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(page["data"][0]["title"], "Featured");
    assert_eq!(page["data"][0]["isResource"], true);
    assert_eq!(
        page["data"][0]["topics"][0]["title"],
        topics[1].title.as_str()
    );
    assert_eq!(page["hasNextPage"], true);
    let after = page["endCursor"].as_str().unwrap();
    let next: Value = app
        .get_as(&reader, &format!("/api/app/resource?first=1&after={after}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(next["data"][0]["title"], "Plain");
    assert_eq!(next["hasNextPage"], false);

    let id = next["data"][0]["_id"].as_str().unwrap();
    let one: Value = app
        .get_as(&reader, &format!("/api/app/resource/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(one["data"]["title"], "Plain");

    let topic = topics[0].id.to_string();
    let mine: Value = app
        .get_as(
            &reader,
            &format!("/api/app/resource?topic={topic}&search=PLA"),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(mine["data"].as_array().unwrap().len(), 1);

    assert_eq!(
        app.get_as(&reader, "/api/app/resource/0000000000000000deadbeef")
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.get_as(&reader, "/api/app/resource?after=nope")
            .await
            .status(),
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        app.get("/api/app/resource").await.status(),
        StatusCode::UNAUTHORIZED
    );
}
