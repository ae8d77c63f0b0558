//! The `forum` gateway: one process serving GraphQL, the REST shim and the built frontend.

pub mod backup;
pub mod graphql;
pub mod health;
pub mod http;
pub mod metrics;
pub mod startup;
pub mod state;

pub use startup::Server;
