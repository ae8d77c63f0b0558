//! Queries parsed once: the app asks the same few dozen documents over and over, and parsing
//! one costs far more than copying a parsed one (the bench's feed query: about 60 µs against
//! 1.5 µs). A document is kept only once it has passed [`limits::check`], so a kept one needs
//! neither step again; validation still runs on every request, since it depends on the
//! request's variables.

use std::sync::{Arc, Mutex};

use async_graphql::parser::types::ExecutableDocument;
use async_graphql::{Request, ServerResult};
use lru::LruCache;

use super::limits;

/// Texts kept, in bytes of text. A parsed document takes 25 (a screen's query) to 115 (a text
/// of one-letter fields) times its text's bytes, so this holds the process to 1.6–7.5 MB
/// however many distinct texts callers send: about sixty screens' queries, the ones last used.
const KEPT_BYTES: usize = 64 * 1024;
/// Longer texts are parsed every time: no screen's query is this long.
pub const MAX_KEPT_BYTES: usize = 8 * 1024;

#[derive(Default)]
pub struct ParsedQueries {
    kept: Mutex<Kept>,
}

struct Kept {
    documents: LruCache<String, Arc<ExecutableDocument>>,
    /// The bytes of the texts in `documents`.
    bytes: usize,
}

impl Default for Kept {
    fn default() -> Self {
        Self {
            documents: LruCache::unbounded(),
            bytes: 0,
        }
    }
}

impl ParsedQueries {
    /// The parsed document of `request`, within the limits, also handed to `request` for
    /// async-graphql to run.
    pub fn check(&self, request: &mut Request) -> ServerResult<Arc<ExecutableDocument>> {
        let kept = self.lock().documents.get(request.query.as_str()).cloned();
        if let Some(document) = kept {
            request.set_parsed_query(ExecutableDocument::clone(&document));
            return Ok(document);
        }
        let document = Arc::new(limits::check_request(request)?.clone());
        if request.query.len() <= MAX_KEPT_BYTES {
            let mut kept = self.lock();
            let text = request.query.clone();
            kept.bytes += text.len();
            if let Some((old, _)) = kept.documents.push(text, Arc::clone(&document)) {
                kept.bytes -= old.len();
            }
            while kept.bytes > KEPT_BYTES {
                let Some((old, _)) = kept.documents.pop_lru() else {
                    break;
                };
                kept.bytes -= old.len();
            }
        }
        Ok(document)
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.lock().documents.len()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Kept> {
        // Its holders only look up, add and drop entries: a poisoned lock still guards a
        // usable map, at worst with a kept-bytes count that evicts early.
        self.kept
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const QUERY: &str = "query Topics { topics { id title } }";

    #[test]
    fn a_document_is_parsed_once_and_handed_to_each_request() {
        let parsed = ParsedQueries::default();
        let first = parsed.check(&mut Request::new(QUERY)).unwrap();
        let mut again = Request::new(QUERY);
        let second = parsed.check(&mut again).unwrap();
        assert!(
            Arc::ptr_eq(&first, &second),
            "the second request parsed again"
        );
        assert_eq!(parsed.len(), 1);
        // async-graphql runs the document it was handed, not a parse of its own.
        let handed = again.parsed_query().unwrap();
        assert_eq!(format!("{handed:?}"), format!("{:?}", *first));
    }

    #[test]
    fn a_refused_or_long_query_is_not_kept() {
        let parsed = ParsedQueries::default();
        let cycle = "fragment A on Topic { ...A } { topics { ...A } }";
        for _ in 0..2 {
            let err = parsed.check(&mut Request::new(cycle)).unwrap_err();
            assert!(err.message.contains("spreads itself"), "{}", err.message);
        }
        let long = format!("{{ topics {{ id }} }}{}", " ".repeat(MAX_KEPT_BYTES));
        parsed.check(&mut Request::new(long)).unwrap();
        assert_eq!(parsed.len(), 0);
    }

    #[test]
    fn the_texts_kept_stay_within_their_bytes_the_oldest_used_going_first() {
        let parsed = ParsedQueries::default();
        let text = |i: usize| format!("query Q{i:05} {{ topics {{ id }} }}{}", " ".repeat(1000));
        let first = text(0);
        let kept_at_most = KEPT_BYTES / first.len();
        parsed.check(&mut Request::new(first.clone())).unwrap();
        for i in 1..kept_at_most * 2 {
            // The first text, asked again each time, stays; the others come and go.
            parsed.check(&mut Request::new(text(i))).unwrap();
            parsed.check(&mut Request::new(first.clone())).unwrap();
        }
        assert_eq!(parsed.len(), kept_at_most);
        let kept = parsed.lock();
        assert_eq!(kept.bytes, kept_at_most * first.len());
        assert!(kept.documents.contains(first.as_str()));
        assert!(!kept.documents.contains(text(1).as_str()));
    }

    #[test]
    fn a_syntax_error_is_answered_every_time() {
        let parsed = ParsedQueries::default();
        for _ in 0..2 {
            assert!(parsed.check(&mut Request::new("{ topics { id }")).is_err());
        }
        assert_eq!(parsed.len(), 0);
    }
}
