//! Who sees what (ARCHITECTURE §4a), against a real migrated database.

#![allow(clippy::unwrap_used)]

use chrono::Utc;
use common::{AppError, Id, Member, Viewer};
use entity::{comments, posts, users};
use forum::service::visibility::{
    UNDER_REVIEW, comment_text, require_owner_or_admin, visible_comments, visible_posts,
};
use migration::{Migrator, MigratorTrait};
use sea_orm::{ActiveModelTrait, Database, DatabaseConnection, IntoActiveModel};

struct Forum {
    db: DatabaseConnection,
    alice: Id,
    bob: Id,
    open_post: Id,
    reported_post: Id,
    reported_comment: Id,
    reply: Id,
    comment_on_reported_post: Id,
}

async fn user(db: &DatabaseConnection, name: &str) -> Id {
    let now = Utc::now();
    let id = Id::generate();
    users::Model {
        id: id.clone(),
        username: name.into(),
        email: format!("{name}@example.org"),
        password_hash: "x".into(),
        profile_colour: "f7a521".into(),
        profile_image: None,
        ethnicity: None,
        age_range: None,
        sex_assigned_at_birth: None,
        gender: None,
        location_city: None,
        location_state: None,
        location_country: None,
        onboarding_complete: true,
        contact: false,
        tos: true,
        is_admin: false,
        report_trust_restored_at: None,
        suspended_until: None,
        shadow_banned_at: None,
        banned_at: None,
        last_login_at: None,
        created_at: now,
        updated_at: now,
    }
    .into_active_model()
    .insert(db)
    .await
    .unwrap();
    id
}

async fn post(db: &DatabaseConnection, owner: &Id, reported: bool) -> Id {
    let now = Utc::now();
    let id = Id::generate();
    posts::Model {
        id: id.clone(),
        owner_id: owner.clone(),
        title: "A title".into(),
        text: "Some text".into(),
        links: "[]".into(),
        comment_count: 0,
        is_shadow_banned: reported,
        created_at: now,
        updated_at: now,
        edited_at: None,
        deleted_at: None,
        needs_care: false,
        content_warning: None,
    }
    .into_active_model()
    .insert(db)
    .await
    .unwrap();
    id
}

async fn comment(
    db: &DatabaseConnection,
    post: &Id,
    owner: &Id,
    parent: Option<&Id>,
    reported: bool,
) -> Id {
    let now = Utc::now();
    let id = Id::generate();
    comments::Model {
        id: id.clone(),
        post_id: post.clone(),
        owner_id: Some(owner.clone()),
        parent_id: parent.cloned(),
        text: "What I said".into(),
        is_reply: parent.is_some(),
        is_shadow_banned: reported,
        deleted_at: None,
        created_at: now,
        updated_at: now,
        edited_at: None,
        needs_care: false,
        reply_count: 0,
    }
    .into_active_model()
    .insert(db)
    .await
    .unwrap();
    id
}

async fn forum() -> Forum {
    let db = Database::connect("sqlite::memory:").await.unwrap();
    Migrator::up(&db, None).await.unwrap();
    let alice = user(&db, "alice").await;
    let bob = user(&db, "bob").await;
    let open_post = post(&db, &alice, false).await;
    let reported_post = post(&db, &alice, true).await;
    let reported_comment = comment(&db, &open_post, &alice, None, true).await;
    let reply = comment(&db, &open_post, &bob, Some(&reported_comment), false).await;
    let comment_on_reported_post = comment(&db, &reported_post, &bob, None, false).await;
    Forum {
        db,
        alice,
        bob,
        open_post,
        reported_post,
        reported_comment,
        reply,
        comment_on_reported_post,
    }
}

fn as_member(id: &Id, is_admin: bool) -> Viewer {
    Viewer::member(
        Member::new(id.clone(), Id::generate(), is_admin),
        Utc::now(),
    )
}

async fn post_ids(forum: &Forum, viewer: &Viewer) -> Vec<Id> {
    let mut ids: Vec<Id> = visible_posts(viewer)
        .all(&forum.db)
        .await
        .unwrap()
        .into_iter()
        .map(|p| p.id)
        .collect();
    ids.sort();
    ids
}

fn sorted(mut ids: Vec<Id>) -> Vec<Id> {
    ids.sort();
    ids
}

#[tokio::test]
async fn a_reported_post_is_hidden_from_everyone_but_its_owner_and_admins() {
    let forum = forum().await;
    let everything = sorted(vec![forum.open_post.clone(), forum.reported_post.clone()]);
    assert_eq!(
        post_ids(&forum, &Viewer::anonymous(Utc::now())).await,
        vec![forum.open_post.clone()]
    );
    assert_eq!(
        post_ids(&forum, &as_member(&forum.bob, false)).await,
        vec![forum.open_post.clone()]
    );
    assert_eq!(
        post_ids(&forum, &as_member(&forum.alice, false)).await,
        everything,
        "the owner still sees it"
    );
    assert_eq!(
        post_ids(&forum, &as_member(&forum.bob, true)).await,
        everything,
        "admins see everything"
    );
}

#[tokio::test]
async fn a_reported_comment_stays_in_its_thread_with_its_text_hidden() {
    let forum = forum().await;
    let bob = as_member(&forum.bob, false);
    let seen = visible_comments(&bob).all(&forum.db).await.unwrap();
    let ids = sorted(seen.iter().map(|c| c.id.clone()).collect());
    assert_eq!(
        ids,
        sorted(vec![forum.reported_comment.clone(), forum.reply.clone()]),
        "the reply stays; comments of a hidden post go with it"
    );
    assert!(!ids.contains(&forum.comment_on_reported_post));
    let reported = seen
        .iter()
        .find(|c| c.id == forum.reported_comment)
        .unwrap();
    assert_eq!(comment_text(&bob, reported), UNDER_REVIEW);
    assert_eq!(
        comment_text(&as_member(&forum.alice, false), reported),
        "What I said",
        "its owner reads it"
    );
    assert_eq!(
        comment_text(&as_member(&forum.bob, true), reported),
        "What I said",
        "so do admins"
    );
    let reply = seen.iter().find(|c| c.id == forum.reply).unwrap();
    assert_eq!(comment_text(&bob, reply), "What I said");
}

#[tokio::test]
async fn only_the_owner_or_an_admin_may_change_a_record() {
    let forum = forum().await;
    let owner = Some(&forum.alice);
    assert!(require_owner_or_admin(&as_member(&forum.alice, false), owner).is_ok());
    assert!(require_owner_or_admin(&as_member(&forum.bob, true), owner).is_ok());
    assert!(matches!(
        require_owner_or_admin(&as_member(&forum.bob, false), owner),
        Err(AppError::Forbidden)
    ));
    assert!(matches!(
        require_owner_or_admin(&Viewer::anonymous(Utc::now()), owner),
        Err(AppError::Unauthenticated(_))
    ));
    assert!(
        matches!(
            require_owner_or_admin(&as_member(&forum.alice, false), None),
            Err(AppError::Forbidden)
        ),
        "a deleted account's record is an admin's alone"
    );
}
