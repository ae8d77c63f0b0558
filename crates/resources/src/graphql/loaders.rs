//! Batch loaders for Second Opinions in lists.

use std::collections::HashMap;
use std::sync::Arc;

use async_graphql::dataloader::Loader;
use common::{AppError, Db, Id};
use entity::topics;
use graphql_kit::{batched, every_key};

pub struct TopicsOfResource(Db);

impl Loader<Id> for TopicsOfResource {
    type Value = Vec<topics::Model>;
    type Error = Arc<AppError>;

    async fn load(&self, ids: &[Id]) -> Result<HashMap<Id, Self::Value>, Self::Error> {
        let found = ::topics::service::of_resources(&self.0, ids)
            .await
            .map_err(Arc::new)?;
        Ok(every_key(ids, found))
    }
}

/// Registers this crate's loaders on a request.
pub fn add(request: async_graphql::Request, db: &Db) -> async_graphql::Request {
    request.data(batched(TopicsOfResource(db.clone())))
}
