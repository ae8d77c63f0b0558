//! The `/api/<path>` contract of spec §7: frozen JSON shapes, one routing table, and the
//! one mapping of `AppError` to an HTTP status and `{"error": …}` body. Handlers call the
//! same domain services as GraphQL; no rule is written here.

pub mod csv;
mod dto;
mod error;
pub mod extract;
mod handlers;
pub mod openapi;
pub mod routes;

pub use error::{ApiError, status_of};
pub use routes::router;
