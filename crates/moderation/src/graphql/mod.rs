mod query;

pub use query::ModerationQuery;
