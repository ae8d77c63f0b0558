//! A member's reaction to a comment, unique per (comment, owner, reaction type).
//!
//! `comment_id` is nullable: the legacy two-step write creates the reaction unattached first.

use common::Id;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "comment_reactions")]
pub struct Model {
    #[sea_orm(
        primary_key,
        auto_increment = false,
        column_type = "String(StringLen::N(24))"
    )]
    pub id: Id,
    #[sea_orm(column_type = "String(StringLen::N(24))", nullable)]
    pub comment_id: Option<Id>,
    #[sea_orm(column_type = "String(StringLen::N(24))")]
    pub owner_id: Id,
    #[sea_orm(column_type = "String(StringLen::N(24))")]
    pub reaction_type_id: Id,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::comments::Entity",
        from = "Column::CommentId",
        to = "super::comments::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Comments,
    #[sea_orm(
        belongs_to = "super::users::Entity",
        from = "Column::OwnerId",
        to = "super::users::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Users,
    #[sea_orm(
        belongs_to = "super::reaction_types::Entity",
        from = "Column::ReactionTypeId",
        to = "super::reaction_types::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    ReactionTypes,
}

impl Related<super::comments::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Comments.def()
    }
}

impl Related<super::users::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Users.def()
    }
}

impl Related<super::reaction_types::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::ReactionTypes.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
