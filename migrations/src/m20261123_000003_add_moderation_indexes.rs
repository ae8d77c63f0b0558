//! What the back office's tables read by. Each table pages by `(created_at, id)`, so the
//! indexes behind its default order and its filters end in both: a filtered page is one
//! walk down the index, newest first, stopping after the page, with no sort of the rows
//! that tie on `created_at`.

use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261123_000003_add_moderation_indexes"
    }
}

#[derive(DeriveIden, Clone, Copy)]
enum Posts {
    Table,
    IsShadowBanned,
    CreatedAt,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum Reports {
    Table,
    Status,
    CreatedAt,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum AuditLog {
    Table,
    Action,
    CreatedAt,
    Id,
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

async fn drop_index<T: IntoIden>(
    manager: &SchemaManager<'_>,
    name: &str,
    table: T,
) -> Result<(), DbErr> {
    manager
        .drop_index(Index::drop().name(name).table(table).if_exists().to_owned())
        .await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // Post Management filtered by Shadow Banned.
        drop_index(
            manager,
            "idx_posts_is_shadow_banned_created_at",
            Posts::Table,
        )
        .await?;
        manager
            .create_index(index(
                "idx_posts_is_shadow_banned_created_at_id",
                Posts::Table,
                &[Posts::IsShadowBanned, Posts::CreatedAt, Posts::Id],
            ))
            .await?;
        // The Moderation Queue, all statuses or one.
        drop_index(manager, "idx_reports_created_at", Reports::Table).await?;
        manager
            .create_index(index(
                "idx_reports_created_at_id",
                Reports::Table,
                &[Reports::CreatedAt, Reports::Id],
            ))
            .await?;
        drop_index(manager, "idx_reports_status_created_at", Reports::Table).await?;
        manager
            .create_index(index(
                "idx_reports_status_created_at_id",
                Reports::Table,
                &[Reports::Status, Reports::CreatedAt, Reports::Id],
            ))
            .await?;
        // The audit log, all actions or one.
        drop_index(manager, "idx_audit_log_created_at", AuditLog::Table).await?;
        manager
            .create_index(index(
                "idx_audit_log_created_at_id",
                AuditLog::Table,
                &[AuditLog::CreatedAt, AuditLog::Id],
            ))
            .await?;
        manager
            .create_index(index(
                "idx_audit_log_action_created_at_id",
                AuditLog::Table,
                &[AuditLog::Action, AuditLog::CreatedAt, AuditLog::Id],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_index(
            manager,
            "idx_audit_log_action_created_at_id",
            AuditLog::Table,
        )
        .await?;
        drop_index(manager, "idx_audit_log_created_at_id", AuditLog::Table).await?;
        manager
            .create_index(index(
                "idx_audit_log_created_at",
                AuditLog::Table,
                &[AuditLog::CreatedAt],
            ))
            .await?;
        drop_index(manager, "idx_reports_status_created_at_id", Reports::Table).await?;
        manager
            .create_index(index(
                "idx_reports_status_created_at",
                Reports::Table,
                &[Reports::Status, Reports::CreatedAt],
            ))
            .await?;
        drop_index(manager, "idx_reports_created_at_id", Reports::Table).await?;
        manager
            .create_index(index(
                "idx_reports_created_at",
                Reports::Table,
                &[Reports::CreatedAt],
            ))
            .await?;
        drop_index(
            manager,
            "idx_posts_is_shadow_banned_created_at_id",
            Posts::Table,
        )
        .await?;
        manager
            .create_index(index(
                "idx_posts_is_shadow_banned_created_at",
                Posts::Table,
                &[Posts::IsShadowBanned, Posts::CreatedAt],
            ))
            .await
    }
}
