//! The load generator: requests serialized once, a fixed number of workers on one shared
//! client, every latency kept, and failures counted rather than fatal. It does as little as
//! it can per request, so that what it measures is the server (the two share the cores).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use reqwest::header::{AUTHORIZATION, CONTENT_TYPE, HeaderValue};
use reqwest::{Client, Method, Url};
use serde_json::Value;

/// One request, ready to be sent again and again: URL parsed and body serialized once.
#[derive(Clone)]
pub struct Target {
    method: Method,
    url: Url,
    bearer: Option<HeaderValue>,
    body: Option<Bytes>,
    /// A GraphQL answer can be a 200 that carries `errors`.
    graphql: bool,
}

impl Target {
    /// A GraphQL request to `{base}/graphql`.
    pub fn graphql(base: &str, bearer: Option<&str>, body: &Value) -> Self {
        let mut target = Self::post(&format!("{base}/graphql"), bearer, body);
        target.graphql = true;
        target
    }

    pub fn get(url: &str, bearer: Option<&str>) -> Self {
        Self {
            method: Method::GET,
            url: Url::parse(url).expect("a URL"),
            bearer: bearer.map(header),
            body: None,
            graphql: false,
        }
    }

    /// A JSON POST.
    pub fn post(url: &str, bearer: Option<&str>, body: &Value) -> Self {
        Self {
            method: Method::POST,
            url: Url::parse(url).expect("a URL"),
            bearer: bearer.map(header),
            body: Some(Bytes::from(serde_json::to_vec(body).expect("JSON"))),
            graphql: false,
        }
    }

    /// Sends it once: how long the whole answer took, and what failed, if anything.
    pub async fn send(&self, client: &Client) -> (Duration, Result<Bytes, String>) {
        let mut request = client.request(self.method.clone(), self.url.clone());
        if let Some(bearer) = &self.bearer {
            request = request.header(AUTHORIZATION, bearer.clone());
        }
        if let Some(body) = &self.body {
            request = request
                .header(CONTENT_TYPE, "application/json")
                .body(body.clone());
        }
        let sent = Instant::now();
        let answer = async {
            let response = request.send().await.map_err(|e| format!("{e}"))?;
            let status = response.status();
            let body = response.bytes().await.map_err(|e| format!("{e}"))?;
            if !status.is_success() {
                return Err(format!("{status} {}", excerpt(&body)));
            }
            if self.graphql && has_errors(&body) {
                return Err(format!("GraphQL errors: {}", excerpt(&body)));
            }
            Ok(body)
        }
        .await;
        (sent.elapsed(), answer)
    }
}

fn header(token: &str) -> HeaderValue {
    HeaderValue::from_str(&format!("Bearer {token}")).expect("a token is a header value")
}

/// Whether a GraphQL answer has a top-level `errors` member. A byte search: inside a JSON
/// string every quote is escaped, so `"errors":` can only be a key, and no type of the
/// schema has a field of that name.
fn has_errors(body: &[u8]) -> bool {
    body.windows(9).any(|w| w == b"\"errors\":")
}

fn excerpt(body: &[u8]) -> String {
    String::from_utf8_lossy(body).chars().take(160).collect()
}

/// What a scenario measured.
pub struct Row {
    pub name: String,
    pub requests: usize,
    pub per_sec: f64,
    pub p50: Duration,
    pub p99: Duration,
    pub errors: usize,
    pub first_error: Option<String>,
}

pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

impl Row {
    fn new(name: &str, mut samples: Samples, elapsed: Duration) -> Self {
        samples.latencies.sort();
        let at = |p: usize| {
            samples
                .latencies
                .get((samples.latencies.len() * p / 100).min(samples.latencies.len().max(1) - 1))
                .copied()
                .unwrap_or_default()
        };
        Self {
            name: name.to_owned(),
            requests: samples.latencies.len(),
            per_sec: samples.latencies.len() as f64 / elapsed.as_secs_f64().max(1e-9),
            p50: at(50),
            p99: at(99),
            errors: samples.errors,
            first_error: samples.first_error,
        }
    }

    /// A row measured elsewhere (the raw-statement baseline).
    pub fn from_latencies(
        name: &str,
        latencies: Vec<Duration>,
        errors: usize,
        first_error: Option<String>,
        elapsed: Duration,
    ) -> Self {
        Self::new(
            name,
            Samples {
                latencies,
                errors,
                first_error,
            },
            elapsed,
        )
    }

    pub fn print(&self) {
        println!(
            "{:<52} {:>8} {:>10.0} {:>9.1} {:>9.1} {:>7}",
            self.name,
            self.requests,
            self.per_sec,
            ms(self.p50),
            ms(self.p99),
            self.errors
        );
        if let Some(error) = &self.first_error {
            println!("    first error: {error}");
        }
    }
}

pub fn print_header() {
    println!(
        "{:<52} {:>8} {:>10} {:>9} {:>9} {:>7}",
        "scenario", "requests", "req/s", "p50 ms", "p99 ms", "errors"
    );
}

#[derive(Default)]
struct Samples {
    latencies: Vec<Duration>,
    errors: usize,
    first_error: Option<String>,
}

impl Samples {
    fn merge(&mut self, other: Self) {
        self.latencies.extend(other.latencies);
        self.errors += other.errors;
        if self.first_error.is_none() {
            self.first_error = other.first_error;
        }
    }
}

/// How long a group of workers keeps sending.
#[derive(Clone)]
enum Budget {
    /// This many requests between them.
    Requests(Arc<AtomicUsize>, usize),
    /// Until the flag is raised.
    Until(Arc<AtomicBool>),
}

impl Budget {
    fn next(&self) -> Option<usize> {
        match self {
            Self::Requests(sent, total) => {
                let i = sent.fetch_add(1, Ordering::Relaxed);
                (i < *total).then_some(i)
            }
            Self::Until(stop) => (!stop.load(Ordering::Relaxed)).then_some(0),
        }
    }
}

/// `workers` tasks sending `targets` in turn until the budget is spent.
async fn drive(
    client: &Client,
    targets: &Arc<Vec<Target>>,
    workers: usize,
    budget: Budget,
) -> Samples {
    let turn = Arc::new(AtomicUsize::new(0));
    let tasks: Vec<_> = (0..workers)
        .map(|_| {
            let (client, targets, budget, turn) = (
                client.clone(),
                Arc::clone(targets),
                budget.clone(),
                Arc::clone(&turn),
            );
            tokio::spawn(async move {
                let mut samples = Samples::default();
                while budget.next().is_some() {
                    let i = turn.fetch_add(1, Ordering::Relaxed);
                    let (took, answer) = targets[i % targets.len()].send(&client).await;
                    samples.latencies.push(took);
                    if let Err(error) = answer {
                        samples.errors += 1;
                        samples.first_error.get_or_insert(error);
                    }
                }
                samples
            })
        })
        .collect();
    let mut all = Samples::default();
    for task in tasks {
        match task.await {
            Ok(samples) => all.merge(samples),
            Err(err) => {
                all.errors += 1;
                all.first_error
                    .get_or_insert(format!("worker failed: {err}"));
            }
        }
    }
    all
}

/// `requests` requests, `concurrency` at a time, cycling through `targets`.
pub async fn run(
    client: &Client,
    name: &str,
    requests: usize,
    concurrency: usize,
    targets: Vec<Target>,
) -> Row {
    let targets = Arc::new(targets);
    let started = Instant::now();
    let budget = Budget::Requests(Arc::new(AtomicUsize::new(0)), requests);
    let samples = drive(client, &targets, concurrency, budget).await;
    let row = Row::new(name, samples, started.elapsed());
    row.print();
    row
}

/// Readers and writers at once: `readers` workers send `reads` until `writers` workers have
/// sent `writes` requests of `write`. Returns the reads' row and the writes' row.
pub async fn run_mixed(
    client: &Client,
    (read_name, readers, reads): (&str, usize, Vec<Target>),
    (write_name, writers, writes, write): (&str, usize, usize, Vec<Target>),
) -> (Row, Row) {
    let (reads, write) = (Arc::new(reads), Arc::new(write));
    let stop = Arc::new(AtomicBool::new(false));
    let started = Instant::now();
    let reading = {
        let (client, reads, stop) = (client.clone(), Arc::clone(&reads), Arc::clone(&stop));
        tokio::spawn(async move { drive(&client, &reads, readers, Budget::Until(stop)).await })
    };
    let budget = Budget::Requests(Arc::new(AtomicUsize::new(0)), writes);
    let written = drive(client, &write, writers, budget).await;
    let wrote_for = started.elapsed();
    stop.store(true, Ordering::Relaxed);
    let read = reading.await.unwrap_or_else(|err| Samples {
        errors: 1,
        first_error: Some(format!("readers failed: {err}")),
        ..Samples::default()
    });
    let read_for = started.elapsed();
    let reads = Row::new(read_name, read, read_for);
    let writes = Row::new(write_name, written, wrote_for);
    reads.print();
    writes.print();
    (reads, writes)
}
