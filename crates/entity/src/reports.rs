//! A member's report of a post or a comment (exactly one of `post_id` / `comment_id`).
//!
//! `reason`: Bullying | Sensitive | Violence | NSFW | Fraud | False | Other.
//! `status`: delivered (shown as 'outstanding') | flagged | completed (shown as 'complete').
//! `reporter_id` is NULL once the reporter deleted their account ("Deleted user").

use common::Id;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "reports")]
pub struct Model {
    #[sea_orm(
        primary_key,
        auto_increment = false,
        column_type = "String(StringLen::N(24))"
    )]
    pub id: Id,
    #[sea_orm(column_type = "String(StringLen::N(24))", nullable)]
    pub reporter_id: Option<Id>,
    #[sea_orm(column_type = "String(StringLen::N(24))", nullable)]
    pub post_id: Option<Id>,
    #[sea_orm(column_type = "String(StringLen::N(24))", nullable)]
    pub comment_id: Option<Id>,
    #[sea_orm(column_type = "Text")]
    pub reason: String,
    #[sea_orm(column_type = "Text", nullable)]
    pub explanation: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub status: String,
    /// This report quarantined its item when filed (a trusted reporter, a visible item).
    pub hid_item: bool,
    /// What the item said when it was reported: the Moderation Queue shows it even after its
    /// author edits or deletes the item.
    #[sea_orm(column_type = "Text", nullable)]
    pub reported_text: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::users::Entity",
        from = "Column::ReporterId",
        to = "super::users::Column::Id",
        on_update = "NoAction",
        on_delete = "SetNull"
    )]
    Users,
    #[sea_orm(
        belongs_to = "super::posts::Entity",
        from = "Column::PostId",
        to = "super::posts::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Posts,
    #[sea_orm(
        belongs_to = "super::comments::Entity",
        from = "Column::CommentId",
        to = "super::comments::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Comments,
}

impl Related<super::users::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Users.def()
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

impl ActiveModelBehavior for ActiveModel {}
