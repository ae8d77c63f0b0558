//! `/api/app/resource`: the members' Second Opinions.

use ::resources::service::read::{self, ShelfCursor, ShelfQuery};
use axum::Json;
use axum::extract::State;
use common::{Db, Id, PageRequest};
use edge::ApiError;
use edge::extract::{Caller, IdParam, QueryParams};
use serde::Deserialize;

use super::hydrate;
use crate::dto::{Data, PageDto, ResourceDto};

type Reply<T> = Result<Json<T>, ApiError>;

#[derive(Deserialize)]
pub struct ShelfParams {
    topic: Option<Id>,
    search: Option<String>,
    first: Option<u64>,
    after: Option<String>,
}

/// `GET app/resource?topic=&search=&first=&after=`: featured first, then newest.
pub async fn list(
    State(db): State<Db>,
    Caller(viewer): Caller,
    QueryParams(params): QueryParams<ShelfParams>,
) -> Reply<PageDto<ResourceDto>> {
    let query = ShelfQuery {
        topic: params.topic,
        search: params.search,
        first: PageRequest::parse(params.first, None)?.first,
        after: params
            .after
            .filter(|a| !a.is_empty())
            .map(|a| ShelfCursor::decode("after", &a))
            .transpose()?,
    };
    let shelf = read::shelf(&db, &viewer, &query).await?;
    Ok(Json(PageDto {
        data: hydrate::resources(&db, shelf.items).await?,
        has_next_page: shelf.has_next_page,
        end_cursor: shelf.end_cursor.as_ref().map(ShelfCursor::encode),
    }))
}

/// `GET app/resource/{id}`.
pub async fn get(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Data<ResourceDto>> {
    let resource = read::get(&db, &viewer, id).await?;
    let mut list = hydrate::resources(&db, vec![resource]).await?;
    let data = list
        .pop()
        .ok_or(common::AppError::not_found("Second Opinion"))?;
    Ok(Json(Data { data }))
}
