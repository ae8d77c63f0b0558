//! Feed read models. No GraphQL or HTTP types here.

pub mod demo;
pub mod popular_topics;
