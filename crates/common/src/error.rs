//! One error vocabulary for every domain. Each transport maps it once:
//! the gateway to GraphQL `extensions.code`, the REST shim to a status and `{"error"}`.

use std::error::Error as StdError;

pub type Result<T, E = AppError> = std::result::Result<T, E>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    Unauthenticated,
    TokenExpired,
    Forbidden,
    NotFound,
    BadUserInput,
    Conflict,
    TooLarge,
    RateLimited,
    Internal,
}

impl ErrorKind {
    /// The GraphQL `extensions.code` for this kind.
    pub fn code(self) -> &'static str {
        match self {
            Self::Unauthenticated => "UNAUTHENTICATED",
            Self::TokenExpired => "TOKEN_EXPIRED",
            Self::Forbidden => "FORBIDDEN",
            Self::NotFound => "NOT_FOUND",
            Self::BadUserInput => "BAD_USER_INPUT",
            Self::Conflict => "CONFLICT",
            Self::TooLarge => "PAYLOAD_TOO_LARGE",
            Self::RateLimited => "RATE_LIMITED",
            Self::Internal => "INTERNAL_SERVER_ERROR",
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The spec's texts: 'Missing access token', 'Invalid access token', 'Failed to refresh tokens' …
    #[error("{0}")]
    Unauthenticated(&'static str),
    #[error("Access token expired")]
    TokenExpired,
    #[error("You can't access that")]
    Forbidden,
    #[error("{0} not found")]
    NotFound(&'static str),
    #[error("{message}")]
    BadUserInput {
        field: Option<&'static str>,
        message: String,
    },
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    TooLarge(String),
    #[error("{0}")]
    RateLimited(String),
    /// Never shown to the user: logged with its chain, answered with a generic message.
    #[error("Something went wrong")]
    Internal(#[source] Box<dyn StdError + Send + Sync>),
}

impl AppError {
    pub fn kind(&self) -> ErrorKind {
        match self {
            Self::Unauthenticated(_) => ErrorKind::Unauthenticated,
            Self::TokenExpired => ErrorKind::TokenExpired,
            Self::Forbidden => ErrorKind::Forbidden,
            Self::NotFound(_) => ErrorKind::NotFound,
            Self::BadUserInput { .. } => ErrorKind::BadUserInput,
            Self::Conflict(_) => ErrorKind::Conflict,
            Self::TooLarge(_) => ErrorKind::TooLarge,
            Self::RateLimited(_) => ErrorKind::RateLimited,
            Self::Internal(_) => ErrorKind::Internal,
        }
    }

    pub fn not_found(what: &'static str) -> Self {
        Self::NotFound(what)
    }

    pub fn invalid(field: &'static str, message: impl Into<String>) -> Self {
        Self::BadUserInput {
            field: Some(field),
            message: message.into(),
        }
    }

    pub fn internal(err: impl StdError + Send + Sync + 'static) -> Self {
        Self::Internal(Box::new(err))
    }

    /// Logs an internal error with its whole chain (never user data: errors carry none).
    pub fn log_if_internal(&self) {
        if let Self::Internal(source) = self {
            let mut chain = source.to_string();
            let mut next = source.source();
            while let Some(cause) = next {
                chain.push_str(": ");
                chain.push_str(&cause.to_string());
                next = cause.source();
            }
            tracing::error!(error = %chain, "internal error");
        }
    }
}

impl From<sea_orm::DbErr> for AppError {
    fn from(err: sea_orm::DbErr) -> Self {
        Self::internal(err)
    }
}
