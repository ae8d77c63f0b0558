//! The HTTP edge every transport shares, and nothing else: who is asking (the bearer token),
//! request extractors whose failures answer in words, the one mapping of `AppError` per
//! transport (JSON over HTTP — REST and the files — a status and `{"error"}`; GraphQL,
//! `extensions.code`), and the local store's `/files` routes. The gateway composes GraphQL,
//! REST and files from it. No rule is written here: the services decide, the edge translates.

pub mod bearer;
mod error;
pub mod extract;
pub mod files;
pub mod graphql_error;

pub use error::{ApiError, ErrorDto, ShouldRefreshDto};
