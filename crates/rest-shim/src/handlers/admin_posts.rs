//! `/api/admin/post`: Post Management (table, detail, Shadow Ban toggle, delete, export).

use ::forum::service::posts as post_service;
use axum::Json;
use axum::extract::State;
use axum::response::Response;
use common::{AppError, Db, Id};
use moderation::service::posts::{self, PostRow};
use serde::Deserialize;
use storage::Storage;

use super::hydrate;
use crate::ApiError;
use crate::csv;
use crate::dto::{Data, Message, PageDto, PostDto};
use crate::extract::{Caller, IdParam, JsonBody, TableParams};

type Reply<T> = Result<Json<T>, ApiError>;

/// `GET admin/post`: every post, quarantined ones included.
pub async fn list(
    State(db): State<Db>,
    Caller(viewer): Caller,
    TableParams(query): TableParams,
) -> Reply<PageDto<PostDto>> {
    let page = posts::list(&db, &viewer, &query).await?;
    Ok(Json(
        PageDto::hydrated(page, |items| hydrate::posts(&db, items)).await?,
    ))
}

/// `GET admin/post/{id}` (admins see quarantined posts).
pub async fn get(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Data<PostDto>> {
    viewer.require_admin()?;
    let post = post_service::get(&db, &viewer, id).await?;
    Ok(Json(Data {
        data: hydrate::post(&db, post).await?,
    }))
}

/// `{_id, isShadowBanned}`: a post's or a comment's quarantine, as the legacy back office
/// sends it.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShadowBan {
    #[serde(rename = "_id")]
    pub(crate) id: Option<Id>,
    pub(crate) is_shadow_banned: bool,
}

/// `POST admin/post {_id, isShadowBanned}`.
pub async fn update(
    State(db): State<Db>,
    Caller(viewer): Caller,
    JsonBody(body): JsonBody<ShadowBan>,
) -> Reply<Data<PostDto>> {
    let Some(id) = body.id else {
        return Err(AppError::invalid("_id", "_id is required.").into());
    };
    let post = posts::set_shadow_ban(&db, &viewer, id, body.is_shadow_banned).await?;
    Ok(Json(Data {
        data: hydrate::post(&db, post).await?,
    }))
}

/// `POST admin/post/{id} {isShadowBanned}`.
pub async fn update_by_id(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
    JsonBody(body): JsonBody<ShadowBan>,
) -> Reply<Data<PostDto>> {
    let post = posts::set_shadow_ban(&db, &viewer, id, body.is_shadow_banned).await?;
    Ok(Json(Data {
        data: hydrate::post(&db, post).await?,
    }))
}

/// `DELETE admin/post/{id}`: with its comments, reactions, images and reports.
pub async fn delete(
    State(db): State<Db>,
    State(storage): State<Storage>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Data<Message>> {
    posts::delete(&db, &storage, &viewer, id).await?;
    Ok(Json(Data {
        data: Message { message: "success" },
    }))
}

/// `GET admin/post/export`: every post matching the table's query.
pub async fn export(
    State(db): State<Db>,
    Caller(viewer): Caller,
    TableParams(query): TableParams,
) -> Response {
    match posts::export(&db, &viewer, query) {
        Ok(batches) => csv::download("posts.csv", HEADERS, batches, row).await,
        Err(err) => csv::refuse(err),
    }
}

/// The Post Management columns (spec §2).
const HEADERS: &[&str] = &[
    "Owner",
    "Title",
    "Text",
    "Created At",
    "Last Updated",
    "Shadow Banned",
];

fn row(row: PostRow) -> Vec<String> {
    let or_na = |text: String| if text.is_empty() { "N/A".into() } else { text };
    vec![
        row.owner.map_or_else(|| "N/A".into(), |a| a.username),
        or_na(row.post.title),
        or_na(row.post.text),
        csv::long_date(row.post.created_at),
        csv::long_date(row.post.updated_at),
        csv::yes_no(row.post.is_shadow_banned),
    ]
}
