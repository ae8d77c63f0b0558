//! Resized copies of attached images, so a 32 px avatar is not a 50 KB photo. When a post or a
//! profile attaches a file, its pixels are decoded once and smaller copies are encoded: square
//! avatars of 32, 64 and 128 px; post images 640 px wide for the feed and at most 1600 px wide
//! for the full view. Nothing is ever upscaled, and a copy that is not smaller than the
//! original is not kept. Re-encoding writes pixels only, so no EXIF, GPS, XMP or comment of
//! the original can reach a variant.
//!
//! The copies live in the same store as the original, under keys derived from the file's id,
//! and are listed in `files.variants` (JSON), which every deletion of the row reads: they go
//! with the original.

use std::io::Cursor;

use common::{AppError, Result};
use image::imageops::FilterType;
use image::{DynamicImage, GenericImageView, ImageFormat, ImageReader, Limits};
use serde::{Deserialize, Serialize};

use super::images::{self, ImageKind};

/// What an attached image is shown as, which decides the copies made of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A profile image: square copies for the 32, 64 and 128 px avatar circles (spec §9).
    Avatar,
    /// A post's image: the feed's width and the full view's cap.
    PostImage,
}

/// Spec §9 avatar sizes, in pixels.
pub const AVATAR_SIZES: [u32; 3] = [32, 64, 128];
/// Wide enough for a feed card on a phone at 2× or a desktop column at 1×.
pub const FEED_WIDTH: u32 = 640;
/// The full view's largest image; wider originals are not sent to anyone.
pub const FULL_WIDTH: u32 = 1600;

/// JPEG quality of the copies: visually close to the original at a fraction of its bytes.
const JPEG_QUALITY: u8 = 82;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Shape {
    /// Cropped to a centred square (avatars).
    Square,
    /// The original's proportions at a smaller width.
    Scaled,
}

/// One stored copy.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Variant {
    pub shape: Shape,
    pub width: u32,
    pub height: u32,
    pub content_type: String,
}

impl Variant {
    /// `images/<id>-s32.jpg`, `images/<id>-w640.png`: derived from the file's id, never from
    /// anything a member sent.
    pub fn key(&self, file_id: &str) -> String {
        let shape = match self.shape {
            Shape::Square => 's',
            Shape::Scaled => 'w',
        };
        let ext = if self.content_type == ImageKind::Png.content_type() {
            "png"
        } else {
            "jpg"
        };
        format!("images/{file_id}-{shape}{}.{ext}", self.width)
    }
}

/// What `files.variants` holds: the original's size and the copies made so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Variants {
    pub width: u32,
    pub height: u32,
    pub made: Vec<Variant>,
}

impl Variants {
    /// The column's value; an unreadable one counts as none made (the original is served).
    pub fn parse(column: Option<&str>) -> Option<Self> {
        column.and_then(|json| serde_json::from_str(json).ok())
    }

    pub fn to_json(&self) -> Result<String> {
        serde_json::to_string(self).map_err(AppError::internal)
    }

    /// Every stored copy's key, for deleting them with the original.
    pub fn keys(&self, file_id: &str) -> Vec<String> {
        self.made.iter().map(|v| v.key(file_id)).collect()
    }

    /// Whether the copies `purpose` needs are all there. (A copy skipped for not being smaller
    /// is tried again on the file's next attachment: rare, and only costs a decode.)
    pub fn covers(&self, kind: ImageKind, purpose: Purpose) -> bool {
        planned(kind, purpose, self.width, self.height)
            .iter()
            .all(|(shape, width)| self.has(*shape, *width))
    }

    fn has(&self, shape: Shape, width: u32) -> bool {
        self.made
            .iter()
            .any(|v| v.shape == shape && v.width == width)
    }
}

/// The copies `purpose` asks for, of an image of `kind` and `width` × `height`: never larger
/// than it. A PNG or WebP post image up to the full width also gets a copy at its own width:
/// a screenshot or a photo saved as PNG is often several times the bytes of the same pixels
/// as JPEG (kept only when smaller, and PNG again where it is see-through). A GIF keeps its
/// frames: no copy at its own width, whose first frame alone would stand in for it.
fn planned(kind: ImageKind, purpose: Purpose, width: u32, height: u32) -> Vec<(Shape, u32)> {
    match purpose {
        Purpose::Avatar => AVATAR_SIZES
            .into_iter()
            .filter(|size| *size < width.min(height))
            .map(|size| (Shape::Square, size))
            .collect(),
        Purpose::PostImage => {
            let mut widths: Vec<u32> = [FEED_WIDTH, FULL_WIDTH]
                .into_iter()
                .filter(|target| *target < width)
                .collect();
            if matches!(kind, ImageKind::Png | ImageKind::Webp) && width <= FULL_WIDTH {
                widths.push(width);
            }
            widths.into_iter().map(|w| (Shape::Scaled, w)).collect()
        }
    }
}

/// A copy and its bytes, to store.
pub struct Rendered {
    pub variant: Variant,
    pub bytes: Vec<u8>,
}

/// Decodes `original` (an image of `kind` already checked and stripped) and encodes the
/// copies `purpose` needs that `existing` lacks. CPU work: call it in `spawn_blocking`.
/// Answers the original's size and the new copies.
pub fn render(
    kind: ImageKind,
    original: &[u8],
    purpose: Purpose,
    existing: Option<&Variants>,
) -> Result<(u32, u32, Vec<Rendered>)> {
    // The same header checks as the upload's, before a single pixel is decoded.
    let (width, height) = images::dimensions(kind, original, "objectId")?;
    let plan: Vec<_> = planned(kind, purpose, width, height)
        .into_iter()
        .filter(|(shape, size)| !existing.is_some_and(|e| e.has(*shape, *size)))
        .collect();
    if plan.is_empty() {
        return Ok((width, height, Vec::new()));
    }
    let image = decode(kind, original)?;
    let mut rendered = Vec::with_capacity(plan.len());
    for (shape, size) in plan {
        let copy = match shape {
            Shape::Square => square(&image, size),
            Shape::Scaled => {
                let scaled_height = (u64::from(height) * u64::from(size))
                    .div_ceil(u64::from(width))
                    .max(1);
                let scaled_height = u32::try_from(scaled_height).unwrap_or(size);
                image.resize_exact(size, scaled_height, FilterType::Triangle)
            }
        };
        let (content_type, bytes) = encode(&copy)?;
        // A copy as large as the original saves nothing: the original is served instead.
        if bytes.len() >= original.len() {
            continue;
        }
        rendered.push(Rendered {
            variant: Variant {
                shape,
                width: copy.width(),
                height: copy.height(),
                content_type: content_type.to_owned(),
            },
            bytes,
        });
    }
    Ok((width, height, rendered))
}

fn decode(kind: ImageKind, bytes: &[u8]) -> Result<DynamicImage> {
    let format = match kind {
        ImageKind::Jpeg => ImageFormat::Jpeg,
        ImageKind::Png => ImageFormat::Png,
        ImageKind::Gif => ImageFormat::Gif,
        ImageKind::Webp => ImageFormat::WebP,
    };
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    // The header was checked already; the decoder enforces the same caps on what it finds.
    let mut limits = Limits::default();
    limits.max_image_width = u32::try_from(images::MAX_SIDE_PIXELS).ok();
    limits.max_image_height = u32::try_from(images::MAX_SIDE_PIXELS).ok();
    limits.max_alloc = Some(images::MAX_PIXELS * 4 + 64 * 1024 * 1024);
    reader.limits(limits);
    // An animated GIF gives its first frame: a still avatar or preview.
    reader.decode().map_err(AppError::internal)
}

/// The centred square of `size` pixels that `object-fit: cover` would show.
fn square(image: &DynamicImage, size: u32) -> DynamicImage {
    let (width, height) = image.dimensions();
    let side = width.min(height);
    let cropped = image.crop_imm((width - side) / 2, (height - side) / 2, side, side);
    cropped.resize_exact(size, size, FilterType::Triangle)
}

/// JPEG for photos; PNG when some pixel is see-through (JPEG would turn it black).
fn encode(image: &DynamicImage) -> Result<(&'static str, Vec<u8>)> {
    let mut bytes = Vec::new();
    let transparent = image.color().has_alpha() && image.to_rgba8().pixels().any(|p| p.0[3] < 255);
    if transparent {
        image
            .to_rgba8()
            .write_to(&mut Cursor::new(&mut bytes), ImageFormat::Png)
            .map_err(AppError::internal)?;
        return Ok((ImageKind::Png.content_type(), bytes));
    }
    let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, JPEG_QUALITY);
    image
        .to_rgb8()
        .write_with_encoder(encoder)
        .map_err(AppError::internal)?;
    Ok((ImageKind::Jpeg.content_type(), bytes))
}

#[cfg(test)]
mod tests {
    use image::{Rgb, RgbImage, Rgba, RgbaImage};

    use super::*;

    fn photo(width: u32, height: u32) -> Vec<u8> {
        let image = RgbImage::from_fn(width, height, |x, y| {
            Rgb([
                (x * 7 % 256) as u8,
                (y * 13 % 256) as u8,
                ((x ^ y) % 256) as u8,
            ])
        });
        let mut bytes = Vec::new();
        let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, 95);
        image.write_with_encoder(encoder).unwrap();
        bytes
    }

    #[test]
    fn avatars_are_squares_never_larger_than_the_original() {
        let (width, height, copies) =
            render(ImageKind::Jpeg, &photo(300, 200), Purpose::Avatar, None).unwrap();
        assert_eq!((width, height), (300, 200));
        let sizes: Vec<_> = copies
            .iter()
            .map(|c| (c.variant.shape, c.variant.width, c.variant.height))
            .collect();
        assert_eq!(
            sizes,
            [
                (Shape::Square, 32, 32),
                (Shape::Square, 64, 64),
                (Shape::Square, 128, 128)
            ]
        );
        let (_, _, copies) =
            render(ImageKind::Jpeg, &photo(100, 90), Purpose::Avatar, None).unwrap();
        assert_eq!(copies.len(), 2, "no 128 px copy of a 90 px image");
    }

    #[test]
    fn post_images_get_the_feed_width_and_the_full_cap() {
        let (_, _, copies) = render(
            ImageKind::Jpeg,
            &photo(2000, 1000),
            Purpose::PostImage,
            None,
        )
        .unwrap();
        let sizes: Vec<_> = copies
            .iter()
            .map(|c| (c.variant.width, c.variant.height))
            .collect();
        assert_eq!(sizes, [(640, 320), (1600, 800)]);
        let (_, _, copies) =
            render(ImageKind::Jpeg, &photo(500, 400), Purpose::PostImage, None).unwrap();
        assert!(copies.is_empty(), "never upscaled");
    }

    #[test]
    fn a_png_post_image_gets_a_jpeg_copy_at_its_own_width_and_a_gif_keeps_its_frames() {
        let decoded = image::load_from_memory(&photo(500, 400)).unwrap();
        let mut png = Vec::new();
        decoded
            .write_to(&mut Cursor::new(&mut png), ImageFormat::Png)
            .unwrap();
        let (_, _, copies) = render(ImageKind::Png, &png, Purpose::PostImage, None).unwrap();
        let made: Vec<_> = copies
            .iter()
            .map(|c| (c.variant.width, c.variant.content_type.as_str()))
            .collect();
        assert_eq!(made, [(500, "image/jpeg")]);
        assert!(copies[0].bytes.len() < png.len());

        let mut gif = Vec::new();
        decoded
            .write_to(&mut Cursor::new(&mut gif), ImageFormat::Gif)
            .unwrap();
        let (_, _, copies) = render(ImageKind::Gif, &gif, Purpose::PostImage, None).unwrap();
        assert!(
            copies.is_empty(),
            "an animation is not cut to its first frame"
        );
    }

    #[test]
    fn existing_copies_are_not_made_again() {
        let original = photo(300, 300);
        let (width, height, copies) =
            render(ImageKind::Jpeg, &original, Purpose::Avatar, None).unwrap();
        let existing = Variants {
            width,
            height,
            made: copies.into_iter().map(|c| c.variant).collect(),
        };
        assert!(existing.covers(ImageKind::Jpeg, Purpose::Avatar));
        let (_, _, again) =
            render(ImageKind::Jpeg, &original, Purpose::Avatar, Some(&existing)).unwrap();
        assert!(again.is_empty());
    }

    #[test]
    fn transparency_keeps_png_and_opaque_pixels_become_jpeg() {
        let see_through = RgbaImage::from_fn(200, 200, |x, y| {
            Rgba([
                (x * y % 256) as u8,
                (x * 3 % 256) as u8,
                (y * 5 % 256) as u8,
                (x % 256) as u8,
            ])
        });
        let opaque = RgbaImage::from_fn(200, 200, |x, y| {
            Rgba([(x % 256) as u8, (y % 256) as u8, 9, 255])
        });
        for (image, expected) in [(see_through, "image/png"), (opaque, "image/jpeg")] {
            let mut png = Vec::new();
            image
                .write_to(&mut Cursor::new(&mut png), ImageFormat::Png)
                .unwrap();
            let (_, _, copies) = render(ImageKind::Png, &png, Purpose::Avatar, None).unwrap();
            assert!(!copies.is_empty());
            for copy in copies {
                assert_eq!(copy.variant.content_type, expected);
            }
        }
    }

    #[test]
    fn keys_are_derived_from_the_id() {
        let variant = Variant {
            shape: Shape::Square,
            width: 32,
            height: 32,
            content_type: "image/jpeg".into(),
        };
        assert_eq!(
            variant.key("65a1b2c3d4e5f60718293a4b"),
            "images/65a1b2c3d4e5f60718293a4b-s32.jpg"
        );
    }
}
