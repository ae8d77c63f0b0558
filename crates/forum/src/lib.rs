//! Posts, comments, reaction types and reactions.

pub mod graphql;
pub mod service;

pub use graphql::{ForumMutation, ForumQuery};
