//! The database handle: SQLite (embedded default) or PostgreSQL, chosen by URL.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use sea_orm::{ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DbErr};

pub type Db = DatabaseConnection;

/// A statement slower than this is logged (its SQL with placeholders, never its values).
const SLOW_STATEMENT: Duration = Duration::from_millis(500);

/// How many SQL statements a connection pool has run. Tests read it before and after a
/// request to prove that a page costs a constant number of statements.
#[derive(Clone, Debug, Default)]
pub struct StatementCounter(Arc<AtomicU64>);

impl StatementCounter {
    pub fn get(&self) -> u64 {
        self.0.load(Ordering::Relaxed)
    }
}

pub async fn connect(url: &str) -> Result<(Db, StatementCounter), DbErr> {
    let sqlite = url.starts_with("sqlite:");
    let mut options = ConnectOptions::new(url.to_owned());
    options
        // Statement logging would write post text and emails into the logs.
        .sqlx_logging(false)
        .connect_timeout(Duration::from_secs(10))
        // A request waits at most this long for a connection, then fails instead of piling up.
        .acquire_timeout(Duration::from_secs(5))
        .max_connections(if sqlite { 8 } else { 16 });
    let mut db = Database::connect(options).await?;
    let counter = StatementCounter::default();
    let count = Arc::clone(&counter.0);
    db.set_metric_callback(move |info| {
        count.fetch_add(1, Ordering::Relaxed);
        if info.elapsed >= SLOW_STATEMENT {
            tracing::warn!(ms = info.elapsed.as_millis() as u64, sql = %info.statement.sql, "slow statement");
        }
    });
    if sqlite {
        // WAL lets readers proceed while one writer writes; it is a property of the file.
        db.execute_unprepared("PRAGMA journal_mode = WAL").await?;
    }
    Ok((db, counter))
}

/// SQLite keeps no planner statistics unless asked: every few hours `PRAGMA optimize`
/// refreshes them for the tables that changed a lot since (PostgreSQL's autovacuum does this
/// by itself).
pub fn optimize_job() -> crate::jobs::Job {
    crate::jobs::Job::new(
        "optimize-sqlite",
        chrono::Duration::hours(6),
        |txn, _now| {
            Box::pin(async move {
                if txn.get_database_backend() == sea_orm::DbBackend::Sqlite {
                    txn.execute_unprepared("PRAGMA optimize").await?;
                }
                Ok(0)
            })
        },
    )
}
