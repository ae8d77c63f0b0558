//! The audit log: who did what in the back office, and when (ARCHITECTURE §4a). It sits below
//! the domains (it knows only the data model), so any service writes its row itself. Every admin
//! action — and a member's report, which hides content at once — writes one row **in the
//! same transaction** as the change it records, so the log can never miss or invent one.
//! Rows name their target by id, with what it was called then (`target_label`: a post's
//! title, a username…) so the log still reads in words once it is gone; no post text, email
//! or explanation is copied here.

use common::{Id, Result, Viewer};
use entity::{
    audit_log, comments, post_reactions, posts, reaction_types, reports, resources, topics, users,
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect, Set,
};

/// What was done. The stored text is `target.verb`, e.g. `report.status`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    ReportCreate,
    ReportStatus,
    ReportQuarantine,
    ReportDelete,
    ReportUphold,
    ReportReject,
    ReportHide,
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
    ReactionHidden,
}

impl Action {
    pub const ALL: [Action; 34] = [
        Action::ReportCreate,
        Action::ReportStatus,
        Action::ReportQuarantine,
        Action::ReportDelete,
        Action::ReportUphold,
        Action::ReportReject,
        Action::ReportHide,
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
        Action::ReactionHidden,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Action::ReportCreate => "report.create",
            Action::ReportStatus => "report.status",
            Action::ReportQuarantine => "report.quarantine",
            Action::ReportDelete => "report.delete",
            Action::ReportUphold => "report.uphold",
            Action::ReportReject => "report.reject",
            Action::ReportHide => "report.hide",
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
            Action::ReactionHidden => "reaction.hidden",
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

/// Who did what an audit row records: an admin in the back office, or a member of the forum
/// filing a report (the Audit Log's Admins / Members filter).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActorKind {
    Admin,
    Member,
}

impl ActorKind {
    pub const ALL: [Self; 2] = [Self::Admin, Self::Member];

    /// A report is filed from the forum, by whoever files it; everything else is done in the
    /// back office, by an admin.
    pub fn of(action: &str) -> Self {
        if action == Action::ReportCreate.as_str() {
            Self::Member
        } else {
            Self::Admin
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Admin => "admin",
            Self::Member => "member",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.as_str() == value)
    }
}

/// Writes one audit row for `viewer` doing `action` to `target_id`, labelled with what the
/// target is called now. Pass the transaction that makes the change. `detail` is a short,
/// non-personal note such as `completed` or `true`. A deletion takes the label before the
/// row goes ([`label`]) and writes with [`record_labelled`].
pub async fn record(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    action: Action,
    target_id: &Id,
    detail: Option<String>,
) -> Result<()> {
    let label = label(db, action, target_id).await?;
    record_labelled(db, viewer, action, target_id, detail, label).await
}

/// What the target of `action` is called now, for its audit row: a post's title (also for a
/// comment, a report or a reaction on it: the post it is about), a member's username, a
/// topic's or Second Opinion's title, a reaction type's name. None when it is gone or has no
/// name (a post without a title).
pub async fn label(
    db: &impl ConnectionTrait,
    action: Action,
    target_id: &Id,
) -> Result<Option<String>> {
    let id = target_id.clone();
    let post_title = |post_id: Id| async move {
        let title: Option<String> = posts::Entity::find_by_id(post_id)
            .select_only()
            .column(posts::Column::Title)
            .into_tuple()
            .one(db)
            .await?;
        Ok::<_, common::AppError>(title)
    };
    let label: Option<String> = match action.target_type() {
        "post" => post_title(id).await?,
        "comment" => {
            let post: Option<Id> = comments::Entity::find_by_id(id)
                .select_only()
                .column(comments::Column::PostId)
                .into_tuple()
                .one(db)
                .await?;
            match post {
                Some(post) => post_title(post).await?,
                None => None,
            }
        }
        "report" => {
            let item: Option<(Option<Id>, Option<Id>)> = reports::Entity::find_by_id(id)
                .select_only()
                .columns([reports::Column::PostId, reports::Column::CommentId])
                .into_tuple()
                .one(db)
                .await?;
            let post = match item {
                Some((Some(post), _)) => Some(post),
                Some((None, Some(comment))) => {
                    comments::Entity::find_by_id(comment)
                        .select_only()
                        .column(comments::Column::PostId)
                        .into_tuple()
                        .one(db)
                        .await?
                }
                _ => None,
            };
            match post {
                Some(post) => post_title(post).await?,
                None => None,
            }
        }
        "post_reaction" => {
            let post: Option<Option<Id>> = post_reactions::Entity::find_by_id(id)
                .select_only()
                .column(post_reactions::Column::PostId)
                .into_tuple()
                .one(db)
                .await?;
            match post.flatten() {
                Some(post) => post_title(post).await?,
                None => None,
            }
        }
        "user" => {
            users::Entity::find_by_id(id)
                .select_only()
                .column(users::Column::Username)
                .into_tuple()
                .one(db)
                .await?
        }
        "topic" => {
            topics::Entity::find_by_id(id)
                .select_only()
                .column(topics::Column::Title)
                .into_tuple()
                .one(db)
                .await?
        }
        "resource" => {
            resources::Entity::find_by_id(id)
                .select_only()
                .column(resources::Column::Title)
                .into_tuple()
                .one(db)
                .await?
        }
        "reaction" => {
            reaction_types::Entity::find_by_id(id)
                .select_only()
                .column(reaction_types::Column::Name)
                .into_tuple()
                .one(db)
                .await?
        }
        _ => None,
    };
    Ok(label.filter(|l| !l.trim().is_empty()))
}

/// [`record`] with the label taken before the change (a deletion's).
pub async fn record_labelled(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    action: Action,
    target_id: &Id,
    detail: Option<String>,
    label: Option<String>,
) -> Result<()> {
    let actor = viewer.require_member()?;
    audit_log::ActiveModel {
        id: Set(Id::generate()),
        actor_id: Set(Some(actor.user_id.clone())),
        actor_kind: Set(ActorKind::of(action.as_str()).as_str().to_owned()),
        action: Set(action.as_str().to_owned()),
        target_type: Set(action.target_type().to_owned()),
        target_id: Set(target_id.to_string()),
        detail: Set(detail),
        target_label: Set(label),
        created_at: Set(viewer.now()),
    }
    .insert(db)
    .await?;
    Ok(())
}

/// Her account's erasure takes her name and her posts' titles out of the audit log: the rows
/// stay (what admins did), the words that were hers go.
pub async fn forget_labels_of(db: &impl ConnectionTrait, user_id: &Id) -> Result<()> {
    let her_titles = sea_orm::sea_query::Query::select()
        .column(posts::Column::Title)
        .from(posts::Entity)
        .and_where(posts::Column::OwnerId.eq(user_id.clone()))
        .and_where(posts::Column::Title.ne(""))
        .to_owned();
    audit_log::Entity::update_many()
        .col_expr(
            audit_log::Column::TargetLabel,
            sea_orm::sea_query::Expr::value(Option::<String>::None),
        )
        .filter(
            sea_orm::Condition::any()
                .add(audit_log::Column::TargetId.eq(user_id.to_string()))
                .add(audit_log::Column::TargetLabel.in_subquery(her_titles)),
        )
        .exec(db)
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
