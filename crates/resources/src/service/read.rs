use common::{AppError, Db, Id, Result, Viewer};
use entity::resources;
use sea_orm::EntityTrait;

/// One Second Opinion; members only, like every app/* read.
pub async fn get(viewer: &Viewer, db: &Db, id: &str) -> Result<resources::Model> {
    viewer.require_member()?;
    let id = Id::parse(id)?;
    resources::Entity::find_by_id(id.as_str())
        .one(db)
        .await?
        .ok_or(AppError::not_found("Second Opinion"))
}
