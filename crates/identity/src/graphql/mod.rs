mod inputs;
mod mutation;
mod query;
pub mod types;

pub use mutation::IdentityMutation;
pub use query::IdentityQuery;
