use common::Result;
use entity::reaction_types;
use sea_orm::{ConnectionTrait, EntityTrait, QueryOrder};

/// The reaction types in their display order ('Me Too' first).
pub async fn list(db: &impl ConnectionTrait) -> Result<Vec<reaction_types::Model>> {
    Ok(reaction_types::Entity::find()
        .order_by_asc(reaction_types::Column::Position)
        .all(db)
        .await?)
}
