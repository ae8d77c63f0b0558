//! The one application state: what every request may need, built once at start-up. Axum
//! handlers take the parts they need through `FromRef` (`State<Db>`, `State<Arc<Auth>>` …);
//! GraphQL resolvers get the same parts through the schema's data.

use std::sync::Arc;

use axum::extract::FromRef;
use common::db::StatementCounter;
use common::jobs::Scheduler;
use common::rate_limit::RateLimiter;
use common::tasks::Background;
use common::{Config, Db, SharedClock};
use feed::service::popular_topics::Popularity;
use forum::service::throttle::WriteLimits;
use identity::service::Auth;
use storage::Storage;

use crate::graphql::Schemas;
use crate::health::Draining;

#[derive(Clone, FromRef)]
pub struct AppState {
    pub db: Db,
    pub config: Arc<Config>,
    pub clock: SharedClock,
    pub limiter: RateLimiter,
    /// Token keys, password hashing, mail.
    pub auth: Arc<Auth>,
    /// Uploaded files: the local folder or an S3-compatible store.
    pub storage: Storage,
    /// How fast one member may post and comment.
    pub write_limits: WriteLimits,
    /// The Popular feed's topic ranking, shared for a few minutes.
    pub popularity: Popularity,
    /// Work that outlives its request (mail); a shutdown waits for it.
    pub background: Background,
    pub scheduler: Scheduler,
    pub statements: StatementCounter,
    /// The GraphQL schema, once per allowance.
    pub schemas: Schemas,
    /// Set on SIGTERM: `/readyz` answers 503 while the process still serves.
    pub draining: Draining,
}
