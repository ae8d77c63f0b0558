//! Members' reports and the Moderation Queue (ARCHITECTURE §4a). A report from a member in
//! good standing quarantines the reported post or comment at once (`report_trust`); anyone
//! else's waits for review. The report, the quarantine and the audit row are one
//! transaction. A member's second report of the same item is not a second report: nothing is
//! written and nothing counted towards her limit. Admins review reports, set their status,
//! lift or keep the quarantine, and delete them, each with its audit row.

use std::collections::HashMap;

use audit::Action;
use common::db::search::like;
use common::error::is_unique_violation;
use common::page::PageKey;
use common::{AppError, Cursor, Db, Id, Result, Viewer};
use entity::{comments, posts, reports, users};
use forum::service::authors::{self, Author};
use forum::service::throttle::WriteLimits;
use forum::service::{comments as comment_service, notifications, posts as post_service};
use sea_orm::sea_query::{Condition, Expr, ExprTrait, Query};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, PaginatorTrait, QueryFilter, QuerySelect,
    TransactionSession, TransactionTrait,
};

use super::report_reason::ReportReason;
use super::report_trust::{self, Standing};
use super::tables::{AdminTable, CsvColumn, TableName, cell};
use crate::service::table_query::{Filter, FilterKind, TableSpec, key_where};

pub const MAX_EXPLANATION_CHARS: usize = 1_000;

/// What is reported: exactly one post or one comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    Post(Id),
    Comment(Id),
}

pub struct NewReport {
    pub target: Target,
    pub reason: ReportReason,
    pub explanation: Option<String>,
}

/// Where a report is in review. Stored as `delivered`, `flagged`, `completed`; the tables
/// show `outstanding`, `flagged`, `complete`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Delivered,
    Flagged,
    Completed,
}

impl Status {
    pub const ALL: [Self; 3] = [Self::Delivered, Self::Flagged, Self::Completed];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Delivered => "delivered",
            Self::Flagged => "flagged",
            Self::Completed => "completed",
        }
    }

    /// What the Moderation Queue shows.
    pub fn label(self) -> &'static str {
        match self {
            Self::Delivered => "outstanding",
            Self::Flagged => "flagged",
            Self::Completed => "complete",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == value)
    }
}

/// Files a report as the viewer and, when she is in good standing and the item is visible,
/// quarantines the item. Answers the report's id (the existing one when she had reported the
/// item already).
pub async fn create(
    db: &(impl ConnectionTrait + TransactionTrait),
    limits: &WriteLimits,
    viewer: &Viewer,
    input: NewReport,
) -> Result<Id> {
    let member = viewer.require_writer()?;
    let explanation = common::text::tidy_optional(input.explanation);
    if explanation
        .as_ref()
        .is_some_and(|text| text.chars().count() > MAX_EXPLANATION_CHARS)
    {
        return Err(AppError::invalid(
            "explanation",
            "Explanations can be at most 1,000 characters.",
        ));
    }
    // Her second report of an item (now hidden from her too) changes nothing.
    if let Some(existing) = existing(db, &member.user_id, &input.target).await? {
        return Ok(existing);
    }
    // The member must be able to see the item; her own content is not hers to report.
    let mine = |owner: Option<&Id>| owner == Some(&member.user_id);
    match &input.target {
        Target::Post(id) => {
            let post = post_service::get(db, viewer, id.clone()).await?;
            post_service::require_not_deleted(&post)?;
            if mine(Some(&post.owner_id)) {
                return Err(AppError::invalid(
                    "postId",
                    "You cannot report your own post",
                ));
            }
        }
        Target::Comment(id) => {
            let comment = comment_service::get(db, viewer, id.clone()).await?;
            if comment.deleted_at.is_some() {
                return Err(AppError::invalid(
                    "commentId",
                    "This comment has been deleted",
                ));
            }
            if mine(comment.owner_id.as_ref()) {
                return Err(AppError::invalid(
                    "commentId",
                    "You cannot report your own comment",
                ));
            }
        }
    }
    let hides = report_trust::standing_of_viewer(db, viewer, limits.report_trust_age()).await?
        == Standing::Trusted;
    let now = viewer.now();
    let (post_id, comment_id) = match &input.target {
        Target::Post(id) => (Some(id.clone()), None),
        Target::Comment(id) => (None, Some(id.clone())),
    };
    let txn = common::db::begin_write(db).await?;
    // Only the report that actually hides the item is marked as having hidden it.
    let hid_item = hides && quarantine_if_visible(&txn, &input.target, now).await?;
    if hid_item {
        let item = [moderated_item(&input.target)];
        notifications::moderated(&txn, now, &member.user_id, &item, true).await?;
    }
    // Read under the write lock: what the moderators see is what was reported, whatever its
    // author edits afterwards.
    let reported_text = current_text(&txn, &input.target).await?;
    let report = reports::Model {
        id: Id::generate(),
        reporter_id: Some(member.user_id.clone()),
        post_id,
        comment_id,
        reason: input.reason.as_str().to_owned(),
        explanation,
        status: Status::Delivered.as_str().to_owned(),
        hid_item,
        reported_text,
        created_at: now,
        updated_at: now,
    };
    let inserted = reports::Entity::insert(reports::ActiveModel::from(report.clone()))
        .exec_without_returning(&txn)
        .await;
    match inserted {
        Ok(_) => {}
        // The same member's report of the same item, sent twice at once: the first counts.
        Err(err) if is_unique_violation(&err) => {
            txn.rollback().await?;
            return existing(db, &member.user_id, &input.target)
                .await?
                .ok_or(AppError::not_found("Report"));
        }
        Err(err) => return Err(err.into()),
    }
    // Counted only now that it is a new report; a refusal rolls the report back.
    limits.report(viewer).await?;
    let detail = if hid_item { "hidden" } else { "queued" };
    audit::record(
        &txn,
        viewer,
        Action::ReportCreate,
        &report.id,
        Some(detail.to_owned()),
    )
    .await?;
    txn.commit().await?;
    Ok(report.id)
}

/// The reported item's text as it stands now.
async fn current_text(db: &impl ConnectionTrait, target: &Target) -> Result<Option<String>> {
    let text = match target {
        Target::Post(id) => {
            posts::Entity::find_by_id(id.clone())
                .select_only()
                .column(posts::Column::Text)
                .into_tuple::<String>()
                .one(db)
                .await?
        }
        Target::Comment(id) => {
            comments::Entity::find_by_id(id.clone())
                .select_only()
                .column(comments::Column::Text)
                .into_tuple::<String>()
                .one(db)
                .await?
        }
    };
    Ok(text)
}

/// The member's report of the item, if she filed one.
async fn existing(db: &impl ConnectionTrait, reporter: &Id, target: &Target) -> Result<Option<Id>> {
    let select = reports::Entity::find()
        .select_only()
        .column(reports::Column::Id)
        .filter(reports::Column::ReporterId.eq(reporter.clone()));
    let select = match target {
        Target::Post(id) => select.filter(reports::Column::PostId.eq(id.clone())),
        Target::Comment(id) => select.filter(reports::Column::CommentId.eq(id.clone())),
    };
    Ok(select.into_tuple::<Id>().one(db).await?)
}

fn target_of(report: &reports::Model) -> Result<Target> {
    match (&report.post_id, &report.comment_id) {
        (Some(post), None) => Ok(Target::Post(post.clone())),
        (None, Some(comment)) => Ok(Target::Comment(comment.clone())),
        _ => Err(AppError::Internal(
            "a report names neither one post nor one comment".into(),
        )),
    }
}

/// Quarantines the reported item unless it is already; answers whether this call hid it.
async fn quarantine_if_visible(
    db: &impl ConnectionTrait,
    target: &Target,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<bool> {
    let changed = match target {
        Target::Post(id) => {
            posts::Entity::update_many()
                .col_expr(posts::Column::IsShadowBanned, Expr::value(true))
                .filter(posts::Column::Id.eq(id.clone()))
                .filter(posts::Column::IsShadowBanned.eq(false))
                .exec(db)
                .await?
        }
        Target::Comment(id) => {
            comments::Entity::update_many()
                .col_expr(comments::Column::IsShadowBanned, Expr::value(true))
                .col_expr(comments::Column::UpdatedAt, Expr::value(now))
                .filter(comments::Column::Id.eq(id.clone()))
                .filter(comments::Column::IsShadowBanned.eq(false))
                .exec(db)
                .await?
        }
    };
    Ok(changed.rows_affected > 0)
}

/// Sets `is_shadow_banned` on the reported post or comment; answers whether it changed.
async fn set_quarantine_of(
    db: &impl ConnectionTrait,
    target: &Target,
    quarantined: bool,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<bool> {
    let (changed, exists) = match target {
        Target::Post(id) => {
            let changed = posts::Entity::update_many()
                .col_expr(posts::Column::IsShadowBanned, Expr::value(quarantined))
                .filter(posts::Column::Id.eq(id.clone()))
                .filter(posts::Column::IsShadowBanned.ne(quarantined))
                .exec(db)
                .await?
                .rows_affected;
            let exists = || posts::Entity::find_by_id(id.clone()).count(db);
            (changed > 0, changed > 0 || exists().await? > 0)
        }
        Target::Comment(id) => {
            let changed = comments::Entity::update_many()
                .col_expr(comments::Column::IsShadowBanned, Expr::value(quarantined))
                .col_expr(comments::Column::UpdatedAt, Expr::value(now))
                .filter(comments::Column::Id.eq(id.clone()))
                .filter(comments::Column::IsShadowBanned.ne(quarantined))
                .exec(db)
                .await?
                .rows_affected;
            let exists = || comments::Entity::find_by_id(id.clone()).count(db);
            (changed > 0, changed > 0 || exists().await? > 0)
        }
    };
    if !exists {
        return Err(AppError::not_found("Reported item"));
    }
    Ok(changed)
}

fn moderated_item(target: &Target) -> notifications::Moderated {
    match target {
        Target::Post(id) => notifications::Moderated::Post(id.clone()),
        Target::Comment(id) => notifications::Moderated::Comment(id.clone()),
    }
}

/// The Moderation Queue: searchable by reason and explanation, the reported content's title
/// and text, its creator's and the reporter's usernames; filterable by status and by whether
/// the reported post or comment needs care (Yes/No).
pub struct Queue;

impl AdminTable for Queue {
    type Entity = reports::Entity;
    type Row = ReportRow;
    const NAME: TableName = TableName::Reports;
    const FILE: &'static str = "reports.csv";
    const SPEC: TableSpec<reports::Column> = TableSpec {
        search: &[reports::Column::Reason, reports::Column::Explanation],
        search_also: Some(search_people_and_content),
        filters: &[
            Filter {
                name: "status",
                column: reports::Column::Status,
                kind: FilterKind::Text,
            },
            Filter {
                name: "needsCare",
                column: reports::Column::Id,
                kind: FilterKind::YesNoWhere(item_needs_care),
            },
        ],
        key: PageKey {
            created_at: reports::Column::CreatedAt,
            id: reports::Column::Id,
        },
    };
    /// The Moderation Queue's columns (spec §2).
    const CSV: &'static [CsvColumn<ReportRow>] = &[
        CsvColumn {
            header: "Creator",
            cell: |r| deleted_or(r.creator.as_ref()),
        },
        CsvColumn {
            header: "Content Type",
            cell: |r| {
                if r.report.comment_id.is_some() {
                    "Comment"
                } else {
                    "Post"
                }
                .into()
            },
        },
        CsvColumn {
            header: "Content",
            cell: |r| cell::or_na(r.item.as_ref().map_or("", |item| item.text.as_str())),
        },
        CsvColumn {
            header: "Reporter",
            cell: |r| deleted_or(r.reporter.as_ref()),
        },
        CsvColumn {
            header: "Reason",
            cell: |r| r.report.reason.clone(),
        },
        CsvColumn {
            header: "Status",
            cell: |r| {
                Status::parse(&r.report.status)
                    .map_or(r.report.status.clone(), |s| s.label().to_owned())
            },
        },
        CsvColumn {
            header: "Created At",
            cell: |r| cell::long_date(r.report.created_at),
        },
    ];

    fn cursor_of(report: &reports::Model) -> Cursor {
        Cursor {
            created_at: report.created_at,
            id: report.id.clone(),
        }
    }

    async fn rows(db: &Db, list: Vec<reports::Model>) -> Result<Vec<ReportRow>> {
        rows(db, list).await
    }
}

fn deleted_or(person: Option<&Author>) -> String {
    person.map_or_else(|| "Deleted user".into(), |a| a.username.clone())
}

/// The reports whose reporter's username, whose reported post's title or text, whose reported
/// comment's text, or whose item's creator's username matches `pattern`. Each is a key
/// condition ([`key_where`]): on PostgreSQL found through trigram and key indexes, on SQLite
/// checked report by report through primary keys, so the page's statement has no join and
/// stops once its page is full. On PostgreSQL the posts and comments looked at are only the
/// reported ones: a common word or a prolific member's name otherwise collects hundreds of
/// thousands of ids from a million posts before any report is checked (5 s at a million
/// posts); the planner now starts from the reports or from the trigram index, whichever
/// finds fewer.
fn search_people_and_content(pattern: &str, backend: DbBackend) -> Condition {
    let people = || {
        Query::select()
            .column(users::Column::Id)
            .from(users::Entity)
            .and_where(like(users::Column::Username, pattern))
            .to_owned()
    };
    let reported = |column: reports::Column| {
        Query::select()
            .column(column)
            .from(reports::Entity)
            .and_where(column.is_not_null())
            .to_owned()
    };
    let only_reported = |id: Expr, column: reports::Column| match backend {
        DbBackend::Postgres => Condition::all().add(id.in_subquery(reported(column))),
        _ => Condition::all(),
    };
    let posts_matching = Query::select()
        .column(posts::Column::Id)
        .from(posts::Entity)
        .cond_where(
            only_reported(
                Expr::col((posts::Entity, posts::Column::Id)),
                reports::Column::PostId,
            )
            .add(
                Condition::any()
                    .add(like(posts::Column::Title, pattern))
                    .add(like(posts::Column::Text, pattern))
                    .add(key_where(
                        backend,
                        posts::Column::OwnerId,
                        users::Column::Id,
                        people(),
                    )),
            ),
        )
        .to_owned();
    let comments_matching = Query::select()
        .column(comments::Column::Id)
        .from(comments::Entity)
        .cond_where(
            only_reported(
                Expr::col((comments::Entity, comments::Column::Id)),
                reports::Column::CommentId,
            )
            .add(
                Condition::any()
                    .add(like(comments::Column::Text, pattern))
                    .add(key_where(
                        backend,
                        comments::Column::OwnerId,
                        users::Column::Id,
                        people(),
                    )),
            ),
        )
        .to_owned();
    Condition::any()
        .add(key_where(
            backend,
            reports::Column::ReporterId,
            users::Column::Id,
            people(),
        ))
        .add(key_where(
            backend,
            reports::Column::PostId,
            posts::Column::Id,
            posts_matching,
        ))
        .add(key_where(
            backend,
            reports::Column::CommentId,
            comments::Column::Id,
            comments_matching,
        ))
}

/// The reports whose item needs care (`true`) or doesn't (`false`): a primary-key probe of
/// the reported post or comment per report.
fn item_needs_care(needs_care: bool) -> Condition {
    let posts_needing = Query::select()
        .column(posts::Column::Id)
        .from(posts::Entity)
        .and_where(posts::Column::NeedsCare.eq(true))
        .to_owned();
    let comments_needing = Query::select()
        .column(comments::Column::Id)
        .from(comments::Entity)
        .and_where(comments::Column::NeedsCare.eq(true))
        .to_owned();
    let yes = Condition::any()
        .add(
            Condition::all()
                .add(reports::Column::CommentId.is_null())
                .add(reports::Column::PostId.in_subquery(posts_needing)),
        )
        .add(
            Condition::all()
                .add(reports::Column::CommentId.is_not_null())
                .add(reports::Column::CommentId.in_subquery(comments_needing)),
        );
    // Each branch is true or false, never NULL, so "No" is exactly the rest.
    if needs_care { yes } else { yes.not() }
}

/// The statuses reports have now (the Status filter's options), in review order. One
/// index probe per status, however many reports there are.
pub async fn statuses(db: &impl ConnectionTrait, viewer: &Viewer) -> Result<Vec<Status>> {
    viewer.require_admin()?;
    let mut present = Vec::new();
    for status in Status::ALL {
        let any: Option<Id> = reports::Entity::find()
            .select_only()
            .column(reports::Column::Id)
            .filter(reports::Column::Status.eq(status.as_str()))
            .limit(1)
            .into_tuple()
            .one(db)
            .await?;
        if any.is_some() {
            present.push(status);
        }
    }
    Ok(present)
}

/// One report (admins only).
pub async fn get(db: &impl ConnectionTrait, viewer: &Viewer, id: Id) -> Result<reports::Model> {
    viewer.require_admin()?;
    find(db, id).await
}

async fn find(db: &impl ConnectionTrait, id: Id) -> Result<reports::Model> {
    reports::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::not_found("Report"))
}

/// Sets a report's status, with its audit row.
pub async fn set_status(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    id: Id,
    status: Status,
) -> Result<reports::Model> {
    let mut changed = set_statuses(db, viewer, vec![id], status).await?;
    changed.pop().ok_or(AppError::not_found("Report"))
}

/// At most this many reports change in one bulk action: one transaction, bounded.
pub const MAX_BULK: usize = 100;

/// The ids of a bulk action, each once, in the order given; none or too many is refused.
fn bulk_ids(ids: Vec<Id>) -> Result<Vec<Id>> {
    let mut unique = Vec::with_capacity(ids.len());
    for id in ids {
        if !unique.contains(&id) {
            unique.push(id);
        }
    }
    if unique.is_empty() {
        return Err(AppError::invalid("ids", "Choose at least one report."));
    }
    if unique.len() > MAX_BULK {
        return Err(AppError::invalid(
            "ids",
            format!("Choose at most {MAX_BULK} reports at once."),
        ));
    }
    Ok(unique)
}

/// Sets the status of every report in `ids` (the Moderation Queue's bulk action), one audit
/// row each, all in one transaction: a report that is gone undoes the whole action.
pub async fn set_statuses(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    ids: Vec<Id>,
    status: Status,
) -> Result<Vec<reports::Model>> {
    viewer.require_admin()?;
    let ids = bulk_ids(ids)?;
    let txn = common::db::begin_write(db).await?;
    let mut changed = Vec::with_capacity(ids.len());
    for id in ids {
        let mut report = find(&txn, id).await?;
        report.status = status.as_str().to_owned();
        report.updated_at = viewer.now();
        reports::Entity::update_many()
            .col_expr(reports::Column::Status, Expr::value(report.status.clone()))
            .col_expr(reports::Column::UpdatedAt, Expr::value(report.updated_at))
            .filter(reports::Column::Id.eq(report.id.clone()))
            .exec(&txn)
            .await?;
        audit::record(
            &txn,
            viewer,
            Action::ReportStatus,
            &report.id,
            Some(status.as_str().to_owned()),
        )
        .await?;
        changed.push(report);
    }
    txn.commit().await?;
    Ok(changed)
}

/// Lifts or keeps the quarantine of the reported item, with its audit row.
pub async fn set_quarantine(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    id: Id,
    quarantined: bool,
) -> Result<reports::Model> {
    let mut changed = set_quarantines(db, viewer, vec![id], quarantined).await?;
    changed.pop().ok_or(AppError::not_found("Report"))
}

/// Lifts or keeps the quarantine of the items of every report in `ids` (the bulk action),
/// one audit row each, all in one transaction.
pub async fn set_quarantines(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    ids: Vec<Id>,
    quarantined: bool,
) -> Result<Vec<reports::Model>> {
    let admin = viewer.require_admin()?;
    let ids = bulk_ids(ids)?;
    let txn = common::db::begin_write(db).await?;
    let mut changed = Vec::with_capacity(ids.len());
    let mut moderated = Vec::new();
    for id in ids {
        let report = find(&txn, id).await?;
        let target = target_of(&report)?;
        if set_quarantine_of(&txn, &target, quarantined, viewer.now()).await? {
            moderated.push(moderated_item(&target));
        }
        audit::record(
            &txn,
            viewer,
            Action::ReportQuarantine,
            &report.id,
            Some(quarantined.to_string()),
        )
        .await?;
        changed.push(report);
    }
    if !moderated.is_empty() {
        notifications::moderated(&txn, viewer.now(), &admin.user_id, &moderated, quarantined)
            .await?;
    }
    txn.commit().await?;
    Ok(changed)
}

/// An admin's decision on one report (the report review's buttons).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The report was right: the item stays hidden (or is hidden now) and the report is
    /// complete. Counts as upheld on the reporter's record.
    Uphold,
    /// The report was wrong: the item is visible again and the report is complete. Counts
    /// against the reporter's record (`report_trust`).
    Reject,
    /// Hides the item of a report that hid nothing when filed; the report stays open for
    /// the decision.
    HideNow,
}

impl Decision {
    fn action(self) -> Action {
        match self {
            Self::Uphold => Action::ReportUphold,
            Self::Reject => Action::ReportReject,
            Self::HideNow => Action::ReportHide,
        }
    }
}

/// Whether the reported item is quarantined now; not found once it is gone.
async fn item_hidden(db: &impl ConnectionTrait, target: &Target) -> Result<bool> {
    let hidden: Option<bool> = match target {
        Target::Post(id) => {
            posts::Entity::find_by_id(id.clone())
                .select_only()
                .column(posts::Column::IsShadowBanned)
                .into_tuple()
                .one(db)
                .await?
        }
        Target::Comment(id) => {
            comments::Entity::find_by_id(id.clone())
                .select_only()
                .column(comments::Column::IsShadowBanned)
                .into_tuple()
                .one(db)
                .await?
        }
    };
    hidden.ok_or(AppError::not_found("Reported item"))
}

/// Why `decision` does not apply to a report in this state, if it does not: a decided
/// report is reopened (its status set to outstanding) before it is decided again, and an
/// item already hidden is not hidden again.
pub fn refusal(status: Status, hidden: bool, decision: Decision) -> Option<&'static str> {
    if status == Status::Completed {
        return Some("This report is already complete. Mark it outstanding to decide it again.");
    }
    match decision {
        Decision::HideNow if hidden => Some("This item is already hidden from members."),
        _ => None,
    }
}

/// Decides a report (admins only): upholds it, rejects it or hides its item now, in one
/// transaction with its audit row and the author's notification. A decision that does not
/// apply to the report's state is refused (CONFLICT) and changes nothing.
pub async fn review(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    id: Id,
    decision: Decision,
) -> Result<reports::Model> {
    let admin = viewer.require_admin()?;
    let txn = common::db::begin_write(db).await?;
    let mut report = find(&txn, id).await?;
    let target = target_of(&report)?;
    let hidden = item_hidden(&txn, &target).await?;
    let status = Status::parse(&report.status)
        .ok_or_else(|| AppError::Internal("a report has an unknown status".into()))?;
    if let Some(reason) = refusal(status, hidden, decision) {
        return Err(AppError::Conflict(reason.to_owned()));
    }
    let now = viewer.now();
    let quarantined = decision != Decision::Reject;
    if set_quarantine_of(&txn, &target, quarantined, now).await? {
        notifications::moderated(
            &txn,
            now,
            &admin.user_id,
            &[moderated_item(&target)],
            quarantined,
        )
        .await?;
    }
    if decision != Decision::HideNow {
        report.status = Status::Completed.as_str().to_owned();
    }
    report.updated_at = now;
    reports::Entity::update_many()
        .col_expr(reports::Column::Status, Expr::value(report.status.clone()))
        .col_expr(reports::Column::UpdatedAt, Expr::value(now))
        .filter(reports::Column::Id.eq(report.id.clone()))
        .exec(&txn)
        .await?;
    audit::record(&txn, viewer, decision.action(), &report.id, None).await?;
    txn.commit().await?;
    Ok(report)
}

/// Deletes a report (the item's quarantine stays as it is), with its audit row.
pub async fn delete(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    id: Id,
) -> Result<()> {
    viewer.require_admin()?;
    let txn = common::db::begin_write(db).await?;
    let report = find(&txn, id).await?;
    let label = audit::label(&txn, Action::ReportDelete, &report.id).await?;
    reports::Entity::delete_by_id(report.id.clone())
        .exec(&txn)
        .await?;
    audit::record_labelled(&txn, viewer, Action::ReportDelete, &report.id, None, label).await?;
    txn.commit().await?;
    Ok(())
}

/// The reported post or comment as the queue shows it: its real text (never the
/// placeholder), its owner, and whether it is quarantined now.
#[derive(Clone, Debug)]
pub struct Reported {
    /// The reported post, or the post the reported comment is on.
    pub post_id: Id,
    pub comment_id: Option<Id>,
    pub owner_id: Option<Id>,
    pub text: String,
    pub is_shadow_banned: bool,
    /// Its author deleted it (it stays as a tombstone while reports of it remain).
    pub is_deleted: bool,
    /// The server found crisis language in it (`forum::service::care`).
    pub needs_care: bool,
}

/// The reported items of `list`, by report id: two queries for any number of reports.
pub async fn reported_items(
    db: &impl ConnectionTrait,
    list: &[reports::Model],
) -> Result<HashMap<Id, Reported>> {
    let post_ids: Vec<Id> = list.iter().filter_map(|r| r.post_id.clone()).collect();
    let comment_ids: Vec<Id> = list.iter().filter_map(|r| r.comment_id.clone()).collect();
    let posts: HashMap<Id, posts::Model> = if post_ids.is_empty() {
        HashMap::new()
    } else {
        posts::Entity::find()
            .filter(posts::Column::Id.is_in(post_ids))
            .all(db)
            .await?
            .into_iter()
            .map(|p| (p.id.clone(), p))
            .collect()
    };
    let comments: HashMap<Id, comments::Model> = if comment_ids.is_empty() {
        HashMap::new()
    } else {
        comments::Entity::find()
            .filter(comments::Column::Id.is_in(comment_ids))
            .all(db)
            .await?
            .into_iter()
            .map(|c| (c.id.clone(), c))
            .collect()
    };
    Ok(list
        .iter()
        .filter_map(|report| {
            let item = match (&report.post_id, &report.comment_id) {
                (Some(post), _) => posts.get(post).map(|p| Reported {
                    post_id: p.id.clone(),
                    comment_id: None,
                    owner_id: Some(p.owner_id.clone()),
                    text: p.text.clone(),
                    is_shadow_banned: p.is_shadow_banned,
                    is_deleted: p.deleted_at.is_some(),
                    needs_care: p.needs_care,
                }),
                (None, Some(comment)) => comments.get(comment).map(|c| Reported {
                    post_id: c.post_id.clone(),
                    comment_id: Some(c.id.clone()),
                    owner_id: c.owner_id.clone(),
                    text: c.text.clone(),
                    is_shadow_banned: c.is_shadow_banned,
                    is_deleted: c.deleted_at.is_some(),
                    needs_care: c.needs_care,
                }),
                (None, None) => None,
            }?;
            Some((report.id.clone(), item))
        })
        .collect())
}

/// A row of the Moderation Queue with everything its cells show.
pub struct ReportRow {
    pub report: reports::Model,
    pub item: Option<Reported>,
    pub creator: Option<Author>,
    pub reporter: Option<Author>,
}

/// `list` with its reported items and people: three queries for any number of reports.
pub async fn rows(db: &impl ConnectionTrait, list: Vec<reports::Model>) -> Result<Vec<ReportRow>> {
    let mut items = reported_items(db, &list).await?;
    let people: Vec<Id> = list
        .iter()
        .filter_map(|r| r.reporter_id.clone())
        .chain(items.values().filter_map(|i| i.owner_id.clone()))
        .collect();
    let people = authors::by_ids(db, &people).await?;
    Ok(list
        .into_iter()
        .map(|report| {
            let item = items.remove(&report.id);
            let creator = item
                .as_ref()
                .and_then(|i| i.owner_id.as_ref())
                .and_then(|owner| people.get(owner))
                .cloned();
            let reporter = report
                .reporter_id
                .as_ref()
                .and_then(|id| people.get(id))
                .cloned();
            ReportRow {
                report,
                item,
                creator,
                reporter,
            }
        })
        .collect())
}
