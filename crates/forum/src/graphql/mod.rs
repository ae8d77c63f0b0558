pub mod loaders;
mod mutation;
mod query;
pub mod types;

pub use mutation::ForumMutation;
pub use query::ForumQuery;
