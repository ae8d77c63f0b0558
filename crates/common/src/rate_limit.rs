//! Rate limits, one mechanism for all of them: fixed windows of counted hits per key.
//!
//! The counts live in memory on the embedded default (one process), and in PostgreSQL's
//! `rate_limits` table when the forum runs on PostgreSQL, so every gateway behind a load
//! balancer sees the same counts. Keys never hold an address or an email in the clear: they
//! are an HMAC of the subject under the server's secret, and rows go when their window ends.

use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;
use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, Utc};
use futures_util::future::BoxFuture;
use hmac::{Hmac, Mac};
use sea_orm::sea_query::{Alias, Expr, Query};
use sea_orm::{ConnectionTrait, DatabaseTransaction, DbBackend, Statement};
use sha2::Sha256;

use crate::clock::SharedClock;
use crate::jobs::Job;
use crate::{AppError, Db, Result};

/// At most `limit` hits per `window`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    pub limit: u32,
    pub window: Duration,
}

impl Rule {
    pub const fn new(limit: u32, window_secs: i64) -> Self {
        Self {
            limit,
            window: Duration::seconds(window_secs),
        }
    }
}

/// Written as `N/<window>`, the window in seconds, minutes, hours or days: `5/15m`, `30/90s`,
/// `3/1h`.
impl FromStr for Rule {
    type Err = String;

    fn from_str(value: &str) -> std::result::Result<Self, Self::Err> {
        let bad = || format!("{value:?} is not a rate limit like 5/15m");
        let (limit, window) = value.trim().split_once('/').ok_or_else(bad)?;
        let limit: u32 = limit.trim().parse().map_err(|_| bad())?;
        let window = crate::config::parse_duration(window).ok_or_else(bad)?;
        if limit == 0 || window <= Duration::zero() {
            return Err(bad());
        }
        Ok(Self { limit, window })
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}s", self.limit, self.window.num_seconds())
    }
}

/// A key's count in its current window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    pub hits: u32,
    pub resets_at: DateTime<Utc>,
}

/// Where counts are kept.
pub trait RateLimitStore: Send + Sync {
    /// Adds one hit to `key`, starting a new window of `window` if the last one has ended.
    fn add(
        &self,
        key: String,
        window: Duration,
        now: DateTime<Utc>,
    ) -> BoxFuture<'_, Result<Count>>;
    /// The key's count, if its window has not ended.
    fn get(&self, key: String, now: DateTime<Utc>) -> BoxFuture<'_, Result<Option<Count>>>;
    fn remove(&self, key: String) -> BoxFuture<'_, Result<()>>;
    /// Takes one hit back from `key` (never below zero).
    fn release(&self, key: String) -> BoxFuture<'_, Result<()>>;
    /// Forgets every ended window; answers how many went.
    fn purge(&self, now: DateTime<Utc>) -> BoxFuture<'_, Result<u64>>;
}

#[derive(Clone)]
pub struct RateLimiter {
    store: Arc<dyn RateLimitStore>,
    clock: SharedClock,
    secret: Arc<[u8]>,
}

impl RateLimiter {
    /// In memory for SQLite (one process), shared through the database for PostgreSQL.
    pub fn for_database(db: &Db, clock: SharedClock, secret: &[u8]) -> Self {
        let store: Arc<dyn RateLimitStore> = match db.get_database_backend() {
            DbBackend::Postgres => Arc::new(PostgresStore(db.clone())),
            _ => Arc::new(MemoryStore::default()),
        };
        Self {
            store,
            clock,
            secret: secret.into(),
        }
    }

    /// Counts a hit and refuses it when it is over the limit. `scope` names the rule (a
    /// literal: it labels the refusals' metric, which must carry no member data).
    pub async fn hit(
        &self,
        scope: &'static str,
        subject: &str,
        rule: Rule,
        message: &str,
    ) -> Result<()> {
        let now = self.clock.now();
        let count = self
            .store
            .add(self.key(scope, subject), rule.window, now)
            .await?;
        if count.hits > rule.limit {
            metrics::counter!("forum_rate_limit_refusals_total", "rule" => scope).increment(1);
            return Err(refusal(message, count, now));
        }
        Ok(())
    }

    /// Takes back a hit counted with [`Self::hit`] once the attempt turned out not to count,
    /// e.g. a login that succeeded: attempts are counted before the work, atomically, so that
    /// parallel attempts cannot all pass a check made before any of them was recorded.
    pub async fn take_back(&self, scope: &str, subject: &str) -> Result<()> {
        self.store.release(self.key(scope, subject)).await
    }

    pub async fn clear(&self, scope: &str, subject: &str) -> Result<()> {
        self.store.remove(self.key(scope, subject)).await
    }

    pub async fn purge(&self) -> Result<u64> {
        self.store.purge(self.clock.now()).await
    }

    fn key(&self, scope: &str, subject: &str) -> String {
        #[allow(clippy::expect_used)] // HMAC accepts keys of any length.
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.secret).expect("any key length");
        mac.update(scope.as_bytes());
        mac.update(b"\0");
        mac.update(subject.as_bytes());
        format!(
            "{scope}:{}",
            hex::encode(&mac.finalize().into_bytes()[..16])
        )
    }
}

/// `message` followed by how long to wait, e.g. "Too many failed attempts. Please try again
/// in 12 minutes."; the same wait goes out as `Retry-After`.
fn refusal(message: &str, count: Count, now: DateTime<Utc>) -> AppError {
    let millis = (count.resets_at - now).num_milliseconds().max(0);
    let secs = u64::try_from((millis + 999) / 1000).unwrap_or(1).max(1);
    AppError::rate_limited(
        format!("{message} Please try again in {}.", wait_text(secs)),
        secs,
    )
}

fn wait_text(secs: u64) -> String {
    match secs {
        0..=1 => "a second".into(),
        2..=59 => format!("{secs} seconds"),
        60..=119 => "a minute".into(),
        _ => format!("{} minutes", secs.div_ceil(60)),
    }
}

/// Deletes ended windows from the shared table (the in-memory store sweeps itself).
pub fn purge_job() -> Job {
    Job::new("purge-rate-limits", Duration::minutes(10), purge_rows)
}

fn purge_rows(txn: &DatabaseTransaction, now: DateTime<Utc>) -> BoxFuture<'_, Result<u64>> {
    Box::pin(async move {
        let delete = Query::delete()
            .from_table(Alias::new("rate_limits"))
            .and_where(sea_orm::sea_query::ExprTrait::lte(
                Expr::col(Alias::new("resets_at")),
                now,
            ))
            .to_owned();
        Ok(txn.execute(&delete).await?.rows_affected())
    })
}

/// The embedded default's store: one process, so a map behind a lock is the whole truth.
#[derive(Default)]
pub struct MemoryStore(Mutex<HashMap<String, Count>>);

/// Beyond this many live keys, ended windows are swept on the next hit.
const SWEEP_AT: usize = 10_000;

impl MemoryStore {
    fn counts(&self) -> std::sync::MutexGuard<'_, HashMap<String, Count>> {
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl RateLimitStore for MemoryStore {
    fn add(
        &self,
        key: String,
        window: Duration,
        now: DateTime<Utc>,
    ) -> BoxFuture<'_, Result<Count>> {
        let mut counts = self.counts();
        if counts.len() >= SWEEP_AT {
            counts.retain(|_, c| c.resets_at > now);
        }
        let count = counts.entry(key).or_insert(Count {
            hits: 0,
            resets_at: now + window,
        });
        if count.resets_at <= now {
            *count = Count {
                hits: 0,
                resets_at: now + window,
            };
        }
        count.hits = count.hits.saturating_add(1);
        let count = *count;
        Box::pin(async move { Ok(count) })
    }

    fn get(&self, key: String, now: DateTime<Utc>) -> BoxFuture<'_, Result<Option<Count>>> {
        let count = self
            .counts()
            .get(&key)
            .copied()
            .filter(|c| c.resets_at > now);
        Box::pin(async move { Ok(count) })
    }

    fn remove(&self, key: String) -> BoxFuture<'_, Result<()>> {
        self.counts().remove(&key);
        Box::pin(async { Ok(()) })
    }

    fn release(&self, key: String) -> BoxFuture<'_, Result<()>> {
        if let Some(count) = self.counts().get_mut(&key) {
            count.hits = count.hits.saturating_sub(1);
        }
        Box::pin(async { Ok(()) })
    }

    fn purge(&self, now: DateTime<Utc>) -> BoxFuture<'_, Result<u64>> {
        let mut counts = self.counts();
        let before = counts.len();
        counts.retain(|_, c| c.resets_at > now);
        let purged = (before - counts.len()) as u64;
        Box::pin(async move { Ok(purged) })
    }
}

/// Shared counts for several gateways: one atomic upsert per hit.
pub struct PostgresStore(Db);

impl PostgresStore {
    fn statement(sql: &str, values: Vec<sea_orm::Value>) -> Statement {
        Statement::from_sql_and_values(DbBackend::Postgres, sql, values)
    }
}

fn count_of(row: &sea_orm::QueryResult) -> Result<Count> {
    let hits: i32 = row.try_get("", "hits")?;
    Ok(Count {
        hits: u32::try_from(hits).unwrap_or(0),
        resets_at: row.try_get("", "resets_at")?,
    })
}

impl RateLimitStore for PostgresStore {
    fn add(
        &self,
        key: String,
        window: Duration,
        now: DateTime<Utc>,
    ) -> BoxFuture<'_, Result<Count>> {
        Box::pin(async move {
            let row = self
                .0
                .query_one_raw(Self::statement(
                    "INSERT INTO rate_limits (key, hits, resets_at) VALUES ($1, 1, $2) \
                     ON CONFLICT (key) DO UPDATE SET \
                       hits = CASE WHEN rate_limits.resets_at <= $3 THEN 1 ELSE rate_limits.hits + 1 END, \
                       resets_at = CASE WHEN rate_limits.resets_at <= $3 THEN $2 ELSE rate_limits.resets_at END \
                     RETURNING hits, resets_at",
                    vec![key.into(), (now + window).into(), now.into()],
                ))
                .await?
                .ok_or_else(|| AppError::Internal("the rate-limit upsert returned no row".into()))?;
            count_of(&row)
        })
    }

    fn get(&self, key: String, now: DateTime<Utc>) -> BoxFuture<'_, Result<Option<Count>>> {
        Box::pin(async move {
            self.0
                .query_one_raw(Self::statement(
                    "SELECT hits, resets_at FROM rate_limits WHERE key = $1 AND resets_at > $2",
                    vec![key.into(), now.into()],
                ))
                .await?
                .map(|row| count_of(&row))
                .transpose()
        })
    }

    fn remove(&self, key: String) -> BoxFuture<'_, Result<()>> {
        Box::pin(async move {
            self.0
                .execute_raw(Self::statement(
                    "DELETE FROM rate_limits WHERE key = $1",
                    vec![key.into()],
                ))
                .await?;
            Ok(())
        })
    }

    fn release(&self, key: String) -> BoxFuture<'_, Result<()>> {
        Box::pin(async move {
            self.0
                .execute_raw(Self::statement(
                    "UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0",
                    vec![key.into()],
                ))
                .await?;
            Ok(())
        })
    }

    fn purge(&self, now: DateTime<Utc>) -> BoxFuture<'_, Result<u64>> {
        Box::pin(async move {
            let done = self
                .0
                .execute_raw(Self::statement(
                    "DELETE FROM rate_limits WHERE resets_at <= $1",
                    vec![now.into()],
                ))
                .await?;
            Ok(done.rows_affected())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::ManualClock;

    #[test]
    fn rules_read_like_5_per_15m() {
        assert_eq!("5/15m".parse::<Rule>().unwrap(), Rule::new(5, 900));
        assert_eq!(" 30 / 90s ".parse::<Rule>().unwrap(), Rule::new(30, 90));
        assert_eq!("3/1h".parse::<Rule>().unwrap(), Rule::new(3, 3600));
        assert_eq!("10/1d".parse::<Rule>().unwrap(), Rule::new(10, 86_400));
        for bad in ["5", "0/1m", "5/0m", "five/1m", "5/1w", "5/m", "5/-1m"] {
            assert!(bad.parse::<Rule>().is_err(), "{bad}");
        }
    }

    fn limiter() -> (RateLimiter, Arc<ManualClock>) {
        let clock = Arc::new(ManualClock::new());
        let limiter = RateLimiter {
            store: Arc::new(MemoryStore::default()),
            clock: clock.clone(),
            secret: b"secret".as_slice().into(),
        };
        (limiter, clock)
    }

    #[tokio::test]
    async fn hits_over_the_limit_are_refused_until_the_window_ends() {
        let (limiter, clock) = limiter();
        let rule = Rule::new(2, 60);
        limiter
            .hit("register", "10.0.0.1", rule, "Slow down.")
            .await
            .unwrap();
        clock.advance(Duration::seconds(20));
        limiter
            .hit("register", "10.0.0.1", rule, "Slow down.")
            .await
            .unwrap();
        let err = limiter
            .hit("register", "10.0.0.1", rule, "Slow down.")
            .await
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "Slow down. Please try again in 40 seconds."
        );
        assert_eq!(err.retry_after_secs(), Some(40));
        assert!(
            limiter.hit("register", "10.0.0.2", rule, "x").await.is_ok(),
            "other subjects are unaffected"
        );
        clock.advance(Duration::seconds(40));
        assert!(
            limiter.hit("register", "10.0.0.1", rule, "x").await.is_ok(),
            "a new window"
        );
    }

    #[tokio::test]
    async fn a_hit_taken_back_does_not_count() {
        let (limiter, _) = limiter();
        let rule = Rule::new(2, 60);
        for _ in 0..5 {
            limiter.hit("login", "a", rule, "wait").await.unwrap();
            limiter.take_back("login", "a").await.unwrap();
        }
        limiter.hit("login", "a", rule, "wait").await.unwrap();
        limiter.hit("login", "a", rule, "wait").await.unwrap();
        assert!(limiter.hit("login", "a", rule, "wait").await.is_err());
        limiter.clear("login", "a").await.unwrap();
        assert!(limiter.hit("login", "a", rule, "wait").await.is_ok());
    }

    #[test]
    fn waits_read_naturally() {
        assert_eq!(wait_text(1), "a second");
        assert_eq!(wait_text(40), "40 seconds");
        assert_eq!(wait_text(61), "a minute");
        assert_eq!(wait_text(14 * 60 + 1), "15 minutes");
    }

    #[test]
    fn keys_hide_the_subject() {
        let (limiter, _) = limiter();
        let key = limiter.key("login-address", "10.0.0.1");
        assert!(
            key.starts_with("login-address:") && !key.contains("10.0.0.1"),
            "{key}"
        );
        assert_ne!(key, limiter.key("login-address", "10.0.0.2"));
    }
}
