//! Issue 39: counts kept, not counted. A card's reaction pills were counted with `GROUP BY`
//! over `post_reactions` / `comment_reactions` on every read; now each (item, reaction type)
//! pair that has reactions has one row in `post_reaction_tallies` / `comment_reaction_tallies`
//! holding its count, kept by triggers in the transaction of the write that changes it (a
//! toggle, the legacy two-step attach, a tombstone, an account's erasure by cascade, a reaction
//! type's removal, the demo seeder), as `posts.reaction_count` is since issue 36. A pair whose
//! count falls to 0 loses its row, so a tally table holds exactly what a recount gives.
//!
//! A table, not columns on `posts`: the legend's reaction types are the admins' to add and
//! hide, so the pairs are open-ended; the primary key `(item, type)` is the index the feed
//! reads a page's pills through.
//!
//! The legacy attach (`UPDATE … SET post_id = …`) did not move `posts.reaction_count` (its
//! triggers only watched inserts and deletes): the update triggers here move both, and the
//! counts already off are put right once, below (`forum recount` does the same at any time).

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261209_000001_reaction_tallies"
    }
}

const SQLITE_UP: &str = "
  CREATE TABLE IF NOT EXISTS post_reaction_tallies (
    post_id varchar(24) NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
    reaction_type_id varchar(24) NOT NULL REFERENCES reaction_types(id) ON DELETE CASCADE,
    count integer NOT NULL,
    PRIMARY KEY (post_id, reaction_type_id)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS comment_reaction_tallies (
    comment_id varchar(24) NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
    reaction_type_id varchar(24) NOT NULL REFERENCES reaction_types(id) ON DELETE CASCADE,
    count integer NOT NULL,
    PRIMARY KEY (comment_id, reaction_type_id)
  ) WITHOUT ROWID;
  INSERT OR REPLACE INTO post_reaction_tallies (post_id, reaction_type_id, count)
    SELECT post_id, reaction_type_id, COUNT(*) FROM post_reactions
    WHERE post_id IS NOT NULL GROUP BY post_id, reaction_type_id;
  INSERT OR REPLACE INTO comment_reaction_tallies (comment_id, reaction_type_id, count)
    SELECT comment_id, reaction_type_id, COUNT(*) FROM comment_reactions
    WHERE comment_id IS NOT NULL GROUP BY comment_id, reaction_type_id;
  UPDATE posts SET reaction_count =
    (SELECT COUNT(*) FROM post_reactions WHERE post_reactions.post_id = posts.id)
    WHERE reaction_count <> (SELECT COUNT(*) FROM post_reactions WHERE post_reactions.post_id = posts.id);

  CREATE TRIGGER IF NOT EXISTS post_reaction_tallies_insert
    AFTER INSERT ON post_reactions WHEN new.post_id IS NOT NULL BEGIN
    INSERT INTO post_reaction_tallies (post_id, reaction_type_id, count)
      VALUES (new.post_id, new.reaction_type_id, 1)
      ON CONFLICT (post_id, reaction_type_id) DO UPDATE SET count = count + 1;
  END;
  CREATE TRIGGER IF NOT EXISTS post_reaction_tallies_delete
    AFTER DELETE ON post_reactions WHEN old.post_id IS NOT NULL BEGIN
    UPDATE post_reaction_tallies SET count = count - 1
      WHERE post_id = old.post_id AND reaction_type_id = old.reaction_type_id;
    DELETE FROM post_reaction_tallies
      WHERE post_id = old.post_id AND reaction_type_id = old.reaction_type_id AND count <= 0;
  END;
  CREATE TRIGGER IF NOT EXISTS post_reaction_tallies_update
    AFTER UPDATE OF post_id, reaction_type_id ON post_reactions
    WHEN old.post_id IS NOT new.post_id OR old.reaction_type_id IS NOT new.reaction_type_id BEGIN
    UPDATE post_reaction_tallies SET count = count - 1
      WHERE post_id = old.post_id AND reaction_type_id = old.reaction_type_id;
    DELETE FROM post_reaction_tallies
      WHERE post_id = old.post_id AND reaction_type_id = old.reaction_type_id AND count <= 0;
    UPDATE posts SET reaction_count = reaction_count - 1
      WHERE id = old.post_id AND old.post_id IS NOT new.post_id;
    INSERT INTO post_reaction_tallies (post_id, reaction_type_id, count)
      SELECT new.post_id, new.reaction_type_id, 1 WHERE new.post_id IS NOT NULL
      ON CONFLICT (post_id, reaction_type_id) DO UPDATE SET count = count + 1;
    UPDATE posts SET reaction_count = reaction_count + 1
      WHERE id = new.post_id AND old.post_id IS NOT new.post_id;
  END;

  CREATE TRIGGER IF NOT EXISTS comment_reaction_tallies_insert
    AFTER INSERT ON comment_reactions WHEN new.comment_id IS NOT NULL BEGIN
    INSERT INTO comment_reaction_tallies (comment_id, reaction_type_id, count)
      VALUES (new.comment_id, new.reaction_type_id, 1)
      ON CONFLICT (comment_id, reaction_type_id) DO UPDATE SET count = count + 1;
  END;
  CREATE TRIGGER IF NOT EXISTS comment_reaction_tallies_delete
    AFTER DELETE ON comment_reactions WHEN old.comment_id IS NOT NULL BEGIN
    UPDATE comment_reaction_tallies SET count = count - 1
      WHERE comment_id = old.comment_id AND reaction_type_id = old.reaction_type_id;
    DELETE FROM comment_reaction_tallies
      WHERE comment_id = old.comment_id AND reaction_type_id = old.reaction_type_id
        AND count <= 0;
  END;
  CREATE TRIGGER IF NOT EXISTS comment_reaction_tallies_update
    AFTER UPDATE OF comment_id, reaction_type_id ON comment_reactions
    WHEN old.comment_id IS NOT new.comment_id
      OR old.reaction_type_id IS NOT new.reaction_type_id BEGIN
    UPDATE comment_reaction_tallies SET count = count - 1
      WHERE comment_id = old.comment_id AND reaction_type_id = old.reaction_type_id;
    DELETE FROM comment_reaction_tallies
      WHERE comment_id = old.comment_id AND reaction_type_id = old.reaction_type_id
        AND count <= 0;
    INSERT INTO comment_reaction_tallies (comment_id, reaction_type_id, count)
      SELECT new.comment_id, new.reaction_type_id, 1 WHERE new.comment_id IS NOT NULL
      ON CONFLICT (comment_id, reaction_type_id) DO UPDATE SET count = count + 1;
  END;";

const POSTGRES_UP: &str = "
  CREATE TABLE IF NOT EXISTS post_reaction_tallies (
    post_id varchar(24) NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
    reaction_type_id varchar(24) NOT NULL REFERENCES reaction_types(id) ON DELETE CASCADE,
    count integer NOT NULL,
    PRIMARY KEY (post_id, reaction_type_id)
  );
  CREATE TABLE IF NOT EXISTS comment_reaction_tallies (
    comment_id varchar(24) NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
    reaction_type_id varchar(24) NOT NULL REFERENCES reaction_types(id) ON DELETE CASCADE,
    count integer NOT NULL,
    PRIMARY KEY (comment_id, reaction_type_id)
  );
  INSERT INTO post_reaction_tallies (post_id, reaction_type_id, count)
    SELECT post_id, reaction_type_id, COUNT(*) FROM post_reactions
    WHERE post_id IS NOT NULL GROUP BY post_id, reaction_type_id
    ON CONFLICT (post_id, reaction_type_id) DO UPDATE SET count = EXCLUDED.count;
  INSERT INTO comment_reaction_tallies (comment_id, reaction_type_id, count)
    SELECT comment_id, reaction_type_id, COUNT(*) FROM comment_reactions
    WHERE comment_id IS NOT NULL GROUP BY comment_id, reaction_type_id
    ON CONFLICT (comment_id, reaction_type_id) DO UPDATE SET count = EXCLUDED.count;
  UPDATE posts SET reaction_count =
    (SELECT COUNT(*) FROM post_reactions WHERE post_reactions.post_id = posts.id)
    WHERE reaction_count <>
      (SELECT COUNT(*) FROM post_reactions WHERE post_reactions.post_id = posts.id);

  CREATE OR REPLACE FUNCTION post_reactions_tally() RETURNS trigger AS $$
  BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.post_id IS NOT NULL THEN
      UPDATE post_reaction_tallies SET count = count - 1
        WHERE post_id = OLD.post_id AND reaction_type_id = OLD.reaction_type_id;
      DELETE FROM post_reaction_tallies
        WHERE post_id = OLD.post_id AND reaction_type_id = OLD.reaction_type_id AND count <= 0;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.post_id IS NOT NULL THEN
      INSERT INTO post_reaction_tallies (post_id, reaction_type_id, count)
        VALUES (NEW.post_id, NEW.reaction_type_id, 1)
        ON CONFLICT (post_id, reaction_type_id)
        DO UPDATE SET count = post_reaction_tallies.count + 1;
    END IF;
    IF TG_OP = 'UPDATE' AND OLD.post_id IS DISTINCT FROM NEW.post_id THEN
      UPDATE posts SET reaction_count = reaction_count - 1 WHERE id = OLD.post_id;
      UPDATE posts SET reaction_count = reaction_count + 1 WHERE id = NEW.post_id;
    END IF;
    IF TG_OP = 'DELETE' THEN
      RETURN OLD;
    END IF;
    RETURN NEW;
  END $$ LANGUAGE plpgsql;
  DROP TRIGGER IF EXISTS post_reactions_tally ON post_reactions;
  CREATE TRIGGER post_reactions_tally AFTER INSERT OR DELETE ON post_reactions
    FOR EACH ROW EXECUTE FUNCTION post_reactions_tally();
  DROP TRIGGER IF EXISTS post_reactions_tally_update ON post_reactions;
  CREATE TRIGGER post_reactions_tally_update AFTER UPDATE OF post_id, reaction_type_id
    ON post_reactions FOR EACH ROW
    WHEN (OLD.post_id IS DISTINCT FROM NEW.post_id
          OR OLD.reaction_type_id IS DISTINCT FROM NEW.reaction_type_id)
    EXECUTE FUNCTION post_reactions_tally();

  CREATE OR REPLACE FUNCTION comment_reactions_tally() RETURNS trigger AS $$
  BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.comment_id IS NOT NULL THEN
      UPDATE comment_reaction_tallies SET count = count - 1
        WHERE comment_id = OLD.comment_id AND reaction_type_id = OLD.reaction_type_id;
      DELETE FROM comment_reaction_tallies
        WHERE comment_id = OLD.comment_id AND reaction_type_id = OLD.reaction_type_id
          AND count <= 0;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.comment_id IS NOT NULL THEN
      INSERT INTO comment_reaction_tallies (comment_id, reaction_type_id, count)
        VALUES (NEW.comment_id, NEW.reaction_type_id, 1)
        ON CONFLICT (comment_id, reaction_type_id)
        DO UPDATE SET count = comment_reaction_tallies.count + 1;
    END IF;
    IF TG_OP = 'DELETE' THEN
      RETURN OLD;
    END IF;
    RETURN NEW;
  END $$ LANGUAGE plpgsql;
  DROP TRIGGER IF EXISTS comment_reactions_tally ON comment_reactions;
  CREATE TRIGGER comment_reactions_tally AFTER INSERT OR DELETE ON comment_reactions
    FOR EACH ROW EXECUTE FUNCTION comment_reactions_tally();
  DROP TRIGGER IF EXISTS comment_reactions_tally_update ON comment_reactions;
  CREATE TRIGGER comment_reactions_tally_update AFTER UPDATE OF comment_id, reaction_type_id
    ON comment_reactions FOR EACH ROW
    WHEN (OLD.comment_id IS DISTINCT FROM NEW.comment_id
          OR OLD.reaction_type_id IS DISTINCT FROM NEW.reaction_type_id)
    EXECUTE FUNCTION comment_reactions_tally();
  ANALYZE post_reaction_tallies;
  ANALYZE comment_reaction_tallies;";

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
                    "DROP TRIGGER IF EXISTS post_reactions_tally ON post_reactions;
                     DROP TRIGGER IF EXISTS post_reactions_tally_update ON post_reactions;
                     DROP TRIGGER IF EXISTS comment_reactions_tally ON comment_reactions;
                     DROP TRIGGER IF EXISTS comment_reactions_tally_update ON comment_reactions;
                     DROP FUNCTION IF EXISTS post_reactions_tally();
                     DROP FUNCTION IF EXISTS comment_reactions_tally();
                     DROP TABLE IF EXISTS post_reaction_tallies;
                     DROP TABLE IF EXISTS comment_reaction_tallies;",
                )
                .await?
            }
            _ => {
                db.execute_unprepared(
                    "DROP TRIGGER IF EXISTS post_reaction_tallies_insert;
                     DROP TRIGGER IF EXISTS post_reaction_tallies_delete;
                     DROP TRIGGER IF EXISTS post_reaction_tallies_update;
                     DROP TRIGGER IF EXISTS comment_reaction_tallies_insert;
                     DROP TRIGGER IF EXISTS comment_reaction_tallies_delete;
                     DROP TRIGGER IF EXISTS comment_reaction_tallies_update;
                     DROP TABLE IF EXISTS post_reaction_tallies;
                     DROP TABLE IF EXISTS comment_reaction_tallies;",
                )
                .await?
            }
        };
        Ok(())
    }
}
