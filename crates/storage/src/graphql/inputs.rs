use async_graphql::InputObject;

use crate::service::files::{NewUpload, Visibility};

#[derive(InputObject)]
pub struct UploadInput {
    /// The file's name with a timestamp, e.g. "avatar_1732350000000". Accepted for the legacy
    /// client and never stored: a file name can say who uploaded it.
    file_name: String,
    /// image/jpeg, image/png, image/gif or image/webp.
    content_type: String,
    #[graphql(default)]
    is_public: bool,
    #[graphql(default)]
    is_viewable_by_any_user: bool,
}

impl UploadInput {
    pub fn into_service(self, client: common::ClientIp) -> NewUpload {
        NewUpload {
            file_name: self.file_name,
            content_type: self.content_type,
            visibility: Visibility::from_flags(self.is_public, self.is_viewable_by_any_user),
            client,
        }
    }
}
