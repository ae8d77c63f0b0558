//! The one mapping of `AppError` to an HTTP answer outside GraphQL: a status, and
//! `{"error": …}` (or the legacy client's `{"shouldRefresh": true}`), with `Retry-After` where
//! the error says when to come back.

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use common::{AppError, ErrorKind};
use serde::Serialize;
use utoipa::ToSchema;

/// Every error answer: `{"error": "human readable message"}`.
#[derive(Serialize, ToSchema)]
pub struct ErrorDto {
    pub error: String,
}

/// A 302 answer: the access token expired; refresh the tokens and retry.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShouldRefreshDto {
    pub should_refresh: bool,
}

/// An `AppError` answered over REST or `/files`: the status, and `{"error": "…"}` (spec §7).
#[derive(Debug)]
pub struct ApiError(pub AppError);

impl From<AppError> for ApiError {
    fn from(err: AppError) -> Self {
        Self(err)
    }
}

pub fn status_of(kind: ErrorKind) -> StatusCode {
    match kind {
        ErrorKind::Unauthenticated => StatusCode::UNAUTHORIZED,
        // The legacy client refreshes its tokens on a 302 whose body says so (spec §4).
        ErrorKind::TokenExpired => StatusCode::FOUND,
        ErrorKind::Forbidden => StatusCode::FORBIDDEN,
        ErrorKind::NotFound => StatusCode::NOT_FOUND,
        ErrorKind::BadUserInput => StatusCode::BAD_REQUEST,
        ErrorKind::Conflict => StatusCode::CONFLICT,
        ErrorKind::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
        ErrorKind::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
        ErrorKind::RateLimited => StatusCode::TOO_MANY_REQUESTS,
        ErrorKind::InsufficientStorage => StatusCode::INSUFFICIENT_STORAGE,
        ErrorKind::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        ErrorKind::Internal => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        self.0.log_if_internal();
        let kind = self.0.kind();
        let mut response = match kind {
            ErrorKind::TokenExpired => (
                status_of(kind),
                Json(ShouldRefreshDto {
                    should_refresh: true,
                }),
            )
                .into_response(),
            _ => (
                status_of(kind),
                Json(ErrorDto {
                    error: self.0.to_string(),
                }),
            )
                .into_response(),
        };
        if let Some(secs) = self.0.retry_after_secs() {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        response
    }
}
