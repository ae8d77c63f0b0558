//! Issue 36: members search comments too. The same indexes as the posts' search (migrations
//! `m20261126_000001`, `m20261128_000001`): SQLite, an FTS5 table `comments_search` over the
//! comments' text (external content, kept by triggers, `unicode61` without diacritics), read in
//! rowid order, newest first; PostgreSQL, a stored `search_text` vector of every word and its
//! beginnings (`forum_search_prefixes`) with its GIN index, read beside the comments'
//! `created_at` index.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261207_000002_add_comment_search"
    }
}

const SQLITE_UP: &str = "
  CREATE VIRTUAL TABLE IF NOT EXISTS comments_search USING fts5(text, content='comments',
    content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');
  INSERT INTO comments_search(comments_search, rank) VALUES ('secure-delete', 1);
  CREATE TRIGGER IF NOT EXISTS comments_search_insert AFTER INSERT ON comments BEGIN
    INSERT INTO comments_search(rowid, text) VALUES (new.rowid, new.text);
  END;
  CREATE TRIGGER IF NOT EXISTS comments_search_delete AFTER DELETE ON comments BEGIN
    INSERT INTO comments_search(comments_search, rowid, text) VALUES ('delete', old.rowid, old.text);
  END;
  CREATE TRIGGER IF NOT EXISTS comments_search_update AFTER UPDATE OF text ON comments BEGIN
    INSERT INTO comments_search(comments_search, rowid, text) VALUES ('delete', old.rowid, old.text);
    INSERT INTO comments_search(rowid, text) VALUES (new.rowid, new.text);
  END;
  INSERT INTO comments_search(comments_search) VALUES ('rebuild');";

const POSTGRES_UP: &str = "
  ALTER TABLE comments ADD COLUMN IF NOT EXISTS search_text tsvector
    GENERATED ALWAYS AS (forum_search_prefixes(to_tsvector('forum_search', text))) STORED;
  CREATE INDEX IF NOT EXISTS idx_comments_search_text ON comments USING gin (search_text);
  ANALYZE comments;";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
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
                    "DROP INDEX IF EXISTS idx_comments_search_text;
                     ALTER TABLE comments DROP COLUMN IF EXISTS search_text;",
                )
                .await?
            }
            _ => {
                db.execute_unprepared(
                    "DROP TRIGGER IF EXISTS comments_search_insert;
                     DROP TRIGGER IF EXISTS comments_search_delete;
                     DROP TRIGGER IF EXISTS comments_search_update;
                     DROP TABLE IF EXISTS comments_search;",
                )
                .await?
            }
        };
        Ok(())
    }
}
