//! `use entity::prelude::*;` brings every entity in under its table's name.

pub use super::audit_log::Entity as AuditLog;
pub use super::comment_reactions::Entity as CommentReactions;
pub use super::comments::Entity as Comments;
pub use super::crash_reports::Entity as CrashReports;
pub use super::files::Entity as Files;
pub use super::member_blocks::Entity as MemberBlocks;
pub use super::muted_notification_kinds::Entity as MutedNotificationKinds;
pub use super::muted_topics::Entity as MutedTopics;
pub use super::notifications::Entity as Notifications;
pub use super::password_resets::Entity as PasswordResets;
pub use super::post_images::Entity as PostImages;
pub use super::post_reactions::Entity as PostReactions;
pub use super::post_topics::Entity as PostTopics;
pub use super::posts::Entity as Posts;
pub use super::privacy_check_counts::Entity as PrivacyCheckCounts;
pub use super::rate_limits::Entity as RateLimits;
pub use super::reaction_types::Entity as ReactionTypes;
pub use super::reports::Entity as Reports;
pub use super::resource_topics::Entity as ResourceTopics;
pub use super::resources::Entity as Resources;
pub use super::retired_refresh_tokens::Entity as RetiredRefreshTokens;
pub use super::scheduled_jobs::Entity as ScheduledJobs;
pub use super::sessions::Entity as Sessions;
pub use super::topics::Entity as Topics;
pub use super::user_topics::Entity as UserTopics;
pub use super::users::Entity as Users;
