//! Posts, comments, reaction types and reactions; notifications and blocking.

pub mod graphql;
pub mod service;

pub use graphql::{
    BlockMutation, BlockQuery, ForumMutation, ForumQuery, NotificationMutation, NotificationQuery,
};
