//! What members may upload. The upload URL service enforces it; clients read it to check early.

/// Uploads are images compressed in the browser (max 100–150 KB); 10 MiB leaves room for originals.
pub const MAX_UPLOAD_BYTES: u64 = 10 * 1024 * 1024;

pub const ACCEPTED_CONTENT_TYPES: &[&str] = &["image/jpeg", "image/png", "image/gif", "image/webp"];

pub fn accepts(content_type: &str) -> bool {
    ACCEPTED_CONTENT_TYPES.contains(&content_type.to_ascii_lowercase().as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_images_are_accepted() {
        assert!(accepts("image/png"));
        assert!(accepts("IMAGE/JPEG"));
        assert!(!accepts("image/svg+xml"), "SVG can carry scripts");
        assert!(!accepts("application/pdf"));
    }
}
