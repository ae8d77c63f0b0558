//! Popular topics: the most activity — posts, comments and reactions — in the last 30 days.
//!
//! Ranking reads a month of activity (three grouped counts), which grows with the forum,
//! while the answer hardly changes from one minute to the next. So it is a scheduled job
//! ([`job`], every [`RANKING_TTL`]): one process per period counts and replaces the
//! `topic_popularity` table, and every process reads the ranking there ([`Popularity`]),
//! keeping what it read for [`CACHE_TTL`]. With several processes one of them counts, where
//! each used to count its own (two rankings at once took each other past the statement
//! timeout at a million posts). A ranking older than [`STALE_LIMIT`] (the job has not run: a
//! fresh forum, the first start after the upgrade, a job failing) is not served: the request
//! makes one through the job's lock first, and a request that finds one being made waits for
//! it, in this process or another.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, Utc};
use common::jobs::Job;
use common::{Db, Id, Result, Viewer};
use entity::{comments, post_reactions, post_topics, topic_popularity, topics};
use sea_orm::sea_query::{Alias, Expr, ExprTrait, Query};
use sea_orm::{
    ActiveValue, ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, IdenStatic,
    QueryFilter, QuerySelect,
};

pub const WINDOW: Duration = Duration::days(30);
/// How many topics the Popular feed covers.
pub const FEED_TOPICS: u64 = 10;
/// How often the ranking job makes a new ranking.
pub const RANKING_TTL: Duration = Duration::minutes(5);
/// A ranking older than this is not served: a new one is made first.
pub const STALE_LIMIT: Duration = Duration::hours(1);
/// How long a process serves the ranking it read from the table before reading it again.
pub const CACHE_TTL: Duration = Duration::seconds(30);
/// The ranking job's name (its claim row and lock).
pub const JOB_NAME: &str = "rank-popular-topics";
/// How long a request waits between looks at the table while another process ranks.
const WAIT_STEP: std::time::Duration = std::time::Duration::from_millis(100);

/// The scheduled job that makes the ranking every [`RANKING_TTL`].
pub fn job() -> Job {
    Job::new(JOB_NAME, RANKING_TTL, |txn, now| {
        Box::pin(async move { rank(txn, now).await.map(|ranking| ranking.rows) })
    })
}

/// The ranking as this process serves it. Cheap to clone: every clone shares it.
#[derive(Clone)]
pub struct Popularity {
    db: Db,
    kept: Arc<Mutex<Option<Kept>>>,
    /// Held while this process makes a ranking: a request that finds no ranking to serve
    /// waits for the one being made (at start-up, the warm-up's) instead of making a second.
    making: Arc<tokio::sync::Mutex<()>>,
}

/// A ranking read (or made) at `read_at`.
struct Kept {
    read_at: DateTime<Utc>,
    ranking: Ranking,
}

#[derive(Clone)]
struct Ranking {
    at: DateTime<Utc>,
    /// The topics with any activity.
    counts: Arc<HashMap<Id, i64>>,
}

struct Made {
    ranking: Ranking,
    rows: u64,
}

impl Ranking {
    /// Whether it may be served at `now`. (One made a little ahead of `now`, by a process
    /// whose clock runs ahead, may.)
    fn fresh_at(&self, now: DateTime<Utc>) -> bool {
        now - self.at < STALE_LIMIT
    }
}

impl Popularity {
    pub fn new(db: Db) -> Self {
        Self {
            db,
            kept: Arc::default(),
            making: Arc::default(),
        }
    }

    /// Activity per topic as of a ranking made less than [`STALE_LIMIT`] before `now`.
    async fn counts(&self, now: DateTime<Utc>) -> Result<Arc<HashMap<Id, i64>>> {
        if let Some(counts) = self.kept_at(now) {
            return Ok(counts);
        }
        if let Some(ranking) = read(&self.db).await?.filter(|r| r.fresh_at(now)) {
            return Ok(self.keep(now, ranking));
        }
        let _making = self.making.lock().await;
        if let Some(counts) = self.kept_at(now) {
            return Ok(counts);
        }
        let ranking = self.make(now).await?;
        Ok(self.keep(now, ranking))
    }

    /// At start-up, in the background: makes the ranking when the table has none fresh (a
    /// fresh forum, the first start after the upgrade), so the first Popular request finds one.
    pub fn warm(&self, now: DateTime<Utc>) {
        let popularity = self.clone();
        tokio::spawn(async move {
            if let Err(err) = popularity.counts(now).await {
                err.log_if_internal();
            }
        });
    }

    /// A ranking made at `now` through the job's lock: by this call, or by another process
    /// that held the lock meanwhile.
    async fn make(&self, now: DateTime<Utc>) -> Result<Ranking> {
        let job = job();
        loop {
            if let Some(txn) = common::jobs::begin_locked(&self.db, JOB_NAME).await? {
                // Another process may have made one while this one waited for the lock.
                if let Some(ranking) = read(&txn).await?.filter(|r| r.fresh_at(now)) {
                    txn.commit().await?;
                    return Ok(ranking);
                }
                let made = rank(&txn, now).await?;
                common::jobs::record_run(&txn, &job, now).await?;
                txn.commit().await?;
                return Ok(made.ranking);
            }
            tokio::time::sleep(WAIT_STEP).await;
            if let Some(ranking) = read(&self.db).await?.filter(|r| r.fresh_at(now)) {
                return Ok(ranking);
            }
        }
    }

    fn kept_at(&self, now: DateTime<Utc>) -> Option<Arc<HashMap<Id, i64>>> {
        let kept = self.kept.lock().unwrap_or_else(|p| p.into_inner());
        let kept = kept.as_ref()?;
        let recent = kept.read_at <= now && now - kept.read_at < CACHE_TTL;
        (recent && kept.ranking.fresh_at(now)).then(|| Arc::clone(&kept.ranking.counts))
    }

    fn keep(&self, now: DateTime<Utc>, ranking: Ranking) -> Arc<HashMap<Id, i64>> {
        let counts = Arc::clone(&ranking.counts);
        *self.kept.lock().unwrap_or_else(|p| p.into_inner()) = Some(Kept {
            read_at: now,
            ranking,
        });
        counts
    }
}

/// The ranking in the table, if any.
async fn read(db: &impl ConnectionTrait) -> Result<Option<Ranking>> {
    let rows = topic_popularity::Entity::find().all(db).await?;
    let Some(at) = rows.iter().map(|row| row.ranked_at).min() else {
        return Ok(None);
    };
    let counts = rows
        .into_iter()
        .filter(|row| row.activity > 0)
        .map(|row| (row.topic_id, row.activity))
        .collect();
    Ok(Some(Ranking {
        at,
        counts: Arc::new(counts),
    }))
}

/// Counts the activity of the [`WINDOW`] before `now` and replaces the table with it: a row
/// for every topic (zero for a quiet one, so that a forum without activity still has a
/// ranking to read).
async fn rank(txn: &DatabaseTransaction, now: DateTime<Utc>) -> Result<Made> {
    let counts = activity(txn, now - WINDOW).await?;
    let topic_ids: Vec<Id> = topics::Entity::find()
        .select_only()
        .column(topics::Column::Id)
        .into_tuple()
        .all(txn)
        .await?;
    topic_popularity::Entity::delete_many().exec(txn).await?;
    let rows: Vec<topic_popularity::ActiveModel> = topic_ids
        .into_iter()
        .map(|topic_id| topic_popularity::ActiveModel {
            activity: ActiveValue::Set(counts.get(&topic_id).copied().unwrap_or(0)),
            topic_id: ActiveValue::Set(topic_id),
            ranked_at: ActiveValue::Set(now),
        })
        .collect();
    let written = rows.len() as u64;
    // A few hundred rows per statement keeps within SQLite's limit on bound values.
    for chunk in rows.chunks(300) {
        topic_popularity::Entity::insert_many(chunk.to_vec())
            .exec_without_returning(txn)
            .await?;
    }
    let counts = counts.into_iter().filter(|(_, n)| *n > 0).collect();
    Ok(Made {
        ranking: Ranking {
            at: now,
            counts: Arc::new(counts),
        },
        rows: written,
    })
}

/// Activity per topic since `since`: three grouped counts over date indexes.
async fn activity(db: &impl ConnectionTrait, since: DateTime<Utc>) -> Result<HashMap<Id, i64>> {
    let mut totals: HashMap<Id, i64> = HashMap::new();
    let posts = post_topics::Entity::find()
        .select_only()
        .column(post_topics::Column::TopicId)
        .column_as(post_topics::Column::PostId.count(), "n")
        .filter(post_topics::Column::CreatedAt.gte(since))
        .group_by(post_topics::Column::TopicId)
        .into_tuple::<(Id, i64)>()
        .all(db)
        .await?;
    let comments = per_topic(
        db,
        comments::Entity,
        comments::Column::PostId,
        comments::Column::CreatedAt,
        since,
    )
    .await?;
    let reactions = per_topic(
        db,
        post_reactions::Entity,
        post_reactions::Column::PostId,
        post_reactions::Column::CreatedAt,
        since,
    )
    .await?;
    for (topic, n) in posts.into_iter().chain(comments).chain(reactions) {
        *totals.entry(topic).or_default() += n;
    }
    Ok(totals)
}

/// The rows of `table` (comments, reactions) since `since`, counted per topic of their post.
/// Counted per post first, through the table's date index, then spread over the posts'
/// topics: joining every recent row to its post's topics first made SQLite walk all the
/// topics' posts (1.9–5 s at a million posts, past the statement timeout).
async fn per_topic<E: EntityTrait>(
    db: &impl ConnectionTrait,
    table: E,
    post_id: E::Column,
    created_at: E::Column,
    since: DateTime<Utc>,
) -> Result<Vec<(Id, i64)>> {
    let recent = Alias::new("recent");
    let n = Alias::new("n");
    let per_post = Query::select()
        .column(post_id)
        .expr_as(Expr::col(post_id).count(), n.clone())
        .from(table)
        .and_where(Expr::col(created_at).gte(since))
        .group_by_col(post_id)
        .to_owned();
    let per_topic = Query::select()
        .column((post_topics::Entity, post_topics::Column::TopicId))
        .expr_as(
            Expr::col((recent.clone(), n.clone()))
                .sum()
                .cast_as(Alias::new("BIGINT")),
            n,
        )
        .from_subquery(per_post, recent.clone())
        .inner_join(
            post_topics::Entity,
            Expr::col((post_topics::Entity, post_topics::Column::PostId))
                .equals((recent, Alias::new(post_id.as_str()))),
        )
        .group_by_col((post_topics::Entity, post_topics::Column::TopicId))
        .to_owned();
    let statement = db.get_database_backend().build(&per_topic);
    let rows = db.query_all_raw(statement).await?;
    rows.iter()
        .map(|row| Ok((row.try_get_by_index(0)?, row.try_get_by_index(1)?)))
        .collect()
}

/// Every topic, the most active first, then alphabetically (so a young forum still offers
/// a full list), at most `limit`.
pub async fn list(
    db: &impl ConnectionTrait,
    popularity: &Popularity,
    viewer: &Viewer,
    limit: u64,
) -> Result<Vec<topics::Model>> {
    viewer.require_member()?;
    let counts = popularity.counts(viewer.now()).await?;
    let mut ranked = ::topics::service::list(db).await?;
    // Stable sort keeps the alphabetical order among equal counts.
    ranked.sort_by_key(|topic| std::cmp::Reverse(counts.get(&topic.id).copied().unwrap_or(0)));
    ranked.truncate(usize::try_from(limit.clamp(1, 100)).unwrap_or(100));
    Ok(ranked)
}

/// The topics the Popular feed covers: the most active ones with any activity at all.
pub async fn active_ids(popularity: &Popularity, now: DateTime<Utc>) -> Result<Vec<Id>> {
    let counts = popularity.counts(now).await?;
    let mut counts: Vec<(Id, i64)> = counts.iter().map(|(id, n)| (id.clone(), *n)).collect();
    counts.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    counts.truncate(usize::try_from(FEED_TOPICS).unwrap_or(10));
    Ok(counts.into_iter().map(|(topic, _)| topic).collect())
}
