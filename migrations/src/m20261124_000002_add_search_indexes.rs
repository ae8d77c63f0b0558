//! The back office's searches (`common::table::contains`: `LOWER(column) LIKE '%text%'`) get
//! trigram indexes on PostgreSQL, one per searched column, on the very expression the search
//! writes. Besides finding rare text without reading every row, the index makes ANALYZE keep
//! statistics on `LOWER(column)`, so the planner knows how many rows a search matches: without
//! them it guessed a handful for any text, and read and lowered all 48 MB of 100,000 Second
//! Opinions in parallel for a word half of them contain (one search 360 ms, sixteen at once
//! 4.4 s each), where walking the date index stops after a page.
//!
//! `pg_trgm` ships with PostgreSQL (contrib) and is a trusted extension, so the database's
//! owner may create it. Where it cannot be created the indexes are skipped and the searches
//! scan, as they do on SQLite, whose `LIKE` has no such index.
//!
//! Also drops `idx_resources_featured_created_at`, which `idx_resources_featured_created_at_id`
//! (m20261124_000001) covers.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000002_add_search_indexes"
    }
}

/// Every column an admin table searches (the `search` lists of `moderation::service::*::TABLE`;
/// the gateway's `search_indexes` test fails when one lacks its index).
const SEARCHED: &[(&str, &str)] = &[
    ("users", "username"),
    ("users", "email"),
    ("posts", "title"),
    ("posts", "text"),
    ("reports", "reason"),
    ("reports", "explanation"),
    ("resources", "title"),
    ("resources", "text"),
    ("resources", "author"),
    ("topics", "title"),
    ("topics", "description"),
    ("audit_log", "action"),
    ("audit_log", "target_type"),
    ("audit_log", "target_id"),
    ("crash_reports", "error_name"),
    ("crash_reports", "message"),
    ("crash_reports", "location"),
    ("crash_reports", "description"),
];

/// The trigram index on `table.column`.
fn index_name(table: &str, column: &str) -> String {
    format!("idx_{table}_{column}_trgm")
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .name("idx_resources_featured_created_at")
                    .table(Alias::new("resources"))
                    .if_exists()
                    .to_owned(),
            )
            .await?;
        if manager.get_database_backend() != DatabaseBackend::Postgres {
            return Ok(());
        }
        let creates: String = SEARCHED
            .iter()
            .map(|(table, column)| {
                format!(
                    "CREATE INDEX IF NOT EXISTS {} ON {table} USING gin (lower({column}) gin_trgm_ops);",
                    index_name(table, column)
                )
            })
            .collect();
        // A PL/pgSQL exception block runs in a subtransaction: a refused CREATE EXTENSION
        // (no contrib package, no privilege) leaves the migration's transaction usable.
        let sql = format!(
            "DO $$ BEGIN
               BEGIN
                 CREATE EXTENSION IF NOT EXISTS pg_trgm;
               EXCEPTION WHEN OTHERS THEN
                 RAISE WARNING 'pg_trgm is unavailable (%): admin searches will read whole tables', SQLERRM;
               END;
               IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
                 {creates}
               END IF;
             END $$"
        );
        manager.get_connection().execute_unprepared(&sql).await?;
        manager
            .get_connection()
            .execute_unprepared(&format!(
                "ANALYZE {}",
                distinct_tables().collect::<Vec<_>>().join(", ")
            ))
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() == DatabaseBackend::Postgres {
            for (table, column) in SEARCHED {
                manager
                    .get_connection()
                    .execute_unprepared(&format!(
                        "DROP INDEX IF EXISTS {}",
                        index_name(table, column)
                    ))
                    .await?;
            }
        }
        manager
            .create_index(
                Index::create()
                    .name("idx_resources_featured_created_at")
                    .table(Alias::new("resources"))
                    .col(Alias::new("featured"))
                    .col(Alias::new("created_at"))
                    .if_not_exists()
                    .to_owned(),
            )
            .await?;
        Ok(())
    }
}

fn distinct_tables() -> impl Iterator<Item = &'static str> {
    let mut tables: Vec<&str> = SEARCHED.iter().map(|(table, _)| *table).collect();
    tables.dedup();
    tables.into_iter()
}
