pub mod loaders;
mod query;
pub mod types;

pub use query::ResourcesQuery;
