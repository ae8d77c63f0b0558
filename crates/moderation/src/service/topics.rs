//! The back office's Health Topics: the table, its export, and the topic form. The topic
//! rules are `::topics::service`; here each change gets its audit row in its transaction.

use ::topics::service::{self as forum_topics, TopicChange};
use common::page::PageKey;
use common::table::{TableQuery, TableSpec};
use common::{Cursor, Db, Id, Page, Result, Viewer};
use entity::topics;
use futures_util::Stream;
use sea_orm::{ConnectionTrait, EntityTrait, Select, TransactionSession, TransactionTrait};

use super::audit::{self, Action};

/// Searchable by title and description; newest first.
pub const TABLE: TableSpec<topics::Column> = TableSpec {
    search: &[topics::Column::Title, topics::Column::Description],
    filters: &[],
    key: PageKey {
        created_at: topics::Column::CreatedAt,
        id: topics::Column::Id,
    },
};

fn all() -> Select<topics::Entity> {
    topics::Entity::find()
}

fn cursor_of(topic: &topics::Model) -> Cursor {
    Cursor {
        created_at: topic.created_at,
        id: topic.id.clone(),
    }
}

/// One page of topics (admins only).
pub async fn list(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    query: &TableQuery,
) -> Result<Page<topics::Model>> {
    viewer.require_admin()?;
    TABLE.page(db, all(), query, cursor_of).await
}

/// Every topic matching `query`, in batches, for CSV export (admins only).
pub fn export(
    db: &Db,
    viewer: &Viewer,
    query: TableQuery,
) -> Result<impl Stream<Item = Result<Vec<topics::Model>>> + Send + 'static> {
    viewer.require_admin()?;
    TABLE.select(all(), &query)?; // Refuse a bad query before the first byte goes out.
    Ok(TABLE.batches(db.clone(), all, query, cursor_of))
}

/// One topic for the edit form (admins only).
pub async fn get(db: &impl ConnectionTrait, viewer: &Viewer, id: Id) -> Result<topics::Model> {
    viewer.require_admin()?;
    forum_topics::get(db, id).await
}

/// Creates or edits a topic, with its audit row (`topic.create` / `topic.update`).
pub async fn save(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    input: TopicChange,
) -> Result<topics::Model> {
    viewer.require_admin()?;
    let txn = common::db::begin_write(db).await?;
    let (topic, created) = forum_topics::save(&txn, viewer, input).await?;
    let action = if created {
        Action::TopicCreate
    } else {
        Action::TopicUpdate
    };
    audit::record(&txn, viewer, action, &topic.id, None).await?;
    txn.commit().await?;
    Ok(topic)
}

/// Deletes a topic (its links to posts, members and articles go with it), with its audit row.
pub async fn delete(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    id: Id,
) -> Result<()> {
    viewer.require_admin()?;
    let txn = common::db::begin_write(db).await?;
    forum_topics::delete(&txn, viewer, id.clone()).await?;
    audit::record(&txn, viewer, Action::TopicDelete, &id, None).await?;
    txn.commit().await?;
    Ok(())
}
