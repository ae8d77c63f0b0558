//! PNG: only the chunks that decoding, transparency, colour and animation need are kept;
//! every text chunk (tEXt, iTXt, zTXt), eXIf, tIME and any private chunk goes.

use img_parts::Bytes;
use img_parts::png::Png;

use super::Malformed;

const KEEP: &[&[u8; 4]] = &[
    b"IHDR", b"PLTE", b"IDAT", b"IEND", b"tRNS", b"cHRM", b"gAMA", b"iCCP", b"sBIT", b"sRGB",
    b"cICP", b"mDCV", b"cLLI", b"bKGD", b"hIST", b"pHYs", b"acTL", b"fcTL", b"fdAT",
];

pub fn strip(bytes: &[u8]) -> Result<Vec<u8>, Malformed> {
    // Also checks every chunk's CRC, and stops at IEND (what follows it is dropped).
    let mut png = Png::from_bytes(Bytes::copy_from_slice(bytes)).map_err(|_| Malformed)?;
    let chunks = png.chunks();
    let first = chunks.first().map(|c| c.kind());
    let last = chunks.last().map(|c| c.kind());
    if first != Some(*b"IHDR") || last != Some(*b"IEND") {
        return Err(Malformed);
    }
    png.chunks_mut()
        .retain(|chunk| KEEP.contains(&&chunk.kind()));
    Ok(png.encoder().bytes().to_vec())
}

#[cfg(test)]
mod tests {
    use super::super::tests::{png_with_text, tiny_png};
    use super::*;

    #[test]
    fn text_exif_and_time_chunks_are_removed() {
        let stripped = strip(&png_with_text()).unwrap();
        assert_eq!(stripped, tiny_png());
        assert_eq!(
            strip(&tiny_png()).unwrap(),
            tiny_png(),
            "a clean PNG is unchanged"
        );
    }

    #[test]
    fn anything_after_the_end_is_dropped() {
        let mut trailing = tiny_png();
        trailing.extend_from_slice(b"Jane Smith, 12 Hill Road");
        assert_eq!(strip(&trailing).unwrap(), tiny_png());
    }

    #[test]
    fn broken_pngs_are_refused() {
        let png = tiny_png();
        assert_eq!(strip(&png[..png.len() - 12]), Err(Malformed), "no IEND");
        let mut bad_crc = png.clone();
        let at = bad_crc.len() - 20;
        bad_crc[at] ^= 1;
        assert_eq!(strip(&bad_crc), Err(Malformed));
    }
}
