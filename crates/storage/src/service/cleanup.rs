//! Uploads nobody attached: a member who asked for an upload URL and left, or picked a
//! picture and never posted it. After an hour their rows and objects go, so abandoned uploads
//! cannot fill the store.

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use common::Result;
use common::jobs::Job;
use entity::files;
use futures_util::future::BoxFuture;
use sea_orm::sea_query::{LockBehavior, LockType};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseTransaction, DbBackend, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect,
};

use super::files::{UNATTACHED_TTL, object_keys};
use crate::store::Storage;

/// At most this many uploads go per run, so one run never holds the database for long.
const BATCH: u64 = 500;

pub fn job(storage: Storage) -> Job {
    Job::new(
        "purge-abandoned-uploads",
        Duration::hours(1),
        move |txn, now| purge_abandoned(txn, storage.clone(), now),
    )
}

/// Objects go first, then the rows of those that went: an object that could not be deleted
/// keeps its row, and the next run tries again. On PostgreSQL the rows are read `FOR UPDATE
/// SKIP LOCKED` and stay locked until the job commits: a post attaching one of them either
/// locked it first (the job skips it, its picture stays) or waits for the job and finds it
/// gone (the member is asked to upload it again) — never a kept row whose object is gone.
/// SQLite's write transaction holds the whole database, which orders the two the same way.
fn purge_abandoned(
    txn: &DatabaseTransaction,
    storage: Storage,
    now: DateTime<Utc>,
) -> BoxFuture<'_, Result<u64>> {
    Box::pin(async move {
        let mut select = files::Entity::find()
            .filter(files::Column::AttachedAt.is_null())
            .filter(files::Column::CreatedAt.lte(now - UNATTACHED_TTL))
            .order_by_asc(files::Column::CreatedAt)
            .limit(BATCH);
        if txn.get_database_backend() == DbBackend::Postgres {
            select = select.lock_with_behavior(LockType::Update, LockBehavior::SkipLocked);
        }
        let abandoned: HashMap<String, _> = select
            .all(txn)
            .await?
            .into_iter()
            .map(|file| (file.storage_key.clone(), file))
            .collect();
        if abandoned.is_empty() {
            return Ok(0);
        }
        // Variants are made for attached files only, but whatever a row lists goes with it.
        let variant_keys: Vec<String> = abandoned
            .values()
            .flat_map(|file| object_keys(file.clone()))
            .filter(|key| !abandoned.contains_key(key))
            .collect();
        storage.delete_objects(variant_keys).await;
        let (deleted, _failed) = storage
            .delete_each(abandoned.keys().cloned().collect())
            .await;
        let ids = deleted
            .iter()
            .filter_map(|key| abandoned.get(key).map(|file| file.id.clone()));
        Ok(files::Entity::delete_many()
            .filter(files::Column::Id.is_in(ids))
            .filter(files::Column::AttachedAt.is_null())
            .exec(txn)
            .await?
            .rows_affected)
    })
}
