//! What members may upload. The upload URL service enforces it; clients read it to check early.

use super::images::ImageKind;

/// Uploads are images compressed in the browser (max 100–150 KB); 10 MiB leaves room for originals.
pub const MAX_UPLOAD_BYTES: u64 = 10 * 1024 * 1024;

pub const ACCEPTED_CONTENT_TYPES: [&str; 4] = [
    ImageKind::Jpeg.content_type(),
    ImageKind::Png.content_type(),
    ImageKind::Gif.content_type(),
    ImageKind::Webp.content_type(),
];
