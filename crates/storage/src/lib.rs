//! Object storage (local filesystem by default, S3-compatible stores), signed URLs, file records.

pub mod graphql;
pub mod service;
pub mod store;

pub use graphql::{StorageMutation, StorageQuery};
pub use store::Storage;
