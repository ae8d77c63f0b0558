//! The entities match the migrated schema: every table round-trips through its entity, and
//! the constraints the services rely on (uniques, the reports CHECK, cascades and SET NULL
//! on account erasure) hold.
//!
//! Runs on in-memory SQLite; set `MIGRATION_TEST_DATABASE_URL` (an empty PostgreSQL
//! database, with `--test-threads=1`) to run the same checks there.

#![allow(clippy::unwrap_used)]

use chrono::{DateTime, Duration, SubsecRound, Utc};
use common::Id;
use entity::{
    audit_log, comment_reactions, comments, crash_reports, files, muted_topics, password_resets,
    post_images, post_reactions, post_topics, posts, privacy_check_counts, reaction_types, reports,
    resource_topics, resources, sessions, topic_popularity, topics, user_topics, users,
};
use migration::{Migrator, MigratorTrait};
use sea_orm::{
    ColumnTrait, ConnectionTrait, Database, DatabaseConnection, DbErr, EntityTrait,
    IntoActiveModel, QueryFilter,
};

async fn migrated_db() -> DatabaseConnection {
    let db = match std::env::var("MIGRATION_TEST_DATABASE_URL") {
        Ok(url) => {
            let db = Database::connect(&url).await.unwrap();
            Migrator::reset(&db).await.unwrap();
            db
        }
        Err(_) => Database::connect("sqlite::memory:").await.unwrap(),
    };
    Migrator::up(&db, None).await.unwrap();
    db
}

/// Microsecond precision, as PostgreSQL stores it.
fn now() -> DateTime<Utc> {
    Utc::now().trunc_subsecs(6)
}

fn oid(n: u8) -> Id {
    Id::parse("id", &format!("{n:024x}")).unwrap()
}

async fn insert<E>(db: &impl ConnectionTrait, model: E::Model) -> Result<(), DbErr>
where
    E: EntityTrait,
    E::Model: IntoActiveModel<E::ActiveModel>,
{
    E::insert(model.into_active_model())
        .exec_without_returning(db)
        .await
        .map(|_| ())
}

/// Inserts the model and checks it reads back unchanged.
async fn round_trip<E>(db: &DatabaseConnection, model: E::Model)
where
    E: EntityTrait,
    E::Model: IntoActiveModel<E::ActiveModel> + Clone + PartialEq + std::fmt::Debug,
{
    insert::<E>(db, model.clone()).await.unwrap();
    let all = E::find().all(db).await.unwrap();
    assert!(all.contains(&model), "{model:?} not found in {all:?}");
}

fn user(n: u8, name: &str, at: DateTime<Utc>) -> users::Model {
    users::Model {
        id: oid(n),
        username: name.to_owned(),
        email: format!("{name}@example.com"),
        password_hash: "$argon2id$v=19$...".to_owned(),
        profile_colour: "f7a521".to_owned(),
        profile_image: None,
        ethnicity: Some("Mixed".to_owned()),
        age_range: Some("25-34".to_owned()),
        sex_assigned_at_birth: Some("Female".to_owned()),
        gender: Some("Woman".to_owned()),
        location_city: Some("Austin".to_owned()),
        location_state: Some("TX".to_owned()),
        location_country: Some("US".to_owned()),
        onboarding_complete: true,
        contact: false,
        tos: true,
        is_admin: false,
        last_login_at: Some(at),
        report_trust_restored_at: Some(at),
        suspended_until: Some(at),
        shadow_banned_at: None,
        banned_at: None,
        created_at: at,
        updated_at: at,
    }
}

fn post_report(n: u8, reporter: &Id, post: &Id, at: DateTime<Utc>) -> reports::Model {
    reports::Model {
        id: oid(n),
        reporter_id: Some(reporter.clone()),
        post_id: Some(post.clone()),
        comment_id: None,
        reason: "Bullying".to_owned(),
        explanation: None,
        status: "delivered".to_owned(),
        hid_item: true,
        reported_text: None,
        created_at: at,
        updated_at: at,
    }
}

#[tokio::test]
async fn every_entity_round_trips_and_constraints_hold() {
    let db = migrated_db().await;
    let at = now();

    // Arrange + round-trip every table.
    let alice = user(1, "kindotter123", at);
    let bob = user(2, "braveheron456", at);
    round_trip::<users::Entity>(&db, alice.clone()).await;
    round_trip::<users::Entity>(&db, bob.clone()).await;

    let topic = topics::Model {
        id: oid(10),
        title: "Endometriosis".to_owned(),
        description: Some("Pain, diagnosis, treatment".to_owned()),
        created_at: at,
        updated_at: at,
    };
    round_trip::<topics::Entity>(&db, topic.clone()).await;
    round_trip::<user_topics::Entity>(
        &db,
        user_topics::Model {
            user_id: alice.id.clone(),
            topic_id: topic.id.clone(),
        },
    )
    .await;

    round_trip::<sessions::Entity>(
        &db,
        sessions::Model {
            id: oid(20),
            user_id: alice.id.clone(),
            refresh_token_hash: "hash-of-refresh".to_owned(),
            created_at: at,
            expires_at: at + Duration::days(30),
            rotated_at: None,
            revoked_at: Some(at),
        },
    )
    .await;
    round_trip::<password_resets::Entity>(
        &db,
        password_resets::Model {
            id: oid(21),
            user_id: alice.id.clone(),
            token_hash: "hash-of-reset".to_owned(),
            created_at: at,
            expires_at: at + Duration::hours(1),
            used_at: None,
        },
    )
    .await;

    let image = files::Model {
        id: oid(30),
        owner_id: Some(alice.id.clone()),
        storage_key: "files/000000000000000000000030".to_owned(),
        content_type: "image/png".to_owned(),
        size: 5_000_000_000,
        visibility: "members".to_owned(),
        state: "uploaded".to_owned(),
        attached_at: Some(at),
        created_at: at,
        variants: Some(r#"{"width":640,"height":480,"made":[]}"#.to_owned()),
    };
    round_trip::<files::Entity>(&db, image.clone()).await;

    let post = posts::Model {
        id: oid(40),
        owner_id: alice.id.clone(),
        title: "First post".to_owned(),
        text: "Hello".to_owned(),
        links: r#"["https://example.com"]"#.to_owned(),
        comment_count: 2,
        is_shadow_banned: false,
        created_at: at,
        updated_at: at,
        edited_at: None,
        deleted_at: None,
        needs_care: true,
        content_warning: Some("Pregnancy loss".to_owned()),
    };
    round_trip::<posts::Entity>(&db, post.clone()).await;
    round_trip::<post_topics::Entity>(
        &db,
        post_topics::Model {
            post_id: post.id.clone(),
            topic_id: topic.id.clone(),
            created_at: post.created_at,
        },
    )
    .await;
    round_trip::<post_images::Entity>(
        &db,
        post_images::Model {
            post_id: post.id.clone(),
            file_id: image.id.clone(),
            position: 0,
        },
    )
    .await;

    let bobs_comment = comments::Model {
        id: oid(50),
        post_id: post.id.clone(),
        owner_id: Some(bob.id.clone()),
        parent_id: None,
        text: "Same here".to_owned(),
        is_reply: false,
        is_shadow_banned: false,
        deleted_at: None,
        created_at: at,
        updated_at: at,
        edited_at: None,
        needs_care: true,
        reply_count: 0,
    };
    round_trip::<comments::Entity>(&db, bobs_comment.clone()).await;
    let alices_reply = comments::Model {
        id: oid(51),
        owner_id: Some(alice.id.clone()),
        parent_id: Some(bobs_comment.id.clone()),
        text: "Thank you".to_owned(),
        is_reply: true,
        ..bobs_comment.clone()
    };
    round_trip::<comments::Entity>(&db, alices_reply.clone()).await;

    let me_too = reaction_types::Model {
        id: oid(60),
        name: "Me Too".to_owned(),
        emoji: "🙋".to_owned(),
        description: "This happened to me too".to_owned(),
        position: 1,
        hidden: false,
    };
    round_trip::<reaction_types::Entity>(&db, me_too.clone()).await;

    let bobs_reaction = post_reactions::Model {
        id: oid(61),
        post_id: Some(post.id.clone()),
        owner_id: bob.id.clone(),
        reaction_type_id: me_too.id.clone(),
        explanation: Some("Relatable".to_owned()),
        created_at: at,
        updated_at: at,
    };
    round_trip::<post_reactions::Entity>(&db, bobs_reaction.clone()).await;
    round_trip::<comment_reactions::Entity>(
        &db,
        comment_reactions::Model {
            id: oid(62),
            comment_id: Some(alices_reply.id.clone()),
            owner_id: bob.id.clone(),
            reaction_type_id: me_too.id.clone(),
            created_at: at,
        },
    )
    .await;

    let resource = resources::Model {
        id: oid(70),
        title: "Second opinion".to_owned(),
        text: "Blog content".to_owned(),
        cover_file_id: Some(image.id.clone()),
        link: Some("https://example.com/article".to_owned()),
        link_title: Some("Article".to_owned()),
        featured: true,
        author: Some("Dr. Example".to_owned()),
        created_at: at,
        updated_at: at,
    };
    round_trip::<resources::Entity>(&db, resource.clone()).await;
    round_trip::<resource_topics::Entity>(
        &db,
        resource_topics::Model {
            resource_id: resource.id.clone(),
            topic_id: topic.id.clone(),
        },
    )
    .await;

    round_trip::<reports::Entity>(&db, post_report(80, &bob.id, &post.id, at)).await;
    let comment_report = reports::Model {
        id: oid(81),
        post_id: None,
        comment_id: Some(alices_reply.id.clone()),
        reason: "Other".to_owned(),
        explanation: Some("Off topic".to_owned()),
        ..post_report(81, &bob.id, &post.id, at)
    };
    round_trip::<reports::Entity>(&db, comment_report).await;

    round_trip::<crash_reports::Entity>(
        &db,
        crash_reports::Model {
            id: oid(90),
            user_id: Some(bob.id.clone()),
            error_name: "TypeError".to_owned(),
            message: "x is undefined".to_owned(),
            stack: Some("TypeError: x is undefined\n    at Feed".to_owned()),
            cause: None,
            code: Some("ERR_RENDER".to_owned()),
            status_code: Some(500),
            component_name: Some("Feed".to_owned()),
            location: Some("/".to_owned()),
            browser: Some("Firefox 133".to_owned()),
            description: Some("It froze".to_owned()),
            sender_key: Some("a1b2".repeat(16)),
            created_at: at,
            updated_at: at,
        },
    )
    .await;
    round_trip::<audit_log::Entity>(
        &db,
        audit_log::Model {
            id: oid(91),
            actor_id: Some(bob.id.clone()),
            actor_kind: "admin".to_owned(),
            action: "shadow_ban".to_owned(),
            target_type: "post".to_owned(),
            target_id: post.id.to_string(),
            detail: None,
            target_label: Some("A title".to_owned()),
            created_at: at,
        },
    )
    .await;
    round_trip::<muted_topics::Entity>(
        &db,
        muted_topics::Model {
            user_id: bob.id.clone(),
            topic_id: topic.id.clone(),
            created_at: at,
        },
    )
    .await;
    round_trip::<privacy_check_counts::Entity>(
        &db,
        privacy_check_counts::Model {
            day: "2026-11-27".to_owned(),
            kind: "PHONE".to_owned(),
            items: 3,
        },
    )
    .await;
    round_trip::<topic_popularity::Entity>(
        &db,
        topic_popularity::Model {
            topic_id: topic.id.clone(),
            activity: 42,
            ranked_at: at,
        },
    )
    .await;

    // Uniques.
    let duplicate_reaction = post_reactions::Model {
        id: oid(63),
        ..bobs_reaction.clone()
    };
    assert!(
        insert::<post_reactions::Entity>(&db, duplicate_reaction)
            .await
            .is_err()
    );
    assert!(
        insert::<reports::Entity>(&db, post_report(82, &bob.id, &post.id, at))
            .await
            .is_err(),
        "a member's duplicate reports are one report"
    );
    let taken_email = users::Model {
        username: "otherName999".to_owned(),
        ..user(3, "kindotter123", at)
    };
    assert!(insert::<users::Entity>(&db, taken_email).await.is_err());

    // Exactly one of post_id / comment_id.
    let no_target = reports::Model {
        post_id: None,
        ..post_report(83, &alice.id, &post.id, at)
    };
    assert!(insert::<reports::Entity>(&db, no_target).await.is_err());
    let two_targets = reports::Model {
        comment_id: Some(bobs_comment.id.clone()),
        ..post_report(84, &alice.id, &post.id, at)
    };
    assert!(insert::<reports::Entity>(&db, two_targets).await.is_err());

    // Foreign keys are enforced.
    let orphan = sessions::Model {
        id: oid(22),
        user_id: oid(99),
        refresh_token_hash: "orphan".to_owned(),
        created_at: at,
        expires_at: at,
        rotated_at: None,
        revoked_at: None,
    };
    assert!(insert::<sessions::Entity>(&db, orphan).await.is_err());

    // Erasing Bob: his comment becomes a tombstone (reply kept), his reactions and sessions
    // go, his report stays as "Deleted user", his described crash report goes with him and
    // his audit entries are kept.
    users::Entity::delete_by_id(bob.id.clone())
        .exec(&db)
        .await
        .unwrap();

    let tombstone = comments::Entity::find_by_id(bobs_comment.id.clone())
        .one(&db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(tombstone.owner_id, None);
    assert!(
        comments::Entity::find_by_id(alices_reply.id.clone())
            .one(&db)
            .await
            .unwrap()
            .is_some()
    );
    assert!(
        post_reactions::Entity::find()
            .all(&db)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        comment_reactions::Entity::find()
            .all(&db)
            .await
            .unwrap()
            .is_empty()
    );
    let kept_reports = reports::Entity::find().all(&db).await.unwrap();
    assert_eq!(kept_reports.len(), 2);
    assert!(kept_reports.iter().all(|r| r.reporter_id.is_none()));
    assert!(
        crash_reports::Entity::find()
            .all(&db)
            .await
            .unwrap()
            .is_empty()
    );

    // Erasing Alice: her posts go with their comments, topics links, images links and
    // reports; her files stay ownerless until the app deletes them; topics stay.
    users::Entity::delete_by_id(alice.id.clone())
        .exec(&db)
        .await
        .unwrap();

    assert!(posts::Entity::find().all(&db).await.unwrap().is_empty());
    assert!(comments::Entity::find().all(&db).await.unwrap().is_empty());
    assert!(
        post_topics::Entity::find()
            .all(&db)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        post_images::Entity::find()
            .all(&db)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(reports::Entity::find().all(&db).await.unwrap().is_empty());
    assert!(
        user_topics::Entity::find()
            .all(&db)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(sessions::Entity::find().all(&db).await.unwrap().is_empty());
    assert!(
        password_resets::Entity::find()
            .all(&db)
            .await
            .unwrap()
            .is_empty()
    );
    let orphan_file = files::Entity::find_by_id(image.id.clone())
        .one(&db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(orphan_file.owner_id, None);
    assert_eq!(
        topics::Entity::find()
            .filter(topics::Column::Title.eq("Endometriosis"))
            .all(&db)
            .await
            .unwrap()
            .len(),
        1
    );

    // Deleting the file clears the resource's cover.
    files::Entity::delete_by_id(image.id.clone())
        .exec(&db)
        .await
        .unwrap();
    let uncovered = resources::Entity::find_by_id(resource.id.clone())
        .one(&db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(uncovered.cover_file_id, None);
}

#[tokio::test]
async fn many_to_many_relations_join_through_the_junction_tables() {
    use sea_orm::ModelTrait;

    let db = migrated_db().await;
    let at = now();
    let alice = user(1, "kindotter123", at);
    insert::<users::Entity>(&db, alice.clone()).await.unwrap();
    let topic = topics::Model {
        id: oid(10),
        title: "PCOS".to_owned(),
        description: None,
        created_at: at,
        updated_at: at,
    };
    insert::<topics::Entity>(&db, topic.clone()).await.unwrap();
    insert::<user_topics::Entity>(
        &db,
        user_topics::Model {
            user_id: alice.id.clone(),
            topic_id: topic.id.clone(),
        },
    )
    .await
    .unwrap();

    let interests = alice.find_related(topics::Entity).all(&db).await.unwrap();
    assert_eq!(interests, vec![topic.clone()]);
    let members = topic.find_related(users::Entity).all(&db).await.unwrap();
    assert_eq!(members, vec![alice]);
}
