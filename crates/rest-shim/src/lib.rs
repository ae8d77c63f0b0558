//! The `/api/<path>` contract of spec §7: frozen JSON shapes, one routing table, and the
//! one mapping of `AppError` to an HTTP status and `{"error": …}` body. Handlers call the
//! same domain services as GraphQL; no rule is written here.

mod dto;
mod error;
mod extract;
mod handlers;
mod routes;
mod state;

pub use error::ApiError;
pub use routes::router;
pub use state::ShimState;
