mod account;
mod blocks;
mod follows;
pub mod loaders;
mod mutation;
mod notifications;
mod query;
pub mod types;

pub use account::AccountMutation;
pub use blocks::{BlockMutation, BlockQuery};
pub use follows::{FollowMutation, FollowQuery};
pub use mutation::ForumMutation;
pub use notifications::{NotificationMutation, NotificationQuery};
pub use query::ForumQuery;
