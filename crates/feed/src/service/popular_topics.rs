use std::collections::HashMap;

use common::{Id, Result, Viewer};
use entity::{post_topics, posts, topics};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect, RelationTrait,
    sea_query::JoinType,
};

/// Topics ranked by how many visible posts carry them, then alphabetically
/// (so a young forum still offers a full list).
pub async fn list(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    limit: u64,
) -> Result<Vec<topics::Model>> {
    viewer.require_member()?;
    let counts: HashMap<Id, i64> = post_topics::Entity::find()
        .select_only()
        .column(post_topics::Column::TopicId)
        .column_as(post_topics::Column::PostId.count(), "posts")
        .join(JoinType::InnerJoin, post_topics::Relation::Posts.def())
        .filter(posts::Column::IsShadowBanned.eq(false))
        .group_by(post_topics::Column::TopicId)
        .into_tuple::<(Id, i64)>()
        .all(db)
        .await?
        .into_iter()
        .collect();
    let mut ranked = forum::service::topics::list(db).await?;
    // Stable sort keeps the alphabetical order among equal counts.
    ranked.sort_by_key(|topic| std::cmp::Reverse(counts.get(&topic.id).copied().unwrap_or(0)));
    ranked.truncate(usize::try_from(limit.clamp(1, 100)).unwrap_or(100));
    Ok(ranked)
}
