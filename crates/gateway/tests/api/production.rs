//! Running in production: several `forum` processes on one database, started, upgraded and
//! stopped as an operator would, each a real process of the built binary.

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use common::Id;
use reqwest::StatusCode;
use sea_orm::{ConnectionTrait, Database, DbBackend, Statement};
use serde_json::{Value, json};

use crate::helpers::{PostgresDatabase, TEST_JWT_SECRET, TestApp};

crate::on_both_databases!(
    a_forum_older_than_its_database_refuses_to_start,
    parallel_guesses_cannot_all_pass_the_lockout,
    sigterm_drains_then_stops,
);

const PASSWORD: &str = "Lantern%Otter9-member";

/// A `forum` process of the built binary, killed when dropped.
struct Process {
    child: Child,
    base_url: String,
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What a process needs besides the database: its own data folder and a stand-in frontend.
fn process_env(data_dir: &Path) -> Vec<(&'static str, String)> {
    let web = data_dir.join("web");
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(web.join("index.html"), crate::helpers::INDEX_HTML).unwrap();
    vec![
        ("DATA_DIR", data_dir.display().to_string()),
        ("FRONTEND_DIR", web.display().to_string()),
        ("HOST", "127.0.0.1".to_owned()),
        ("PORT", "0".to_owned()),
        ("RUST_LOG", "warn".to_owned()),
    ]
}

fn temp_dir() -> PathBuf {
    std::env::temp_dir().join(format!("forum-test-{}", Id::generate()))
}

/// Starts `forum <args>` with exactly these variables (nothing inherited).
fn spawn(args: &[&str], env: &[(&'static str, String)]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_forum"))
        .args(args)
        .env_clear()
        .envs(env.iter().cloned())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Starts `forum serve` and waits until it says where it listens; its standard error when it
/// exits instead.
async fn serve(env: Vec<(&'static str, String)>) -> Result<Process, String> {
    let mut child = spawn(&["serve"], &env);
    let stdout = child.stdout.take().unwrap();
    let (found, address) = tokio::sync::oneshot::channel();
    // Reads to the end: a closed pipe would make the forum's next line fail.
    std::thread::spawn(move || {
        let mut found = Some(found);
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if let Some(url) = line.strip_prefix("Forum is running at ")
                && let Some(found) = found.take()
            {
                // "http://127.0.0.1:PORT (public URL …)"
                let _ = found.send(url.split_whitespace().next().unwrap_or_default().to_owned());
            }
        }
    });
    let address = address.await.ok();
    match address {
        Some(base_url) => Ok(Process { child, base_url }),
        None => {
            let mut stderr = String::new();
            child
                .stderr
                .take()
                .unwrap()
                .read_to_string(&mut stderr)
                .unwrap();
            let _ = child.wait();
            Err(stderr)
        }
    }
}

/// The topics a forum serves, by title.
async fn topic_titles(base_url: &str) -> Vec<String> {
    let response = reqwest::Client::new()
        .post(format!("{base_url}/graphql"))
        .json(&json!({ "query": "{ topics { title } }" }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    let mut titles: Vec<String> = body["data"]["topics"]
        .as_array()
        .unwrap_or_else(|| panic!("{body}"))
        .iter()
        .map(|t| t["title"].as_str().unwrap().to_owned())
        .collect();
    titles.sort();
    titles
}

async fn table_exists(url: &str, table: &str) -> bool {
    let db = Database::connect(url).await.unwrap();
    let row = db
        .query_one_raw(Statement::from_sql_and_values(
            DbBackend::Postgres,
            "SELECT to_regclass($1) IS NOT NULL AS found",
            vec![table.into()],
        ))
        .await
        .unwrap()
        .unwrap();
    let found: bool = row.try_get("", "found").unwrap();
    db.close().await.unwrap();
    found
}

/// Without a shared `JWT_SECRET` each process would sign with a secret of its own: tokens
/// would fail on the others. The process says what to set, and changes nothing.
#[tokio::test]
async fn postgres_refuses_to_start_without_jwt_secret() {
    let database = PostgresDatabase::create().await;
    let data_dir = temp_dir();
    let mut env = process_env(&data_dir);
    env.push(("DATABASE_URL", database.url()));

    let stderr = serve(env).await.err().expect("the forum refuses to start");

    assert!(stderr.contains("JWT_SECRET is not set"), "{stderr}");
    assert!(!table_exists(&database.url(), "seaql_migrations").await);
    assert!(!data_dir.join("secret").exists());
    let _ = std::fs::remove_dir_all(&data_dir);
}

/// Three processes started at the same instant on an empty database: one migrates and seeds
/// while the others wait for the migration lock, then all serve one schema with one seed.
async fn three_processes_start_together(shared: Vec<(&'static str, String)>, one_dir: bool) {
    let dirs: Vec<PathBuf> = if one_dir {
        vec![temp_dir(); 3]
    } else {
        (0..3).map(|_| temp_dir()).collect()
    };
    let starts = dirs.iter().map(|dir| {
        let mut env = process_env(dir);
        env.extend(shared.iter().cloned());
        serve(env)
    });
    let processes: Vec<Process> = futures_util::future::join_all(starts)
        .await
        .into_iter()
        .map(|started| started.unwrap_or_else(|stderr| panic!("a process failed: {stderr}")))
        .collect();

    let mut seen = Vec::new();
    for process in &processes {
        seen.push(topic_titles(&process.base_url).await);
    }
    assert_eq!(
        seen[0].len(),
        forum::service::seed::TOPICS.len(),
        "seeded once"
    );
    assert!(seen.iter().all(|titles| *titles == seen[0]), "{seen:?}");
    drop(processes);
    for dir in dirs {
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[tokio::test]
async fn three_processes_started_together_on_an_empty_postgres_database_all_serve() {
    let database = PostgresDatabase::create().await;
    three_processes_start_together(
        vec![
            ("DATABASE_URL", database.url()),
            ("JWT_SECRET", TEST_JWT_SECRET.to_owned()),
        ],
        false,
    )
    .await;
}

#[tokio::test]
async fn three_processes_started_together_on_an_empty_sqlite_folder_all_serve() {
    three_processes_start_together(Vec::new(), true).await;
}

/// After an upgrade has migrated the database, an older binary (a process not yet replaced,
/// or a rollback) must neither serve the newer schema nor migrate it.
async fn a_forum_older_than_its_database_refuses_to_start(app: TestApp) {
    let db = app.db().await;
    let backend = db.get_database_backend();
    db.execute_raw(common::db::statement(
        backend,
        "INSERT INTO seaql_migrations (version, applied_at) VALUES (?, ?)",
        vec!["m29991231_000001_from_a_newer_forum".into(), 0_i64.into()],
    ))
    .await
    .unwrap();

    let migrate = app.forum(&["migrate"]);
    let stderr = String::from_utf8_lossy(&migrate.stderr);
    assert!(!migrate.status.success());
    assert!(
        stderr.contains("newer schema") && stderr.contains("m29991231_000001_from_a_newer_forum"),
        "{stderr}"
    );

    let mut env = app.forum_env();
    env.push(("PORT", "0".to_owned()));
    let stderr = serve(env).await.err().expect("the forum refuses to serve");
    assert!(stderr.contains("newer schema"), "{stderr}");
}

/// `DB_POOL_SIZE` sizes each process's pool (on SQLite, twice the cores when unset); on PostgreSQL the forum's sessions end a
/// transaction left idle longer than a request may last, so a stuck process holds no locks.
#[tokio::test]
async fn the_pool_is_sized_by_db_pool_size_and_idle_transactions_end() {
    let app = TestApp::postgres_with(vec![("DB_POOL_SIZE", "5".to_owned())]).await;
    let pool = app.state.db.get_postgres_connection_pool();
    assert_eq!(pool.options().get_max_connections(), 5);
    let row = app
        .state
        .db
        .query_one_raw(Statement::from_string(
            DbBackend::Postgres,
            "SELECT current_setting('idle_in_transaction_session_timeout') AS idle",
        ))
        .await
        .unwrap()
        .unwrap();
    let idle: String = row.try_get("", "idle").unwrap();
    assert_eq!(idle, "30s");

    let sqlite = TestApp::sqlite_with(vec![("DB_POOL_SIZE", "3".to_owned())]).await;
    let pool = sqlite.state.db.get_sqlite_connection_pool();
    assert_eq!(pool.options().get_max_connections(), 3);

    // Unset, SQLite's pool follows the cores: no more connections than can run at once.
    let unset = TestApp::sqlite().await;
    let pool = unset.state.db.get_sqlite_connection_pool();
    let cores = std::thread::available_parallelism().unwrap().get() as u32;
    assert_eq!(
        pool.options().get_max_connections(),
        (2 * cores).clamp(4, 16)
    );
}

/// Twenty wrong passwords sent at once: before, all passed the check before any failure
/// was recorded. Now exactly the account's five are tried (five hashes), the rest refused.
async fn parallel_guesses_cannot_all_pass_the_lockout(app: TestApp) {
    app.register("target@example.org", PASSWORD).await;
    let passwords = &app.state.auth.passwords;
    let before = passwords.computed();
    let guesses = (0..20).map(|_| app.login("target@example.org", "Wrong-Password-1"));
    let statuses: Vec<StatusCode> = futures_util::future::join_all(guesses)
        .await
        .into_iter()
        .map(|response| response.status())
        .collect();

    let tried = statuses
        .iter()
        .filter(|s| **s == StatusCode::BAD_REQUEST)
        .count();
    let refused = statuses
        .iter()
        .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert_eq!((tried, refused), (5, 15), "{statuses:?}");
    assert_eq!(passwords.computed() - before, 5);
    assert_eq!(
        app.login("target@example.org", PASSWORD).await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
}

/// Successful logins and the per-address limit.
mod login_attempts {
    use reqwest::StatusCode;

    use super::PASSWORD;
    use crate::helpers::TestApp;

    /// A low per-address limit, to see that successful logins do not use it up.
    fn env() -> Vec<(&'static str, String)> {
        vec![("RATE_LIMIT_LOGIN_ADDRESS", "3/5m".to_owned())]
    }

    crate::on_both_databases_with!(env;
        successful_logins_do_not_count_against_the_address,
    );

    /// A success takes its attempt back and clears the account's failures.
    async fn successful_logins_do_not_count_against_the_address(app: TestApp) {
        app.register("member@example.org", PASSWORD).await;
        for _ in 0..2 {
            assert_eq!(
                app.login("member@example.org", "Wrong-Password-1")
                    .await
                    .status(),
                StatusCode::BAD_REQUEST
            );
        }
        for _ in 0..4 {
            assert_eq!(
                app.login("member@example.org", PASSWORD).await.status(),
                StatusCode::OK
            );
        }
        assert_eq!(
            app.login("member@example.org", "Wrong-Password-1")
                .await
                .status(),
            StatusCode::BAD_REQUEST,
            "the third failure from this address is still tried"
        );
        assert_eq!(
            app.login("member@example.org", PASSWORD).await.status(),
            StatusCode::TOO_MANY_REQUESTS,
            "the address's three failures are used up"
        );
    }
}

/// Probes: `/healthz` while the process lives, `/readyz` while it can serve.
mod probes {
    use reqwest::StatusCode;
    use serde_json::Value;

    use crate::helpers::TestApp;

    crate::on_every_backend!(readyz_checks_database_schema_storage_and_draining);

    async fn readyz(app: &TestApp) -> (StatusCode, Value) {
        let response = app.get("/readyz").await;
        (response.status(), response.json().await.unwrap())
    }

    async fn readyz_checks_database_schema_storage_and_draining(app: TestApp) {
        assert_eq!(app.get("/healthz").await.status(), StatusCode::OK);
        let (status, body) = readyz(&app).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["status"], "ready");

        app.state.draining.start();
        let (status, body) = readyz(&app).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(body["status"], "draining");
        assert_eq!(body["checks"]["database"], true);
        assert_eq!(
            app.get("/healthz").await.status(),
            StatusCode::OK,
            "alive while draining"
        );

        // A newer forum migrates the database: this process must leave the rotation.
        let other = app.restart().await;
        assert_eq!(readyz(&other).await.0, StatusCode::OK);
        let db = app.db().await;
        sea_orm::ConnectionTrait::execute_raw(
            &db,
            common::db::statement(
                sea_orm::ConnectionTrait::get_database_backend(&db),
                "INSERT INTO seaql_migrations (version, applied_at) VALUES (?, ?)",
                vec!["m29991231_000001_from_a_newer_forum".into(), 0_i64.into()],
            ),
        )
        .await
        .unwrap();
        let (status, body) = readyz(&other).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(body["checks"]["migrations"], false, "{body}");
        assert_eq!(body["checks"]["storage"], true, "{body}");
    }

    /// The files folder gone (an unmounted volume): not ready.
    #[tokio::test]
    async fn readyz_fails_when_the_files_folder_is_gone() {
        let app = TestApp::sqlite().await;
        std::fs::remove_dir_all(app.data_dir().join("files")).unwrap();
        let (status, body) = readyz(&app).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(body["checks"]["storage"], false, "{body}");
        assert_eq!(body["checks"]["database"], true, "{body}");
    }
}

/// SIGTERM: `/readyz` turns 503 at once while requests are still served for the drain delay;
/// then the listener closes and the process exits cleanly.
async fn sigterm_drains_then_stops(app: TestApp) {
    let mut env = app.forum_env();
    env.extend([
        // Long enough for a busy machine to answer one more request after /readyz turned.
        ("DRAIN_DELAY_SECS", "5".to_owned()),
        ("PORT", "0".to_owned()),
        ("RUST_LOG", "warn".to_owned()),
    ]);
    let mut process = serve(env).await.unwrap();
    // A new connection per probe, as a load balancer's health check makes: a kept-alive one
    // the server is closing at the signal would be reset under the probe.
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(0)
        .build()
        .unwrap();
    let base_url = process.base_url.clone();
    let url = |path: &str| format!("{base_url}{path}");
    assert_eq!(
        client.get(url("/readyz")).send().await.unwrap().status(),
        StatusCode::OK
    );

    let terminated = Command::new("kill")
        .args(["-TERM", &process.child.id().to_string()])
        .status()
        .unwrap();
    assert!(terminated.success());
    let mut status = StatusCode::OK;
    for _ in 0..250 {
        status = client.get(url("/readyz")).send().await.unwrap().status();
        if status != StatusCode::OK {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(
        topic_titles(&base_url).await.len(),
        forum::service::seed::TOPICS.len(),
        "still serving while the load balancer notices"
    );

    let exited = tokio::task::spawn_blocking(move || {
        let status = process.child.wait().unwrap();
        (status, process)
    })
    .await
    .unwrap();
    assert!(exited.0.success(), "{:?}", exited.0);
    assert!(
        reqwest::Client::new()
            .get(url("/healthz"))
            .send()
            .await
            .is_err(),
        "the listener is closed"
    );
}

/// `LOG_FORMAT=json`: one JSON object a line, for a log collector; anything but `text` or
/// `json` is refused.
#[tokio::test]
async fn log_format_json_writes_one_object_a_line() {
    let data_dir = temp_dir();
    let mut env = process_env(&data_dir);
    env.extend([
        ("LOG_FORMAT", "json".to_owned()),
        ("RUST_LOG", "info".to_owned()),
    ]);
    let output = spawn(&["migrate"], &env).wait_with_output().unwrap();
    assert!(output.status.success(), "{output:?}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let seeded = stdout
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .find(|event| event["fields"]["message"] == "seeded an empty forum")
        .unwrap_or_else(|| panic!("no JSON event in {stdout}"));
    assert_eq!(seeded["level"], "INFO");

    env.push(("LOG_FORMAT", "xml".to_owned()));
    env.retain(|(key, value)| *key != "LOG_FORMAT" || value == "xml");
    let refused = spawn(&["migrate"], &env).wait_with_output().unwrap();
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(
        said.contains("LOG_FORMAT") && said.contains("[possible values: text, json]"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&data_dir);
}

/// `forum --help` lists every setting with its variable, and never a secret's value.
#[tokio::test]
async fn help_lists_the_settings_and_hides_the_secrets() {
    let data_dir = temp_dir();
    let mut env = process_env(&data_dir);
    env.extend([
        ("SMTP_URL", "smtp://forum:mail-password@mail:587".to_owned()),
        ("PORT", "8181".to_owned()),
    ]);
    let output = spawn(&["--help"], &env).wait_with_output().unwrap();
    assert!(output.status.success(), "{output:?}");
    let help = String::from_utf8_lossy(&output.stdout);
    for shown in [
        "[env: PORT=8181]",
        "[env: RATE_LIMIT_LOGIN_ACCOUNT=",
        "[env: SMTP_URL]",
    ] {
        assert!(help.contains(shown), "{shown} in {help}");
    }
    assert!(!help.contains("mail-password"), "{help}");
    let _ = std::fs::remove_dir_all(&data_dir);
}
