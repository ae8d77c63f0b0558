use axum::Json;
use axum::extract::State;
use common::Db;

use crate::ApiError;
use crate::dto::{Data, ReactionTypeDto, TopicDto};

pub async fn topics(State(db): State<Db>) -> Result<Json<Data<Vec<TopicDto>>>, ApiError> {
    let topics = forum::service::topics::list(&db).await?;
    Ok(Json(Data {
        data: topics.into_iter().map(TopicDto::from).collect(),
    }))
}

pub async fn reaction_types(
    State(db): State<Db>,
) -> Result<Json<Data<Vec<ReactionTypeDto>>>, ApiError> {
    let types = forum::service::reaction_types::list(&db).await?;
    Ok(Json(Data {
        data: types.into_iter().map(ReactionTypeDto::from).collect(),
    }))
}
