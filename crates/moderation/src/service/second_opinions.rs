//! The back office's Second Opinions: the table, its export (with each article's topics), and
//! the form. The article rules are `resources::service::write`; here each change gets its
//! audit row in its transaction, and removed covers leave the store after commit.

use ::resources::service::write::{self, SecondOpinionForm};
use audit::Action;
use common::page::PageKey;
use common::{Cursor, Db, Id, Result, Viewer};
use entity::{resources, topics};
use sea_orm::{ConnectionTrait, TransactionSession, TransactionTrait};
use storage::Storage;

use super::tables::{AdminTable, CsvColumn, TableName, cell};
use crate::service::table_query::{Filter, FilterKind, TableSpec};

/// The Second Opinions table: searchable by title, text and author; filterable by
/// `featured` (Yes/No); newest first.
pub struct SecondOpinions;

/// An article with its topics, alphabetically.
pub type WithTopics = (resources::Model, Vec<topics::Model>);

impl AdminTable for SecondOpinions {
    type Entity = resources::Entity;
    type Row = WithTopics;
    const NAME: TableName = TableName::SecondOpinions;
    const FILE: &'static str = "resources.csv";
    const SPEC: TableSpec<resources::Column> = TableSpec {
        search: &[
            resources::Column::Title,
            resources::Column::Text,
            resources::Column::Author,
        ],
        search_also: None,
        filters: &[Filter {
            name: "featured",
            column: resources::Column::Featured,
            kind: FilterKind::YesNo,
        }],
        key: PageKey {
            created_at: resources::Column::CreatedAt,
            id: resources::Column::Id,
        },
    };
    /// The Second Opinion Management columns (spec §2).
    const CSV: &'static [CsvColumn<WithTopics>] = &[
        CsvColumn {
            header: "Title",
            cell: |(r, _)| r.title.clone(),
        },
        CsvColumn {
            header: "Content",
            cell: |(r, _)| cell::or_na(&r.text),
        },
        CsvColumn {
            header: "Featured?",
            cell: |(r, _)| cell::yes_no(r.featured),
        },
        CsvColumn {
            header: "Topics",
            cell: |(_, topics)| {
                cell::or_na(
                    &topics
                        .iter()
                        .map(|t| t.title.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                )
            },
        },
        CsvColumn {
            header: "Created At",
            cell: |(r, _)| cell::long_date(r.created_at),
        },
    ];

    fn cursor_of(resource: &resources::Model) -> Cursor {
        ::resources::service::read::cursor(resource)
    }

    async fn rows(db: &Db, batch: Vec<resources::Model>) -> Result<Vec<WithTopics>> {
        let ids: Vec<Id> = batch.iter().map(|r| r.id.clone()).collect();
        let mut topics = ::topics::service::of_resources(db, &ids).await?;
        Ok(batch
            .into_iter()
            .map(|r| {
                let of = topics.remove(&r.id).unwrap_or_default();
                (r, of)
            })
            .collect())
    }
}

/// One article for the edit form, with its topics (admins only).
pub async fn get(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    id: Id,
) -> Result<(resources::Model, Vec<topics::Model>)> {
    viewer.require_admin()?;
    let resource = ::resources::service::read::get(db, viewer, id).await?;
    let topics = ::topics::service::of_resources(db, std::slice::from_ref(&resource.id))
        .await?
        .remove(&resource.id)
        .unwrap_or_default();
    Ok((resource, topics))
}

/// Creates or edits a Second Opinion, with its audit row (`resource.create` /
/// `resource.update`). A cover it no longer shows leaves the store after commit.
pub async fn save(
    db: &(impl ConnectionTrait + TransactionTrait),
    storage: &Storage,
    viewer: &Viewer,
    form: SecondOpinionForm,
) -> Result<resources::Model> {
    viewer.require_admin()?;
    let checked = write::check(db, storage, viewer, form).await?;
    let txn = common::db::begin_write(db).await?;
    let saved = write::save(&txn, viewer, checked).await?;
    let action = if saved.created {
        Action::ResourceCreate
    } else {
        Action::ResourceUpdate
    };
    audit::record(&txn, viewer, action, &saved.resource.id, None).await?;
    txn.commit().await?;
    storage.delete_objects(saved.removed_objects).await;
    Ok(saved.resource)
}

/// Deletes a Second Opinion with its topic links and cover, with its audit row.
pub async fn delete(
    db: &(impl ConnectionTrait + TransactionTrait),
    storage: &Storage,
    viewer: &Viewer,
    id: Id,
) -> Result<()> {
    viewer.require_admin()?;
    let txn = common::db::begin_write(db).await?;
    let label = audit::label(&txn, Action::ResourceDelete, &id).await?;
    let removed = write::delete(&txn, viewer, id.clone()).await?;
    audit::record_labelled(&txn, viewer, Action::ResourceDelete, &id, None, label).await?;
    txn.commit().await?;
    storage.delete_objects(removed).await;
    Ok(())
}
