//! Issue 34: a crash report's description belongs to whoever filed it. `sender_key` binds the
//! report to the signed-in member who sent it (a hash of her id and the report's, never shown,
//! so the table does not list who sent what); null for a report sent signed out, which nobody
//! can describe afterwards.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261204_000001_add_crash_report_sender"
    }
}

#[derive(DeriveIden, Clone, Copy)]
enum CrashReports {
    Table,
    SenderKey,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(CrashReports::Table)
                    .add_column_if_not_exists(text_null(CrashReports::SenderKey))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(CrashReports::Table)
                    .drop_column(CrashReports::SenderKey)
                    .to_owned(),
            )
            .await
    }
}
