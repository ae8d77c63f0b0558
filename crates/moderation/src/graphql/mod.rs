mod audit_log;
mod content;
mod crash_reports;
mod members;
mod posts;
mod query;
mod reactions;
mod reports;
mod types;

pub use audit_log::AuditQuery;
pub use content::{ContentAdminMutation, ContentAdminQuery};
pub use crash_reports::{CrashReportsMutation, CrashReportsQuery};
pub use members::{MembersMutation, MembersQuery};
pub use posts::{AdminPostsMutation, AdminPostsQuery};
pub use query::ModerationQuery;
pub use reactions::{ReactionsAdminMutation, ReactionsAdminQuery};
pub use reports::{ReportsMutation, ReportsQuery};
