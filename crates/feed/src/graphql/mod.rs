mod query;
mod visits;

pub use query::{FeedFilter, FeedItem, FeedQuery};
pub use visits::{FeedVisitMutation, FeedVisitQuery};
