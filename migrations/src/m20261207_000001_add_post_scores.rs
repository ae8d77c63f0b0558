//! Issue 36: the feed's Top sort. A post's score is its reactions and comments
//! (`comment_count + reaction_count`). `reaction_count` is kept by triggers on
//! `post_reactions` (every write path, the demo seeder and account deletion included, as the
//! search tables are), filled once here from the reactions already given. The index on
//! `(comment_count + reaction_count, id)` lets Top read its page in order and stop, and its
//! cursor `(score, id)` pages without repeats or gaps.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261207_000001_add_post_scores"
    }
}

const SQLITE_UP: &str = "
  ALTER TABLE posts ADD COLUMN reaction_count INTEGER NOT NULL DEFAULT 0;
  UPDATE posts SET reaction_count =
    (SELECT COUNT(*) FROM post_reactions WHERE post_reactions.post_id = posts.id)
    WHERE EXISTS (SELECT 1 FROM post_reactions WHERE post_reactions.post_id = posts.id);
  CREATE TRIGGER IF NOT EXISTS post_reactions_count_insert AFTER INSERT ON post_reactions BEGIN
    UPDATE posts SET reaction_count = reaction_count + 1 WHERE id = new.post_id;
  END;
  CREATE TRIGGER IF NOT EXISTS post_reactions_count_delete AFTER DELETE ON post_reactions BEGIN
    UPDATE posts SET reaction_count = reaction_count - 1 WHERE id = old.post_id;
  END;
  CREATE INDEX IF NOT EXISTS idx_posts_score_id ON posts ((comment_count + reaction_count), id);";

const POSTGRES_UP: &str = "
  ALTER TABLE posts ADD COLUMN IF NOT EXISTS reaction_count INTEGER NOT NULL DEFAULT 0;
  UPDATE posts SET reaction_count = counted.n
    FROM (SELECT post_id, COUNT(*) AS n FROM post_reactions GROUP BY post_id) AS counted
    WHERE counted.post_id = posts.id;
  CREATE OR REPLACE FUNCTION posts_count_reactions() RETURNS trigger AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE posts SET reaction_count = reaction_count + 1 WHERE id = NEW.post_id;
      RETURN NEW;
    END IF;
    UPDATE posts SET reaction_count = reaction_count - 1 WHERE id = OLD.post_id;
    RETURN OLD;
  END $$ LANGUAGE plpgsql;
  DROP TRIGGER IF EXISTS post_reactions_count ON post_reactions;
  CREATE TRIGGER post_reactions_count AFTER INSERT OR DELETE ON post_reactions
    FOR EACH ROW EXECUTE FUNCTION posts_count_reactions();
  CREATE INDEX IF NOT EXISTS idx_posts_score_id ON posts ((comment_count + reaction_count), id);
  ANALYZE posts;";

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
                    "DROP INDEX IF EXISTS idx_posts_score_id;
                     DROP TRIGGER IF EXISTS post_reactions_count ON post_reactions;
                     DROP FUNCTION IF EXISTS posts_count_reactions();
                     ALTER TABLE posts DROP COLUMN IF EXISTS reaction_count;",
                )
                .await?
            }
            _ => {
                db.execute_unprepared(
                    "DROP INDEX IF EXISTS idx_posts_score_id;
                     DROP TRIGGER IF EXISTS post_reactions_count_insert;
                     DROP TRIGGER IF EXISTS post_reactions_count_delete;
                     ALTER TABLE posts DROP COLUMN reaction_count;",
                )
                .await?
            }
        };
        Ok(())
    }
}
