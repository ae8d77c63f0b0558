//! SQLite's memory from the server's own allocator (mimalloc), not glibc's.
//!
//! The bundled SQLite calls `malloc` itself, so without this its page caches, prepared
//! statements and every value sqlx copies out of a row went to glibc, which gave each
//! connection's thread an arena of its own: under the feed load at a million posts, eight
//! arenas held 57 MiB beside mimalloc's. Through mimalloc, memory a connection frees goes
//! back to the one arena and is reused by the others (docs/performance.md, "Memory: SQLite on
//! the server's allocator, no huge pages").
//!
//! Only the `forum` binary installs it: the global allocator is chosen there, and SQLite
//! accepts a new allocator only before its first connection. With `common::db::sqlite_clock`,
//! one of the workspace's two modules that allow `unsafe`: handing C functions to C has no
//! safe call.
#![allow(unsafe_code)]

use std::ffi::{c_int, c_void};

use libmimalloc_sys::{mi_free, mi_good_size, mi_malloc, mi_realloc, mi_usable_size};
use libsqlite3_sys as sqlite;

/// Hands SQLite mimalloc's functions. Call before anything opens a database; if SQLite has
/// already started, it keeps its own allocator and this says so on standard error.
pub fn install() {
    let methods = sqlite::sqlite3_mem_methods {
        xMalloc: Some(malloc),
        xFree: Some(free),
        xRealloc: Some(realloc),
        xSize: Some(size),
        xRoundup: Some(roundup),
        xInit: Some(init),
        xShutdown: Some(shutdown),
        pAppData: std::ptr::null_mut(),
    };
    // SAFETY: SQLite copies the struct before returning; the functions live for the whole
    // process and follow `sqlite3_mem_methods`' contract (below).
    let rc = unsafe { sqlite::sqlite3_config(sqlite::SQLITE_CONFIG_MALLOC, &methods) };
    if rc != sqlite::SQLITE_OK {
        eprintln!("warning: SQLite had started before its allocator was set (code {rc})");
    }
}

// SQLite asks only for sizes in 1..2^31 and frees only what these functions returned.

unsafe extern "C" fn malloc(bytes: c_int) -> *mut c_void {
    // SAFETY: any size is valid; mimalloc aligns to 16 bytes, SQLite needs 8.
    unsafe { mi_malloc(bytes as usize) }
}

unsafe extern "C" fn free(block: *mut c_void) {
    // SAFETY: `block` came from `malloc` or `realloc` above (or is null).
    unsafe { mi_free(block) }
}

unsafe extern "C" fn realloc(block: *mut c_void, bytes: c_int) -> *mut c_void {
    // SAFETY: as for `free`.
    unsafe { mi_realloc(block, bytes as usize) }
}

unsafe extern "C" fn size(block: *mut c_void) -> c_int {
    // SAFETY: as for `free`.
    let usable = unsafe { mi_usable_size(block) };
    c_int::try_from(usable).unwrap_or(c_int::MAX)
}

unsafe extern "C" fn roundup(bytes: c_int) -> c_int {
    // SAFETY: a pure size computation.
    let good = unsafe { mi_good_size(bytes as usize) };
    c_int::try_from(good).unwrap_or(bytes)
}

unsafe extern "C" fn init(_: *mut c_void) -> c_int {
    sqlite::SQLITE_OK
}

unsafe extern "C" fn shutdown(_: *mut c_void) {}

#[cfg(test)]
mod tests {
    use std::ffi::{CStr, c_int};

    use libmimalloc_sys::mi_is_in_heap_region;
    use libsqlite3_sys as sqlite;

    /// Each test runs in a process of its own (nextest), so SQLite has not started yet.
    #[test]
    fn sqlite_allocates_from_mimalloc_once_installed() {
        super::install();
        // SAFETY: plain SQLite and mimalloc calls on memory this test owns.
        unsafe {
            let block = sqlite::sqlite3_malloc(1000);
            assert!(!block.is_null());
            assert!(
                mi_is_in_heap_region(block),
                "SQLite's block is not mimalloc's"
            );
            sqlite::sqlite3_free(block);

            // A database works on it: a row of 100 kB written and read back.
            let mut db = std::ptr::null_mut();
            let name = c":memory:";
            assert_eq!(
                sqlite::sqlite3_open(name.as_ptr(), &mut db),
                sqlite::SQLITE_OK
            );
            let sql = c"CREATE TABLE t (v BLOB); INSERT INTO t VALUES (zeroblob(100000));";
            let rc = sqlite::sqlite3_exec(
                db,
                sql.as_ptr(),
                None,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            );
            assert_eq!(rc, sqlite::SQLITE_OK);
            let mut statement = std::ptr::null_mut();
            let read = c"SELECT length(v) FROM t";
            let rc = sqlite::sqlite3_prepare_v2(
                db,
                read.as_ptr(),
                -1,
                &mut statement,
                std::ptr::null_mut(),
            );
            assert_eq!(
                rc,
                sqlite::SQLITE_OK,
                "{:?}",
                CStr::from_ptr(sqlite::sqlite3_errmsg(db))
            );
            assert_eq!(sqlite::sqlite3_step(statement), sqlite::SQLITE_ROW);
            assert_eq!(sqlite::sqlite3_column_int(statement, 0), 100_000 as c_int);
            sqlite::sqlite3_finalize(statement);
            sqlite::sqlite3_close(db);
        }
    }
}
