mod query;

pub use query::{FeedFilter, FeedItem, FeedQuery};
