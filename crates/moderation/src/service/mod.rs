//! Moderation rules. No GraphQL or HTTP types here.

pub mod erasure;
pub mod report_reason;
pub mod users;
