mod inputs;
pub mod loaders;
mod mutation;
mod query;
mod types;

pub use types::SignedUrl;

pub use mutation::StorageMutation;
pub use query::StorageQuery;
