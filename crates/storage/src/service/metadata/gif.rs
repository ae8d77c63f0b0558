//! GIF: a walk over the blocks. Kept: the header and palettes, images with their graphic
//! control, plain-text blocks (drawn on the image), and the looping blocks animations need
//! (NETSCAPE2.0, ANIMEXTS1.0). Dropped: comments, every other application block (XMP, ICC,
//! editors' data), and everything after the trailer.

use super::{Malformed, Reader};

const IMAGE: u8 = 0x2C;
const EXTENSION: u8 = 0x21;
const TRAILER: u8 = 0x3B;
const PLAIN_TEXT: u8 = 0x01;
const GRAPHIC_CONTROL: u8 = 0xF9;
const APPLICATION: u8 = 0xFF;

/// Application blocks that only say how often an animation loops.
const LOOPING: [&[u8; 12]; 2] = [b"\x0bNETSCAPE2.0", b"\x0bANIMEXTS1.0"];

pub fn strip(data: &[u8]) -> Result<Vec<u8>, Malformed> {
    let mut r = Reader::new(data, 0);
    let header = r.take(6)?;
    if header != b"GIF87a" && header != b"GIF89a" {
        return Err(Malformed);
    }
    let screen = r.take(7)?;
    skip_colour_table(&mut r, screen[4])?;
    let mut out = Vec::with_capacity(data.len());
    out.extend_from_slice(&data[..r.pos]);
    loop {
        let start = r.pos;
        match r.byte()? {
            TRAILER => {
                out.push(TRAILER);
                return Ok(out);
            }
            IMAGE => {
                let descriptor = r.take(9)?;
                skip_colour_table(&mut r, descriptor[8])?;
                r.take(1)?; // LZW minimum code size
                skip_sub_blocks(&mut r)?;
                out.extend_from_slice(&data[start..r.pos]);
            }
            EXTENSION => {
                let keep = match r.byte()? {
                    GRAPHIC_CONTROL | PLAIN_TEXT => true,
                    APPLICATION => r
                        .peek(12)
                        .is_some_and(|id| LOOPING.iter().any(|looping| id == *looping)),
                    _ => false,
                };
                skip_sub_blocks(&mut r)?;
                if keep {
                    out.extend_from_slice(&data[start..r.pos]);
                }
            }
            _ => return Err(Malformed),
        }
    }
}

/// A colour table follows when the packed field's top bit is set; it has 2^(n+1) RGB entries.
fn skip_colour_table(r: &mut Reader<'_>, packed: u8) -> Result<(), Malformed> {
    if packed & 0x80 != 0 {
        r.take(3 << ((packed & 0x07) + 1))?;
    }
    Ok(())
}

/// Data sub-blocks: a size byte and that many bytes, until a size of zero.
fn skip_sub_blocks(r: &mut Reader<'_>) -> Result<(), Malformed> {
    loop {
        let size = r.byte()?;
        if size == 0 {
            return Ok(());
        }
        r.take(usize::from(size))?;
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::tiny_gif;
    use super::*;

    fn with_blocks(blocks: &[&[u8]], trailer: &[u8]) -> Vec<u8> {
        let gif = tiny_gif();
        let (body, _) = gif.split_at(gif.len() - 1);
        let (head, image) = body.split_at(13 + 6);
        let mut out = head.to_vec();
        for block in blocks {
            out.extend_from_slice(block);
        }
        out.extend_from_slice(image);
        out.push(TRAILER);
        out.extend_from_slice(trailer);
        out
    }

    #[test]
    fn comments_and_application_data_are_removed_but_looping_stays() {
        let looping: &[u8] = b"\x21\xFF\x0bNETSCAPE2.0\x03\x01\x00\x00\x00";
        let comment: &[u8] = b"\x21\xFE\x0cJane Smith's\x00";
        let xmp: &[u8] = b"\x21\xFF\x0bXMP DataXMP\x05<x:x>\x00";
        let dirty = with_blocks(&[looping, comment, xmp], b"trailing data");
        assert_eq!(strip(&dirty).unwrap(), with_blocks(&[looping], b""));
        assert_eq!(
            strip(&tiny_gif()).unwrap(),
            tiny_gif(),
            "a clean GIF is unchanged"
        );
    }

    #[test]
    fn broken_gifs_are_refused() {
        let gif = tiny_gif();
        assert_eq!(strip(&gif[..gif.len() - 1]), Err(Malformed), "no trailer");
        assert_eq!(strip(&gif[..10]), Err(Malformed));
        let mut unknown = gif.clone();
        let at = unknown.len() - 1;
        unknown.insert(at, 0x99);
        assert_eq!(strip(&unknown), Err(Malformed));
    }
}
