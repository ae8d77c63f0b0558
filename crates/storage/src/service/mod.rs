//! Storage rules. No GraphQL or HTTP types here.

pub mod policy;
