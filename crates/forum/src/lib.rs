//! Posts, comments, reaction types and reactions; notifications and blocking; following and
//! saving posts; and what a member does with all she wrote: take it with her (her data
//! export) or erase it with her account.

pub mod graphql;
pub mod service;

pub use graphql::{
    AccountMutation, BlockMutation, BlockQuery, FollowMutation, FollowQuery, ForumMutation,
    ForumQuery, NotificationMutation, NotificationQuery,
};
