//! Posts, comments, reaction types and reactions; notifications and blocking; following and
//! saving posts.

pub mod graphql;
pub mod service;

pub use graphql::{
    BlockMutation, BlockQuery, FollowMutation, FollowQuery, ForumMutation, ForumQuery,
    NotificationMutation, NotificationQuery,
};
