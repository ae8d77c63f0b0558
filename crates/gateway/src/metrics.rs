//! Prometheus metrics, served on a listener of their own (`METRICS_ADDR`) that the public port
//! never reaches. Unset, nothing is recorded: the `metrics` macros the crates call do nothing
//! without a recorder.
//!
//! No label carries member data: routes are the matched templates (`/api/app/post/{id}`),
//! never raw paths; a GraphQL operation is named only when it is one the frontend ships;
//! rate limits and jobs by their rule's and job's names.
//!
//! Families (the crates record theirs where the event happens):
//! - `forum_http_requests_total`, `forum_http_request_duration_seconds` {route, operation
//!   (on `/graphql`), status} — here;
//! - `forum_db_pool_connections` {state: in_use, idle}, `forum_db_pool_max_connections` —
//!   sampled here every [`SAMPLE_EVERY`];
//! - `forum_db_statement_timeouts_total`, `forum_db_acquire_timeouts_total` — `common::error`;
//! - `forum_rate_limit_refusals_total` {rule} — `common::rate_limit`;
//! - `forum_job_runs_total`, `forum_job_failures_total` {job} — `common::jobs`;
//! - `forum_uploads_total`, `forum_upload_bytes_total` — `storage`;
//! - `forum_password_hashes` {state: queued, in_flight} — `identity`'s hashing threads.

use std::collections::HashSet;
use std::net::SocketAddr;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use axum::extract::{MatchedPath, Request};
use axum::middleware::Next;
use axum::response::Response;
use common::Db;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use sea_orm::DbBackend;

use crate::startup::BoxError;

/// How often the database pool is sampled.
pub const SAMPLE_EVERY: Duration = Duration::from_secs(5);

/// Latency buckets, in seconds: from a cached page to the request timeout.
const LATENCY_BUCKETS: &[f64] = &[
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

/// The label of a GraphQL request whose operation is not one the frontend ships (or has no
/// name): a client's own names could carry anything.
pub const OTHER_OPERATION: &str = "other";

/// The GraphQL operation a response answered, set by the GraphQL handler for the metrics.
#[derive(Clone, Copy, Debug)]
pub struct GraphqlOperation(pub &'static str);

/// The operation names the frontend ships, read from its generated client
/// (`frontend/src/gql/gql.ts`, committed), so the list never drifts from the app.
fn known_operations() -> &'static HashSet<&'static str> {
    static KNOWN: OnceLock<HashSet<&'static str>> = OnceLock::new();
    KNOWN.get_or_init(|| operation_names(include_str!("../../../frontend/src/gql/gql.ts")))
}

/// Every `query Name` / `mutation Name` / `subscription Name` in `source`.
fn operation_names(source: &'static str) -> HashSet<&'static str> {
    let mut names = HashSet::new();
    for keyword in ["query ", "mutation ", "subscription "] {
        for (at, _) in source.match_indices(keyword) {
            let starts_word = source[..at]
                .chars()
                .next_back()
                .is_none_or(|c| !c.is_ascii_alphanumeric() && c != '_');
            let rest = &source[at + keyword.len()..];
            let len = rest
                .find(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                .unwrap_or(rest.len());
            let name = &rest[..len];
            if starts_word && name.starts_with(|c: char| c.is_ascii_uppercase()) {
                names.insert(name);
            }
        }
    }
    names
}

/// The label for a request's operation name: the name when the frontend ships it, else
/// [`OTHER_OPERATION`].
pub fn operation_label(name: Option<&str>) -> &'static str {
    name.and_then(|name| known_operations().get(name).copied())
        .unwrap_or(OTHER_OPERATION)
}

/// Whether this process records metrics: without, [`track`] costs nothing.
static ENABLED: AtomicBool = AtomicBool::new(false);

/// Installs the process's recorder and binds `addr`, whose exporter then serves `/metrics`
/// for as long as the process runs. The recorder is global: a second server in the same
/// process (tests) records into the first one's.
pub fn install(addr: SocketAddr) -> Result<Option<PrometheusHandle>, BoxError> {
    if ENABLED.load(Ordering::Acquire) {
        tracing::warn!("metrics are already served by this process: METRICS_ADDR ignored");
        return Ok(None);
    }
    let (recorder, exporter) = PrometheusBuilder::new()
        .with_http_listener(addr)
        .set_buckets_for_metric(Matcher::Suffix("_seconds".to_owned()), LATENCY_BUCKETS)?
        .build()
        .map_err(|e| format!("cannot serve metrics on {addr}: {e}"))?;
    let handle = recorder.handle();
    metrics::set_global_recorder(recorder).map_err(|e| format!("cannot record metrics: {e}"))?;
    ENABLED.store(true, Ordering::Release);
    // Counters that may stay at zero for days are there from the start, so a rate over them
    // has a beginning.
    for counter in [
        "forum_db_statement_timeouts_total",
        "forum_db_acquire_timeouts_total",
        "forum_uploads_total",
        "forum_upload_bytes_total",
    ] {
        metrics::counter!(counter).increment(0);
    }
    tokio::spawn(async move {
        if let Err(err) = exporter.await {
            tracing::error!(error = ?err, "the metrics listener stopped");
        }
    });
    tracing::info!(%addr, "serving metrics");
    Ok(Some(handle))
}

/// Samples the database pool every [`SAMPLE_EVERY`] (and lets the recorder drop what it no
/// longer needs) until the task is aborted.
pub async fn sample_forever(db: Db, handle: PrometheusHandle) {
    let mut ticks = tokio::time::interval(SAMPLE_EVERY);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        sample_pool(&db);
        handle.run_upkeep();
    }
}

fn sample_pool(db: &Db) {
    let (size, idle, max) = match db.get_database_backend() {
        DbBackend::Postgres => {
            let pool = db.get_postgres_connection_pool();
            (
                pool.size(),
                pool.num_idle(),
                pool.options().get_max_connections(),
            )
        }
        DbBackend::Sqlite => {
            let pool = db.get_sqlite_connection_pool();
            (
                pool.size(),
                pool.num_idle(),
                pool.options().get_max_connections(),
            )
        }
        _ => return,
    };
    let idle = u32::try_from(idle).unwrap_or(u32::MAX).min(size);
    metrics::gauge!("forum_db_pool_connections", "state" => "in_use").set(f64::from(size - idle));
    metrics::gauge!("forum_db_pool_connections", "state" => "idle").set(f64::from(idle));
    metrics::gauge!("forum_db_pool_max_connections").set(f64::from(max));
}

/// Counts and times every request by its route template and status.
pub async fn track(request: Request, next: Next) -> Response {
    if !ENABLED.load(Ordering::Relaxed) {
        return next.run(request).await;
    }
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map(|path| path.as_str().to_owned());
    let started = Instant::now();
    let response = next.run(request).await;
    let elapsed = started.elapsed().as_secs_f64();
    let status = response.status().as_u16().to_string();
    let Some(route) = route else {
        // The built frontend's files and client routes, whose paths are the client's.
        let labels = [("route", "static".to_owned()), ("status", status)];
        metrics::counter!("forum_http_requests_total", &labels).increment(1);
        metrics::histogram!("forum_http_request_duration_seconds", &labels).record(elapsed);
        return response;
    };
    let mut labels = vec![("route", route), ("status", status)];
    if labels[0].1 == "/graphql" {
        let operation = response
            .extensions()
            .get::<GraphqlOperation>()
            .map_or(OTHER_OPERATION, |op| op.0);
        labels.push(("operation", operation.to_owned()));
    }
    metrics::counter!("forum_http_requests_total", &labels).increment(1);
    metrics::histogram!("forum_http_request_duration_seconds", &labels).record(elapsed);
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_frontends_operation_names_are_labels() {
        let names = operation_names(
            "{\"query Feed($f: F) { a }\": x, \"mutation CreatePost { b }\": y, subquery Nope, query lower }",
        );
        assert_eq!(names, HashSet::from(["Feed", "CreatePost"]));
        assert_eq!(operation_label(Some("Feed")), "Feed");
        assert_eq!(operation_label(Some("ana@example.org")), OTHER_OPERATION);
        assert_eq!(operation_label(None), OTHER_OPERATION);
    }
}
