//! Second Opinions: curated expert articles.

pub mod graphql;
pub mod service;

pub use graphql::ResourcesQuery;
