//! `/api/admin/post`: Post Management (table, detail, Shadow Ban toggle, delete, export).

use ::forum::service::posts as post_service;
use axum::Json;
use axum::extract::State;
use common::{AppError, Db, Id};
use edge::ApiError;
use edge::extract::{Caller, IdParam, JsonBody};
use moderation::service::posts::{self};
use serde::Deserialize;
use storage::Storage;

use super::hydrate;
use crate::dto::{Data, Message, PostDto};
use crate::openapi::ApiId;

type Reply<T> = Result<Json<T>, ApiError>;

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
    #[schema(value_type = Option<ApiId>)]
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
    forum::service::posts::delete(&db, &storage, &viewer, id).await?;
    Ok(Json(Data {
        data: Message { message: "success" },
    }))
}
