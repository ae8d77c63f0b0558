//! Member text at the boundary: one tidy-up for every title, text, comment, explanation,
//! reason and description a service stores, so no words can spoof or hide.
//!
//! - C0 and C1 control characters (NUL, ESC, …) are removed, except newline and tab; a
//!   carriage return goes too (a line ends with a newline alone).
//! - Bidirectional embeddings and overrides (U+202A–U+202E) are removed: an override
//!   reverses the text after it, even text around it in the back office's sentences
//!   ("…the post "Clinic tips "verified by admin:"). The isolates (U+2066–U+2069) stay:
//!   right-to-left writers need them, and they cannot leak past their own text.
//! - Text made only of whitespace and invisible characters (zero-width spaces and joiners,
//!   direction marks, fillers) is empty: the caller's "please write something" applies.
//!
//! The app shows every piece of member text isolated (`<bdi>` / `unicode-bidi: isolate`) as
//! well; this keeps what is stored clean for every other reader (exports, mail, logs).

/// The text as stored: forbidden characters removed, whitespace trimmed at both ends, and
/// `""` when nothing visible remains.
pub fn tidy(text: &str) -> String {
    let kept: String = text.chars().filter(|c| !is_removed(*c)).collect();
    if kept.chars().all(|c| c.is_whitespace() || is_invisible(c)) {
        return String::new();
    }
    balance_isolates(kept.trim())
}

/// Every isolate opened (LRI, RLI, FSI) is closed (PDI) within the text, and a PDI with
/// nothing to close goes: an isolate left open would take in whatever the page writes after
/// the text, as an override would.
fn balance_isolates(text: &str) -> String {
    let mut open = 0usize;
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\u{2066}'..='\u{2068}' => open += 1,
            '\u{2069}' if open == 0 => continue,
            '\u{2069}' => open -= 1,
            _ => {}
        }
        out.push(c);
    }
    out.extend(std::iter::repeat_n('\u{2069}', open));
    out
}

/// [`tidy`] for an optional field: `None` when nothing visible remains.
pub fn tidy_optional(text: Option<String>) -> Option<String> {
    text.map(|t| tidy(&t)).filter(|t| !t.is_empty())
}

/// Characters never stored: controls but newline and tab, and bidi embeddings/overrides.
fn is_removed(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t') || ('\u{202A}'..='\u{202E}').contains(&c)
}

/// Characters that show nothing by themselves.
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'                       // soft hyphen
            | '\u{034F}'                 // combining grapheme joiner
            | '\u{061C}'                 // Arabic letter mark
            | '\u{115F}' | '\u{1160}'    // Hangul fillers
            | '\u{17B4}' | '\u{17B5}'    // Khmer inherent vowels
            | '\u{180B}'..='\u{180F}'    // Mongolian selectors and vowel separator
            | '\u{200B}'..='\u{200F}'    // zero-width space, joiners, direction marks
            | '\u{2060}'..='\u{206F}'    // word joiner, invisible operators, isolates
            | '\u{3164}'                 // Hangul filler
            | '\u{FE00}'..='\u{FE0F}'    // variation selectors
            | '\u{FEFF}'                 // zero-width no-break space
            | '\u{FFA0}'                 // halfwidth Hangul filler
            | '\u{E0000}'..='\u{E007F}' // tags
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_overrides_go_newlines_tabs_and_isolates_stay() {
        assert_eq!(tidy("  a\u{0}b\u{1b}[31mc\r\n\td\u{85}  "), "ab[31mc\n\td");
        assert_eq!(tidy("Clinic tips\u{202E}nimda"), "Clinic tipsnimda");
        assert_eq!(tidy("\u{202A}x\u{202B}y\u{202C}z\u{202D}"), "xyz");
        assert_eq!(
            tidy("\u{2067}שלום\u{2069} hello"),
            "\u{2067}שלום\u{2069} hello"
        );
    }

    #[test]
    fn isolates_are_closed_within_the_text() {
        assert_eq!(tidy("\u{2067}abc"), "\u{2067}abc\u{2069}");
        assert_eq!(tidy("a\u{2069}b"), "ab");
        assert_eq!(
            tidy("\u{2066}\u{2068}x\u{2069}"),
            "\u{2066}\u{2068}x\u{2069}\u{2069}"
        );
    }

    #[test]
    fn text_of_only_invisible_characters_is_empty() {
        assert_eq!(tidy("\u{200B}\u{200C}\u{FEFF} \u{2060}\n"), "");
        assert_eq!(tidy("\u{202E}\u{3164}"), "");
        assert_eq!(tidy_optional(Some("\u{200B}".into())), None);
        assert_eq!(tidy("\u{200B}a"), "\u{200B}a");
        // An emoji sequence keeps its joiners and selectors.
        assert_eq!(tidy("👩\u{200D}⚕\u{FE0F}"), "👩\u{200D}⚕\u{FE0F}");
    }
}
