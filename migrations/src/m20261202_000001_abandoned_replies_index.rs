//! Issue 21: the hourly cleanup looks for replies that were never attached to their parent
//! (`is_reply` with no `parent_id`). It runs in a job's write transaction, and without an index
//! of its own it walked the date index over every comment: 5 s at a million posts on SQLite,
//! where it was stopped at the statement timeout after holding the write lock all that time,
//! so a member's comment beside it waited and answered "busy". Abandoned replies are rare, so
//! a partial index holds only them: nearly empty, and nothing to maintain for other comments.

use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261202_000001_abandoned_replies_index"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // The same SQL on both databases; the search names its conditions the same way
        // (`forum::service::comments::remove_unattached_replies`), as a partial index needs.
        manager
            .get_connection()
            .execute_unprepared(
                "CREATE INDEX IF NOT EXISTS idx_comments_abandoned_replies ON comments (created_at) \
                 WHERE is_reply AND parent_id IS NULL",
            )
            .await
            .map(|_| ())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .get_connection()
            .execute_unprepared("DROP INDEX IF EXISTS idx_comments_abandoned_replies")
            .await
            .map(|_| ())
    }
}
