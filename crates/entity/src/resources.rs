//! A Second Opinion (resource): blog content with an optional cover image and link.

use common::Id;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "resources")]
pub struct Model {
    #[sea_orm(
        primary_key,
        auto_increment = false,
        column_type = "String(StringLen::N(24))"
    )]
    pub id: Id,
    #[sea_orm(column_type = "Text")]
    pub title: String,
    #[sea_orm(column_type = "Text")]
    pub text: String,
    /// The cover image (`s3ObjectId` in the legacy API).
    #[sea_orm(column_type = "String(StringLen::N(24))", nullable)]
    pub cover_file_id: Option<Id>,
    #[sea_orm(column_type = "Text", nullable)]
    pub link: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub link_title: Option<String>,
    pub featured: bool,
    #[sea_orm(column_type = "Text", nullable)]
    pub author: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::files::Entity",
        from = "Column::CoverFileId",
        to = "super::files::Column::Id",
        on_update = "NoAction",
        on_delete = "SetNull"
    )]
    Files,
    #[sea_orm(has_many = "super::resource_topics::Entity")]
    ResourceTopics,
}

impl Related<super::files::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Files.def()
    }
}

impl Related<super::resource_topics::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::ResourceTopics.def()
    }
}

/// The resource's topics, through `resource_topics`.
impl Related<super::topics::Entity> for Entity {
    fn to() -> RelationDef {
        super::resource_topics::Relation::Topics.def()
    }

    fn via() -> Option<RelationDef> {
        Some(super::resource_topics::Relation::Resources.def().rev())
    }
}

impl ActiveModelBehavior for ActiveModel {}
