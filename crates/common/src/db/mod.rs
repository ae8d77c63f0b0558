//! The database handle: SQLite (embedded default) or PostgreSQL, chosen by URL.
//!
//! Three rules, set here once:
//! - **Writes take the write lock up front** ([`begin_write`]): on SQLite a transaction that
//!   reads and then writes would otherwise start as a reader and, when another connection
//!   committed meanwhile, fail at its first write with "database is locked" without waiting.
//! - **Work is bounded** ([`Bounds`]): a statement is stopped after `statement_timeout`, and a request
//!   that cannot get a connection within `acquire_timeout` fails with a 503 instead of
//!   queueing behind a stuck pool. Maintenance (migrations, `seed-demo`) runs unbounded.
//! - **Deleted means gone** (SQLite, whose files the embedded default keeps): deleted content is
//!   overwritten with zeros (`secure_delete`), and [`scrub_after_erasure`] drops statistics
//!   samples and the write-ahead log's old pages.

use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use sea_orm::sqlx::pool::PoolConnectionMetadata;
use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
use sea_orm::{
    ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DbBackend, DbErr,
    SqliteTransactionMode, Statement, TransactionOptions, TransactionTrait, Value,
};

pub mod beside;
pub mod relation;
pub mod search;
mod sqlite_clock;

pub type Db = DatabaseConnection;

/// A statement slower than this is logged (its SQL with placeholders, never its values).
const SLOW_STATEMENT: Duration = Duration::from_millis(500);

/// How long a writer waits for SQLite's write lock. Write transactions are short (milliseconds),
/// so this is only reached when something is badly wrong.
const SQLITE_BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Each connection's page cache: 2 MiB, SQLite's default (negative: KiB, not pages). Each
/// connection caches the same hot pages the kernel's file cache already holds for all of them,
/// so a larger cache bought no speed at a million posts (4 MiB measured alike) and cost its
/// size once per connection: 8 connections hold at most 16 MiB of pages (docs/performance.md,
/// "How memory scales").
const SQLITE_CACHE_KIB: &str = "-2048";
/// No memory map: each connection maps the file on its own, so every page a connection read
/// through the map stayed resident once per connection (16 MiB cache + up to 256 MiB of map,
/// times the pool: 222–348 MB resident under the bench at a million posts). Pages are read
/// into the bounded cache instead; the kernel's file cache keeps them warm for all of them.
const SQLITE_MMAP_BYTES: &str = "0";

/// How long work on the database may take; `None` for maintenance, which may take as long as
/// it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// A statement running longer is stopped, and its request answers 503.
    pub statement_timeout: Duration,
    /// A request waits at most this long for a connection, then answers 503.
    pub acquire_timeout: Duration,
}

/// How many SQL statements a connection pool has run. Tests read it before and after a
/// request to prove that a page costs a constant number of statements, and record the
/// statements themselves to check their plans. Recording is off unless a test turns it on;
/// what it keeps stays in memory and is never logged.
#[derive(Clone, Debug, Default)]
pub struct StatementCounter {
    count: Arc<AtomicU64>,
    recording: Arc<AtomicBool>,
    recorded: Arc<Mutex<Vec<Statement>>>,
}

impl StatementCounter {
    pub fn get(&self) -> u64 {
        self.count.load(Ordering::Relaxed)
    }

    /// Keeps every statement run from now until [`Self::take_recorded`].
    pub fn start_recording(&self) {
        self.recorded_guard().clear();
        self.recording.store(true, Ordering::SeqCst);
    }

    /// The statements run since [`Self::start_recording`], in order; stops recording.
    pub fn take_recorded(&self) -> Vec<Statement> {
        self.recording.store(false, Ordering::SeqCst);
        std::mem::take(&mut *self.recorded_guard())
    }

    fn seen(&self, statement: &Statement) {
        self.count.fetch_add(1, Ordering::Relaxed);
        if self.recording.load(Ordering::Relaxed) {
            self.recorded_guard().push(statement.clone());
        }
    }

    fn recorded_guard(&self) -> std::sync::MutexGuard<'_, Vec<Statement>> {
        self.recorded.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// How a serving process's pool is sized and how PostgreSQL treats its sessions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tuning {
    /// Connections per process (`DB_POOL_SIZE`); `None`: [`default_pool_size`].
    pub pool_size: Option<u32>,
    /// PostgreSQL ends a session whose transaction sits idle this long
    /// (`idle_in_transaction_session_timeout`): a stuck process must not hold row locks and
    /// block vacuum for the other processes.
    pub idle_in_transaction_timeout: Option<Duration>,
}

/// A process's pool when `DB_POOL_SIZE` is not set. On PostgreSQL, 16: a connection waits on
/// the database's own processes. On SQLite, twice the cores (4 to 16): a connection's statements
/// run on its own thread, on this machine's cores, so more connections than that add no speed,
/// only memory (about 6 MiB each, docs/performance.md).
pub fn default_pool_size(sqlite: bool) -> u32 {
    if !sqlite {
        return 16;
    }
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    u32::try_from(cores * 2).unwrap_or(u32::MAX).clamp(4, 16)
}

pub async fn connect(url: &str, bounds: Option<Bounds>) -> Result<(Db, StatementCounter), DbErr> {
    connect_with(url, bounds, Tuning::default()).await
}

pub async fn connect_with(
    url: &str,
    bounds: Option<Bounds>,
    tuning: Tuning,
) -> Result<(Db, StatementCounter), DbErr> {
    let sqlite = url.starts_with("sqlite:");
    let mut options = ConnectOptions::new(url.to_owned());
    options
        // Statement logging would write post text and emails into the logs.
        .sqlx_logging(false)
        .connect_timeout(Duration::from_secs(10))
        .acquire_timeout(bounds.map_or(Duration::from_secs(30), |b| b.acquire_timeout))
        .max_connections(
            tuning
                .pool_size
                .unwrap_or_else(|| default_pool_size(sqlite)),
        );
    if sqlite {
        sqlite_options(&mut options, bounds.map(|b| b.statement_timeout));
    } else {
        // PostgreSQL compiles a statement it thinks costly (a search, a big table page) to
        // machine code first: milliseconds spent before short statements that read a few
        // pages, at every execution (3–11 ms on a search at a million posts).
        let idle = tuning
            .idle_in_transaction_timeout
            .map(|t| format!("{}ms", t.as_millis()));
        options.map_sqlx_postgres_opts(move |pg| {
            let pg = pg.options([("jit", "off")]);
            match &idle {
                Some(idle) => pg.options([("idle_in_transaction_session_timeout", idle.as_str())]),
                None => pg,
            }
        });
        if let Some(bounds) = bounds {
            options.statement_timeout(bounds.statement_timeout);
        }
    }
    let mut db = Database::connect(options).await?;
    let counter = StatementCounter::default();
    let seen = counter.clone();
    db.set_metric_callback(move |info| {
        seen.seen(info.statement);
        if info.elapsed >= SLOW_STATEMENT {
            tracing::warn!(ms = info.elapsed.as_millis() as u64, sql = %statement_name(&info.statement.sql), "slow statement");
        }
    });
    Ok((db, counter))
}

/// Longest statement text a slow-statement warning carries.
const NAMED_SQL_CHARS: usize = 300;

/// A statement as a log line names it: a bulk insert's thousand value tuples (`(?, ?, …), (?,
/// ?, …)`, megabytes from the demo seeder) become the first tuple and a count, and the text is
/// cut at [`NAMED_SQL_CHARS`]. Values are never in it (placeholders only).
pub fn statement_name(sql: &str) -> String {
    let mut named = match sql.find(" VALUES (") {
        Some(at) => {
            let tuples = &sql[at + " VALUES ".len()..];
            match tuples.find("), (") {
                Some(first_end) => {
                    let rows = tuples.matches("), (").count() + 1;
                    format!(
                        "{} VALUES {}), … ({rows} rows)",
                        &sql[..at],
                        &tuples[..first_end]
                    )
                }
                None => sql.to_owned(),
            }
        }
        None => sql.to_owned(),
    };
    if let Some((cut, _)) = named.char_indices().nth(NAMED_SQL_CHARS) {
        named.truncate(cut);
        named.push('…');
    }
    named
}

/// Every SQLite connection's settings, chosen deliberately:
/// - `journal_mode = WAL`: readers never wait for the one writer (a property of the file);
/// - `synchronous = NORMAL`: under WAL a commit is durable against a crash of the forum, and
///   only a power cut can lose the last commits; FULL would sync the disk on every commit;
/// - `busy_timeout`: a writer waits for the write lock instead of failing;
/// - `foreign_keys = ON`: the schema's cascades and checks apply;
/// - `secure_delete = ON`: deleted rows are overwritten, so an erased account's email or a
///   deleted post's text does not linger in free pages;
/// - `journal_size_limit` 64 MiB: after a checkpoint the write-ahead log is cut back to this
///   size instead of keeping the largest it ever grew to (a bulk write's gigabytes);
/// - `cache_size`, `mmap_size`, `temp_store = MEMORY`: a page cache of 2 MiB per connection
///   ([`SQLITE_CACHE_KIB`]), no memory map (issue 39: each connection's map stayed resident
///   on its own, see [`SQLITE_MMAP_BYTES`]), and sorts in memory.
///
/// With a statement timeout, each connection stops any statement that runs past it
/// ([`sqlite_clock`]; SQLite has no statement timer of its own). The pool's ping before each
/// checkout is off: a file does not drop connections, and a checkout that goes to the
/// connection's thread and back costs a feed page about a tenth of its CPU.
fn sqlite_options(options: &mut ConnectOptions, statement_timeout: Option<Duration>) {
    options.map_sqlx_sqlite_opts(|sqlx| {
        sqlx.journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(SQLITE_BUSY_TIMEOUT)
            .foreign_keys(true)
            .pragma("secure_delete", "ON")
            .pragma("journal_size_limit", "67108864")
            .pragma("cache_size", SQLITE_CACHE_KIB)
            .pragma("mmap_size", SQLITE_MMAP_BYTES)
            .pragma("temp_store", "MEMORY")
    });
    let Some(timeout) = statement_timeout else {
        return;
    };
    options.test_before_acquire(false);
    options.map_sqlx_sqlite_pool_opts(move |pool| {
        pool.after_connect(move |conn, _: PoolConnectionMetadata| {
            Box::pin(async move { sqlite_clock::install(conn, timeout).await })
        })
    });
}

/// The advisory lock every forum process takes around migrations and seeding ("forum-mig").
const MIGRATION_LOCK: i64 = 0x666f_7275_6d2d_6d69;

/// Runs `work` (migrations, seeding) while holding the forum's migration lock. On PostgreSQL
/// that is a session advisory lock on a connection set aside for it, so processes started at
/// the same instant on one database migrate and seed one after the other (the later ones find
/// nothing left to do) instead of failing on each other's DDL; the lock goes with the
/// connection if the process dies. SQLite's file belongs to one process: nothing to take.
pub async fn with_migration_lock<T, E: From<DbErr>>(
    db: &Db,
    work: impl AsyncFnOnce() -> Result<T, E>,
) -> Result<T, E> {
    if db.get_database_backend() != DbBackend::Postgres {
        return work().await;
    }
    let lock_error = |e: sea_orm::sqlx::Error| DbErr::Custom(format!("migration lock: {e}"));
    let mut conn = db
        .get_postgres_connection_pool()
        .acquire()
        .await
        .map_err(lock_error)?;
    sea_orm::sqlx::query("SELECT pg_advisory_lock($1)")
        .bind(MIGRATION_LOCK)
        .execute(&mut *conn)
        .await
        .map_err(lock_error)?;
    let result = work().await;
    let unlocked = sea_orm::sqlx::query("SELECT pg_advisory_unlock($1)")
        .bind(MIGRATION_LOCK)
        .execute(&mut *conn)
        .await;
    if unlocked.is_err() {
        // Never hand a connection that may still hold the lock back to the pool.
        conn.detach();
    }
    let value = result?;
    unlocked.map_err(lock_error)?;
    Ok(value)
}

/// Begins a transaction that will write. On SQLite it takes the write lock now (`BEGIN
/// IMMEDIATE`), waiting its turn behind other writers, so its reads and writes see one
/// state and its first write never fails on a snapshot another writer has moved past; readers
/// are never blocked. On PostgreSQL it is a plain `BEGIN`. Every write transaction uses it
/// (`clippy.toml` forbids a bare `begin`).
pub async fn begin_write<C: TransactionTrait>(db: &C) -> Result<C::Transaction, DbErr> {
    db.begin_with_options(TransactionOptions {
        sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate),
        ..TransactionOptions::default()
    })
    .await
}

/// After an account or content is erased: SQLite's statistics keep sample rows of indexed
/// columns (an email), and the write-ahead log keeps old copies of pages until a checkpoint.
/// Re-analysing the users table (within a bounded number of rows, which also leaves no new
/// samples) and truncating the log leaves none of the erased bytes in the database files;
/// `secure_delete` has zeroed them in the pages themselves. Nothing to do on PostgreSQL,
/// whose files are not the forum's to hand out. Runs outside any transaction.
pub async fn scrub_after_erasure(db: &Db) -> Result<(), DbErr> {
    if db.get_database_backend() != DbBackend::Sqlite {
        return Ok(());
    }
    // One call, so the limit applies on the connection that analyses.
    db.execute_unprepared("PRAGMA analysis_limit = 1000; ANALYZE users; PRAGMA analysis_limit = 0")
        .await?;
    db.execute_unprepared("PRAGMA wal_checkpoint(TRUNCATE)")
        .await?;
    Ok(())
}

/// [`scrub_after_erasure`] once an erasure has committed, in the background so the answer
/// never waits for readers to leave the write-ahead log; a few tries, because a checkpoint
/// gives way to busy readers.
pub fn scrub_soon(db: Db) {
    tokio::spawn(async move {
        for attempt in 1..=3 {
            match scrub_after_erasure(&db).await {
                Ok(()) => return,
                Err(err) => {
                    tracing::warn!(attempt, error = %err, "could not scrub the database files yet");
                    tokio::time::sleep(Duration::from_secs(attempt)).await;
                }
            }
        }
    });
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

/// After bulk work (migrations, `seed-demo`): copies SQLite's write-ahead log into the
/// database and empties the log file (`wal_checkpoint(TRUNCATE)`), which otherwise keeps the
/// size of the largest transaction until the next checkpoint. Waits up to the busy timeout
/// for readers to leave the log; if some stay, the log is left for a later checkpoint and a
/// warning says so. Nothing to do on PostgreSQL. Runs outside any transaction.
pub async fn truncate_wal(db: &Db) -> Result<(), DbErr> {
    if db.get_database_backend() != DbBackend::Sqlite {
        return Ok(());
    }
    let busy = db
        .query_one_raw(sea_orm::Statement::from_string(
            DbBackend::Sqlite,
            "PRAGMA wal_checkpoint(TRUNCATE)",
        ))
        .await?
        .map(|row| row.try_get_by_index::<i64>(0))
        .transpose()?
        .unwrap_or(0);
    if busy != 0 {
        tracing::warn!("readers kept the write-ahead log busy: it was not truncated");
    }
    Ok(())
}

/// A raw statement with `?` placeholders, numbered for PostgreSQL.
pub fn statement(backend: DbBackend, sql: &str, values: Vec<Value>) -> Statement {
    let sql = match backend {
        DbBackend::Postgres => numbered(sql),
        _ => sql.to_owned(),
    };
    Statement::from_sql_and_values(backend, sql, values)
}

/// On PostgreSQL, `statement` with each `LIMIT $n` written as its number, so that the
/// statement's plan can be kept. PostgreSQL keeps a prepared statement's generic plan (made
/// once, for any values) only when it costs no more than the plans made for each run's values.
/// With its limit a placeholder, a page's generic plan must expect a tenth of the table and
/// sorts it, so each run of a feed page was planned again: about half of its time on the
/// database at a million posts. With the number in the text, the generic plan walks the
/// index as each run's plan does, and is kept. Pages come in a few sizes, so the texts are
/// few. Any other statement, or one whose placeholders are not `$1`, `$2`, … in order, is
/// returned as it is.
pub fn literal_limits(statement: Statement) -> Statement {
    if statement.db_backend != DbBackend::Postgres {
        return statement;
    }
    match write_limits(&statement) {
        Some(written) => written,
        None => statement,
    }
}

fn write_limits(statement: &Statement) -> Option<Statement> {
    let values = &statement.values.as_ref()?.0;
    let mut sql = String::with_capacity(statement.sql.len());
    let mut kept = Vec::with_capacity(values.len());
    let mut rest = statement.sql.as_str();
    let mut seen = 0;
    while let Some(at) = rest.find('$') {
        let digits = rest[at + 1..]
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        sql.push_str(&rest[..at]);
        if digits == 0 {
            sql.push('$');
            rest = &rest[at + 1..];
            continue;
        }
        let n: usize = rest[at + 1..at + 1 + digits].parse().ok()?;
        seen += 1;
        if n != seen {
            return None;
        }
        let value = values.get(n - 1)?;
        match (sql.ends_with("LIMIT "), value) {
            (true, Value::BigUnsigned(Some(limit))) => sql.push_str(&limit.to_string()),
            _ => {
                kept.push(value.clone());
                sql.push_str(&format!("${}", kept.len()));
            }
        }
        rest = &rest[at + 1 + digits..];
    }
    sql.push_str(rest);
    (seen == values.len()).then(|| Statement::from_sql_and_values(DbBackend::Postgres, sql, kept))
}

/// `?` placeholders as PostgreSQL's `$1`, `$2`, … in turn.
fn numbered(sql: &str) -> String {
    let mut numbered = String::with_capacity(sql.len() + 8);
    let mut n = 0;
    for c in sql.chars() {
        if c == '?' {
            n += 1;
            numbered.push_str(&format!("${n}"));
        } else {
            numbered.push(c);
        }
    }
    numbered
}

#[cfg(test)]
mod tests {
    use super::{literal_limits, numbered, statement_name};
    use sea_orm::sea_query::{Expr, ExprTrait, Query};
    use sea_orm::{DbBackend, Value};

    #[test]
    fn placeholders_are_numbered_for_postgres() {
        assert_eq!(numbered("a = ? AND b = ?"), "a = $1 AND b = $2");
    }

    #[test]
    fn a_page_limit_is_written_into_a_postgres_statement() {
        let page = Query::select()
            .column("id")
            .from("posts")
            .and_where(Expr::col("owner_id").eq("ana"))
            .and_where(
                Expr::col("id").in_subquery(
                    Query::select()
                        .column("post_id")
                        .from("post_topics")
                        .and_where(Expr::col("topic_id").eq("pcos"))
                        .limit(5)
                        .to_owned(),
                ),
            )
            .and_where(Expr::col("title").eq("LIMIT "))
            .limit(21)
            .to_owned();
        let written = literal_limits(DbBackend::Postgres.build(&page));
        assert_eq!(
            written.sql,
            r#"SELECT "id" FROM "posts" WHERE "owner_id" = $1 AND "id" IN (SELECT "post_id" FROM "post_topics" WHERE "topic_id" = $2 LIMIT 5) AND "title" = $3 LIMIT 21"#
        );
        assert_eq!(
            written.values.unwrap().0,
            vec![
                Value::from("ana"),
                Value::from("pcos"),
                Value::from("LIMIT ")
            ]
        );
        // SQLite plans each statement once for all values: nothing to write.
        let sqlite = DbBackend::Sqlite.build(&page);
        assert_eq!(literal_limits(sqlite.clone()), sqlite);
    }

    #[test]
    fn a_slow_bulk_insert_is_named_without_its_placeholders() {
        let tuples = vec!["(?, ?, ?)"; 1000].join(", ");
        let sql = format!("INSERT INTO posts (id, title, text) VALUES {tuples}");
        assert_eq!(
            statement_name(&sql),
            "INSERT INTO posts (id, title, text) VALUES (?, ?, ?), … (1000 rows)"
        );
        let select = "SELECT id FROM posts WHERE id = $1";
        assert_eq!(statement_name(select), select);
        let long = format!("SELECT {} FROM posts", vec!["title"; 200].join(", "));
        let named = statement_name(&long);
        assert_eq!(named.chars().count(), 301);
        assert!(named.ends_with('…'));
    }
}
