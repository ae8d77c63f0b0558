//! Reports, shadow bans, back-office management of users, posts and topics, crash reports.

pub mod graphql;
pub mod service;

pub use graphql::{
    AdminPostsMutation, AdminPostsQuery, AuditQuery, ContentAdminMutation, ContentAdminQuery,
    CrashReportsMutation, CrashReportsQuery, MembersMutation, MembersQuery, ModerationQuery,
    ReactionsAdminMutation, ReactionsAdminQuery, ReportsMutation, ReportsQuery,
};
