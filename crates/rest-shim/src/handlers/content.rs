//! `/api/admin/topic` and `/api/admin/resource`: the Health Topics and Second Opinion
//! Management tables, their CSV exports, and their forms (spec §7 Admin calls).

use ::resources::service::write::SecondOpinionForm;
use ::topics::service::TopicChange;
use axum::Json;
use axum::extract::State;
use common::{AppError, Db, Id};
use edge::ApiError;
use edge::extract::{Caller, IdParam, JsonBody};
use moderation::service::{second_opinions, topics as admin_topics};
use serde::Deserialize;
use storage::Storage;

use crate::dto::{AdminResourceDto, AdminTopicDto, Data, Message};
use crate::openapi::ApiId;

type Reply<T> = Result<Json<Data<T>>, ApiError>;

fn success() -> Reply<Message> {
    Ok(Json(Data {
        data: Message { message: "success" },
    }))
}

/// Two ids for one record (`POST …/{id}` with another `_id` in the body) is a mistake.
fn one_id(path: Option<Id>, body: Option<Id>) -> Result<Option<Id>, ApiError> {
    match (path, body) {
        (Some(path), Some(body)) if path != body => Err(ApiError(AppError::invalid(
            "_id",
            "The body's _id is not the record in the address.",
        ))),
        (path, body) => Ok(path.or(body)),
    }
}

// ---- Health Topics ----

/// The topic form's fields; `_id` (or the address) edits that topic.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct TopicBody {
    #[serde(rename = "_id")]
    #[schema(value_type = Option<ApiId>)]
    id: Option<Id>,
    #[serde(default)]
    title: String,
    description: Option<String>,
}

pub async fn topic(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<AdminTopicDto> {
    let topic = admin_topics::get(&db, &viewer, id).await?;
    Ok(Json(Data { data: topic.into() }))
}

async fn save_topic_with(
    db: &Db,
    viewer: &common::Viewer,
    path_id: Option<Id>,
    body: TopicBody,
) -> Reply<AdminTopicDto> {
    let change = TopicChange {
        id: one_id(path_id, body.id)?,
        title: body.title,
        description: body.description,
    };
    let topic = admin_topics::save(db, viewer, change).await?;
    Ok(Json(Data { data: topic.into() }))
}

/// `POST admin/topic`: creates, or with `_id` edits.
pub async fn save_topic(
    State(db): State<Db>,
    Caller(viewer): Caller,
    JsonBody(body): JsonBody<TopicBody>,
) -> Reply<AdminTopicDto> {
    save_topic_with(&db, &viewer, None, body).await
}

/// `POST admin/topic/{id}`: edits.
pub async fn save_topic_by_id(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
    JsonBody(body): JsonBody<TopicBody>,
) -> Reply<AdminTopicDto> {
    save_topic_with(&db, &viewer, Some(id), body).await
}

pub async fn delete_topic(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Message> {
    admin_topics::delete(&db, &viewer, id).await?;
    success()
}

// ---- Second Opinions ----

/// The Second Opinion form's fields (spec §3 Resource); `_id` (or the address) edits.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResourceBody {
    #[serde(rename = "_id")]
    #[schema(value_type = Option<ApiId>)]
    id: Option<Id>,
    #[serde(default)]
    title: String,
    text: Option<String>,
    #[schema(value_type = Option<ApiId>)]
    s3_object_id: Option<Id>,
    link: Option<String>,
    link_title: Option<String>,
    featured: Option<bool>,
    author: Option<String>,
    #[schema(value_type = Option<Vec<ApiId>>)]
    topics: Option<Vec<Id>>,
}

pub async fn resource(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<AdminResourceDto> {
    let (resource, topics) = second_opinions::get(&db, &viewer, id).await?;
    Ok(Json(Data {
        data: AdminResourceDto::new(resource, topics),
    }))
}

async fn save_resource_with(
    db: &Db,
    storage: &Storage,
    viewer: &common::Viewer,
    path_id: Option<Id>,
    body: ResourceBody,
) -> Reply<AdminResourceDto> {
    let form = SecondOpinionForm {
        id: one_id(path_id, body.id)?,
        title: body.title,
        text: body.text,
        cover: body.s3_object_id,
        link: body.link,
        link_title: body.link_title,
        featured: body.featured.unwrap_or(false),
        author: body.author,
        topics: body.topics.unwrap_or_default(),
    };
    let resource = second_opinions::save(db, storage, viewer, form).await?;
    let (resource, topics) = second_opinions::get(db, viewer, resource.id).await?;
    Ok(Json(Data {
        data: AdminResourceDto::new(resource, topics),
    }))
}

/// `POST admin/resource`: creates, or with `_id` edits (the whole form).
pub async fn save_resource(
    State(db): State<Db>,
    State(storage): State<Storage>,
    Caller(viewer): Caller,
    JsonBody(body): JsonBody<ResourceBody>,
) -> Reply<AdminResourceDto> {
    save_resource_with(&db, &storage, &viewer, None, body).await
}

/// `POST admin/resource/{id}`: edits (the whole form).
pub async fn save_resource_by_id(
    State(db): State<Db>,
    State(storage): State<Storage>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
    JsonBody(body): JsonBody<ResourceBody>,
) -> Reply<AdminResourceDto> {
    save_resource_with(&db, &storage, &viewer, Some(id), body).await
}

pub async fn delete_resource(
    State(db): State<Db>,
    State(storage): State<Storage>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Message> {
    second_opinions::delete(&db, &storage, &viewer, id).await?;
    success()
}
