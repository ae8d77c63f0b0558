//! Erasing an account (ARCHITECTURE §3): the member deleting herself, or an admin deleting
//! her from the back office (audited). One transaction removes the account with its sessions,
//! topics, reactions, posts (with their comments, reactions and images) and files; her comments on other members' posts
//! become tombstones so the replies under them survive; reports she filed stay, with no
//! reporter. The stored objects are removed once the rows are gone, and then the database
//! files themselves forget her (`common::db::scrub_after_erasure`): no email in planner
//! statistics, no deleted text in the write-ahead log.

use audit::Action;
use common::{AppError, Db, Id, Result, Viewer};
use entity::{
    comment_reactions, comments, files, notifications, post_reactions, posts, resources, users,
};
use sea_orm::sea_query::{Expr, Query};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};
use storage::Storage;

/// The back office deletes other members' accounts; her own goes from her profile.
pub const NOT_YOURSELF: &str = "You cannot delete your own account here.";

/// Deletes the account `user_id`. A member may erase only her own account; an admin any.
pub async fn erase_account(db: &Db, storage: &Storage, viewer: &Viewer, user_id: Id) -> Result<()> {
    erase(db, storage, viewer, user_id, None).await
}

/// An admin deletes an account from the back office: the same erasure as a member deleting
/// herself, with its audit row in the same transaction. Her own account is deleted from her
/// profile, not from the back office.
pub async fn delete_by_admin(
    db: &Db,
    storage: &Storage,
    viewer: &Viewer,
    user_id: Id,
) -> Result<()> {
    let admin = viewer.require_admin()?;
    if admin.user_id == user_id {
        return Err(AppError::invalid("id", NOT_YOURSELF));
    }
    // The username goes from the log with her other words; this row says an account went.
    erase(db, storage, viewer, user_id, Some(Action::UserDelete)).await
}

/// The erasure, with `audited`'s row in its transaction when an admin did it; then her
/// stored objects go, and the database files forget her.
async fn erase(
    db: &Db,
    storage: &Storage,
    viewer: &Viewer,
    user_id: Id,
    audited: Option<Action>,
) -> Result<()> {
    let txn = common::db::begin_write(db).await?;
    let keys = erase_rows(&txn, viewer, user_id.clone()).await?;
    if let Some(action) = audited {
        audit::record(&txn, viewer, action, &user_id, None).await?;
    }
    txn.commit().await?;
    storage.delete_objects(keys).await;
    common::db::scrub_soon(db.clone());
    Ok(())
}

/// The rows of an erasure, in the caller's transaction. Answers the storage keys of the
/// deleted files: remove them with `storage.delete_objects` once the transaction has committed.
async fn erase_rows(
    txn: &impl ConnectionTrait,
    viewer: &Viewer,
    user_id: Id,
) -> Result<Vec<String>> {
    let member = viewer.require_member()?;
    if member.user_id != user_id && !member.is_admin {
        return Err(AppError::Forbidden);
    }
    let account = users::Entity::find_by_id(user_id.clone())
        .one(txn)
        .await?
        .ok_or(AppError::not_found("Account"))?;
    // Whoever deletes her, her own profile or another admin, the forum keeps one admin.
    if account.is_admin {
        identity::service::admin::require_another_admin(txn, &user_id).await?;
    }

    // What others were told of her comments goes with her words (her own notifications go
    // with her account, by cascade).
    let her_comments = Query::select()
        .column(comments::Column::Id)
        .from(comments::Entity)
        .and_where(comments::Column::OwnerId.eq(user_id.clone()))
        .to_owned();
    notifications::Entity::delete_many()
        .filter(notifications::Column::CommentId.in_subquery(her_comments))
        .exec(txn)
        .await?;

    // Her comments under other members' posts keep their place in the thread, without her
    // words or her name. Those under her own posts go with the posts.
    let others_posts = Query::select()
        .column(posts::Column::Id)
        .from(posts::Entity)
        .and_where(posts::Column::OwnerId.ne(user_id.clone()))
        .to_owned();
    comments::Entity::update_many()
        .col_expr(comments::Column::OwnerId, Expr::value(Option::<Id>::None))
        .col_expr(comments::Column::Text, Expr::value(""))
        .col_expr(comments::Column::IsShadowBanned, Expr::value(false))
        .col_expr(comments::Column::DeletedAt, Expr::value(viewer.now()))
        .col_expr(comments::Column::UpdatedAt, Expr::value(viewer.now()))
        .filter(comments::Column::OwnerId.eq(user_id.clone()))
        .filter(comments::Column::PostId.in_subquery(others_posts))
        .exec(txn)
        .await?;

    // Her files, except a Second Opinion's cover an admin uploaded: the article is the
    // forum's, not hers, and keeps its picture (the file loses its owner with the account).
    let covers = Query::select()
        .column(resources::Column::CoverFileId)
        .from(resources::Entity)
        .and_where(resources::Column::CoverFileId.is_not_null())
        .to_owned();
    let file_ids: Vec<Id> = files::Entity::find()
        .select_only()
        .column(files::Column::Id)
        .filter(files::Column::OwnerId.eq(user_id.clone()))
        .filter(files::Column::Id.not_in_subquery(covers))
        .into_tuple()
        .all(txn)
        .await?;
    let keys = storage::service::files::delete_rows(txn, &file_ids).await?;

    // The items she reacted to: their authors' unread counts must stop counting her.
    let reacted_posts: Vec<Id> = post_reactions::Entity::find()
        .select_only()
        .column(post_reactions::Column::PostId)
        .filter(post_reactions::Column::OwnerId.eq(user_id.clone()))
        .filter(post_reactions::Column::PostId.is_not_null())
        .into_tuple()
        .all(txn)
        .await?;
    let reacted_comments: Vec<Id> = comment_reactions::Entity::find()
        .select_only()
        .column(comment_reactions::Column::CommentId)
        .filter(comment_reactions::Column::OwnerId.eq(user_id.clone()))
        .filter(comment_reactions::Column::CommentId.is_not_null())
        .into_tuple()
        .all(txn)
        .await?;

    audit::forget_labels_of(txn, &user_id).await?;
    // Sessions, reset links, topics, reactions, blocks, notifications and posts (with their
    // comments, images and reactions) go by cascade; reports she filed and audit rows keep
    // their row, without her.
    users::Entity::delete_by_id(user_id).exec(txn).await?;
    super::notifications::recount_batches_on(txn, &reacted_posts, &reacted_comments).await?;
    Ok(keys)
}
