//! Request extractors whose failures answer in the contract's `{"error"}` shape.

use axum::Json;
use axum::extract::{FromRequest, Request};
use common::AppError;
use serde::de::DeserializeOwned;

use crate::ApiError;

/// A JSON body; a malformed or incomplete one is a 400 with a readable message, never a 500.
pub struct Body<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        match Json::<T>::from_request(request, state).await {
            Ok(Json(value)) => Ok(Self(value)),
            Err(rejection) => Err(ApiError(AppError::BadUserInput {
                field: None,
                message: rejection.body_text(),
            })),
        }
    }
}
