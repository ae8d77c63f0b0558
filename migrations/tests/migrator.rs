//! The migrator on a fresh database: up, up again, down, up again.
//!
//! Runs on in-memory SQLite; set `MIGRATION_TEST_DATABASE_URL` (e.g. an empty PostgreSQL
//! database, with `--test-threads=1`) to run the same checks there.

#![allow(clippy::unwrap_used)]

use migration::{Migrator, MigratorTrait, SchemaManager};
use sea_orm::{Database, DatabaseConnection};

const TABLES: [&str; 27] = [
    "users",
    "topics",
    "user_topics",
    "sessions",
    "retired_refresh_tokens",
    "password_resets",
    "files",
    "posts",
    "post_topics",
    "post_images",
    "comments",
    "reaction_types",
    "post_reactions",
    "comment_reactions",
    "resources",
    "resource_topics",
    "reports",
    "crash_reports",
    "audit_log",
    "scheduled_jobs",
    "rate_limits",
    "muted_topics",
    "privacy_check_counts",
    "topic_popularity",
    "post_follows",
    "saved_posts",
    "feed_visits",
];

async fn fresh_db() -> DatabaseConnection {
    match std::env::var("MIGRATION_TEST_DATABASE_URL") {
        Ok(url) => {
            let db = Database::connect(&url).await.unwrap();
            Migrator::reset(&db).await.unwrap();
            db
        }
        Err(_) => Database::connect("sqlite::memory:").await.unwrap(),
    }
}

async fn existing_tables(db: &DatabaseConnection) -> Vec<&'static str> {
    let manager = SchemaManager::new(db);
    let mut found = Vec::new();
    for table in TABLES {
        if manager.has_table(table).await.unwrap() {
            found.push(table);
        }
    }
    found
}

#[tokio::test]
async fn up_twice_then_down_then_up_again() {
    let db = fresh_db().await;

    Migrator::up(&db, None).await.unwrap();
    Migrator::up(&db, None).await.unwrap();

    assert_eq!(existing_tables(&db).await, TABLES);
    assert_eq!(
        Migrator::get_applied_migrations(&db).await.unwrap().len(),
        Migrator::migrations().len()
    );
    assert!(
        Migrator::get_pending_migrations(&db)
            .await
            .unwrap()
            .is_empty()
    );

    Migrator::down(&db, None).await.unwrap();

    assert!(existing_tables(&db).await.is_empty());
    assert_eq!(
        Migrator::get_applied_migrations(&db).await.unwrap().len(),
        0
    );

    Migrator::up(&db, None).await.unwrap();

    assert_eq!(existing_tables(&db).await, TABLES);
}
