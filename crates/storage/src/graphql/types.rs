use async_graphql::{ID, SimpleObject};

use crate::service::files;

/// Where to PUT the raw bytes (with the same Content-Type), and the id to attach afterwards.
#[derive(SimpleObject)]
pub struct UploadTicket {
    signed_post_url: String,
    object_id: ID,
}

impl From<files::UploadTicket> for UploadTicket {
    fn from(ticket: files::UploadTicket) -> Self {
        Self {
            signed_post_url: ticket.signed_post_url,
            object_id: ID(ticket.object_id.into_string()),
        }
    }
}

#[derive(SimpleObject)]
pub struct SignedUrl {
    signed_url: String,
    content_type: String,
}

impl From<files::SignedUrl> for SignedUrl {
    fn from(url: files::SignedUrl) -> Self {
        Self {
            signed_url: url.signed_url,
            content_type: url.content_type,
        }
    }
}
