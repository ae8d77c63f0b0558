//! Configuration from environment variables, with defaults for the embedded default
//! (SQLite and local files under `DATA_DIR`, nothing else to install).

use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::builder::BoolishValueParser;
use clap::{ArgAction, CommandFactory, FromArgMatches};
use secrecy::{ExposeSecret, SecretString};

use crate::rate_limit::Rule;

/// Every setting, read by clap from an environment variable (or the flag of the same name:
/// `forum serve --port 9000`), with its default; `forum --help` lists them all. A variable
/// set to blank counts as unset (see [`ignoring_blank_env`]). Cross-setting rules (a timeout
/// shorter than another, S3 keys with a bucket) are checked by [`Config::from_settings`].
#[derive(clap::Args, Clone, Debug)]
pub struct Settings {
    /// The address to listen on.
    #[arg(
        long,
        env = "HOST",
        default_value = "127.0.0.1",
        global = true,
        help_heading = "Server"
    )]
    pub host: String,
    /// The port to listen on.
    #[arg(
        long,
        env = "PORT",
        default_value_t = 8080,
        global = true,
        help_heading = "Server"
    )]
    pub port: u16,
    /// Where members reach the forum, used in links the forum writes (mail) [default: http://localhost:PORT].
    #[arg(long, env = "PUBLIC_URL", global = true, help_heading = "Server")]
    pub public_url: Option<String>,
    /// The built frontend (`index.html`, `graphiql.html`, `assets/`).
    #[arg(
        long,
        env = "FRONTEND_DIR",
        default_value = "frontend/dist",
        global = true,
        help_heading = "Server"
    )]
    pub frontend_dir: PathBuf,
    /// The database, the uploaded files (local storage) and the mail outbox.
    #[arg(
        long,
        env = "DATA_DIR",
        default_value = "./data",
        global = true,
        help_heading = "Data"
    )]
    pub data_dir: PathBuf,
    /// `sqlite:…` or `postgres://…` [default: SQLite in DATA_DIR/forum.db].
    #[arg(long, env = "DATABASE_URL", value_parser = database_url, global = true, help_heading = "Data")]
    pub database_url: Option<String>,
    /// Signs access tokens, at least 32 characters; required on PostgreSQL [default on SQLite:
    /// generated once and kept in DATA_DIR/secret].
    #[arg(long, env = "JWT_SECRET", value_parser = jwt_secret, hide_env_values = true, global = true, help_heading = "Data")]
    pub jwt_secret: Option<SecretString>,
    /// `s3://bucket[/prefix]`: keep uploaded files in an S3-compatible store [default: DATA_DIR/files].
    #[arg(long, env = "STORAGE_URL", value_parser = storage_url, global = true, help_heading = "Storage")]
    pub storage_url: Option<(String, String)>,
    /// An S3-compatible service's URL, e.g. http://127.0.0.1:9000 [default: AWS].
    #[arg(long, env = "S3_ENDPOINT", value_parser = s3_endpoint, global = true, help_heading = "Storage")]
    pub s3_endpoint: Option<String>,
    /// The bucket's region.
    #[arg(
        long,
        env = "S3_REGION",
        default_value = "us-east-1",
        global = true,
        help_heading = "Storage"
    )]
    pub s3_region: String,
    /// Required with STORAGE_URL, with S3_SECRET_ACCESS_KEY (static keys; no credential chain).
    #[arg(
        long,
        env = "S3_ACCESS_KEY_ID",
        global = true,
        help_heading = "Storage"
    )]
    pub s3_access_key_id: Option<String>,
    /// Required with STORAGE_URL.
    #[arg(long, env = "S3_SECRET_ACCESS_KEY", value_parser = secret, hide_env_values = true, global = true, help_heading = "Storage")]
    pub s3_secret_access_key: Option<SecretString>,
    /// `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` [default: true with S3_ENDPOINT].
    #[arg(long, env = "S3_FORCE_PATH_STYLE", value_parser = BoolishValueParser::new(), action = ArgAction::Set, global = true, help_heading = "Storage")]
    pub s3_force_path_style: Option<bool>,
    /// `smtp://user:password@host:port` (STARTTLS) or `smtps://…` [default: mail is written to DATA_DIR/outbox].
    #[arg(long, env = "SMTP_URL", value_parser = secret, hide_env_values = true, global = true, help_heading = "Mail")]
    pub smtp_url: Option<SecretString>,
    /// The sender of password-reset mail.
    #[arg(
        long,
        env = "MAIL_FROM",
        default_value = "Real Talk <no-reply@localhost>",
        global = true,
        help_heading = "Mail"
    )]
    pub mail_from: String,
    /// Open connections at most; more wait to be accepted.
    #[arg(long, env = "MAX_CONNECTIONS", default_value_t = 512, value_parser = at_least(1), global = true, help_heading = "Server limits")]
    pub max_connections: usize,
    /// A client must send a request's headers within this many seconds.
    #[arg(long, env = "HEADER_TIMEOUT_SECS", default_value_t = 10, value_parser = seconds(1), global = true, help_heading = "Server limits")]
    pub header_timeout_secs: u64,
    /// A request is answered within this many seconds, or with an error.
    #[arg(long, env = "REQUEST_TIMEOUT_SECS", default_value_t = 30, value_parser = seconds(1), global = true, help_heading = "Server limits")]
    pub request_timeout_secs: u64,
    /// A database statement is stopped after this many seconds (shorter than REQUEST_TIMEOUT_SECS).
    #[arg(long, env = "STATEMENT_TIMEOUT_SECS", default_value_t = 5, value_parser = seconds(1), global = true, help_heading = "Server limits")]
    pub statement_timeout_secs: u64,
    /// A request waits at most this many seconds for a database connection, then answers 503.
    #[arg(long, env = "DB_ACQUIRE_TIMEOUT_SECS", default_value_t = 2, value_parser = seconds(1), global = true, help_heading = "Server limits")]
    pub db_acquire_timeout_secs: u64,
    /// Database connections per process [default: on SQLite twice the cores, 4 to 16; on PostgreSQL 16].
    #[arg(long, env = "DB_POOL_SIZE", value_parser = clap::value_parser!(u32).range(1..), global = true, help_heading = "Server limits")]
    pub db_pool_size: Option<u32>,
    /// On SIGTERM, requests in flight get this many seconds to finish.
    #[arg(long, env = "SHUTDOWN_GRACE_SECS", default_value_t = 10, value_parser = seconds(1), global = true, help_heading = "Server limits")]
    pub shutdown_grace_secs: u64,
    /// On SIGTERM, seconds of serving with /readyz at 503 before the listener closes.
    #[arg(long, env = "DRAIN_DELAY_SECS", default_value_t = 5, value_parser = seconds(0), global = true, help_heading = "Server limits")]
    pub drain_delay_secs: u64,
    /// Password hashes computed at once (each takes 19 MiB and a core for ~50 ms) [default: the number of cores].
    #[arg(long, env = "PASSWORD_HASH_CONCURRENCY", value_parser = at_least(1), global = true, help_heading = "Server limits")]
    pub password_hash_concurrency: Option<usize>,
    /// Proxies in front of the forum that append to X-Forwarded-For (0: the peer address is the client's).
    #[arg(long, env = "TRUSTED_PROXIES", default_value_t = 0, value_parser = at_least(0), global = true, help_heading = "Server limits")]
    pub trusted_proxies: usize,
    /// Uploads are refused (507) while the disk under DATA_DIR/files has less free space than this.
    #[arg(long, env = "MIN_FREE_DISK_MB", default_value_t = 1024, value_parser = clap::value_parser!(u64).range(0..=u64::MAX / (1024 * 1024)), global = true, help_heading = "Member limits")]
    pub min_free_disk_mb: u64,
    /// How old an onboarded account must be before her reports hide content at once (0s: at once).
    #[arg(long, env = "REPORT_TRUST_AGE", default_value = "24h", value_parser = report_trust_age, global = true, help_heading = "Member limits")]
    pub report_trust_age: chrono::Duration,
    /// Feed views closer together than this are one visit: the "New since your last visit" mark stays put (0s: every view is a visit).
    #[arg(long, env = "FEED_VISIT_GAP", default_value = "30m", value_parser = feed_visit_gap, global = true, help_heading = "Member limits")]
    pub feed_visit_gap: chrono::Duration,
    /// Failed logins per account.
    #[arg(
        long,
        env = "RATE_LIMIT_LOGIN_ACCOUNT",
        default_value = "5/15m",
        global = true,
        help_heading = "Rate limits (N/<window>)"
    )]
    pub rate_limit_login_account: Rule,
    /// Failed logins per client address.
    #[arg(
        long,
        env = "RATE_LIMIT_LOGIN_ADDRESS",
        default_value = "50/5m",
        global = true,
        help_heading = "Rate limits (N/<window>)"
    )]
    pub rate_limit_login_address: Rule,
    /// Registrations per client address.
    #[arg(
        long,
        env = "RATE_LIMIT_REGISTER_ADDRESS",
        default_value = "30/5m",
        global = true,
        help_heading = "Rate limits (N/<window>)"
    )]
    pub rate_limit_register_address: Rule,
    /// Password-reset requests per client address.
    #[arg(
        long,
        env = "RATE_LIMIT_RESET_ADDRESS",
        default_value = "20/10m",
        global = true,
        help_heading = "Rate limits (N/<window>)"
    )]
    pub rate_limit_reset_address: Rule,
    /// Upload links per member.
    #[arg(
        long,
        env = "RATE_LIMIT_UPLOAD_ACCOUNT",
        default_value = "20/1h",
        global = true,
        help_heading = "Rate limits (N/<window>)"
    )]
    pub rate_limit_upload_account: Rule,
    /// Upload links per client address.
    #[arg(
        long,
        env = "RATE_LIMIT_UPLOAD_ADDRESS",
        default_value = "60/10m",
        global = true,
        help_heading = "Rate limits (N/<window>)"
    )]
    pub rate_limit_upload_address: Rule,
    /// New posts per member.
    #[arg(
        long,
        env = "RATE_LIMIT_POST_ACCOUNT",
        default_value = "30/1h",
        global = true,
        help_heading = "Rate limits (N/<window>)"
    )]
    pub rate_limit_post_account: Rule,
    /// New comments and replies per member.
    #[arg(
        long,
        env = "RATE_LIMIT_COMMENT_ACCOUNT",
        default_value = "120/1h",
        global = true,
        help_heading = "Rate limits (N/<window>)"
    )]
    pub rate_limit_comment_account: Rule,
    /// New reports per member.
    #[arg(
        long,
        env = "RATE_LIMIT_REPORT_ACCOUNT",
        default_value = "10/1h",
        global = true,
        help_heading = "Rate limits (N/<window>)"
    )]
    pub rate_limit_report_account: Rule,
    /// Crash reports per client address, and per member when signed in.
    #[arg(
        long,
        env = "RATE_LIMIT_CRASH_REPORT",
        default_value = "20/1h",
        global = true,
        help_heading = "Rate limits (N/<window>)"
    )]
    pub rate_limit_crash_report: Rule,
    /// Reactions added or taken back per member.
    #[arg(
        long,
        env = "RATE_LIMIT_REACTION_ACCOUNT",
        default_value = "600/1h",
        global = true,
        help_heading = "Rate limits (N/<window>)"
    )]
    pub rate_limit_reaction_account: Rule,
    /// Edits of her own posts and comments per member.
    #[arg(
        long,
        env = "RATE_LIMIT_EDIT_ACCOUNT",
        default_value = "120/1h",
        global = true,
        help_heading = "Rate limits (N/<window>)"
    )]
    pub rate_limit_edit_account: Rule,
    /// Downloads of her own data per member.
    #[arg(
        long,
        env = "RATE_LIMIT_EXPORT_ACCOUNT",
        default_value = "5/1h",
        global = true,
        help_heading = "Rate limits (N/<window>)"
    )]
    pub rate_limit_export_account: Rule,
    /// A daily backup goes into a new folder here [default: no scheduled backups].
    #[arg(long, env = "BACKUP_DIR", global = true, help_heading = "Operations")]
    pub backup_dir: Option<PathBuf>,
    /// How many daily backups are kept [default: 7].
    #[arg(long, env = "BACKUP_KEEP", value_parser = at_least(1), global = true, help_heading = "Operations")]
    pub backup_keep: Option<usize>,
    /// Serve Prometheus metrics on this address and port, e.g. 127.0.0.1:9091 [default: off].
    #[arg(long, env = "METRICS_ADDR", global = true, help_heading = "Operations")]
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// Logs as text lines or as one JSON object a line.
    #[arg(long, env = "LOG_FORMAT", value_enum, default_value_t = LogFormat::Text, global = true, help_heading = "Operations")]
    pub log_format: LogFormat,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogFormat {
    Text,
    Json,
}

/// A command whose settings ignore variables set to blank, as if unset (`PORT=` in a compose
/// file means "the default", not "an empty port").
pub fn ignoring_blank_env(command: clap::Command) -> clap::Command {
    command.mut_args(|arg| {
        let blank = arg
            .get_env()
            .and_then(std::env::var_os)
            .is_some_and(|value| value.to_string_lossy().trim().is_empty());
        if blank { arg.env(None) } else { arg }
    })
}

fn database_url(url: &str) -> Result<String, String> {
    if ["sqlite:", "postgres://", "postgresql://"]
        .iter()
        .any(|scheme| url.starts_with(scheme))
    {
        Ok(url.to_owned())
    } else {
        Err("DATABASE_URL must start with sqlite: or postgres://".into())
    }
}

fn jwt_secret(secret: &str) -> Result<SecretString, String> {
    if secret.len() < 32 {
        return Err("JWT_SECRET must be at least 32 characters".into());
    }
    Ok(secret.into())
}

fn secret(value: &str) -> Result<SecretString, String> {
    Ok(value.into())
}

/// `s3://bucket[/prefix]` as the bucket and a prefix that is empty or ends in `/`.
fn storage_url(url: &str) -> Result<(String, String), String> {
    let bad_url = || {
        format!(
            "STORAGE_URL must look like s3://bucket or s3://bucket/prefix (leave it unset to keep files in DATA_DIR/files), got {url:?}"
        )
    };
    let rest = url.trim().strip_prefix("s3://").ok_or_else(bad_url)?;
    let (bucket, prefix) = rest.split_once('/').unwrap_or((rest, ""));
    if !is_bucket_name(bucket) {
        return Err(bad_url());
    }
    let prefix = prefix.trim_matches('/');
    if prefix.is_empty() {
        return Ok((bucket.to_owned(), String::new()));
    }
    if prefix
        .split('/')
        .any(|part| part.is_empty() || part == "." || part == "..")
    {
        return Err(bad_url());
    }
    Ok((bucket.to_owned(), format!("{prefix}/")))
}

fn s3_endpoint(endpoint: &str) -> Result<String, String> {
    let endpoint = endpoint.trim().trim_end_matches('/');
    let host = endpoint
        .strip_prefix("https://")
        .or_else(|| endpoint.strip_prefix("http://"));
    if host.is_none_or(|host| host.is_empty() || host.contains(['/', '?', '#', '@'])) {
        return Err(format!(
            "S3_ENDPOINT must be a URL like https://s3.example.org or http://127.0.0.1:9000, got {endpoint:?}"
        ));
    }
    Ok(endpoint.to_owned())
}

fn feed_visit_gap(gap: &str) -> Result<chrono::Duration, String> {
    parse_duration(gap)
        .ok_or_else(|| format!("FEED_VISIT_GAP must be a duration like 30m, 1h or 0s, got {gap:?}"))
}

fn report_trust_age(age: &str) -> Result<chrono::Duration, String> {
    parse_duration(age).ok_or_else(|| {
        format!("REPORT_TRUST_AGE must be a duration like 24h, 90m or 0s, got {age:?}")
    })
}

/// A whole number of at least `min`.
fn at_least(min: u64) -> clap::builder::RangedU64ValueParser<usize> {
    clap::builder::RangedU64ValueParser::new().range(min..)
}

/// A whole number of seconds, at least `min`.
fn seconds(min: u64) -> clap::builder::RangedU64ValueParser<u64> {
    clap::builder::RangedU64ValueParser::new().range(min..)
}

/// Only the settings, for [`Config::from_lookup`].
#[derive(clap::Parser)]
#[command(no_binary_name = true)]
struct SettingsOnly {
    #[command(flatten)]
    settings: Settings,
}

/// Rate limits (ARCHITECTURE §9): strict per account, short windows per address, because one
/// NAT can hide a whole clinic or campus. Each is `RATE_LIMIT_<NAME>=N/<window>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Failed logins per account.
    pub login_account: Rule,
    /// Failed logins per client address.
    pub login_address: Rule,
    /// Registrations per client address.
    pub register_address: Rule,
    /// Password-reset requests per client address (per account it is 3 an hour, spec-free but fixed).
    pub reset_address: Rule,
    /// Upload URLs per member, so no one can fill the disk with uploads she never attaches.
    pub upload_account: Rule,
    /// Upload URLs per client address: fresh accounts from one address share one allowance.
    pub upload_address: Rule,
    /// New posts per member.
    pub post_account: Rule,
    /// New comments and replies per member.
    pub comment_account: Rule,
    /// New reports per member: one report hides content at once (ARCHITECTURE §4a).
    pub report_account: Rule,
    /// Crash reports per client address, and per member when signed in (anyone may send one).
    pub crash_report: Rule,
    /// Reactions added or taken back per member (toggles and the legacy reaction writes).
    pub reaction_account: Rule,
    /// Edits of her own posts and comments per member.
    pub edit_account: Rule,
    /// Downloads of her own data per member (each reads everything she wrote).
    pub export_account: Rule,
    /// Uploads are refused (507) while the disk under `DATA_DIR/files` has less free space than
    /// this, so that uploads can never fill the disk the database lives on.
    pub min_free_disk_bytes: u64,
    /// How old an onboarded account must be before her reports hide content at once
    /// (ARCHITECTURE §4a); younger accounts' reports wait in the queue. Zero trusts every
    /// onboarded member at once.
    pub report_trust_age: chrono::Duration,
    /// Feed views closer together than this are one visit: the feed's "new since your last
    /// visit" mark stays put while it lasts (issue 36). Zero makes every view a visit.
    pub feed_visit_gap: chrono::Duration,
}

/// How the HTTP server protects itself from slow or too many clients.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerLimits {
    /// Open connections at most; more wait to be accepted.
    pub max_connections: usize,
    /// A client must send a request's headers within this time, or the connection closes.
    pub header_timeout: Duration,
    /// A request is answered within this time, or with an error.
    pub request_timeout: Duration,
    /// On SIGTERM, requests in flight get this long to finish.
    pub shutdown_grace: Duration,
    /// Password hashes computed at once (each takes 19 MiB and a core for ~50 ms).
    pub hash_concurrency: usize,
    /// Proxies in front of the forum that append to `X-Forwarded-For` (0: use the peer address).
    pub trusted_proxies: usize,
    /// A database statement (on SQLite, one use of a connection) is stopped after this long;
    /// always shorter than `request_timeout`.
    pub statement_timeout: Duration,
    /// A request waits at most this long for a database connection, then answers 503.
    pub acquire_timeout: Duration,
    /// Database connections per process (`DB_POOL_SIZE`); `None`: `db::default_pool_size`.
    pub db_pool_size: Option<u32>,
    /// On SIGTERM, how long the forum keeps serving after `/readyz` turned 503, so the load
    /// balancer notices before the listener closes.
    pub drain_delay: Duration,
}

/// Where uploaded files live.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum StorageConfig {
    /// Files under `DATA_DIR/files/`, served by the forum itself (the embedded default).
    #[default]
    Local,
    /// An S3-compatible store (`STORAGE_URL=s3://bucket[/prefix]`).
    S3(S3Config),
}

#[derive(Clone)]
pub struct S3Config {
    pub bucket: String,
    /// Put before every object key: empty, or ending in `/`.
    pub prefix: String,
    /// An S3-compatible service's URL (`S3_ENDPOINT`); AWS itself when unset.
    pub endpoint: Option<String>,
    pub region: String,
    pub access_key_id: String,
    /// Typed so that it never prints (`Debug` shows `[REDACTED]`).
    pub secret_access_key: SecretString,
    /// `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`.
    pub force_path_style: bool,
}

impl PartialEq for S3Config {
    fn eq(&self, other: &Self) -> bool {
        self.bucket == other.bucket
            && self.prefix == other.prefix
            && self.endpoint == other.endpoint
            && self.region == other.region
            && self.access_key_id == other.access_key_id
            && self.secret_access_key.expose_secret() == other.secret_access_key.expose_secret()
            && self.force_path_style == other.force_path_style
    }
}

impl Eq for S3Config {}

/// Never prints the secret key.
impl std::fmt::Debug for S3Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("S3Config")
            .field("bucket", &self.bucket)
            .field("prefix", &self.prefix)
            .field("endpoint", &self.endpoint)
            .field("region", &self.region)
            .field("access_key_id", &self.access_key_id)
            .field("force_path_style", &self.force_path_style)
            .finish_non_exhaustive()
    }
}

impl StorageConfig {
    fn from_settings(settings: &Settings) -> Result<Self, String> {
        let Some((bucket, prefix)) = settings.storage_url.clone() else {
            // S3 settings without a bucket are a forgotten STORAGE_URL, not a wish for local files.
            if let Some(key) = [
                ("S3_ENDPOINT", settings.s3_endpoint.is_some()),
                ("S3_ACCESS_KEY_ID", settings.s3_access_key_id.is_some()),
                (
                    "S3_SECRET_ACCESS_KEY",
                    settings.s3_secret_access_key.is_some(),
                ),
            ]
            .into_iter()
            .find_map(|(key, set)| set.then_some(key))
            {
                return Err(format!(
                    "{key} is set but STORAGE_URL is not: set STORAGE_URL=s3://bucket to store files in S3"
                ));
            }
            return Ok(Self::Local);
        };
        let (Some(access_key_id), Some(secret_access_key)) = (
            settings.s3_access_key_id.clone(),
            settings.s3_secret_access_key.clone(),
        ) else {
            return Err(
                "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when STORAGE_URL is set"
                    .into(),
            );
        };
        Ok(Self::S3(S3Config {
            bucket,
            prefix,
            endpoint: settings.s3_endpoint.clone(),
            region: settings.s3_region.clone(),
            access_key_id,
            secret_access_key,
            force_path_style: settings
                .s3_force_path_style
                .unwrap_or(settings.s3_endpoint.is_some()),
        }))
    }
}

/// S3's rules for new bucket names: 3–63 lowercase letters, digits, dots and hyphens.
fn is_bucket_name(name: &str) -> bool {
    (3..=63).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.' || b == b'-')
        && name.starts_with(|c: char| c.is_ascii_alphanumeric())
        && name.ends_with(|c: char| c.is_ascii_alphanumeric())
}

#[derive(Clone, Debug)]
pub struct Config {
    pub host: String,
    pub port: u16,
    pub data_dir: PathBuf,
    pub database_url: String,
    /// Where members reach the forum; used in links the server writes (mail).
    pub public_url: String,
    /// The built frontend (`index.html`, `graphiql.html`, `assets/`).
    pub frontend_dir: PathBuf,
    /// Signs access tokens. When unset, one is generated once and kept in `DATA_DIR/secret`
    /// (SQLite only: on PostgreSQL several processes must share it, so it is required).
    /// Secrets are typed so that they never print: `Debug` shows `[REDACTED]`.
    pub jwt_secret: Option<SecretString>,
    /// `smtp://user:password@host:port` (STARTTLS) or `smtps://…`; unset writes mail to `DATA_DIR/outbox/`.
    pub smtp_url: Option<SecretString>,
    pub mail_from: String,
    pub limits: Limits,
    pub server: ServerLimits,
    pub storage: StorageConfig,
    /// Scheduled backups (`BACKUP_DIR`, `BACKUP_KEEP`): none when unset.
    pub backups: Option<Backups>,
    /// Where Prometheus metrics are served (`METRICS_ADDR`, e.g. `127.0.0.1:9091`), on a
    /// listener of their own that the public port never reaches; unset: no metrics.
    pub metrics_addr: Option<std::net::SocketAddr>,
}

/// A daily backup into `dir/<time>/`, keeping the newest `keep`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Backups {
    pub dir: PathBuf,
    pub keep: usize,
}

/// How many scheduled backups are kept when `BACKUP_KEEP` is unset.
pub const DEFAULT_BACKUP_KEEP: usize = 7;

impl Config {
    /// Builds the configuration from any key → value lookup (a test's or the bench's map),
    /// parsed by clap as the environment is: blank values count as unset.
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Self, String> {
        let mut args = Vec::new();
        let command = SettingsOnly::command().mut_args(|arg| {
            let value = arg
                .get_env()
                .and_then(|key| key.to_str())
                .and_then(&get)
                .filter(|value| !value.trim().is_empty());
            if let (Some(value), Some(long)) = (value, arg.get_long()) {
                args.push(format!("--{long}={value}"));
            }
            // Only the lookup counts, never this process's environment.
            arg.env(None)
        });
        let matches = command
            .try_get_matches_from(args)
            .map_err(|err| err.render().to_string())?;
        let settings = Settings::from_arg_matches(&matches).map_err(|err| err.to_string())?;
        Self::from_settings(settings)
    }

    /// The configuration the settings describe, refusing combinations that cannot work.
    pub fn from_settings(settings: Settings) -> Result<Self, String> {
        let data_dir = absolute(settings.data_dir.clone());
        let database_url = settings
            .database_url
            .clone()
            .unwrap_or_else(|| sqlite_url(&data_dir.join("forum.db")));
        let public_url = settings
            .public_url
            .clone()
            .unwrap_or_else(|| format!("http://localhost:{}", settings.port))
            .trim_end_matches('/')
            .to_owned();
        let server = ServerLimits {
            max_connections: settings.max_connections,
            header_timeout: Duration::from_secs(settings.header_timeout_secs),
            request_timeout: Duration::from_secs(settings.request_timeout_secs),
            shutdown_grace: Duration::from_secs(settings.shutdown_grace_secs),
            hash_concurrency: settings
                .password_hash_concurrency
                .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, usize::from)),
            trusted_proxies: settings.trusted_proxies,
            statement_timeout: Duration::from_secs(settings.statement_timeout_secs),
            acquire_timeout: Duration::from_secs(settings.db_acquire_timeout_secs),
            db_pool_size: settings.db_pool_size,
            drain_delay: Duration::from_secs(settings.drain_delay_secs),
        };
        if server.statement_timeout >= server.request_timeout {
            return Err(format!(
                "STATEMENT_TIMEOUT_SECS ({}) must be shorter than REQUEST_TIMEOUT_SECS ({})",
                server.statement_timeout.as_secs(),
                server.request_timeout.as_secs()
            ));
        }
        let backups = match (&settings.backup_dir, settings.backup_keep) {
            (Some(dir), keep) => Some(Backups {
                dir: absolute(dir.clone()),
                keep: keep.unwrap_or(DEFAULT_BACKUP_KEEP),
            }),
            (None, Some(_)) => {
                return Err("BACKUP_KEEP is set but BACKUP_DIR is not: set BACKUP_DIR to the folder daily backups go to".into());
            }
            (None, None) => None,
        };
        let storage = StorageConfig::from_settings(&settings)?;
        Ok(Self {
            host: settings.host,
            port: settings.port,
            data_dir,
            database_url,
            public_url,
            frontend_dir: absolute(settings.frontend_dir),
            jwt_secret: settings.jwt_secret,
            smtp_url: settings.smtp_url,
            mail_from: settings.mail_from,
            limits: Limits {
                login_account: settings.rate_limit_login_account,
                login_address: settings.rate_limit_login_address,
                register_address: settings.rate_limit_register_address,
                reset_address: settings.rate_limit_reset_address,
                upload_account: settings.rate_limit_upload_account,
                upload_address: settings.rate_limit_upload_address,
                post_account: settings.rate_limit_post_account,
                comment_account: settings.rate_limit_comment_account,
                report_account: settings.rate_limit_report_account,
                crash_report: settings.rate_limit_crash_report,
                reaction_account: settings.rate_limit_reaction_account,
                edit_account: settings.rate_limit_edit_account,
                export_account: settings.rate_limit_export_account,
                min_free_disk_bytes: settings.min_free_disk_mb * 1024 * 1024,
                report_trust_age: settings.report_trust_age,
                feed_visit_gap: settings.feed_visit_gap,
            },
            server,
            storage,
            backups,
            metrics_addr: settings.metrics_addr,
        })
    }

    pub fn files_dir(&self) -> PathBuf {
        self.data_dir.join("files")
    }

    pub fn outbox_dir(&self) -> PathBuf {
        self.data_dir.join("outbox")
    }

    pub fn is_sqlite(&self) -> bool {
        self.database_url.starts_with("sqlite:")
    }

    /// Refuses what would fail silently with several processes: on PostgreSQL each process
    /// would generate a signing secret of its own, so tokens would fail on the other processes
    /// and rate-limit keys would diverge.
    pub fn check_shared_secret(&self) -> Result<(), String> {
        if !self.is_sqlite() && self.jwt_secret.is_none() {
            return Err(
                "JWT_SECRET is not set: on PostgreSQL every forum process must sign tokens \
                 with the same secret. Set JWT_SECRET to the same random value of at least 32 \
                 characters (e.g. `openssl rand -hex 32`) for every process."
                    .into(),
            );
        }
        Ok(())
    }

    /// What is fine on one machine and wrong on several, said at start: PostgreSQL is the
    /// scale-out setup, and local files or the mail outbox live on one machine's disk.
    pub fn shared_setup_warnings(&self) -> Vec<String> {
        if self.is_sqlite() {
            return Vec::new();
        }
        let mut warnings = Vec::new();
        if self.storage == StorageConfig::Local {
            warnings.push(format!(
                "files are kept on this machine's disk ({}) while the database is PostgreSQL: \
                 with several forum processes, set STORAGE_URL=s3://bucket so they all see every file",
                self.files_dir().display()
            ));
        }
        if self.smtp_url.is_none() {
            warnings.push(format!(
                "mail is written to this machine's outbox ({}) while the database is PostgreSQL: \
                 with several forum processes, set SMTP_URL so every message is sent",
                self.outbox_dir().display()
            ));
        }
        warnings
    }

    /// The database URL without a password, for start-up messages.
    pub fn database_display(&self) -> String {
        let Some((scheme, rest)) = self.database_url.split_once("://") else {
            return self.database_url.clone();
        };
        match rest.split_once('@') {
            Some((userinfo, host)) if !self.is_sqlite() => {
                let user = userinfo.split(':').next().unwrap_or_default();
                format!("{scheme}://{user}@{host}")
            }
            _ => self.database_url.clone(),
        }
    }
}

/// A duration written as a whole number and a unit: `90s`, `15m`, `24h`, `7d`.
pub fn parse_duration(text: &str) -> Option<chrono::Duration> {
    let text = text.trim();
    let (amount, unit) = text.split_at(text.len().checked_sub(1)?);
    let amount: i64 = amount.parse().ok().filter(|n| *n >= 0)?;
    let secs = match unit {
        "s" => Some(1),
        "m" => Some(60),
        "h" => Some(3_600),
        "d" => Some(86_400),
        _ => None,
    }?;
    chrono::Duration::try_seconds(amount.checked_mul(secs)?)
}

pub fn sqlite_url(path: &Path) -> String {
    format!("sqlite://{}?mode=rwc", path.display())
}

fn absolute(path: PathBuf) -> PathBuf {
    std::path::absolute(&path).unwrap_or(path)
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn config(pairs: &[(&str, &str)]) -> Result<Config, String> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| ((*k).into(), (*v).into()))
            .collect();
        Config::from_lookup(|k| map.get(k).cloned())
    }

    #[test]
    fn every_setting_is_a_variable_the_readme_explains() {
        let readme = include_str!("../../../README.md");
        let table: Vec<&str> = readme
            .lines()
            .skip_while(|line| *line != "## Configuration")
            .take_while(|line| !line.starts_with("## Administrators"))
            .filter(|line| line.starts_with("| `"))
            .collect();
        let command = SettingsOnly::command();
        let variables: Vec<String> = command
            .get_arguments()
            .filter_map(|arg| arg.get_env())
            .map(|env| env.to_string_lossy().into_owned())
            .collect();
        assert!(variables.len() > 40, "{variables:?}");
        for variable in &variables {
            assert!(
                table
                    .iter()
                    .any(|row| row.contains(&format!("`{variable}`"))),
                "README's Configuration table lacks {variable}"
            );
        }
        for row in table.iter().skip(1) {
            let named = row.split('|').nth(1).unwrap_or_default();
            let explained = named.split('`').skip(1).step_by(2).all(|name| {
                variables.iter().any(|v| v == name)
                    || ["RUST_LOG", "TEST_POSTGRES_URL"].contains(&name)
            });
            assert!(
                explained,
                "README explains a variable the forum does not read: {row}"
            );
        }
    }

    #[test]
    fn blank_values_are_unset_and_a_bad_value_is_named() {
        let c = config(&[("PORT", " "), ("DATABASE_URL", "")]).unwrap();
        assert_eq!(c.port, 8080);
        assert!(c.is_sqlite());
        let err = config(&[("PORT", "eighty")]).unwrap_err();
        assert!(err.contains("PORT") && err.contains("eighty"), "{err}");
    }

    #[test]
    fn defaults_are_the_embedded_default() {
        let c = config(&[]).unwrap();
        assert_eq!(c.port, 8080);
        assert!(c.data_dir.is_absolute() && c.data_dir.ends_with("data"));
        assert!(c.is_sqlite());
        assert!(c.database_url.ends_with("data/forum.db?mode=rwc"));
        assert_eq!(c.public_url, "http://localhost:8080");
    }

    #[test]
    fn backups_are_off_unless_a_folder_is_given_and_keep_seven_by_default() {
        assert_eq!(config(&[]).unwrap().backups, None);
        let daily = config(&[("BACKUP_DIR", "/srv/backups")])
            .unwrap()
            .backups
            .unwrap();
        assert_eq!(daily.dir, PathBuf::from("/srv/backups"));
        assert_eq!(daily.keep, DEFAULT_BACKUP_KEEP);
        let three = config(&[("BACKUP_DIR", "/srv/backups"), ("BACKUP_KEEP", "3")]).unwrap();
        assert_eq!(three.backups.unwrap().keep, 3);
        assert!(config(&[("BACKUP_DIR", "/srv/backups"), ("BACKUP_KEEP", "0")]).is_err());
        let err = config(&[("BACKUP_KEEP", "3")]).unwrap_err();
        assert!(err.contains("BACKUP_DIR"), "{err}");
    }

    #[test]
    fn postgres_url_switches_backend_and_hides_password() {
        let c = config(&[("DATABASE_URL", "postgres://forum:s3cret@db:5432/forum")]).unwrap();
        assert!(!c.is_sqlite());
        assert_eq!(c.database_display(), "postgres://forum@db:5432/forum");
    }

    #[test]
    fn bad_values_are_refused() {
        assert!(config(&[("PORT", "eighty")]).is_err());
        assert!(config(&[("DATABASE_URL", "mysql://x")]).is_err());
        assert!(config(&[("JWT_SECRET", "short")]).is_err());
        assert!(config(&[("RATE_LIMIT_LOGIN_ADDRESS", "lots")]).is_err());
        assert!(config(&[("MAX_CONNECTIONS", "0")]).is_err());
        assert!(config(&[("STATEMENT_TIMEOUT_SECS", "30")]).is_err());
        assert!(config(&[("REPORT_TRUST_AGE", "soon")]).is_err());
        assert!(config(&[("REPORT_TRUST_AGE", "-1h")]).is_err());
    }

    #[test]
    fn postgres_needs_a_shared_secret_and_warns_about_one_machine_files_and_mail() {
        let pg = ("DATABASE_URL", "postgres://forum@db:5432/forum");
        let err = config(&[pg]).unwrap().check_shared_secret().unwrap_err();
        assert!(err.contains("JWT_SECRET is not set"), "{err}");
        assert!(
            config(&[]).unwrap().check_shared_secret().is_ok(),
            "SQLite keeps its own"
        );

        let secret = ("JWT_SECRET", "a-secret-of-at-least-32-characters-0123");
        let alone = config(&[pg, secret]).unwrap();
        assert!(alone.check_shared_secret().is_ok());
        let warnings = alone.shared_setup_warnings();
        assert_eq!(warnings.len(), 2, "{warnings:?}");
        assert!(warnings[0].contains("STORAGE_URL") && warnings[1].contains("SMTP_URL"));

        let shared = config(&[
            pg,
            secret,
            ("SMTP_URL", "smtp://forum:mail-password@mail:587"),
            ("STORAGE_URL", "s3://forum-files"),
            ("S3_ACCESS_KEY_ID", "forum"),
            ("S3_SECRET_ACCESS_KEY", "very-secret"),
        ])
        .unwrap();
        assert!(shared.shared_setup_warnings().is_empty());
        assert!(config(&[]).unwrap().shared_setup_warnings().is_empty());
        let printed = format!("{shared:?}");
        for secret in ["a-secret-of-at-least", "mail-password", "very-secret"] {
            assert!(!printed.contains(secret), "{printed}");
        }
    }

    #[test]
    fn pool_size_and_drain_delay_are_configurable() {
        let c = config(&[("DB_POOL_SIZE", "40"), ("DRAIN_DELAY_SECS", "0")]).unwrap();
        assert_eq!(c.server.db_pool_size, Some(40));
        assert_eq!(c.server.drain_delay, Duration::ZERO);
        let defaults = config(&[]).unwrap();
        assert_eq!(defaults.server.db_pool_size, None);
        assert_eq!(defaults.server.drain_delay, Duration::from_secs(5));
        assert!(config(&[("DB_POOL_SIZE", "0")]).is_err());
    }

    #[test]
    fn files_stay_local_unless_a_bucket_is_named() {
        assert_eq!(config(&[]).unwrap().storage, StorageConfig::Local);
        let err = config(&[("S3_ENDPOINT", "http://127.0.0.1:9000")]).unwrap_err();
        assert!(err.contains("STORAGE_URL is not"), "{err}");
    }

    #[test]
    fn s3_settings_are_read_with_defaults() {
        let keys = [
            ("S3_ACCESS_KEY_ID", "forum"),
            ("S3_SECRET_ACCESS_KEY", "very-secret"),
        ];
        let with = |pairs: &[(&str, &str)]| {
            let mut all = keys.to_vec();
            all.extend_from_slice(pairs);
            match config(&all).map(|c| c.storage) {
                Ok(StorageConfig::S3(s3)) => Ok(s3),
                Ok(StorageConfig::Local) => Err("local".to_owned()),
                Err(err) => Err(err),
            }
        };
        let aws = with(&[("STORAGE_URL", "s3://forum-files")]).unwrap();
        assert_eq!(
            (
                aws.bucket.as_str(),
                aws.prefix.as_str(),
                aws.region.as_str()
            ),
            ("forum-files", "", "us-east-1")
        );
        assert!(aws.endpoint.is_none() && !aws.force_path_style);
        assert!(!format!("{aws:?}").contains("very-secret"));

        let minio = with(&[
            ("STORAGE_URL", "s3://forum-files/prod/uploads/"),
            ("S3_ENDPOINT", "http://127.0.0.1:9000/"),
            ("S3_REGION", "eu-west-1"),
        ])
        .unwrap();
        assert_eq!(minio.prefix, "prod/uploads/");
        assert_eq!(minio.endpoint.as_deref(), Some("http://127.0.0.1:9000"));
        assert!(minio.force_path_style, "the default with an endpoint");
        let virtual_hosts = with(&[
            ("STORAGE_URL", "s3://forum-files"),
            ("S3_ENDPOINT", "https://s3.example.org"),
            ("S3_FORCE_PATH_STYLE", "false"),
        ])
        .unwrap();
        assert!(!virtual_hosts.force_path_style);

        for bad in [
            &[("STORAGE_URL", "https://forum-files")][..],
            &[("STORAGE_URL", "s3://Forum_Files")],
            &[("STORAGE_URL", "s3://forum-files/a//b")],
            &[("STORAGE_URL", "s3://forum-files/../b")],
            &[
                ("STORAGE_URL", "s3://forum-files"),
                ("S3_ENDPOINT", "minio:9000"),
            ],
            &[
                ("STORAGE_URL", "s3://forum-files"),
                ("S3_FORCE_PATH_STYLE", "maybe"),
            ],
        ] {
            assert!(with(bad).is_err(), "{bad:?}");
        }
        let err = config(&[("STORAGE_URL", "s3://forum-files")]).unwrap_err();
        assert!(err.contains("S3_ACCESS_KEY_ID"), "{err}");
    }

    #[test]
    fn limits_are_configurable() {
        let c = config(&[
            ("RATE_LIMIT_LOGIN_ADDRESS", "100/2m"),
            ("HEADER_TIMEOUT_SECS", "3"),
        ])
        .unwrap();
        assert_eq!(c.limits.login_address, Rule::new(100, 120));
        assert_eq!(
            c.limits.login_account,
            Rule::new(5, 900),
            "the rest keep their defaults"
        );
        assert_eq!(c.server.header_timeout, Duration::from_secs(3));
        assert_eq!(
            config(&[("REPORT_TRUST_AGE", "0s")])
                .unwrap()
                .limits
                .report_trust_age,
            chrono::Duration::zero()
        );
        assert_eq!(
            config(&[]).unwrap().limits.report_trust_age,
            chrono::Duration::hours(24)
        );
    }
}
