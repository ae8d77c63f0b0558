//! PostgreSQL's search vectors hold every word's beginnings too ('endometriosis' also as
//! 'end', 'endo', … 'endometriosi', up to 24 characters), so a search word of three letters
//! or more is one exact lexeme of the GIN index instead of a prefix match (`'endo':*`). A
//! prefix match gathers the posting lists of every word it covers into a bitmap before it can
//! intersect them: 14–36 ms for two common words at a million posts, even when they never
//! meet; exact lexemes are intersected by skipping through their lists (0.2–4 ms). The title
//! index grows from 29 to 64 MB at a million posts, the text index to 281 MB; rewriting the
//! columns of a million posts took about 7 minutes on a busy two-core machine. SQLite's FTS5
//! tables are unchanged.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261128_000001_search_word_prefixes"
    }
}

/// The longest beginning of a word that is indexed (`feed::service::search` cuts longer
/// search words to it).
const LONGEST_PREFIX: u32 = 24;

fn columns(vector: &str) -> String {
    let title = vector.replace("{}", "title");
    let all = vector.replace("{}", "title || ' ' || text");
    format!(
        "DROP INDEX IF EXISTS idx_@_search_title; DROP INDEX IF EXISTS idx_@_search_all;
         ALTER TABLE @ DROP COLUMN IF EXISTS search_title, DROP COLUMN IF EXISTS search_all;
         ALTER TABLE @
           ADD COLUMN search_title tsvector GENERATED ALWAYS AS ({title}) STORED,
           ADD COLUMN search_all tsvector GENERATED ALWAYS AS ({all}) STORED;
         CREATE INDEX idx_@_search_title ON @ USING gin (search_title);
         CREATE INDEX idx_@_search_all ON @ USING gin (search_all);"
    )
}

fn rebuild(vector: &str) -> String {
    ["posts", "resources"]
        .iter()
        .map(|table| columns(vector).replace('@', table))
        .collect::<Vec<_>>()
        .join("\n")
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DatabaseBackend::Postgres {
            return Ok(());
        }
        let db = manager.get_connection();
        db.execute_unprepared(&format!(
            "CREATE OR REPLACE FUNCTION forum_search_prefixes(words tsvector) RETURNS tsvector
               LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
                 SELECT coalesce(array_to_tsvector(array_agg(DISTINCT p.prefix)), ''::tsvector)
                 FROM unnest(words) AS w(lexeme, positions, weights)
                 CROSS JOIN LATERAL (
                   SELECT left(w.lexeme, n)
                   FROM generate_series(3, least(length(w.lexeme), {LONGEST_PREFIX})) AS n
                   UNION ALL SELECT w.lexeme
                 ) AS p(prefix)
               $$;"
        ))
        .await?;
        db.execute_unprepared(&rebuild(
            "forum_search_prefixes(to_tsvector('forum_search', {}))",
        ))
        .await?;
        // The rewritten tables have no statistics on the new columns until autovacuum comes.
        db.execute_unprepared("ANALYZE posts; ANALYZE resources;")
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DatabaseBackend::Postgres {
            return Ok(());
        }
        let db = manager.get_connection();
        db.execute_unprepared(&rebuild("to_tsvector('forum_search', {})"))
            .await?;
        db.execute_unprepared("DROP FUNCTION IF EXISTS forum_search_prefixes(tsvector);")
            .await?;
        Ok(())
    }
}
