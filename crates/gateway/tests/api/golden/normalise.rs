//! Answers made comparable across runs and databases: what differs on every run (ids, dates,
//! tokens, signed URLs) becomes a placeholder, and everything else — field names, nesting,
//! types, fixed values — stays as the server sent it.

use std::sync::LazyLock;

use regex::Regex;
use serde_json::Value;

/// A signed JWT (an access token).
static TOKEN: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+").unwrap());
/// An RFC 3339 date and time, in any precision, as either database gives it back.
static DATE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?").unwrap()
});
/// A date as the CSV exports write it: "November 28th, 2026 at 2:46 PM UTC".
static SPELLED_DATE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4} at \d{1,2}:\d{2} [AP]M UTC").unwrap()
});

/// An id (`common::Id`: 24 hex digits) the scenario did not name.
static ID: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\b[0-9a-f]{24}\b").unwrap());

/// Fields whose whole value is a fresh secret or a URL signed for this moment.
const OPAQUE: &[(&str, &str)] = &[
    ("accessToken", "<token>"),
    ("refreshToken", "<token>"),
    ("signedUrl", "<signed-url>"),
    ("signedPostUrl", "<signed-url>"),
    // A page's cursor encodes the last item's date and id.
    ("endCursor", "<cursor>"),
];

/// `answer` with the scenario's values as `<name>`, other run-dependent values as `<id>`,
/// `<date>`, `<token>` or `<signed-url>`, and the values at the `varies` pointers as
/// `<varies>`.
pub fn answer<'a>(
    mut answer: Value,
    named: impl Iterator<Item = (&'a str, &'a str)>,
    varies: &[String],
) -> Value {
    for pointer in varies {
        if let Some(value) = answer.pointer_mut(pointer) {
            *value = Value::String("<varies>".to_owned());
        }
    }
    let named: Vec<(&str, &str)> = named.collect();
    walk(answer, &named)
}

fn walk(value: Value, named: &[(&str, &str)]) -> Value {
    match value {
        Value::String(text) => Value::String(string(&text, named)),
        Value::Array(items) => items.into_iter().map(|v| walk(v, named)).collect(),
        Value::Object(fields) => fields
            .into_iter()
            .map(|(key, value)| {
                let value = match OPAQUE.iter().find(|(field, _)| *field == key) {
                    Some((_, placeholder)) if value.is_string() => {
                        Value::String((*placeholder).to_owned())
                    }
                    _ => walk(value, named),
                };
                (string(&key, named), value)
            })
            .collect(),
        other => other,
    }
}

fn string(text: &str, named: &[(&str, &str)]) -> String {
    let text = named.iter().fold(text.to_owned(), |text, (name, value)| {
        text.replace(value, &format!("<{name}>"))
    });
    let text = TOKEN.replace_all(&text, "<token>");
    let text = DATE.replace_all(&text, "<date>");
    let text = SPELLED_DATE.replace_all(&text, "<date>");
    ID.replace_all(&text, "<id>").into_owned()
}
