mod blocks;
pub mod loaders;
mod mutation;
mod notifications;
mod query;
pub mod types;

pub use blocks::{BlockMutation, BlockQuery};
pub use mutation::ForumMutation;
pub use notifications::{NotificationMutation, NotificationQuery};
pub use query::ForumQuery;
