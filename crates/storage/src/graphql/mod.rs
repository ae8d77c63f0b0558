mod query;

pub use query::StorageQuery;
