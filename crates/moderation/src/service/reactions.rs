//! The back office's reactions: the reaction types of the legend (add, edit, delete), and
//! members' post reactions with their "why I reacted" text (list, delete). Each change has its
//! audit row in its transaction; the rules of a reaction type are `forum::service::reaction_types`.

use std::collections::HashMap;

use audit::Action;
use common::page::PageKey;
use common::{AppError, Cursor, Id, Page, Result, Viewer};
use entity::{comment_reactions, post_reactions, reaction_types};
use forum::service::reaction_types::{self as rules, ReactionTypeChange};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, QuerySelect, Select, TransactionSession,
    TransactionTrait,
};

use crate::service::table_query::{Filter, FilterKind, TableQuery, TableSpec};

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

/// Hides a reaction type from the legend or shows it again, with its audit row
/// (`reaction.hidden`, `true` or `false`).
pub async fn set_type_hidden(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    id: Id,
    hidden: bool,
) -> Result<reaction_types::Model> {
    viewer.require_admin()?;
    let txn = common::db::begin_write(db).await?;
    let kind = rules::set_hidden(&txn, viewer, id, hidden).await?;
    audit::record(
        &txn,
        viewer,
        Action::ReactionHidden,
        &kind.id,
        Some(hidden.to_string()),
    )
    .await?;
    txn.commit().await?;
    Ok(kind)
}

/// Every reaction type, hidden ones included, with how many reactions members gave of it
/// (posts and comments): two grouped counts, whatever the number of types.
pub async fn types_in_use(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
) -> Result<Vec<(reaction_types::Model, u64)>> {
    viewer.require_admin()?;
    let kinds = rules::list(db).await?;
    let mut uses: HashMap<Id, u64> = HashMap::new();
    let on_posts: Vec<(Id, i64)> = post_reactions::Entity::find()
        .select_only()
        .column(post_reactions::Column::ReactionTypeId)
        .column_as(post_reactions::Column::Id.count(), "uses")
        .group_by(post_reactions::Column::ReactionTypeId)
        .into_tuple()
        .all(db)
        .await?;
    let on_comments: Vec<(Id, i64)> = comment_reactions::Entity::find()
        .select_only()
        .column(comment_reactions::Column::ReactionTypeId)
        .column_as(comment_reactions::Column::Id.count(), "uses")
        .group_by(comment_reactions::Column::ReactionTypeId)
        .into_tuple()
        .all(db)
        .await?;
    for (kind, count) in on_posts.into_iter().chain(on_comments) {
        *uses.entry(kind).or_default() += u64::try_from(count).unwrap_or_default();
    }
    Ok(kinds
        .into_iter()
        .map(|kind| {
            let used = uses.get(&kind.id).copied().unwrap_or_default();
            (kind, used)
        })
        .collect())
}

/// Deletes a reaction type nobody has used, with its audit row (one in use is hidden
/// instead).
pub async fn delete_type(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    id: Id,
) -> Result<()> {
    viewer.require_admin()?;
    let txn = common::db::begin_write(db).await?;
    let label = audit::label(&txn, Action::ReactionDelete, &id).await?;
    rules::delete(&txn, viewer, id.clone()).await?;
    audit::record_labelled(&txn, viewer, Action::ReactionDelete, &id, None, label).await?;
    txn.commit().await?;
    Ok(())
}

/// Members' post reactions, newest first, filterable by `post` (a post id).
pub const POST_REACTIONS: TableSpec<post_reactions::Column> = TableSpec {
    search: &[],
    search_also: None,
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
    let label = audit::label(&txn, Action::PostReactionDelete, &id).await?;
    let deleted = post_reactions::Entity::delete_by_id(id.clone())
        .exec(&txn)
        .await?;
    if deleted.rows_affected == 0 {
        return Err(AppError::not_found("Reaction"));
    }
    audit::record_labelled(&txn, viewer, Action::PostReactionDelete, &id, None, label).await?;
    txn.commit().await?;
    Ok(())
}
