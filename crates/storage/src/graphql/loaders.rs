//! Signed URLs for a list's images, one statement a page (see `files::signed_urls`).

use std::collections::HashMap;
use std::sync::Arc;

use async_graphql::dataloader::Loader;
use common::{AppError, Db, Id, Viewer};
use graphql_kit::{batched, every_key};

use crate::Storage;
use crate::service::files;

/// Ready files the viewer may read, signed for her; `None` for the others.
pub struct SignedUrls(Db, Storage, Viewer);

impl Loader<Id> for SignedUrls {
    type Value = Option<files::SignedUrl>;
    type Error = Arc<AppError>;

    async fn load(&self, ids: &[Id]) -> Result<HashMap<Id, Self::Value>, Self::Error> {
        let signed = files::signed_urls(&self.0, &self.1, &self.2, ids)
            .await
            .map_err(Arc::new)?;
        Ok(every_key(
            ids,
            signed
                .into_iter()
                .map(|(id, url)| (id, Some(url)))
                .collect(),
        ))
    }
}

/// Registers this crate's loaders on a request (fresh for each, so one viewer's signed URLs
/// never reach another).
pub fn add(
    request: async_graphql::Request,
    db: &Db,
    storage: &Storage,
    viewer: &Viewer,
) -> async_graphql::Request {
    request.data(batched(SignedUrls(
        db.clone(),
        storage.clone(),
        viewer.clone(),
    )))
}
