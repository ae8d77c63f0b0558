//! The privacy check's counts. The browser lists what could identify a member before she
//! posts (`frontend/src/features/safety/privacy-check.ts`); the server runs the same detectors
//! (`safety/privacy-detectors.json`) on what arrives only to count, per day and kind, how many
//! posts and comments held something: how often the check matters, for the admins. The text
//! is never kept or logged, and neither is what was found.

use std::collections::HashMap;
use std::sync::LazyLock;

use chrono::{DateTime, Duration, Utc};
use common::{AppError, Result, Viewer};
use entity::privacy_check_counts;
use regex::{Regex, RegexBuilder};
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DetectorFile {
    detectors: Vec<DetectorSpec>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DetectorSpec {
    kind: String,
    label: String,
    #[serde(default)]
    ignore_case: bool,
    pattern: String,
    min_digits: Option<usize>,
    max_digits: Option<usize>,
    #[cfg_attr(not(test), allow(dead_code))]
    #[serde(default)]
    examples: Vec<String>,
    #[cfg_attr(not(test), allow(dead_code))]
    #[serde(default)]
    not_found: Vec<String>,
}

/// One detector, compiled.
pub struct Detector {
    pub kind: String,
    pub label: String,
    regex: Regex,
    min_digits: Option<usize>,
    max_digits: Option<usize>,
    #[cfg(test)]
    examples: Vec<String>,
    #[cfg(test)]
    not_found: Vec<String>,
}

impl Detector {
    /// Whether `text` holds a match (within the detector's digit bounds, when it has them).
    pub fn finds(&self, text: &str) -> bool {
        self.regex.find_iter(text).any(|found| {
            let digits = found.as_str().chars().filter(char::is_ascii_digit).count();
            self.min_digits.is_none_or(|min| digits >= min)
                && self.max_digits.is_none_or(|max| digits <= max)
        })
    }
}

/// The detectors of `safety/privacy-detectors.json`, in the file's order. A pattern that does
/// not compile is left out (and fails the unit tests, which compile every one).
pub static DETECTORS: LazyLock<Vec<Detector>> = LazyLock::new(|| {
    let file: DetectorFile = serde_json::from_str(include_str!(
        "../../../../safety/privacy-detectors.json"
    ))
    .unwrap_or(DetectorFile {
        detectors: Vec::new(),
    });
    file.detectors
        .into_iter()
        .filter_map(|spec| {
            let regex = RegexBuilder::new(&spec.pattern)
                .case_insensitive(spec.ignore_case)
                .build()
                .ok()?;
            Some(Detector {
                kind: spec.kind,
                label: spec.label,
                regex,
                min_digits: spec.min_digits,
                max_digits: spec.max_digits,
                #[cfg(test)]
                examples: spec.examples,
                #[cfg(test)]
                not_found: spec.not_found,
            })
        })
        .collect()
});

/// The kinds found in any of `texts` (a post's title and text, or a comment's text).
pub fn kinds_found(texts: &[&str]) -> Vec<&'static str> {
    DETECTORS
        .iter()
        .filter(|detector| texts.iter().any(|text| detector.finds(text)))
        .map(|detector| detector.kind.as_str())
        .collect()
}

fn day_of(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%d").to_string()
}

/// Counts one item for each kind found in `texts`, on `at`'s day, in the caller's transaction.
pub async fn count(db: &impl ConnectionTrait, at: DateTime<Utc>, texts: &[&str]) -> Result<()> {
    let kinds = kinds_found(texts);
    if kinds.is_empty() {
        return Ok(());
    }
    let day = day_of(at);
    privacy_check_counts::Entity::insert_many(kinds.into_iter().map(|kind| {
        privacy_check_counts::ActiveModel {
            day: Set(day.clone()),
            kind: Set(kind.to_owned()),
            items: Set(1),
        }
    }))
    .on_conflict(
        OnConflict::columns([
            privacy_check_counts::Column::Day,
            privacy_check_counts::Column::Kind,
        ])
        .value(
            privacy_check_counts::Column::Items,
            Expr::col((
                privacy_check_counts::Entity,
                privacy_check_counts::Column::Items,
            ))
            .add(1),
        )
        .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    Ok(())
}

/// One detector's count over a period.
pub struct KindCount {
    pub kind: &'static str,
    pub label: &'static str,
    pub items: i64,
}

pub const MAX_DAYS: i64 = 365;

/// Every detector with how many posts and comments it found something in over the last
/// `days` days, today included (admins only), in the file's order.
pub async fn counts(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    days: i64,
) -> Result<Vec<KindCount>> {
    viewer.require_admin()?;
    if !(1..=MAX_DAYS).contains(&days) {
        return Err(AppError::invalid(
            "days",
            format!("Choose between 1 and {MAX_DAYS} days."),
        ));
    }
    let since = day_of(viewer.now() - Duration::days(days - 1));
    let mut totals: HashMap<String, i64> = HashMap::new();
    for row in privacy_check_counts::Entity::find()
        .filter(privacy_check_counts::Column::Day.gte(since))
        .all(db)
        .await?
    {
        *totals.entry(row.kind).or_default() += i64::from(row.items);
    }
    Ok(DETECTORS
        .iter()
        .map(|detector| KindCount {
            kind: detector.kind.as_str(),
            label: detector.label.as_str(),
            items: totals.get(&detector.kind).copied().unwrap_or(0),
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_detector_compiles() {
        let file: DetectorFile =
            serde_json::from_str(include_str!("../../../../safety/privacy-detectors.json"))
                .unwrap();
        assert_eq!(DETECTORS.len(), file.detectors.len());
        assert!(DETECTORS.len() >= 5);
    }

    #[test]
    fn each_detector_finds_its_examples() {
        for detector in DETECTORS.iter() {
            assert!(!detector.examples.is_empty(), "{}", detector.kind);
            for example in &detector.examples {
                assert!(
                    detector.finds(example),
                    "{} should find: {example}",
                    detector.kind
                );
            }
        }
    }

    #[test]
    fn no_detector_finds_its_not_found_examples() {
        for detector in DETECTORS.iter() {
            for example in &detector.not_found {
                assert!(
                    !detector.finds(example),
                    "{} should not find: {example}",
                    detector.kind
                );
            }
        }
    }

    #[test]
    fn kinds_are_found_across_title_and_text() {
        assert_eq!(
            kinds_found(&["Call me", "on 07700 900123 or jane@example.org"]),
            vec!["EMAIL", "PHONE"]
        );
        assert!(kinds_found(&["Nothing to see", "just cramps"]).is_empty());
    }

    #[test]
    fn digit_bounds_leave_out_short_and_long_numbers() {
        let phone = DETECTORS.iter().find(|d| d.kind == "PHONE").unwrap();
        assert!(!phone.finds("ref 1234-5678"));
        assert!(!phone.finds("1234567890123456789"));
    }
}
