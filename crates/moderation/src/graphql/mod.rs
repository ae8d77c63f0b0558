mod audit;
mod content;
mod crash_reports;
mod mutation;
mod posts;
mod query;
mod reactions;
mod reports;
mod types;

pub use audit::AuditQuery;
pub use content::{ContentAdminMutation, ContentAdminQuery};
pub use crash_reports::{CrashReportsMutation, CrashReportsQuery};
pub use mutation::ModerationMutation;
pub use posts::{AdminPostsMutation, AdminPostsQuery};
pub use query::ModerationQuery;
pub use reactions::{ReactionsAdminMutation, ReactionsAdminQuery};
pub use reports::{ReportsMutation, ReportsQuery};
