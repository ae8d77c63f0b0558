//! The `forum` gateway: one process serving GraphQL, the REST shim and the built frontend.

// The merged GraphQL Query and Mutation nest one level per part: past the default 128.
#![recursion_limit = "256"]

pub mod backup;
pub mod graphql;
pub mod health;
pub mod http;
pub mod metrics;
pub mod openapi;
pub mod startup;
pub mod state;

pub use startup::Server;
