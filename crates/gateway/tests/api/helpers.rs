use std::future::Future;
use std::path::PathBuf;
use std::sync::Arc;

use common::clock::ManualClock;
use common::{Clock, Config, Id, Viewer};
use gateway::state::AppState;
use hyper_util::rt::TokioIo;
use reqwest::{Client, Method, RequestBuilder, Response, StatusCode};
use sea_orm::{ConnectionTrait, Database};
use serde_json::{Value, json};
use tokio::net::TcpListener;

/// Runs each named test (an `async fn(TestApp)` in the enclosing module) on both databases.
#[macro_export]
macro_rules! on_both_databases {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(#[tokio::test] async fn $name() { super::$name($crate::helpers::TestApp::sqlite().await).await })*
        }
        mod postgres {
            $(#[tokio::test] async fn $name() { super::$name($crate::helpers::TestApp::postgres().await).await })*
        }
    };
}

/// As `on_both_databases!`, on servers configured with the variables `env()` (a function of
/// the enclosing module) answers.
#[macro_export]
macro_rules! on_both_databases_with {
    ($env:ident; $($name:ident),* $(,)?) => {
        mod sqlite {
            $(#[tokio::test] async fn $name() { super::$name($crate::helpers::TestApp::sqlite_with(super::$env()).await).await })*
        }
        mod postgres {
            $(#[tokio::test] async fn $name() { super::$name($crate::helpers::TestApp::postgres_with(super::$env()).await).await })*
        }
    };
}

/// Runs each named test on SQLite and PostgreSQL with files on the local disk, and on SQLite
/// with files in S3 (an in-process S3-compatible server that checks signatures).
#[macro_export]
macro_rules! on_every_backend {
    ($($name:ident),* $(,)?) => {
        $crate::on_both_databases!($($name),*);
        mod sqlite_s3 {
            $(#[tokio::test] async fn $name() { super::$name($crate::helpers::TestApp::sqlite_with_s3().await).await })*
        }
    };
}

pub const INDEX_HTML: &str = "<!doctype html><title>Forum</title><div id=root></div>";
pub const GRAPHIQL_HTML: &str = "<!doctype html><title>GraphiQL</title><div id=graphiql></div>";
pub const SERVICE_WORKER_JS: &str = "const VERSION = \"3f2a1b\";";
pub const WEB_APP_MANIFEST: &str = r#"{"name":"Real Talk","start_url":"/"}"#;

/// The signing secret test servers on PostgreSQL share.
pub const TEST_JWT_SECRET: &str = "test-secret-shared-by-every-process-0123456789";

pub const ADMIN_PASSWORD: &str = "Lantern%Otter9-admin";

/// The `extensions.code` of a GraphQL answer's first error ("" when there is none).
pub fn error_code(body: &Value) -> &str {
    body["errors"][0]["extensions"]["code"]
        .as_str()
        .unwrap_or_default()
}

/// The `data` of a GraphQL answer, asserting it carries no errors.
pub fn ok(body: &Value) -> &Value {
    assert!(body["errors"].is_null(), "{body}");
    &body["data"]
}

/// The message of a GraphQL answer's first error ("" when there is none).
pub fn message(body: &Value) -> &str {
    body["errors"][0]["message"].as_str().unwrap_or_default()
}

/// The `extensions.field` of a GraphQL answer's first error: the form field it names.
pub fn field(body: &Value) -> &str {
    body["errors"][0]["extensions"]["field"]
        .as_str()
        .unwrap_or_default()
}

/// The tokens a login or register answered.
#[derive(Clone, Debug)]
pub struct Tokens {
    pub access: String,
    pub refresh: String,
}

impl Tokens {
    pub fn from_body(body: &Value) -> Self {
        let token = &body["token"];
        assert_eq!(token["tokenType"], "Bearer", "{body}");
        Self {
            access: token["accessToken"].as_str().unwrap().to_owned(),
            refresh: token["refreshToken"].as_str().unwrap().to_owned(),
        }
    }
}

pub struct TestApp {
    pub base_url: String,
    pub client: Client,
    /// The server's clock: tests move it instead of editing rows.
    pub clock: Arc<ManualClock>,
    /// The running server's state (its statement counter, its job scheduler).
    pub state: AppState,
    storage: Arc<Storage>,
}

/// The data a test's server works on; removed when the last server using it is gone.
struct Storage {
    data_dir: PathBuf,
    postgres: Option<PostgresDatabase>,
    /// More configuration, e.g. `SMTP_URL`.
    extra_env: Vec<(&'static str, String)>,
    /// The S3-compatible server files go to, when not to the local disk.
    s3: Option<S3Server>,
}

impl Storage {
    fn env(&self) -> Vec<(&'static str, String)> {
        let mut vars = vec![
            ("DATA_DIR", self.data_dir.display().to_string()),
            (
                "FRONTEND_DIR",
                self.data_dir.join("web").display().to_string(),
            ),
        ];
        if let Some(db) = &self.postgres {
            vars.push(("DATABASE_URL", db.url()));
            // Required on PostgreSQL, which several processes share (tests set their own to test
            // its absence).
            vars.push(("JWT_SECRET", TEST_JWT_SECRET.to_owned()));
        }
        // Test servers trust every onboarded member's reports at once (the spec's instant
        // quarantine); the trust rule's own tests set their age.
        if !self
            .extra_env
            .iter()
            .any(|(key, _)| *key == "REPORT_TRUST_AGE")
        {
            vars.push(("REPORT_TRUST_AGE", "0s".to_owned()));
        }
        if let Some(s3) = &self.s3 {
            vars.extend(s3.env());
        }
        vars.extend(self.extra_env.iter().cloned());
        vars
    }
}

impl Drop for Storage {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}

impl TestApp {
    pub async fn sqlite() -> Self {
        Self::sqlite_with(Vec::new()).await
    }

    /// On SQLite, with more configuration.
    pub async fn sqlite_with(extra_env: Vec<(&'static str, String)>) -> Self {
        Self::spawn(
            Self::fresh_storage(None, extra_env, None),
            Arc::new(ManualClock::new()),
        )
        .await
    }

    /// On SQLite, with files in S3: an S3-compatible server (`s3s` over a folder, checking
    /// signatures as S3 does) runs in the test and `STORAGE_URL` points to it.
    /// [`Self::s3_object`] reads what it holds.
    pub async fn sqlite_with_s3() -> Self {
        Self::spawn(
            Self::fresh_storage(None, Vec::new(), Some(S3Server::start().await)),
            Arc::new(ManualClock::new()),
        )
        .await
    }

    /// On PostgreSQL, with files in S3 (see [`Self::sqlite_with_s3`]).
    pub async fn postgres_with_s3() -> Self {
        Self::spawn(
            Self::fresh_storage(
                Some(PostgresDatabase::create().await),
                Vec::new(),
                Some(S3Server::start().await),
            ),
            Arc::new(ManualClock::new()),
        )
        .await
    }

    pub async fn postgres() -> Self {
        Self::postgres_with(Vec::new()).await
    }

    /// On PostgreSQL, with more configuration.
    pub async fn postgres_with(extra_env: Vec<(&'static str, String)>) -> Self {
        Self::spawn(
            Self::fresh_storage(Some(PostgresDatabase::create().await), extra_env, None),
            Arc::new(ManualClock::new()),
        )
        .await
    }

    fn fresh_storage(
        postgres: Option<PostgresDatabase>,
        extra_env: Vec<(&'static str, String)>,
        s3: Option<S3Server>,
    ) -> Arc<Storage> {
        let data_dir = fresh_data_dir();
        write_frontend(&data_dir);
        Arc::new(Storage {
            data_dir,
            postgres,
            extra_env,
            s3,
        })
    }

    /// On SQLite, serving the data folder `data_dir` as it is (a restored backup); the folder
    /// is removed when the app is gone.
    pub async fn sqlite_in(data_dir: PathBuf, extra_env: Vec<(&'static str, String)>) -> Self {
        write_frontend(&data_dir);
        let storage = Arc::new(Storage {
            data_dir,
            postgres: None,
            extra_env,
            s3: None,
        });
        Self::spawn(storage, Arc::new(ManualClock::new())).await
    }

    async fn spawn(storage: Arc<Storage>, clock: Arc<ManualClock>) -> Self {
        let mut vars = storage.env();
        vars.push(("PORT", "0".to_owned()));
        let config =
            Config::from_lookup(|key| vars.iter().find(|(k, _)| *k == key).map(|(_, v)| v.clone()))
                .unwrap();
        let server = gateway::Server::bind_with_clock(config, clock.clone())
            .await
            .expect("server starts");
        let addr = server.local_addr().unwrap();
        let state = server.state().clone();
        tokio::spawn(server.run_until(std::future::pending()));
        Self {
            base_url: format!("http://{addr}"),
            client: Client::new(),
            clock,
            state,
            storage,
        }
    }

    /// A second server on the same data and clock, as another gateway process (or the next
    /// start of the forum) would be.
    pub async fn restart(&self) -> Self {
        Self::spawn(Arc::clone(&self.storage), Arc::clone(&self.clock)).await
    }

    /// The server's data folder (`forum.db` and its write-ahead log, `files/`, `outbox/`).
    pub fn data_dir(&self) -> &std::path::Path {
        &self.storage.data_dir
    }

    /// Whether files go to the S3 server rather than the local disk.
    pub fn uses_s3(&self) -> bool {
        self.storage.s3.is_some()
    }

    /// Where an object with this storage key (`files.storage_key`) is, on the local disk or
    /// in the S3 server's folder; for checking that it is there, or gone.
    pub fn object_path(&self, key: &str) -> PathBuf {
        match &self.storage.s3 {
            Some(s3) => s3.object_path(key),
            None => self.storage.data_dir.join("files").join(key),
        }
    }

    /// The signed-in member behind an access token, as the server sees her now: for calling
    /// services in-process on `app.state` (e.g. `storage::service::files::attach_image`).
    pub async fn viewer(&self, tokens: &Tokens) -> Viewer {
        identity::service::sessions::authenticate(
            &self.state.db,
            &self.state.auth.keys,
            &tokens.access,
            self.clock.now(),
        )
        .await
        .unwrap()
    }

    /// A URL the server answered, made absolute (local files' URLs are relative to the forum).
    pub fn absolute(&self, url: &str) -> String {
        if url.starts_with('/') {
            self.url(url)
        } else {
            url.to_owned()
        }
    }

    /// Moves the server's clock forward.
    pub fn advance(&self, by: chrono::Duration) {
        self.clock.advance(by);
    }

    /// How many SQL statements the server ran while `work` ran (nothing else may run then).
    pub async fn statements_during<T>(&self, work: impl Future<Output = T>) -> (u64, T) {
        let before = self.state.statements.get();
        let out = work.await;
        (self.state.statements.get() - before, out)
    }

    /// Runs the `forum` binary on this app's data, as an operator would.
    pub fn forum(&self, args: &[&str]) -> std::process::Output {
        std::process::Command::new(env!("CARGO_BIN_EXE_forum"))
            .args(args)
            .env_remove("DATABASE_URL")
            .envs(self.storage.env())
            .output()
            .unwrap()
    }

    /// The variables this app's server runs with (its data folder, database, secret, store).
    pub fn forum_env(&self) -> Vec<(&'static str, String)> {
        self.storage.env()
    }

    /// This app's database URL (SQLite file or PostgreSQL database).
    pub fn database_url(&self) -> String {
        let vars = self.storage.env();
        Config::from_lookup(|key| vars.iter().find(|(k, _)| *k == key).map(|(_, v)| v.clone()))
            .unwrap()
            .database_url
    }

    /// A direct connection to this app's database, to check what was stored.
    pub async fn db(&self) -> sea_orm::DatabaseConnection {
        common::db::connect(&self.database_url(), None)
            .await
            .unwrap()
            .0
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
    }

    pub async fn get(&self, path: &str) -> Response {
        self.client.get(self.url(path)).send().await.unwrap()
    }

    /// GET a JSON body, asserting the status.
    pub async fn get_json(&self, path: &str, status: StatusCode) -> Value {
        let response = self.get(path).await;
        assert_eq!(response.status(), status, "GET {path}");
        response.json().await.unwrap()
    }

    /// POST a GraphQL operation; the whole response body (data and errors).
    pub async fn graphql(&self, query: &str, variables: Value) -> Value {
        self.graphql_with(None, query, variables).await
    }

    /// POST a GraphQL operation with `Authorization: Bearer <access_token>`.
    pub async fn graphql_as(&self, access_token: &str, query: &str, variables: Value) -> Value {
        self.graphql_with(Some(access_token), query, variables)
            .await
    }

    /// POST a GraphQL operation as the member (or admin) holding `tokens`.
    pub async fn graphql_by(&self, tokens: &Tokens, query: &str, variables: Value) -> Value {
        self.graphql_with(Some(&tokens.access), query, variables)
            .await
    }

    /// The id of the member holding `tokens`, as `me` answers it.
    pub async fn user_id(&self, tokens: &Tokens) -> String {
        let body = self.graphql_by(tokens, "{ me { id } }", json!({})).await;
        ok(&body)["me"]["id"].as_str().unwrap().to_owned()
    }

    async fn graphql_with(
        &self,
        access_token: Option<&str>,
        query: &str,
        variables: Value,
    ) -> Value {
        let mut request = self
            .client
            .post(self.url("/graphql"))
            .json(&json!({ "query": query, "variables": variables }));
        if let Some(token) = access_token {
            request = request.bearer_auth(token);
        }
        let response = request.send().await.unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        response.json().await.unwrap()
    }

    pub async fn post_json(&self, path: &str, body: Value) -> Response {
        self.client
            .post(self.url(path))
            .json(&body)
            .send()
            .await
            .unwrap()
    }

    /// A request to `path` carrying the bearer token of `tokens`.
    fn request_as(&self, method: Method, tokens: &Tokens, path: &str) -> RequestBuilder {
        self.client
            .request(method, self.url(path))
            .bearer_auth(&tokens.access)
    }

    pub async fn post_as(&self, tokens: &Tokens, path: &str, body: Value) -> Response {
        let request = self.request_as(Method::POST, tokens, path).json(&body);
        request.send().await.unwrap()
    }

    pub async fn get_as(&self, tokens: &Tokens, path: &str) -> Response {
        let request = self.request_as(Method::GET, tokens, path);
        request.send().await.unwrap()
    }

    pub async fn delete_as(&self, tokens: &Tokens, path: &str) -> Response {
        let request = self.request_as(Method::DELETE, tokens, path);
        request.send().await.unwrap()
    }

    /// Sends a REST call as `tokens` (with `body` as JSON unless it is a GET or DELETE):
    /// the status and the JSON answer (`null` when the body is not JSON).
    pub async fn send(
        &self,
        tokens: &Tokens,
        method: &str,
        path: &str,
        body: Value,
    ) -> (StatusCode, Value) {
        let method: Method = method.parse().unwrap();
        let mut request = self.request_as(method.clone(), tokens, path);
        if method != Method::GET && method != Method::DELETE {
            request = request.json(&body);
        }
        let response = request.send().await.unwrap();
        let status = response.status();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    /// POST JSON as `tokens`: the status and the JSON answer.
    pub async fn post_answer(
        &self,
        tokens: &Tokens,
        path: &str,
        body: Value,
    ) -> (StatusCode, Value) {
        self.send(tokens, "POST", path, body).await
    }

    /// GET as `tokens`: the status and the JSON answer.
    pub async fn get_answer(&self, tokens: &Tokens, path: &str) -> (StatusCode, Value) {
        self.send(tokens, "GET", path, Value::Null).await
    }

    /// Registers a member through the REST contract, with a suggested username.
    pub async fn register(&self, email: &str, password: &str) -> Tokens {
        let body = self
            .get_json("/api/public/user/username", StatusCode::OK)
            .await;
        let username = body["data"]["username"].as_str().unwrap();
        let response = self
            .post_json(
                "/api/auth/register",
                json!({ "email": email, "password": password, "confirmPassword": password,
                        "username": username, "tos": true, "contact": false }),
            )
            .await;
        assert_eq!(response.status(), StatusCode::OK, "register {email}");
        Tokens::from_body(&response.json().await.unwrap())
    }

    /// Finishes a member's onboarding with valid answers (the first topic, a colour, a place
    /// and the four choices): a member in good standing, as after the two onboarding screens.
    pub async fn onboard(&self, tokens: &Tokens) {
        let topics = self.graphql("{ topics { id } }", json!({})).await;
        let first = topics["data"]["topics"][0]["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let body = self
            .graphql_as(
                &tokens.access,
                "mutation($input: OnboardingInput!) { completeOnboarding(input: $input) { onboardingComplete } }",
                json!({ "input": onboarding_answers(&[first]) }),
            )
            .await;
        assert_eq!(
            body["data"]["completeOnboarding"]["onboardingComplete"], true,
            "{body}"
        );
    }

    pub async fn login(&self, email: &str, password: &str) -> Response {
        self.post_json(
            "/api/auth/login",
            json!({ "email": email, "password": password }),
        )
        .await
    }

    /// Makes an admin with the `forum create-admin` command and logs in as them.
    pub async fn admin(&self) -> Tokens {
        let output = self.forum(&[
            "create-admin",
            "--email",
            "admin@example.org",
            "--password",
            ADMIN_PASSWORD,
        ]);
        assert!(output.status.success(), "{output:?}");
        let response = self.login("admin@example.org", ADMIN_PASSWORD).await;
        assert_eq!(response.status(), StatusCode::OK);
        Tokens::from_body(&response.json().await.unwrap())
    }

    /// Whether the store holds bytes for `key`: published, or on S3 still under the staging
    /// key a member's upload lands on until it is checked (issue 34).
    pub fn holds_object(&self, key: &str) -> bool {
        self.object_path(key).exists()
            || (self.uses_s3() && self.object_path(&format!("staging/{key}")).exists())
    }

    /// The access-token signing secret: the one every PostgreSQL test server is given, or the
    /// one a SQLite server generated in its data folder.
    pub fn secret(&self) -> String {
        if self.storage.postgres.is_some() {
            return TEST_JWT_SECRET.to_owned();
        }
        std::fs::read_to_string(self.storage.data_dir.join("secret")).unwrap()
    }

    /// The messages in the outbox, oldest first, waiting up to two seconds for `count` of them
    /// (mail is sent after the response).
    pub async fn outbox(&self, count: usize) -> Vec<String> {
        let dir = self.storage.data_dir.join("outbox");
        for _ in 0..40 {
            let mut files: Vec<_> = std::fs::read_dir(&dir)
                .unwrap()
                .map(|e| e.unwrap().path())
                .collect();
            if files.len() >= count {
                files.sort();
                return files
                    .iter()
                    .map(|f| std::fs::read_to_string(f).unwrap())
                    .collect();
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
            .collect()
    }
}

/// A new, not yet existing folder under the temporary folder.
/// A port nothing listens on now.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

pub fn fresh_data_dir() -> PathBuf {
    std::env::temp_dir().join(format!("forum-test-{}", Id::generate()))
}

/// A stand-in for the built frontend in `data_dir/web`, so these tests don't depend on an npm
/// build.
fn write_frontend(data_dir: &std::path::Path) {
    let web = data_dir.join("web");
    std::fs::create_dir_all(web.join("assets")).unwrap();
    std::fs::write(web.join("index.html"), INDEX_HTML).unwrap();
    std::fs::write(web.join("graphiql.html"), GRAPHIQL_HTML).unwrap();
    std::fs::write(web.join("assets/app-3f2a1b.js"), "console.log('forum')").unwrap();
    std::fs::write(web.join("sw.js"), SERVICE_WORKER_JS).unwrap();
    std::fs::write(web.join("manifest.webmanifest"), WEB_APP_MANIFEST).unwrap();
}

/// Every onboarding answer, valid, with these topics of interest.
pub fn onboarding_answers(topics: &[String]) -> Value {
    json!({
        "topicsOfInterest": topics,
        "profileColour": "#E8518D",
        "location": { "city": "Austin", "state": "Texas", "country": "United States" },
        "ethnicity": "Hispanic/Latino",
        "ageRange": "25-34",
        "sexAssignedAtBirth": "Female",
        "gender": "Prefer not to say",
    })
}

/// An S3-compatible server for one test: `s3s` storing objects in a folder, refusing requests
/// whose signature is wrong or expired (as judged by the system clock, like a real store).
pub struct S3Server {
    endpoint: String,
    root: PathBuf,
    task: tokio::task::JoinHandle<()>,
}

pub const S3_BUCKET: &str = "forum-test";
/// Objects go under this prefix (`STORAGE_URL=s3://forum-test/uploads`).
pub const S3_PREFIX: &str = "uploads/";
const S3_ACCESS_KEY: &str = "forum-test-key";
const S3_SECRET_KEY: &str = "forum-test-secret-0123456789";

impl S3Server {
    pub async fn start() -> Self {
        let root = std::env::temp_dir().join(format!("forum-s3-{}", Id::generate()));
        std::fs::create_dir_all(root.join(S3_BUCKET)).unwrap();
        let mut builder =
            s3s::service::S3ServiceBuilder::new(s3s_fs::FileSystem::new(&root).unwrap());
        builder.set_auth(s3s::auth::SimpleAuth::from_single(
            S3_ACCESS_KEY,
            S3_SECRET_KEY,
        ));
        let service = builder.build();
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let endpoint = format!("http://{}", listener.local_addr().unwrap());
        let task = tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let service = service.clone();
                tokio::spawn(async move {
                    let _ = hyper::server::conn::http1::Builder::new()
                        .serve_connection(TokioIo::new(stream), service)
                        .await;
                });
            }
        });
        Self {
            endpoint,
            root,
            task,
        }
    }

    pub fn env(&self) -> Vec<(&'static str, String)> {
        vec![
            ("STORAGE_URL", format!("s3://{S3_BUCKET}/{S3_PREFIX}")),
            ("S3_ENDPOINT", self.endpoint.clone()),
            ("S3_ACCESS_KEY_ID", S3_ACCESS_KEY.to_owned()),
            ("S3_SECRET_ACCESS_KEY", S3_SECRET_KEY.to_owned()),
        ]
    }

    fn object_path(&self, key: &str) -> PathBuf {
        self.root.join(S3_BUCKET).join(format!("{S3_PREFIX}{key}"))
    }
}

impl Drop for S3Server {
    fn drop(&mut self) {
        self.task.abort();
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

/// A fresh PostgreSQL database for one test, dropped afterwards.
pub struct PostgresDatabase {
    name: String,
}

fn postgres_server() -> String {
    std::env::var("TEST_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432".into())
}

impl PostgresDatabase {
    pub async fn create() -> Self {
        let name = format!("forum_test_{}", Id::generate());
        let admin = Database::connect(format!("{}/postgres", postgres_server()))
            .await
            .expect("PostgreSQL is reachable on 127.0.0.1:5432 (or TEST_POSTGRES_URL)");
        admin
            .execute_unprepared(&format!("CREATE DATABASE {name}"))
            .await
            .unwrap();
        admin.close().await.unwrap();
        Self { name }
    }

    pub fn url(&self) -> String {
        format!("{}/{}", postgres_server(), self.name)
    }
}

impl Drop for PostgresDatabase {
    fn drop(&mut self) {
        let name = self.name.clone();
        // Drop runs inside the test's runtime; a thread with its own runtime can block on the DROP.
        let _ = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            runtime.block_on(async {
                if let Ok(admin) =
                    Database::connect(format!("{}/postgres", postgres_server())).await
                {
                    let _ = admin
                        .execute_unprepared(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                        .await;
                    let _ = admin.close().await;
                }
            });
        })
        .join();
    }
}
