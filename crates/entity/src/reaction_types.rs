//! A reaction members can give (seeded), e.g. 'Me Too'. Listed by `position`.

use common::Id;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "reaction_types")]
pub struct Model {
    #[sea_orm(
        primary_key,
        auto_increment = false,
        column_type = "String(StringLen::N(24))"
    )]
    pub id: Id,
    #[sea_orm(column_type = "Text", unique)]
    pub name: String,
    #[sea_orm(column_type = "Text")]
    pub emoji: String,
    #[sea_orm(column_type = "Text")]
    pub description: String,
    #[sea_orm(unique)]
    pub position: i32,
    /// Out of the legend: members can no longer give it; reactions already given stay.
    pub hidden: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(has_many = "super::post_reactions::Entity")]
    PostReactions,
    #[sea_orm(has_many = "super::comment_reactions::Entity")]
    CommentReactions,
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

impl ActiveModelBehavior for ActiveModel {}
