use common::{AppError, Id, Result, Viewer};
use entity::resources;
use sea_orm::{ConnectionTrait, EntityTrait};

/// One Second Opinion; members only, like every app/* read.
pub async fn get(db: &impl ConnectionTrait, viewer: &Viewer, id: Id) -> Result<resources::Model> {
    viewer.require_member()?;
    resources::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::not_found("Second Opinion"))
}
