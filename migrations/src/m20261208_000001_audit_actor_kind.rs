//! Issue 36: the Audit Log tells members' reports from admins' actions. `actor_kind` is
//! `member` for a report a member filed (`report.create`) and `admin` for everything an admin
//! did in the back office; the log filters on it (Admins / Members), newest first, through
//! `audit_log(actor_kind, created_at, id)`.

use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261208_000001_audit_actor_kind"
    }
}

#[derive(DeriveIden, Clone, Copy)]
enum AuditLog {
    Table,
    ActorKind,
    Action,
    CreatedAt,
    Id,
}

const INDEX: &str = "idx_audit_log_actor_kind_created_at_id";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(AuditLog::Table)
                    .add_column_if_not_exists(
                        ColumnDef::new(AuditLog::ActorKind)
                            .text()
                            .not_null()
                            .default("admin"),
                    )
                    .to_owned(),
            )
            .await?;
        // Every report filed so far was filed by a member of the forum.
        manager
            .exec_stmt(
                Query::update()
                    .table(AuditLog::Table)
                    .value(AuditLog::ActorKind, "member")
                    .and_where(Expr::col(AuditLog::Action).eq("report.create"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .if_not_exists()
                    .name(INDEX)
                    .table(AuditLog::Table)
                    .col(AuditLog::ActorKind)
                    .col(AuditLog::CreatedAt)
                    .col(AuditLog::Id)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .if_exists()
                    .name(INDEX)
                    .table(AuditLog::Table)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(AuditLog::Table)
                    .drop_column(AuditLog::ActorKind)
                    .to_owned(),
            )
            .await
    }
}
