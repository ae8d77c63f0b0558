//! A comment on a post, or a reply to a comment (`parent_id`).
//!
//! Deleting a comment that has replies, or deleting an account, turns comments into tombstones
//! (`owner_id` NULL, empty text, `deleted_at` set) so replies survive.

use common::Id;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "comments")]
pub struct Model {
    #[sea_orm(
        primary_key,
        auto_increment = false,
        column_type = "String(StringLen::N(24))"
    )]
    pub id: Id,
    #[sea_orm(column_type = "String(StringLen::N(24))")]
    pub post_id: Id,
    #[sea_orm(column_type = "String(StringLen::N(24))", nullable)]
    pub owner_id: Option<Id>,
    #[sea_orm(column_type = "String(StringLen::N(24))", nullable)]
    pub parent_id: Option<Id>,
    #[sea_orm(column_type = "Text")]
    pub text: String,
    pub is_reply: bool,
    pub is_shadow_banned: bool,
    pub deleted_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// When its author last edited it; None until then.
    pub edited_at: Option<DateTimeUtc>,
    /// The server found crisis language in it when it was written or last edited: shown to
    /// admins only.
    pub needs_care: bool,
    /// How many direct replies it has (tombstones and quarantined ones included), kept by
    /// triggers (migration `m20261210_000001_comment_reply_counts`), never written here.
    pub reply_count: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::posts::Entity",
        from = "Column::PostId",
        to = "super::posts::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Posts,
    #[sea_orm(
        belongs_to = "super::users::Entity",
        from = "Column::OwnerId",
        to = "super::users::Column::Id",
        on_update = "NoAction",
        on_delete = "SetNull"
    )]
    Users,
    /// The comment a reply answers.
    #[sea_orm(
        belongs_to = "Entity",
        from = "Column::ParentId",
        to = "Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Parent,
    #[sea_orm(has_many = "super::comment_reactions::Entity")]
    CommentReactions,
    #[sea_orm(has_many = "super::reports::Entity")]
    Reports,
}

impl Related<super::posts::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Posts.def()
    }
}

impl Related<super::users::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Users.def()
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

/// From a reply to the comment it answers: `reply.find_linked(comments::ToParent)`.
pub struct ToParent;

impl Linked for ToParent {
    type FromEntity = Entity;
    type ToEntity = Entity;

    fn link(&self) -> Vec<RelationDef> {
        vec![Relation::Parent.def()]
    }
}

/// From a comment to its replies: `comment.find_linked(comments::ToReplies)`.
pub struct ToReplies;

impl Linked for ToReplies {
    type FromEntity = Entity;
    type ToEntity = Entity;

    fn link(&self) -> Vec<RelationDef> {
        vec![Relation::Parent.def().rev()]
    }
}

impl ActiveModelBehavior for ActiveModel {}
