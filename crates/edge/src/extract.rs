//! Request extractors whose failures answer in the contract's `{"error"}` shape, with a
//! message a person can act on (naming the field), never a Rust type.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{FromRef, FromRequest, FromRequestParts, Path, Request};
use axum::http::header::CONTENT_TYPE;
use axum::http::request::Parts;
use common::{AppError, ClientIp, Db, Id, SharedClock, Viewer};
use identity::service::Auth;
use serde::de::DeserializeOwned;

use crate::ApiError;

/// The largest body the REST endpoints read.
pub const MAX_BODY_BYTES: usize = 1024 * 1024;

/// A JSON body. Only `Content-Type: application/json` is read (a cross-site form cannot send
/// it); a body that is not JSON, lacks a field or has a wrong type is a 400 naming the field;
/// one over 1 MiB is a 413.
pub struct JsonBody<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        let is_json = request
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(';').next())
            .is_some_and(|mime| mime.trim().eq_ignore_ascii_case("application/json"));
        if !is_json {
            return Err(ApiError(AppError::UnsupportedMediaType(
                "Send the body as JSON, with Content-Type: application/json.",
            )));
        }
        let bytes = Bytes::from_request(request, state)
            .await
            .map_err(|rejection| ApiError(body_error(&rejection)))?;
        Ok(Self(decode_json(&bytes)?))
    }
}

fn body_error(rejection: &BytesRejection) -> AppError {
    if rejection.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
        AppError::TooLarge("The request body is too large.".into())
    } else {
        AppError::bad_input("The request body could not be read.")
    }
}

/// Parses a JSON object into `T`, explaining a failure in a person's words.
pub fn decode_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, AppError> {
    match bytes.iter().find(|b| !b.is_ascii_whitespace()) {
        Some(b'{') => {}
        Some(_) if serde_json::from_slice::<serde::de::IgnoredAny>(bytes).is_ok() => {
            return Err(AppError::bad_input(
                "The request body must be a JSON object.",
            ));
        }
        _ => return Err(AppError::bad_input("The request body is not valid JSON.")),
    }
    let deserializer = &mut serde_json::Deserializer::from_slice(bytes);
    serde_path_to_error::deserialize(deserializer).map_err(|err| {
        let path = err.path().to_string();
        let inner = err.into_inner();
        if inner.is_syntax() || inner.is_eof() {
            return AppError::bad_input("The request body is not valid JSON.");
        }
        let detail = inner.to_string();
        // serde_json appends " at line L column C"; that helps no one here.
        let detail = detail.split(" at line ").next().unwrap_or_default();
        if let Some(field) = detail
            .strip_prefix("missing field `")
            .and_then(|rest| rest.split('`').next())
        {
            let field = if path == "." {
                field.to_owned()
            } else {
                format!("{path}.{field}")
            };
            return AppError::bad_input(format!("{field} is required."));
        }
        if detail.starts_with("invalid type") || detail.starts_with("invalid value") {
            let expected = detail.split("expected ").nth(1).unwrap_or_default();
            return AppError::bad_input(format!("{path} must be {}.", in_words(expected)));
        }
        AppError::bad_input(format!("{path} {detail}."))
    })
}

/// serde's name for an expected type, as a person would say it.
fn in_words(expected: &str) -> &str {
    match expected {
        "u8" | "u16" | "u32" | "u64" | "usize" => "a whole number of at least 0",
        "i8" | "i16" | "i32" | "i64" | "isize" => "a whole number",
        "f32" | "f64" => "a number",
        "a sequence" => "a list",
        "a boolean" | "a string" => expected,
        _ if expected.starts_with("struct") || expected == "a map" => "an object",
        _ => "something else",
    }
}

/// An `{id}` path segment, parsed as a record id (a malformed one is a 400).
pub struct IdParam(pub Id);

impl<S: Send + Sync> FromRequestParts<S> for IdParam {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let Path(raw) = Path::<String>::from_request_parts(parts, state)
            .await
            .map_err(|_| ApiError(AppError::bad_input("This address needs a record id.")))?;
        Ok(Self(Id::parse("id", &raw)?))
    }
}

/// Query-string parameters, with the same readable errors as bodies.
pub struct QueryParams<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for QueryParams<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        let query = parts.uri.query().unwrap_or_default();
        let deserializer =
            serde_urlencoded::Deserializer::new(form_urlencoded::parse(query.as_bytes()));
        serde_path_to_error::deserialize(deserializer)
            .map(Self)
            .map_err(|err| {
                let path = err.path().to_string();
                ApiError(AppError::bad_input(format!(
                    "The query parameter {path} is not valid."
                )))
            })
    }
}

/// Who is asking, from the bearer token (identity's one rule), checked once per request:
/// the answer is kept in the request's extensions for every later extractor.
#[derive(Clone)]
pub struct Caller(pub Viewer);

impl<S> FromRequestParts<S> for Caller
where
    S: Send + Sync,
    Db: FromRef<S>,
    Arc<Auth>: FromRef<S>,
    SharedClock: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        if let Some(caller) = parts.extensions.get::<Self>() {
            return Ok(caller.clone());
        }
        let (db, auth, clock) = (
            Db::from_ref(state),
            Arc::<Auth>::from_ref(state),
            SharedClock::from_ref(state),
        );
        let viewer = crate::bearer::viewer(&db, &auth.keys, &parts.headers, clock.now()).await?;
        let caller = Self(viewer);
        parts.extensions.insert(caller.clone());
        Ok(caller)
    }
}

/// The client's address as the server saw it (behind trusted proxies, the forwarded one).
/// Only rate limits read it; it is never stored in the clear or logged.
pub struct Client(pub ClientIp);

impl<S: Send + Sync> FromRequestParts<S> for Client {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(Self(
            parts
                .extensions
                .get::<ClientIp>()
                .copied()
                .unwrap_or_default(),
        ))
    }
}

/// The guard of a whole area: a signed-in member (401 otherwise) and, when `ADMIN`, an admin
/// (403 otherwise).
pub struct Require<const ADMIN: bool>;

/// Every `/api/app` route's guard.
pub type RequireMember = Require<false>;
/// Every `/api/admin` route's guard.
pub type RequireAdmin = Require<true>;

impl<S, const ADMIN: bool> FromRequestParts<S> for Require<ADMIN>
where
    S: Send + Sync,
    Db: FromRef<S>,
    Arc<Auth>: FromRef<S>,
    SharedClock: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let Caller(viewer) = Caller::from_request_parts(parts, state).await?;
        if ADMIN {
            viewer.require_admin()?;
        } else {
            viewer.require_member()?;
        }
        Ok(Self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "camelCase")]
    #[allow(dead_code)]
    struct Login {
        email: String,
        confirm_password: String,
        post: Option<Id>,
        count: Option<u32>,
    }

    fn message(json: &str) -> String {
        decode_json::<Login>(json.as_bytes())
            .unwrap_err()
            .to_string()
    }

    #[test]
    fn decoding_errors_name_the_field_in_plain_words() {
        assert_eq!(message("{"), "The request body is not valid JSON.");
        assert_eq!(message(""), "The request body is not valid JSON.");
        assert_eq!(message("[1]"), "The request body must be a JSON object.");
        assert_eq!(message(r#"{"confirmPassword":"x"}"#), "email is required.");
        assert_eq!(
            message(r#"{"email":3,"confirmPassword":"x"}"#),
            "email must be a string."
        );
        assert_eq!(
            message(r#"{"email":"a","confirmPassword":"x","post":"nope"}"#),
            "post is not a valid id (24 hex characters)."
        );
        assert_eq!(
            message(r#"{"email":"a","confirmPassword":"x","count":-1}"#),
            "count must be a whole number of at least 0."
        );
    }
}
