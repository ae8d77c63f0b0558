//! Batch loaders: every relation a list resolves goes through one of these, so a page costs
//! the same few statements however long it is.

use std::collections::HashMap;
use std::sync::Arc;

use async_graphql::dataloader::{DataLoader, Loader};
use common::{AppError, Db, Id};
use entity::topics;

use crate::service;

/// A member's topics of interest, alphabetically, for any number of members in one query.
pub struct TopicsOfMember(Db);

impl Loader<Id> for TopicsOfMember {
    type Value = Vec<topics::Model>;
    type Error = Arc<AppError>;

    async fn load(&self, members: &[Id]) -> Result<HashMap<Id, Self::Value>, Self::Error> {
        service::topics::of_members(&self.0, members)
            .await
            .map_err(Arc::new)
    }
}

/// Registers this crate's loaders on a request (the gateway calls it for each request, so
/// nothing loaded for one viewer is served to another).
pub fn add(request: async_graphql::Request, db: &Db) -> async_graphql::Request {
    request.data(DataLoader::new(TopicsOfMember(db.clone()), tokio::spawn))
}
