//! The one mapping of `AppError` to a GraphQL answer: `extensions.code` (with `field` and
//! `retryAfter` where the error has them) on every error a resolver returned, and the answer
//! for a request refused before it reached the schema.

use std::sync::Arc;

use async_graphql::ServerError;
use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use common::{AppError, ErrorKind};

use crate::error::status_of;

/// A caller whose token cannot be read (invalid, expired, revoked), refused before the schema:
/// a 200 like any GraphQL error, so the client reads its code and refreshes or signs out.
pub fn caller_refused(err: &AppError) -> Response {
    refused(StatusCode::OK, err)
}

/// A body that cannot be read (not JSON, too large), refused before the schema, with its HTTP
/// status.
pub fn body_refused(err: &AppError) -> Response {
    refused(status_of(err.kind()), err)
}

/// A request refused before it reached the schema, answered as GraphQL clients expect: no
/// data, the error with its code.
fn refused(status: StatusCode, err: &AppError) -> Response {
    err.log_if_internal();
    let mut error = ServerError::new(err.to_string(), None);
    set_extensions(&mut error, err);
    (
        status,
        Json(async_graphql::Response::from_errors(vec![error])),
    )
        .into_response()
}

/// A query refused before it ran (unparsable, over a size limit), with async-graphql's status.
pub fn invalid(errors: Vec<ServerError>) -> Response {
    async_graphql_axum::GraphQLResponse::from(async_graphql::Response::from_errors(errors))
        .into_response()
}

/// An executed answer over HTTP: each error's `AppError` mapped to its code (an internal one
/// logged and stripped of its path), and the longest `Retry-After` any of them asks for.
pub fn answer(mut response: async_graphql::Response) -> Response {
    let mut retry_after = None;
    for error in &mut response.errors {
        // The `AppError` behind a resolver's error, also when a batch loader shared it.
        let Some(source) = error.source.clone() else {
            continue;
        };
        let Some(app_error) = source
            .downcast_ref::<AppError>()
            .or_else(|| source.downcast_ref::<Arc<AppError>>().map(AsRef::as_ref))
        else {
            continue;
        };
        retry_after = retry_after.max(app_error.retry_after_secs());
        app_error.log_if_internal();
        if app_error.kind() == ErrorKind::Internal {
            error.path.clear();
        }
        set_extensions(error, app_error);
    }
    let mut http = async_graphql_axum::GraphQLResponse::from(response).into_response();
    if let Some(secs) = retry_after {
        http.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from(secs));
    }
    http
}

fn set_extensions(error: &mut ServerError, app_error: &AppError) {
    let extensions = error.extensions.get_or_insert_with(Default::default);
    extensions.set("code", code(app_error.kind()));
    if let AppError::BadUserInput {
        field: Some(field), ..
    } = app_error
    {
        extensions.set("field", *field);
    }
    if let Some(secs) = app_error.retry_after_secs() {
        extensions.set("retryAfter", secs);
    }
}

/// The GraphQL `extensions.code` of each kind of error.
pub fn code(kind: ErrorKind) -> &'static str {
    match kind {
        ErrorKind::Unauthenticated => "UNAUTHENTICATED",
        ErrorKind::TokenExpired => "TOKEN_EXPIRED",
        ErrorKind::Forbidden => "FORBIDDEN",
        ErrorKind::NotFound => "NOT_FOUND",
        ErrorKind::BadUserInput => "BAD_USER_INPUT",
        ErrorKind::Conflict => "CONFLICT",
        ErrorKind::TooLarge => "PAYLOAD_TOO_LARGE",
        ErrorKind::UnsupportedMediaType => "UNSUPPORTED_MEDIA_TYPE",
        ErrorKind::RateLimited => "RATE_LIMITED",
        ErrorKind::InsufficientStorage => "INSUFFICIENT_STORAGE",
        ErrorKind::Unavailable => "SERVICE_UNAVAILABLE",
        ErrorKind::Internal => "INTERNAL_SERVER_ERROR",
    }
}
