//! What makes a file an image the forum serves: one of four formats, checked by its bytes,
//! with every metadata block removed (EXIF with GPS positions, XMP, IPTC, comments, text).
//! The pixels are never decoded or re-encoded: only containers are rewritten.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use common::{AppError, Result};

use super::metadata;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageKind {
    Jpeg,
    Png,
    Gif,
    Webp,
}

/// A profile image sent inline is small (the client compresses avatars to 150 KB).
pub const MAX_DATA_URL_BYTES: usize = 256 * 1024;

impl ImageKind {
    pub const ALL: [Self; 4] = [Self::Jpeg, Self::Png, Self::Gif, Self::Webp];

    pub fn from_content_type(content_type: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| {
            content_type
                .trim()
                .eq_ignore_ascii_case(kind.content_type())
        })
    }

    pub const fn content_type(self) -> &'static str {
        match self {
            Self::Jpeg => "image/jpeg",
            Self::Png => "image/png",
            Self::Gif => "image/gif",
            Self::Webp => "image/webp",
        }
    }

    pub const fn extension(self) -> &'static str {
        match self {
            Self::Jpeg => "jpg",
            Self::Png => "png",
            Self::Gif => "gif",
            Self::Webp => "webp",
        }
    }

    const fn name(self) -> &'static str {
        match self {
            Self::Jpeg => "JPEG",
            Self::Png => "PNG",
            Self::Gif => "GIF",
            Self::Webp => "WebP",
        }
    }

    /// The format the bytes' signature names.
    fn sniff(bytes: &[u8]) -> Option<Self> {
        match bytes {
            [0xFF, 0xD8, 0xFF, ..] => Some(Self::Jpeg),
            [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, ..] => Some(Self::Png),
            [b'G', b'I', b'F', b'8', b'7' | b'9', b'a', ..] => Some(Self::Gif),
            [
                b'R',
                b'I',
                b'F',
                b'F',
                _,
                _,
                _,
                _,
                b'W',
                b'E',
                b'B',
                b'P',
                ..,
            ] => Some(Self::Webp),
            _ => None,
        }
    }
}

/// The image without its metadata, when `bytes` really are an image of `kind`.
pub fn clean(kind: ImageKind, bytes: &[u8], field: &'static str) -> Result<Vec<u8>> {
    let not_it = || {
        AppError::invalid(
            field,
            format!("The file is not a valid {} image.", kind.name()),
        )
    };
    if ImageKind::sniff(bytes) != Some(kind) {
        return Err(not_it());
    }
    metadata::strip(kind, bytes).map_err(|_| not_it())
}

/// A `data:image/…;base64,…` profile image, checked and stripped like an upload; answers the
/// cleaned data URL.
pub fn clean_data_url(url: &str) -> Result<String> {
    const FIELD: &str = "profileImage";
    let not_a_data_url = || {
        AppError::invalid(
            FIELD,
            "The profile image must be a jpeg, png, gif or webp data URL.",
        )
    };
    let too_large = || AppError::TooLarge("The profile image is larger than 256 KB.".into());
    let (header, payload) = url.split_once(',').ok_or_else(not_a_data_url)?;
    let kind = header
        .strip_prefix("data:")
        .and_then(|rest| rest.strip_suffix(";base64"))
        .and_then(ImageKind::from_content_type)
        .ok_or_else(not_a_data_url)?;
    // Refused before decoding: base64 takes 4 characters for every 3 bytes.
    if payload.len() > MAX_DATA_URL_BYTES.div_ceil(3) * 4 {
        return Err(too_large());
    }
    let bytes = STANDARD.decode(payload).map_err(|_| not_a_data_url())?;
    if bytes.len() > MAX_DATA_URL_BYTES {
        return Err(too_large());
    }
    let cleaned = clean(kind, &bytes, FIELD)?;
    Ok(format!(
        "data:{};base64,{}",
        kind.content_type(),
        STANDARD.encode(cleaned)
    ))
}

#[cfg(test)]
mod tests {
    use common::ErrorKind;

    use super::*;
    use crate::service::metadata::tests::{png_with_text, tiny_gif, tiny_png};

    #[test]
    fn only_the_four_image_types_are_known() {
        assert_eq!(
            ImageKind::from_content_type("image/png"),
            Some(ImageKind::Png)
        );
        assert_eq!(
            ImageKind::from_content_type("IMAGE/JPEG"),
            Some(ImageKind::Jpeg)
        );
        assert_eq!(
            ImageKind::from_content_type("image/svg+xml"),
            None,
            "SVG can carry scripts"
        );
        assert_eq!(ImageKind::from_content_type("application/pdf"), None);
        assert_eq!(ImageKind::from_content_type("image/jpg"), None);
    }

    #[test]
    fn bytes_must_be_the_claimed_kind() {
        let png = tiny_png();
        assert!(clean(ImageKind::Png, &png, "file").is_ok());
        let err = clean(ImageKind::Jpeg, &png, "file").unwrap_err();
        assert_eq!(err.to_string(), "The file is not a valid JPEG image.");
        let html = b"<html><script>alert(1)</script></html>";
        assert_eq!(
            clean(ImageKind::Gif, html, "file").unwrap_err().kind(),
            ErrorKind::BadUserInput
        );
        let truncated = &png[..png.len() - 5];
        assert!(clean(ImageKind::Png, truncated, "file").is_err());
    }

    #[test]
    fn data_urls_are_cleaned_and_reencoded() {
        let url = format!("data:image/png;base64,{}", STANDARD.encode(png_with_text()));
        let cleaned = clean_data_url(&url).unwrap();
        let (_, payload) = cleaned.split_once(',').unwrap();
        let bytes = STANDARD.decode(payload).unwrap();
        assert_eq!(bytes, tiny_png());
        let gif = format!("data:image/gif;base64,{}", STANDARD.encode(tiny_gif()));
        assert_eq!(clean_data_url(&gif).unwrap(), gif);
    }

    #[test]
    fn bad_data_urls_are_refused() {
        let png = STANDARD.encode(tiny_png());
        for bad in [
            format!("data:image/svg+xml;base64,{png}"),
            format!("data:image/png,{png}"),
            format!("data:image/jpeg;base64,{png}"),
            "data:image/png;base64,***".to_owned(),
            "65a1b2c3d4e5f60718293a4b".to_owned(),
            "javascript:alert(1)".to_owned(),
        ] {
            let err = clean_data_url(&bad).unwrap_err();
            assert_eq!(err.kind(), ErrorKind::BadUserInput, "{bad}");
        }
        let huge = format!(
            "data:image/png;base64,{}",
            "A".repeat(MAX_DATA_URL_BYTES / 3 * 4 + 8)
        );
        assert_eq!(
            clean_data_url(&huge).unwrap_err().kind(),
            ErrorKind::TooLarge
        );
    }
}
