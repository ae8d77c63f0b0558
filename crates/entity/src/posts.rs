//! A Real Talk post. `links` is a JSON array of URLs stored as text; `comment_count` is
//! maintained by the server.

use common::Id;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "posts")]
pub struct Model {
    #[sea_orm(
        primary_key,
        auto_increment = false,
        column_type = "String(StringLen::N(24))"
    )]
    pub id: Id,
    #[sea_orm(column_type = "String(StringLen::N(24))")]
    pub owner_id: Id,
    #[sea_orm(column_type = "Text")]
    pub title: String,
    #[sea_orm(column_type = "Text")]
    pub text: String,
    /// JSON array of URLs, e.g. `[]`.
    #[sea_orm(column_type = "Text")]
    pub links: String,
    pub comment_count: i32,
    pub is_shadow_banned: bool,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// When its author last edited it; None until then.
    pub edited_at: Option<DateTimeUtc>,
    /// Set when its author deleted it while other members' comments remained: the row stays
    /// as a tombstone (no title, text, links, images or topics) so they can still be read.
    pub deleted_at: Option<DateTimeUtc>,
    /// The server found crisis language in it (`safety/crisis-phrases.json`) when it was
    /// written or last edited: shown to admins only.
    pub needs_care: bool,
    /// A short warning shown before the post (its author's or an admin's); None for none.
    #[sea_orm(column_type = "Text", nullable)]
    pub content_warning: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::users::Entity",
        from = "Column::OwnerId",
        to = "super::users::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Users,
    #[sea_orm(has_many = "super::post_topics::Entity")]
    PostTopics,
    #[sea_orm(has_many = "super::post_images::Entity")]
    PostImages,
    #[sea_orm(has_many = "super::comments::Entity")]
    Comments,
    #[sea_orm(has_many = "super::post_reactions::Entity")]
    PostReactions,
    #[sea_orm(has_many = "super::reports::Entity")]
    Reports,
}

impl Related<super::users::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Users.def()
    }
}

impl Related<super::post_topics::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::PostTopics.def()
    }
}

impl Related<super::post_images::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::PostImages.def()
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

impl Related<super::reports::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Reports.def()
    }
}

/// The post's topics, through `post_topics`.
impl Related<super::topics::Entity> for Entity {
    fn to() -> RelationDef {
        super::post_topics::Relation::Topics.def()
    }

    fn via() -> Option<RelationDef> {
        Some(super::post_topics::Relation::Posts.def().rev())
    }
}

/// The post's images, through `post_images` (order by `post_images.position`).
impl Related<super::files::Entity> for Entity {
    fn to() -> RelationDef {
        super::post_images::Relation::Files.def()
    }

    fn via() -> Option<RelationDef> {
        Some(super::post_images::Relation::Posts.def().rev())
    }
}

impl ActiveModelBehavior for ActiveModel {}
