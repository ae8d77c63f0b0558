//! What happened to a member's posts and comments (issue 19). `kind` is one of
//! `forum::service::notifications::Kind`'s names. A reaction batch keeps `open_key` (its
//! item's id) while unread, so one row per item grows; `started_at` is when the batch began,
//! `created_at` when it last grew.

use common::Id;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "notifications")]
pub struct Model {
    #[sea_orm(
        primary_key,
        auto_increment = false,
        column_type = "String(StringLen::N(24))"
    )]
    pub id: Id,
    #[sea_orm(column_type = "String(StringLen::N(24))")]
    pub recipient_id: Id,
    #[sea_orm(column_type = "String(StringLen::N(32))")]
    pub kind: String,
    #[sea_orm(column_type = "String(StringLen::N(24))", nullable)]
    pub post_id: Option<Id>,
    #[sea_orm(column_type = "String(StringLen::N(24))", nullable)]
    pub comment_id: Option<Id>,
    pub actor_count: i32,
    #[sea_orm(column_type = "String(StringLen::N(24))", nullable)]
    pub open_key: Option<Id>,
    pub started_at: DateTimeUtc,
    pub created_at: DateTimeUtc,
    pub read_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::users::Entity",
        from = "Column::RecipientId",
        to = "super::users::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
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

impl ActiveModelBehavior for ActiveModel {}
