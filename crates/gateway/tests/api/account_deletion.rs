//! Deleting an account erases it (ARCHITECTURE §3): no row of the member is left, her
//! comments under others' posts become tombstones so the replies survive, reports she filed
//! stay without her, and her stored files are gone.

use chrono::Utc;
use common::Id;
use entity::{comment_reactions, comments, files, post_reactions, posts, reaction_types, reports};
use reqwest::StatusCode;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, DatabaseConnection,
    EntityTrait, QueryFilter, Statement,
};
use serde_json::{Value, json};

use crate::helpers::{TestApp, Tokens, error_code};
use crate::uploads::{PHOTO, PHOTO_WITH_GPS, put_image};

crate::on_every_backend!(
    deleting_an_account_leaves_nothing_of_her_but_tombstones,
    a_member_can_delete_only_her_own_account,
);

const PASSWORD: &str = "Quiet-Meadow-42";

async fn member_id(app: &TestApp, tokens: &Tokens) -> Id {
    Id::parse("id", &app.user_id(tokens).await).unwrap()
}

async fn post(db: &DatabaseConnection, owner: &Id, text: &str) -> Id {
    let now = Utc::now();
    posts::ActiveModel {
        id: Set(Id::generate()),
        owner_id: Set(owner.clone()),
        title: Set(String::new()),
        text: Set(text.into()),
        links: Set("[]".into()),
        comment_count: Set(0),
        is_shadow_banned: Set(false),
        created_at: Set(now),
        updated_at: Set(now),
        edited_at: Set(None),
        deleted_at: Set(None),
        needs_care: Set(false),
        content_warning: Set(None),
    }
    .insert(db)
    .await
    .unwrap()
    .id
}

async fn comment(db: &DatabaseConnection, post: &Id, owner: &Id, parent: Option<&Id>) -> Id {
    let now = Utc::now();
    comments::ActiveModel {
        id: Set(Id::generate()),
        post_id: Set(post.clone()),
        owner_id: Set(Some(owner.clone())),
        parent_id: Set(parent.cloned()),
        text: Set("I felt exactly the same after my diagnosis.".into()),
        is_reply: Set(parent.is_some()),
        is_shadow_banned: Set(false),
        deleted_at: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        edited_at: Set(None),
        needs_care: Set(false),
        reply_count: Set(0),
    }
    .insert(db)
    .await
    .unwrap()
    .id
}

/// Every table column that can hold a member's id, and how many rows still hold hers.
async fn rows_naming(db: &DatabaseConnection, id: &Id) -> Vec<String> {
    let columns = [
        ("users", "id"),
        ("sessions", "user_id"),
        ("password_resets", "user_id"),
        ("user_topics", "user_id"),
        ("muted_topics", "user_id"),
        ("files", "owner_id"),
        ("posts", "owner_id"),
        ("comments", "owner_id"),
        ("post_reactions", "owner_id"),
        ("comment_reactions", "owner_id"),
        ("reports", "reporter_id"),
        ("crash_reports", "user_id"),
        ("audit_log", "actor_id"),
    ];
    let mut left = Vec::new();
    for (table, column) in columns {
        let sql = format!("SELECT COUNT(*) AS n FROM {table} WHERE {column} = '{id}'");
        let row = db
            .query_one_raw(Statement::from_string(db.get_database_backend(), sql))
            .await
            .unwrap()
            .unwrap();
        let count: i64 = row.try_get("", "n").unwrap();
        if count > 0 {
            left.push(format!("{table}.{column}: {count}"));
        }
    }
    left
}

async fn deleting_an_account_leaves_nothing_of_her_but_tombstones(app: TestApp) {
    let db = app.db().await;
    let ada = app.register("ada@example.org", PASSWORD).await;
    let bea = app.register("bea@example.org", PASSWORD).await;
    let (ada_id, bea_id) = (member_id(&app, &ada).await, member_id(&app, &bea).await);
    let topics = app.graphql("{ topics { id } }", json!({})).await;
    let topic = topics["data"]["topics"][0]["id"].clone();
    let saved = app
        .graphql_as(
            &ada.access,
            "mutation($t: [ID!]) { updateProfile(input: { topicsOfInterest: $t }) { id } }",
            json!({ "t": [topic] }),
        )
        .await;
    assert!(saved["errors"].is_null(), "{saved}");
    let muted = app
        .graphql_as(
            &ada.access,
            "mutation($t: ID!) { muteTopic(id: $t) }",
            json!({ "t": topics["data"]["topics"][1]["id"] }),
        )
        .await;
    assert_eq!(muted["data"]["muteTopic"], true, "{muted}");
    // Her profile picture, and an upload she never attached.
    let avatar = put_image(&app, &ada, PHOTO_WITH_GPS).await;
    let saved = app
        .graphql_as(
            &ada.access,
            "mutation($i: String) { updateProfile(input: { profileImage: $i }) { id } }",
            json!({ "i": avatar.to_string() }),
        )
        .await;
    assert!(saved["errors"].is_null(), "{saved}");
    let abandoned = put_image(&app, &ada, PHOTO).await;
    let her_files = files::Entity::find()
        .filter(files::Column::OwnerId.eq(ada_id.clone()))
        .all(&db)
        .await
        .unwrap();
    assert_eq!(her_files.len(), 2);
    for file in &her_files {
        assert!(app.holds_object(&file.storage_key));
    }
    let beas_file = put_image(&app, &bea, PHOTO).await;

    // Ada's post with Bea's comment; Bea's post with Ada's comment and Bea's reply to it.
    let ada_post = post(&db, &ada_id, "Endometriosis: two years to a diagnosis").await;
    let bea_on_ada = comment(&db, &ada_post, &bea_id, None).await;
    let bea_post = post(&db, &bea_id, "Anyone else on the PCOS diet?").await;
    let ada_on_bea = comment(&db, &bea_post, &ada_id, None).await;
    let bea_reply = comment(&db, &bea_post, &bea_id, Some(&ada_on_bea)).await;
    let me_too = reaction_types::Entity::find()
        .one(&db)
        .await
        .unwrap()
        .unwrap();
    post_reactions::ActiveModel {
        id: Set(Id::generate()),
        post_id: Set(Some(bea_post.clone())),
        owner_id: Set(ada_id.clone()),
        reaction_type_id: Set(me_too.id.clone()),
        explanation: Set(Some("Same here".into())),
        created_at: Set(Utc::now()),
        updated_at: Set(Utc::now()),
    }
    .insert(&db)
    .await
    .unwrap();
    comment_reactions::ActiveModel {
        id: Set(Id::generate()),
        comment_id: Set(Some(bea_reply.clone())),
        owner_id: Set(ada_id.clone()),
        reaction_type_id: Set(me_too.id.clone()),
        created_at: Set(Utc::now()),
    }
    .insert(&db)
    .await
    .unwrap();
    let report = reports::ActiveModel {
        id: Set(Id::generate()),
        reporter_id: Set(Some(ada_id.clone())),
        post_id: Set(Some(bea_post.clone())),
        comment_id: Set(None),
        reason: Set("Other".into()),
        explanation: Set(None),
        status: Set("delivered".into()),
        hid_item: Set(true),
        reported_text: Set(None),
        created_at: Set(Utc::now()),
        updated_at: Set(Utc::now()),
    }
    .insert(&db)
    .await
    .unwrap();

    let deleted = app
        .graphql_as(&ada.access, "mutation { deleteAccount }", json!({}))
        .await;
    assert_eq!(deleted["data"]["deleteAccount"], true, "{deleted}");

    // Nothing that was hers is left…
    assert_eq!(rows_naming(&db, &ada_id).await, Vec::<String>::new());
    for gone in [&ada_post, &bea_on_ada] {
        let post = posts::Entity::find_by_id(gone.clone())
            .one(&db)
            .await
            .unwrap();
        let comment = comments::Entity::find_by_id(gone.clone())
            .one(&db)
            .await
            .unwrap();
        assert!(
            post.is_none() && comment.is_none(),
            "her post and its thread are gone"
        );
    }

    // …but the thread under Bea's post keeps its shape.
    let tombstone = comments::Entity::find_by_id(ada_on_bea)
        .one(&db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(tombstone.owner_id, None);
    assert_eq!(tombstone.text, "", "her words are gone");
    assert!(tombstone.deleted_at.is_some());
    let reply = comments::Entity::find_by_id(bea_reply)
        .one(&db)
        .await
        .unwrap();
    assert!(reply.is_some(), "the reply to her comment survives");
    for file in &her_files {
        assert!(
            files::Entity::find_by_id(file.id.clone())
                .one(&db)
                .await
                .unwrap()
                .is_none()
        );
        assert!(!app.holds_object(&file.storage_key), "her objects are gone");
    }
    assert!(![avatar, abandoned].contains(&beas_file));
    assert!(
        files::Entity::find_by_id(beas_file)
            .one(&db)
            .await
            .unwrap()
            .is_some()
    );
    let report = reports::Entity::find_by_id(report.id)
        .one(&db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(report.reporter_id, None, "the report stays, without her");

    // Her session is over; she cannot sign in; the address can join again.
    let me = app
        .graphql_as(&ada.access, "{ me { id } }", json!({}))
        .await;
    assert_eq!(error_code(&me), "UNAUTHENTICATED", "{me}");
    let login = app.login("ada@example.org", PASSWORD).await;
    assert_eq!(login.status(), StatusCode::BAD_REQUEST);
    app.register("ada@example.org", PASSWORD).await;
}

/// `DELETE /api/app/user/{id}`, signed in or not.
async fn delete_user(app: &TestApp, tokens: Option<&Tokens>, id: &Id) -> reqwest::Response {
    let mut request = app.client.delete(app.url(&format!("/api/app/user/{id}")));
    if let Some(tokens) = tokens {
        request = request.bearer_auth(&tokens.access);
    }
    request.send().await.unwrap()
}

async fn a_member_can_delete_only_her_own_account(app: TestApp) {
    let ada = app.register("ada@example.org", PASSWORD).await;
    let bea = app.register("bea@example.org", PASSWORD).await;
    let bea_id = member_id(&app, &bea).await;
    let ada_id = member_id(&app, &ada).await;

    let refused = delete_user(&app, Some(&ada), &bea_id).await;
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    let anonymous = delete_user(&app, None, &bea_id).await;
    assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);
    let anonymous = app.graphql("mutation { deleteAccount }", json!({})).await;
    assert_eq!(error_code(&anonymous), "UNAUTHENTICATED");
    let still_there = app
        .graphql_as(&bea.access, "{ me { id } }", json!({}))
        .await;
    assert_eq!(still_there["data"]["me"]["id"], bea_id.to_string());

    // Her own account, through the REST contract.
    let deleted = delete_user(&app, Some(&ada), &ada_id).await;
    assert_eq!(deleted.status(), StatusCode::OK);
    assert_eq!(
        deleted.json::<Value>().await.unwrap(),
        json!({ "data": { "message": "success" } })
    );
    assert_eq!(
        app.login("ada@example.org", PASSWORD).await.status(),
        StatusCode::BAD_REQUEST
    );
}

/// Every byte of the SQLite database's files: the database and its write-ahead log.
fn database_bytes(app: &TestApp) -> Vec<u8> {
    ["forum.db", "forum.db-wal"]
        .iter()
        .filter_map(|name| std::fs::read(app.data_dir().join(name)).ok())
        .flatten()
        .collect()
}

fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|window| window == needle.as_bytes())
}

/// SQLite keeps deleted rows in free pages and the write-ahead log, and index samples in its
/// statistics, unless told otherwise: a deleted account's email and words must be gone from
/// the files themselves, for both the member's own deletion and an admin's.
#[tokio::test]
async fn a_deleted_account_leaves_no_bytes_in_the_database_files() {
    let app = TestApp::sqlite().await;
    let admin = app.admin().await;
    for (email, story, by_admin) in [
        (
            "leaving-7f3a9c@example.org",
            "A story only Ava ever told 7f3a9c",
            false,
        ),
        (
            "removed-4b81e2@example.org",
            "A story only Bea ever told 4b81e2",
            true,
        ),
    ] {
        let tokens = app.register(email, PASSWORD).await;
        let body = app
            .graphql_as(
                &tokens.access,
                "mutation($t: String!) { createPost(input: { text: $t }) { id } }",
                json!({ "t": story }),
            )
            .await;
        assert!(body["errors"].is_null(), "{body}");
        // Planner statistics sample indexed values, her email among them.
        app.db().await.execute_unprepared("ANALYZE").await.unwrap();
        let before = database_bytes(&app);
        assert!(contains(&before, email) && contains(&before, story));

        if by_admin {
            let id = member_id(&app, &tokens).await;
            let response = app
                .delete_as(&admin, &format!("/api/admin/user/{id}"))
                .await;
            assert_eq!(response.status(), StatusCode::OK);
        } else {
            let body = app
                .graphql_as(&tokens.access, "mutation { deleteAccount }", json!({}))
                .await;
            assert_eq!(body["data"]["deleteAccount"], true, "{body}");
        }
        // The files are scrubbed just after the answer: wait for it, not for a set time.
        let mut scrubbed = false;
        for _ in 0..200 {
            let bytes = database_bytes(&app);
            if !contains(&bytes, email) && !contains(&bytes, story) {
                scrubbed = true;
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        assert!(
            scrubbed,
            "{email} or her story is still in the database files"
        );
    }
}
