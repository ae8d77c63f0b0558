//! `{location}/autocomplete/{text}` and `{location}/nearest-city` (spec §7), under both
//! `/api/app` and `/api/public`: the location picker works before sign-up too.

use axum::Json;
use axum::extract::Path;
use axum::extract::rejection::PathRejection;
use common::AppError;
use edge::ApiError;
use edge::extract::JsonBody;
use serde::Deserialize;

use crate::dto::{Data, LocationDto};

type Reply<T> = Result<Json<Data<T>>, ApiError>;

/// `GET {location}/autocomplete/{text}` → `{"data": [{city, state, country}, …]}`.
pub async fn autocomplete(text: Result<Path<String>, PathRejection>) -> Reply<Vec<LocationDto>> {
    let Path(text) = text.map_err(|_| {
        ApiError(AppError::invalid(
            "text",
            "The search text in the address could not be read.",
        ))
    })?;
    let found = identity::service::locations::suggest(&text).await?;
    Ok(Json(Data {
        data: found.into_iter().map(LocationDto::from).collect(),
    }))
}

/// The browser's coordinates, under the names clients have used for them.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct Coordinates {
    #[serde(alias = "lat")]
    latitude: f64,
    #[serde(alias = "lng", alias = "lon")]
    longitude: f64,
}

/// `POST {location}/nearest-city` `{latitude, longitude}` → `{"data": {city, state, country}}`,
/// or `{"data": null}` when no place is near.
pub async fn nearest_city(JsonBody(at): JsonBody<Coordinates>) -> Reply<Option<LocationDto>> {
    let found = identity::service::locations::nearest(at.latitude, at.longitude).await?;
    Ok(Json(Data {
        data: found.map(LocationDto::from),
    }))
}
