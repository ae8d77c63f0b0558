//! A member account. `email` is stored lower-cased.

use common::Id;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "users")]
pub struct Model {
    #[sea_orm(
        primary_key,
        auto_increment = false,
        column_type = "String(StringLen::N(24))"
    )]
    pub id: Id,
    #[sea_orm(column_type = "Text", unique)]
    pub username: String,
    #[sea_orm(column_type = "Text", unique)]
    pub email: String,
    #[sea_orm(column_type = "Text")]
    pub password_hash: String,
    /// Hex colour without `#`, default `f7a521`.
    #[sea_orm(column_type = "Text")]
    pub profile_colour: String,
    /// An uploaded file id or a data URL.
    #[sea_orm(column_type = "Text", nullable)]
    pub profile_image: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub ethnicity: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub age_range: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub sex_assigned_at_birth: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub gender: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub location_city: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub location_state: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub location_country: Option<String>,
    pub onboarding_complete: bool,
    /// Happy to be contacted for research.
    pub contact: bool,
    pub tos: bool,
    pub is_admin: bool,
    pub last_login_at: Option<DateTimeUtc>,
    /// When an admin last gave her back the power to hide content by reporting it; only
    /// report decisions after it count against her.
    pub report_trust_restored_at: Option<DateTimeUtc>,
    /// Until when an admin suspended her: she may read, not write.
    pub suspended_until: Option<DateTimeUtc>,
    /// Since when her new posts and comments are quarantined as they are written.
    pub shadow_banned_at: Option<DateTimeUtc>,
    /// Since when she may not sign in.
    pub banned_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(has_many = "super::user_topics::Entity")]
    UserTopics,
    #[sea_orm(has_many = "super::sessions::Entity")]
    Sessions,
    #[sea_orm(has_many = "super::password_resets::Entity")]
    PasswordResets,
    #[sea_orm(has_many = "super::files::Entity")]
    Files,
    #[sea_orm(has_many = "super::posts::Entity")]
    Posts,
    #[sea_orm(has_many = "super::comments::Entity")]
    Comments,
    #[sea_orm(has_many = "super::post_reactions::Entity")]
    PostReactions,
    #[sea_orm(has_many = "super::comment_reactions::Entity")]
    CommentReactions,
    #[sea_orm(has_many = "super::reports::Entity")]
    Reports,
    #[sea_orm(has_many = "super::crash_reports::Entity")]
    CrashReports,
    #[sea_orm(has_many = "super::audit_log::Entity")]
    AuditLog,
}

impl Related<super::user_topics::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::UserTopics.def()
    }
}

impl Related<super::sessions::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Sessions.def()
    }
}

impl Related<super::password_resets::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::PasswordResets.def()
    }
}

impl Related<super::files::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Files.def()
    }
}

impl Related<super::posts::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Posts.def()
    }
}

impl Related<super::comments::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Comments.def()
    }
}

impl Related<super::post_reactions::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::PostReactions.def()
    }
}

impl Related<super::comment_reactions::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::CommentReactions.def()
    }
}

impl Related<super::reports::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Reports.def()
    }
}

impl Related<super::crash_reports::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::CrashReports.def()
    }
}

impl Related<super::audit_log::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::AuditLog.def()
    }
}

/// Topics of interest, through `user_topics`.
impl Related<super::topics::Entity> for Entity {
    fn to() -> RelationDef {
        super::user_topics::Relation::Topics.def()
    }

    fn via() -> Option<RelationDef> {
        Some(super::user_topics::Relation::Users.def().rev())
    }
}

impl ActiveModelBehavior for ActiveModel {}
