//! `/api/s3/*`: upload URLs and read URLs (spec §7 Files). The names are the legacy client's;
//! the store behind them is whichever the forum is configured with.

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use common::{AppError, Db};
use edge::ApiError;
use edge::extract::{Caller, Client, IdParam, QueryParams};
use serde::Deserialize;
use storage::Storage;
use storage::service::files::{self, NewUpload, Visibility};

use crate::dto::{SignedUrlDto, UploadTicketDto};

#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct UploadFlags {
    is_public: bool,
    is_viewable_by_any_user: bool,
}

pub async fn signed_post_url(
    State(db): State<Db>,
    State(storage): State<Storage>,
    Caller(viewer): Caller,
    Client(client): Client,
    path: Result<Path<(String, String)>, PathRejection>,
    QueryParams(flags): QueryParams<UploadFlags>,
) -> Result<Json<UploadTicketDto>, ApiError> {
    let Path((name_timestamp, content_type)) = path
        .map_err(|_| AppError::bad_input("This address needs a file name and a content type."))?;
    let upload = NewUpload {
        file_name: name_timestamp,
        content_type,
        visibility: Visibility::from_flags(flags.is_public, flags.is_viewable_by_any_user),
        client,
    };
    let ticket = files::create_upload(&db, &storage, &viewer, upload).await?;
    Ok(Json(ticket.into()))
}

pub async fn signed_url(
    State(db): State<Db>,
    State(storage): State<Storage>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Result<Json<SignedUrlDto>, ApiError> {
    let url = files::signed_url(&db, &storage, &viewer, id).await?;
    Ok(Json(url.into()))
}
