//! How many posts and comments the privacy check found something in, per day and detector
//! kind (`safety/privacy-detectors.json`). Counts only: the text is never kept.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "privacy_check_counts")]
pub struct Model {
    /// The UTC day, `YYYY-MM-DD`.
    #[sea_orm(
        primary_key,
        auto_increment = false,
        column_type = "String(StringLen::N(10))"
    )]
    pub day: String,
    /// A detector's kind, e.g. `PHONE`.
    #[sea_orm(
        primary_key,
        auto_increment = false,
        column_type = "String(StringLen::N(32))"
    )]
    pub kind: String,
    pub items: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
