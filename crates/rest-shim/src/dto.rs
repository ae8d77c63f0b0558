//! The frozen JSON shapes of the REST contract: `_id` and camelCase field names.

use serde::Serialize;

/// Every successful app/admin/public read answers `{"data": …}`.
#[derive(Serialize)]
pub struct Data<T> {
    pub data: T,
}

#[derive(Serialize)]
pub struct TopicDto {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub description: Option<String>,
}

impl From<entity::topics::Model> for TopicDto {
    fn from(topic: entity::topics::Model) -> Self {
        Self {
            id: topic.id,
            title: topic.title,
            description: topic.description,
        }
    }
}

#[derive(Serialize)]
pub struct ReactionTypeDto {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub emoji: String,
    pub description: String,
}

impl From<entity::reaction_types::Model> for ReactionTypeDto {
    fn from(reaction: entity::reaction_types::Model) -> Self {
        Self {
            id: reaction.id,
            name: reaction.name,
            emoji: reaction.emoji,
            description: reaction.description,
        }
    }
}
