//! Blocking a member. After she blocks another member, none of that member's posts are listed
//! for her (feeds, topic pages, search: [`hides_owner`] is part of
//! `visibility::post_condition`), that member's comments in threads she reads show
//! [`BLOCKED_TEXT`], that member can no longer comment on her posts or answer her comments
//! ([`require_may_answer`]) and sends her no notifications. Nothing tells the blocked member:
//! she still sees everything as before, and a refused reply says only [`CANT_REPLY`].

use std::collections::HashSet;

use common::{AppError, Id, Result, Viewer};
use entity::{member_blocks, users};
use sea_orm::sea_query::{Expr, ExprTrait, IntoColumnRef, OnConflict, Query, SimpleExpr};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, JoinType, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, RelationTrait, TransactionSession, TransactionTrait,
};

use super::authors::Author;
use super::notifications;

/// What she sees instead of a blocked member's comment (its replies stay).
pub const BLOCKED_TEXT: &str = "You blocked this member";
/// What a blocked member is told when she tries to answer the member who blocked her.
pub const CANT_REPLY: &str = "You can't reply here.";
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
    if mine >= MAX_BLOCKS && !is_blocked(&txn, &member.user_id, &user_id).await? {
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

async fn is_blocked(db: &impl ConnectionTrait, blocker: &Id, blocked: &Id) -> Result<bool> {
    Ok(
        member_blocks::Entity::find_by_id((blocker.clone(), blocked.clone()))
            .one(db)
            .await?
            .is_some(),
    )
}

/// Which of `ids` the viewer blocked (none for a visitor): one query for a page of authors.
pub async fn blocked_among(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    ids: &[Id],
) -> Result<HashSet<Id>> {
    let Some(member) = viewer.as_member() else {
        return Ok(HashSet::new());
    };
    Ok(member_blocks::Entity::find()
        .select_only()
        .column(member_blocks::Column::BlockedId)
        .filter(member_blocks::Column::BlockerId.eq(member.user_id.clone()))
        .filter(member_blocks::Column::BlockedId.is_in(ids.iter().cloned()))
        .into_tuple::<Id>()
        .all(db)
        .await?
        .into_iter()
        .collect())
}

/// Refuses the viewer's answer when any of `owners` (the post's author, the answered
/// comment's author) blocked her.
pub async fn require_may_answer(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    owners: &[&Id],
) -> Result<()> {
    let member = viewer.require_member()?;
    let blocked_by = member_blocks::Entity::find()
        .filter(member_blocks::Column::BlockedId.eq(member.user_id.clone()))
        .filter(member_blocks::Column::BlockerId.is_in(owners.iter().map(|id| (*id).clone())))
        .count(db)
        .await?;
    if blocked_by > 0 {
        return Err(AppError::Refused(CANT_REPLY));
    }
    Ok(())
}

/// "`blocker` did not block the member in `owner`": a condition for lists (one primary-key
/// probe per row).
pub fn not_blocked(blocker: &Id, owner: impl IntoColumnRef) -> SimpleExpr {
    Expr::exists(
        Query::select()
            .expr(Expr::val(1))
            .from(member_blocks::Entity)
            .and_where(
                Expr::col((member_blocks::Entity, member_blocks::Column::BlockerId))
                    .eq(blocker.clone()),
            )
            .and_where(
                Expr::col((member_blocks::Entity, member_blocks::Column::BlockedId)).equals(owner),
            )
            .to_owned(),
    )
    .not()
}

/// The condition on `posts` that leaves out the authors the viewer blocked.
pub fn hides_owner(viewer: &Viewer) -> Option<SimpleExpr> {
    viewer.as_member().map(|member| {
        not_blocked(
            &member.user_id,
            (entity::posts::Entity, entity::posts::Column::OwnerId),
        )
    })
}
