//! Getting a forum ready to serve, and serving it: data folders, database, migrations, seed
//! data, the application state, and an HTTP server that protects itself from slow and
//! too-many clients and stops within a deadline.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Body;
use common::clock::SystemClock;
use common::db::{Bounds, StatementCounter};
use common::jobs::Scheduler;
use common::rate_limit::RateLimiter;
use common::secrecy::ExposeSecret;
use common::tasks::Background;
use common::{Config, Db, SharedClock};
use feed::service::popular_topics::Popularity;
use forum::service::throttle::WriteLimits;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use identity::service::Auth;
use identity::service::mail::MailSender;
use identity::service::password::Passwords;
use migration::{Migrator, MigratorTrait};
use sha2::{Digest, Sha256};
use storage::Storage;
use tokio::net::TcpListener;
use tokio::sync::{Semaphore, watch};
use tokio_util::task::TaskTracker;
use tower::ServiceExt;

use crate::graphql;
use crate::http::PeerAddr;
use crate::state::AppState;

pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// Connects, creates the data folders, applies pending migrations, seeds an empty forum and
/// empties SQLite's write-ahead log. Safe to run on every start. The connection is for maintenance (migrations, the CLI's
/// commands): its statements have no timeout. The server serves on [`connect_bounded`].
pub async fn prepare(config: &Config, clock: &SharedClock) -> Result<Db, BoxError> {
    for dir in [
        config.data_dir.clone(),
        config.files_dir(),
        config.outbox_dir(),
    ] {
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let (db, _) = common::db::connect(&config.database_url, None)
        .await
        .map_err(|e| cannot_open(config, &e))?;
    // One process at a time migrates and seeds; a process whose code is older than the
    // schema changes nothing and refuses to start.
    let _sqlite_turn = take_sqlite_turn(config).await?;
    common::db::with_migration_lock(&db, async || -> Result<(), BoxError> {
        let newer = migration::applied_but_unknown(&db).await?;
        if !newer.is_empty() {
            return Err(format!(
                "the database {} has a newer schema than this forum knows (migrations {}): \
                 a newer version of the forum has migrated it. Run that version (or newer); \
                 an older one must not serve or change it",
                config.database_display(),
                newer.join(", ")
            )
            .into());
        }
        Migrator::up(&db, None).await?;
        let seeded = forum::service::seed::seed_defaults(&db, clock.now()).await?;
        if seeded.topics + seeded.reaction_types > 0 {
            tracing::info!(
                topics = seeded.topics,
                reaction_types = seeded.reaction_types,
                "seeded an empty forum"
            );
        }
        Ok(())
    })
    .await?;
    // A migration that rewrote a large table leaves as many pages in SQLite's write-ahead log.
    common::db::truncate_wal(&db).await?;
    Ok(db)
}

/// On SQLite, processes on one data folder (a `forum migrate` while the forum starts) take
/// turns at migrating through an exclusive lock on `DATA_DIR/migrate.lock`, as PostgreSQL's
/// advisory lock makes them do there. The lock goes when the file handle is dropped (or the
/// process dies).
async fn take_sqlite_turn(config: &Config) -> Result<Option<std::fs::File>, BoxError> {
    if !config.is_sqlite() {
        return Ok(None);
    }
    let path = config.data_dir.join("migrate.lock");
    let file = tokio::task::spawn_blocking(move || -> std::io::Result<std::fs::File> {
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)?;
        file.lock()?;
        Ok(file)
    })
    .await?
    .map_err(|e| {
        format!(
            "cannot lock {}: {e}",
            config.data_dir.join("migrate.lock").display()
        )
    })?;
    Ok(Some(file))
}

/// The database connection requests are served on: every statement has a timeout shorter than
/// the request's, and a request that cannot get a connection soon answers 503.
pub async fn connect_bounded(config: &Config) -> Result<(Db, StatementCounter), BoxError> {
    let bounds = Bounds {
        statement_timeout: config.server.statement_timeout,
        acquire_timeout: config.server.acquire_timeout,
    };
    let tuning = common::db::Tuning {
        pool_size: config.server.db_pool_size,
        // Nothing a request does holds a transaction open longer than the request may last.
        idle_in_transaction_timeout: Some(config.server.request_timeout),
    };
    Ok(
        common::db::connect_with(&config.database_url, Some(bounds), tuning)
            .await
            .map_err(|e| cannot_open(config, &e))?,
    )
}

fn cannot_open(config: &Config, err: &dyn std::fmt::Display) -> String {
    format!(
        "cannot open the database {}: {err}",
        config.database_display()
    )
}

/// The access-token signing secret: `JWT_SECRET`, or one generated on the first start and kept
/// (readable by the owner only) in `DATA_DIR/secret`.
fn load_secret(config: &Config) -> Result<String, BoxError> {
    config.check_shared_secret()?;
    if let Some(secret) = &config.jwt_secret {
        return Ok(secret.expose_secret().to_owned());
    }
    let path = config.data_dir.join("secret");
    match std::fs::read_to_string(&path) {
        Ok(secret) if secret.trim().len() >= 32 => Ok(secret.trim().to_owned()),
        Ok(_) => Err(format!(
            "{} is too short: delete it to generate a new one",
            path.display()
        )
        .into()),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
            let secret = identity::service::tokens::opaque_token();
            // Written whole under another name, then linked into place: a second process
            // starting at the same moment either links first (and this one reads its secret)
            // or finds the file complete, never half-written.
            let draft = config.data_dir.join(format!(
                "secret.{}",
                identity::service::tokens::opaque_token()
            ));
            write_private(&draft, &secret)
                .map_err(|e| format!("cannot write {}: {e}", draft.display()))?;
            let linked = std::fs::hard_link(&draft, &path);
            let _ = std::fs::remove_file(&draft);
            match linked {
                Ok(()) => Ok(secret),
                Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists => load_secret(config),
                Err(err) => Err(format!("cannot write {}: {err}", path.display()).into()),
            }
        }
        Err(err) => Err(format!("cannot read {}: {err}", path.display()).into()),
    }
}

#[cfg(unix)]
fn write_private(path: &std::path::Path, contents: &str) -> std::io::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)?
        .write_all(contents.as_bytes())
}

#[cfg(not(unix))]
fn write_private(path: &std::path::Path, contents: &str) -> std::io::Result<()> {
    std::fs::write(path, contents)
}

/// Builds the whole application state on a prepared database.
pub async fn state(
    config: Config,
    clock: SharedClock,
    db: Db,
    statements: StatementCounter,
) -> Result<AppState, BoxError> {
    let secret = load_secret(&config)?;
    // Rate-limit keys are an HMAC under a key of their own, derived from the shared secret so
    // every gateway computes the same keys.
    let limiter_key = Sha256::digest(format!("rate-limit-keys:{secret}").as_bytes());
    let limiter = RateLimiter::for_database(&db, Arc::clone(&clock), &limiter_key);
    // Local files' signed URLs have a key of their own too: a leaked URL key signs no token.
    let url_key = Sha256::digest(format!("file-urls:{secret}").as_bytes());
    let storage = Storage::from_config(&config, &url_key, limiter.clone(), db.clone()).await?;
    let background = Background::new();
    let mail = MailSender::new(
        config.smtp_url.as_ref().map(ExposeSecret::expose_secret),
        config.outbox_dir(),
        &config.mail_from,
    )?;
    let auth = Arc::new(Auth {
        keys: identity::service::tokens::TokenKeys::from_secret(secret.as_bytes()),
        passwords: Passwords::new(config.server.hash_concurrency).await?,
        mail,
        limiter: limiter.clone(),
        limits: config.limits.clone(),
        background: background.clone(),
        public_url: config.public_url.clone(),
    });
    let mut jobs = identity::service::cleanup::jobs();
    jobs.push(common::rate_limit::purge_job());
    jobs.push(common::db::optimize_job());
    jobs.push(storage::service::cleanup::job(storage.clone()));
    jobs.push(forum::service::reactions::cleanup_job());
    jobs.push(forum::service::notifications::purge_job());
    jobs.push(moderation::service::crash_reports::cleanup_job());
    jobs.push(feed::service::popular_topics::job());
    if let Some(backups) = config.backups.clone() {
        if !config.is_sqlite() {
            tracing::warn!(
                "daily backups in BACKUP_DIR hold the files only: back the PostgreSQL database up with pg_dump"
            );
        }
        jobs.push(crate::backup::scheduled_job(config.clone(), backups));
    }
    let scheduler = Scheduler::new(db.clone(), Arc::clone(&clock), jobs);
    let write_limits = WriteLimits::new(limiter.clone(), &config.limits);
    let popularity = Popularity::new(db.clone());
    let schemas = graphql::Schemas::new(graphql::SchemaData {
        db: db.clone(),
        clock: Arc::clone(&clock),
        limiter: limiter.clone(),
        auth: Arc::clone(&auth),
        storage: storage.clone(),
        write_limits: write_limits.clone(),
        popularity: popularity.clone(),
    });
    Ok(AppState {
        db,
        config: Arc::new(config),
        clock,
        limiter,
        auth,
        storage,
        write_limits,
        popularity,
        background,
        scheduler,
        statements,
        schemas,
        draining: crate::health::Draining::default(),
    })
}

pub struct Server {
    listener: TcpListener,
    state: AppState,
    /// The metrics recorder, when `METRICS_ADDR` serves metrics.
    metrics: Option<metrics_exporter_prometheus::PrometheusHandle>,
}

impl Server {
    /// Prepares the database and binds the port (port 0 picks a free one, as tests do).
    pub async fn bind(config: Config) -> Result<Self, BoxError> {
        Self::bind_with_clock(config, Arc::new(SystemClock)).await
    }

    /// As [`Self::bind`], telling time by `clock` (tests move a manual one).
    pub async fn bind_with_clock(config: Config, clock: SharedClock) -> Result<Self, BoxError> {
        // Before anything is migrated: a process that cannot serve correctly changes nothing.
        config.check_shared_secret()?;
        for warning in config.shared_setup_warnings() {
            tracing::warn!("{warning}");
        }
        prepare(&config, &clock).await?.close().await?;
        let (db, statements) = connect_bounded(&config).await?;
        let listener = TcpListener::bind((config.host.as_str(), config.port))
            .await
            .map_err(|e| format!("cannot listen on {}:{}: {e}", config.host, config.port))?;
        let metrics = match config.metrics_addr {
            Some(addr) => crate::metrics::install(addr)?,
            None => None,
        };
        let state = state(config, clock, db, statements).await?;
        Ok(Self {
            listener,
            state,
            metrics,
        })
    }

    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// Serves until SIGINT or SIGTERM.
    pub async fn run(self) -> std::io::Result<()> {
        // The place list loads in the background: the port answers at once, and a location
        // lookup that comes before the list is ready waits for it. (Tests serve with
        // `run_until` and load it only when a test looks a place up.)
        tokio::spawn(identity::service::locations::preload());
        self.state.popularity.warm(self.state.clock.now());
        self.run_until(shutdown_signal()).await
    }

    /// Serves until `shutdown` completes; then stops accepting, lets requests in flight finish
    /// within the configured grace period, waits as long for background work, and returns.
    pub async fn run_until(self, shutdown: impl Future<Output = ()>) -> std::io::Result<()> {
        let limits = self.state.config.server.clone();
        // The drain: at the signal `/readyz` turns 503 at once, and the forum keeps accepting
        // for `DRAIN_DELAY_SECS` so the load balancer sees it and stops sending; only then does
        // the listener close.
        let draining = self.state.draining.clone();
        let shutdown = async move {
            shutdown.await;
            draining.start();
            tracing::info!(
                delay_secs = limits.drain_delay.as_secs(),
                "draining: /readyz answers 503; the listener closes after the delay"
            );
            tokio::time::sleep(limits.drain_delay).await;
        };
        let limits = self.state.config.server.clone();
        let app = crate::http::router(self.state.clone());
        let scheduler = tokio::spawn(self.state.scheduler.clone().run_forever());
        let sampler = self.metrics.clone().map(|handle| {
            tokio::spawn(crate::metrics::sample_forever(
                self.state.db.clone(),
                handle,
            ))
        });
        let connections = Arc::new(Semaphore::new(limits.max_connections));
        let open = TaskTracker::new();
        let (stop, stopping) = watch::channel(());
        tokio::pin!(shutdown);
        loop {
            // At the cap, wait for a connection to close before accepting another.
            let permit = tokio::select! {
                permit = Arc::clone(&connections).acquire_owned() => match permit {
                    Ok(permit) => permit,
                    Err(_) => break,
                },
                () = &mut shutdown => break,
            };
            let (stream, peer) = tokio::select! {
                accepted = self.listener.accept() => match accepted {
                    Ok(accepted) => accepted,
                    Err(err) => {
                        // Out of file descriptors and the like: pause instead of spinning.
                        tracing::warn!(error = %err, "accept failed");
                        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                        continue;
                    }
                },
                () = &mut shutdown => break,
            };
            // Without it a response written in two parts (headers, then a file's body) waits
            // for the client's delayed ACK: ~40 ms per request on a kept-alive connection.
            if let Err(err) = stream.set_nodelay(true) {
                tracing::debug!(error = %err, "could not set TCP_NODELAY");
            }
            let service =
                app.clone()
                    .map_request(move |mut request: axum::http::Request<Incoming>| {
                        request.extensions_mut().insert(PeerAddr(peer));
                        request.map(Body::new)
                    });
            let mut stopping = stopping.clone();
            let header_timeout = limits.header_timeout;
            open.spawn(async move {
                let _permit = permit;
                let mut builder = hyper::server::conn::http1::Builder::new();
                // A client gets this long to send a request's headers (also while a kept-alive
                // connection sits idle); trickling them keeps no connection open.
                builder
                    .timer(TokioTimer::new())
                    .header_read_timeout(header_timeout);
                let connection = builder
                    .serve_connection(TokioIo::new(stream), TowerToHyperService::new(service));
                tokio::pin!(connection);
                tokio::select! {
                    _ = connection.as_mut() => {}
                    _ = stopping.changed() => {
                        connection.as_mut().graceful_shutdown();
                        let _ = connection.await;
                    }
                }
            });
        }
        drop(stop);
        open.close();
        scheduler.abort();
        if let Some(sampler) = sampler {
            sampler.abort();
        }
        if tokio::time::timeout(limits.shutdown_grace, open.wait())
            .await
            .is_err()
        {
            tracing::warn!(
                connections = open.len(),
                "requests still running after the shutdown grace period: stopping anyway"
            );
        }
        if !self.state.background.finish(limits.shutdown_grace).await {
            tracing::warn!("background work still running after the shutdown grace period");
        }
        Ok(())
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
}
