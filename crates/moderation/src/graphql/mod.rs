mod mutation;
mod query;
mod types;

pub use mutation::ModerationMutation;
pub use query::ModerationQuery;
