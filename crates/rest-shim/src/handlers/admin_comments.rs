//! `/api/admin/comment`: a comment as admins see it (its real text), and its quarantine
//! toggle `{_id, isShadowBanned}`.

use ::forum::service::comments;
use axum::Json;
use axum::extract::State;
use common::{AppError, Db, Viewer};
use edge::ApiError;
use edge::extract::{Caller, IdParam, JsonBody, QueryParams};
use moderation::service::comments as moderation;

use super::admin_posts::ShadowBan;
use super::hydrate;
use super::posts::PageQuery;
use crate::dto::{CommentDto, Data, Message, PageDto};

type Reply<T> = Result<Json<T>, ApiError>;

/// `GET admin/comment?first=&after=`: every comment, newest first, with its real text.
pub async fn list(
    State(db): State<Db>,
    Caller(viewer): Caller,
    QueryParams(query): QueryParams<PageQuery>,
) -> Reply<PageDto<CommentDto>> {
    let page = moderation::newest(&db, &viewer, &query.page()?).await?;
    Ok(Json(
        PageDto::hydrated(page, |items| hydrate::comments(&db, &viewer, items)).await?,
    ))
}

/// `DELETE admin/comment/{id}`: any comment (`deleteComment`'s rules, audited).
pub async fn delete(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Data<Message>> {
    viewer.require_admin()?;
    forum::service::comments::delete(&db, &viewer, id).await?;
    Ok(Json(Data {
        data: Message { message: "success" },
    }))
}

/// `GET admin/comment/{id}`.
pub async fn get(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Data<CommentDto>> {
    viewer.require_admin()?;
    let comment = comments::get(&db, &viewer, id).await?;
    one(&db, &viewer, comment).await
}

/// `POST admin/comment {_id, isShadowBanned}`.
pub async fn update(
    State(db): State<Db>,
    Caller(viewer): Caller,
    JsonBody(body): JsonBody<ShadowBan>,
) -> Reply<Data<CommentDto>> {
    let Some(id) = body.id else {
        return Err(AppError::invalid("_id", "_id is required.").into());
    };
    let comment = moderation::set_shadow_ban(&db, &viewer, id, body.is_shadow_banned).await?;
    one(&db, &viewer, comment).await
}

/// `POST admin/comment/{id} {isShadowBanned}`.
pub async fn update_by_id(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
    JsonBody(body): JsonBody<ShadowBan>,
) -> Reply<Data<CommentDto>> {
    if body.id.as_ref().is_some_and(|other| *other != id) {
        return Err(AppError::bad_input("The _id in the body is not the one in the path.").into());
    }
    let comment = moderation::set_shadow_ban(&db, &viewer, id, body.is_shadow_banned).await?;
    one(&db, &viewer, comment).await
}

async fn one(
    db: &Db,
    viewer: &Viewer,
    comment: entity::comments::Model,
) -> Reply<Data<CommentDto>> {
    let mut list = hydrate::comments(db, viewer, vec![comment]).await?;
    Ok(Json(Data {
        data: list.remove(0),
    }))
}
