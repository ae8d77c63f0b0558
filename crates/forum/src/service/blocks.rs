//! Blocking a member: her block list, and the block and unblock that change it. What a block
//! hides is [`super::block_rules`], which the lists read; this module writes, and recounts her
//! notifications when it does, so the uses run one way: blocks → notifications → visibility →
//! block_rules.

use common::{AppError, Id, Result, Viewer};
use entity::{member_blocks, users};
use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, JoinType, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, RelationTrait, TransactionSession, TransactionTrait,
};

use super::authors::Author;
use super::{block_rules, notifications};

/// A member may block at most this many members: enough for anyone, and a bound on the
/// lookups every list she reads makes.
pub const MAX_BLOCKS: u64 = 1_000;

/// Blocks `user_id` for the viewer. Blocking again changes nothing; herself is her mistake,
/// an admin cannot be blocked (moderators must be able to reach everyone).
pub async fn block(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    user_id: Id,
) -> Result<()> {
    let member = viewer.require_member()?;
    if user_id == member.user_id {
        return Err(AppError::invalid("userId", "You can't block yourself."));
    }
    let is_admin = users::Entity::find_by_id(user_id.clone())
        .select_only()
        .column(users::Column::IsAdmin)
        .into_tuple::<bool>()
        .one(db)
        .await?
        .ok_or(AppError::not_found("Member"))?;
    if is_admin {
        return Err(AppError::Refused("Moderators can't be blocked."));
    }
    let txn = common::db::begin_write(db).await?;
    let mine = member_blocks::Entity::find()
        .filter(member_blocks::Column::BlockerId.eq(member.user_id.clone()))
        .count(&txn)
        .await?;
    if mine >= MAX_BLOCKS && !block_rules::is_blocked(&txn, &member.user_id, &user_id).await? {
        return Err(AppError::invalid(
            "userId",
            "You've blocked as many members as you can (1,000). Unblock someone first.",
        ));
    }
    member_blocks::Entity::insert(member_blocks::ActiveModel {
        blocker_id: sea_orm::Set(member.user_id.clone()),
        blocked_id: sea_orm::Set(user_id),
        created_at: sea_orm::Set(viewer.now()),
    })
    .on_conflict(
        OnConflict::columns([
            member_blocks::Column::BlockerId,
            member_blocks::Column::BlockedId,
        ])
        .do_nothing()
        .to_owned(),
    )
    .exec_without_returning(&txn)
    .await?;
    // Her unread reaction counts no longer count the member she blocked.
    notifications::recount_open_batches(&txn, &member.user_id).await?;
    txn.commit().await?;
    Ok(())
}

/// Unblocks `user_id`; unblocking someone she never blocked changes nothing.
pub async fn unblock(db: &impl ConnectionTrait, viewer: &Viewer, user_id: Id) -> Result<()> {
    let member = viewer.require_member()?;
    member_blocks::Entity::delete_many()
        .filter(member_blocks::Column::BlockerId.eq(member.user_id.clone()))
        .filter(member_blocks::Column::BlockedId.eq(user_id))
        .exec(db)
        .await?;
    Ok(())
}

/// The members she blocked, most recently blocked first.
pub async fn blocked_members(db: &impl ConnectionTrait, viewer: &Viewer) -> Result<Vec<Author>> {
    let member = viewer.require_member()?;
    Ok(member_blocks::Entity::find()
        .select_only()
        .column_as(users::Column::Id, "id")
        .column_as(users::Column::Username, "username")
        .column_as(users::Column::ProfileColour, "profile_colour")
        .column_as(users::Column::ProfileImage, "profile_image")
        .join(JoinType::InnerJoin, member_blocks::Relation::Blocked.def())
        .filter(member_blocks::Column::BlockerId.eq(member.user_id.clone()))
        .order_by_desc(member_blocks::Column::CreatedAt)
        .into_model::<Author>()
        .all(db)
        .await?)
}
