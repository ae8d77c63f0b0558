//! When a member last saw her feed's first page (issue 36), and when her previous visit last
//! saw it: the feed marks the posts newer than that. Kept on the server, not the device: a
//! phone may be shared.

use common::Id;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "feed_visits")]
pub struct Model {
    #[sea_orm(
        primary_key,
        auto_increment = false,
        column_type = "String(StringLen::N(24))"
    )]
    pub user_id: Id,
    pub seen_at: DateTimeUtc,
    pub previous_seen_at: Option<DateTimeUtc>,
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
}

impl ActiveModelBehavior for ActiveModel {}
