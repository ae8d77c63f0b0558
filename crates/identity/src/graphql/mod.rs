mod query;

pub use query::IdentityQuery;
