//! Health topics: the admins' curated list that members follow (their Interests feed) and tag
//! posts and Second Opinions with. Below `identity`, whose member profile lists the topics
//! she follows, and below `forum`, whose posts carry them.

pub mod graphql;
pub mod service;

pub use graphql::{TopicsMutation, TopicsQuery};
