//! The back office's reactions: the reaction types of the legend (add, edit, delete), and
//! members' post reactions with their "why I reacted" text (list, delete). Each change has its
//! audit row in its transaction; the rules of a reaction type are `forum::service::reaction_types`.

use common::page::PageKey;
use common::table::{Filter, FilterKind, TableQuery, TableSpec};
use common::{AppError, Cursor, Id, Page, Result, Viewer};
use entity::{post_reactions, reaction_types};
use forum::service::reaction_types::{self as rules, ReactionTypeChange};
use sea_orm::{ConnectionTrait, EntityTrait, Select, TransactionSession, TransactionTrait};

use super::audit::{self, Action};

/// Creates or edits a reaction type, with its audit row (`reaction.create` / `reaction.update`).
pub async fn save_type(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    input: ReactionTypeChange,
) -> Result<reaction_types::Model> {
    viewer.require_admin()?;
    let txn = common::db::begin_write(db).await?;
    let (kind, created) = rules::save(&txn, viewer, input).await?;
    let action = if created {
        Action::ReactionCreate
    } else {
        Action::ReactionUpdate
    };
    audit::record(&txn, viewer, action, &kind.id, None).await?;
    txn.commit().await?;
    Ok(kind)
}

/// Deletes a reaction type and every reaction of it, with its audit row.
pub async fn delete_type(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    id: Id,
) -> Result<()> {
    viewer.require_admin()?;
    let txn = common::db::begin_write(db).await?;
    rules::delete(&txn, viewer, id.clone()).await?;
    audit::record(&txn, viewer, Action::ReactionDelete, &id, None).await?;
    txn.commit().await?;
    Ok(())
}

/// Members' post reactions, newest first, filterable by `post` (a post id).
pub const POST_REACTIONS: TableSpec<post_reactions::Column> = TableSpec {
    search: &[],
    filters: &[Filter {
        name: "post",
        column: post_reactions::Column::PostId,
        kind: FilterKind::Text,
    }],
    key: PageKey {
        created_at: post_reactions::Column::CreatedAt,
        id: post_reactions::Column::Id,
    },
};

fn all_post_reactions() -> Select<post_reactions::Entity> {
    post_reactions::Entity::find()
}

fn cursor_of(reaction: &post_reactions::Model) -> Cursor {
    Cursor {
        created_at: reaction.created_at,
        id: reaction.id.clone(),
    }
}

/// One page of post reactions (admins only).
pub async fn post_reactions(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    query: &TableQuery,
) -> Result<Page<post_reactions::Model>> {
    viewer.require_admin()?;
    POST_REACTIONS
        .page(db, all_post_reactions(), query, cursor_of)
        .await
}

/// Deletes a member's post reaction (an unkind "why I reacted", say), with its audit row.
pub async fn delete_post_reaction(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    id: Id,
) -> Result<()> {
    viewer.require_admin()?;
    let txn = common::db::begin_write(db).await?;
    let deleted = post_reactions::Entity::delete_by_id(id.clone())
        .exec(&txn)
        .await?;
    if deleted.rows_affected == 0 {
        return Err(AppError::not_found("Reaction"));
    }
    audit::record(&txn, viewer, Action::PostReactionDelete, &id, None).await?;
    txn.commit().await?;
    Ok(())
}
