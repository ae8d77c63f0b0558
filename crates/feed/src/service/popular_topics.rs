//! Popular topics: the most activity — posts, comments and reactions — in the last 30 days.

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use common::{Id, Result, Viewer};
use entity::{comments, post_reactions, post_topics, topics};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, JoinType, QueryFilter, QuerySelect, RelationTrait,
};

pub const WINDOW: Duration = Duration::days(30);
/// How many topics the Popular feed covers.
pub const FEED_TOPICS: u64 = 10;

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
    viewer: &Viewer,
    limit: u64,
) -> Result<Vec<topics::Model>> {
    viewer.require_member()?;
    let counts = activity(db, viewer.now() - WINDOW).await?;
    let mut ranked = forum::service::topics::list(db).await?;
    // Stable sort keeps the alphabetical order among equal counts.
    ranked.sort_by_key(|topic| std::cmp::Reverse(counts.get(&topic.id).copied().unwrap_or(0)));
    ranked.truncate(usize::try_from(limit.clamp(1, 100)).unwrap_or(100));
    Ok(ranked)
}

/// The topics the Popular feed covers: the most active ones with any activity at all.
pub async fn active_ids(db: &impl ConnectionTrait, now: DateTime<Utc>) -> Result<Vec<Id>> {
    let mut counts: Vec<(Id, i64)> = activity(db, now - WINDOW).await?.into_iter().collect();
    counts.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    counts.truncate(usize::try_from(FEED_TOPICS).unwrap_or(10));
    Ok(counts.into_iter().map(|(topic, _)| topic).collect())
}
