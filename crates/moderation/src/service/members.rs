//! Members as people (issue 22): what an admin does to a member rather than to one post, and
//! the member page that shows her record.
//!
//! - **Suspend** for 1–365 days: she reads but cannot write (`Viewer::require_writer`, read
//!   with her session on every request); her sessions stay.
//! - **Shadow-ban**: her new posts and comments are quarantined as they are written
//!   (`Viewer::writes_quarantined`); what is already quarantined stays so after the lift.
//! - **Ban**: her sessions are deleted, she cannot sign in, and her email (kept only as a
//!   hash in `banned_emails`) cannot register again, even once her account is erased.
//! - **Admin rights**: given or removed; the forum always keeps one admin.
//!
//! Each action and its lift is the admin's alone, never on herself, with her reason (1–500
//! characters) in the audit row written in the same transaction. An admin cannot be
//! suspended, shadow-banned or banned: her rights go first.

use audit::Action;
use chrono::{DateTime, Duration, Utc};
use common::page::{Direction, PageKey};
use common::{AppError, Cursor, Id, Page, PageRequest, Result, Viewer};
use entity::{audit_log, banned_emails, comments, posts, reports, users};
use sea_orm::sea_query::{Condition, Expr, ExprTrait, Func, OnConflict, Query};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, PaginatorTrait, QueryFilter, QuerySelect,
    Select, Set, TransactionSession, TransactionTrait,
};

use super::report_trust;
use super::reports::Status;
use crate::service::table_query::key_in;

pub const NOT_YOURSELF: &str = "You cannot do this to your own account.";
pub const NOT_AN_ADMIN: &str =
    "An admin cannot be suspended, shadow-banned or banned. Remove her admin rights first.";
pub const LIFT_FIRST: &str = "Lift her suspension, shadow ban or ban before making her an admin.";
pub const MAX_REASON_CHARS: usize = 500;
pub const MAX_SUSPENSION_DAYS: i64 = 365;

/// An admin's reason for acting on a member: trimmed, 1–500 characters. Her own words, so
/// the audit row may keep them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason(String);

impl Reason {
    pub fn parse(raw: &str) -> Result<Self> {
        let reason = common::text::tidy(raw);
        if reason.is_empty() {
            return Err(AppError::invalid(
                "reason",
                "Please give a reason for this action.",
            ));
        }
        if reason.chars().count() > MAX_REASON_CHARS {
            return Err(AppError::invalid(
                "reason",
                "Reasons can be at most 500 characters.",
            ));
        }
        Ok(Self(reason))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// What an admin does to a member.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemberAction {
    /// For this many days (1–365) from now; a new suspension replaces the current one.
    Suspend {
        days: i64,
    },
    LiftSuspension,
    ShadowBan,
    LiftShadowBan,
    Ban,
    LiftBan,
    MakeAdmin,
    RemoveAdmin,
}

impl MemberAction {
    fn audited_as(self) -> Action {
        match self {
            Self::Suspend { .. } => Action::UserSuspend,
            Self::LiftSuspension => Action::UserSuspendLift,
            Self::ShadowBan => Action::UserShadowBan,
            Self::LiftShadowBan => Action::UserShadowBanLift,
            Self::Ban => Action::UserBan,
            Self::LiftBan => Action::UserBanLift,
            Self::MakeAdmin | Self::RemoveAdmin => Action::UserAdmin,
        }
    }

    /// Restrictions an admin is protected from.
    fn restricts(self) -> bool {
        matches!(self, Self::Suspend { .. } | Self::ShadowBan | Self::Ban)
    }
}

/// Whether she is suspended at `now`.
pub fn is_suspended(user: &users::Model, now: DateTime<Utc>) -> bool {
    user.suspended_until.is_some_and(|until| until > now)
}

/// Applies `action` to the member `user_id` with the admin's `reason`, and writes its audit
/// row in the same transaction. Answers her account as it is now.
pub async fn act(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    user_id: Id,
    action: MemberAction,
    reason: &str,
) -> Result<users::Model> {
    let admin = viewer.require_admin()?;
    let reason = Reason::parse(reason)?;
    if let MemberAction::Suspend { days } = action
        && !(1..=MAX_SUSPENSION_DAYS).contains(&days)
    {
        return Err(AppError::invalid(
            "days",
            "Choose a suspension of 1 to 365 days.",
        ));
    }
    if admin.user_id == user_id {
        return Err(AppError::Refused(NOT_YOURSELF));
    }
    let now = viewer.now();
    let txn = common::db::begin_write(db).await?;
    let mut user = users::Entity::find_by_id(user_id.clone())
        .one(&txn)
        .await?
        .ok_or(AppError::not_found("Member"))?;
    if action.restricts() && user.is_admin {
        return Err(AppError::Refused(NOT_AN_ADMIN));
    }
    let unchanged = |message: &str| Err(AppError::bad_input(message));
    let detail = match action {
        MemberAction::Suspend { days } => {
            user.suspended_until = Some(now + Duration::days(days));
            format!("{days} days: {}", reason.as_str())
        }
        MemberAction::LiftSuspension => {
            if !is_suspended(&user, now) {
                return unchanged("She is not suspended.");
            }
            user.suspended_until = None;
            reason.0
        }
        MemberAction::ShadowBan => {
            if user.shadow_banned_at.is_some() {
                return unchanged("She is already shadow-banned.");
            }
            user.shadow_banned_at = Some(now);
            reason.0
        }
        MemberAction::LiftShadowBan => {
            if user.shadow_banned_at.is_none() {
                return unchanged("She is not shadow-banned.");
            }
            user.shadow_banned_at = None;
            reason.0
        }
        MemberAction::Ban => {
            if user.banned_at.is_some() {
                return unchanged("She is already banned.");
            }
            user.banned_at = Some(now);
            identity::service::sessions::delete_all(&txn, &user.id).await?;
            banned_emails::Entity::insert(banned_emails::ActiveModel {
                email_hash: Set(identity::service::email::ban_key(&user.email)),
                created_at: Set(now),
            })
            .on_conflict(
                OnConflict::column(banned_emails::Column::EmailHash)
                    .do_nothing()
                    .to_owned(),
            )
            .exec_without_returning(&txn)
            .await?;
            reason.0
        }
        MemberAction::LiftBan => {
            if user.banned_at.is_none() {
                return unchanged("She is not banned.");
            }
            user.banned_at = None;
            banned_emails::Entity::delete_by_id(identity::service::email::ban_key(&user.email))
                .exec(&txn)
                .await?;
            reason.0
        }
        MemberAction::MakeAdmin => {
            if user.is_admin {
                return unchanged("She is already an admin.");
            }
            if is_suspended(&user, now)
                || user.shadow_banned_at.is_some()
                || user.banned_at.is_some()
            {
                return Err(AppError::Refused(LIFT_FIRST));
            }
            user.is_admin = true;
            format!("true: {}", reason.as_str())
        }
        MemberAction::RemoveAdmin => {
            if !user.is_admin {
                return unchanged("She is not an admin.");
            }
            identity::service::admin::require_another_admin(&txn, &user.id).await?;
            user.is_admin = false;
            format!("false: {}", reason.as_str())
        }
    };
    user.updated_at = now;
    users::Entity::update_many()
        .col_expr(
            users::Column::SuspendedUntil,
            Expr::value(user.suspended_until),
        )
        .col_expr(
            users::Column::ShadowBannedAt,
            Expr::value(user.shadow_banned_at),
        )
        .col_expr(users::Column::BannedAt, Expr::value(user.banned_at))
        .col_expr(users::Column::IsAdmin, Expr::value(user.is_admin))
        .col_expr(users::Column::UpdatedAt, Expr::value(user.updated_at))
        .filter(users::Column::Id.eq(user.id.clone()))
        .exec(&txn)
        .await?;
    audit::record(&txn, viewer, action.audited_as(), &user.id, Some(detail)).await?;
    txn.commit().await?;
    Ok(user)
}

/// A member's record for the member page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Record {
    pub posts: u64,
    pub comments: u64,
    /// Reports of her posts and comments.
    pub reports_against: u64,
    /// Of those, the ones an admin completed with the item kept hidden.
    pub upheld_against: u64,
    /// Her own reports, as the report review shows them.
    pub reporter: report_trust::Record,
}

fn count(n: i64) -> u64 {
    u64::try_from(n).unwrap_or_default()
}

/// Reports whose post or comment is hers: her items' ids through the owner indexes, then the
/// reports through `reports(post_id)` and `reports(comment_id)` ([`key_in`]). A join filtered
/// by either owner read every report (0.9 s at 100,000 reports).
fn against(backend: DbBackend, user_id: &Id) -> Condition {
    let her_posts = Query::select()
        .column(posts::Column::Id)
        .from(posts::Entity)
        .and_where(posts::Column::OwnerId.eq(user_id.clone()))
        .to_owned();
    let her_comments = Query::select()
        .column(comments::Column::Id)
        .from(comments::Entity)
        .and_where(comments::Column::OwnerId.eq(user_id.clone()))
        .to_owned();
    Condition::any()
        .add(key_in(backend, reports::Column::PostId, her_posts))
        .add(key_in(backend, reports::Column::CommentId, her_comments))
}

/// Her record (admins only): a fixed number of aggregate queries, whatever her history.
pub async fn record(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    user_id: Id,
    trust_age: Duration,
) -> Result<Record> {
    viewer.require_admin()?;
    let posts = posts::Entity::find()
        .filter(posts::Column::OwnerId.eq(user_id.clone()))
        .filter(posts::Column::DeletedAt.is_null())
        .count(db)
        .await?;
    let comments = comments::Entity::find()
        .filter(comments::Column::OwnerId.eq(user_id.clone()))
        .filter(comments::Column::DeletedAt.is_null())
        .count(db)
        .await?;
    let upheld = Expr::col((reports::Entity, reports::Column::Status))
        .eq(Status::Completed.as_str())
        .and(report_trust::item_quarantined().eq(true));
    let (reports_against, upheld_against) = report_trust::with_items()
        .select_only()
        .column_as(reports::Column::Id.count(), "reports")
        .expr_as(Func::sum(Expr::case(upheld, 1).finally(0)), "upheld")
        .filter(against(db.get_database_backend(), &user_id))
        .into_tuple::<(i64, Option<i64>)>()
        .one(db)
        .await?
        .unwrap_or_default();
    let reporter = report_trust::record(db, viewer, user_id, trust_age).await?;
    Ok(Record {
        posts,
        comments,
        reports_against: count(reports_against),
        upheld_against: count(upheld_against.unwrap_or_default()),
        reporter,
    })
}

/// One member's account (admins only).
pub async fn get(db: &impl ConnectionTrait, viewer: &Viewer, user_id: Id) -> Result<users::Model> {
    super::users::get(db, viewer, user_id).await
}

/// One of the member page's lists: which rows are about her, and the key they page by,
/// newest first. [`page_of`] reads any of them, for admins only.
pub trait MemberList {
    type Entity: EntityTrait;
    const KEY: PageKey<<Self::Entity as EntityTrait>::Column>;
    fn rows(backend: DbBackend, user_id: Id) -> Select<Self::Entity>;
    fn cursor(row: &<Self::Entity as EntityTrait>::Model) -> Cursor;
}

/// A page of the member page's list `L` about `user_id`, newest first (admins only).
pub async fn page_of<L: MemberList>(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    user_id: Id,
    page: &PageRequest,
) -> Result<Page<<L::Entity as EntityTrait>::Model>> {
    viewer.require_admin()?;
    let rows = L::rows(db.get_database_backend(), user_id);
    L::KEY
        .fetch(db, rows, &Direction::Desc, page, L::cursor)
        .await
}

/// Her posts, quarantined ones included.
pub struct HerPosts;

impl MemberList for HerPosts {
    type Entity = posts::Entity;
    const KEY: PageKey<posts::Column> = forum::service::posts::PAGE_KEY;
    fn rows(_: DbBackend, user_id: Id) -> Select<posts::Entity> {
        posts::Entity::find()
            .filter(posts::Column::OwnerId.eq(user_id))
            .filter(posts::Column::DeletedAt.is_null())
    }
    fn cursor(post: &posts::Model) -> Cursor {
        forum::service::posts::cursor(post)
    }
}

/// Her comments and replies, quarantined ones included.
pub struct HerComments;

impl MemberList for HerComments {
    type Entity = comments::Entity;
    const KEY: PageKey<comments::Column> = forum::service::comments::PAGE_KEY;
    fn rows(_: DbBackend, user_id: Id) -> Select<comments::Entity> {
        comments::Entity::find()
            .filter(comments::Column::OwnerId.eq(user_id))
            .filter(comments::Column::DeletedAt.is_null())
    }
    fn cursor(comment: &comments::Model) -> Cursor {
        forum::service::comments::cursor(comment)
    }
}

const REPORT_KEY: PageKey<reports::Column> = PageKey {
    created_at: reports::Column::CreatedAt,
    id: reports::Column::Id,
};

fn report_cursor(report: &reports::Model) -> Cursor {
    Cursor {
        created_at: report.created_at,
        id: report.id.clone(),
    }
}

/// Reports of her posts and comments.
pub struct ReportsAgainst;

impl MemberList for ReportsAgainst {
    type Entity = reports::Entity;
    const KEY: PageKey<reports::Column> = REPORT_KEY;
    fn rows(backend: DbBackend, user_id: Id) -> Select<reports::Entity> {
        report_trust::with_items().filter(against(backend, &user_id))
    }
    fn cursor(report: &reports::Model) -> Cursor {
        report_cursor(report)
    }
}

/// The reports she filed.
pub struct ReportsBy;

impl MemberList for ReportsBy {
    type Entity = reports::Entity;
    const KEY: PageKey<reports::Column> = REPORT_KEY;
    fn rows(_: DbBackend, user_id: Id) -> Select<reports::Entity> {
        reports::Entity::find().filter(reports::Column::ReporterId.eq(user_id))
    }
    fn cursor(report: &reports::Model) -> Cursor {
        report_cursor(report)
    }
}

/// The audit rows about her account. They stay after her account is erased, under her old id.
pub struct AuditTrail;

impl MemberList for AuditTrail {
    type Entity = audit_log::Entity;
    const KEY: PageKey<audit_log::Column> = PageKey {
        created_at: audit_log::Column::CreatedAt,
        id: audit_log::Column::Id,
    };
    fn rows(_: DbBackend, user_id: Id) -> Select<audit_log::Entity> {
        audit_log::Entity::find()
            .filter(audit_log::Column::TargetType.eq("user"))
            .filter(audit_log::Column::TargetId.eq(user_id.to_string()))
    }
    fn cursor(entry: &audit_log::Model) -> Cursor {
        Cursor {
            created_at: entry.created_at,
            id: entry.id.clone(),
        }
    }
}
