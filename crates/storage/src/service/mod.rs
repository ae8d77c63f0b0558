//! Storage rules. No GraphQL or HTTP types here.

pub mod cleanup;
pub mod files;
pub mod images;
mod metadata;
pub mod missing_copies;
pub mod policy;
pub mod variants;
