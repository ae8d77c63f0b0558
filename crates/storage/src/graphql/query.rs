use async_graphql::{Object, SimpleObject};

use crate::service::policy;

#[derive(Default)]
pub struct StorageQuery;

/// What the server accepts as an upload.
#[derive(SimpleObject)]
pub struct UploadPolicy {
    max_bytes: u64,
    accepted_content_types: Vec<&'static str>,
}

#[Object]
impl StorageQuery {
    async fn upload_policy(&self) -> UploadPolicy {
        UploadPolicy {
            max_bytes: policy::MAX_UPLOAD_BYTES,
            accepted_content_types: policy::ACCEPTED_CONTENT_TYPES.to_vec(),
        }
    }
}
