//! Who is asking, read from an HTTP request: the one bearer-token rule every transport uses,
//! through [`crate::extract::Caller`]. Each transport answers its error in its own shape.

use axum::http::HeaderMap;
use axum::http::header::AUTHORIZATION;
use chrono::{DateTime, Utc};
use common::{AppError, Result, Viewer};
use identity::service::sessions;
use identity::service::tokens::TokenKeys;
use sea_orm::ConnectionTrait;

/// The token of an `Authorization: Bearer <token>` header; `None` without the header. A
/// header of any other form is an invalid token, never a silent anonymous visit.
pub fn bearer_token(headers: &HeaderMap) -> Result<Option<&str>> {
    let Some(value) = headers.get(AUTHORIZATION) else {
        return Ok(None);
    };
    let invalid = || AppError::Unauthenticated("Invalid access token");
    let value = value.to_str().map_err(|_| invalid())?.trim();
    let (scheme, token) = value.split_once(' ').ok_or_else(invalid)?;
    let token = token.trim();
    if !scheme.eq_ignore_ascii_case("bearer") || token.is_empty() {
        return Err(invalid());
    }
    Ok(Some(token))
}

/// The viewer at `now`: anonymous without a token; the member behind a valid one; an error
/// for a token that is invalid, expired or revoked.
pub async fn viewer(
    db: &impl ConnectionTrait,
    keys: &TokenKeys,
    headers: &HeaderMap,
    now: DateTime<Utc>,
) -> Result<Viewer> {
    match bearer_token(headers)? {
        None => Ok(Viewer::anonymous(now)),
        Some(token) => sessions::authenticate(db, keys, token, now).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(authorization: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(AUTHORIZATION, authorization.parse().unwrap());
        headers
    }

    #[test]
    fn only_a_bearer_header_carries_a_token() {
        assert_eq!(bearer_token(&HeaderMap::new()).unwrap(), None);
        assert_eq!(bearer_token(&headers("Bearer abc")).unwrap(), Some("abc"));
        assert_eq!(bearer_token(&headers("bearer  abc ")).unwrap(), Some("abc"));
        for bad in ["abc", "Basic abc", "Bearer", "Bearer  ", "Token abc"] {
            assert!(bearer_token(&headers(bad)).is_err(), "{bad}");
        }
    }
}
