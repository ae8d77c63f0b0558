//! Backups (issue 35): `forum backup` of a running forum while members write, `forum restore`
//! into an empty data folder (checking the manifest's checksums), PostgreSQL's backups, and
//! the daily backups in `BACKUP_DIR` keeping the newest `BACKUP_KEEP`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use entity::{comments, posts, users};
use migration::MigratorTrait;
use reqwest::StatusCode;
use sea_orm::{ConnectionTrait, DbBackend, EntityTrait, PaginatorTrait, Statement};
use serde_json::{Value, json};

use crate::helpers::{TestApp, Tokens, fresh_data_dir};

const PASSWORD: &str = "Quiet-Meadow-42";
const WRITERS: usize = 3;

const CREATE: &str = "mutation($input: NewPostInput!) { createPost(input: $input) { id } }";
const COMMENT: &str =
    "mutation($post: ID!, $text: String!) { addComment(postId: $post, text: $text) { id } }";
const POST: &str = "query($id: ID!) { post(id: $id) { id text } }";

/// Members sign up as fast as the writers go.
fn env() -> Vec<(&'static str, String)> {
    vec![("RATE_LIMIT_REGISTER_ADDRESS", "10000/5m".to_owned())]
}

/// One member's writes, each acknowledged (answered OK) before it is recorded.
#[derive(Clone, Debug)]
struct Acked {
    email: String,
    post: String,
    post_text: String,
    comment: String,
}

/// Runs the `forum` binary with these variables, off the async runtime (the server in this
/// process keeps answering meanwhile).
async fn forum(env: Vec<(&'static str, String)>, args: Vec<String>) -> std::process::Output {
    tokio::task::spawn_blocking(move || {
        std::process::Command::new(env!("CARGO_BIN_EXE_forum"))
            .args(&args)
            .env_remove("DATABASE_URL")
            .env_remove("BACKUP_DIR")
            .envs(env)
            .output()
            .unwrap()
    })
    .await
    .unwrap()
}

/// The variables of a forum on the data folder `data_dir` (SQLite there).
fn env_in(data_dir: &Path) -> Vec<(&'static str, String)> {
    vec![("DATA_DIR", data_dir.display().to_string())]
}

fn text(output: &std::process::Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// `forum restore backup` into the data folder of `env`: refused, saying `says`.
async fn restore_refused(env: Vec<(&'static str, String)>, backup: &Path, says: &str) {
    let refused = forum(env, vec!["restore".into(), backup.display().to_string()]).await;
    assert!(!refused.status.success());
    assert!(text(&refused).contains(says), "{}", text(&refused));
}

fn manifest(dir: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(dir.join("manifest.json")).unwrap()).unwrap()
}

/// The newest migration this forum knows: a fresh forum's schema version.
fn latest_migration() -> String {
    migration::Migrator::migrations()
        .iter()
        .map(|m| m.name().to_owned())
        .max()
        .unwrap()
}

/// Every file under `dir`, relative, leaving out the upload store's half-written ones.
fn files_under(dir: &Path) -> BTreeSet<String> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeSet<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            if path.is_dir() {
                if path.file_name().unwrap() != ".tmp" {
                    walk(root, &path, out);
                }
            } else {
                out.insert(path.strip_prefix(root).unwrap().display().to_string());
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(dir, dir, &mut out);
    out
}

/// A member's writes in a loop until `stop`: sign up, post, comment on her post.
async fn write_until(
    app: Arc<TestApp>,
    writer: usize,
    stop: Arc<AtomicBool>,
    acked: Arc<Mutex<Vec<Acked>>>,
) {
    let mut n = 0;
    while !stop.load(Ordering::SeqCst) {
        let email = format!("writer{writer}-{n}@example.org");
        let tokens: Tokens = app.register(&email, PASSWORD).await;
        let post_text = format!("Writer {writer}'s post number {n}");
        let body = app
            .graphql_as(
                &tokens.access,
                CREATE,
                json!({ "input": { "text": post_text } }),
            )
            .await;
        let post = body["data"]["createPost"]["id"]
            .as_str()
            .unwrap_or_else(|| panic!("post written: {body}"))
            .to_owned();
        let body = app
            .graphql_as(
                &tokens.access,
                COMMENT,
                json!({ "post": post, "text": format!("Writer {writer}'s comment {n}") }),
            )
            .await;
        let comment = body["data"]["addComment"]["id"]
            .as_str()
            .unwrap_or_else(|| panic!("comment written: {body}"))
            .to_owned();
        acked.lock().unwrap().push(Acked {
            email,
            post,
            post_text,
            comment,
        });
        n += 1;
    }
}

/// The test: members keep writing while `forum backup` runs on the same data folder;
/// every write acknowledged before the backup started is in the restored forum, which serves,
/// passes SQLite's integrity check and holds the rows the manifest counted. A restore refuses
/// a data folder that is not empty and a backup whose files do not match their checksums.
#[tokio::test]
async fn a_backup_made_while_members_write_restores_every_write_acknowledged_before_it() {
    let app = Arc::new(TestApp::sqlite_with(env()).await);
    // A picture in the files folder.
    let alice = app.register("alice@example.org", PASSWORD).await;
    let photo = crate::uploads_variants::photo_with_gps(600, 400);
    crate::uploads_variants::put_jpeg(&app, &alice, &photo, "isViewableByAnyUser=true").await;
    let stored = files_under(&app.data_dir().join("files"));
    assert!(!stored.is_empty());
    let stop = Arc::new(AtomicBool::new(false));
    let acked = Arc::new(Mutex::new(Vec::new()));
    let writers: Vec<_> = (0..WRITERS)
        .map(|w| {
            tokio::spawn(write_until(
                Arc::clone(&app),
                w,
                Arc::clone(&stop),
                Arc::clone(&acked),
            ))
        })
        .collect();
    // (A writer that stopped failed a write: its panic is reported below.)
    while acked.lock().unwrap().len() < 6 && !writers.iter().any(|w| w.is_finished()) {
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }

    let before: Vec<Acked> = acked.lock().unwrap().clone();
    let backup = fresh_data_dir();
    let output = forum(
        app.forum_env(),
        vec!["backup".into(), backup.display().to_string()],
    )
    .await;
    // The members write on a little after the backup, then stop; every write succeeded.
    let after_backup = acked.lock().unwrap().len();
    while acked.lock().unwrap().len() < after_backup + WRITERS
        && !writers.iter().any(|w| w.is_finished())
    {
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    stop.store(true, Ordering::SeqCst);
    for writer in writers {
        writer.await.expect("every write succeeded");
    }
    assert!(output.status.success(), "{}", text(&output));
    let printed = text(&output);
    assert!(printed.contains("Backed up the forum"), "{printed}");

    let made = manifest(&backup);
    assert_eq!(made["database"], "sqlite");
    assert_eq!(made["schema_version"], latest_migration().as_str());
    assert!(made["created_at"].as_str().is_some());
    let listed: BTreeSet<String> = made["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["path"].as_str().unwrap().to_owned())
        .collect();
    assert!(
        listed.contains("forum.db") && listed.contains("secret"),
        "{listed:?}"
    );
    assert_eq!(
        listed,
        files_under(&backup)
            .into_iter()
            .filter(|f| f != "manifest.json")
            .collect()
    );
    for file in made["files"].as_array().unwrap() {
        assert_eq!(file["sha256"].as_str().unwrap().len(), 64, "{file}");
    }
    let counted = &made["row_counts"];
    assert!(
        counted["users"].as_u64().unwrap() >= before.len() as u64,
        "{counted}"
    );

    // Refused: a data folder that holds anything (the running forum's own).
    restore_refused(app.forum_env(), &backup, "is not empty").await;

    // Refused: a backup changed after it was made (a byte of a copy's database).
    let tampered = fresh_data_dir();
    copy_dir(&backup, &tampered);
    let mut bytes = std::fs::read(tampered.join("forum.db")).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0xff;
    std::fs::write(tampered.join("forum.db"), bytes).unwrap();
    let target = fresh_data_dir();
    restore_refused(env_in(&target), &tampered, "does not match its checksum").await;
    assert!(!target.exists(), "nothing was restored");
    std::fs::remove_dir_all(&tampered).unwrap();

    // Restored into a new data folder.
    let restored_dir = fresh_data_dir();
    let output = forum(
        env_in(&restored_dir),
        vec!["restore".into(), backup.display().to_string()],
    )
    .await;
    assert!(output.status.success(), "{}", text(&output));
    assert!(text(&output).contains("forum serve"), "{}", text(&output));
    {
        let url = common::config::sqlite_url(&restored_dir.join("forum.db"));
        let db = common::db::connect(&url, None).await.unwrap().0;
        let check = db
            .query_one_raw(Statement::from_string(
                DbBackend::Sqlite,
                "PRAGMA integrity_check",
            ))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(check.try_get_by_index::<String>(0).unwrap(), "ok");
        assert_eq!(
            users::Entity::find().count(&db).await.unwrap(),
            counted["users"].as_u64().unwrap()
        );
        assert_eq!(
            posts::Entity::find().count(&db).await.unwrap(),
            counted["posts"].as_u64().unwrap()
        );
        assert_eq!(
            comments::Entity::find().count(&db).await.unwrap(),
            counted["comments"].as_u64().unwrap()
        );
        db.close().await.unwrap();
    }

    // The restored forum serves every write acknowledged before the backup began.
    let restored = TestApp::sqlite_in(restored_dir, env()).await;
    let db = restored.db().await;
    for write in &before {
        assert!(
            comments::Entity::find_by_id(common::Id::parse("id", &write.comment).unwrap())
                .one(&db)
                .await
                .unwrap()
                .is_some(),
            "comment of {write:?}"
        );
    }
    let first = &before[0];
    let response = restored.login(&first.email, PASSWORD).await;
    assert_eq!(
        response.status(),
        StatusCode::OK,
        "she signs in on the restored forum"
    );
    let tokens = Tokens::from_body(&response.json().await.unwrap());
    for write in &before {
        let body = restored
            .graphql_as(&tokens.access, POST, json!({ "id": write.post }))
            .await;
        assert_eq!(
            body["data"]["post"]["text"],
            write.post_text.as_str(),
            "{body}"
        );
    }
    let restored_files = files_under(&restored.data_dir().join("files"));
    assert!(restored_files.is_superset(&stored), "{restored_files:?}");
    // Signed-in members stay signed in: the signing secret came back too.
    assert_eq!(restored.secret(), app.secret());
    std::fs::remove_dir_all(&backup).unwrap();
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// A backup folder must be new or empty; a restore checks the schema is one it knows.
#[tokio::test]
async fn backup_refuses_a_folder_with_anything_in_it_and_restore_a_newer_schema() {
    let app = TestApp::sqlite().await;
    let busy = fresh_data_dir();
    std::fs::create_dir_all(&busy).unwrap();
    std::fs::write(busy.join("notes.txt"), "mine").unwrap();
    let refused = forum(
        app.forum_env(),
        vec!["backup".into(), busy.display().to_string()],
    )
    .await;
    assert!(!refused.status.success());
    assert!(
        text(&refused).contains("is not empty"),
        "{}",
        text(&refused)
    );
    assert_eq!(
        std::fs::read_to_string(busy.join("notes.txt")).unwrap(),
        "mine"
    );
    std::fs::remove_dir_all(&busy).unwrap();

    let backup = fresh_data_dir();
    let output = forum(
        app.forum_env(),
        vec!["backup".into(), backup.display().to_string()],
    )
    .await;
    assert!(output.status.success(), "{}", text(&output));
    let mut made = manifest(&backup);
    made["schema_version"] = json!("m20991231_000001_from_the_future");
    std::fs::write(
        backup.join("manifest.json"),
        serde_json::to_string(&made).unwrap(),
    )
    .unwrap();
    let target = fresh_data_dir();
    restore_refused(env_in(&target), &backup, "newer than this forum knows").await;
    assert!(!target.exists());
    std::fs::remove_dir_all(&backup).unwrap();
}

/// On PostgreSQL `forum backup` backs up the local files and says the database is pg_dump's;
/// a restore brings the files back and says to restore the database with pg_restore.
#[tokio::test]
async fn on_postgres_a_backup_holds_the_files_and_says_to_use_pg_dump() {
    use crate::uploads_variants::{PASSWORD, photo_with_gps, put_jpeg};
    let app = TestApp::postgres().await;
    let alice = app.register("alice@example.org", PASSWORD).await;
    put_jpeg(
        &app,
        &alice,
        &photo_with_gps(600, 400),
        "isViewableByAnyUser=true",
    )
    .await;
    let stored = files_under(&app.data_dir().join("files"));
    assert!(!stored.is_empty());

    let backup = fresh_data_dir();
    let output = forum(
        app.forum_env(),
        vec!["backup".into(), backup.display().to_string()],
    )
    .await;
    assert!(output.status.success(), "{}", text(&output));
    assert!(text(&output).contains("pg_dump"), "{}", text(&output));
    let made = manifest(&backup);
    assert_eq!(made["database"], "postgres");
    assert_eq!(made["schema_version"], latest_migration().as_str());
    assert!(!backup.join("forum.db").exists());
    assert_eq!(files_under(&backup.join("files")), stored);

    let target = fresh_data_dir();
    let mut env = env_in(&target);
    env.extend(
        app.forum_env()
            .into_iter()
            .filter(|(key, _)| *key == "DATABASE_URL" || *key == "JWT_SECRET"),
    );
    let output = forum(env, vec!["restore".into(), backup.display().to_string()]).await;
    assert!(output.status.success(), "{}", text(&output));
    assert!(text(&output).contains("pg_restore"), "{}", text(&output));
    assert_eq!(files_under(&target.join("files")), stored);
    std::fs::remove_dir_all(&target).unwrap();
    std::fs::remove_dir_all(&backup).unwrap();
}

/// `BACKUP_DIR` gets a backup a day, in a folder named by its time, and keeps the newest
/// `BACKUP_KEEP`; what else is in the folder is left alone. The newest restores.
#[tokio::test]
async fn daily_backups_keep_the_newest_backup_keep() {
    let backups = fresh_data_dir();
    std::fs::create_dir_all(backups.join("keep-me")).unwrap();
    std::fs::write(backups.join("notes.txt"), "mine").unwrap();
    let app = TestApp::sqlite_with(vec![
        ("BACKUP_DIR", backups.display().to_string()),
        ("BACKUP_KEEP", "2".to_owned()),
    ])
    .await;
    app.register("alice@example.org", PASSWORD).await;
    let made = |backups: &PathBuf| -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(backups)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|name| name.ends_with('Z'))
            .collect();
        names.sort();
        names
    };

    let mut seen = Vec::new();
    for day in 0..3 {
        let ran = app.state.scheduler.run_due().await;
        assert!(ran.contains(&"backup"), "day {day}: {ran:?}");
        // Not again the same day.
        assert!(!app.state.scheduler.run_due().await.contains(&"backup"));
        let names = made(&backups);
        let newest = names.last().unwrap().clone();
        assert!(!seen.contains(&newest));
        seen.push(newest);
        assert_eq!(names.len(), (day + 1).min(2), "day {day}: {names:?}");
        app.advance(chrono::Duration::days(1) + chrono::Duration::minutes(1));
    }
    assert_eq!(made(&backups), seen[1..].to_vec(), "the oldest went");
    assert!(backups.join("keep-me").is_dir());
    assert_eq!(
        std::fs::read_to_string(backups.join("notes.txt")).unwrap(),
        "mine"
    );
    let newest = backups.join(seen.last().unwrap());
    assert_eq!(manifest(&newest)["row_counts"]["users"], 1);

    let target = fresh_data_dir();
    let output = forum(
        env_in(&target),
        vec!["restore".into(), newest.display().to_string()],
    )
    .await;
    assert!(output.status.success(), "{}", text(&output));
    let restored = TestApp::sqlite_in(target, Vec::new()).await;
    assert_eq!(
        restored.login("alice@example.org", PASSWORD).await.status(),
        StatusCode::OK
    );
    std::fs::remove_dir_all(&backups).unwrap();
}
