mod query;

pub use query::FeedQuery;
