//! Configuration from environment variables, with defaults for the embedded default
//! (SQLite and local files under `DATA_DIR`, nothing else to install).

use std::path::{Path, PathBuf};
use std::time::Duration;

use secrecy::{ExposeSecret, SecretString};

use crate::rate_limit::Rule;

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

impl Default for Limits {
    fn default() -> Self {
        Self {
            login_account: Rule::new(5, 15 * 60),
            login_address: Rule::new(50, 5 * 60),
            register_address: Rule::new(30, 5 * 60),
            reset_address: Rule::new(20, 10 * 60),
            upload_account: Rule::new(20, 60 * 60),
            upload_address: Rule::new(60, 10 * 60),
            post_account: Rule::new(30, 60 * 60),
            comment_account: Rule::new(120, 60 * 60),
            report_account: Rule::new(10, 60 * 60),
            crash_report: Rule::new(20, 60 * 60),
            reaction_account: Rule::new(600, 60 * 60),
            edit_account: Rule::new(120, 60 * 60),
            export_account: Rule::new(5, 60 * 60),
            min_free_disk_bytes: 1024 * 1024 * 1024,
            report_trust_age: chrono::Duration::hours(24),
            feed_visit_gap: chrono::Duration::minutes(30),
        }
    }
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
    /// Database connections per process (`DB_POOL_SIZE`); `None`: 8 on SQLite, 16 on PostgreSQL.
    pub db_pool_size: Option<u32>,
    /// On SIGTERM, how long the forum keeps serving after `/readyz` turned 503, so the load
    /// balancer notices before the listener closes.
    pub drain_delay: Duration,
}

impl Default for ServerLimits {
    fn default() -> Self {
        Self {
            max_connections: 512,
            header_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(30),
            shutdown_grace: Duration::from_secs(10),
            hash_concurrency: std::thread::available_parallelism().map_or(2, usize::from),
            trusted_proxies: 0,
            statement_timeout: Duration::from_secs(5),
            acquire_timeout: Duration::from_secs(2),
            db_pool_size: None,
            drain_delay: Duration::from_secs(5),
        }
    }
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
    fn from_lookup(get: &impl Fn(&str) -> Option<String>) -> Result<Self, String> {
        let Some(url) = get("STORAGE_URL") else {
            // S3 settings without a bucket are a forgotten STORAGE_URL, not a wish for local files.
            if let Some(key) = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]
                .into_iter()
                .find(|key| get(key).is_some())
            {
                return Err(format!(
                    "{key} is set but STORAGE_URL is not: set STORAGE_URL=s3://bucket to store files in S3"
                ));
            }
            return Ok(Self::Local);
        };
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
        if !prefix.is_empty()
            && prefix
                .split('/')
                .any(|part| part.is_empty() || part == "." || part == "..")
        {
            return Err(bad_url());
        }
        let endpoint = match get("S3_ENDPOINT") {
            Some(endpoint) => {
                let endpoint = endpoint.trim().trim_end_matches('/').to_owned();
                let host = endpoint
                    .strip_prefix("https://")
                    .or_else(|| endpoint.strip_prefix("http://"));
                if host.is_none_or(|host| host.is_empty() || host.contains(['/', '?', '#', '@'])) {
                    return Err(format!(
                        "S3_ENDPOINT must be a URL like https://s3.example.org or http://127.0.0.1:9000, got {endpoint:?}"
                    ));
                }
                Some(endpoint)
            }
            None => None,
        };
        let force_path_style = match get("S3_FORCE_PATH_STYLE") {
            None => endpoint.is_some(),
            Some(v) => match v.trim().to_ascii_lowercase().as_str() {
                "true" | "1" | "yes" => true,
                "false" | "0" | "no" => false,
                _ => {
                    return Err(format!(
                        "S3_FORCE_PATH_STYLE must be true or false, got {v:?}"
                    ));
                }
            },
        };
        let (Some(access_key_id), Some(secret_access_key)) =
            (get("S3_ACCESS_KEY_ID"), get("S3_SECRET_ACCESS_KEY"))
        else {
            return Err(
                "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when STORAGE_URL is set"
                    .into(),
            );
        };
        Ok(Self::S3(S3Config {
            bucket: bucket.to_owned(),
            prefix: if prefix.is_empty() {
                String::new()
            } else {
                format!("{prefix}/")
            },
            endpoint,
            region: get("S3_REGION").unwrap_or_else(|| "us-east-1".into()),
            access_key_id,
            secret_access_key: secret_access_key.into(),
            force_path_style,
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
    pub fn from_env() -> Result<Self, String> {
        Self::from_lookup(|key| std::env::var(key).ok().filter(|v| !v.trim().is_empty()))
    }

    /// Builds the configuration from any key → value lookup (the environment, or a test's map).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Self, String> {
        let host = get("HOST").unwrap_or_else(|| "127.0.0.1".into());
        let port = match get("PORT") {
            Some(p) => p
                .parse()
                .map_err(|_| format!("PORT must be a port number, got {p:?}"))?,
            None => 8080,
        };
        let data_dir = absolute(PathBuf::from(
            get("DATA_DIR").unwrap_or_else(|| "./data".into()),
        ));
        let database_url =
            get("DATABASE_URL").unwrap_or_else(|| sqlite_url(&data_dir.join("forum.db")));
        if !(database_url.starts_with("sqlite:")
            || database_url.starts_with("postgres://")
            || database_url.starts_with("postgresql://"))
        {
            return Err("DATABASE_URL must start with sqlite: or postgres://".into());
        }
        let public_url = get("PUBLIC_URL")
            .unwrap_or_else(|| format!("http://localhost:{port}"))
            .trim_end_matches('/')
            .to_owned();
        let frontend_dir = absolute(PathBuf::from(
            get("FRONTEND_DIR").unwrap_or_else(|| "frontend/dist".into()),
        ));
        let jwt_secret = get("JWT_SECRET");
        if jwt_secret.as_ref().is_some_and(|s| s.len() < 32) {
            return Err("JWT_SECRET must be at least 32 characters".into());
        }
        let jwt_secret = jwt_secret.map(SecretString::from);
        let smtp_url = get("SMTP_URL").map(SecretString::from);
        let mail_from = get("MAIL_FROM").unwrap_or_else(|| "Real Talk <no-reply@localhost>".into());
        let rule = |key: &str, default: Rule| -> Result<Rule, String> {
            get(key).map_or(Ok(default), |v| {
                v.parse().map_err(|e| format!("{key}: {e}"))
            })
        };
        let defaults = Limits::default();
        let limits = Limits {
            login_account: rule("RATE_LIMIT_LOGIN_ACCOUNT", defaults.login_account)?,
            login_address: rule("RATE_LIMIT_LOGIN_ADDRESS", defaults.login_address)?,
            register_address: rule("RATE_LIMIT_REGISTER_ADDRESS", defaults.register_address)?,
            reset_address: rule("RATE_LIMIT_RESET_ADDRESS", defaults.reset_address)?,
            upload_account: rule("RATE_LIMIT_UPLOAD_ACCOUNT", defaults.upload_account)?,
            upload_address: rule("RATE_LIMIT_UPLOAD_ADDRESS", defaults.upload_address)?,
            post_account: rule("RATE_LIMIT_POST_ACCOUNT", defaults.post_account)?,
            comment_account: rule("RATE_LIMIT_COMMENT_ACCOUNT", defaults.comment_account)?,
            report_account: rule("RATE_LIMIT_REPORT_ACCOUNT", defaults.report_account)?,
            crash_report: rule("RATE_LIMIT_CRASH_REPORT", defaults.crash_report)?,
            reaction_account: rule("RATE_LIMIT_REACTION_ACCOUNT", defaults.reaction_account)?,
            edit_account: rule("RATE_LIMIT_EDIT_ACCOUNT", defaults.edit_account)?,
            export_account: rule("RATE_LIMIT_EXPORT_ACCOUNT", defaults.export_account)?,
            min_free_disk_bytes: match get("MIN_FREE_DISK_MB") {
                None => defaults.min_free_disk_bytes,
                Some(v) => v
                    .trim()
                    .parse::<u64>()
                    .ok()
                    .and_then(|mb| mb.checked_mul(1024 * 1024))
                    .ok_or_else(|| {
                        format!("MIN_FREE_DISK_MB must be a whole number of megabytes, got {v:?}")
                    })?,
            },
            report_trust_age: match get("REPORT_TRUST_AGE") {
                None => defaults.report_trust_age,
                Some(v) => parse_duration(&v)
                    .filter(|age| *age >= chrono::Duration::zero())
                    .ok_or_else(|| {
                        format!(
                            "REPORT_TRUST_AGE must be a duration like 24h, 90m or 0s, got {v:?}"
                        )
                    })?,
            },
            feed_visit_gap: match get("FEED_VISIT_GAP") {
                None => defaults.feed_visit_gap,
                Some(v) => parse_duration(&v)
                    .filter(|gap| *gap >= chrono::Duration::zero())
                    .ok_or_else(|| {
                        format!("FEED_VISIT_GAP must be a duration like 30m, 1h or 0s, got {v:?}")
                    })?,
            },
        };
        let number = |key: &str, default: usize, min: usize| -> Result<usize, String> {
            match get(key) {
                None => Ok(default),
                Some(v) => v
                    .parse::<usize>()
                    .ok()
                    .filter(|n| *n >= min)
                    .ok_or_else(|| {
                        format!("{key} must be a whole number of at least {min}, got {v:?}")
                    }),
            }
        };
        let secs = |key: &str, default: Duration| -> Result<Duration, String> {
            let default = usize::try_from(default.as_secs()).unwrap_or(usize::MAX);
            Ok(Duration::from_secs(number(key, default, 1)? as u64))
        };
        let server_defaults = ServerLimits::default();
        let server = ServerLimits {
            max_connections: number("MAX_CONNECTIONS", server_defaults.max_connections, 1)?,
            header_timeout: secs("HEADER_TIMEOUT_SECS", server_defaults.header_timeout)?,
            request_timeout: secs("REQUEST_TIMEOUT_SECS", server_defaults.request_timeout)?,
            shutdown_grace: secs("SHUTDOWN_GRACE_SECS", server_defaults.shutdown_grace)?,
            hash_concurrency: number(
                "PASSWORD_HASH_CONCURRENCY",
                server_defaults.hash_concurrency,
                1,
            )?,
            trusted_proxies: number("TRUSTED_PROXIES", 0, 0)?,
            statement_timeout: secs("STATEMENT_TIMEOUT_SECS", server_defaults.statement_timeout)?,
            acquire_timeout: secs("DB_ACQUIRE_TIMEOUT_SECS", server_defaults.acquire_timeout)?,
            db_pool_size: match get("DB_POOL_SIZE") {
                None => None,
                Some(_) => {
                    Some(u32::try_from(number("DB_POOL_SIZE", 16, 1)?).map_err(|_| {
                        "DB_POOL_SIZE must be a whole number of at least 1".to_owned()
                    })?)
                }
            },
            drain_delay: Duration::from_secs(number(
                "DRAIN_DELAY_SECS",
                usize::try_from(server_defaults.drain_delay.as_secs()).unwrap_or(5),
                0,
            )? as u64),
        };
        if server.statement_timeout >= server.request_timeout {
            return Err(format!(
                "STATEMENT_TIMEOUT_SECS ({}) must be shorter than REQUEST_TIMEOUT_SECS ({})",
                server.statement_timeout.as_secs(),
                server.request_timeout.as_secs()
            ));
        }
        let storage = StorageConfig::from_lookup(&get)?;
        let backups = match get("BACKUP_DIR") {
            Some(dir) => Some(Backups {
                dir: absolute(PathBuf::from(dir.trim())),
                keep: number("BACKUP_KEEP", DEFAULT_BACKUP_KEEP, 1)?,
            }),
            None if get("BACKUP_KEEP").is_some() => {
                return Err("BACKUP_KEEP is set but BACKUP_DIR is not: set BACKUP_DIR to the folder daily backups go to".into());
            }
            None => None,
        };
        let metrics_addr = match get("METRICS_ADDR") {
            None => None,
            Some(addr) => Some(addr.trim().parse().map_err(|_| {
                format!("METRICS_ADDR must be an address and port (127.0.0.1:9091), got {addr:?}")
            })?),
        };
        Ok(Self {
            host,
            port,
            data_dir,
            database_url,
            public_url,
            frontend_dir,
            jwt_secret,
            smtp_url,
            mail_from,
            limits,
            server,
            storage,
            backups,
            metrics_addr,
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
