pub mod feed;
pub mod popular_topics;
pub mod search;
pub mod top;
pub mod related;
pub mod comment_search;
