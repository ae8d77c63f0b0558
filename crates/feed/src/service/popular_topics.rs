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
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, JoinType, QueryFilter, QuerySelect, RelationTrait,
};

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
        }
    }

    /// Activity per topic as of `now`, or of a ranking made less than [`STALE_LIMIT`] before
    /// (then a fresh one is on its way).
    async fn counts(&self, now: DateTime<Utc>) -> Result<Arc<HashMap<Id, i64>>> {
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
    let comments = comments::Entity::find()
        .select_only()
        .column(post_topics::Column::TopicId)
        .column_as(comments::Column::Id.count(), "n")
        .join(JoinType::InnerJoin, comments::Relation::Posts.def())
        .join(
            JoinType::InnerJoin,
            entity::posts::Relation::PostTopics.def(),
        )
        .filter(comments::Column::CreatedAt.gte(since))
        .group_by(post_topics::Column::TopicId)
        .into_tuple::<(Id, i64)>()
        .all(db)
        .await?;
    let reactions = post_reactions::Entity::find()
        .select_only()
        .column(post_topics::Column::TopicId)
        .column_as(post_reactions::Column::Id.count(), "n")
        .join(JoinType::InnerJoin, post_reactions::Relation::Posts.def())
        .join(
            JoinType::InnerJoin,
            entity::posts::Relation::PostTopics.def(),
        )
        .filter(post_reactions::Column::CreatedAt.gte(since))
        .group_by(post_topics::Column::TopicId)
        .into_tuple::<(Id, i64)>()
        .all(db)
        .await?;
    for (topic, n) in posts.into_iter().chain(comments).chain(reactions) {
        *totals.entry(topic).or_default() += n;
    }
    Ok(totals)
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
