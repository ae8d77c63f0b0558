//! Crash reports get one column per thing the back office shows and searches (the first
//! schema kept the error and its context as JSON text, which a table cannot search or show
//! without parsing every row). Nothing ever wrote to the old table, so it is replaced.
//!
//! A report names a member only once she describes it, and goes with her account
//! (`ON DELETE CASCADE`): her words about a crash are hers. The table pages by
//! `(created_at, id)` like every admin table.
//!
//! Also: the members' Second Opinions page lists featured ones first, then newest, through
//! an index in that order.

use sea_orm_migration::{prelude::*, schema::*};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000001_rebuild_crash_reports"
    }
}

const ID_LEN: u32 = 24;

#[derive(DeriveIden, Clone, Copy)]
enum CrashReports {
    Table,
    Id,
    UserId,
    Error,
    Data,
    UserDescription,
    ErrorName,
    Message,
    Stack,
    Cause,
    Code,
    StatusCode,
    ComponentName,
    Location,
    Browser,
    Description,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum Users {
    Table,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum Resources {
    Table,
    Featured,
    CreatedAt,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(
                Table::drop()
                    .table(CrashReports::Table)
                    .if_exists()
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(CrashReports::Table)
                    .col(string_len(CrashReports::Id, ID_LEN).primary_key())
                    .col(string_len_null(CrashReports::UserId, ID_LEN))
                    .col(text(CrashReports::ErrorName))
                    .col(text(CrashReports::Message))
                    .col(text_null(CrashReports::Stack))
                    .col(text_null(CrashReports::Cause))
                    .col(text_null(CrashReports::Code))
                    .col(integer_null(CrashReports::StatusCode))
                    .col(text_null(CrashReports::ComponentName))
                    .col(text_null(CrashReports::Location))
                    .col(text_null(CrashReports::Browser))
                    .col(text_null(CrashReports::Description))
                    .col(timestamp_with_time_zone(CrashReports::CreatedAt))
                    .col(timestamp_with_time_zone(CrashReports::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_crash_reports_user_id")
                            .from(CrashReports::Table, CrashReports::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        for (name, columns) in [
            (
                "idx_crash_reports_created_at_id",
                [CrashReports::CreatedAt, CrashReports::Id],
            ),
            // Account erasure finds her reports; describing one checks its owner.
            (
                "idx_crash_reports_user_id",
                [CrashReports::UserId, CrashReports::Id],
            ),
        ] {
            let [first, second] = columns;
            manager
                .create_index(
                    Index::create()
                        .name(name)
                        .table(CrashReports::Table)
                        .col(first)
                        .col(second)
                        .to_owned(),
                )
                .await?;
        }
        manager
            .create_index(
                Index::create()
                    .name("idx_resources_featured_created_at_id")
                    .table(Resources::Table)
                    .col(Resources::Featured)
                    .col(Resources::CreatedAt)
                    .col(Resources::Id)
                    .if_not_exists()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .name("idx_resources_featured_created_at_id")
                    .table(Resources::Table)
                    .if_exists()
                    .to_owned(),
            )
            .await?;
        manager
            .drop_table(
                Table::drop()
                    .table(CrashReports::Table)
                    .if_exists()
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(CrashReports::Table)
                    .col(string_len(CrashReports::Id, ID_LEN).primary_key())
                    .col(string_len_null(CrashReports::UserId, ID_LEN))
                    .col(text(CrashReports::Error))
                    .col(text(CrashReports::Data))
                    .col(text_null(CrashReports::UserDescription))
                    .col(timestamp_with_time_zone(CrashReports::CreatedAt))
                    .col(timestamp_with_time_zone(CrashReports::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_crash_reports_user_id")
                            .from(CrashReports::Table, CrashReports::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::SetNull)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_crash_reports_created_at")
                    .table(CrashReports::Table)
                    .col(CrashReports::CreatedAt)
                    .to_owned(),
            )
            .await
    }
}
