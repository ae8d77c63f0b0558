//! Crash reports from the app (spec §3, §7): anyone's app may report the error it caught;
//! a signed-in member may then describe it, which makes the report hers. Stored without
//! personal data beyond that member's id: the location is cut to its path (a reset link's
//! token never lands here) and the browser to family and major version. Admins read them in
//! the back office; reports older than `KEEP_DAYS` are deleted, and a member's go with her
//! account.

use common::jobs::Job;
use common::page::PageKey;
use common::{AppError, ClientIp, Cursor, Db, Id, Result, Viewer};
use entity::crash_reports;
use forum::service::authors::{self, Author};
use forum::service::throttle::WriteLimits;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use super::tables::{AdminTable, CsvColumn, TableName, cell};
use crate::service::table_query::TableSpec;

/// How long a report is kept.
pub const KEEP_DAYS: i64 = 90;
/// A report can be described this long after it was filed.
pub const DESCRIBE_WITHIN_MINUTES: i64 = 60;
pub const MAX_DESCRIPTION_CHARS: usize = 2_000;

/// What the error said, as the app caught it. Every text is optional and cut to its limit:
/// a crash report must not fail because a stack is long.
#[derive(Clone, Debug, Default)]
pub struct CaughtError {
    pub name: Option<String>,
    pub message: Option<String>,
    pub stack: Option<String>,
    pub cause: Option<String>,
    pub code: Option<String>,
    pub status_code: Option<i64>,
}

#[derive(Clone, Debug, Default)]
pub struct NewCrashReport {
    pub error: CaughtError,
    pub component_name: Option<String>,
    pub location: Option<String>,
    pub browser: Option<String>,
    /// A manual report's words (signed-in members only).
    pub description: Option<String>,
    /// For the limit of signed-out senders; never stored.
    pub client: ClientIp,
}

/// Cuts `text` to `max` characters; blank is none.
fn cut(text: Option<String>, max: usize) -> Option<String> {
    let text = text?;
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    Some(match text.char_indices().nth(max) {
        Some((end, _)) => text[..end].to_owned(),
        None => text.to_owned(),
    })
}

/// The path of a location (`/post/abc?comments=true#x` → `/post/abc`); anything that is not
/// a path on this site is dropped.
fn path_only(location: Option<String>) -> Option<String> {
    let location = location?;
    let path = location.split(['?', '#']).next().unwrap_or_default();
    let path = path
        .strip_prefix("http://")
        .or_else(|| path.strip_prefix("https://"))
        .map_or(path, |rest| {
            rest.find('/').map_or("/", |slash| &rest[slash..])
        });
    (path.starts_with('/') && !path.starts_with("//"))
        .then(|| path.chars().filter(|c| !c.is_control()).take(300).collect())
}

/// `Chrome 131`, `Firefox 133`: a family of letters and spaces and a major version; anything
/// else (a full user-agent string, say) is stored as `Other`.
fn browser_family(browser: Option<String>) -> Option<String> {
    let browser = browser?;
    let browser = browser.trim();
    if browser.is_empty() {
        return None;
    }
    let readable = browser.rsplit_once(' ').is_some_and(|(family, major)| {
        !family.is_empty()
            && family.len() <= 30
            && family.chars().all(|c| c.is_ascii_alphabetic() || c == ' ')
            && (1..=4).contains(&major.len())
            && major.chars().all(|c| c.is_ascii_digit())
    });
    Some(if readable { browser } else { "Other" }.to_owned())
}

fn description(text: Option<String>) -> Result<Option<String>> {
    let Some(text) = text.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty()) else {
        return Ok(None);
    };
    if text.chars().count() > MAX_DESCRIPTION_CHARS {
        return Err(AppError::invalid(
            "description",
            "Please keep your description under 2,000 characters.",
        ));
    }
    Ok(Some(text))
}

/// Files a crash report and answers its id. A description (a manual report) needs a
/// signed-in member, and makes the report hers.
pub async fn create(
    db: &impl ConnectionTrait,
    limits: &WriteLimits,
    viewer: &Viewer,
    input: NewCrashReport,
) -> Result<Id> {
    let description = description(input.description)?;
    let user_id = match &description {
        Some(_) => Some(viewer.require_member()?.user_id.clone()),
        None => None,
    };
    limits.crash_report(viewer, input.client).await?;
    let now = viewer.now();
    let error = input.error;
    let id = Id::generate();
    let sender_key = viewer
        .as_member()
        .map(|member| sender_key(&id, &member.user_id));
    let report = crash_reports::Model {
        id,
        sender_key,
        user_id,
        error_name: cut(error.name, 200).unwrap_or_else(|| "Error".to_owned()),
        message: cut(error.message, 2_000).unwrap_or_default(),
        stack: cut(error.stack, 16_000),
        cause: cut(error.cause, 2_000),
        code: cut(error.code, 100),
        status_code: error
            .status_code
            .filter(|code| (100..=599).contains(code))
            .and_then(|code| i32::try_from(code).ok()),
        component_name: cut(input.component_name, 200),
        location: path_only(input.location),
        browser: browser_family(input.browser),
        description,
        created_at: now,
        updated_at: now,
    };
    crash_reports::Entity::insert(crash_reports::ActiveModel::from(report.clone()))
        .exec_without_returning(db)
        .await?;
    Ok(report.id)
}

/// What binds a report to the member who sent it: a hash of the report's id and hers, so
/// only she can describe it later, and the table does not say who sent an undescribed one.
fn sender_key(report: &Id, user: &Id) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(format!(
        "crash-report-sender:{report}:{user}"
    )))
}

/// The signed-in member describes a report she sent in the last hour: it becomes hers. A
/// report someone else sent (or one sent signed out), or an older one, is not found: knowing
/// a report's id is not enough to put words in it.
pub async fn describe(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    id: Id,
    text: String,
) -> Result<()> {
    let member = viewer.require_member()?;
    let Some(text) = description(Some(text))? else {
        return Err(AppError::invalid(
            "description",
            "Please describe what happened.",
        ));
    };
    let now = viewer.now();
    let since = now - chrono::Duration::minutes(DESCRIBE_WITHIN_MINUTES);
    let changed = crash_reports::Entity::update_many()
        .col_expr(
            crash_reports::Column::UserId,
            Expr::value(member.user_id.clone()),
        )
        .col_expr(crash_reports::Column::Description, Expr::value(text))
        .col_expr(crash_reports::Column::UpdatedAt, Expr::value(now))
        .filter(crash_reports::Column::SenderKey.eq(sender_key(&id, &member.user_id)))
        .filter(crash_reports::Column::Id.eq(id))
        .filter(crash_reports::Column::CreatedAt.gte(since))
        .exec(db)
        .await?;
    if changed.rows_affected == 0 {
        return Err(AppError::not_found("Crash report"));
    }
    Ok(())
}

/// The Crash Reports table: searchable by error name, message, location and description; no
/// filters.
pub struct CrashReports;

/// A crash report with the member who described it.
pub struct CrashRow {
    pub report: crash_reports::Model,
    pub member: Option<Author>,
}

impl AdminTable for CrashReports {
    type Entity = crash_reports::Entity;
    type Row = CrashRow;
    const NAME: TableName = TableName::CrashReports;
    const FILE: &'static str = "crash-reports.csv";
    const SPEC: TableSpec<crash_reports::Column> = TableSpec {
        search: &[
            crash_reports::Column::ErrorName,
            crash_reports::Column::Message,
            crash_reports::Column::Location,
            crash_reports::Column::Description,
        ],
        search_also: None,
        filters: &[],
        key: PageKey {
            created_at: crash_reports::Column::CreatedAt,
            id: crash_reports::Column::Id,
        },
    };
    const CSV: &'static [CsvColumn<CrashRow>] = &[
        CsvColumn {
            header: "Created At",
            cell: |r| cell::long_date(r.report.created_at),
        },
        CsvColumn {
            header: "Error",
            cell: |r| r.report.error_name.clone(),
        },
        CsvColumn {
            header: "Message",
            cell: |r| r.report.message.clone(),
        },
        CsvColumn {
            header: "Location",
            cell: |r| cell::or_na(r.report.location.as_deref().unwrap_or_default()),
        },
        CsvColumn {
            header: "Browser",
            cell: |r| cell::or_na(r.report.browser.as_deref().unwrap_or_default()),
        },
        CsvColumn {
            header: "Member",
            cell: |r| {
                r.member
                    .as_ref()
                    .map_or_else(|| "N/A".into(), |m| m.username.clone())
            },
        },
        CsvColumn {
            header: "Description",
            cell: |r| cell::or_na(r.report.description.as_deref().unwrap_or_default()),
        },
    ];

    fn cursor_of(report: &crash_reports::Model) -> Cursor {
        Cursor {
            created_at: report.created_at,
            id: report.id.clone(),
        }
    }

    /// With their members: one query for any number of rows.
    async fn rows(db: &Db, list: Vec<crash_reports::Model>) -> Result<Vec<CrashRow>> {
        let ids: Vec<Id> = list.iter().filter_map(|r| r.user_id.clone()).collect();
        let members = authors::by_ids(db, &ids).await?;
        Ok(list
            .into_iter()
            .map(|report| CrashRow {
                member: report
                    .user_id
                    .as_ref()
                    .and_then(|m| members.get(m))
                    .cloned(),
                report,
            })
            .collect())
    }
}

/// Deletes reports older than `KEEP_DAYS`, daily.
pub fn cleanup_job() -> Job {
    Job::new(
        "purge-old-crash-reports",
        chrono::Duration::days(1),
        |txn, now| {
            Box::pin(async move {
                let gone = crash_reports::Entity::delete_many()
                    .filter(
                        crash_reports::Column::CreatedAt
                            .lt(now - chrono::Duration::days(KEEP_DAYS)),
                    )
                    .exec(txn)
                    .await?;
                Ok(gone.rows_affected)
            })
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_keep_the_path_only() {
        let path = |s: &str| path_only(Some(s.to_owned()));
        assert_eq!(
            path("/post/abc?comments=true#c1").as_deref(),
            Some("/post/abc")
        );
        assert_eq!(
            path("/reset-password?token=secret&id=someone").as_deref(),
            Some("/reset-password")
        );
        assert_eq!(
            path("https://forum.example/profile?x=1").as_deref(),
            Some("/profile")
        );
        assert_eq!(path("https://forum.example").as_deref(), Some("/"));
        assert_eq!(path("//evil.example/x"), None);
        assert_eq!(path("javascript:alert(1)"), None);
    }

    #[test]
    fn browsers_keep_family_and_major_version_only() {
        let family = |s: &str| browser_family(Some(s.to_owned()));
        assert_eq!(family("Chrome 131").as_deref(), Some("Chrome 131"));
        assert_eq!(
            family("Samsung Internet 27").as_deref(),
            Some("Samsung Internet 27")
        );
        assert_eq!(
            family("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0")
                .as_deref(),
            Some("Other")
        );
        assert_eq!(family("Chrome 131.0.6778.85").as_deref(), Some("Other"));
        assert_eq!(family("  "), None);
    }

    #[test]
    fn long_texts_are_cut_by_characters() {
        assert_eq!(cut(Some("ééé".into()), 2).as_deref(), Some("éé"));
        assert_eq!(cut(Some("  ".into()), 2), None);
    }
}
