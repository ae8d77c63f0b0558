//! Second Opinion rules. No GraphQL or HTTP types here.

pub mod read;
pub mod write;
