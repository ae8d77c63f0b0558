//! Periodic jobs (cleanups) run by a small in-process scheduler.
//!
//! Each job is due every `every`. A run happens in one transaction that first claims the job's
//! row in `scheduled_jobs` (moving its `next_run_at` on), then does the job's work: when the
//! work fails, the claim rolls back with it and the next tick tries again. On PostgreSQL the
//! transaction also holds an advisory lock for the job, so several gateway processes sharing
//! the database never run the same job at once, and only one of them runs each period.

use std::sync::Arc;
use std::time::{Duration as StdDuration, Instant};

use chrono::{DateTime, Duration, Utc};
use futures_util::future::BoxFuture;
use sea_orm::{ConnectionTrait, DatabaseTransaction, DbBackend, Statement};
use sha2::{Digest, Sha256};

use crate::clock::SharedClock;
use crate::{Db, Result};

/// The work of a job: given the transaction and the time, answers how many rows it touched.
/// A closure, so a job can carry what it needs besides the database (the object store).
pub type JobWork = Arc<
    dyn for<'a> Fn(&'a DatabaseTransaction, DateTime<Utc>) -> BoxFuture<'a, Result<u64>>
        + Send
        + Sync,
>;

/// The work of a job that runs after its claim has committed, outside any transaction.
pub type AfterClaimWork =
    Arc<dyn Fn(DateTime<Utc>) -> BoxFuture<'static, Result<u64>> + Send + Sync>;

/// When a job's work runs.
#[derive(Clone)]
pub enum Work {
    /// In the claim's transaction: work and claim commit or roll back together.
    InTransaction(JobWork),
    /// After the claim has committed (long work that must hold no lock).
    AfterClaim(AfterClaimWork),
}

#[derive(Clone)]
pub struct Job {
    /// Stable name: the claim row and the advisory lock are keyed by it.
    pub name: &'static str,
    pub every: Duration,
    pub work: Work,
}

impl Job {
    pub fn new(
        name: &'static str,
        every: Duration,
        work: impl for<'a> Fn(&'a DatabaseTransaction, DateTime<Utc>) -> BoxFuture<'a, Result<u64>>
        + Send
        + Sync
        + 'static,
    ) -> Self {
        Self {
            name,
            every,
            work: Work::InTransaction(Arc::new(work)),
        }
    }

    /// A job whose work runs after its claim has committed, outside any transaction.
    pub fn after_claim(
        name: &'static str,
        every: Duration,
        work: impl Fn(DateTime<Utc>) -> BoxFuture<'static, Result<u64>> + Send + Sync + 'static,
    ) -> Self {
        Self {
            name,
            every,
            work: Work::AfterClaim(Arc::new(work)),
        }
    }
}

/// How often the scheduler looks for due jobs.
const TICK: StdDuration = StdDuration::from_secs(60);

#[derive(Clone)]
pub struct Scheduler {
    db: Db,
    clock: SharedClock,
    jobs: Arc<[Job]>,
}

impl Scheduler {
    pub fn new(db: Db, clock: SharedClock, jobs: Vec<Job>) -> Self {
        // Every job's counters from the start (when metrics are recorded), failures at zero.
        for job in &jobs {
            metrics::counter!("forum_job_runs_total", "job" => job.name).increment(0);
            metrics::counter!("forum_job_failures_total", "job" => job.name).increment(0);
        }
        Self {
            db,
            clock,
            jobs: jobs.into(),
        }
    }

    /// Runs every due job once; answers the names of the jobs this call ran. Errors are
    /// logged, never raised: one failing job must not stop the others.
    pub async fn run_due(&self) -> Vec<&'static str> {
        let mut ran = Vec::new();
        for job in self.jobs.iter() {
            let started = Instant::now();
            match self.run_if_due(job).await {
                Ok(Some(rows)) => {
                    metrics::counter!("forum_job_runs_total", "job" => job.name).increment(1);
                    tracing::info!(
                        job = job.name,
                        rows,
                        ms = started.elapsed().as_millis() as u64,
                        "job ran"
                    );
                    ran.push(job.name);
                }
                Ok(None) => {}
                Err(err) => {
                    metrics::counter!("forum_job_failures_total", "job" => job.name).increment(1);
                    tracing::error!(job = job.name, "job failed");
                    err.log_if_internal();
                }
            }
        }
        ran
    }

    /// Ticks until the task is aborted. The first tick waits a whole period, so a server that
    /// just started answers requests before it cleans up.
    pub async fn run_forever(self) {
        let mut ticks = tokio::time::interval_at(tokio::time::Instant::now() + TICK, TICK);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            self.run_due().await;
        }
    }

    async fn run_if_due(&self, job: &Job) -> Result<Option<u64>> {
        let txn = crate::db::begin_write(&self.db).await?;
        let postgres = txn.get_database_backend() == DbBackend::Postgres;
        if postgres && !try_lock(&txn, job.name).await? {
            return Ok(None);
        }
        let now = self.clock.now();
        let claimed = txn
            .execute_raw(Statement::from_sql_and_values(
                txn.get_database_backend(),
                if postgres {
                    "INSERT INTO scheduled_jobs (name, next_run_at, last_run_at, runs) VALUES ($1, $2, $3, 1) \
                     ON CONFLICT (name) DO UPDATE SET next_run_at = $2, last_run_at = $3, runs = scheduled_jobs.runs + 1 \
                     WHERE scheduled_jobs.next_run_at <= $3"
                } else {
                    "INSERT INTO scheduled_jobs (name, next_run_at, last_run_at, runs) VALUES (?, ?, ?, 1) \
                     ON CONFLICT (name) DO UPDATE SET next_run_at = excluded.next_run_at, \
                       last_run_at = excluded.last_run_at, runs = scheduled_jobs.runs + 1 \
                     WHERE scheduled_jobs.next_run_at <= excluded.last_run_at"
                },
                vec![job.name.into(), (now + job.every).into(), now.into()],
            ))
            .await?;
        if claimed.rows_affected() == 0 {
            return Ok(None);
        }
        match &job.work {
            Work::InTransaction(work) => {
                let rows = work(&txn, now).await?;
                txn.commit().await?;
                Ok(Some(rows))
            }
            Work::AfterClaim(work) => {
                txn.commit().await?;
                Ok(Some(work(now).await?))
            }
        }
    }
}

/// A write transaction holding `name`'s lock, for running a job's work now rather than when
/// it is due (a ranking a request needs at once). `None` while another process holds the lock
/// on PostgreSQL (it is running the job: wait and look at what it wrote); on SQLite the write
/// lock is the job's lock, and this waits its turn for it.
pub async fn begin_locked(db: &Db, name: &str) -> Result<Option<DatabaseTransaction>> {
    let txn = crate::db::begin_write(db).await?;
    if txn.get_database_backend() == DbBackend::Postgres && !try_lock(&txn, name).await? {
        txn.rollback().await?;
        return Ok(None);
    }
    Ok(Some(txn))
}

/// Records in a [`begin_locked`] transaction that `job` ran at `now`, as a scheduled run
/// would: it is next due a whole period later.
pub async fn record_run(txn: &DatabaseTransaction, job: &Job, now: DateTime<Utc>) -> Result<()> {
    let postgres = txn.get_database_backend() == DbBackend::Postgres;
    txn.execute_raw(Statement::from_sql_and_values(
        txn.get_database_backend(),
        if postgres {
            "INSERT INTO scheduled_jobs (name, next_run_at, last_run_at, runs) VALUES ($1, $2, $3, 1) \
             ON CONFLICT (name) DO UPDATE SET next_run_at = $2, last_run_at = $3, runs = scheduled_jobs.runs + 1"
        } else {
            "INSERT INTO scheduled_jobs (name, next_run_at, last_run_at, runs) VALUES (?, ?, ?, 1) \
             ON CONFLICT (name) DO UPDATE SET next_run_at = excluded.next_run_at, \
               last_run_at = excluded.last_run_at, runs = scheduled_jobs.runs + 1"
        },
        vec![job.name.into(), (now + job.every).into(), now.into()],
    ))
    .await?;
    metrics::counter!("forum_job_runs_total", "job" => job.name).increment(1);
    // Said as a scheduled run says it: an operator counting runs per period sees this one too.
    tracing::info!(job = job.name, on_demand = true, "job ran");
    Ok(())
}

/// A transaction-scoped advisory lock named after the job; `false` when another process holds it.
async fn try_lock(txn: &DatabaseTransaction, name: &str) -> Result<bool> {
    let digest = Sha256::digest(format!("forum-job:{name}").as_bytes());
    let mut key = [0u8; 8];
    key.copy_from_slice(&digest[..8]);
    let row = txn
        .query_one_raw(Statement::from_sql_and_values(
            DbBackend::Postgres,
            "SELECT pg_try_advisory_xact_lock($1) AS locked",
            vec![i64::from_be_bytes(key).into()],
        ))
        .await?;
    Ok(match row {
        Some(row) => row.try_get("", "locked")?,
        None => false,
    })
}
