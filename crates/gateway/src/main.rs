//! `forum`: serve the forum, migrate its database, create admins, export the GraphQL schema.

use std::sync::Arc;

use clap::{Parser, Subcommand};
use common::clock::SystemClock;
use common::{Config, SharedClock, Viewer};
use gateway::startup::{self, BoxError};
use identity::service::admin;
use identity::service::password::Passwords;
use tracing_subscriber::EnvFilter;

#[derive(Parser)]
#[command(
    name = "forum",
    version,
    about = "Anonymous women's health community forum"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the forum (the default).
    Serve,
    /// Apply pending database migrations and seed an empty forum, then exit.
    Migrate,
    /// Make a new admin account, or promote an existing account to admin.
    CreateAdmin {
        #[arg(long)]
        email: String,
        /// The password to set; one is generated and printed when omitted.
        #[arg(long)]
        password: Option<String>,
    },
    /// Print the GraphQL schema (SDL) to standard output.
    ExportSchema,
}

#[tokio::main]
async fn main() {
    if let Err(err) = run(Cli::parse()).await {
        eprintln!("error: {err}");
        std::process::exit(1);
    }
}

async fn run(cli: Cli) -> Result<(), BoxError> {
    let command = cli.command.unwrap_or(Command::Serve);
    if let Command::ExportSchema = command {
        print!("{}", gateway::graphql::sdl());
        return Ok(());
    }
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn")),
        )
        .init();
    let config = Config::from_env()?;
    let clock: SharedClock = Arc::new(SystemClock);
    match command {
        Command::Serve => {
            let server = gateway::Server::bind(config.clone()).await?;
            let addr = server.local_addr()?;
            println!(
                "Forum is running at http://{addr} (public URL {})",
                config.public_url
            );
            println!(
                "Data lives in {} (database {})",
                config.data_dir.display(),
                config.database_display()
            );
            if !config.frontend_dir.join("index.html").exists() {
                println!(
                    "The frontend is not built yet ({}): run `just build`.",
                    config.frontend_dir.display()
                );
            }
            server.run().await?;
        }
        Command::Migrate => {
            startup::prepare(&config, &clock).await?;
            println!("Database {} is up to date.", config.database_display());
        }
        Command::CreateAdmin { email, password } => {
            let (db, _) = startup::prepare(&config, &clock).await?;
            let account = admin::create_or_promote(
                &db,
                &Passwords::new(1).await?,
                &Viewer::anonymous(clock.now()),
                admin::NewAdmin { email, password },
            )
            .await?;
            let who = format!("{} <{}>", account.username, account.email);
            match (account.created, account.generated_password) {
                (true, Some(password)) => {
                    println!("Created admin {who} with password: {password}");
                    println!("Keep it somewhere safe: it is not shown again.");
                }
                (true, None) => println!("Created admin {who}."),
                (false, _) => println!("{who} is now an admin."),
            }
        }
        Command::ExportSchema => {}
    }
    Ok(())
}
