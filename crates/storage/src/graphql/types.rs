use async_graphql::{Enum, ID, SimpleObject};

use crate::service::{files, variants};

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

/// A URL to read a file, and smaller copies of it to pick from (`srcset`).
#[derive(SimpleObject)]
pub struct SignedUrl {
    /// The file it reads.
    object_id: ID,
    signed_url: String,
    content_type: String,
    /// The original's width in pixels; null until its variants are made (and for files
    /// uploaded before variants existed).
    width: Option<u32>,
    height: Option<u32>,
    /// Resized copies, signed like `signedUrl`: avatars get 32/64/128 px squares, post images
    /// 640 and 1600 px wide copies, never larger than the original. Empty until they are made,
    /// a moment after the file is attached: show `signedUrl` then.
    variants: Vec<ImageVariant>,
}

/// How a copy relates to the original.
#[derive(Enum, Clone, Copy, PartialEq, Eq)]
pub enum ImageVariantShape {
    /// The centred square an avatar circle shows.
    Square,
    /// The whole image at a smaller width.
    Scaled,
}

/// One resized copy of an image.
#[derive(SimpleObject)]
pub struct ImageVariant {
    shape: ImageVariantShape,
    width: u32,
    height: u32,
    signed_url: String,
    content_type: String,
}

impl From<files::SignedUrl> for SignedUrl {
    fn from(url: files::SignedUrl) -> Self {
        Self {
            object_id: ID(url.object_id.into_string()),
            signed_url: url.signed_url,
            content_type: url.content_type,
            width: url.width,
            height: url.height,
            variants: url
                .variants
                .into_iter()
                .map(|variant| ImageVariant {
                    shape: match variant.shape {
                        variants::Shape::Square => ImageVariantShape::Square,
                        variants::Shape::Scaled => ImageVariantShape::Scaled,
                    },
                    width: variant.width,
                    height: variant.height,
                    signed_url: variant.signed_url,
                    content_type: variant.content_type,
                })
                .collect(),
        }
    }
}
