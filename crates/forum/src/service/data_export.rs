//! A member's own data, to take with her (`GET /api/app/user/export`): everything the
//! database holds about her — profile, topics, posts, comments, reactions with her
//! explanations, the reports she made, her files' ids, her sessions' dates, whom she blocked,
//! the topics she muted, which notifications she wants, the posts she saved and those she
//! follows or unfollowed, and when she last saw her feed — and nothing
//! about anyone else. Secrets (her password hash, session token hashes) are not data about
//! her and stay out; so do storage keys.
//!
//! It reads all she ever wrote, so it is counted (`WriteLimits::export`, 5 an hour by
//! default) and only `MAX_EXPORTS` are prepared at once in a process.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use common::{AppError, Id, Result, Viewer};
use entity::{
    comment_reactions, comments, feed_visits, files, muted_topics, post_follows, post_images,
    post_reactions, post_topics, posts, reaction_types, reports, sessions, topics, user_topics,
    users,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::{Value, json};
use tokio::sync::Semaphore;

use super::throttle::WriteLimits;
use super::{blocks, notifications, posts as post_service, saves};

/// Exports prepared at once, in this process.
const MAX_EXPORTS: usize = 2;
static EXPORTS: Semaphore = Semaphore::const_new(MAX_EXPORTS);
const EXPORTS_BUSY: &str =
    "Your data is being prepared for others right now. Please try again in a few seconds.";

/// Her data as one JSON document.
pub async fn export(
    db: &impl ConnectionTrait,
    limits: &WriteLimits,
    viewer: &Viewer,
) -> Result<Value> {
    let member = viewer.require_member()?;
    let Ok(_permit) = EXPORTS.try_acquire() else {
        return Err(AppError::rate_limited(EXPORTS_BUSY, 5));
    };
    limits.export(viewer).await?;
    let me = member.user_id.clone();
    let user = users::Entity::find_by_id(me.clone())
        .one(db)
        .await?
        .ok_or(AppError::not_found("Account"))?;

    let names: HashMap<Id, String> = topics::Entity::find()
        .all(db)
        .await?
        .into_iter()
        .map(|t| (t.id, t.title))
        .collect();
    let topic_name = |id: &Id| names.get(id).cloned().unwrap_or_default();
    let reactions: HashMap<Id, reaction_types::Model> = reaction_types::Entity::find()
        .all(db)
        .await?
        .into_iter()
        .map(|r| (r.id.clone(), r))
        .collect();
    let reaction = |id: &Id| {
        reactions
            .get(id)
            .map_or(json!(null), |r| json!({"name": r.name, "emoji": r.emoji}))
    };

    let interests: Vec<String> = user_topics::Entity::find()
        .filter(user_topics::Column::UserId.eq(me.clone()))
        .all(db)
        .await?
        .iter()
        .map(|link| topic_name(&link.topic_id))
        .collect();
    let muted: Vec<String> = muted_topics::Entity::find()
        .filter(muted_topics::Column::UserId.eq(me.clone()))
        .all(db)
        .await?
        .iter()
        .map(|link| topic_name(&link.topic_id))
        .collect();

    let own_posts = posts::Entity::find()
        .filter(posts::Column::OwnerId.eq(me.clone()))
        .order_by_asc(posts::Column::CreatedAt)
        .all(db)
        .await?;
    let post_ids: Vec<Id> = own_posts.iter().map(|p| p.id.clone()).collect();
    let mut post_topic_names: HashMap<Id, Vec<String>> = HashMap::new();
    for link in post_topics::Entity::find()
        .filter(post_topics::Column::PostId.is_in(post_ids.iter().cloned()))
        .all(db)
        .await?
    {
        post_topic_names
            .entry(link.post_id)
            .or_default()
            .push(topic_name(&link.topic_id));
    }
    let mut images: HashMap<Id, Vec<Id>> = HashMap::new();
    for link in post_images::Entity::find()
        .filter(post_images::Column::PostId.is_in(post_ids.iter().cloned()))
        .order_by_asc(post_images::Column::Position)
        .all(db)
        .await?
    {
        images.entry(link.post_id).or_default().push(link.file_id);
    }
    let posts: Vec<Value> = own_posts
        .iter()
        .map(|p| {
            json!({
                "id": p.id,
                "title": p.title,
                "text": p.text,
                "links": post_service::links(p),
                "imageFileIds": images.remove(&p.id).unwrap_or_default(),
                "topics": post_topic_names.remove(&p.id).unwrap_or_default(),
                "contentWarning": p.content_warning,
                "commentCount": p.comment_count,
                "underReview": p.is_shadow_banned,
                "createdAt": p.created_at,
                "editedAt": p.edited_at,
                "deletedAt": p.deleted_at,
            })
        })
        .collect();

    let comments: Vec<Value> = comments::Entity::find()
        .filter(comments::Column::OwnerId.eq(me.clone()))
        .order_by_asc(comments::Column::CreatedAt)
        .all(db)
        .await?
        .into_iter()
        .map(|c| {
            json!({
                "id": c.id,
                "postId": c.post_id,
                "replyTo": c.parent_id,
                "text": c.text,
                "underReview": c.is_shadow_banned,
                "createdAt": c.created_at,
                "editedAt": c.edited_at,
            })
        })
        .collect();

    let post_reactions: Vec<Value> = post_reactions::Entity::find()
        .filter(post_reactions::Column::OwnerId.eq(me.clone()))
        .order_by_asc(post_reactions::Column::CreatedAt)
        .all(db)
        .await?
        .into_iter()
        .map(|r| {
            json!({
                "id": r.id,
                "postId": r.post_id,
                "reaction": reaction(&r.reaction_type_id),
                "explanation": r.explanation,
                "createdAt": r.created_at,
            })
        })
        .collect();
    let comment_reactions: Vec<Value> = comment_reactions::Entity::find()
        .filter(comment_reactions::Column::OwnerId.eq(me.clone()))
        .order_by_asc(comment_reactions::Column::CreatedAt)
        .all(db)
        .await?
        .into_iter()
        .map(|r| {
            json!({
                "id": r.id,
                "commentId": r.comment_id,
                "reaction": reaction(&r.reaction_type_id),
                "createdAt": r.created_at,
            })
        })
        .collect();

    // What she reported and why; not the reported words, which are someone else's.
    let reports: Vec<Value> = reports::Entity::find()
        .filter(reports::Column::ReporterId.eq(me.clone()))
        .order_by_asc(reports::Column::CreatedAt)
        .all(db)
        .await?
        .into_iter()
        .map(|r| {
            json!({
                "id": r.id,
                "postId": r.post_id,
                "commentId": r.comment_id,
                "reason": r.reason,
                "explanation": r.explanation,
                "status": r.status,
                "createdAt": r.created_at,
            })
        })
        .collect();

    let files: Vec<Value> = files::Entity::find()
        .filter(files::Column::OwnerId.eq(me.clone()))
        .order_by_asc(files::Column::CreatedAt)
        .all(db)
        .await?
        .into_iter()
        .map(|f| {
            json!({
                "id": f.id,
                "contentType": f.content_type,
                "bytes": f.size,
                "createdAt": f.created_at,
            })
        })
        .collect();
    let sessions: Vec<Value> = sessions::Entity::find()
        .filter(sessions::Column::UserId.eq(me.clone()))
        .order_by_asc(sessions::Column::CreatedAt)
        .all(db)
        .await?
        .into_iter()
        .map(|s| {
            json!({
                "signedInAt": s.created_at,
                "expiresAt": s.expires_at,
                "signedOutAt": s.revoked_at,
            })
        })
        .collect();

    // Her choices: whom she blocked (by name only) and which notifications she wants.
    let blocked: Vec<String> = blocks::blocked_members(db, viewer)
        .await?
        .into_iter()
        .map(|author| author.username)
        .collect();
    let notification_kinds: serde_json::Map<String, Value> = notifications::preferences(db, viewer)
        .await?
        .into_iter()
        .map(|(kind, enabled)| (kind.as_str().to_owned(), json!(enabled)))
        .collect();

    // What she keeps and follows: ids and titles of posts (a deleted post's title is gone).
    let saved: Vec<Value> = saves::all_of(db, &me)
        .await?
        .into_iter()
        .map(|(save, title)| {
            json!({
                "postId": save.post_id.to_string(),
                "title": title,
                "savedAt": save.created_at,
            })
        })
        .collect();
    let follows: Vec<Value> = post_follows::Entity::find()
        .filter(post_follows::Column::UserId.eq(me.clone()))
        .order_by_asc(post_follows::Column::CreatedAt)
        .order_by_asc(post_follows::Column::PostId)
        .all(db)
        .await?
        .into_iter()
        .map(|follow| {
            json!({
                "postId": follow.post_id.to_string(),
                "following": follow.following,
                "since": follow.created_at,
            })
        })
        .collect();
    let feed_visit = feed_visits::Entity::find_by_id(me.clone())
        .one(db)
        .await?
        .map_or(
            json!(null),
            |visit| json!({"seenAt": visit.seen_at, "previousSeenAt": visit.previous_seen_at}),
        );

    Ok(json!({
        "exportedAt": viewer.now(),
        "savedPosts": saved,
        "followedPosts": follows,
        "feedVisit": feed_visit,
        "blockedMembers": blocked,
        "notificationPreferences": notification_kinds,
        "profile": profile(&user),
        "topicsOfInterest": interests,
        "mutedTopics": muted,
        "posts": posts,
        "comments": comments,
        "postReactions": post_reactions,
        "commentReactions": comment_reactions,
        "reports": reports,
        "files": files,
        "sessions": sessions,
    }))
}

fn profile(user: &users::Model) -> Value {
    let at = |t: Option<DateTime<Utc>>| t.map_or(json!(null), |t| json!(t));
    json!({
        "id": user.id,
        "username": user.username,
        "email": user.email,
        "profileColour": user.profile_colour,
        "profileImage": user.profile_image,
        "ethnicity": user.ethnicity,
        "ageRange": user.age_range,
        "sexAssignedAtBirth": user.sex_assigned_at_birth,
        "gender": user.gender,
        "location": {
            "city": user.location_city,
            "state": user.location_state,
            "country": user.location_country,
        },
        "onboardingComplete": user.onboarding_complete,
        "happyToBeContacted": user.contact,
        "acceptedTerms": user.tos,
        "isAdmin": user.is_admin,
        "lastLoginAt": at(user.last_login_at),
        "createdAt": user.created_at,
        "updatedAt": user.updated_at,
    })
}
