//! The scheduler's claim rows, shared rate-limit counters, and the indexes that cleanups and
//! the keyset-paged admin user list read by.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{
    integer, string, timestamp_with_time_zone, timestamp_with_time_zone_null,
};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261123_000001_add_jobs_rate_limits_cleanup_indexes"
    }
}

#[derive(DeriveIden)]
enum ScheduledJobs {
    Table,
    Name,
    NextRunAt,
    LastRunAt,
    Runs,
}

#[derive(DeriveIden, Clone, Copy)]
enum RateLimits {
    Table,
    Key,
    Hits,
    ResetsAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum Users {
    Table,
    CreatedAt,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum Sessions {
    Table,
    ExpiresAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum RetiredRefreshTokens {
    Table,
    RetiredAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum PasswordResets {
    Table,
    ExpiresAt,
}

fn index<T: IntoIden, C: IntoIden + Copy>(
    name: &str,
    table: T,
    cols: &[C],
) -> IndexCreateStatement {
    let mut stmt = Index::create();
    stmt.name(name).table(table).if_not_exists();
    for col in cols {
        stmt.col(*col);
    }
    stmt
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ScheduledJobs::Table)
                    .if_not_exists()
                    .col(string(ScheduledJobs::Name).primary_key())
                    .col(timestamp_with_time_zone(ScheduledJobs::NextRunAt))
                    .col(timestamp_with_time_zone_null(ScheduledJobs::LastRunAt))
                    .col(integer(ScheduledJobs::Runs).default(0))
                    .to_owned(),
            )
            .await?;
        // Used by PostgreSQL deployments only; the embedded default counts in memory.
        manager
            .create_table(
                Table::create()
                    .table(RateLimits::Table)
                    .if_not_exists()
                    .col(string(RateLimits::Key).primary_key())
                    .col(integer(RateLimits::Hits))
                    .col(timestamp_with_time_zone(RateLimits::ResetsAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(
                "idx_rate_limits_resets_at",
                RateLimits::Table,
                &[RateLimits::ResetsAt],
            ))
            .await?;
        // Admin tables page by (created_at, id).
        manager
            .drop_index(
                Index::drop()
                    .name("idx_users_created_at")
                    .table(Users::Table)
                    .if_exists()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(
                "idx_users_created_at_id",
                Users::Table,
                &[Users::CreatedAt, Users::Id],
            ))
            .await?;
        // Cleanups delete by age.
        manager
            .create_index(index(
                "idx_sessions_expires_at",
                Sessions::Table,
                &[Sessions::ExpiresAt],
            ))
            .await?;
        manager
            .create_index(index(
                "idx_retired_refresh_tokens_retired_at",
                RetiredRefreshTokens::Table,
                &[RetiredRefreshTokens::RetiredAt],
            ))
            .await?;
        manager
            .create_index(index(
                "idx_password_resets_expires_at",
                PasswordResets::Table,
                &[PasswordResets::ExpiresAt],
            ))
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, table) in [
            (
                "idx_password_resets_expires_at",
                PasswordResets::Table.into_iden(),
            ),
            (
                "idx_retired_refresh_tokens_retired_at",
                RetiredRefreshTokens::Table.into_iden(),
            ),
            ("idx_sessions_expires_at", Sessions::Table.into_iden()),
            ("idx_users_created_at_id", Users::Table.into_iden()),
        ] {
            manager
                .drop_index(Index::drop().name(name).table(table).if_exists().to_owned())
                .await?;
        }
        manager
            .create_index(index(
                "idx_users_created_at",
                Users::Table,
                &[Users::CreatedAt],
            ))
            .await?;
        for table in [
            RateLimits::Table.into_iden(),
            ScheduledJobs::Table.into_iden(),
        ] {
            manager
                .drop_table(Table::drop().table(table).if_exists().to_owned())
                .await?;
        }
        Ok(())
    }
}
