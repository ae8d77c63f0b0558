//! An admin hides or shows a comment directly (the legacy `admin/comment {_id,
//! isShadowBanned}`), as a report's review does for a reported one. Deleting a comment, her
//! own or by an admin, is the forum's (`forum::service::comments::delete`).

use audit::Action;
use common::{AppError, Id, Result, Viewer};
use entity::comments;
use forum::service::{comments as comment_service, notifications};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, TransactionSession, TransactionTrait,
};

/// Quarantines a comment (others see the "being investigated" text; its replies stay) or
/// lifts its quarantine, with its audit row. A deleted comment has nothing to hide.
pub async fn set_shadow_ban(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    id: Id,
    is_shadow_banned: bool,
) -> Result<comments::Model> {
    viewer.require_admin()?;
    let txn = common::db::begin_write(db).await?;
    let mut comment = comments::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(AppError::not_found("Comment"))?;
    if comment.deleted_at.is_some() {
        return Err(AppError::invalid("_id", "This comment has been deleted"));
    }
    let now = viewer.now();
    comments::Entity::update_many()
        .col_expr(
            comments::Column::IsShadowBanned,
            Expr::value(is_shadow_banned),
        )
        .col_expr(comments::Column::UpdatedAt, Expr::value(now))
        .filter(comments::Column::Id.eq(comment.id.clone()))
        .exec(&txn)
        .await?;
    if comment.is_shadow_banned != is_shadow_banned {
        let admin = viewer.require_admin()?;
        let item = [notifications::Moderated::Comment(comment.id.clone())];
        notifications::moderated(&txn, now, &admin.user_id, &item, is_shadow_banned).await?;
    }
    comment.is_shadow_banned = is_shadow_banned;
    comment.updated_at = now;
    audit::record(
        &txn,
        viewer,
        Action::CommentShadowBan,
        &comment.id,
        Some(is_shadow_banned.to_string()),
    )
    .await?;
    txn.commit().await?;
    Ok(comment)
}

/// Every comment and reply, newest first, as admins see them (real text, under-review ones
/// included; tombstones and legacy replies still waiting for a parent left out): the legacy
/// `GET admin/comment`.
pub async fn newest(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    page: &common::PageRequest,
) -> Result<common::Page<comments::Model>> {
    viewer.require_admin()?;
    let select = comments::Entity::find()
        .filter(comments::Column::DeletedAt.is_null())
        .filter(
            sea_orm::Condition::any()
                .add(comments::Column::IsReply.eq(false))
                .add(comments::Column::ParentId.is_not_null()),
        );
    comment_service::PAGE_KEY
        .fetch(
            db,
            select,
            &sea_orm::Order::Desc,
            page,
            comment_service::cursor,
        )
        .await
}
