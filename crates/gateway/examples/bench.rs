//! `just bench`: throughput and latency of the real server on a fresh database.
//!
//! Starts the forum on a random port (SQLite in a temp folder, or `BENCH_DATABASE_URL`),
//! then drives it over HTTP with a fixed number of requests at a fixed concurrency and prints
//! requests per second and latency percentiles per scenario. Client and server share this
//! machine's cores, so compare runs with each other rather than with other machines.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;
use std::time::{Duration, Instant};

use common::{Config, Id};
use reqwest::{Client, RequestBuilder};
use serde_json::{Value, json};
use tokio::sync::Semaphore;

const CONCURRENCY: usize = 16;
const PASSWORD: &str = "Quiet-Meadow-42";

#[tokio::main]
async fn main() {
    let data_dir = std::env::temp_dir().join(format!("forum-bench-{}", Id::generate()));
    let mut vars = vec![
        ("PORT", "0".to_owned()),
        ("DATA_DIR", data_dir.display().to_string()),
    ];
    if let Ok(url) = std::env::var("BENCH_DATABASE_URL") {
        vars.push(("DATABASE_URL", url));
    }
    let config =
        Config::from_lookup(|key| vars.iter().find(|(k, _)| *k == key).map(|(_, v)| v.clone()))
            .unwrap();
    let server = gateway::Server::bind(config.clone())
        .await
        .expect("server starts");
    let base = format!("http://{}", server.local_addr().unwrap());
    tokio::spawn(server.run());
    let client = Client::new();

    let username = client
        .get(format!("{base}/api/public/user/username"))
        .send()
        .await
        .unwrap();
    let username = username.json::<Value>().await.unwrap()["data"]["username"].clone();
    let registered = client
        .post(format!("{base}/api/auth/register"))
        .json(&json!({ "email": "bench@example.org", "password": PASSWORD, "confirmPassword": PASSWORD,
                       "username": username, "tos": true, "contact": false }))
        .send()
        .await
        .unwrap()
        .json::<Value>()
        .await
        .unwrap();
    let access = registered["token"]["accessToken"]
        .as_str()
        .expect("registered")
        .to_owned();

    println!(
        "database: {}   concurrency: {CONCURRENCY}",
        config.database_display()
    );
    println!(
        "{:<34} {:>8} {:>10} {:>9} {:>9} {:>9}",
        "scenario", "requests", "req/s", "p50 ms", "p95 ms", "p99 ms"
    );
    let topics = json!({ "query": "{ topics { id title description } }" });
    let me = json!({ "query": "{ me { id username isAdmin onboardingComplete } }" });
    run(&client, "GraphQL topics (anonymous)", 3_000, |c| {
        c.post(format!("{base}/graphql")).json(&topics)
    })
    .await;
    run(&client, "REST GET /api/public/topic", 3_000, |c| {
        c.get(format!("{base}/api/public/topic"))
    })
    .await;
    run(&client, "GraphQL me (token + session read)", 3_000, |c| {
        c.post(format!("{base}/graphql"))
            .bearer_auth(&access)
            .json(&me)
    })
    .await;
    // Each login verifies an argon2id hash (19 MiB, t=2): deliberately slow.
    run(&client, "REST login (argon2id)", 64, |c| {
        c.post(format!("{base}/api/auth/login"))
            .json(&json!({ "email": "bench@example.org", "password": PASSWORD }))
    })
    .await;
    let _ = std::fs::remove_dir_all(&data_dir);
}

async fn run(
    client: &Client,
    name: &str,
    requests: usize,
    request: impl Fn(&Client) -> RequestBuilder,
) {
    let permits = Arc::new(Semaphore::new(CONCURRENCY));
    let started = Instant::now();
    let mut tasks = Vec::with_capacity(requests);
    for _ in 0..requests {
        let permit = Arc::clone(&permits).acquire_owned().await.unwrap();
        let call = request(client).send();
        tasks.push(tokio::spawn(async move {
            let sent = Instant::now();
            let response = call.await.expect("request");
            assert!(response.status().is_success(), "{}", response.status());
            response.bytes().await.unwrap();
            drop(permit);
            sent.elapsed()
        }));
    }
    let mut latencies = Vec::with_capacity(requests);
    for task in tasks {
        latencies.push(task.await.unwrap());
    }
    let elapsed = started.elapsed();
    latencies.sort();
    let percentile = |p: usize| latencies[(latencies.len() * p / 100).min(latencies.len() - 1)];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{name:<34} {requests:>8} {:>10.0} {:>9.1} {:>9.1} {:>9.1}",
        requests as f64 / elapsed.as_secs_f64(),
        ms(percentile(50)),
        ms(percentile(95)),
        ms(percentile(99)),
    );
}
