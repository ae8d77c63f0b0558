//! A forum topic. Titles are unique (and that index serves the alphabetical listing).

use common::Id;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "topics")]
pub struct Model {
    #[sea_orm(
        primary_key,
        auto_increment = false,
        column_type = "String(StringLen::N(24))"
    )]
    pub id: Id,
    #[sea_orm(column_type = "Text", unique)]
    pub title: String,
    #[sea_orm(column_type = "Text", nullable)]
    pub description: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(has_many = "super::user_topics::Entity")]
    UserTopics,
    #[sea_orm(has_many = "super::post_topics::Entity")]
    PostTopics,
    #[sea_orm(has_many = "super::resource_topics::Entity")]
    ResourceTopics,
}

impl Related<super::user_topics::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::UserTopics.def()
    }
}

impl Related<super::post_topics::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::PostTopics.def()
    }
}

impl Related<super::resource_topics::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::ResourceTopics.def()
    }
}

/// Members interested in the topic, through `user_topics`.
impl Related<super::users::Entity> for Entity {
    fn to() -> RelationDef {
        super::user_topics::Relation::Users.def()
    }

    fn via() -> Option<RelationDef> {
        Some(super::user_topics::Relation::Topics.def().rev())
    }
}

/// Posts tagged with the topic, through `post_topics`.
impl Related<super::posts::Entity> for Entity {
    fn to() -> RelationDef {
        super::post_topics::Relation::Posts.def()
    }

    fn via() -> Option<RelationDef> {
        Some(super::post_topics::Relation::Topics.def().rev())
    }
}

/// Second Opinions tagged with the topic, through `resource_topics`.
impl Related<super::resources::Entity> for Entity {
    fn to() -> RelationDef {
        super::resource_topics::Relation::Resources.def()
    }

    fn via() -> Option<RelationDef> {
        Some(super::resource_topics::Relation::Topics.def().rev())
    }
}

impl ActiveModelBehavior for ActiveModel {}
