mod query;
mod types;

pub use query::ModerationQuery;
