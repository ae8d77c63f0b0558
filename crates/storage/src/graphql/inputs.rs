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

impl From<UploadInput> for NewUpload {
    fn from(input: UploadInput) -> Self {
        Self {
            file_name: input.file_name,
            content_type: input.content_type,
            visibility: Visibility::from_flags(input.is_public, input.is_viewable_by_any_user),
        }
    }
}
