//! An object in storage. `id` is the object id clients see.
//!
//! `visibility` is `private` | `members` | `public`; `state` is `pending` (uploaded maybe, never
//! served) | `ready` (checked and stripped of metadata, readable as `visibility` says).

use common::Id;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "files")]
pub struct Model {
    #[sea_orm(
        primary_key,
        auto_increment = false,
        column_type = "String(StringLen::N(24))"
    )]
    pub id: Id,
    #[sea_orm(column_type = "String(StringLen::N(24))", nullable)]
    pub owner_id: Option<Id>,
    #[sea_orm(column_type = "Text", unique)]
    pub storage_key: String,
    #[sea_orm(column_type = "Text")]
    pub content_type: String,
    pub size: i64,
    #[sea_orm(column_type = "Text")]
    pub visibility: String,
    #[sea_orm(column_type = "Text")]
    pub state: String,
    /// When a post, a profile or a Second Opinion first used it; unattached files go within
    /// the hour.
    pub attached_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    /// The resized copies made once it was attached (JSON, `storage::service::variants`); null
    /// until then, and for files uploaded before variants existed.
    #[sea_orm(column_type = "Text", nullable)]
    pub variants: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::users::Entity",
        from = "Column::OwnerId",
        to = "super::users::Column::Id",
        on_update = "NoAction",
        on_delete = "SetNull"
    )]
    Users,
    #[sea_orm(has_many = "super::post_images::Entity")]
    PostImages,
    #[sea_orm(has_many = "super::resources::Entity")]
    Resources,
}

impl Related<super::users::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Users.def()
    }
}

impl Related<super::post_images::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::PostImages.def()
    }
}

impl Related<super::resources::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Resources.def()
    }
}

/// Posts showing the file, through `post_images`.
impl Related<super::posts::Entity> for Entity {
    fn to() -> RelationDef {
        super::post_images::Relation::Posts.def()
    }

    fn via() -> Option<RelationDef> {
        Some(super::post_images::Relation::Files.def().rev())
    }
}

impl ActiveModelBehavior for ActiveModel {}
