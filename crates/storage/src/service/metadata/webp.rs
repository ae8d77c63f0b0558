//! WebP: only the chunks that decoding, transparency, colour and animation need are kept;
//! EXIF, XMP and unknown chunks go, and the extended header stops announcing them.

use img_parts::Bytes;
use img_parts::riff::RiffContent;
use img_parts::webp::{
    CHUNK_ALPH, CHUNK_ANIM, CHUNK_ANMF, CHUNK_ICCP, CHUNK_VP8, CHUNK_VP8L, CHUNK_VP8X, WebP,
};

use super::Malformed;

const KEEP: [[u8; 4]; 7] = [
    CHUNK_VP8X, CHUNK_VP8, CHUNK_VP8L, CHUNK_ALPH, CHUNK_ANIM, CHUNK_ANMF, CHUNK_ICCP,
];

/// The VP8X flags that announce EXIF and XMP chunks.
const EXIF_FLAG: u8 = 0b0000_1000;
const XMP_FLAG: u8 = 0b0000_0100;

pub fn strip(bytes: &[u8]) -> Result<Vec<u8>, Malformed> {
    // Reads the RIFF size it declares: bytes after it are dropped.
    let mut webp = WebP::from_bytes(Bytes::copy_from_slice(bytes)).map_err(|_| Malformed)?;
    if ![CHUNK_VP8, CHUNK_VP8L, CHUNK_ANMF]
        .iter()
        .any(|id| webp.has_chunk(*id))
    {
        return Err(Malformed);
    }
    webp.chunks_mut().retain(|chunk| KEEP.contains(&chunk.id()));
    for chunk in webp.chunks_mut() {
        if chunk.id() != CHUNK_VP8X {
            continue;
        }
        if let RiffContent::Data(data) = chunk.content_mut() {
            let mut header = data.to_vec();
            let flags = header.first_mut().ok_or(Malformed)?;
            *flags &= !(EXIF_FLAG | XMP_FLAG);
            *data = Bytes::from(header);
        }
    }
    Ok(webp.encoder().bytes().to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunk(id: &[u8; 4], data: &[u8]) -> Vec<u8> {
        let mut out = id.to_vec();
        out.extend(u32::try_from(data.len()).unwrap().to_le_bytes());
        out.extend(data);
        if data.len() % 2 == 1 {
            out.push(0);
        }
        out
    }

    fn riff(chunks: &[Vec<u8>]) -> Vec<u8> {
        let body: Vec<u8> = chunks.concat();
        let mut out = b"RIFF".to_vec();
        out.extend(u32::try_from(body.len() + 4).unwrap().to_le_bytes());
        out.extend(b"WEBP");
        out.extend(body);
        out
    }

    fn vp8x(flags: u8) -> Vec<u8> {
        chunk(b"VP8X", &[flags, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    }

    fn image() -> Vec<u8> {
        chunk(b"VP8L", &[0x2F, 0, 0, 0, 0x00, 0x07])
    }

    #[test]
    fn exif_and_xmp_are_removed_and_no_longer_announced() {
        let dirty = riff(&[
            vp8x(0b0010_1100),
            chunk(b"ICCP", b"profile"),
            image(),
            chunk(b"EXIF", b"MM\0*GPSLatitude"),
            chunk(b"XMP ", b"<x:xmpmeta>Jane</x:xmpmeta>"),
        ]);
        let clean = riff(&[vp8x(0b0010_0000), chunk(b"ICCP", b"profile"), image()]);
        assert_eq!(strip(&dirty).unwrap(), clean);
        let mut trailing = clean.clone();
        trailing.extend(b"12 Hill Road");
        assert_eq!(strip(&trailing).unwrap(), clean);
    }

    #[test]
    fn webps_without_an_image_are_refused() {
        assert_eq!(strip(&riff(&[vp8x(0)])), Err(Malformed));
        let truncated = riff(&[image()]);
        assert_eq!(strip(&truncated[..truncated.len() - 3]), Err(Malformed));
    }
}
