//! Where the bytes live: the local filesystem (embedded default) or an S3-compatible store,
//! behind one small trait. Clients never send bytes through the API: they PUT to and GET from
//! signed URLs that expire.

mod keys;
pub mod local;
mod s3;
mod signer;

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use common::config::StorageConfig;
use common::rate_limit::{RateLimiter, Rule};
use common::{Config, Db, Result};
use futures_util::StreamExt;
use futures_util::future::BoxFuture;
use tokio::sync::{Semaphore, SemaphorePermit};

use keys::valid_key;
pub use local::LocalStore;
pub use s3::S3Store;

/// What reading an object with a size cap found.
#[derive(Debug)]
pub enum Read {
    Missing,
    /// Larger than the cap: nothing beyond the cap was read.
    TooLarge,
    Bytes(Vec<u8>),
}

/// The few operations the forum needs from an object store. Keys are the services' own
/// (`images/<id>.<ext>`, checked by [`valid_key`] where they could come from a URL); times
/// come from the forum's clock, so tests can move them.
pub trait ObjectStore: Send + Sync {
    /// A URL to PUT the object to, only with this `Content-Type`, from `now` for `ttl`.
    fn presign_put(
        &self,
        key: &str,
        content_type: &str,
        now: DateTime<Utc>,
        ttl: Duration,
    ) -> BoxFuture<'_, Result<String>>;
    /// A URL to GET the object, served with this `Content-Type`, from `now` for `ttl`.
    fn presign_get(
        &self,
        key: &str,
        content_type: &str,
        now: DateTime<Utc>,
        ttl: Duration,
    ) -> BoxFuture<'_, Result<String>>;
    /// The object's bytes, never more than `max_bytes` of them.
    fn read(&self, key: &str, max_bytes: u64) -> BoxFuture<'_, Result<Read>>;
    fn write(&self, key: &str, bytes: Vec<u8>, content_type: &str) -> BoxFuture<'_, Result<()>>;
    /// Deleting an object that is not there is no error.
    fn delete(&self, key: &str) -> BoxFuture<'_, Result<()>>;
    fn exists(&self, key: &str) -> BoxFuture<'_, Result<bool>>;
}

/// The object store and what the storage services share besides the database. Cheap to clone.
#[derive(Clone)]
pub struct Storage {
    store: Arc<dyn ObjectStore>,
    /// Set on the embedded default, whose signed URLs the forum serves itself.
    local: Option<Arc<LocalStore>>,
    /// Where the browser fetches signed URLs from when that is not the forum (for its CSP).
    origin: Option<String>,
    limiter: RateLimiter,
    upload_rule: Rule,
    upload_address_rule: Rule,
    /// Accounts younger than this are not trusted yet (ARCHITECTURE §4a): their unattached
    /// uploads are capped lower.
    trust_age: chrono::Duration,
    /// Uploads to the local disk stop while it has less free space than this.
    min_free_disk_bytes: u64,
    /// Checking and stripping an image holds it in memory and takes a core: at most this many
    /// run at once.
    image_work: Arc<Semaphore>,
    /// Decoding and resizing attached images for their variants: a background task, capped
    /// lower than the checks members wait for, so it never takes every core.
    variant_work: Arc<Semaphore>,
    /// For the background work that outlives a request (variants).
    db: Db,
}

/// How many images are decoded for variants at once.
const VARIANT_CONCURRENCY: usize = 2;

/// How many deletions run at once after a commit or in the cleanup job.
const DELETE_CONCURRENCY: usize = 8;

impl Storage {
    /// The store `config.storage` names. `url_key` signs the local backend's URLs; derive it
    /// from the shared secret so every gateway accepts every other's URLs.
    pub async fn from_config(
        config: &Config,
        url_key: &[u8],
        limiter: RateLimiter,
        db: Db,
    ) -> std::result::Result<Self, String> {
        let (store, local, origin): (Arc<dyn ObjectStore>, _, _) = match &config.storage {
            StorageConfig::Local => {
                let local = Arc::new(LocalStore::new(config.files_dir(), url_key));
                (local.clone(), Some(local), None)
            }
            StorageConfig::S3(s3) => {
                let store = S3Store::new(s3).await?;
                let origin = store.origin().to_owned();
                (Arc::new(store), None, Some(origin))
            }
        };
        Ok(Self {
            store,
            local,
            origin,
            limiter,
            upload_rule: config.limits.upload_account,
            upload_address_rule: config.limits.upload_address,
            trust_age: config.limits.report_trust_age,
            min_free_disk_bytes: config.limits.min_free_disk_bytes,
            image_work: Arc::new(Semaphore::new(
                std::thread::available_parallelism().map_or(2, usize::from),
            )),
            variant_work: Arc::new(Semaphore::new(VARIANT_CONCURRENCY)),
            db,
        })
    }

    /// The local backend, when files are served by the forum (see [`crate::http`]).
    pub fn local(&self) -> Option<&Arc<LocalStore>> {
        self.local.as_ref()
    }

    /// The origin signed URLs point to when it is not the forum's own (an S3 endpoint), for
    /// the Content-Security-Policy's `img-src` and `connect-src`.
    pub fn origin(&self) -> Option<&str> {
        self.origin.as_deref()
    }

    pub(crate) fn store(&self) -> &dyn ObjectStore {
        self.store.as_ref()
    }

    pub(crate) fn limiter(&self) -> &RateLimiter {
        &self.limiter
    }

    /// Where an upload's bytes are PUT for a file stored under `key`. The local backend
    /// receives them itself, refuses a second PUT to a used link and checks the bytes at
    /// once, so they go straight to `key`. S3 takes any PUT a link signs for its whole life:
    /// there the bytes land under a staging key, and only the checked, stripped copy is
    /// written under `key` and served, so replaying the link can never change what readers
    /// get (a photo's location, another type of file).
    pub(crate) fn upload_key(&self, key: &str) -> String {
        if self.local.is_some() {
            key.to_owned()
        } else {
            staging_key(key)
        }
    }

    pub(crate) fn upload_rule(&self) -> Rule {
        self.upload_rule
    }

    pub(crate) fn upload_address_rule(&self) -> Rule {
        self.upload_address_rule
    }

    pub(crate) fn trust_age(&self) -> chrono::Duration {
        self.trust_age
    }

    /// Refuses uploads (507) while the local disk is nearly full: the database shares it, and
    /// a full disk would stop every write on the forum. Files in S3 take no local space.
    pub fn ensure_disk_space(&self) -> Result<()> {
        let Some(local) = &self.local else {
            return Ok(());
        };
        let free = local.free_space().map_err(common::AppError::internal)?;
        if free < self.min_free_disk_bytes {
            tracing::warn!(free, "uploads refused: the disk is nearly full");
            return Err(common::AppError::InsufficientStorage(
                "The forum cannot take pictures right now: its storage is nearly full. Please try again later.",
            ));
        }
        Ok(())
    }

    pub(crate) async fn image_permit(&self) -> Result<SemaphorePermit<'_>> {
        self.image_work
            .acquire()
            .await
            .map_err(common::AppError::internal)
    }

    pub(crate) async fn variant_permit(&self) -> Result<SemaphorePermit<'_>> {
        self.variant_work
            .acquire()
            .await
            .map_err(common::AppError::internal)
    }

    pub(crate) fn db(&self) -> &Db {
        &self.db
    }

    /// Whether the store answers, for `/readyz`: the files folder is there, or the S3 store
    /// answers a lookup (a missing object is an answer; an error or no answer is not).
    pub async fn reachable(&self) -> bool {
        match &self.local {
            Some(local) => local.root_is_folder().await,
            None => self.store.exists("readyz-probe").await.is_ok(),
        }
    }

    pub async fn exists(&self, key: &str) -> Result<bool> {
        self.store.exists(key).await
    }

    /// Removes objects whose rows are gone (call it after the deleting transaction commits).
    /// A failure is logged, not raised: the rows are gone, so the caller's work is done; an
    /// object left behind is unreachable and only takes space.
    pub async fn delete_objects(&self, keys: Vec<String>) {
        let failed = self.delete_each(keys).await.1;
        if failed > 0 {
            tracing::warn!(
                failed,
                "objects could not be deleted and are left in the store"
            );
        }
    }

    /// Deletes each key; answers the keys deleted and how many failed (each failure logged).
    pub(crate) async fn delete_each(&self, keys: Vec<String>) -> (Vec<String>, usize) {
        // On S3 an upload's bytes land under its staging key, where a replayed upload link can
        // leave some after the checked copy was published: they go with the file. (Deleting a
        // missing object succeeds.)
        if self.local.is_none() {
            let staged: Vec<String> = keys.iter().map(|key| staging_key(key)).collect();
            let _ = futures_util::stream::iter(staged)
                .map(|key| async move { self.store.delete(&key).await })
                .buffer_unordered(DELETE_CONCURRENCY)
                .collect::<Vec<_>>()
                .await;
        }
        let results: Vec<_> = futures_util::stream::iter(keys)
            .map(|key| async move {
                let result = self.store.delete(&key).await;
                (key, result)
            })
            .buffer_unordered(DELETE_CONCURRENCY)
            .collect()
            .await;
        let mut deleted = Vec::with_capacity(results.len());
        let mut failed = 0;
        for (key, result) in results {
            match result {
                Ok(()) => deleted.push(key),
                Err(err) => {
                    failed += 1;
                    err.log_if_internal();
                }
            }
        }
        (deleted, failed)
    }
}

/// Where S3 uploads for the file stored under `key` land before they are checked.
pub(crate) fn staging_key(key: &str) -> String {
    format!("staging/{key}")
}
