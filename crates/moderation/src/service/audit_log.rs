//! The Audit Log table: every admin action (and every report), read-only, newest first.

use common::page::PageKey;
use common::table::{Filter, FilterKind, TableQuery, TableSpec};
use common::{Cursor, Db, Id, Page, Result, Viewer};
use entity::audit_log;
use forum::service::authors::{self, Author};
use futures_util::{Stream, StreamExt};
use sea_orm::{ConnectionTrait, EntityTrait, Select};

/// Searchable by action, target type and target id; filterable by action.
pub const TABLE: TableSpec<audit_log::Column> = TableSpec {
    search: &[
        audit_log::Column::Action,
        audit_log::Column::TargetType,
        audit_log::Column::TargetId,
    ],
    filters: &[Filter {
        name: "action",
        column: audit_log::Column::Action,
        kind: FilterKind::Text,
    }],
    key: PageKey {
        created_at: audit_log::Column::CreatedAt,
        id: audit_log::Column::Id,
    },
};

fn all() -> Select<audit_log::Entity> {
    audit_log::Entity::find()
}

fn cursor_of(entry: &audit_log::Model) -> Cursor {
    Cursor {
        created_at: entry.created_at,
        id: entry.id.clone(),
    }
}

/// One page of the audit log (admins only).
pub async fn list(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    query: &TableQuery,
) -> Result<Page<audit_log::Model>> {
    viewer.require_admin()?;
    TABLE.page(db, all(), query, cursor_of).await
}

/// An audit row with its actor (none once her account is deleted).
pub struct AuditRow {
    pub entry: audit_log::Model,
    pub actor: Option<Author>,
}

/// `list` with their actors: one query for any number of rows.
pub async fn rows(db: &impl ConnectionTrait, list: Vec<audit_log::Model>) -> Result<Vec<AuditRow>> {
    let ids: Vec<Id> = list.iter().filter_map(|e| e.actor_id.clone()).collect();
    let actors = authors::by_ids(db, &ids).await?;
    Ok(list
        .into_iter()
        .map(|entry| AuditRow {
            actor: entry.actor_id.as_ref().and_then(|a| actors.get(a)).cloned(),
            entry,
        })
        .collect())
}

/// Every audit row matching `query`, in batches with their actors, for CSV export (admins
/// only).
pub fn export(
    db: &Db,
    viewer: &Viewer,
    query: TableQuery,
) -> Result<impl Stream<Item = Result<Vec<AuditRow>>> + Send + 'static> {
    viewer.require_admin()?;
    TABLE.select(all(), &query)?; // Refuse a bad query before the first byte goes out.
    let actors_db = db.clone();
    Ok(TABLE
        .batches(db.clone(), all, query, cursor_of)
        .then(move |batch| {
            let db = actors_db.clone();
            async move { rows(&db, batch?).await }
        }))
}
