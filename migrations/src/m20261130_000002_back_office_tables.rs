//! Issue 22, the back office a moderation team can run:
//! - The Moderation Queue's search looks in the reported comment's text too, and the Audit
//!   Log's in the kept labels, so on PostgreSQL `comments.text` and `audit_log.target_label`
//!   get the trigram index every other searched column has (m20261124_000002); the gateway's
//!   `search_indexes` test checks they are used.
//! - An audit row keeps what its item was called when the admin acted (`target_label`: a
//!   post's or topic's or Second Opinion's title, a member's username, a reaction's name), so
//!   the Audit Log reads in words after the item is gone. Never post text, emails or
//!   explanations. Rows written before this change get the label of their item if it still
//!   exists.
//! - A reaction type can be hidden (`reaction_types.hidden`): out of the legend, no new
//!   reactions of it, those already given kept. A type in use can no longer be deleted.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261130_000002_back_office_tables"
    }
}

#[derive(DeriveIden, Clone, Copy)]
enum AuditLog {
    Table,
    TargetLabel,
}

#[derive(DeriveIden, Clone, Copy)]
enum ReactionTypes {
    Table,
    Hidden,
}

/// Each kind of target, and the statement that names it by id (`audit_log.target_id`).
const LABELS: &[(&str, &str)] = &[
    (
        "post",
        "SELECT NULLIF(title, '') FROM posts WHERE posts.id = audit_log.target_id",
    ),
    (
        "user",
        "SELECT NULLIF(username, '') FROM users WHERE users.id = audit_log.target_id",
    ),
    (
        "topic",
        "SELECT title FROM topics WHERE topics.id = audit_log.target_id",
    ),
    (
        "resource",
        "SELECT title FROM resources WHERE resources.id = audit_log.target_id",
    ),
    (
        "reaction",
        "SELECT name FROM reaction_types WHERE reaction_types.id = audit_log.target_id",
    ),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(ReactionTypes::Table)
                    .add_column_if_not_exists(boolean(ReactionTypes::Hidden).default(false))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(AuditLog::Table)
                    .add_column_if_not_exists(text_null(AuditLog::TargetLabel))
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        for (target_type, label) in LABELS {
            db.execute_unprepared(&format!(
                "UPDATE audit_log SET target_label = ({label}) WHERE target_type = '{target_type}'"
            ))
            .await?;
        }
        if manager.get_database_backend() == DatabaseBackend::Postgres {
            db.execute_unprepared(
                "DO $$ BEGIN
                   IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
                     CREATE INDEX IF NOT EXISTS idx_comments_text_trgm ON comments USING gin (lower(text) gin_trgm_ops);
                     CREATE INDEX IF NOT EXISTS idx_audit_log_target_label_trgm ON audit_log USING gin (lower(target_label) gin_trgm_ops);
                   END IF;
                 END $$",
            )
            .await?;
            db.execute_unprepared("ANALYZE comments, audit_log").await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() == DatabaseBackend::Postgres {
            manager
                .get_connection()
                .execute_unprepared(
                    "DROP INDEX IF EXISTS idx_comments_text_trgm; DROP INDEX IF EXISTS idx_audit_log_target_label_trgm",
                )
                .await?;
        }
        manager
            .alter_table(
                Table::alter()
                    .table(ReactionTypes::Table)
                    .drop_column(ReactionTypes::Hidden)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(AuditLog::Table)
                    .drop_column(AuditLog::TargetLabel)
                    .to_owned(),
            )
            .await
    }
}
