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
