//! The back office's view of accounts: the User Management table.

use common::page::PageKey;
use common::table::{Filter, FilterKind, TableQuery, TableSpec};
use common::{AppError, Cursor, Db, Id, Page, Result, Viewer};
use entity::users;
use futures_util::Stream;
use sea_orm::{ConnectionTrait, EntityTrait, Select};
use storage::Storage;

use super::audit::{self, Action};
use super::erasure;

pub const NOT_YOURSELF: &str = "You cannot delete your own account here.";

/// Searchable by username and email; filterable by the Yes/No columns; newest first.
pub const TABLE: TableSpec<users::Column> = TableSpec {
    search: &[users::Column::Username, users::Column::Email],
    filters: &[
        Filter {
            name: "contact",
            column: users::Column::Contact,
            kind: FilterKind::YesNo,
        },
        Filter {
            name: "isAdmin",
            column: users::Column::IsAdmin,
            kind: FilterKind::YesNo,
        },
    ],
    key: PageKey {
        created_at: users::Column::CreatedAt,
        id: users::Column::Id,
    },
};

fn all() -> Select<users::Entity> {
    users::Entity::find()
}

fn cursor_of(user: &users::Model) -> Cursor {
    Cursor {
        created_at: user.created_at,
        id: user.id.clone(),
    }
}

/// One page of accounts (admins only).
pub async fn list(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    query: &TableQuery,
) -> Result<Page<users::Model>> {
    viewer.require_admin()?;
    TABLE.page(db, all(), query, cursor_of).await
}

/// Every account matching `query`, in batches, for CSV export (admins only).
pub fn export(
    db: &Db,
    viewer: &Viewer,
    query: TableQuery,
) -> Result<impl Stream<Item = Result<Vec<users::Model>>> + Send + 'static> {
    viewer.require_admin()?;
    TABLE.select(all(), &query)?; // Refuse a bad query before the first byte goes out.
    Ok(TABLE.batches(db.clone(), all, query, cursor_of))
}

/// An admin deletes an account: the same erasure as a member deleting herself (ARCHITECTURE
/// §3), with its audit row in the same transaction. Her own account is deleted from her
/// profile, not from the back office.
pub async fn delete(db: &Db, storage: &Storage, viewer: &Viewer, user_id: Id) -> Result<()> {
    let admin = viewer.require_admin()?;
    if admin.user_id == user_id {
        return Err(AppError::invalid("id", NOT_YOURSELF));
    }
    let txn = common::db::begin_write(db).await?;
    let keys = erasure::erase_rows(&txn, viewer, user_id.clone()).await?;
    audit::record(&txn, viewer, Action::UserDelete, &user_id, None).await?;
    txn.commit().await?;
    storage.delete_objects(keys).await;
    common::db::scrub_soon(db.clone());
    Ok(())
}
