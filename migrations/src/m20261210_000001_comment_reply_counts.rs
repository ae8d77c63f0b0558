//! Issue 39: counts kept, not counted. A comment's "N replies" was counted with `GROUP BY
//! parent_id` over `comments` on every read of a thread; now each comment holds its number of
//! direct replies in `comments.reply_count`, kept by triggers in the transaction of the write
//! that changes it (a reply written, a reply deleted or cascaded away with its parent or post,
//! a legacy reply attached to its parent), as the reaction tallies are since
//! `m20261209_000001_reaction_tallies`. It counts every direct reply, tombstones and
//! quarantined ones included, exactly as the count it replaces did.
//!
//! The counts of the comments already written are set once, below (`forum recount` does the
//! same at any time).

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261210_000001_comment_reply_counts"
    }
}

const SET_COUNTS: &str = "
  UPDATE comments SET reply_count =
    (SELECT COUNT(*) FROM comments AS r WHERE r.parent_id = comments.id)
    WHERE EXISTS (SELECT 1 FROM comments AS r WHERE r.parent_id = comments.id);";

const SQLITE_UP: &str = "
  CREATE TRIGGER IF NOT EXISTS comment_reply_counts_insert
    AFTER INSERT ON comments WHEN new.parent_id IS NOT NULL BEGIN
    UPDATE comments SET reply_count = reply_count + 1 WHERE id = new.parent_id;
  END;
  CREATE TRIGGER IF NOT EXISTS comment_reply_counts_delete
    AFTER DELETE ON comments WHEN old.parent_id IS NOT NULL BEGIN
    UPDATE comments SET reply_count = reply_count - 1 WHERE id = old.parent_id;
  END;
  CREATE TRIGGER IF NOT EXISTS comment_reply_counts_update
    AFTER UPDATE OF parent_id ON comments WHEN old.parent_id IS NOT new.parent_id BEGIN
    UPDATE comments SET reply_count = reply_count - 1 WHERE id = old.parent_id;
    UPDATE comments SET reply_count = reply_count + 1 WHERE id = new.parent_id;
  END;";

const POSTGRES_UP: &str = "
  CREATE OR REPLACE FUNCTION comment_reply_count() RETURNS trigger AS $$
  BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.parent_id IS NOT NULL THEN
      UPDATE comments SET reply_count = reply_count - 1 WHERE id = OLD.parent_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.parent_id IS NOT NULL THEN
      UPDATE comments SET reply_count = reply_count + 1 WHERE id = NEW.parent_id;
    END IF;
    IF TG_OP = 'DELETE' THEN
      RETURN OLD;
    END IF;
    RETURN NEW;
  END $$ LANGUAGE plpgsql;
  DROP TRIGGER IF EXISTS comment_reply_count ON comments;
  CREATE TRIGGER comment_reply_count AFTER INSERT OR DELETE ON comments
    FOR EACH ROW EXECUTE FUNCTION comment_reply_count();
  DROP TRIGGER IF EXISTS comment_reply_count_update ON comments;
  CREATE TRIGGER comment_reply_count_update AFTER UPDATE OF parent_id ON comments
    FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id)
    EXECUTE FUNCTION comment_reply_count();";

#[derive(DeriveIden)]
enum Comments {
    Table,
    ReplyCount,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Comments::Table)
                    .add_column_if_not_exists(
                        ColumnDef::new(Comments::ReplyCount)
                            .integer()
                            .not_null()
                            .default(0),
                    )
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        db.execute_unprepared(SET_COUNTS).await?;
        match manager.get_database_backend() {
            DatabaseBackend::Postgres => db.execute_unprepared(POSTGRES_UP).await?,
            _ => db.execute_unprepared(SQLITE_UP).await?,
        };
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        match manager.get_database_backend() {
            DatabaseBackend::Postgres => {
                db.execute_unprepared(
                    "DROP TRIGGER IF EXISTS comment_reply_count ON comments;
                     DROP TRIGGER IF EXISTS comment_reply_count_update ON comments;
                     DROP FUNCTION IF EXISTS comment_reply_count();",
                )
                .await?
            }
            _ => {
                db.execute_unprepared(
                    "DROP TRIGGER IF EXISTS comment_reply_counts_insert;
                     DROP TRIGGER IF EXISTS comment_reply_counts_delete;
                     DROP TRIGGER IF EXISTS comment_reply_counts_update;",
                )
                .await?
            }
        };
        manager
            .alter_table(
                Table::alter()
                    .table(Comments::Table)
                    .drop_column(Comments::ReplyCount)
                    .to_owned(),
            )
            .await?;
        Ok(())
    }
}
