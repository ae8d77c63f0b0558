//! The `/api/<path>` contract of spec §7: frozen JSON shapes and one routing table. Handlers
//! call the same domain services as GraphQL, through the HTTP edge's extractors and error
//! mapping (`edge`); no rule is written here.

pub mod csv;
mod dto;
mod handlers;
pub mod openapi;
pub mod routes;
mod table_params;

pub use routes::router;
