//! The audit log: who did what in the back office, and when (ARCHITECTURE §4a). Every admin
//! action — and a member's report, which hides content at once — writes one row **in the
//! same transaction** as the change it records, so the log can never miss or invent one.
//! Rows name their target by id only: no post text, email or explanation is copied here.

use common::{Id, Result, Viewer};
use entity::audit_log;
use sea_orm::{ActiveModelTrait, ConnectionTrait, Set};

/// What was done. The stored text is `target.verb`, e.g. `report.status`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    ReportCreate,
    ReportStatus,
    ReportQuarantine,
    ReportDelete,
    PostShadowBan,
    PostDelete,
    PostContentWarning,
    CommentShadowBan,
    CommentDelete,
    PostReactionDelete,
    UserDelete,
    UserAdmin,
    UserContact,
    UserReportTrust,
    UserReportsLifted,
    UserSuspend,
    UserSuspendLift,
    UserShadowBan,
    UserShadowBanLift,
    UserBan,
    UserBanLift,
    TopicCreate,
    TopicUpdate,
    TopicDelete,
    ResourceCreate,
    ResourceUpdate,
    ResourceDelete,
    ReactionCreate,
    ReactionUpdate,
    ReactionDelete,
}

impl Action {
    pub const ALL: [Action; 30] = [
        Action::ReportCreate,
        Action::ReportStatus,
        Action::ReportQuarantine,
        Action::ReportDelete,
        Action::PostShadowBan,
        Action::PostDelete,
        Action::PostContentWarning,
        Action::CommentShadowBan,
        Action::CommentDelete,
        Action::PostReactionDelete,
        Action::UserDelete,
        Action::UserAdmin,
        Action::UserContact,
        Action::UserReportTrust,
        Action::UserReportsLifted,
        Action::UserSuspend,
        Action::UserSuspendLift,
        Action::UserShadowBan,
        Action::UserShadowBanLift,
        Action::UserBan,
        Action::UserBanLift,
        Action::TopicCreate,
        Action::TopicUpdate,
        Action::TopicDelete,
        Action::ResourceCreate,
        Action::ResourceUpdate,
        Action::ResourceDelete,
        Action::ReactionCreate,
        Action::ReactionUpdate,
        Action::ReactionDelete,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Action::ReportCreate => "report.create",
            Action::ReportStatus => "report.status",
            Action::ReportQuarantine => "report.quarantine",
            Action::ReportDelete => "report.delete",
            Action::PostShadowBan => "post.shadow_ban",
            Action::PostDelete => "post.delete",
            Action::PostContentWarning => "post.content_warning",
            Action::CommentShadowBan => "comment.shadow_ban",
            Action::CommentDelete => "comment.delete",
            Action::PostReactionDelete => "post_reaction.delete",
            Action::UserDelete => "user.delete",
            Action::UserAdmin => "user.admin",
            Action::UserContact => "user.contact",
            Action::UserReportTrust => "user.report_trust",
            Action::UserReportsLifted => "user.reports_lifted",
            Action::UserSuspend => "user.suspend",
            Action::UserSuspendLift => "user.suspend_lift",
            Action::UserShadowBan => "user.shadow_ban",
            Action::UserShadowBanLift => "user.shadow_ban_lift",
            Action::UserBan => "user.ban",
            Action::UserBanLift => "user.ban_lift",
            Action::TopicCreate => "topic.create",
            Action::TopicUpdate => "topic.update",
            Action::TopicDelete => "topic.delete",
            Action::ResourceCreate => "resource.create",
            Action::ResourceUpdate => "resource.update",
            Action::ResourceDelete => "resource.delete",
            Action::ReactionCreate => "reaction.create",
            Action::ReactionUpdate => "reaction.update",
            Action::ReactionDelete => "reaction.delete",
        }
    }

    /// The kind of thing acted on: `report`, `post`, `comment`, `post_reaction`, `user`,
    /// `topic`, `resource` or `reaction`.
    pub fn target_type(self) -> &'static str {
        self.as_str()
            .split_once('.')
            .map_or("", |(target, _)| target)
    }
}

/// Writes one audit row for `viewer` doing `action` to `target_id`. Pass the transaction that
/// makes the change. `detail` is a short, non-personal note such as `completed` or `true`.
pub async fn record(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    action: Action,
    target_id: &Id,
    detail: Option<String>,
) -> Result<()> {
    let actor = viewer.require_member()?;
    audit_log::ActiveModel {
        id: Set(Id::generate()),
        actor_id: Set(Some(actor.user_id.clone())),
        action: Set(action.as_str().to_owned()),
        target_type: Set(action.target_type().to_owned()),
        target_id: Set(target_id.to_string()),
        detail: Set(detail),
        created_at: Set(viewer.now()),
    }
    .insert(db)
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_name_their_target() {
        assert_eq!(Action::PostShadowBan.as_str(), "post.shadow_ban");
        assert_eq!(Action::PostShadowBan.target_type(), "post");
        for action in Action::ALL {
            assert!(!action.target_type().is_empty(), "{action:?}");
        }
    }
}
