//! Members as others see them next to their posts and comments: name, colour and picture,
//! never a private detail (only these columns are ever read here).

use std::collections::HashMap;

use common::{Id, Result};
use entity::users;
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, QueryFilter, QuerySelect,
};

#[derive(Clone, Debug, PartialEq, Eq, FromQueryResult, serde::Deserialize)]
pub struct Author {
    pub id: Id,
    pub username: String,
    pub profile_colour: String,
    pub profile_image: Option<String>,
}

/// The authors behind `ids`: one query for any number of them.
pub async fn by_ids(db: &impl ConnectionTrait, ids: &[Id]) -> Result<HashMap<Id, Author>> {
    Ok(users::Entity::find()
        .select_only()
        .columns([
            users::Column::Id,
            users::Column::Username,
            users::Column::ProfileColour,
            users::Column::ProfileImage,
        ])
        .filter(users::Column::Id.is_in(ids.iter().cloned()))
        .into_model::<Author>()
        .all(db)
        .await?
        .into_iter()
        .map(|author| (author.id.clone(), author))
        .collect())
}
