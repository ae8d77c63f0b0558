//! Getting a forum ready to serve: data folders, database, migrations, seed data, listener.

use std::net::SocketAddr;

use common::{Config, Db};
use migration::{Migrator, MigratorTrait};
use tokio::net::TcpListener;

pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// Connects, creates the data folders, applies pending migrations and seeds an empty forum.
/// Safe to run on every start.
pub async fn prepare(config: &Config) -> Result<Db, BoxError> {
    for dir in [
        config.data_dir.clone(),
        config.files_dir(),
        config.outbox_dir(),
    ] {
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let db = common::db::connect(&config.database_url)
        .await
        .map_err(|e| {
            format!(
                "cannot open the database {}: {e}",
                config.database_display()
            )
        })?;
    Migrator::up(&db, None).await?;
    let seeded = forum::service::seed::seed_defaults(&db).await?;
    if seeded.topics + seeded.reaction_types > 0 {
        tracing::info!(
            topics = seeded.topics,
            reaction_types = seeded.reaction_types,
            "seeded an empty forum"
        );
    }
    Ok(db)
}

pub struct Server {
    listener: TcpListener,
    router: axum::Router,
}

impl Server {
    /// Prepares the database and binds the port (port 0 picks a free one, as tests do).
    pub async fn bind(config: &Config) -> Result<Self, BoxError> {
        let db = prepare(config).await?;
        let listener = TcpListener::bind((config.host.as_str(), config.port))
            .await
            .map_err(|e| format!("cannot listen on {}:{}: {e}", config.host, config.port))?;
        Ok(Self {
            listener,
            router: crate::http::router(config, db),
        })
    }

    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    pub async fn run(self) -> std::io::Result<()> {
        let service = self
            .router
            .into_make_service_with_connect_info::<SocketAddr>();
        axum::serve(self.listener, service)
            .with_graceful_shutdown(shutdown_signal())
            .await
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
