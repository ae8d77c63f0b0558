//! A crash the app reported (spec §3 Crash report). It names a member only once she has
//! described it, and goes with her account.

use common::Id;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "crash_reports")]
pub struct Model {
    #[sea_orm(
        primary_key,
        auto_increment = false,
        column_type = "String(StringLen::N(24))"
    )]
    pub id: Id,
    /// The member who described it; none for an undescribed or anonymous report.
    #[sea_orm(column_type = "String(StringLen::N(24))", nullable)]
    pub user_id: Option<Id>,
    #[sea_orm(column_type = "Text")]
    pub error_name: String,
    #[sea_orm(column_type = "Text")]
    pub message: String,
    #[sea_orm(column_type = "Text", nullable)]
    pub stack: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub cause: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub code: Option<String>,
    pub status_code: Option<i32>,
    #[sea_orm(column_type = "Text", nullable)]
    pub component_name: Option<String>,
    /// A path only, never a query string.
    #[sea_orm(column_type = "Text", nullable)]
    pub location: Option<String>,
    /// Family and major version only, e.g. `Chrome 131`.
    #[sea_orm(column_type = "Text", nullable)]
    pub browser: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub description: Option<String>,
    /// Binds the report to the signed-in member who sent it (`moderation`'s hash of her id
    /// and the report's); null when sent signed out. Never shown.
    #[sea_orm(column_type = "Text", nullable)]
    pub sender_key: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
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

impl Related<super::users::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Users.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
