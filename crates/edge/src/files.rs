//! The local backend's signed URLs, served by the forum: `PUT /files/<key>` stores an upload,
//! `GET /files/<key>` reads a file. Each request must carry a valid, unexpired signature (the
//! services decided when they signed). A completed upload is checked and stripped at once
//! (`files::received`), so its owner can read it back straight away.

use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use common::{AppError, Db, SharedClock};
use serde::Deserialize;
use storage::service::files::received;
use storage::service::policy::MAX_UPLOAD_BYTES;
use storage::store::local::{Received, Refusal};
use storage::store::{LocalStore, Storage};
use tokio_util::io::ReaderStream;

use crate::ApiError;

/// An image shown on its own must not run anything or be taken for another type.
const FILE_CONTENT_SECURITY_POLICY: &str = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

#[derive(Clone)]
struct Files {
    store: Arc<LocalStore>,
    storage: Storage,
    db: Db,
    clock: SharedClock,
}

/// The routes for the local backend's URLs; none when files live in S3.
pub fn router<S: Clone + Send + Sync + 'static>(
    storage: &Storage,
    db: Db,
    clock: SharedClock,
) -> Router<S> {
    let Some(store) = storage.local() else {
        return Router::new();
    };
    Router::new()
        .route("/files/{*key}", get(read).put(write))
        .with_state(Files {
            store: Arc::clone(store),
            storage: storage.clone(),
            db,
            clock,
        })
}

/// A signed URL's query string. Every part is optional here so that a missing one is a 403
/// like any other bad signature, not a framework error.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Signed {
    content_type: Option<String>,
    expires: Option<i64>,
    signature: Option<String>,
}

/// A refused signature: a 403 whichever part was wrong, saying only whether it expired.
fn refused(refusal: Refusal) -> Response {
    ApiError(AppError::Refused(match refusal {
        Refusal::Invalid => "This link is not valid.",
        Refusal::Expired => "This link has expired.",
    }))
    .into_response()
}

/// Checks the signature for `method` with `content_type`; answers the expiry.
fn check(
    files: &Files,
    method: &str,
    key: &str,
    content_type: &str,
    query: Result<Query<Signed>, QueryRejection>,
) -> Result<i64, Refusal> {
    let Ok(Query(Signed {
        expires: Some(expires),
        signature: Some(signature),
        ..
    })) = query
    else {
        return Err(Refusal::Invalid);
    };
    files.store.verify(
        method,
        key,
        content_type,
        expires,
        &signature,
        files.clock.now(),
    )?;
    Ok(expires)
}

/// An upload refused by its checks, or a failure, as the `{error}` answer the client shows.
fn refusal(err: AppError) -> Response {
    ApiError(err).into_response()
}

async fn read(
    State(files): State<Files>,
    Path(key): Path<String>,
    query: Result<Query<Signed>, QueryRejection>,
) -> Response {
    let content_type = match &query {
        Ok(Query(signed)) => signed.content_type.clone().unwrap_or_default(),
        Err(_) => String::new(),
    };
    let expires = match check(&files, "GET", &key, &content_type, query) {
        Ok(expires) => expires,
        Err(refusal) => return refused(refusal),
    };
    let (file, len) = match files.store.open(&key).await {
        Ok(Some(found)) => found,
        Ok(None) => return refusal(AppError::not_found("File")),
        Err(err) => return refusal(err),
    };
    let Ok(content_type) = HeaderValue::from_str(&content_type) else {
        return refused(Refusal::Invalid);
    };
    let max_age = (expires - files.clock.now().timestamp()).max(0);
    let headers = [
        (header::CONTENT_TYPE, content_type),
        (header::CONTENT_LENGTH, HeaderValue::from(len)),
        (
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ),
        (
            header::CONTENT_DISPOSITION,
            HeaderValue::from_static("inline"),
        ),
        (
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(FILE_CONTENT_SECURITY_POLICY),
        ),
        (
            header::CACHE_CONTROL,
            HeaderValue::from_str(&format!("private, max-age={max_age}"))
                .unwrap_or(HeaderValue::from_static("no-store")),
        ),
    ];
    (headers, Body::from_stream(ReaderStream::new(file))).into_response()
}

async fn write(
    State(files): State<Files>,
    Path(key): Path<String>,
    query: Result<Query<Signed>, QueryRejection>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    // The client must send the content type the URL was signed for, as S3 requires.
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    if let Err(refusal) = check(&files, "PUT", &key, content_type, query) {
        return refused(refusal);
    }
    let too_large = || {
        refusal(AppError::TooLarge(format!(
            "The file is larger than {} MB.",
            MAX_UPLOAD_BYTES / (1024 * 1024)
        )))
    };
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|len| len > MAX_UPLOAD_BYTES) {
        return too_large();
    }
    if let Err(err) = files.storage.ensure_disk_space() {
        return refusal(err);
    }
    // The declared length can lie, or be absent: the cap is also counted while streaming.
    match files
        .store
        .receive(&key, body.into_data_stream(), MAX_UPLOAD_BYTES)
        .await
    {
        Ok(Received::Stored) => match received(&files.db, &files.storage, &key).await {
            Ok(()) => StatusCode::OK.into_response(),
            Err(err) => refusal(err),
        },
        Ok(Received::TooLarge) => too_large(),
        Ok(Received::AlreadyThere) => refusal(AppError::Conflict(
            "This upload link has been used already. Please upload the file again.".into(),
        )),
        Err(err) => refusal(err),
    }
}
