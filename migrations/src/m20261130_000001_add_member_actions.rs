//! Issue 22, members as people: an admin acts on a member, not only on one post.
//!
//! - `users.suspended_until`: until when she may read but not write (null: not suspended).
//! - `users.shadow_banned_at`: since when her new posts and comments are quarantined as they
//!   are written (null: not shadow-banned).
//! - `users.banned_at`: since when she may not sign in (null: not banned).
//! - `banned_emails`: the SHA-256 of each banned member's normalised email, never the
//!   address, so that registering again with it is refused even after her account is erased.
//! - `audit_log(target_id, created_at, id)`: the member page's audit trail of one account.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261130_000001_add_member_actions"
    }
}

#[derive(DeriveIden, Clone, Copy)]
enum Users {
    Table,
    SuspendedUntil,
    ShadowBannedAt,
    BannedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum AuditLog {
    Table,
    TargetId,
    CreatedAt,
    Id,
}

const AUDIT_INDEX: &str = "idx_audit_log_target_id_created_at_id";

#[derive(DeriveIden, Clone, Copy)]
enum BannedEmails {
    Table,
    EmailHash,
    CreatedAt,
}

const COLUMNS: [Users; 3] = [
    Users::SuspendedUntil,
    Users::ShadowBannedAt,
    Users::BannedAt,
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters one thing at a time.
        for column in COLUMNS {
            manager
                .alter_table(
                    Table::alter()
                        .table(Users::Table)
                        .add_column_if_not_exists(timestamp_with_time_zone_null(column))
                        .to_owned(),
                )
                .await?;
        }
        manager
            .create_table(
                Table::create()
                    .table(BannedEmails::Table)
                    .if_not_exists()
                    .col(string_len(BannedEmails::EmailHash, 64).primary_key())
                    .col(timestamp_with_time_zone(BannedEmails::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(AUDIT_INDEX)
                    .table(AuditLog::Table)
                    .col(AuditLog::TargetId)
                    .col(AuditLog::CreatedAt)
                    .col(AuditLog::Id)
                    .if_not_exists()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .name(AUDIT_INDEX)
                    .table(AuditLog::Table)
                    .if_exists()
                    .to_owned(),
            )
            .await?;
        manager
            .drop_table(
                Table::drop()
                    .table(BannedEmails::Table)
                    .if_exists()
                    .to_owned(),
            )
            .await?;
        for column in COLUMNS {
            manager
                .alter_table(
                    Table::alter()
                        .table(Users::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}
