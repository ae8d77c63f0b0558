//! The posts a member follows (issue 36): she is told of new comments on them. A row with
//! `following = false` is an explicit unfollow, kept so that commenting again does not
//! re-follow. Her own posts and those she comments on are followed by default.

use common::Id;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "post_follows")]
pub struct Model {
    #[sea_orm(
        primary_key,
        auto_increment = false,
        column_type = "String(StringLen::N(24))"
    )]
    pub user_id: Id,
    #[sea_orm(
        primary_key,
        auto_increment = false,
        column_type = "String(StringLen::N(24))"
    )]
    pub post_id: Id,
    pub following: bool,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::users::Entity",
        from = "Column::UserId",
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
}

impl ActiveModelBehavior for ActiveModel {}
