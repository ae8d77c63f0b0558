//! One error vocabulary for every domain. Each transport maps it once:
//! in `edge`: GraphQL to `extensions.code`, REST and the files to a status and `{"error"}`.

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
    UnsupportedMediaType,
    RateLimited,
    /// The disk that keeps uploads is nearly full.
    InsufficientStorage,
    /// The server is too busy to answer now (no database connection free in time, or a
    /// statement stopped at its timeout).
    Unavailable,
    Internal,
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
    /// Not allowed, for a reason the member should be told (FORBIDDEN).
    #[error("{0}")]
    Refused(&'static str),
    /// The same, with a message built for this member (her suspension's end).
    #[error("{0}")]
    RefusedNow(String),
    #[error("{0} not found")]
    NotFound(&'static str),
    /// Something that exists but is withheld from this viewer, with the reason to show
    /// (a reported post is "under review" to everyone but its owner and admins).
    #[error("{0}")]
    Withheld(&'static str),
    #[error("{message}")]
    BadUserInput {
        field: Option<&'static str>,
        message: String,
    },
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    TooLarge(String),
    /// A body in a format the endpoint does not take (e.g. a form post to `/graphql`).
    #[error("{0}")]
    UnsupportedMediaType(&'static str),
    /// Too many requests; the client may try again after `retry_after_secs` (the `Retry-After`
    /// header on REST, `extensions.retryAfter` on GraphQL).
    #[error("{message}")]
    RateLimited {
        message: String,
        retry_after_secs: u64,
    },
    #[error("{0}")]
    InsufficientStorage(&'static str),
    /// Too busy to answer now; the client may try again after a moment (`Retry-After`).
    #[error("The forum is very busy right now. Please try again in a moment.")]
    Unavailable,
    /// Never shown to the user: logged with its chain, answered with a generic message.
    #[error("Something went wrong")]
    Internal(#[source] Box<dyn StdError + Send + Sync>),
}

impl AppError {
    pub fn kind(&self) -> ErrorKind {
        match self {
            Self::Unauthenticated(_) => ErrorKind::Unauthenticated,
            Self::TokenExpired => ErrorKind::TokenExpired,
            Self::Forbidden | Self::Refused(_) | Self::RefusedNow(_) => ErrorKind::Forbidden,
            Self::NotFound(_) | Self::Withheld(_) => ErrorKind::NotFound,
            Self::BadUserInput { .. } => ErrorKind::BadUserInput,
            Self::Conflict(_) => ErrorKind::Conflict,
            Self::TooLarge(_) => ErrorKind::TooLarge,
            Self::UnsupportedMediaType(_) => ErrorKind::UnsupportedMediaType,
            Self::RateLimited { .. } => ErrorKind::RateLimited,
            Self::InsufficientStorage(_) => ErrorKind::InsufficientStorage,
            Self::Unavailable => ErrorKind::Unavailable,
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

    /// A client mistake that belongs to no single field.
    pub fn bad_input(message: impl Into<String>) -> Self {
        Self::BadUserInput {
            field: None,
            message: message.into(),
        }
    }

    pub fn rate_limited(message: impl Into<String>, retry_after_secs: u64) -> Self {
        Self::RateLimited {
            message: message.into(),
            retry_after_secs: retry_after_secs.max(1),
        }
    }

    pub fn retry_after_secs(&self) -> Option<u64> {
        match self {
            Self::RateLimited {
                retry_after_secs, ..
            } => Some(*retry_after_secs),
            Self::Unavailable => Some(UNAVAILABLE_RETRY_AFTER_SECS),
            _ => None,
        }
    }

    pub fn internal(err: impl StdError + Send + Sync + 'static) -> Self {
        Self::Internal(Box::new(err))
    }

    /// An internal error where our own code broke a promise it made (`what`, never user data).
    pub fn broken(what: &'static str) -> Self {
        Self::internal(std::io::Error::other(what))
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

/// How long a client is asked to wait after a 503.
const UNAVAILABLE_RETRY_AFTER_SECS: u64 = 2;

/// A database error that says the server is overloaded, not that something is broken, is
/// `Unavailable`; anything else is internal.
impl From<sea_orm::DbErr> for AppError {
    fn from(err: sea_orm::DbErr) -> Self {
        if is_overloaded(&err) {
            count_overload(&err);
            tracing::warn!(error = %err, "database overloaded");
            Self::Unavailable
        } else {
            Self::internal(err)
        }
    }
}

/// No connection free in time (the pool's acquire timeout), a statement stopped at its
/// timeout (PostgreSQL `query_canceled`, SQLite `SQLITE_INTERRUPT`), or SQLite's write lock
/// still held after the busy timeout (`SQLITE_BUSY`, `SQLITE_BUSY_SNAPSHOT`, `SQLITE_LOCKED`).
pub fn is_overloaded(err: &sea_orm::DbErr) -> bool {
    use sea_orm::{ConnAcquireErr, DbErr, RuntimeErr};
    match err {
        DbErr::ConnectionAcquire(ConnAcquireErr::Timeout) => true,
        DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e)) => {
            match e.as_ref() {
                sea_orm::sqlx::Error::PoolTimedOut => true,
                sea_orm::sqlx::Error::Database(db) => matches!(
                    db.code().as_deref(),
                    Some("57014" | "5" | "6" | "9" | "517" | "261" | "262")
                ),
                _ => false,
            }
        }
        _ => false,
    }
}

/// Counts a statement stopped at its timeout (PostgreSQL `query_canceled`, SQLite
/// `SQLITE_INTERRUPT`) and a connection not free in time, for the metrics.
fn count_overload(err: &sea_orm::DbErr) {
    use sea_orm::{ConnAcquireErr, DbErr, RuntimeErr};
    match err {
        DbErr::ConnectionAcquire(ConnAcquireErr::Timeout) => {
            metrics::counter!("forum_db_acquire_timeouts_total").increment(1);
        }
        DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e)) => {
            match e.as_ref() {
                sea_orm::sqlx::Error::PoolTimedOut => {
                    metrics::counter!("forum_db_acquire_timeouts_total").increment(1);
                }
                sea_orm::sqlx::Error::Database(db)
                    if matches!(db.code().as_deref(), Some("57014" | "9")) =>
                {
                    metrics::counter!("forum_db_statement_timeouts_total").increment(1);
                }
                _ => {}
            }
        }
        _ => {}
    }
}

/// Whether the database refused a write because a unique constraint holds the value already.
pub fn is_unique_violation(err: &sea_orm::DbErr) -> bool {
    matches!(
        err.sql_err(),
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_))
    )
}

/// The one place a unique-constraint violation becomes the caller's error (a taken name, a
/// second report of the same post); every other database error stays internal.
pub trait UniqueViolation<T> {
    fn on_unique_violation(self, error: impl FnOnce() -> AppError) -> Result<T>;
}

impl<T> UniqueViolation<T> for std::result::Result<T, sea_orm::DbErr> {
    fn on_unique_violation(self, error: impl FnOnce() -> AppError) -> Result<T> {
        self.map_err(|err| {
            if is_unique_violation(&err) {
                error()
            } else {
                AppError::internal(err)
            }
        })
    }
}
