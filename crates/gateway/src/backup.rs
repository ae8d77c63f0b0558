//! Backups of a running forum (`forum backup DIR`, and daily into `BACKUP_DIR`), and restoring
//! one into an empty data folder (`forum restore DIR`).
//!
//! A backup folder holds:
//! - `forum.db` (SQLite): a consistent snapshot made with `VACUUM INTO`, a read transaction
//!   under the write-ahead log, so members keep writing while it is made;
//! - `files/`: a copy of `DATA_DIR/files` (local storage; on S3 the objects stay in the store),
//!   copied after the snapshot, so a file the snapshot names is there unless it was deleted
//!   meanwhile (an erasure), and a file uploaded meanwhile is an unreferenced extra;
//! - `secret` (SQLite, when the forum generated one): the token signing key, so members stay
//!   signed in after a restore;
//! - `manifest.json`: when, by which forum, the schema version (the newest applied migration),
//!   row counts of the main tables, and the size and SHA-256 of every other file.
//!
//! On PostgreSQL the database is not in the backup: `pg_dump` backs it up (README).

use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Component, Path, PathBuf};

use chrono::{DateTime, NaiveDateTime, Utc};
use common::config::{Backups, StorageConfig};
use common::jobs::Job;
use common::{AppError, Config};
use migration::{Migrator, MigratorTrait};
use sea_orm::{ConnectionTrait, DbBackend, Statement};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::startup::BoxError;

pub const MANIFEST: &str = "manifest.json";
const DATABASE_FILE: &str = "forum.db";
const FILES_DIR: &str = "files";
const SECRET_FILE: &str = "secret";
/// The manifest's layout; a restore refuses a layout it does not know.
const FORMAT: u64 = 1;
/// The tables whose row counts the manifest records (a quick check that a restore holds what
/// the backup held).
const COUNTED: [&str; 8] = [
    "users",
    "posts",
    "comments",
    "post_reactions",
    "comment_reactions",
    "reports",
    "files",
    "resources",
];
/// Scheduled backups' folder names: the time they were made, in UTC.
const FOLDER_TIME: &str = "%Y%m%dT%H%M%SZ";
const PARTIAL: &str = ".partial";

/// What a backup holds, and what the operator must still do.
#[derive(Debug)]
pub struct Made {
    pub dir: PathBuf,
    pub database: &'static str,
    pub schema_version: Option<String>,
    /// Files in the backup besides the manifest, and their bytes.
    pub files: usize,
    pub bytes: u64,
    /// Sentences for the operator (PostgreSQL's database, files in S3).
    pub notes: Vec<String>,
}

/// Backs the forum `config` describes up into `dir`, which must be empty or not exist. Safe
/// while the forum runs.
pub async fn backup(config: &Config, dir: &Path, now: DateTime<Utc>) -> Result<Made, BoxError> {
    let dir = std::path::absolute(dir)?;
    if config.storage == StorageConfig::Local && dir.starts_with(config.files_dir()) {
        return Err(format!(
            "cannot back up into {}: it is inside the forum's files ({})",
            dir.display(),
            config.files_dir().display()
        )
        .into());
    }
    prepare_empty(
        &dir,
        "the backup folder",
        "back up into a new or empty folder",
    )?;
    let mut notes = Vec::new();
    let mut row_counts = None;
    let schema_version;
    if config.is_sqlite() {
        let live = sqlite_path(&config.database_url);
        if !live.is_file() {
            return Err(format!("there is no database at {}", live.display()).into());
        }
        let (db, _) = common::db::connect(&config.database_url, None).await?;
        let snapshot = dir.join(DATABASE_FILE);
        let made = db
            .execute_raw(Statement::from_sql_and_values(
                DbBackend::Sqlite,
                "VACUUM INTO ?",
                vec![snapshot.display().to_string().into()],
            ))
            .await;
        db.close().await?;
        made?;
        // The snapshot, checked and counted on a connection of its own.
        let (snap, _) = common::db::connect(&common::config::sqlite_url(&snapshot), None).await?;
        let checked = integrity(&snap).await;
        let counted = count_rows(&snap).await;
        let version = latest_migration(&snap).await;
        snap.close().await?;
        if let Some(problem) = checked? {
            return Err(format!("the snapshot failed SQLite's integrity check: {problem}").into());
        }
        row_counts = Some(counted?);
        schema_version = version?;
        // Nothing may be left beside the snapshot (its connection's log and index).
        for extra in ["-wal", "-shm"] {
            let path = dir.join(format!("{DATABASE_FILE}{extra}"));
            if path.exists() && std::fs::metadata(&path)?.len() == 0 {
                std::fs::remove_file(&path)?;
            }
        }
        let secret = config.data_dir.join(SECRET_FILE);
        if secret.is_file() {
            std::fs::copy(&secret, dir.join(SECRET_FILE))?;
        }
    } else {
        let (db, _) = common::db::connect(&config.database_url, None).await?;
        let version = latest_migration(&db).await;
        db.close().await?;
        schema_version = version?;
        notes.push(format!(
            "The database is PostgreSQL ({}): this backup does not hold it. Back it up with \
             pg_dump, e.g. `pg_dump --format=custom --file={}/forum.pgdump \"$DATABASE_URL\"`, \
             and restore it with pg_restore (README, \"Backups\").",
            config.database_display(),
            dir.display()
        ));
    }
    match &config.storage {
        StorageConfig::Local => {
            let (from, to) = (config.files_dir(), dir.join(FILES_DIR));
            tokio::task::spawn_blocking(move || copy_tree(&from, &to, true)).await??;
        }
        StorageConfig::S3(s3) => notes.push(format!(
            "Files live in the S3 bucket {}{}: they are not in this backup. Keep them with the \
             store's own versioning or replication.",
            s3.bucket,
            if s3.prefix.is_empty() {
                String::new()
            } else {
                format!(" (under {})", s3.prefix)
            }
        )),
    }
    let listed = {
        let dir = dir.clone();
        tokio::task::spawn_blocking(move || checksums(&dir)).await??
    };
    let database = if config.is_sqlite() {
        "sqlite"
    } else {
        "postgres"
    };
    let manifest = json!({
        "format": FORMAT,
        "created_at": now.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        "forum_version": env!("CARGO_PKG_VERSION"),
        "database": database,
        "schema_version": schema_version,
        "row_counts": row_counts,
        "files": listed.iter().map(|(path, (bytes, sha256))| json!({
            "path": path, "bytes": bytes, "sha256": sha256,
        })).collect::<Vec<_>>(),
    });
    std::fs::write(
        dir.join(MANIFEST),
        serde_json::to_string_pretty(&manifest)? + "\n",
    )?;
    Ok(Made {
        dir,
        database,
        schema_version,
        files: listed.len(),
        bytes: listed.values().map(|(bytes, _)| bytes).sum(),
        notes,
    })
}

/// What a restore did, and what the operator must still do.
#[derive(Debug)]
pub struct Restored {
    pub files: usize,
    pub schema_version: Option<String>,
    pub notes: Vec<String>,
}

/// Restores the backup in `dir` into the (empty or new) data folder `config` names, after
/// checking every file against the manifest and that this forum knows the backup's schema.
pub fn restore(config: &Config, dir: &Path) -> Result<Restored, BoxError> {
    let manifest_path = dir.join(MANIFEST);
    let manifest: Value = match std::fs::read_to_string(&manifest_path) {
        Ok(text) => serde_json::from_str(&text)
            .map_err(|e| format!("{} is not a backup manifest: {e}", manifest_path.display()))?,
        Err(e) => {
            return Err(format!(
                "{} has no readable {MANIFEST} ({e}): is it a folder `forum backup` made?",
                dir.display()
            )
            .into());
        }
    };
    if manifest["format"].as_u64() != Some(FORMAT) {
        return Err(format!(
            "{} has a layout this forum does not know (format {}): restore it with the forum \
             version that made it ({})",
            manifest_path.display(),
            manifest["format"],
            manifest["forum_version"]
        )
        .into());
    }
    let schema_version = manifest["schema_version"].as_str().map(str::to_owned);
    if let Some(version) = &schema_version
        && !Migrator::migrations().iter().any(|m| m.name() == version)
    {
        return Err(format!(
            "the backup's schema ({version}) is newer than this forum knows: it was made by \
             a newer version of the forum ({}). Restore it with that version or a newer one",
            manifest["forum_version"]
        )
        .into());
    }
    let postgres = match manifest["database"].as_str() {
        Some("sqlite") => false,
        Some("postgres") => true,
        other => return Err(format!("the manifest names no known database: {other:?}").into()),
    };
    if postgres == config.is_sqlite() {
        return Err(format!(
            "the backup was made on {} but this forum is configured for {} (DATABASE_URL): \
             restore it with the same kind of database",
            if postgres { "PostgreSQL" } else { "SQLite" },
            if postgres { "SQLite" } else { "PostgreSQL" },
        )
        .into());
    }
    if !postgres
        && config.database_url != common::config::sqlite_url(&config.data_dir.join(DATABASE_FILE))
    {
        return Err(format!(
            "a restore writes the database to DATA_DIR/{DATABASE_FILE}, but DATABASE_URL points \
             elsewhere: unset DATABASE_URL"
        )
        .into());
    }
    let expected = listed_files(&manifest)?;
    if !postgres && !expected.contains_key(DATABASE_FILE) {
        return Err(format!("the backup has no {DATABASE_FILE}").into());
    }
    let data_dir = &config.data_dir;
    if data_dir.exists() && !is_empty_dir(data_dir)? {
        return Err(format!(
            "DATA_DIR ({}) is not empty: a restore only goes into an empty or new folder, so \
             that it overwrites nothing. Move the old data aside, or choose another DATA_DIR",
            data_dir.display()
        )
        .into());
    }
    // Every file, and only those, with the size and checksum the manifest recorded.
    let found = checksums(dir)?;
    for (path, (bytes, sha256)) in &expected {
        match found.get(path) {
            None => return Err(format!("the backup is incomplete: {path} is missing").into()),
            Some((found_bytes, found_sha)) if found_bytes != bytes || found_sha != sha256 => {
                return Err(format!(
                    "the backup is damaged or was changed: {path} does not match its checksum \
                     in {MANIFEST}. Nothing was restored"
                )
                .into());
            }
            Some(_) => {}
        }
    }
    if let Some(extra) = found.keys().find(|path| !expected.contains_key(*path)) {
        return Err(format!(
            "the backup holds {extra}, which its {MANIFEST} does not list: it was changed. \
             Nothing was restored"
        )
        .into());
    }
    let existed = data_dir.exists();
    let copied = copy_listed(dir, data_dir, expected.keys())
        .and_then(|()| std::fs::create_dir_all(config.files_dir()));
    if let Err(err) = copied {
        // Back to the empty folder it was: half a forum must not be served.
        if existed {
            for entry in std::fs::read_dir(data_dir)?.flatten() {
                let path = entry.path();
                let _ = if path.is_dir() {
                    std::fs::remove_dir_all(path)
                } else {
                    std::fs::remove_file(path)
                };
            }
        } else {
            let _ = std::fs::remove_dir_all(data_dir);
        }
        return Err(format!(
            "the restore into {} failed and was undone: {err}",
            data_dir.display()
        )
        .into());
    }
    let mut notes = Vec::new();
    if postgres {
        notes.push(
            "The backup holds no database: restore PostgreSQL's with pg_restore (README, \
             \"Backups\") before serving."
                .to_owned(),
        );
    }
    Ok(Restored {
        files: expected.len(),
        schema_version,
        notes,
    })
}

/// Copies the backup's files `paths` from `dir` into `data_dir` (made owner-only).
fn copy_listed<'a>(
    dir: &Path,
    data_dir: &Path,
    paths: impl Iterator<Item = &'a String>,
) -> std::io::Result<()> {
    create_private_dir(data_dir)?;
    for path in paths {
        let to = data_dir.join(path);
        if let Some(parent) = to.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::copy(dir.join(path), &to)?;
    }
    Ok(())
}

/// The daily backup into `BACKUP_DIR/<time>/`, keeping the newest `BACKUP_KEEP`. It runs after
/// its claim, outside any transaction: members write on meanwhile.
pub fn scheduled_job(config: Config, backups: Backups) -> Job {
    Job::after_claim("backup", chrono::Duration::days(1), move |now| {
        let (config, backups) = (config.clone(), backups.clone());
        Box::pin(async move {
            let made = scheduled(&config, &backups, now)
                .await
                .map_err(AppError::Internal)?;
            tracing::info!(files = made.files, bytes = made.bytes, "backup made");
            Ok(made.files as u64)
        })
    })
}

/// One scheduled backup: made under `<time>.partial`, renamed when complete, then the oldest
/// beyond `keep` (and partial ones a crash left) removed.
pub async fn scheduled(
    config: &Config,
    backups: &Backups,
    now: DateTime<Utc>,
) -> Result<Made, BoxError> {
    let name = now.format(FOLDER_TIME).to_string();
    std::fs::create_dir_all(&backups.dir)?;
    let partial = backups.dir.join(format!("{name}{PARTIAL}"));
    if partial.exists() {
        std::fs::remove_dir_all(&partial)?;
    }
    let done = backups.dir.join(&name);
    if done.exists() {
        return Err(format!("{} exists already", done.display()).into());
    }
    let made = match backup(config, &partial, now).await {
        Ok(made) => made,
        Err(err) => {
            let _ = std::fs::remove_dir_all(&partial);
            return Err(err);
        }
    };
    std::fs::rename(&partial, &done)?;
    prune(&backups.dir, backups.keep, &name)?;
    Ok(Made { dir: done, ..made })
}

/// Removes all but the newest `keep` complete backups in `dir` (folders named by their time,
/// holding a manifest), and partial ones other than `current`'s. Nothing else is touched.
fn prune(dir: &Path, keep: usize, current: &str) -> std::io::Result<()> {
    let mut complete = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let Some(name) = entry.file_name().to_str().map(str::to_owned) else {
            continue;
        };
        let (time, partial) = match name.strip_suffix(PARTIAL) {
            Some(time) => (time.to_owned(), true),
            None => (name.clone(), false),
        };
        if NaiveDateTime::parse_from_str(&time, FOLDER_TIME).is_err() || !entry.path().is_dir() {
            continue;
        }
        if partial {
            if time != current {
                std::fs::remove_dir_all(entry.path())?;
            }
        } else if entry.path().join(MANIFEST).is_file() {
            complete.push(name);
        }
    }
    complete.sort();
    let extra = complete.len().saturating_sub(keep);
    for name in &complete[..extra] {
        std::fs::remove_dir_all(dir.join(name))?;
    }
    Ok(())
}

/// The file a `sqlite:` URL opens.
fn sqlite_path(url: &str) -> PathBuf {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
        .unwrap_or(url);
    PathBuf::from(rest.split('?').next().unwrap_or(rest))
}

/// Makes `dir` if it does not exist (readable by the owner only: it holds everything members
/// wrote); refuses one that holds anything.
fn prepare_empty(dir: &Path, what: &str, advice: &str) -> Result<(), BoxError> {
    if dir.exists() {
        if !dir.is_dir() {
            return Err(format!("{what} {} is not a folder", dir.display()).into());
        }
        if !is_empty_dir(dir)? {
            return Err(format!("{what} {} is not empty: {advice}", dir.display()).into());
        }
        return Ok(());
    }
    create_private_dir(dir)?;
    Ok(())
}

fn is_empty_dir(dir: &Path) -> std::io::Result<bool> {
    Ok(std::fs::read_dir(dir)?.next().is_none())
}

fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

async fn integrity(db: &common::Db) -> Result<Option<String>, BoxError> {
    let rows = db
        .query_all_raw(Statement::from_string(
            DbBackend::Sqlite,
            "PRAGMA integrity_check",
        ))
        .await?;
    let said: Vec<String> = rows
        .iter()
        .map(|row| row.try_get_by_index::<String>(0))
        .collect::<Result<_, _>>()?;
    Ok((said != ["ok"]).then(|| said.join("; ")))
}

async fn count_rows(db: &common::Db) -> Result<BTreeMap<&'static str, i64>, BoxError> {
    let mut counts = BTreeMap::new();
    for table in COUNTED {
        let row = db
            .query_one_raw(Statement::from_string(
                db.get_database_backend(),
                format!("SELECT COUNT(*) FROM {table}"),
            ))
            .await?
            .ok_or("COUNT answered no row")?;
        counts.insert(table, row.try_get_by_index::<i64>(0)?);
    }
    Ok(counts)
}

/// The newest migration the database has applied (names begin with their date).
async fn latest_migration(db: &common::Db) -> Result<Option<String>, BoxError> {
    Ok(Migrator::get_migration_models(db)
        .await?
        .into_iter()
        .map(|m| m.version)
        .max())
}

/// Copies the folder `from` into `to` (made), recursively; regular files only. A file deleted
/// while the copy runs is left out (it was deleted: an erasure, a cleanup). With `uploads`,
/// the store's half-written uploads (`.tmp`) are left out too.
fn copy_tree(from: &Path, to: &Path, uploads: bool) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    let entries = match std::fs::read_dir(from) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e),
    };
    for entry in entries {
        let entry = entry?;
        if uploads && entry.file_name() == ".tmp" {
            continue;
        }
        let kind = match entry.file_type() {
            Ok(kind) => kind,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
            Err(e) => return Err(e),
        };
        let target = to.join(entry.file_name());
        if kind.is_dir() {
            copy_tree(&entry.path(), &target, false)?;
        } else if kind.is_file() {
            match std::fs::copy(entry.path(), &target) {
                Ok(_) => {}
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(e),
            }
        }
    }
    Ok(())
}

/// Every file under `dir` but the manifest, by its path relative to `dir` (`/`-separated):
/// its size and SHA-256 (hex).
fn checksums(dir: &Path) -> std::io::Result<BTreeMap<String, (u64, String)>> {
    fn walk(
        root: &Path,
        dir: &Path,
        out: &mut BTreeMap<String, (u64, String)>,
    ) -> std::io::Result<()> {
        for entry in std::fs::read_dir(dir)? {
            let entry = entry?;
            let path = entry.path();
            let kind = entry.file_type()?;
            if kind.is_dir() {
                walk(root, &path, out)?;
            } else {
                let relative = path
                    .strip_prefix(root)
                    .map_err(std::io::Error::other)?
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect::<Vec<_>>()
                    .join("/");
                if relative != MANIFEST {
                    out.insert(relative, sha256_file(&path)?);
                }
            }
        }
        Ok(())
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out)?;
    Ok(out)
}

fn sha256_file(path: &Path) -> std::io::Result<(u64, String)> {
    let mut file = std::fs::File::open(path)?;
    let mut hasher = Sha256::new();
    let mut buffer = vec![0u8; 1 << 16];
    let mut bytes = 0u64;
    loop {
        let n = file.read(&mut buffer)?;
        if n == 0 {
            break;
        }
        hasher.update(&buffer[..n]);
        bytes += n as u64;
    }
    Ok((bytes, hex::encode(hasher.finalize())))
}

/// The manifest's files, each a safe relative path (no `..`, not absolute).
fn listed_files(manifest: &Value) -> Result<BTreeMap<String, (u64, String)>, BoxError> {
    let files = manifest["files"]
        .as_array()
        .ok_or("the manifest lists no files")?;
    let mut out = BTreeMap::new();
    for file in files {
        let (Some(path), Some(bytes), Some(sha256)) = (
            file["path"].as_str(),
            file["bytes"].as_u64(),
            file["sha256"].as_str(),
        ) else {
            return Err(format!("the manifest has a file entry it cannot read: {file}").into());
        };
        let safe = !path.is_empty()
            && Path::new(path)
                .components()
                .all(|c| matches!(c, Component::Normal(_)));
        if !safe || path == MANIFEST {
            return Err(format!("the manifest lists a path outside the backup: {path:?}").into());
        }
        out.insert(path.to_owned(), (bytes, sha256.to_owned()));
    }
    Ok(out)
}
