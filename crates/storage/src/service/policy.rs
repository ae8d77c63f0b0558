//! What members may upload. The upload URL service enforces it; clients read it to check early.

use super::images::ImageKind;

/// Uploads are images compressed in the browser (max 100–150 KB); 10 MiB leaves room for originals.
pub const MAX_UPLOAD_BYTES: u64 = 10 * 1024 * 1024;

/// What one member's uploads that nothing uses yet may hold at once (an upload whose bytes
/// have not been checked counts as `MAX_UPLOAD_BYTES`): a post's four pictures with room to
/// spare, not a disk's worth.
pub const MAX_UNATTACHED_BYTES: u64 = 50 * 1024 * 1024;

/// The same for an account not trusted yet (younger than the trust age): two pictures whose
/// bytes are not checked yet, or many checked ones (browsers send 100–150 KB), so a batch of
/// fresh accounts cannot store much each.
pub const MAX_UNATTACHED_BYTES_NEW: u64 = 2 * MAX_UPLOAD_BYTES;

pub const ACCEPTED_CONTENT_TYPES: [&str; 4] = [
    ImageKind::Jpeg.content_type(),
    ImageKind::Png.content_type(),
    ImageKind::Gif.content_type(),
    ImageKind::Webp.content_type(),
];
