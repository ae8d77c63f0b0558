//! The back office's Health Topics: the table, its export, and the topic form. The topic
//! rules are `::topics::service`; here each change gets its audit row in its transaction.

use ::topics::service::{self as forum_topics, TopicChange};
use audit::Action;
use common::page::PageKey;
use common::{Cursor, Db, Id, Result, Viewer};
use entity::topics;
use sea_orm::{ConnectionTrait, TransactionSession, TransactionTrait};

use super::tables::{AdminTable, CsvColumn, TableName, cell};
use crate::service::table_query::TableSpec;

/// The Health Topics table: searchable by title and description; newest first.
pub struct Topics;

impl AdminTable for Topics {
    type Entity = topics::Entity;
    type Row = topics::Model;
    const NAME: TableName = TableName::Topics;
    const FILE: &'static str = "topics.csv";
    const SPEC: TableSpec<topics::Column> = TableSpec {
        search: &[topics::Column::Title, topics::Column::Description],
        search_also: None,
        filters: &[],
        key: PageKey {
            created_at: topics::Column::CreatedAt,
            id: topics::Column::Id,
        },
    };
    /// The Health Topics columns (spec §2), with the date the table sorts by.
    const CSV: &'static [CsvColumn<topics::Model>] = &[
        CsvColumn {
            header: "Title",
            cell: |t| t.title.clone(),
        },
        CsvColumn {
            header: "Description",
            cell: |t| cell::or_na(t.description.as_deref().unwrap_or_default()),
        },
        CsvColumn {
            header: "Created At",
            cell: |t| cell::long_date(t.created_at),
        },
    ];

    fn cursor_of(topic: &topics::Model) -> Cursor {
        Cursor {
            created_at: topic.created_at,
            id: topic.id.clone(),
        }
    }

    async fn rows(_: &Db, models: Vec<topics::Model>) -> Result<Vec<topics::Model>> {
        Ok(models)
    }
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
    let label = audit::label(&txn, Action::TopicDelete, &id).await?;
    forum_topics::delete(&txn, viewer, id.clone()).await?;
    audit::record_labelled(&txn, viewer, Action::TopicDelete, &id, None, label).await?;
    txn.commit().await?;
    Ok(())
}
