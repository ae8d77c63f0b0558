//! SQLite's statement timeout, kept by the connection's own thread.
//!
//! SQLite has no statement timer. A progress handler, called every few thousand
//! virtual-machine steps, can stop a statement, but it has to know when the statement began.
//! Telling it at each checkout of a connection cost a round trip to the connection's thread
//! and back (sqlx runs each SQLite connection on a thread of its own), about a tenth of a
//! feed page's CPU. Instead, SQLite tells us: a trace hook on `SQLITE_TRACE_STMT` fires when
//! each statement starts to run, on the connection's thread, and restarts the clock the
//! progress handler reads. Both are installed once, when the connection is opened.
//!
//! One of the workspace's two modules that allow `unsafe` (the other hands SQLite the server's
//! allocator, `gateway`'s `sqlite_memory`): sqlx has no safe call for the trace hook, so it is
//! registered through SQLite's C interface on the handle sqlx lends us.
#![allow(unsafe_code)]

use std::ffi::{CStr, c_int, c_uint, c_void};
use std::sync::Arc;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use libsqlite3_sys as ffi;
use sea_orm::sqlx::sqlite::SqliteConnection;

/// The progress handler looks at the clock every this many virtual-machine steps (tens of
/// microseconds of work): cheap, and a runaway statement is stopped promptly.
const PROGRESS_STEPS: i32 = 10_000;

/// The name the clock is kept under in the connection's client data, which frees it when the
/// connection closes.
const CLIENT_DATA: &CStr = c"forum.statement_clock";

/// When the statement running on one connection began.
struct StatementClock {
    /// Nanoseconds from [`epoch`] to the start of the running statement.
    started: AtomicU64,
    timeout: Duration,
}

/// A fixed instant the clocks count from (an `Instant` cannot be stored atomically).
fn epoch() -> Instant {
    static EPOCH: OnceLock<Instant> = OnceLock::new();
    *EPOCH.get_or_init(Instant::now)
}

fn nanos_since_epoch() -> u64 {
    u64::try_from(epoch().elapsed().as_nanos()).unwrap_or(u64::MAX)
}

impl StatementClock {
    fn restart(&self) {
        self.started.store(nanos_since_epoch(), Ordering::Relaxed);
    }

    fn within_timeout(&self) -> bool {
        let started = self.started.load(Ordering::Relaxed);
        let elapsed = Duration::from_nanos(nanos_since_epoch().saturating_sub(started));
        elapsed < self.timeout
    }
}

/// Stops any statement on `conn` that runs longer than `timeout` (SQLite answers
/// `SQLITE_INTERRUPT`, which [`crate::error::is_overloaded`] recognises). Called once, when
/// the pool opens the connection.
pub async fn install(
    conn: &mut SqliteConnection,
    timeout: Duration,
) -> Result<(), sea_orm::sqlx::Error> {
    let clock = Arc::new(StatementClock {
        started: AtomicU64::new(nanos_since_epoch()),
        timeout,
    });
    let mut handle = conn.lock_handle().await?;
    let for_handler = Arc::clone(&clock);
    handle.set_progress_handler(PROGRESS_STEPS, move || for_handler.within_timeout());
    let db = handle.as_raw_handle().as_ptr();
    let context = Arc::into_raw(clock).cast_mut().cast::<c_void>();
    // SAFETY: `db` is the open connection sqlx lends us while `handle` holds its lock, so no
    // other thread uses it meanwhile. `context` is a strong reference to the clock that the
    // connection's client data owns: SQLite calls `release` exactly once, when the connection
    // closes (or at once if it cannot store it), and the trace hook, which reads `context`,
    // does not outlive the connection.
    let stored =
        unsafe { ffi::sqlite3_set_clientdata(db, CLIENT_DATA.as_ptr(), context, Some(release)) };
    if stored != ffi::SQLITE_OK {
        return Err(sea_orm::sqlx::Error::Protocol(
            "SQLite could not keep the statement clock".into(),
        ));
    }
    // SAFETY: as above; `on_statement` only reads `context` while the connection is open.
    let traced =
        unsafe { ffi::sqlite3_trace_v2(db, ffi::SQLITE_TRACE_STMT, Some(on_statement), context) };
    if traced != ffi::SQLITE_OK {
        return Err(sea_orm::sqlx::Error::Protocol(
            "SQLite could not trace statements".into(),
        ));
    }
    Ok(())
}

/// SQLite's `SQLITE_TRACE_STMT` hook: a statement starts to run. The hook also fires when a
/// trigger's program starts, with an SQL comment (`-- TRIGGER name`) as its text; that is
/// part of the statement that fired it, so the clock goes on. (So would a statement whose own
/// text began with a comment; the forum's never do.)
unsafe extern "C" fn on_statement(
    event: c_uint,
    context: *mut c_void,
    _statement: *mut c_void,
    sql: *mut c_void,
) -> c_int {
    if event != ffi::SQLITE_TRACE_STMT || context.is_null() {
        return 0;
    }
    let text = sql.cast::<u8>().cast_const();
    // SAFETY: for `SQLITE_TRACE_STMT`, SQLite passes the statement's text as a NUL-terminated
    // string (or null); the second byte is read only when the first is not its end. Only the
    // start is read: the text of a page's statement runs to kilobytes.
    let trigger = !text.is_null() && unsafe { *text == b'-' && *text.add(1) == b'-' };
    if !trigger {
        // SAFETY: `context` is the clock `install` registered, alive until the connection
        // closes (see `release`).
        unsafe { &*context.cast::<StatementClock>() }.restart();
    }
    0
}

/// Frees the connection's reference to its clock when SQLite closes the connection.
unsafe extern "C" fn release(context: *mut c_void) {
    if !context.is_null() {
        // SAFETY: `context` came from `Arc::into_raw` in `install`, and SQLite calls this
        // once.
        drop(unsafe { Arc::from_raw(context.cast_const().cast::<StatementClock>()) });
    }
}
