//! The embedded default: objects are files under `DATA_DIR/files/`, reached through URLs the
//! forum signs and serves itself (`/files/<key>?expires=…&signature=…`, see [`crate::http`]).

use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use bytes::Bytes;
use chrono::{DateTime, Duration, Utc};
use common::{AppError, Id, Result};
use futures_util::future::BoxFuture;
use futures_util::{Stream, StreamExt};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use super::signer::UrlSigner;
use super::{ObjectStore, Read, valid_key};

/// Where files are written before they are complete; keys cannot start with a dot, so no
/// object ever lives here.
const TEMP_DIR: &str = ".tmp";

pub struct LocalStore {
    root: PathBuf,
    signer: UrlSigner,
}

/// Why a signed URL is refused.
#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Tampered with, signed for another method or content type, or not a signed URL at all.
    Invalid,
    Expired,
}

/// What became of an upload's body.
#[derive(Debug, PartialEq, Eq)]
pub enum Received {
    Stored,
    TooLarge,
    /// A signed upload URL writes once: what was stored (and maybe already checked) stays.
    AlreadyThere,
}

impl LocalStore {
    pub fn new(root: PathBuf, url_key: &[u8]) -> Self {
        Self {
            root,
            signer: UrlSigner::new(url_key),
        }
    }

    /// Whether the files folder is there (an unmounted volume is not), for `/readyz`.
    pub async fn root_is_folder(&self) -> bool {
        tokio::fs::metadata(&self.root)
            .await
            .is_ok_and(|meta| meta.is_dir())
    }

    /// Checks a request against its signed URL's parameters at `now`.
    pub fn verify(
        &self,
        method: &str,
        key: &str,
        content_type: &str,
        expires: i64,
        signature: &str,
        now: DateTime<Utc>,
    ) -> std::result::Result<(), Refusal> {
        if !valid_key(key)
            || !self
                .signer
                .verify(method, key, content_type, expires, signature)
        {
            return Err(Refusal::Invalid);
        }
        if now.timestamp() > expires {
            return Err(Refusal::Expired);
        }
        Ok(())
    }

    /// Streams an upload's body into a temporary file, refusing it as soon as it passes
    /// `max_bytes`, then moves it into place unless the key is already taken.
    pub async fn receive<E>(
        &self,
        key: &str,
        body: impl Stream<Item = std::result::Result<Bytes, E>>,
        max_bytes: u64,
    ) -> Result<Received> {
        let path = self.path(key)?;
        let temp = self.temp_file().await?;
        let mut file = tokio::fs::File::create(&temp.0).await.map_err(io)?;
        let mut received: u64 = 0;
        let mut body = std::pin::pin!(body);
        while let Some(chunk) = body.next().await {
            let chunk = chunk.map_err(|_| AppError::bad_input("The upload was interrupted."))?;
            received += chunk.len() as u64;
            if received > max_bytes {
                return Ok(Received::TooLarge);
            }
            file.write_all(&chunk).await.map_err(io)?;
        }
        file.sync_all().await.map_err(io)?;
        drop(file);
        create_parent(&path).await?;
        // A hard link fails when the target exists, where a rename would replace it.
        match tokio::fs::hard_link(&temp.0, &path).await {
            Ok(()) => Ok(Received::Stored),
            Err(err) if err.kind() == ErrorKind::AlreadyExists => Ok(Received::AlreadyThere),
            Err(err) => Err(io(err)),
        }
    }

    /// Bytes free for an unprivileged writer on the disk the files live on.
    pub fn free_space(&self) -> std::io::Result<u64> {
        let path = if self.root.exists() {
            self.root.as_path()
        } else {
            self.root.parent().unwrap_or(Path::new("."))
        };
        let stats = rustix::fs::statvfs(path)?;
        Ok(stats.f_bavail.saturating_mul(stats.f_frsize))
    }

    /// The file behind `key` and its length, when it exists.
    pub async fn open(&self, key: &str) -> Result<Option<(tokio::fs::File, u64)>> {
        let file = match tokio::fs::File::open(self.path(key)?).await {
            Ok(file) => file,
            Err(err) if err.kind() == ErrorKind::NotFound => return Ok(None),
            Err(err) => return Err(io(err)),
        };
        let len = file.metadata().await.map_err(io)?.len();
        Ok(Some((file, len)))
    }

    fn path(&self, key: &str) -> Result<PathBuf> {
        if !valid_key(key) {
            return Err(AppError::internal(std::io::Error::new(
                ErrorKind::InvalidInput,
                "invalid object key",
            )));
        }
        Ok(self.root.join(key))
    }

    fn url(&self, method: &str, key: &str, content_type: &str, expires: i64) -> String {
        let signature = self.signer.sign(method, key, content_type, expires);
        let content_type = if method == "GET" {
            format!("contentType={}&", percent_encode(content_type))
        } else {
            // An upload's content type is the request's own header, as with S3.
            String::new()
        };
        format!("/files/{key}?{content_type}expires={expires}&signature={signature}")
    }

    async fn temp_file(&self) -> Result<TempFile> {
        let dir = self.root.join(TEMP_DIR);
        tokio::fs::create_dir_all(&dir).await.map_err(io)?;
        Ok(TempFile(dir.join(Id::generate().as_str())))
    }
}

impl ObjectStore for LocalStore {
    fn presign_put(
        &self,
        key: &str,
        content_type: &str,
        now: DateTime<Utc>,
        ttl: Duration,
    ) -> BoxFuture<'_, Result<String>> {
        let url = self.url("PUT", key, content_type, (now + ttl).timestamp());
        Box::pin(async move { Ok(url) })
    }

    fn presign_get(
        &self,
        key: &str,
        content_type: &str,
        now: DateTime<Utc>,
        ttl: Duration,
    ) -> BoxFuture<'_, Result<String>> {
        let url = self.url("GET", key, content_type, (now + ttl).timestamp());
        Box::pin(async move { Ok(url) })
    }

    fn read(&self, key: &str, max_bytes: u64) -> BoxFuture<'_, Result<Read>> {
        let key = key.to_owned();
        Box::pin(async move {
            let Some((file, len)) = self.open(&key).await? else {
                return Ok(Read::Missing);
            };
            if len > max_bytes {
                return Ok(Read::TooLarge);
            }
            // The file may grow after the length was read: never read more than the cap.
            let mut bytes = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
            file.take(max_bytes + 1)
                .read_to_end(&mut bytes)
                .await
                .map_err(io)?;
            if bytes.len() as u64 > max_bytes {
                return Ok(Read::TooLarge);
            }
            Ok(Read::Bytes(bytes))
        })
    }

    fn write(&self, key: &str, bytes: Vec<u8>, _content_type: &str) -> BoxFuture<'_, Result<()>> {
        let key = key.to_owned();
        Box::pin(async move {
            let path = self.path(&key)?;
            let temp = self.temp_file().await?;
            let mut file = tokio::fs::File::create(&temp.0).await.map_err(io)?;
            file.write_all(&bytes).await.map_err(io)?;
            file.sync_all().await.map_err(io)?;
            create_parent(&path).await?;
            // Readers see the old file or the new one, never half of one.
            tokio::fs::rename(&temp.0, &path).await.map_err(io)
        })
    }

    fn delete(&self, key: &str) -> BoxFuture<'_, Result<()>> {
        let key = key.to_owned();
        Box::pin(async move {
            match tokio::fs::remove_file(self.path(&key)?).await {
                Err(err) if err.kind() != ErrorKind::NotFound => Err(io(err)),
                _ => Ok(()),
            }
        })
    }

    fn exists(&self, key: &str) -> BoxFuture<'_, Result<bool>> {
        let key = key.to_owned();
        Box::pin(async move { tokio::fs::try_exists(self.path(&key)?).await.map_err(io) })
    }
}

/// A temporary file, removed when dropped: also when the request writing it is cancelled.
struct TempFile(PathBuf);

impl Drop for TempFile {
    fn drop(&mut self) {
        // Gone already when it was renamed into place.
        let _ = std::fs::remove_file(&self.0);
    }
}

async fn create_parent(path: &Path) -> Result<()> {
    match path.parent() {
        Some(parent) => tokio::fs::create_dir_all(parent).await.map_err(io),
        None => Ok(()),
    }
}

fn io(err: std::io::Error) -> AppError {
    AppError::internal(err)
}

/// Everything but RFC 3986's unreserved characters, percent-encoded.
fn percent_encode(value: &str) -> String {
    value
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> (LocalStore, PathBuf) {
        let root = std::env::temp_dir().join(format!("forum-local-store-{}", Id::generate()));
        (LocalStore::new(root.clone(), b"key"), root)
    }

    fn query_of(url: &str) -> std::collections::HashMap<String, String> {
        url.split_once('?')
            .unwrap()
            .1
            .split('&')
            .map(|pair| {
                let (k, v) = pair.split_once('=').unwrap();
                (k.to_owned(), v.to_owned())
            })
            .collect()
    }

    #[tokio::test]
    async fn signed_urls_expire_and_bind_their_parts() {
        let (store, _) = store();
        let now = Utc::now();
        let url = store
            .presign_get("images/a.png", "image/png", now, Duration::hours(24))
            .await
            .unwrap();
        assert!(url.starts_with("/files/images/a.png?contentType=image%2Fpng&expires="));
        let q = query_of(&url);
        let expires: i64 = q["expires"].parse().unwrap();
        let check = |key: &str, content_type: &str, at| {
            store.verify("GET", key, content_type, expires, &q["signature"], at)
        };
        assert_eq!(check("images/a.png", "image/png", now), Ok(()));
        assert_eq!(
            check("images/a.png", "image/png", now + Duration::hours(25)),
            Err(Refusal::Expired)
        );
        assert_eq!(
            check("images/b.png", "image/png", now),
            Err(Refusal::Invalid)
        );
        assert_eq!(
            check("images/a.png", "text/html", now),
            Err(Refusal::Invalid)
        );
        assert_eq!(
            store.verify(
                "PUT",
                "images/a.png",
                "image/png",
                expires,
                &q["signature"],
                now
            ),
            Err(Refusal::Invalid)
        );
    }

    #[tokio::test]
    async fn uploads_are_capped_while_streaming_and_written_once() {
        let (store, root) = store();
        let chunks = |n: usize| {
            futures_util::stream::iter(
                (0..n).map(|_| Ok::<_, std::io::Error>(Bytes::from_static(&[7; 10]))),
            )
        };
        assert_eq!(
            store.receive("images/big", chunks(3), 25).await.unwrap(),
            Received::TooLarge
        );
        assert!(!store.exists("images/big").await.unwrap());
        assert_eq!(
            store.receive("images/ok", chunks(2), 25).await.unwrap(),
            Received::Stored
        );
        assert_eq!(
            store.receive("images/ok", chunks(1), 25).await.unwrap(),
            Received::AlreadyThere
        );
        assert!(
            matches!(store.read("images/ok", 25).await.unwrap(), Read::Bytes(b) if b == [7; 20])
        );
        assert!(matches!(
            store.read("images/ok", 19).await.unwrap(),
            Read::TooLarge
        ));
        assert!(matches!(
            store.read("images/none", 19).await.unwrap(),
            Read::Missing
        ));
        assert_eq!(
            std::fs::read_dir(root.join(TEMP_DIR)).unwrap().count(),
            0,
            "no temporary file is left behind"
        );
        store.delete("images/ok").await.unwrap();
        store.delete("images/ok").await.unwrap();
        assert!(!store.exists("images/ok").await.unwrap());
        std::fs::remove_dir_all(root).unwrap();
    }
}
