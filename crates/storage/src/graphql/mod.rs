mod inputs;
mod mutation;
mod query;
mod types;

pub use mutation::StorageMutation;
pub use query::StorageQuery;
