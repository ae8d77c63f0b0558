//! The proof with the real parts (issue 35): three `forum serve` processes of the built binary
//! on one PostgreSQL database and one S3-compatible store, behind a real HAProxy configured as
//! README's "Running in production" shows. `#[ignore]`d, so `cargo nextest run --workspace`
//! leaves it out: `just test-cluster` runs it (it needs `haproxy`, which `./test` installs).
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[allow(dead_code)]
#[path = "api/helpers.rs"]
mod helpers;

use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::Id;
use reqwest::{Client, RequestBuilder, Response, StatusCode};
use sea_orm::{ConnectionTrait, Database, DbBackend, Statement};
use serde_json::{Value, json};

use helpers::{PostgresDatabase, S3Server, TEST_JWT_SECRET, Tokens, free_port, onboarding_answers};

const PASSWORD: &str = "Lantern%Otter9-member";
const PNG: &[u8] = include_bytes!("fixtures/clean.png");
/// How long the scheduler waits before its first look for due jobs (`common::jobs::TICK`).
const JOB_TICK: Duration = Duration::from_secs(60);
/// A low per-address login limit, to see that the address counted is the one HAProxy saw.
const LOGIN_ADDRESS_LIMIT: usize = 10;

/// The HAProxy configuration of README's "Running in production", for a frontend address and
/// the forum processes' addresses. README shows it for `*:80` and three `10.0.0.1x:8080`s
/// (`the_readme_shows_the_haproxy_configuration_the_cluster_test_uses` keeps them one).
fn haproxy_config(bind: &str, servers: &[String]) -> String {
    let mut config = format!(
        "\
global
    maxconn 4096

defaults
    mode http
    # Appends the client's address to X-Forwarded-For (the forum: TRUSTED_PROXIES=1).
    option forwardfor
    timeout connect 5s
    timeout client 30s
    timeout server 30s
    timeout check 2s
    # Idle client keep-alive below the forum's HEADER_TIMEOUT_SECS (10 s).
    timeout http-keep-alive 5s
    # A read sent on a connection the process was just closing is sent again, elsewhere.
    retries 3
    option redispatch
    retry-on conn-failure empty-response response-timeout

frontend forum
    bind {bind}
    default_backend forum_processes

backend forum_processes
    balance roundrobin
    # Only reads are retried: a write is never sent twice.
    http-request disable-l7-retry unless METH_GET
    # /readyz turns 503 the moment a process starts draining (DRAIN_DELAY_SECS, 5 s):
    # two failed checks 250 ms apart take it out of rotation well before its listener closes.
    option httpchk GET /readyz
    http-check expect status 200
    default-server check inter 250ms fall 2 rise 2
    # Which process answered (its name below), for tracing a problem to one process.
    http-response set-header X-Backend %s
"
    );
    for (n, server) in servers.iter().enumerate() {
        config.push_str(&format!("    server forum{} {server}\n", n + 1));
    }
    config
}

#[test]
fn the_readme_shows_the_haproxy_configuration_the_cluster_test_uses() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md")).unwrap();
    let servers: Vec<String> = (1..=3).map(|n| format!("10.0.0.1{n}:8080")).collect();
    let config = haproxy_config("*:80", &servers);
    assert!(
        readme.contains(&format!("```haproxy\n{config}```")),
        "README's HAProxy configuration differs from the cluster test's; it should read:\n{config}"
    );
}

fn temp_dir(what: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("forum-cluster-{what}-{}", Id::generate()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A child process, killed when dropped, with what it wrote (standard output and error).
struct Process {
    child: Child,
    lines: Arc<Mutex<Vec<String>>>,
    dir: PathBuf,
}

impl Process {
    fn spawn(mut command: Command, dir: PathBuf) -> (Self, tokio::sync::oneshot::Receiver<String>) {
        command.stdout(Stdio::piped()).stderr(Stdio::piped());
        let mut child = command
            .spawn()
            .unwrap_or_else(|err| panic!("cannot start {command:?}: {err}"));
        let lines = Arc::new(Mutex::new(Vec::new()));
        let (found, address) = tokio::sync::oneshot::channel();
        let stdout = child.stdout.take().unwrap();
        let stderr = child.stderr.take().unwrap();
        // Both read to the end: a closed pipe would make the process's next line fail.
        let out = Arc::clone(&lines);
        std::thread::spawn(move || {
            let mut found = Some(found);
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                // "Forum is running at http://127.0.0.1:PORT (public URL …)"
                if let Some(url) = line.strip_prefix("Forum is running at http://")
                    && let Some(found) = found.take()
                {
                    let _ =
                        found.send(url.split_whitespace().next().unwrap_or_default().to_owned());
                }
                out.lock().unwrap().push(line);
            }
        });
        let err = Arc::clone(&lines);
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                err.lock().unwrap().push(line);
            }
        });
        (Self { child, lines, dir }, address)
    }

    fn output(&self) -> String {
        self.lines.lock().unwrap().join("\n")
    }

    /// The names of the scheduled jobs this process ran (its `job ran` log events).
    fn jobs_ran(&self) -> Vec<String> {
        self.lines
            .lock()
            .unwrap()
            .iter()
            .filter_map(|line| serde_json::from_str::<Value>(line).ok())
            .filter(|event| event["fields"]["message"] == "job ran")
            .map(|event| {
                event["fields"]["job"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned()
            })
            .collect()
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Starts `forum serve` with exactly these variables and a data folder of its own; answers it
/// and the address it listens on once it says so.
async fn serve(shared: &[(&'static str, String)]) -> (Process, String) {
    let dir = temp_dir("process");
    let web = dir.join("web");
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(web.join("index.html"), helpers::INDEX_HTML).unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_forum"));
    command
        .arg("serve")
        .env_clear()
        .env("DATA_DIR", dir.display().to_string())
        .env("FRONTEND_DIR", web.display().to_string())
        .env("HOST", "127.0.0.1")
        .env("PORT", "0")
        .envs(shared.iter().cloned());
    let (mut process, address) = Process::spawn(command, dir);
    match address.await {
        Ok(address) => (process, address),
        Err(_) => {
            let _ = process.child.wait();
            // Its standard error may still be on its way to the reading thread.
            std::thread::sleep(Duration::from_millis(200));
            panic!("a forum process did not start:\n{}", process.output());
        }
    }
}

fn haproxy_binary() -> String {
    if let Ok(path) = std::env::var("HAPROXY") {
        return path;
    }
    // Debian puts it in /usr/sbin, which a non-root PATH often lacks.
    ["/usr/sbin/haproxy", "/usr/local/sbin/haproxy"]
        .into_iter()
        .find(|path| std::path::Path::new(path).exists())
        .unwrap_or("haproxy")
        .to_owned()
}

/// A client of the cluster, through HAProxy, noting which process answered each request.
struct Cluster {
    base_url: String,
    client: Client,
    answered_by: Mutex<Vec<String>>,
}

fn backend(response: &Response) -> String {
    response
        .headers()
        .get("x-backend")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("?")
        .to_owned()
}

impl Cluster {
    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
    }

    /// A URL the forum answered, made absolute (local files' URLs are relative to it).
    fn absolute(&self, url: &str) -> String {
        if url.starts_with('/') {
            self.url(url)
        } else {
            url.to_owned()
        }
    }

    async fn send(&self, request: RequestBuilder) -> Response {
        let response = request.send().await.unwrap();
        self.answered_by.lock().unwrap().push(backend(&response));
        response
    }

    fn answered_by(&self) -> Vec<String> {
        self.answered_by.lock().unwrap().clone()
    }

    async fn graphql(&self, tokens: Option<&Tokens>, query: &str, variables: Value) -> Value {
        let mut request = self
            .client
            .post(self.url("/graphql"))
            .json(&json!({ "query": query, "variables": variables }));
        if let Some(tokens) = tokens {
            request = request.bearer_auth(&tokens.access);
        }
        let response = self.send(request).await;
        assert_eq!(response.status(), StatusCode::OK);
        response.json().await.unwrap()
    }

    /// A GraphQL operation's data, asserting it answered no errors.
    async fn ok(&self, tokens: &Tokens, query: &str, variables: Value) -> Value {
        let body = self.graphql(Some(tokens), query, variables).await;
        assert!(body["errors"].is_null(), "{query}: {body}");
        body["data"].clone()
    }

    async fn get(&self, tokens: Option<&Tokens>, path: &str) -> Response {
        let mut request = self.client.get(self.url(path));
        if let Some(tokens) = tokens {
            request = request.bearer_auth(&tokens.access);
        }
        self.send(request).await
    }

    async fn login(&self, email: &str, password: &str) -> Response {
        let request = self
            .client
            .post(self.url("/api/auth/login"))
            .json(&json!({ "email": email, "password": password }));
        self.send(request).await
    }

    /// A wrong password for `email`, from a client on another loopback address (HAProxy sees
    /// it as the client's), writing its own `X-Forwarded-For`; answers the status.
    async fn guess_from(&self, address: [u8; 4], email: &str, forwarded_for: &str) -> StatusCode {
        let client = Client::builder()
            .local_address(std::net::IpAddr::from(address))
            .build()
            .unwrap();
        let request = client
            .post(self.url("/api/auth/login"))
            .header("x-forwarded-for", forwarded_for)
            .json(&json!({ "email": email, "password": "Wrong-Password-1" }));
        self.send(request).await.status()
    }

    /// Registers and onboards a member (REST register, GraphQL onboarding).
    async fn member(&self, email: &str) -> Tokens {
        let response = self.get(None, "/api/public/user/username").await;
        assert_eq!(response.status(), StatusCode::OK);
        let body: Value = response.json().await.unwrap();
        let username = body["data"]["username"].as_str().unwrap().to_owned();
        let request = self
            .client
            .post(self.url("/api/auth/register"))
            .json(&json!({
                "email": email, "password": PASSWORD, "confirmPassword": PASSWORD,
                "username": username, "tos": true, "contact": false,
            }));
        let response = self.send(request).await;
        assert_eq!(response.status(), StatusCode::OK, "register {email}");
        let tokens = Tokens::from_body(&response.json().await.unwrap());
        let topics = self.graphql(None, "{ topics { id } }", json!({})).await;
        let first = topics["data"]["topics"][0]["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let done = self
            .ok(
                &tokens,
                "mutation($input: OnboardingInput!) { completeOnboarding(input: $input) { onboardingComplete } }",
                json!({ "input": onboarding_answers(&[first]) }),
            )
            .await;
        assert_eq!(done["completeOnboarding"]["onboardingComplete"], true);
        tokens
    }
}

/// Three processes behind HAProxy: a member's whole journey, every request on the next process;
/// each scheduled job run once across the three; a process stopped mid-load losing nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs haproxy; `just test-cluster` runs it"]
async fn three_processes_behind_haproxy_serve_a_members_journey() {
    let database = PostgresDatabase::create().await;
    let s3 = S3Server::start().await;
    let mut shared = vec![
        ("DATABASE_URL", database.url()),
        ("JWT_SECRET", TEST_JWT_SECRET.to_owned()),
        ("TRUSTED_PROXIES", "1".to_owned()),
        ("DRAIN_DELAY_SECS", "2".to_owned()),
        ("REPORT_TRUST_AGE", "0s".to_owned()),
        (
            "RATE_LIMIT_LOGIN_ADDRESS",
            format!("{LOGIN_ADDRESS_LIMIT}/5m"),
        ),
        ("LOG_FORMAT", "json".to_owned()),
        ("RUST_LOG", "warn,common::jobs=info".to_owned()),
    ];
    shared.extend(s3.env());

    // Three processes started at the same instant on an empty database: one migrates and seeds
    // under the advisory lock while the others wait; all serve.
    let (mut processes, addresses): (Vec<Process>, Vec<String>) =
        futures_util::future::join_all((0..3).map(|_| serve(&shared)))
            .await
            .into_iter()
            .unzip();
    // Each scheduler's first look for due jobs comes a minute after its process said it serves.
    let ready = Instant::now();

    let port = free_port();
    let haproxy_dir = temp_dir("haproxy");
    let config_path = haproxy_dir.join("haproxy.cfg");
    std::fs::write(
        &config_path,
        haproxy_config(&format!("127.0.0.1:{port}"), &addresses),
    )
    .unwrap();
    let mut command = Command::new(haproxy_binary());
    command.arg("-db").arg("-f").arg(&config_path);
    let (haproxy, _) = Process::spawn(command, haproxy_dir);
    let cluster = Cluster {
        base_url: format!("http://127.0.0.1:{port}"),
        client: Client::new(),
        answered_by: Mutex::new(Vec::new()),
    };

    // HAProxy is up, and each process is in rotation.
    let mut in_rotation = BTreeSet::new();
    for _ in 0..200 {
        if let Ok(response) = cluster.client.get(cluster.url("/readyz")).send().await
            && response.status() == StatusCode::OK
        {
            in_rotation.insert(backend(&response));
            if in_rotation.len() == 3 {
                break;
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(
        in_rotation,
        BTreeSet::from([
            "forum1".to_owned(),
            "forum2".to_owned(),
            "forum3".to_owned()
        ]),
        "HAProxy serves all three:\n{}",
        haproxy.output()
    );

    // Seeded once, and every process sees it.
    let mut topic_lists = Vec::new();
    for _ in 0..3 {
        let body = cluster
            .graphql(None, "{ topics { title } }", json!({}))
            .await;
        topic_lists.push(body["data"]["topics"].clone());
    }
    assert_eq!(
        topic_lists[0].as_array().unwrap().len(),
        forum::service::seed::TOPICS.len()
    );
    assert!(topic_lists.iter().all(|t| *t == topic_lists[0]));

    members_journey(&cluster).await;

    // Round-robin: consecutive requests landed on different processes, all three of them.
    let answered_by = cluster.answered_by();
    assert!(
        answered_by.windows(2).all(|pair| pair[0] != pair[1]),
        "{answered_by:?}"
    );
    let counts = answered_by.iter().fold(BTreeMap::new(), |mut counts, b| {
        *counts.entry(b.clone()).or_insert(0) += 1;
        counts
    });
    assert_eq!(counts.len(), 3, "{counts:?}");
    println!("the journey's requests, by process: {counts:?}");

    scheduled_jobs_ran_once(&database, &processes, ready).await;

    // A process stopped mid-load loses no request HAProxy sent it.
    let stopped = processes.remove(1);
    a_process_stopped_mid_load_loses_nothing(&cluster, stopped).await;

    drop(haproxy);
    drop(processes);
}

async fn members_journey(cluster: &Cluster) {
    // She registers and onboards, signs in, refreshes her token.
    cluster.member("alice@example.org").await;
    let response = cluster.login("alice@example.org", PASSWORD).await;
    assert_eq!(response.status(), StatusCode::OK);
    let signed_in = Tokens::from_body(&response.json().await.unwrap());
    let request = cluster
        .client
        .get(cluster.url("/api/auth/refresh"))
        .bearer_auth(&signed_in.access)
        .header("X-Refresh-Token", &signed_in.refresh);
    let response = cluster.send(request).await;
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    let alice = Tokens {
        access: body["accessToken"].as_str().unwrap().to_owned(),
        refresh: body["refreshToken"].as_str().unwrap().to_owned(),
    };
    assert_ne!(alice.refresh, signed_in.refresh);

    // She uploads a photo to the S3 store by its presigned URL and posts it.
    let ticket = cluster
        .ok(
            &alice,
            "mutation($input: UploadInput!) { createUpload(input: $input) { signedPostUrl objectId } }",
            json!({ "input": { "fileName": "photo", "contentType": "image/png", "isViewableByAnyUser": true } }),
        )
        .await;
    let upload_url = cluster.absolute(ticket["createUpload"]["signedPostUrl"].as_str().unwrap());
    let photo = ticket["createUpload"]["objectId"]
        .as_str()
        .unwrap()
        .to_owned();
    let put = cluster
        .client
        .put(&upload_url)
        .header("content-type", "image/png")
        .body(PNG.to_vec())
        .send()
        .await
        .unwrap();
    assert_eq!(put.status(), StatusCode::OK);
    let created = cluster
        .ok(
            &alice,
            "mutation($input: NewPostInput!) { createPost(input: $input) { id images } }",
            json!({ "input": { "text": "Three processes, one forum", "images": [photo] } }),
        )
        .await;
    let post = created["createPost"]["id"].as_str().unwrap().to_owned();
    assert_eq!(created["createPost"]["images"], json!([photo]));

    // She reads the photo back, byte for byte, from a URL another process signed.
    let read = cluster
        .ok(
            &alice,
            "query($id: ID!) { signedUrl(objectId: $id) { signedUrl contentType } }",
            json!({ "id": photo }),
        )
        .await;
    assert_eq!(read["signedUrl"]["contentType"], "image/png");
    let url = cluster.absolute(read["signedUrl"]["signedUrl"].as_str().unwrap());
    let response = cluster.client.get(&url).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.bytes().await.unwrap(), PNG);

    // She comments; another member comments on her post; she reacts to it.
    let comment =
        "mutation($post: ID!, $text: String!) { addComment(postId: $post, text: $text) { id } }";
    cluster
        .ok(
            &alice,
            comment,
            json!({ "post": post, "text": "Adding a detail" }),
        )
        .await;
    let bea = cluster.member("bea@example.org").await;
    let beas = cluster
        .ok(
            &bea,
            comment,
            json!({ "post": post, "text": "Same here, thank you" }),
        )
        .await;
    let beas_comment = beas["addComment"]["id"].as_str().unwrap().to_owned();
    let types = cluster
        .graphql(None, "{ reactionTypes { id } }", json!({}))
        .await;
    let reaction = types["data"]["reactionTypes"][0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    cluster
        .ok(
            &alice,
            "mutation($comment: ID!, $type: ID!) { toggleCommentReaction(commentId: $comment, reactionTypeId: $type) { id } }",
            json!({ "comment": beas_comment, "type": reaction }),
        )
        .await;

    // She is notified of Bea's comment (written after the response, maybe on another process).
    let mut kinds = Vec::new();
    for _ in 0..40 {
        let body = cluster
            .ok(
                &alice,
                "{ notifications(first: 10) { items { kind comment { id } } } }",
                json!({}),
            )
            .await;
        kinds = body["notifications"]["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| (n["kind"].clone(), n["comment"]["id"].clone()))
            .collect();
        if !kinds.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(
        kinds,
        vec![(json!("COMMENT_ON_POST"), json!(beas_comment))],
        "{kinds:?}"
    );

    // She reports it.
    cluster
        .ok(
            &alice,
            "mutation($input: ReportInput!) { reportContent(input: $input) }",
            json!({ "input": { "commentId": beas_comment, "reason": "BULLYING" } }),
        )
        .await;

    // Her data export has all of it.
    let response = cluster.get(Some(&alice), "/api/app/user/export").await;
    assert_eq!(response.status(), StatusCode::OK);
    let export: Value = serde_json::from_str(&response.text().await.unwrap()).unwrap();
    assert_eq!(export["profile"]["email"], "alice@example.org");
    assert_eq!(export["posts"][0]["id"], json!(post));
    assert_eq!(export["posts"][0]["imageFileIds"], json!([photo]));
    assert_eq!(export["comments"].as_array().unwrap().len(), 1, "{export}");
    assert_eq!(export["commentReactions"].as_array().unwrap().len(), 1);
    assert_eq!(export["reports"][0]["commentId"], json!(beas_comment));
    assert_eq!(export["files"][0]["id"], json!(photo));

    // Five wrong passwords, each on the next process, count as five: the sixth is refused
    // wherever it lands (the count is in the shared database).
    let mut statuses = Vec::new();
    let before = cluster.answered_by().len();
    for _ in 0..6 {
        statuses.push(
            cluster
                .login("alice@example.org", "Wrong-Password-1")
                .await
                .status(),
        );
    }
    let mut expected = vec![StatusCode::BAD_REQUEST; 5];
    expected.push(StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(statuses, expected);
    let landed: BTreeSet<String> = cluster.answered_by()[before..].iter().cloned().collect();
    assert_eq!(landed.len(), 3, "{landed:?}");

    // The per-address limit counts the client's address as HAProxy saw it (TRUSTED_PROXIES=1),
    // not HAProxy's own, nor one the client wrote into X-Forwarded-For: guesses from 127.0.0.2
    // under a new made-up address each are refused past the limit, wherever they land, while
    // a client on 127.0.0.3 is still let try.
    let mut statuses = Vec::new();
    for n in 0..=LOGIN_ADDRESS_LIMIT {
        let status = cluster
            .guess_from(
                [127, 0, 0, 2],
                &format!("nobody{n}@example.org"),
                &format!("198.51.100.{n}"),
            )
            .await;
        statuses.push(status);
    }
    let mut expected = vec![StatusCode::BAD_REQUEST; LOGIN_ADDRESS_LIMIT];
    expected.push(StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(statuses, expected);
    assert_eq!(
        cluster
            .guess_from([127, 0, 0, 3], "nobody@example.org", "198.51.100.1")
            .await,
        StatusCode::BAD_REQUEST
    );
}

/// Every process's scheduler first looks for due jobs a minute after it started; all three do
/// so at about the same moment, and each job runs on one of them only.
async fn scheduled_jobs_ran_once(
    database: &PostgresDatabase,
    processes: &[Process],
    ready: Instant,
) {
    tokio::time::sleep_until((ready + JOB_TICK + Duration::from_secs(2)).into()).await;
    let db = Database::connect(database.url()).await.unwrap();
    // Read until it settles: the same claims and log events a second apart (on a loaded
    // machine a round may take a moment).
    let mut last = None;
    let (claims, ran) = loop {
        let now = (job_claims(&db).await, jobs_ran(processes));
        if !now.0.is_empty() && last.as_ref() == Some(&now) {
            break now;
        }
        assert!(
            Instant::now() < ready + JOB_TICK + Duration::from_secs(30),
            "the schedulers' first round did not settle: {now:?}"
        );
        last = Some(now);
        tokio::time::sleep(Duration::from_secs(1)).await;
    };
    db.close().await.unwrap();
    let once: Vec<String> = claims.keys().cloned().collect();
    assert_eq!(
        ran, once,
        "each job ran on one process only; claims {claims:?}"
    );
    assert!(claims.values().all(|runs| *runs == 1), "{claims:?}");
    println!("each scheduled job claimed once across the three: {claims:?}");
    for job in [
        "purge-rate-limits",
        "purge-reset-links",
        "purge-read-notifications",
    ] {
        assert!(claims.contains_key(job), "{job} ran: {claims:?}");
    }
}

/// Each scheduled job's claim row: its name and how many times it ran.
async fn job_claims(db: &sea_orm::DatabaseConnection) -> BTreeMap<String, i64> {
    let rows = db
        .query_all_raw(Statement::from_string(
            DbBackend::Postgres,
            "SELECT name, CAST(runs AS BIGINT) AS runs FROM scheduled_jobs",
        ))
        .await
        .unwrap();
    rows.iter()
        .map(|row| {
            (
                row.try_get::<String>("", "name").unwrap(),
                row.try_get::<i64>("", "runs").unwrap(),
            )
        })
        .collect()
}

/// The jobs the processes say they ran, sorted.
fn jobs_ran(processes: &[Process]) -> Vec<String> {
    let mut ran: Vec<String> = processes.iter().flat_map(Process::jobs_ran).collect();
    ran.sort();
    ran
}

/// Readers keep reading through HAProxy while one process gets SIGTERM: it turns `/readyz`
/// 503, HAProxy takes it out of rotation while it still serves (`DRAIN_DELAY_SECS`), then it
/// exits; not one answer fails.
async fn a_process_stopped_mid_load_loses_nothing(cluster: &Cluster, mut stopped: Process) {
    let stop = Arc::new(AtomicBool::new(false));
    let terminated = Arc::new(AtomicBool::new(false));
    let readers: Vec<_> = (0..6)
        .map(|n| {
            let client = cluster.client.clone();
            let url = cluster.url(if n % 2 == 0 {
                "/api/public/topic"
            } else {
                "/api/public/user/username"
            });
            let stop = Arc::clone(&stop);
            let terminated = Arc::clone(&terminated);
            tokio::spawn(async move {
                // (process, after SIGTERM, failure if any)
                let mut answers: Vec<(String, bool, Option<String>)> = Vec::new();
                while !stop.load(Ordering::SeqCst) {
                    let after = terminated.load(Ordering::SeqCst);
                    let answer = match client.get(&url).send().await {
                        Ok(response) => {
                            let by = backend(&response);
                            let status = response.status();
                            match response.bytes().await {
                                Ok(_) if status == StatusCode::OK => (by, after, None),
                                Ok(_) => (by, after, Some(status.to_string())),
                                Err(err) => (by, after, Some(err.to_string())),
                            }
                        }
                        Err(err) => ("?".to_owned(), after, Some(err.to_string())),
                    };
                    answers.push(answer);
                }
                answers
            })
        })
        .collect();

    tokio::time::sleep(Duration::from_millis(500)).await;
    let pid = stopped.child.id().to_string();
    let killed = Command::new("kill").args(["-TERM", &pid]).status().unwrap();
    assert!(killed.success());
    terminated.store(true, Ordering::SeqCst);
    let (status, stopped) = tokio::task::spawn_blocking(move || {
        let status = stopped.child.wait().unwrap();
        (status, stopped)
    })
    .await
    .unwrap();
    assert!(status.success(), "{status:?}\n{}", stopped.output());
    tokio::time::sleep(Duration::from_millis(500)).await;
    stop.store(true, Ordering::SeqCst);

    let mut answers = Vec::new();
    for reader in readers {
        answers.extend(reader.await.unwrap());
    }
    let failed: Vec<_> = answers.iter().filter(|a| a.2.is_some()).collect();
    assert!(
        failed.is_empty(),
        "{} of {} reads failed: {failed:?}",
        failed.len(),
        answers.len()
    );
    let by_stopped_before = answers.iter().filter(|a| a.0 == "forum2" && !a.1).count();
    let by_stopped_after = answers.iter().filter(|a| a.0 == "forum2" && a.1).count();
    assert!(by_stopped_before > 0, "the stopped process was serving");
    assert!(
        by_stopped_after > 0,
        "it still answered while HAProxy noticed it draining"
    );
    let by_others_after = answers.iter().filter(|a| a.0 != "forum2" && a.1).count();
    assert!(by_others_after > 0, "the others took over");
    println!(
        "{} reads, none failed; the stopped process answered {by_stopped_before} before SIGTERM \
         and {by_stopped_after} after it; the others {by_others_after} after it",
        answers.len()
    );
}
