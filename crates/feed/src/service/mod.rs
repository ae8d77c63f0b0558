pub mod comment_search;
pub mod feed;
pub mod popular_topics;
pub mod related;
pub mod search;
pub mod top;
pub mod visits;
