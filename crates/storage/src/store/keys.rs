//! Object keys. The services derive them from object ids; the local backend also reads them
//! from URL paths, so a key must never climb out of the files folder.

/// Longest key accepted; ours are about 40 characters.
const MAX_KEY_LEN: usize = 200;

/// `segment/segment/…`, each segment of ASCII letters, digits, `-`, `_` and `.`, never starting
/// with a dot (no `..`, no hidden files, nothing the local backend keeps for itself), and no
/// leading slash (no absolute paths).
pub fn valid_key(key: &str) -> bool {
    key.len() <= MAX_KEY_LEN
        && key.split('/').all(|segment| {
            !segment.is_empty()
                && !segment.starts_with('.')
                && segment
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_stay_inside_the_files_folder() {
        assert!(valid_key("images/65a1b2c3d4e5f60718293a4b.jpg"));
        assert!(valid_key("a"));
        for bad in [
            "",
            "/etc/passwd",
            "../secret",
            "images/../../secret",
            "images/./x",
            "images//x",
            "images/",
            ".tmp/upload",
            "images\\..\\x",
            "images/x y",
            "images/%2e%2e",
            "C:/x",
        ] {
            assert!(!valid_key(bad), "{bad}");
        }
        assert!(!valid_key(&"a".repeat(MAX_KEY_LEN + 1)));
    }
}
