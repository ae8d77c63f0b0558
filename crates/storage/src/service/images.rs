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

/// A side longer than this is refused: no screen needs it, and every viewer's browser would
/// decode it.
pub const MAX_SIDE_PIXELS: u64 = 10_000;
/// An image of more pixels is refused: a 400 KB PNG can declare 20,000 × 20,000 pixels, which
/// takes a viewer's browser 1.6 GB to show.
pub const MAX_PIXELS: u64 = 50_000_000;

/// The image without its metadata, when `bytes` really are an image of `kind` of sensible
/// dimensions (read from its header; the pixels are never decoded).
pub fn clean(kind: ImageKind, bytes: &[u8], field: &'static str) -> Result<Vec<u8>> {
    dimensions(kind, bytes, field)?;
    metadata::strip(kind, bytes).map_err(|_| not_image(kind, field))
}

/// The width and height in the header of `bytes`, when they are an image of `kind` within the
/// size and pixel caps. Nothing is decoded: call it before anything that decodes pixels.
pub fn dimensions(kind: ImageKind, bytes: &[u8], field: &'static str) -> Result<(u32, u32)> {
    if ImageKind::sniff(bytes) != Some(kind) {
        return Err(not_image(kind, field));
    }
    let size = imagesize::blob_size(bytes).map_err(|_| not_image(kind, field))?;
    let (width, height) = (size.width as u64, size.height as u64);
    check_dimensions(width, height)?;
    // Within the caps, so both fit.
    Ok((
        u32::try_from(width).map_err(AppError::internal)?,
        u32::try_from(height).map_err(AppError::internal)?,
    ))
}

fn not_image(kind: ImageKind, field: &'static str) -> AppError {
    AppError::invalid(
        field,
        format!("The file is not a valid {} image.", kind.name()),
    )
}

fn check_dimensions(width: u64, height: u64) -> Result<()> {
    if width == 0 || height == 0 {
        return Err(AppError::bad_input("The image has no pixels."));
    }
    if width > MAX_SIDE_PIXELS || height > MAX_SIDE_PIXELS || width * height > MAX_PIXELS {
        return Err(AppError::TooLarge(format!(
            "The image is {width} × {height} pixels: images can be at most 10,000 pixels on a side and 50 megapixels in all."
        )));
    }
    Ok(())
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

    /// A PNG whose header declares `width` × `height` pixels; its (tiny) pixel data is never
    /// read.
    fn png_declaring(width: u32, height: u32) -> Vec<u8> {
        let mut png = tiny_png();
        // IHDR's data starts after the 8-byte signature, the chunk's length and its type; its
        // CRC follows the 13 bytes of data.
        png[16..20].copy_from_slice(&width.to_be_bytes());
        png[20..24].copy_from_slice(&height.to_be_bytes());
        let crc = crc32(&png[12..29]);
        png[29..33].copy_from_slice(&crc.to_be_bytes());
        png
    }

    /// PNG's CRC-32 (ISO 3309), bit by bit: a few bytes in a test.
    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = !0u32;
        for byte in bytes {
            crc ^= u32::from(*byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    (crc >> 1) ^ 0xEDB8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }

    #[test]
    fn pixel_bombs_are_refused_from_the_header() {
        for (width, height) in [(20_000, 20_000), (10_001, 10), (8_000, 7_000)] {
            let err = clean(ImageKind::Png, &png_declaring(width, height), "file").unwrap_err();
            assert_eq!(err.kind(), ErrorKind::TooLarge, "{width} × {height}");
            assert!(err.to_string().contains("50 megapixels"), "{err}");
        }
        assert!(clean(ImageKind::Png, &png_declaring(10_000, 5_000), "file").is_ok());
        assert_eq!(
            clean(ImageKind::Png, &png_declaring(0, 5), "file")
                .unwrap_err()
                .kind(),
            ErrorKind::BadUserInput
        );
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
