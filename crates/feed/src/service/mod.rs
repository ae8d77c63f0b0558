pub mod feed;
pub mod popular_topics;
pub mod search;
pub mod visits;
