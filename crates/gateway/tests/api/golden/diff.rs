//! Where two JSON values differ, one line per place, by JSON pointer.

use serde_json::Value;

pub fn json(at: &str, expected: &Value, actual: &Value, out: &mut Vec<String>) {
    match (expected, actual) {
        (Value::Object(want), Value::Object(got)) => {
            for (key, value) in want {
                let here = format!("{at}/{key}");
                match got.get(key) {
                    Some(other) => json(&here, value, other, out),
                    None => out.push(format!("{here}: missing (expected {value})")),
                }
            }
            for (key, value) in got.iter().filter(|(key, _)| !want.contains_key(*key)) {
                out.push(format!("{at}/{key}: unexpected field {value}"));
            }
        }
        (Value::Array(want), Value::Array(got)) if want.len() == got.len() => {
            for (index, (value, other)) in want.iter().zip(got).enumerate() {
                json(&format!("{at}/{index}"), value, other, out);
            }
        }
        (Value::Array(want), Value::Array(got)) => out.push(format!(
            "{}: expected {} items, got {}:\n    expected {expected}\n    got      {actual}",
            pointer(at),
            want.len(),
            got.len()
        )),
        _ if expected != actual => out.push(format!(
            "{}: expected {expected}, got {actual}",
            pointer(at)
        )),
        _ => {}
    }
}

fn pointer(at: &str) -> &str {
    if at.is_empty() {
        "(the whole body)"
    } else {
        at
    }
}
