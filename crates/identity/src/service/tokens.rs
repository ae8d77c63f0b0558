//! Access tokens (short-lived JWTs) and opaque tokens (refresh, password reset) stored hashed.

use chrono::{DateTime, Duration, Utc};
use common::{AppError, Id, Result};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

pub const ACCESS_TOKEN_MINUTES: i64 = 15;
pub const TOKEN_TYPE: &str = "Bearer";
const ACCESS: &str = "access";

#[derive(Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct AccessClaims {
    /// The user id.
    pub sub: String,
    /// The session id: a revoked session makes its access tokens useless at once.
    pub sid: String,
    pub admin: bool,
    /// Always "access": no other token of ours can pass as one.
    pub typ: String,
    pub iat: i64,
    pub exp: i64,
}

impl AccessClaims {
    /// The user and session ids; a token whose ids are malformed is no token of ours.
    pub fn ids(&self) -> Result<(Id, Id)> {
        let invalid = |_| AppError::Unauthenticated("Invalid access token");
        Ok((
            Id::parse("sub", &self.sub).map_err(invalid)?,
            Id::parse("sid", &self.sid).map_err(invalid)?,
        ))
    }
}

/// The HS256 keys for access tokens.
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
}

impl TokenKeys {
    pub fn from_secret(secret: &[u8]) -> Self {
        Self {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
        }
    }

    pub fn issue_access(
        &self,
        user_id: &Id,
        session_id: &Id,
        admin: bool,
        now: DateTime<Utc>,
    ) -> Result<String> {
        let iat = now.timestamp();
        let claims = AccessClaims {
            sub: user_id.to_string(),
            sid: session_id.to_string(),
            admin,
            typ: ACCESS.to_owned(),
            iat,
            exp: iat + Duration::minutes(ACCESS_TOKEN_MINUTES).num_seconds(),
        };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(AppError::internal)
    }

    /// A valid access token's claims, unexpired at `now`; `TokenExpired` tells the client to
    /// refresh. Expiry is judged by the server's clock, not the library's.
    pub fn verify_access(&self, token: &str, now: DateTime<Utc>) -> Result<AccessClaims> {
        let claims = self.verify_access_ignoring_expiry(token)?;
        if claims.exp <= now.timestamp() {
            return Err(AppError::TokenExpired);
        }
        Ok(claims)
    }

    /// The claims of a genuine access token even when it has expired (the refresh call needs them).
    pub fn verify_access_ignoring_expiry(&self, token: &str) -> Result<AccessClaims> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.validate_exp = false;
        validation.set_required_spec_claims(&["exp", "sub"]);
        let claims = jsonwebtoken::decode::<AccessClaims>(token, &self.decoding, &validation)
            .map_err(|_| AppError::Unauthenticated("Invalid access token"))?
            .claims;
        if claims.typ != ACCESS {
            return Err(AppError::Unauthenticated("Invalid access token"));
        }
        Ok(claims)
    }
}

/// 256 random bits, hex-encoded: refresh and password-reset tokens.
pub fn opaque_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

/// What the database keeps of an opaque token: a stolen database yields no usable token.
pub fn hash_token(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &[u8] = b"0123456789abcdef0123456789abcdef";

    #[test]
    fn access_tokens_round_trip_and_live_at_most_15_minutes() {
        let keys = TokenKeys::from_secret(SECRET);
        let (user, session) = (Id::generate(), Id::generate());
        let now = Utc::now();
        let token = keys.issue_access(&user, &session, true, now).unwrap();
        let claims = keys.verify_access(&token, now).unwrap();
        assert_eq!(claims.ids().unwrap(), (user, session));
        assert!(claims.admin);
        assert!(claims.exp - claims.iat <= 15 * 60);
        let later = now + Duration::minutes(ACCESS_TOKEN_MINUTES);
        assert!(matches!(
            keys.verify_access(&token, later),
            Err(AppError::TokenExpired)
        ));
    }

    fn forge(claims: &AccessClaims, algorithm: Algorithm, secret: &[u8]) -> String {
        jsonwebtoken::encode(
            &Header::new(algorithm),
            claims,
            &EncodingKey::from_secret(secret),
        )
        .unwrap()
    }

    fn claims(typ: &str, exp_offset: i64) -> AccessClaims {
        let iat = Utc::now().timestamp();
        AccessClaims {
            sub: "u".into(),
            sid: "s".into(),
            admin: false,
            typ: typ.into(),
            iat,
            exp: iat + exp_offset,
        }
    }

    #[test]
    fn expired_tokens_ask_for_a_refresh() {
        let keys = TokenKeys::from_secret(SECRET);
        let token = forge(&claims(ACCESS, -1), Algorithm::HS256, SECRET);
        assert!(matches!(
            keys.verify_access(&token, Utc::now()),
            Err(AppError::TokenExpired)
        ));
        assert!(keys.verify_access_ignoring_expiry(&token).is_ok());
    }

    #[test]
    fn wrong_key_algorithm_or_type_is_refused() {
        let keys = TokenKeys::from_secret(SECRET);
        let bad = [
            forge(
                &claims(ACCESS, 60),
                Algorithm::HS256,
                b"another-secret-another-secret-xx",
            ),
            forge(&claims(ACCESS, 60), Algorithm::HS512, SECRET),
            forge(&claims("refresh", 60), Algorithm::HS256, SECRET),
            "not.a.jwt".to_owned(),
        ];
        for token in bad {
            assert!(
                matches!(
                    keys.verify_access(&token, Utc::now()),
                    Err(AppError::Unauthenticated(_))
                ),
                "{token}"
            );
        }
        // alg=none: header {"alg":"none"} with the same claims and no signature.
        let token = forge(&claims(ACCESS, 60), Algorithm::HS256, SECRET);
        let payload = token.split('.').nth(1).unwrap();
        let unsigned = format!("eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.{payload}.");
        assert!(keys.verify_access(&unsigned, Utc::now()).is_err());
    }

    #[test]
    fn opaque_tokens_are_256_bit_and_stored_hashed() {
        let token = opaque_token();
        assert_eq!(token.len(), 64);
        assert_ne!(token, opaque_token());
        assert_eq!(hash_token(&token).len(), 64);
        assert_ne!(hash_token(&token), token);
    }
}
