//! Moderation rules. No GraphQL or HTTP types here.

pub mod audit_log;
pub mod comments;
pub mod crash_reports;
pub mod members;
pub mod posts;
pub mod reactions;
pub mod report_reason;
pub mod report_trust;
pub mod reports;
pub mod second_opinions;
pub mod table_query;
pub mod tables;
pub mod topics;
pub mod users;
