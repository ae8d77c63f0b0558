//! Removing metadata from image containers without touching the pixels. Each format keeps
//! what decoding and colour need, and drops the rest: EXIF (with GPS positions, camera serial
//! numbers and thumbnails of the uncropped photo), XMP, IPTC, comments, text and timestamps,
//! and anything appended after the image.

mod gif;
mod jpeg;
mod png;
mod webp;

use super::images::ImageKind;

/// The bytes do not hold a well-formed image of the expected format.
#[derive(Debug, PartialEq, Eq)]
pub struct Malformed;

pub fn strip(kind: ImageKind, bytes: &[u8]) -> Result<Vec<u8>, Malformed> {
    match kind {
        ImageKind::Jpeg => jpeg::strip(bytes),
        ImageKind::Png => png::strip(bytes),
        ImageKind::Gif => gif::strip(bytes),
        ImageKind::Webp => webp::strip(bytes),
    }
}

/// A cursor over bytes whose every read is bounds-checked.
struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn new(data: &'a [u8], pos: usize) -> Self {
        Self { data, pos }
    }

    fn byte(&mut self) -> Result<u8, Malformed> {
        let byte = *self.data.get(self.pos).ok_or(Malformed)?;
        self.pos += 1;
        Ok(byte)
    }

    fn take(&mut self, len: usize) -> Result<&'a [u8], Malformed> {
        let end = self.pos.checked_add(len).ok_or(Malformed)?;
        let bytes = self.data.get(self.pos..end).ok_or(Malformed)?;
        self.pos = end;
        Ok(bytes)
    }

    fn peek(&self, len: usize) -> Option<&'a [u8]> {
        self.data.get(self.pos..self.pos.checked_add(len)?)
    }
}

/// Small images built by hand, for the tests of every format.
#[cfg(test)]
pub(crate) mod tests {
    use img_parts::Bytes;
    use img_parts::png::PngChunk;

    fn png_chunk(kind: &[u8; 4], contents: &[u8]) -> Bytes {
        PngChunk::new(*kind, Bytes::copy_from_slice(contents))
            .encoder()
            .bytes()
    }

    fn png(extra: &[(&[u8; 4], &[u8])]) -> Vec<u8> {
        let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
        // 1×1, 8-bit RGB.
        out.extend(png_chunk(b"IHDR", &[0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]));
        for (kind, contents) in extra {
            out.extend(png_chunk(kind, contents));
        }
        // One red pixel: a stored zlib block of the filter byte and RGB, then its Adler-32.
        out.extend(png_chunk(
            b"IDAT",
            &[
                0x78, 0x01, 0x01, 0x04, 0x00, 0xFB, 0xFF, 0, 255, 0, 0, 0x03, 0x01, 0x01, 0x00,
            ],
        ));
        out.extend(png_chunk(b"IEND", &[]));
        out
    }

    pub fn tiny_png() -> Vec<u8> {
        png(&[])
    }

    pub fn png_with_text() -> Vec<u8> {
        png(&[
            (b"tEXt", b"Author\0Jane Smith"),
            (b"iTXt", b"GPS\0\0\0\0\x0051.5072 N, 0.1276 W"),
            (b"zTXt", b"Comment\0\0x\x9c\x03\0\0\0\0\x01"),
            (b"tIME", &[7, 232, 11, 23, 12, 0, 0]),
            (b"eXIf", b"MM\0*\0\0\0\x08\0\0"),
        ])
    }

    /// A 1×1 GIF89a with a global palette, as many tools write it.
    pub fn tiny_gif() -> Vec<u8> {
        let mut out = b"GIF89a".to_vec();
        out.extend([1, 0, 1, 0, 0x80, 0, 0]); // 1×1, a global table of 2 colours
        out.extend([0, 0, 0, 255, 255, 255]);
        out.extend([0x21, 0xF9, 4, 0, 0, 0, 0, 0]); // graphic control
        out.extend([0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0]); // image descriptor
        out.extend([2, 2, 0x44, 0x01, 0]); // LZW data
        out.push(0x3B);
        out
    }
}
