//! What a load balancer and an orchestrator ask: `GET /healthz` (the process is alive) and
//! `GET /readyz` (it can serve: the database answers, its schema is this code's, the file store
//! answers, and it is not draining). Neither names a member or a secret.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use migration::{ConnectionTrait, Migrator, MigratorTrait};
use serde_json::json;

use crate::state::AppState;

/// Set once SIGTERM arrives: `/readyz` answers 503 from then on, so the load balancer takes
/// the process out of rotation while it still serves what reaches it.
#[derive(Clone, Debug, Default)]
pub struct Draining(Arc<AtomicBool>);

impl Draining {
    pub fn start(&self) {
        self.0.store(true, Ordering::SeqCst);
    }

    pub fn is_draining(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }
}

/// Each check gets this long; a store or database slower than that is not ready.
const CHECK_TIMEOUT: Duration = Duration::from_secs(2);

/// The probes, outside the request log and the other layers: a load balancer asks every
/// few seconds.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
}

async fn healthz() -> Response {
    probe_answer(StatusCode::OK, json!({ "status": "ok" }))
}

async fn readyz(State(state): State<AppState>) -> Response {
    let draining = state.draining.is_draining();
    let (database, schema, storage) = tokio::join!(
        within(async { state.db.execute_unprepared("SELECT 1").await.is_ok() }),
        within(schema_is_current(&state)),
        within(state.storage.reachable()),
    );
    let ready = !draining && database && schema && storage;
    let status = if ready {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    probe_answer(
        status,
        json!({
            "status": if ready { "ready" } else if draining { "draining" } else { "unavailable" },
            "checks": { "database": database, "migrations": schema, "storage": storage },
        }),
    )
}

/// Every migration this code knows is applied and the database has none it does not know (a
/// newer forum migrated it: this process must leave the rotation).
async fn schema_is_current(state: &AppState) -> bool {
    match Migrator::get_migration_with_status_read_only(&state.db).await {
        Ok(migrations) => migrations
            .iter()
            .all(|m| m.status() == migration::MigrationStatus::Applied),
        Err(_) => false,
    }
}

async fn within(check: impl Future<Output = bool>) -> bool {
    tokio::time::timeout(CHECK_TIMEOUT, check)
        .await
        .unwrap_or(false)
}

fn probe_answer(status: StatusCode, body: serde_json::Value) -> Response {
    let mut response = (status, axum::Json(body)).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}
