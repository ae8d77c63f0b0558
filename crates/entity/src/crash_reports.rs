//! A client crash report. `error` and `data` are JSON objects stored as text.

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
    #[sea_orm(column_type = "String(StringLen::N(24))", nullable)]
    pub user_id: Option<Id>,
    /// JSON: name, message, stack, cause, code, statusCode.
    #[sea_orm(column_type = "Text")]
    pub error: String,
    /// JSON: componentName, location, browser, user, userDescription.
    #[sea_orm(column_type = "Text")]
    pub data: String,
    #[sea_orm(column_type = "Text", nullable)]
    pub user_description: Option<String>,
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
        on_delete = "SetNull"
    )]
    Users,
}

impl Related<super::users::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Users.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
