use async_graphql::{Context, ID, Object, Result, SimpleObject};
use common::{Db, Id, Viewer};
use graphql_kit::cost;

use super::types::SignedUrl;
use crate::Storage;
use crate::service::{files, images, policy};

#[derive(Default)]
pub struct StorageQuery;

/// What the server accepts as an upload.
#[derive(SimpleObject)]
pub struct UploadPolicy {
    max_bytes: u64,
    accepted_content_types: Vec<&'static str>,
    /// Neither side of an image may be longer.
    max_side_pixels: u64,
    /// Width × height at most.
    max_pixels: u64,
}

#[Object]
impl StorageQuery {
    #[graphql(complexity = "child_complexity + 1")]
    async fn upload_policy(&self) -> UploadPolicy {
        UploadPolicy {
            max_bytes: policy::MAX_UPLOAD_BYTES,
            accepted_content_types: policy::ACCEPTED_CONTENT_TYPES.to_vec(),
            max_side_pixels: images::MAX_SIDE_PIXELS,
            max_pixels: images::MAX_PIXELS,
        }
    }

    /// A URL to read the file, valid 24 hours: for its owner and admins, any member when
    /// viewable by any user, anyone when public. Readable as soon as its upload completed.
    #[graphql(complexity = "cost::QUERY + child_complexity")]
    async fn signed_url(&self, ctx: &Context<'_>, object_id: ID) -> Result<SignedUrl> {
        let url = files::signed_url(
            ctx.data::<Db>()?,
            ctx.data::<Storage>()?,
            ctx.data::<Viewer>()?,
            Id::parse("objectId", &object_id)?,
        )
        .await?;
        Ok(url.into())
    }
}
