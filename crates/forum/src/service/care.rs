//! Care for a member who may be in crisis. The browser shows her the crisis lines while she
//! writes; the server only marks what she posted (`needs_care`) so that the admins can reach
//! out. The phrases and the way text is read are `safety/crisis-phrases.json`, shared with
//! `frontend/src/features/safety/crisis-language.ts`: both sides must agree.
//!
//! Nothing here logs or keeps the text.

use std::sync::LazyLock;

use serde::Deserialize;
use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CrisisPhrases {
    phrases: Vec<String>,
    #[cfg_attr(not(test), allow(dead_code))]
    should_match: Vec<String>,
    #[cfg_attr(not(test), allow(dead_code))]
    should_not_match: Vec<String>,
}

static DATA: LazyLock<CrisisPhrases> = LazyLock::new(|| {
    // The file is part of the build: a malformed one fails the unit tests, never a request.
    serde_json::from_str(include_str!("../../../../safety/crisis-phrases.json")).unwrap_or(
        CrisisPhrases {
            phrases: Vec::new(),
            should_match: Vec::new(),
            should_not_match: Vec::new(),
        },
    )
});

/// Every phrase with its `{a|b|}` groups expanded, normalised and padded with spaces, so a
/// match is a match of whole words.
static PHRASES: LazyLock<Vec<String>> = LazyLock::new(|| {
    let mut expanded: Vec<String> = DATA
        .phrases
        .iter()
        .flat_map(|phrase| expand(phrase))
        .map(|phrase| normalise(&phrase))
        .filter(|phrase| !phrase.trim().is_empty())
        .collect();
    expanded.sort();
    expanded.dedup();
    expanded
});

/// Whether any of `texts` (a post's title and text, a comment's text) holds crisis language.
pub fn needs_care(texts: &[&str]) -> bool {
    texts.iter().any(|text| {
        let text = normalise(text);
        PHRASES.iter().any(|phrase| text.contains(phrase.as_str()))
    })
}

/// The text as the phrases are written: lower case, accents off, apostrophes dropped, every
/// other run of characters that are not letters or digits one space, with a space at each end.
pub fn normalise(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push(' ');
    for c in text.to_lowercase().nfd() {
        if is_combining_mark(c) || c == '\'' || c == '\u{2019}' {
            continue;
        }
        if c.is_alphanumeric() {
            out.push(c);
        } else if !out.ends_with(' ') {
            out.push(' ');
        }
    }
    if !out.ends_with(' ') {
        out.push(' ');
    }
    out
}

/// `{a|b|}` groups expanded: "{end|ending} it all" → "end it all", "ending it all". An empty
/// alternative drops the group. A brace left open is taken literally.
fn expand(phrase: &str) -> Vec<String> {
    let Some(open) = phrase.find('{') else {
        return vec![phrase.to_owned()];
    };
    let Some(close) = phrase[open..].find('}').map(|at| open + at) else {
        return vec![phrase.to_owned()];
    };
    let (head, rest) = (&phrase[..open], &phrase[close + 1..]);
    let tails = expand(rest);
    phrase[open + 1..close]
        .split('|')
        .flat_map(|choice| {
            tails
                .iter()
                .map(move |tail| format!("{head}{choice}{tail}"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_phrase_file_reads_and_expands() {
        assert!(DATA.phrases.len() > 10, "safety/crisis-phrases.json read");
        assert!(PHRASES.contains(&" end my own life ".to_owned()));
        assert!(PHRASES.contains(&" end my life ".to_owned()));
        assert!(PHRASES.contains(&" kms myself ".to_owned()));
    }

    #[test]
    fn every_should_match_example_matches() {
        assert!(!DATA.should_match.is_empty());
        for example in &DATA.should_match {
            assert!(needs_care(&[example]), "should match: {example}");
        }
    }

    #[test]
    fn no_should_not_match_example_matches() {
        assert!(!DATA.should_not_match.is_empty());
        for example in &DATA.should_not_match {
            assert!(!needs_care(&[example]), "should not match: {example}");
        }
    }

    #[test]
    fn text_is_normalised_as_the_file_says() {
        assert_eq!(normalise("I DON’T want—to  die!"), " i dont want to die ");
        assert_eq!(normalise("Je veux mourír"), " je veux mourir ");
        assert_eq!(normalise("self-harm"), " self harm ");
    }

    #[test]
    fn phrases_match_whole_words_only() {
        assert!(!needs_care(&["the suicidality scale"]));
        assert!(needs_care(&["", "thinking of SUICIDE."]));
        assert!(!needs_care(&["I want to diet"]));
    }

    #[test]
    fn expansion_covers_every_combination() {
        let mut got = expand("{a|b} x {c|}y");
        got.sort();
        assert_eq!(got, vec!["a x cy", "a x y", "b x cy", "b x y"]);
    }
}
