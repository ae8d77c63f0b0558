use std::collections::HashMap;

use common::{AppError, Id, Result};
use entity::{post_topics, topics, user_topics};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

/// Every topic, alphabetically (topics are few and curated by admins).
pub async fn list(db: &impl ConnectionTrait) -> Result<Vec<topics::Model>> {
    Ok(topics::Entity::find()
        .order_by_asc(topics::Column::Title)
        .all(db)
        .await?)
}

pub async fn get(db: &impl ConnectionTrait, id: Id) -> Result<topics::Model> {
    topics::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::not_found("Topic"))
}

/// The topics each of `members` follows, alphabetically: one query for any number of members.
pub async fn of_members(
    db: &impl ConnectionTrait,
    members: &[Id],
) -> Result<HashMap<Id, Vec<topics::Model>>> {
    let rows = user_topics::Entity::find()
        .filter(user_topics::Column::UserId.is_in(members.iter().cloned()))
        .find_also_related(topics::Entity)
        .order_by_asc(topics::Column::Title)
        .all(db)
        .await?;
    let mut by_member: HashMap<Id, Vec<topics::Model>> = HashMap::new();
    for (link, topic) in rows {
        if let Some(topic) = topic {
            by_member.entry(link.user_id).or_default().push(topic);
        }
    }
    Ok(by_member)
}

/// At most this many topics answer a search.
pub const SEARCH_LIMIT: usize = 20;

/// Topics whose title contains `text`, ignoring case (Unicode, so "ménopause" finds
/// "Ménopause"), alphabetically. Topics are a short curated list, so the match runs here
/// rather than in SQL: no LIKE pattern to escape, and SQLite's ASCII-only `LOWER()` cannot make
/// the two databases disagree.
pub async fn search(db: &impl ConnectionTrait, text: &str) -> Result<Vec<topics::Model>> {
    let needle = text.trim().to_lowercase();
    let mut found = list(db).await?;
    found.retain(|topic| topic.title.to_lowercase().contains(&needle));
    found.truncate(SEARCH_LIMIT);
    Ok(found)
}

/// The topics of each post, alphabetically: one query for any number of posts.
pub async fn of_posts(
    db: &impl ConnectionTrait,
    posts: &[Id],
) -> Result<HashMap<Id, Vec<topics::Model>>> {
    let rows = post_topics::Entity::find()
        .filter(post_topics::Column::PostId.is_in(posts.iter().cloned()))
        .find_also_related(topics::Entity)
        .order_by_asc(topics::Column::Title)
        .all(db)
        .await?;
    let mut by_post: HashMap<Id, Vec<topics::Model>> = HashMap::new();
    for (link, topic) in rows {
        if let Some(topic) = topic {
            by_post.entry(link.post_id).or_default().push(topic);
        }
    }
    Ok(by_post)
}
