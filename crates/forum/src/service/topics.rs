use common::{AppError, Db, Id, Result};
use entity::topics;
use sea_orm::{EntityTrait, QueryOrder};

/// Every topic, alphabetically (topics are few and curated by admins).
pub async fn list(db: &Db) -> Result<Vec<topics::Model>> {
    Ok(topics::Entity::find()
        .order_by_asc(topics::Column::Title)
        .all(db)
        .await?)
}

pub async fn get(db: &Db, id: &str) -> Result<topics::Model> {
    let id = Id::parse(id)?;
    topics::Entity::find_by_id(id.as_str())
        .one(db)
        .await?
        .ok_or(AppError::not_found("Topic"))
}

/// The topics a member follows, alphabetically.
pub async fn of_member(db: &Db, user_id: &str) -> Result<Vec<topics::Model>> {
    use sea_orm::{ColumnTrait, QueryFilter, QuerySelect, RelationTrait, sea_query::JoinType};
    Ok(topics::Entity::find()
        .join(JoinType::InnerJoin, topics::Relation::UserTopics.def())
        .filter(entity::user_topics::Column::UserId.eq(user_id))
        .order_by_asc(topics::Column::Title)
        .all(db)
        .await?)
}
