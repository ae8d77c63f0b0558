//! What a block hides. After she blocks another member, none of that member's posts are
//! listed for her (feeds, topic pages, search: [`hides_owner`] is part of
//! `visibility::post_condition`), that member's comments in threads she reads show
//! [`BLOCKED_TEXT`], that member can no longer comment on her posts or answer her comments
//! ([`require_may_answer`]) and sends her no notifications ([`not_blocked`]). Nothing tells the
//! blocked member: she still sees everything as before, and a refused reply says only
//! [`CANT_REPLY`]. Only reads: the block list itself is written by `super::blocks`.

use std::collections::HashSet;

use common::db::beside;
use common::db::relation::{self, Branch, Columns};
use common::{AppError, Id, Result, Viewer};
use entity::member_blocks;
use sea_orm::sea_query::{Expr, ExprTrait, IntoColumnRef, Query, SimpleExpr};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QuerySelect,
};

/// What she sees instead of a blocked member's comment (its replies stay).
pub const BLOCKED_TEXT: &str = "You blocked this member";
/// What a blocked member is told when she tries to answer the member who blocked her.
pub const CANT_REPLY: &str = "You can't reply here.";

/// Whether `blocker` blocked `blocked`.
pub async fn is_blocked(db: &impl ConnectionTrait, blocker: &Id, blocked: &Id) -> Result<bool> {
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

/// Her blocks as a relation, keyed by the member she blocked (no other column).
pub const BLOCKED: &str = "blocked";

/// The blocks relation's rows: which of `members` `me` blocked.
pub fn blocked_branch(me: &Id, members: &[Id]) -> Branch {
    let mut values = vec![sea_orm::Value::from(me.clone())];
    let list = relation::in_list(&mut values, members);
    Branch::new(
        BLOCKED,
        Columns {
            key: "blocked_id",
            ..Columns::default()
        },
        &format!("member_blocks WHERE blocker_id = ? AND blocked_id IN ({list})"),
        values,
    )
}

/// Whether `me` blocked the author of each row of a page, as a boolean column beside it
/// (`common::db::beside`; false for a tombstone). One probe of the blocks' primary key per row.
pub fn blocked_column(alias: &'static str, me: &Id) -> beside::Column {
    beside::Column::new(
        alias,
        format!(
            "EXISTS (SELECT 1 FROM member_blocks AS b WHERE b.blocker_id = ? \
             AND b.blocked_id = {}.owner_id)",
            beside::ROW
        ),
        vec![sea_orm::Value::from(me.clone())],
    )
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
