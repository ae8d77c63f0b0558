//! Read models that mix domains: the Real Talk feed, popular topics, the topic page.

pub mod graphql;
pub mod service;

pub use graphql::{FeedQuery, FeedVisitMutation, FeedVisitQuery};
