mod inputs;
mod mutation;
mod query;
pub mod types;

pub use inputs::LocationInput;
pub use mutation::IdentityMutation;
pub use query::IdentityQuery;
pub use types::Location;
