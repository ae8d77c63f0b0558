//! Following a post (issue 36): a member is told of new comments on the posts she follows
//! ([`notifications::comment_added`] fans them out, one batch per post while unread). She
//! follows her own posts and those she comments on by default ([`follow_by_default`]); she
//! can unfollow and follow again ([`set`]). An unfollow is kept as a row (`following =
//! false`), so commenting again does not follow the post again behind her back.
//!
//! [`notifications::comment_added`]: super::notifications::comment_added

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use common::{Id, Result, Viewer};
use entity::post_follows;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

use super::posts as post_service;

/// `user` follows `post` unless she chose already (followed or unfollowed): her own new post,
/// or a post she commented on. One statement, in the caller's transaction.
pub async fn follow_by_default(
    db: &impl ConnectionTrait,
    user: &Id,
    post: &Id,
    now: DateTime<Utc>,
) -> Result<()> {
    post_follows::Entity::insert(post_follows::ActiveModel {
        user_id: sea_orm::Set(user.clone()),
        post_id: sea_orm::Set(post.clone()),
        following: sea_orm::Set(true),
        created_at: sea_orm::Set(now),
    })
    .on_conflict(
        OnConflict::columns([post_follows::Column::UserId, post_follows::Column::PostId])
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    Ok(())
}

/// The viewer follows (`following`) or unfollows a post she may see. Doing it twice changes
/// nothing. Unfollowing keeps what she was told already.
pub async fn set(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    post_id: Id,
    following: bool,
) -> Result<()> {
    let member = viewer.require_member()?;
    let post = post_service::get(db, viewer, post_id).await?;
    if following {
        post_service::require_not_deleted(&post)?;
    }
    post_follows::Entity::insert(post_follows::ActiveModel {
        user_id: sea_orm::Set(member.user_id.clone()),
        post_id: sea_orm::Set(post.id.clone()),
        following: sea_orm::Set(following),
        created_at: sea_orm::Set(viewer.now()),
    })
    .on_conflict(
        OnConflict::columns([post_follows::Column::UserId, post_follows::Column::PostId])
            .update_column(post_follows::Column::Following)
            .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    Ok(())
}

/// Whether the viewer follows each of `posts` (false for a visitor, and for posts she never
/// followed). One statement.
pub async fn following_among(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    posts: &[Id],
) -> Result<HashMap<Id, bool>> {
    let Some(member) = viewer.as_member() else {
        return Ok(posts.iter().map(|id| (id.clone(), false)).collect());
    };
    let followed: Vec<Id> = post_follows::Entity::find()
        .select_only()
        .column(post_follows::Column::PostId)
        .filter(post_follows::Column::UserId.eq(member.user_id.clone()))
        .filter(post_follows::Column::PostId.is_in(posts.iter().cloned()))
        .filter(post_follows::Column::Following.eq(true))
        .into_tuple()
        .all(db)
        .await?;
    Ok(posts
        .iter()
        .map(|id| (id.clone(), followed.contains(id)))
        .collect())
}
