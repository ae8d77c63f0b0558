//! Topics and reaction types.

use axum::Json;
use axum::extract::State;
use common::Db;
use edge::ApiError;
use edge::extract::IdParam;

use crate::dto::{Data, ReactionTypeDto, TopicDto};

type Reply<T> = Result<Json<Data<T>>, ApiError>;

pub async fn topics(State(db): State<Db>) -> Reply<Vec<TopicDto>> {
    let topics = ::topics::service::list(&db).await?;
    Ok(Json(Data {
        data: topics.into_iter().map(TopicDto::from).collect(),
    }))
}

/// `GET {topic}/{topicId}` (spec §7).
pub async fn topic(State(db): State<Db>, IdParam(id): IdParam) -> Reply<TopicDto> {
    let topic = ::topics::service::get(&db, id).await?;
    Ok(Json(Data { data: topic.into() }))
}

pub async fn reaction_types(State(db): State<Db>) -> Reply<Vec<ReactionTypeDto>> {
    let types = forum::service::reaction_types::legend(&db).await?;
    Ok(Json(Data {
        data: types.into_iter().map(ReactionTypeDto::from).collect(),
    }))
}
