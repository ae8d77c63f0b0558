//! Getting a forum ready to serve: data folders, database, migrations, seed data, listener.

use std::net::SocketAddr;

use std::sync::Arc;

use common::{Config, Db};
use identity::service::Auth;
use identity::service::mail::MailSender;
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

/// The access-token signing secret: `JWT_SECRET`, or one generated on the first start and kept
/// (readable by the owner only) in `DATA_DIR/secret`.
fn load_secret(config: &Config) -> Result<String, BoxError> {
    if let Some(secret) = &config.jwt_secret {
        return Ok(secret.clone());
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
            write_private(&path, &secret)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            Ok(secret)
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

/// The identity services' shared parts: token keys, mail, login throttle.
pub async fn auth(config: &Config) -> Result<Arc<Auth>, BoxError> {
    let secret = load_secret(config)?;
    let mail = MailSender::new(
        config.smtp_url.as_deref(),
        config.outbox_dir(),
        &config.mail_from,
    )?;
    Ok(Arc::new(
        Auth::new(secret.as_bytes(), mail, config.public_url.clone()).await?,
    ))
}

pub struct Server {
    listener: TcpListener,
    router: axum::Router,
}

impl Server {
    /// Prepares the database and binds the port (port 0 picks a free one, as tests do).
    pub async fn bind(config: &Config) -> Result<Self, BoxError> {
        let db = prepare(config).await?;
        let auth = auth(config).await?;
        let listener = TcpListener::bind((config.host.as_str(), config.port))
            .await
            .map_err(|e| format!("cannot listen on {}:{}: {e}", config.host, config.port))?;
        Ok(Self {
            listener,
            router: crate::http::router(config, db, auth),
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
