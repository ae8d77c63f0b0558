//! JPEG: a walk over the markers. Kept: the frame, tables, scans and restart markers, a JFIF
//! header without its thumbnail, an ICC colour profile and Adobe's colour-transform flag.
//! Dropped: every other application segment (APP1 EXIF and XMP, APP13 IPTC, APP2 MPF …),
//! comments, and everything after the end of the image.
//!
//! Written by hand rather than with `img-parts`, which keeps everything after the first scan
//! as it is: segments between progressive scans, and the secondary images and video that
//! phones append after the end marker with EXIF and GPS blocks of their own.

use super::{Malformed, Reader};

const SOI: u8 = 0xD8;
const EOI: u8 = 0xD9;
const SOS: u8 = 0xDA;
const APP0: u8 = 0xE0;
const APP2: u8 = 0xE2;
const APP14: u8 = 0xEE;
const COM: u8 = 0xFE;

/// What of a segment goes into the output.
enum Keep {
    Whole,
    /// A JFIF header's fixed fields, without the thumbnail it may carry.
    JfifHeader,
    Nothing,
}

fn keep(marker: u8, payload: &[u8]) -> Keep {
    match marker {
        APP0 if payload.starts_with(b"JFIF\0") && payload.len() >= JFIF_FIELDS => Keep::JfifHeader,
        APP2 if payload.starts_with(b"ICC_PROFILE\0") => Keep::Whole,
        APP14 if payload.starts_with(b"Adobe") => Keep::Whole,
        APP0..=0xEF | COM => Keep::Nothing,
        _ => Keep::Whole,
    }
}

/// "JFIF\0", version (2), density units (1), densities (2 + 2), thumbnail size (1 + 1).
const JFIF_FIELDS: usize = 14;

pub fn strip(data: &[u8]) -> Result<Vec<u8>, Malformed> {
    if !data.starts_with(&[0xFF, SOI]) {
        return Err(Malformed);
    }
    let mut out = Vec::with_capacity(data.len());
    out.extend_from_slice(&[0xFF, SOI]);
    let mut r = Reader::new(data, 2);
    loop {
        if r.byte()? != 0xFF {
            return Err(Malformed);
        }
        let mut marker = r.byte()?;
        while marker == 0xFF {
            marker = r.byte()?;
        }
        match marker {
            EOI => {
                out.extend_from_slice(&[0xFF, EOI]);
                return Ok(out);
            }
            // Markers without a length.
            0x01 | 0xD0..=0xD7 => {
                out.extend_from_slice(&[0xFF, marker]);
                continue;
            }
            0x00 | SOI => return Err(Malformed),
            _ => {}
        }
        let length = r.take(2)?;
        let length = usize::from(u16::from_be_bytes([length[0], length[1]]));
        let payload = r.take(length.checked_sub(2).ok_or(Malformed)?)?;
        match keep(marker, payload) {
            Keep::Whole => {
                out.extend_from_slice(&[0xFF, marker]);
                out.extend_from_slice(&length_bytes(length));
                out.extend_from_slice(payload);
            }
            Keep::JfifHeader => {
                out.extend_from_slice(&[0xFF, APP0]);
                out.extend_from_slice(&length_bytes(JFIF_FIELDS + 2));
                out.extend_from_slice(&payload[..JFIF_FIELDS - 2]);
                out.extend_from_slice(&[0, 0]);
            }
            Keep::Nothing => {}
        }
        if marker == SOS {
            let start = r.pos;
            skip_entropy_coded_data(&mut r)?;
            out.extend_from_slice(&data[start..r.pos]);
        }
    }
}

fn length_bytes(length: usize) -> [u8; 2] {
    u16::try_from(length).unwrap_or(u16::MAX).to_be_bytes()
}

/// Moves to the next marker after a scan's data: a 0xFF that is neither a stuffed zero byte
/// nor a restart marker.
fn skip_entropy_coded_data(r: &mut Reader<'_>) -> Result<(), Malformed> {
    loop {
        let rest = r.data.get(r.pos..).ok_or(Malformed)?;
        let at = rest.iter().position(|&b| b == 0xFF).ok_or(Malformed)?;
        r.pos += at;
        match r.data.get(r.pos + 1) {
            None => return Err(Malformed),
            Some(0x00 | 0xD0..=0xD7) => r.pos += 2,
            Some(_) => return Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn segment(marker: u8, payload: &[u8]) -> Vec<u8> {
        let mut out = vec![0xFF, marker];
        out.extend_from_slice(&u16::try_from(payload.len() + 2).unwrap().to_be_bytes());
        out.extend_from_slice(payload);
        out
    }

    /// The parts of a baseline JPEG the stripper must keep, around a scan whose data holds a
    /// stuffed 0xFF00 and a restart marker.
    fn image_parts() -> (Vec<u8>, Vec<u8>) {
        let mut head = segment(0xDB, &[0; 65]); // quantisation table
        head.extend(segment(0xC0, &[8, 0, 1, 0, 1, 1, 1, 0x11, 0])); // 1×1, one component
        head.extend(segment(
            0xC4,
            &[0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        ));
        let mut scan = segment(SOS, &[1, 1, 0, 0, 63, 0]);
        scan.extend([0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD0, 0x56]);
        (head, scan)
    }

    fn jfif() -> Vec<u8> {
        segment(APP0, b"JFIF\0\x01\x01\x00\x00\x01\x00\x01\x00\x00")
    }

    #[test]
    fn exif_xmp_iptc_comments_and_trailers_are_removed() {
        let (head, scan) = image_parts();
        let icc = segment(APP2, b"ICC_PROFILE\0\x01\x01profile");
        let mut dirty = vec![0xFF, SOI];
        dirty.extend(jfif());
        dirty.extend(segment(0xE1, b"Exif\0\0MM\0*GPSLatitude 51.5072"));
        dirty.extend(segment(0xE1, b"http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>"));
        dirty.extend(segment(0xED, b"Photoshop 3.0\08BIM Jane Smith"));
        dirty.extend(segment(APP2, b"MPF\0MM\0*"));
        dirty.extend(segment(COM, b"taken at 12 Hill Road"));
        dirty.extend(&icc);
        dirty.extend(&head);
        dirty.extend(&scan);
        dirty.extend(segment(COM, b"between scans"));
        dirty.extend(&scan);
        dirty.extend([0xFF, EOI]);
        dirty.extend(b"\xFF\xD8\xFF\xE1 a second image with its own EXIF \xFF\xD9");

        let mut clean = vec![0xFF, SOI];
        clean.extend(jfif());
        clean.extend(&icc);
        clean.extend(&head);
        clean.extend(&scan);
        clean.extend(&scan);
        clean.extend([0xFF, EOI]);
        assert_eq!(strip(&dirty).unwrap(), clean);
        assert_eq!(strip(&clean).unwrap(), clean, "a clean JPEG is unchanged");
    }

    #[test]
    fn a_jfif_thumbnail_is_dropped() {
        let (head, scan) = image_parts();
        let mut with_thumbnail = vec![0xFF, SOI];
        let mut app0 = b"JFIF\0\x01\x01\x00\x00\x01\x00\x01\x01\x01".to_vec();
        app0.extend([200, 10, 10]); // a 1×1 RGB thumbnail
        with_thumbnail.extend(segment(APP0, &app0));
        with_thumbnail.extend(&head);
        with_thumbnail.extend(&scan);
        with_thumbnail.extend([0xFF, EOI]);
        let stripped = strip(&with_thumbnail).unwrap();
        let mut expected = vec![0xFF, SOI];
        expected.extend(jfif());
        expected.extend(&head);
        expected.extend(&scan);
        expected.extend([0xFF, EOI]);
        assert_eq!(stripped, expected);
    }

    #[test]
    fn broken_jpegs_are_refused() {
        let (head, scan) = image_parts();
        let mut image = vec![0xFF, SOI];
        image.extend(&head);
        image.extend(&scan);
        assert_eq!(strip(&image), Err(Malformed), "no end marker");
        let mut short = vec![0xFF, SOI, 0xFF, 0xDB, 0x00, 0x40, 1, 2];
        assert_eq!(
            strip(&short),
            Err(Malformed),
            "a segment longer than the file"
        );
        short = vec![0xFF, SOI, 0xFF, 0xDB, 0x00, 0x01];
        assert_eq!(strip(&short), Err(Malformed), "a length below 2");
        assert_eq!(strip(b"GIF89a"), Err(Malformed));
    }
}
