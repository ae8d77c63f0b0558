mod query;
pub mod types;

pub use query::ResourcesQuery;
