//! Popular topics: the most activity — posts, comments and reactions — in the last 30 days.
//!
//! Ranking reads a month of activity (three grouped counts), which grows with the forum,
//! while the answer hardly changes from one minute to the next. So each process keeps one
//! ranking ([`Popularity`]): for [`RANKING_TTL`] it serves as it is; after that the next
//! request still gets it and a new ranking is made in the background; only a ranking older
//! than [`STALE_LIMIT`] (or none yet) is made while a request waits. No member's request
//! pays for the ranking in a forum that is read at least once an hour.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, Utc};
use common::{Db, Id, Result, Viewer};
use entity::{comments, post_reactions, post_topics, topics};
use sea_orm::sea_query::{Alias, Expr, ExprTrait, Query};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, IdenStatic, QueryFilter, QuerySelect};

pub const WINDOW: Duration = Duration::days(30);
/// How many topics the Popular feed covers.
pub const FEED_TOPICS: u64 = 10;
/// A ranking this fresh serves as it is.
pub const RANKING_TTL: Duration = Duration::minutes(5);
/// A ranking older than this is not served: a new one is made first.
pub const STALE_LIMIT: Duration = Duration::hours(1);

/// The process's topic ranking. Cheap to clone: every clone shares it.
#[derive(Clone)]
pub struct Popularity {
    db: Db,
    state: Arc<Mutex<State>>,
    /// Held while a ranking is made: one at a time. A request that finds no ranking to serve
    /// waits for the one being made (at start-up, the warm-up's) instead of making a second
    /// beside it; at a million posts two at once took each other past the statement timeout.
    making: Arc<tokio::sync::Mutex<()>>,
}

#[derive(Default)]
struct State {
    ranking: Option<Ranking>,
    refreshing: bool,
}

struct Ranking {
    at: DateTime<Utc>,
    counts: Arc<HashMap<Id, i64>>,
}

impl Popularity {
    pub fn new(db: Db) -> Self {
        Self {
            db,
            state: Arc::default(),
            making: Arc::default(),
        }
    }

    /// Activity per topic as of `now`, or of a ranking made less than [`STALE_LIMIT`] before
    /// (then a fresh one is on its way).
    async fn counts(&self, now: DateTime<Utc>) -> Result<Arc<HashMap<Id, i64>>> {
        if let Some(counts) = self.served(now) {
            return Ok(counts);
        }
        let _making = self.making.lock().await;
        if let Some(counts) = self.served(now) {
            return Ok(counts);
        }
        let counts = Arc::new(activity(&self.db, now - WINDOW).await?);
        self.keep(now, Arc::clone(&counts));
        Ok(counts)
    }

    /// Makes a ranking now, in the background: at start-up, so the first Popular request
    /// finds one.
    pub fn warm(&self, now: DateTime<Utc>) {
        self.refresh_in_background(now);
    }

    /// The kept ranking when it may be served at `now`, starting a background refresh when it
    /// is getting old.
    fn served(&self, now: DateTime<Utc>) -> Option<Arc<HashMap<Id, i64>>> {
        let mut state = self
            .state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let ranking = state.ranking.as_ref().filter(|r| r.at <= now)?;
        let age = now - ranking.at;
        if age >= STALE_LIMIT {
            return None;
        }
        let counts = Arc::clone(&ranking.counts);
        if age >= RANKING_TTL && !state.refreshing {
            state.refreshing = true;
            drop(state);
            self.refresh_in_background(now);
        }
        Some(counts)
    }

    fn keep(&self, at: DateTime<Utc>, counts: Arc<HashMap<Id, i64>>) {
        let mut state = self
            .state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if state.ranking.as_ref().is_none_or(|r| r.at <= at) {
            state.ranking = Some(Ranking { at, counts });
        }
    }

    fn refresh_in_background(&self, now: DateTime<Utc>) {
        let popularity = self.clone();
        tokio::spawn(async move {
            let _making = popularity.making.lock().await;
            match activity(&popularity.db, now - WINDOW).await {
                Ok(counts) => popularity.keep(now, Arc::new(counts)),
                Err(err) => err.log_if_internal(),
            }
            popularity
                .state
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .refreshing = false;
        });
    }
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
