//! The back office's content: Health Topics and Second Opinions (tables, forms, exports),
//! admins deleting accounts, and the audit row every admin action writes in its transaction.

use chrono::Duration;
use common::{Clock, Id};
use entity::{audit_log, files, resource_topics, resources, topics, users};
use reqwest::StatusCode;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
};
use serde_json::{Value, json};

use crate::forum::{FEED, member, post};
use crate::helpers::{TestApp, Tokens, error_code, field, message};
use crate::uploads::{PHOTO, download, put, signed_url, ticket};

crate::on_both_databases!(
    topics_are_created_edited_validated_and_deleted,
    a_second_opinion_with_a_cover_reaches_members,
    second_opinion_forms_are_validated_field_by_field,
    an_admin_deletes_an_account_as_the_member_would,
    every_admin_action_writes_one_audit_row_in_its_transaction,
    topic_and_second_opinion_exports_follow_the_table_query,
    the_second_opinion_table_costs_the_same_at_5_and_50_rows,
    the_content_tables_answer_over_rest,
);

const SAVE_TOPIC: &str = "mutation($input: TopicInput!) {
    saveTopic(input: $input) { id title description createdAt } }";

const SAVE_OPINION: &str = "mutation($input: SecondOpinionInput!) {
    saveSecondOpinion(input: $input) { id title text coverImage link linkTitle featured author
                                       topics { id title } } }";

async fn save_topic(app: &TestApp, admin: &Tokens, input: Value) -> Value {
    app.graphql_as(&admin.access, SAVE_TOPIC, json!({ "input": input }))
        .await
}

/// Creates a topic and answers its id.
async fn new_topic(app: &TestApp, admin: &Tokens, title: &str) -> String {
    let body = save_topic(app, admin, json!({ "title": title })).await;
    body["data"]["saveTopic"]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("topic saved: {body}"))
        .to_owned()
}

async fn save_opinion(app: &TestApp, admin: &Tokens, input: Value) -> Value {
    app.graphql_as(&admin.access, SAVE_OPINION, json!({ "input": input }))
        .await
}

/// Uploads an image (private, as the upload field asks by default) without attaching it.
async fn private_image(app: &TestApp, tokens: &Tokens) -> Id {
    let (url, id) = ticket(app, tokens, "image/jpeg", "").await;
    assert_eq!(
        put(app, &url, "image/jpeg", PHOTO).await.status(),
        StatusCode::OK
    );
    id
}

async fn file(app: &TestApp, id: &str) -> Option<files::Model> {
    files::Entity::find_by_id(Id::parse("id", id).unwrap())
        .one(&app.db().await)
        .await
        .unwrap()
}

/// The audit log's rows, oldest first, as `(action, target)`.
async fn audit_rows(app: &TestApp) -> Vec<(String, String)> {
    audit_log::Entity::find()
        .order_by_asc(audit_log::Column::CreatedAt)
        .order_by_asc(audit_log::Column::Id)
        .all(&app.db().await)
        .await
        .unwrap()
        .into_iter()
        .map(|row| (row.action, row.target_id))
        .collect()
}

async fn topics_table(app: &TestApp, admin: &Tokens, search: &str) -> Vec<String> {
    let body = app
        .graphql_as(
            &admin.access,
            "query($search: String) { adminTopics(query: { search: $search, ascending: true }) {
                items { title createdAt } hasNextPage } }",
            json!({ "search": search }),
        )
        .await;
    body["data"]["adminTopics"]["items"]
        .as_array()
        .unwrap_or_else(|| panic!("{body}"))
        .iter()
        .map(|t| t["title"].as_str().unwrap().to_owned())
        .collect()
}

async fn topics_at(app: &TestApp, tokens: &Tokens, query: &str, pointer: &str) -> Vec<String> {
    let body = app.graphql_as(&tokens.access, query, json!({})).await;
    body.pointer(pointer)
        .unwrap_or_else(|| panic!("{pointer}: {body}"))
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["title"].as_str().unwrap().to_owned())
        .collect()
}

async fn topics_are_created_edited_validated_and_deleted(app: TestApp) {
    let admin = app.admin().await;
    let ana = member(&app, "ana").await;

    let body = save_topic(
        &app,
        &admin,
        json!({ "title": "  Perimenopause  ", "description": "  Before the change " }),
    )
    .await;
    let created = &body["data"]["saveTopic"];
    assert_eq!(created["title"], "Perimenopause", "trimmed: {body}");
    assert_eq!(created["description"], "Before the change");
    let id = created["id"].as_str().unwrap().to_owned();

    let body = save_topic(
        &app,
        &admin,
        json!({ "id": id, "title": "Perimenopause care", "description": "" }),
    )
    .await;
    assert_eq!(
        body["data"]["saveTopic"],
        json!({ "id": id, "title": "Perimenopause care", "description": null,
                "createdAt": created["createdAt"] }),
        "edited in place; an empty description is none"
    );
    assert_eq!(
        topics_table(&app, &admin, "perimenopause care").await,
        ["Perimenopause care"]
    );

    for (input, field_name, text) in [
        (json!({ "title": "   " }), "title", "Title is required"),
        (
            json!({ "title": "x".repeat(101) }),
            "title",
            "Titles can be at most 100 characters.",
        ),
        (
            json!({ "title": "Fine", "description": "d".repeat(501) }),
            "description",
            "Descriptions can be at most 500 characters.",
        ),
    ] {
        let body = save_topic(&app, &admin, input).await;
        assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
        assert_eq!((field(&body), message(&body)), (field_name, text));
    }
    // "Fertility" is one of the default topics.
    for input in [
        json!({ "title": "fertility" }),
        json!({ "id": id, "title": "Fertility" }),
    ] {
        let body = save_topic(&app, &admin, input).await;
        assert_eq!(error_code(&body), "CONFLICT", "{body}");
        assert_eq!(message(&body), "A topic with this title already exists");
    }
    let body = save_topic(
        &app,
        &admin,
        json!({ "id": Id::generate().to_string(), "title": "Nobody" }),
    )
    .await;
    assert_eq!(error_code(&body), "NOT_FOUND", "{body}");

    // The topic on a post, a member's interests and a Second Opinion; then deleted.
    let post_id = post(
        &app,
        &ana,
        json!({ "title": "Hot flushes", "text": "Anyone else?", "topics": [id] }),
    )
    .await;
    let body = app
        .graphql_as(
            &ana.access,
            "mutation($t: [ID!]) { updateProfile(input: { topicsOfInterest: $t }) { id } }",
            json!({ "t": [id] }),
        )
        .await;
    assert!(body["errors"].is_null(), "{body}");
    let body = save_opinion(
        &app,
        &admin,
        json!({ "title": "What to expect", "topicIds": [id] }),
    )
    .await;
    let opinion = body["data"]["saveSecondOpinion"]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("{body}"))
        .to_owned();

    let body = app
        .graphql_as(
            &admin.access,
            "mutation($id: ID!) { deleteTopic(id: $id) }",
            json!({ "id": id }),
        )
        .await;
    assert_eq!(body["data"]["deleteTopic"], true, "{body}");
    let post_query = format!("{{ post(id: \"{post_id}\") {{ topics {{ title }} }} }}");
    assert!(
        topics_at(&app, &ana, &post_query, "/data/post/topics")
            .await
            .is_empty()
    );
    assert!(
        topics_at(
            &app,
            &ana,
            "{ me { topicsOfInterest { title } } }",
            "/data/me/topicsOfInterest"
        )
        .await
        .is_empty()
    );
    let opinion_query = format!("{{ secondOpinion(id: \"{opinion}\") {{ topics {{ title }} }} }}");
    assert!(
        topics_at(&app, &ana, &opinion_query, "/data/secondOpinion/topics")
            .await
            .is_empty()
    );
    assert!(
        topics_table(&app, &admin, "perimenopause care")
            .await
            .is_empty()
    );
    let body = app
        .graphql_as(
            &admin.access,
            "mutation($id: ID!) { deleteTopic(id: $id) }",
            json!({ "id": id }),
        )
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND", "deleted once: {body}");
}

async fn a_second_opinion_with_a_cover_reaches_members(app: TestApp) {
    let admin = app.admin().await;
    let ana = member(&app, "ana").await;
    let topic = crate::forum::topic(&app, "Endometriosis").await;
    let cover = private_image(&app, &admin).await;

    let body = save_opinion(
        &app,
        &admin,
        json!({ "title": "Living with endo", "text": "What the research says.",
                "coverImage": cover.to_string(), "link": "https://example.org/endo",
                "linkTitle": "Read more", "featured": true, "author": "Dr. Okafor",
                "topicIds": [topic] }),
    )
    .await;
    let saved = &body["data"]["saveSecondOpinion"];
    assert_eq!(saved["coverImage"], cover.to_string(), "{body}");
    assert_eq!(
        saved["topics"],
        json!([{ "id": topic, "title": "Endometriosis" }])
    );
    assert_eq!(saved["featured"], true);
    let id = saved["id"].as_str().unwrap().to_owned();

    // A member finds it in the feed, opens it, and sees its cover.
    let feed = app
        .graphql_as(&ana.access, FEED, json!({ "filter": "ALL" }))
        .await;
    let items = feed["data"]["feed"]["items"].as_array().unwrap();
    assert!(
        items
            .iter()
            .any(|i| i["id"] == id.as_str() && i["isResource"] == true),
        "{feed}"
    );
    let body = app
        .graphql_as(
            &ana.access,
            "query($id: ID!) { secondOpinion(id: $id) { title coverImage author } }",
            json!({ "id": id }),
        )
        .await;
    assert_eq!(
        body["data"]["secondOpinion"],
        json!({ "title": "Living with endo", "coverImage": cover.to_string(), "author": "Dr. Okafor" })
    );
    let url = signed_url(&app, Some(&ana), &cover).await;
    assert_eq!(download(&app, &url).await.0, StatusCode::OK);
    let old_row = file(&app, &cover.to_string()).await.unwrap();
    assert_eq!(
        (old_row.state.as_str(), old_row.visibility.as_str()),
        ("ready", "members")
    );
    assert!(app.object_path(&old_row.storage_key).exists());

    // Edited with a new cover: the old one is gone, row and object.
    let new_cover = private_image(&app, &admin).await;
    let body = save_opinion(
        &app,
        &admin,
        json!({ "id": id, "title": "Living with endometriosis", "coverImage": new_cover.to_string(),
                "topicIds": [] }),
    )
    .await;
    let saved = &body["data"]["saveSecondOpinion"];
    assert_eq!(saved["coverImage"], new_cover.to_string(), "{body}");
    assert_eq!(
        (&saved["featured"], &saved["topics"], &saved["link"]),
        (&json!(false), &json!([]), &Value::Null),
        "the form is saved whole"
    );
    assert!(file(&app, &cover.to_string()).await.is_none());
    assert!(!app.object_path(&old_row.storage_key).exists());
    let url = signed_url(&app, Some(&ana), &new_cover).await;
    assert_eq!(download(&app, &url).await.0, StatusCode::OK);

    // Saved again with the same cover: kept.
    let body = save_opinion(
        &app,
        &admin,
        json!({ "id": id, "title": "Living with endometriosis", "coverImage": new_cover.to_string() }),
    )
    .await;
    assert!(body["errors"].is_null(), "{body}");
    let new_row = file(&app, &new_cover.to_string()).await.unwrap();

    // Deleted: the article, its topic links, its cover.
    let body = app
        .graphql_as(
            &admin.access,
            "mutation($id: ID!) { deleteSecondOpinion(id: $id) }",
            json!({ "id": id }),
        )
        .await;
    assert_eq!(body["data"]["deleteSecondOpinion"], true, "{body}");
    assert!(file(&app, &new_cover.to_string()).await.is_none());
    assert!(!app.object_path(&new_row.storage_key).exists());
    let body = app
        .graphql_as(
            &ana.access,
            "query($id: ID!) { secondOpinion(id: $id) { title } }",
            json!({ "id": id }),
        )
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND");
    assert_eq!(
        resource_topics::Entity::find()
            .count(&app.db().await)
            .await
            .unwrap(),
        0
    );
}

async fn second_opinion_forms_are_validated_field_by_field(app: TestApp) {
    let admin = app.admin().await;
    let ana = member(&app, "ana").await;
    let hers = private_image(&app, &ana).await;
    let unknown = Id::generate().to_string();
    for (input, field_name, text) in [
        (json!({ "title": " " }), "title", "Title is required"),
        (
            json!({ "title": "t".repeat(201) }),
            "title",
            "Titles can be at most 200 characters.",
        ),
        (
            json!({ "title": "Ok", "text": "t".repeat(20_001) }),
            "text",
            "The text can be at most 20000 characters.",
        ),
        (
            json!({ "title": "Ok", "link": "javascript:alert(1)" }),
            "link",
            "Links must start with http:// or https://.",
        ),
        (
            json!({ "title": "Ok", "topicIds": [unknown] }),
            "topicIds",
            "Please choose topics from the list.",
        ),
        (
            json!({ "title": "Ok", "coverImage": hers.to_string() }),
            "coverImage",
            "That image could not be found. Please upload it again.",
        ),
        (
            json!({ "title": "Ok", "coverImage": "not-an-id" }),
            "coverImage",
            "coverImage is not a valid id",
        ),
    ] {
        let body = save_opinion(&app, &admin, input).await;
        assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
        assert_eq!((field(&body), message(&body)), (field_name, text), "{body}");
    }
    assert_eq!(
        resources::Entity::find()
            .count(&app.db().await)
            .await
            .unwrap(),
        0,
        "nothing saved"
    );
    let row = file(&app, &hers.to_string()).await.unwrap();
    assert_eq!(
        (row.visibility.as_str(), row.attached_at),
        ("private", None),
        "someone else's upload is left alone"
    );
    let body = save_opinion(
        &app,
        &admin,
        json!({ "id": Id::generate().to_string(), "title": "Ok" }),
    )
    .await;
    assert_eq!(error_code(&body), "NOT_FOUND", "{body}");
}

async fn an_admin_deletes_an_account_as_the_member_would(app: TestApp) {
    let admin = app.admin().await;
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let ana_id = app.viewer(&ana).await.as_member().unwrap().user_id.clone();
    let bea_id = app.viewer(&bea).await.as_member().unwrap().user_id.clone();
    let admin_id = app
        .viewer(&admin)
        .await
        .as_member()
        .unwrap()
        .user_id
        .clone();
    post(&app, &ana, json!({ "title": "Mine", "text": "My post" })).await;

    let body = app
        .graphql_as(
            &admin.access,
            "mutation($id: ID!) { deleteUser(id: $id) }",
            json!({ "id": ana_id.to_string() }),
        )
        .await;
    assert_eq!(body["data"]["deleteUser"], true, "{body}");
    assert_eq!(
        app.login("ana@example.org", crate::forum::PASSWORD)
            .await
            .status(),
        StatusCode::BAD_REQUEST,
        "the account is gone"
    );
    let db = app.db().await;
    assert!(
        users::Entity::find_by_id(ana_id.clone())
            .one(&db)
            .await
            .unwrap()
            .is_none()
    );
    assert_eq!(
        entity::posts::Entity::find().count(&db).await.unwrap(),
        0,
        "her posts went with her"
    );
    let rows = audit_log::Entity::find().all(&db).await.unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(
        (
            rows[0].action.as_str(),
            rows[0].target_type.as_str(),
            rows[0].target_id.as_str(),
            rows[0].actor_id.as_ref()
        ),
        ("user.delete", "user", ana_id.as_str(), Some(&admin_id))
    );

    // The REST contract, and not herself.
    let response = app
        .delete_as(&admin, &format!("/api/admin/user/{bea_id}"))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.json::<Value>().await.unwrap(),
        json!({ "data": { "message": "success" } })
    );
    let response = app
        .delete_as(&admin, &format!("/api/admin/user/{admin_id}"))
        .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        response.json::<Value>().await.unwrap(),
        json!({ "error": "You cannot delete your own account here." })
    );
    let body = app
        .graphql_as(
            &admin.access,
            "mutation($id: ID!) { deleteUser(id: $id) }",
            json!({ "id": admin_id.to_string() }),
        )
        .await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT", "{body}");
    let body = app
        .graphql_as(
            &admin.access,
            "mutation($id: ID!) { deleteUser(id: $id) }",
            json!({ "id": ana_id.to_string() }),
        )
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND", "{body}");
    assert_eq!(audit_rows(&app).await.len(), 2, "one row per deletion");
}

/// A trigger that makes every insert into `table` fail.
async fn break_inserts(app: &TestApp, table: &str) {
    let db = app.db().await;
    let statements = match db.get_database_backend() {
        DbBackend::Postgres => vec![
            format!(
                "CREATE FUNCTION refuse_{table}() RETURNS trigger AS $$ \
                 BEGIN RAISE EXCEPTION '{table} is broken'; END $$ LANGUAGE plpgsql"
            ),
            format!(
                "CREATE TRIGGER refuse_{table} BEFORE INSERT ON {table} \
                 FOR EACH ROW EXECUTE FUNCTION refuse_{table}()"
            ),
        ],
        _ => vec![format!(
            "CREATE TRIGGER refuse_{table} BEFORE INSERT ON {table} \
             BEGIN SELECT RAISE(ABORT, '{table} is broken'); END"
        )],
    };
    for statement in statements {
        db.execute_unprepared(&statement).await.unwrap();
    }
}

async fn mend_inserts(app: &TestApp, table: &str) {
    let db = app.db().await;
    let statement = match db.get_database_backend() {
        DbBackend::Postgres => format!("DROP TRIGGER refuse_{table} ON {table}"),
        _ => format!("DROP TRIGGER refuse_{table}"),
    };
    db.execute_unprepared(&statement).await.unwrap();
}

async fn every_admin_action_writes_one_audit_row_in_its_transaction(app: TestApp) {
    let admin = app.admin().await;
    let ana = member(&app, "ana").await;
    let ana_id = app.viewer(&ana).await.as_member().unwrap().user_id.clone();

    let topic = new_topic(&app, &admin, "Sleep").await;
    save_topic(
        &app,
        &admin,
        json!({ "id": topic, "title": "Sleep & rest" }),
    )
    .await;
    let body = save_opinion(&app, &admin, json!({ "title": "Night sweats" })).await;
    let opinion = body["data"]["saveSecondOpinion"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    save_opinion(
        &app,
        &admin,
        json!({ "id": opinion, "title": "Night sweats, explained" }),
    )
    .await;
    for (mutation, id) in [
        ("deleteSecondOpinion", opinion.clone()),
        ("deleteTopic", topic.clone()),
        ("deleteUser", ana_id.to_string()),
    ] {
        let body = app
            .graphql_as(
                &admin.access,
                &format!("mutation($id: ID!) {{ {mutation}(id: $id) }}"),
                json!({ "id": id }),
            )
            .await;
        assert_eq!(body["data"][mutation], true, "{body}");
    }
    let expected: Vec<(String, String)> = [
        ("topic.create", &topic),
        ("topic.update", &topic),
        ("resource.create", &opinion),
        ("resource.update", &opinion),
        ("resource.delete", &opinion),
        ("topic.delete", &topic),
        ("user.delete", &ana_id.to_string()),
    ]
    .into_iter()
    .map(|(a, t)| (a.to_owned(), t.clone()))
    .collect();
    // The test's clock stands still, so rows share their time: compare them as a set.
    let mut rows = audit_rows(&app).await;
    let mut sorted = expected.clone();
    rows.sort();
    sorted.sort();
    assert_eq!(rows, sorted);

    // A change that fails leaves no audit row; an audit row that fails undoes the change.
    break_inserts(&app, "topics").await;
    let body = save_topic(&app, &admin, json!({ "title": "Never" })).await;
    assert_eq!(error_code(&body), "INTERNAL_SERVER_ERROR", "{body}");
    mend_inserts(&app, "topics").await;
    assert_eq!(audit_rows(&app).await.len(), expected.len());

    let keep = new_topic(&app, &admin, "Kept").await;
    break_inserts(&app, "audit_log").await;
    let body = save_topic(&app, &admin, json!({ "title": "Unrecorded" })).await;
    assert_eq!(error_code(&body), "INTERNAL_SERVER_ERROR", "{body}");
    let body = app
        .graphql_as(
            &admin.access,
            "mutation($id: ID!) { deleteTopic(id: $id) }",
            json!({ "id": keep }),
        )
        .await;
    assert_eq!(error_code(&body), "INTERNAL_SERVER_ERROR", "{body}");
    let body = save_opinion(&app, &admin, json!({ "title": "Unrecorded" })).await;
    assert_eq!(error_code(&body), "INTERNAL_SERVER_ERROR", "{body}");
    let db = app.db().await;
    assert_eq!(
        topics::Entity::find()
            .filter(topics::Column::Title.is_in(["Never", "Unrecorded"]))
            .count(&db)
            .await
            .unwrap(),
        0
    );
    assert!(
        topics::Entity::find_by_id(Id::parse("id", &keep).unwrap())
            .one(&db)
            .await
            .unwrap()
            .is_some(),
        "the deletion was undone with its audit row"
    );
    assert_eq!(resources::Entity::find().count(&db).await.unwrap(), 0);
}

/// A CSV download: its status and its lines (after the byte-order mark, which must be there).
async fn export(app: &TestApp, admin: &Tokens, path: &str) -> (StatusCode, Vec<String>) {
    let response = app.get_as(admin, path).await;
    let status = response.status();
    if status != StatusCode::OK {
        let body: Value = response.json().await.unwrap();
        return (status, vec![body["error"].as_str().unwrap().to_owned()]);
    }
    assert_eq!(
        response.headers()["content-type"],
        "text/csv; charset=utf-8"
    );
    let bytes = response.bytes().await.unwrap();
    assert!(
        bytes.starts_with(b"\xEF\xBB\xBF"),
        "a byte-order mark first"
    );
    let text = String::from_utf8(bytes[3..].to_vec()).unwrap();
    (
        status,
        text.split("\r\n")
            .filter(|l| !l.is_empty())
            .map(str::to_owned)
            .collect(),
    )
}

async fn topic_and_second_opinion_exports_follow_the_table_query(app: TestApp) {
    let admin = app.admin().await;
    let bones = new_topic(&app, &admin, "Bone health").await;
    app.advance(Duration::seconds(1)); // The test's clock stands still otherwise.
    let body = save_topic(
        &app,
        &admin,
        json!({ "title": "Bone density", "description": "Scans, \"DEXA\" and more" }),
    )
    .await;
    assert!(body["errors"].is_null(), "{body}");
    for (title, featured, topics) in [
        ("Calcium", true, vec![bones.clone()]),
        ("Vitamin D", false, vec![]),
        ("Strength training", true, vec![]),
    ] {
        app.advance(Duration::seconds(1));
        let body = save_opinion(
            &app,
            &admin,
            json!({ "title": title, "text": format!("{title} matters"), "featured": featured,
                    "topicIds": topics }),
        )
        .await;
        assert!(body["errors"].is_null(), "{body}");
    }

    let (status, lines) = export(&app, &admin, "/api/admin/topic/export?search=bone").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(lines[0], "\"Title\",\"Description\",\"Created At\"");
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(
        lines[1].starts_with("\"Bone density\",\"Scans, \"\"DEXA\"\" and more\","),
        "newest first, quotes doubled: {}",
        lines[1]
    );
    assert!(
        lines[2].starts_with("\"Bone health\",\"N/A\","),
        "{}",
        lines[2]
    );

    let (status, lines) = export(
        &app,
        &admin,
        "/api/admin/resource/export?featured=Yes&order=asc",
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        lines[0],
        "\"Title\",\"Content\",\"Featured?\",\"Topics\",\"Created At\""
    );
    assert_eq!(lines.len(), 3, "only the featured: {lines:?}");
    assert!(
        lines[1].starts_with("\"Calcium\",\"Calcium matters\",\"Yes\",\"Bone health\","),
        "{}",
        lines[1]
    );
    assert!(
        lines[2]
            .starts_with("\"Strength training\",\"Strength training matters\",\"Yes\",\"N/A\","),
        "{}",
        lines[2]
    );

    for path in [
        "/api/admin/topic/export?search=nothing-like-this",
        "/api/admin/resource/export?search=nothing-like-this",
    ] {
        assert_eq!(
            export(&app, &admin, path).await,
            (
                StatusCode::NOT_FOUND,
                vec!["There is nothing to export.".to_owned()]
            ),
            "{path}"
        );
    }
    let (status, lines) = export(&app, &admin, "/api/admin/resource/export?isAdmin=Yes").await;
    assert_eq!(
        (status, lines),
        (
            StatusCode::BAD_REQUEST,
            vec!["This table cannot be filtered by isAdmin".to_owned()]
        )
    );
}

async fn the_second_opinion_table_costs_the_same_at_5_and_50_rows(app: TestApp) {
    let admin = app.admin().await;
    let db = app.db().await;
    let all_topics = topics::Entity::find().all(&db).await.unwrap();
    assert!(all_topics.len() >= 3, "the seeded topics");
    let start = app.clock.now() - Duration::days(1);
    for i in 0..60 {
        let at = start + Duration::minutes(i);
        let id = Id::generate();
        resources::Entity::insert(resources::ActiveModel::from(resources::Model {
            id: id.clone(),
            title: format!("Opinion {i}"),
            text: "Text".into(),
            cover_file_id: None,
            link: None,
            link_title: None,
            featured: i % 2 == 0,
            author: Some("Dr. Who".into()),
            created_at: at,
            updated_at: at,
        }))
        .exec_without_returning(&db)
        .await
        .unwrap();
        for topic in all_topics.iter().take(1 + (i as usize % 3)) {
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
    let query = "query($first: Int) { adminSecondOpinions(query: { first: $first }) {
        items { id title text featured coverImage topics { id title } createdAt }
        hasNextPage endCursor } }";
    let mut costs = Vec::new();
    for first in [5, 50] {
        let (statements, body) = app
            .statements_during(app.graphql_as(&admin.access, query, json!({ "first": first })))
            .await;
        let items = body["data"]["adminSecondOpinions"]["items"]
            .as_array()
            .unwrap_or_else(|| panic!("{body}"));
        assert_eq!(items.len(), first);
        assert!(!items[0]["topics"].as_array().unwrap().is_empty());
        costs.push(statements);
    }
    assert_eq!(costs[0], costs[1], "{costs:?}");

    let body = app
        .graphql_as(
            &admin.access,
            r#"{ adminSecondOpinions(query: { search: "OPINION 1", filters: [{ column: "featured", values: ["No"] }], ascending: true }) { items { title featured } } }"#,
            json!({}),
        )
        .await;
    let titles: Vec<&str> = body["data"]["adminSecondOpinions"]["items"]
        .as_array()
        .unwrap_or_else(|| panic!("{body}"))
        .iter()
        .map(|i| i["title"].as_str().unwrap())
        .collect();
    assert_eq!(
        titles,
        [
            "Opinion 1",
            "Opinion 11",
            "Opinion 13",
            "Opinion 15",
            "Opinion 17",
            "Opinion 19"
        ]
    );
}

async fn the_content_tables_answer_over_rest(app: TestApp) {
    let admin = app.admin().await;
    let cover = private_image(&app, &admin).await;

    let (status, topic) = app
        .post_answer(
            &admin,
            "/api/admin/topic",
            json!({ "title": "Pelvic floor", "description": "Exercises" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let topic_id = topic["data"]["_id"].as_str().unwrap().to_owned();
    let response = app
        .post_as(
            &admin,
            &format!("/api/admin/topic/{topic_id}"),
            json!({ "title": "Pelvic floor health" }),
        )
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let (status, body) = app
        .post_answer(
            &admin,
            "/api/admin/topic",
            json!({ "title": "pelvic floor health" }),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        body,
        json!({ "error": "A topic with this title already exists" })
    );
    let page: Value = app
        .get_as(&admin, "/api/admin/topic?search=floor%20HEALTH")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(page["data"][0]["title"], "Pelvic floor health", "{page}");
    assert_eq!(page["data"][0]["description"], Value::Null);
    assert_eq!(page["hasNextPage"], false);

    let (status, saved) = app
        .post_answer(
            &admin,
            "/api/admin/resource",
            json!({ "title": "Kegels", "text": "How and why", "s3ObjectId": cover.to_string(),
                    "link": "https://example.org/k", "linkTitle": "Guide", "featured": true,
                    "author": "Physio", "topics": [topic_id] }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let id = saved["data"]["_id"].as_str().unwrap().to_owned();
    assert_eq!(
        (&saved["data"]["s3ObjectId"], &saved["data"]["topics"]),
        (&json!(cover.to_string()), &json!([topic_id])),
        "{saved}"
    );
    let (status, body) = app
        .post_answer(
            &admin,
            "/api/admin/resource",
            json!({ "_id": id, "title": "" }),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body, json!({ "error": "Title is required" }));
    let one: Value = app
        .get_as(&admin, &format!("/api/admin/resource/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(one["data"]["title"], "Kegels");
    let page: Value = app
        .get_as(&admin, "/api/admin/resource?featured=Yes")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(page["data"][0]["_id"], id.as_str(), "{page}");
    assert_eq!(page["data"][0]["topics"], json!([topic_id]));

    for path in [
        format!("/api/admin/resource/{id}"),
        format!("/api/admin/topic/{topic_id}"),
    ] {
        let response = app.delete_as(&admin, &path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(
            app.get_as(&admin, &path).await.status(),
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
    assert!(file(&app, &cover.to_string()).await.is_none());
}

/// Exports read whole tables: only `MAX_EXPORTS` stream at once, one more is told to wait,
/// and a finished (or abandoned) download frees its place.
#[tokio::test]
async fn exports_are_limited_to_a_few_at_once() {
    let app = TestApp::sqlite().await;
    let admin = app.admin().await;
    let author = member(&app, "author").await;
    let owner = app
        .viewer(&author)
        .await
        .require_member()
        .unwrap()
        .user_id
        .clone();
    let db = app.db().await;
    // About 20 MB of posts: more than the sockets buffer, so a download nobody reads stays open.
    let text = "Night sweats again. ".repeat(500);
    let now = app.clock.now();
    let rows: Vec<entity::posts::ActiveModel> = (0..2_000)
        .map(|i| {
            let at = now - Duration::seconds(i);
            entity::posts::ActiveModel::from(entity::posts::Model {
                id: Id::generate(),
                owner_id: owner.clone(),
                title: format!("Post {i}"),
                text: text.clone(),
                links: "[]".into(),
                comment_count: 0,
                is_shadow_banned: false,
                created_at: at,
                updated_at: at,
                edited_at: None,
                deleted_at: None,
                needs_care: false,
                content_warning: None,
            })
        })
        .collect();
    for chunk in rows.chunks(200) {
        entity::posts::Entity::insert_many(chunk.to_vec())
            .exec_without_returning(&db)
            .await
            .unwrap();
    }

    let mut open = Vec::new();
    for _ in 0..rest_shim::csv::MAX_EXPORTS {
        let response = app.get_as(&admin, "/api/admin/post/export").await;
        assert_eq!(response.status(), StatusCode::OK);
        open.push(response);
    }
    let refused = app.get_as(&admin, "/api/admin/post/export").await;
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(refused.headers()["retry-after"], "5");
    assert_eq!(
        refused.json::<Value>().await.unwrap()["error"],
        rest_shim::csv::EXPORTS_BUSY
    );

    // One read to the end, one abandoned: both places come back.
    let finished = open.pop().unwrap().bytes().await.unwrap();
    assert!(finished.len() > 20_000_000, "{}", finished.len());
    drop(open.pop());
    for _ in 0..2 {
        let mut status = StatusCode::TOO_MANY_REQUESTS;
        for _ in 0..50 {
            let response = app.get_as(&admin, "/api/admin/post/export").await;
            status = response.status();
            if status == StatusCode::OK {
                open.push(response);
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        assert_eq!(status, StatusCode::OK);
    }
}
