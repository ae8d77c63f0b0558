//! Saving a post (issue 36): her Saved list, private to her. Nobody else reads it, admins
//! included: every function here answers the viewer's own saves only. It shows what she may
//! still see (a post hidden for review, deleted, or by a member she blocked drops out; a post
//! in a topic she muted stays, since she chose to keep it), newest saved first. Her saves are
//! in her data export and go with her account, and with the post (cascades).

use std::collections::HashMap;

use common::page::PageKey;
use common::{Cursor, Id, Page, PageRequest, Result, Viewer};
use entity::{posts, saved_posts};
use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, JoinType, Order, QueryFilter, QueryOrder,
    QuerySelect, RelationTrait,
};

use super::posts as post_service;
use super::visibility::{self, MutedTopics};

const PAGE_KEY: PageKey<saved_posts::Column> = PageKey {
    created_at: saved_posts::Column::CreatedAt,
    id: saved_posts::Column::Id,
};

/// The viewer saves a post she may see (a deleted one cannot be saved). Saving again keeps the
/// first save and its place in the list.
pub async fn save(db: &impl ConnectionTrait, viewer: &Viewer, post_id: Id) -> Result<()> {
    let member = viewer.require_member()?;
    let post = post_service::get(db, viewer, post_id).await?;
    post_service::require_not_deleted(&post)?;
    saved_posts::Entity::insert(saved_posts::ActiveModel {
        id: sea_orm::Set(Id::generate()),
        user_id: sea_orm::Set(member.user_id.clone()),
        post_id: sea_orm::Set(post.id),
        created_at: sea_orm::Set(viewer.now()),
    })
    .on_conflict(
        OnConflict::columns([saved_posts::Column::UserId, saved_posts::Column::PostId])
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    Ok(())
}

/// The viewer takes a post out of her Saved list (one she no longer sees too). Answers whether
/// it was there.
pub async fn unsave(db: &impl ConnectionTrait, viewer: &Viewer, post_id: Id) -> Result<bool> {
    let member = viewer.require_member()?;
    let removed = saved_posts::Entity::delete_many()
        .filter(saved_posts::Column::UserId.eq(member.user_id.clone()))
        .filter(saved_posts::Column::PostId.eq(post_id))
        .exec(db)
        .await?
        .rows_affected;
    Ok(removed > 0)
}

/// Her saved posts that she may still see, newest saved first. Two statements.
pub async fn page(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    page: &PageRequest,
) -> Result<Page<posts::Model>> {
    let member = viewer.require_member()?;
    let select = saved_posts::Entity::find()
        .join(JoinType::InnerJoin, saved_posts::Relation::Posts.def())
        .filter(saved_posts::Column::UserId.eq(member.user_id.clone()))
        .filter(visibility::post_condition_with(viewer, MutedTopics::Shown));
    let saves = PAGE_KEY
        .fetch(db, select, &Order::Desc, page, cursor)
        .await?;
    let mut posts: HashMap<Id, posts::Model> = posts::Entity::find()
        .filter(posts::Column::Id.is_in(saves.items.iter().map(|s| s.post_id.clone())))
        .all(db)
        .await?
        .into_iter()
        .map(|post| (post.id.clone(), post))
        .collect();
    Ok(Page {
        items: saves
            .items
            .iter()
            .filter_map(|save| posts.remove(&save.post_id))
            .collect(),
        has_next_page: saves.has_next_page,
        end_cursor: saves.end_cursor,
    })
}

fn cursor(save: &saved_posts::Model) -> Cursor {
    Cursor {
        created_at: save.created_at,
        id: save.id.clone(),
    }
}

/// Which of `posts` the viewer saved (none for a visitor). One statement.
pub async fn saved_among(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    posts: &[Id],
) -> Result<HashMap<Id, bool>> {
    let Some(member) = viewer.as_member() else {
        return Ok(posts.iter().map(|id| (id.clone(), false)).collect());
    };
    let saved: Vec<Id> = saved_posts::Entity::find()
        .select_only()
        .column(saved_posts::Column::PostId)
        .filter(saved_posts::Column::UserId.eq(member.user_id.clone()))
        .filter(saved_posts::Column::PostId.is_in(posts.iter().cloned()))
        .into_tuple()
        .all(db)
        .await?;
    Ok(posts
        .iter()
        .map(|id| (id.clone(), saved.contains(id)))
        .collect())
}

/// Her saves for her data export: each post's id, title and when she saved it, oldest first,
/// whatever became of the post (a deleted one's title is gone).
pub async fn all_of(
    db: &impl ConnectionTrait,
    user: &Id,
) -> Result<Vec<(saved_posts::Model, Option<String>)>> {
    let saves = saved_posts::Entity::find()
        .filter(saved_posts::Column::UserId.eq(user.clone()))
        .order_by_asc(saved_posts::Column::CreatedAt)
        .order_by_asc(saved_posts::Column::Id)
        .find_also_related(posts::Entity)
        .all(db)
        .await?;
    Ok(saves
        .into_iter()
        .map(|(save, post)| {
            let title = post.filter(|p| p.deleted_at.is_none()).map(|p| p.title);
            (save, title)
        })
        .collect())
}
