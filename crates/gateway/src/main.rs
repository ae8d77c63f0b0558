//! `forum`: serve the forum, migrate its database, create admins, seed a demo, make image
//! copies, back up and restore, recount the kept counts, export the GraphQL schema.

use std::path::PathBuf;
use std::sync::Arc;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use common::clock::SystemClock;
use common::config::{LogFormat, Settings, ignoring_blank_env};
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
    #[command(flatten)]
    settings: Settings,
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
    /// Fill an empty forum with demo content: members, a year of posts with comments and
    /// reactions, and a few Second Opinions. Refuses when the forum already has posts.
    SeedDemo {
        /// How many demo members to add.
        #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..))]
        members: u32,
        /// How many posts to add, spread over the last twelve months.
        #[arg(long, default_value_t = 2000)]
        posts: u32,
        /// The average number of comments and replies per post.
        #[arg(long, default_value_t = 3.0)]
        comments_per_post: f64,
        /// Seed for the random choices: the same seed gives the same forum. Random when omitted
        /// (the seed used is printed).
        #[arg(long)]
        seed: Option<u64>,
        /// Lets anyone sign in as any demo member (demo-1@example.org …) with this password.
        /// Without it, demo members cannot sign in at all.
        #[arg(long)]
        member_password: Option<String>,
        /// Second Opinions to add besides the curated ones (numbered variations of them), e.g.
        /// to measure the back office's tables at scale.
        #[arg(long, default_value_t = 0)]
        resources: u32,
        /// About this many reports on random posts and comments (random reasons and
        /// statuses); what they report is quarantined, as a member's report does.
        #[arg(long, default_value_t = 0)]
        reports: u32,
    },
    /// Make the resized copies (avatar squares, feed and full widths) of pictures attached
    /// before the forum made them. Safe while the forum runs, and to run again.
    MakeImageCopies,
    /// Back the running forum up into DIR (new or empty): on SQLite a consistent snapshot of
    /// the database (members keep writing meanwhile), the uploaded files (local storage) and a
    /// manifest of checksums. On PostgreSQL, the files; the database is pg_dump's.
    Backup {
        /// The folder to back up into; must be empty or not exist.
        dir: PathBuf,
    },
    /// Restore a backup `forum backup` made into DATA_DIR, which must be empty or not exist,
    /// after checking every file's checksum. Then `forum serve` brings its schema up to date.
    Restore {
        /// The backup folder (holding manifest.json).
        dir: PathBuf,
    },
    /// Rebuild the counts the forum keeps (each post's comments and reactions, and each post's
    /// and comment's reactions by type) from the rows they count, and print what was wrong.
    /// Safe while the forum runs, and to run again.
    Recount,
    /// Print the GraphQL schema (SDL) to standard output.
    ExportSchema,
    /// Print the REST contract's OpenAPI document to standard output.
    ExportOpenapi,
}

/// A faster allocator than glibc's for many small, short-lived allocations freed on other
/// threads (answers built on tokio's workers, rows copied out of SQLite's connection threads).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod sqlite_memory;

#[tokio::main]
async fn main() {
    sqlite_memory::install();
    let matches = ignoring_blank_env(Cli::command()).get_matches();
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|err| err.exit());
    if let Err(err) = run(cli).await {
        eprintln!("error: {err}");
        // An operator at the terminal may see what lies behind "Something went wrong".
        let mut cause = err.source();
        while let Some(err) = cause {
            eprintln!("  caused by: {err}");
            cause = err.source();
        }
        std::process::exit(1);
    }
}

async fn run(cli: Cli) -> Result<(), BoxError> {
    let command = cli.command.unwrap_or(Command::Serve);
    match command {
        Command::ExportSchema => {
            print!("{}", gateway::graphql::sdl());
            return Ok(());
        }
        Command::ExportOpenapi => {
            print!("{}", gateway::openapi::document());
            return Ok(());
        }
        _ => {}
    }
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn"));
    // The same events and fields either way (never an email, a token or post text); JSON for
    // a log collector, one object a line.
    match cli.settings.log_format {
        LogFormat::Text => tracing_subscriber::fmt().with_env_filter(filter).init(),
        LogFormat::Json => tracing_subscriber::fmt()
            .json()
            .with_env_filter(filter)
            .init(),
    }
    let config = Config::from_settings(cli.settings)?;
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
            let db = startup::prepare(&config, &clock).await?;
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
        Command::SeedDemo {
            members,
            posts,
            comments_per_post,
            seed,
            member_password,
            resources,
            reports,
        } => {
            seed_demo(
                &config,
                &clock,
                demo::DemoOptions {
                    members: members as usize,
                    posts: posts as usize,
                    comments_per_post,
                    seed: seed.unwrap_or_else(rand::random),
                    password_hash: String::new(),
                    extra_second_opinions: resources as usize,
                    reports: reports as usize,
                },
                member_password,
            )
            .await?;
        }
        Command::MakeImageCopies => make_image_copies(config, clock).await?,
        Command::Recount => {
            let db = startup::prepare(&config, &clock).await?;
            let fixed = forum::service::counts::recount(&db).await?;
            if fixed.is_none() {
                println!("Every stored count was right: nothing to fix.");
            } else {
                println!(
                    "Put right: {} posts' comment counts, {} posts' reaction counts, {} post \
                     reaction tallies, {} comment reaction tallies, {} comments' reply counts.",
                    fixed.comment_counts,
                    fixed.reaction_counts,
                    fixed.post_tallies,
                    fixed.comment_tallies,
                    fixed.reply_counts
                );
            }
        }
        Command::Backup { dir } => {
            let made = gateway::backup::backup(&config, &dir, clock.now()).await?;
            let what = if made.database == "sqlite" {
                "database, files"
            } else {
                "files"
            };
            println!(
                "Backed up the forum ({what}) into {}: {}, {} bytes, schema {}.",
                made.dir.display(),
                files(made.files),
                made.bytes,
                made.schema_version.as_deref().unwrap_or("empty")
            );
            for note in &made.notes {
                println!("{note}");
            }
        }
        Command::Restore { dir } => {
            let restored = gateway::backup::restore(&config, &dir)?;
            println!(
                "Restored {} into {} (schema {}). Start the forum with `forum serve`: it \
                 brings the schema up to date.",
                files(restored.files),
                config.data_dir.display(),
                restored.schema_version.as_deref().unwrap_or("empty")
            );
            for note in &restored.notes {
                println!("{note}");
            }
        }
        Command::ExportSchema | Command::ExportOpenapi => {}
    }
    Ok(())
}

fn files(n: usize) -> String {
    format!("{n} file{}", if n == 1 { "" } else { "s" })
}

async fn make_image_copies(config: Config, clock: SharedClock) -> Result<(), BoxError> {
    use storage::service::missing_copies::{self, Progress};
    startup::prepare(&config, &clock).await?.close().await?;
    let (db, statements) = startup::connect_bounded(&config).await?;
    let state = startup::state(config, clock, db, statements).await?;
    let pictures = |n: usize| format!("{n} picture{}", if n == 1 { "" } else { "s" });
    let done = missing_copies::make(&state.storage, |so_far| {
        println!("{} done so far…", pictures(so_far.made + so_far.not_made));
    })
    .await?;
    match done {
        Progress {
            made: 0,
            not_made: 0,
        } => println!("Every post and profile picture already has its copies."),
        Progress { made, not_made: 0 } => println!("Made the copies of {}.", pictures(made)),
        Progress { made, not_made } => println!(
            "Made the copies of {}; {not_made} could not be copied (the log says why).",
            pictures(made)
        ),
    }
    Ok(())
}

async fn seed_demo(
    config: &Config,
    clock: &SharedClock,
    mut options: demo::DemoOptions,
    member_password: Option<String>,
) -> Result<(), BoxError> {
    use demo::Progress;
    options.password_hash = match member_password {
        Some(password) => {
            identity::service::password::check_policy(&password)?;
            // One hash, shared by every demo member: hashing each would take minutes.
            Passwords::new(1).await?.hash(password).await?
        }
        None => identity::service::password::unusable_hash()?,
    };
    let db = startup::prepare(config, clock).await?;
    let summary = demo::seed_demo(&db, clock.now(), &options, |progress| match progress {
        Progress::Started => println!(
            "Seeding a demo forum in {}: {} members, {} posts, about {} comments per post (seed {}).",
            config.database_display(),
            options.members,
            options.posts,
            options.comments_per_post,
            options.seed
        ),
        Progress::Members(n) => println!("  {n} members"),
        Progress::SecondOpinions(n) => println!("  {n} Second Opinions"),
        Progress::Posts { done, total } => {
            println!("  posts {:>3}% ({done} of {total})", done * 100 / total.max(1));
        }
        Progress::Committing => println!("  saving…"),
        Progress::Analyzing => println!("  updating the database's statistics…"),
        Progress::Checkpointing => println!("  emptying the write-ahead log…"),
    })
    .await?;
    println!(
        "Added {} members ({} topics of interest), {} Second Opinions, {} posts ({} post topics), \
         {} comments, {} post reactions, {} comment reactions and {} reports in {:.1} s.",
        summary.members,
        summary.member_topics,
        summary.second_opinions,
        summary.posts,
        summary.post_topics,
        summary.comments,
        summary.post_reactions,
        summary.comment_reactions,
        summary.reports,
        summary.elapsed.as_secs_f64()
    );
    Ok(())
}
