//! Members' reports and the Moderation Queue.

use std::collections::HashMap;

use async_graphql::{Context, Enum, ID, InputObject, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use common::{AppError, Db, Id, Viewer};
use entity::reports;
use forum::graphql::loaders::{Authors, PostsById};
use forum::graphql::types::{Author, Post};
use forum::service::throttle::WriteLimits;
use graphql_kit::{AdminGuard, Connection, cost, load_one, prime};

use super::query::ReportReason;
use crate::graphql::TableInput;
use crate::service::report_reason::ReportReason as Reason;
use crate::service::report_trust as trust;
use crate::service::reports::{self as service, NewReport, Reported, Target};
use crate::service::tables;

/// Where a report is in review; the screens show DELIVERED as 'outstanding' and COMPLETED as
/// 'complete'.
#[derive(Enum, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "crate::service::reports::Status")]
pub enum ReportStatus {
    Delivered,
    Flagged,
    Completed,
}

/// An admin's decision on a report (the report review).
#[derive(Enum, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "crate::service::reports::Decision")]
pub enum ReportDecision {
    /// Keep the item hidden (hide it, if the report hid nothing) and mark the report
    /// complete; counts as upheld on the reporter's record.
    Uphold,
    /// Restore the item (visible to members again) and mark the report complete; counts
    /// against the reporter's record.
    Reject,
    /// Hide the item of a report that hid nothing when filed; the report stays open.
    HideNow,
}

#[derive(Enum, Clone, Copy, PartialEq, Eq)]
pub enum ReportContentType {
    Post,
    Comment,
}

/// A member's report: exactly one of `postId` / `commentId`.
#[derive(InputObject)]
pub struct ReportInput {
    pub post_id: Option<ID>,
    pub comment_id: Option<ID>,
    pub reason: ReportReason,
    /// At most 1,000 characters.
    pub explanation: Option<String>,
}

/// A report as the Moderation Queue and the report review show it (admins only).
pub struct AdminReport {
    report: reports::Model,
    item: Option<Reported>,
}

impl AdminReport {
    fn with_items(list: Vec<reports::Model>, items: &mut HashMap<Id, Reported>) -> Vec<Self> {
        list.into_iter()
            .map(|report| Self {
                item: items.remove(&report.id),
                report,
            })
            .collect()
    }

    /// Reports with their items: one query per kind of item.
    async fn many(db: &Db, list: Vec<reports::Model>) -> Result<Vec<Self>> {
        let mut items = service::reported_items(db, &list).await?;
        Ok(Self::with_items(list, &mut items))
    }

    async fn one(db: &Db, report: reports::Model) -> Result<Self> {
        let mut items = service::reported_items(db, std::slice::from_ref(&report)).await?;
        Ok(Self {
            item: items.remove(&report.id),
            report,
        })
    }
}

/// A bulk action's ids; more than a bulk action takes is refused before any is read.
fn parse_ids(ids: &[ID]) -> Result<Vec<Id>> {
    if ids.len() > service::MAX_BULK {
        return Err(AppError::invalid(
            "ids",
            format!("Choose at most {} reports at once.", service::MAX_BULK),
        )
        .into());
    }
    Ok(ids
        .iter()
        .map(|id| Id::parse("ids", id))
        .collect::<common::Result<Vec<_>>>()?)
}

/// A page of reports with their items and (when selected) their people: a fixed number of
/// queries whatever the page's length.
pub(super) async fn report_connection(
    ctx: &Context<'_>,
    page: common::Page<reports::Model>,
) -> Result<Connection<AdminReport>> {
    let db = ctx.data::<Db>()?;
    let mut items = service::reported_items(db, &page.items).await?;
    let selected = ctx.look_ahead().field("items");
    let people = page
        .items
        .iter()
        .filter_map(|r| r.reporter_id.clone())
        .chain(items.values().filter_map(|i| i.owner_id.clone()));
    let wanted = selected.field("creator").exists() || selected.field("reporter").exists();
    prime::<Authors>(ctx, wanted, people.collect::<Vec<_>>()).await?;
    let (has_next_page, end_cursor) = (page.has_next_page, page.end_cursor.clone());
    Ok(Connection {
        items: AdminReport::with_items(page.items, &mut items),
        has_next_page,
        end_cursor: end_cursor.as_ref().map(common::Cursor::encode),
    })
}

fn id(id: &Id) -> ID {
    ID(id.to_string())
}

#[Object]
impl AdminReport {
    async fn id(&self) -> ID {
        id(&self.report.id)
    }
    async fn content_type(&self) -> ReportContentType {
        if self.report.comment_id.is_some() {
            ReportContentType::Comment
        } else {
            ReportContentType::Post
        }
    }
    /// The reported post, or the post the reported comment is on.
    async fn post_id(&self) -> Result<ID> {
        self.item
            .as_ref()
            .map(|item| id(&item.post_id))
            .or_else(|| self.report.post_id.as_ref().map(id))
            .ok_or_else(|| "The reported comment is gone.".into())
    }
    /// The reported post, or the post the reported comment is on, as admins see it (hidden
    /// or not): its title, text, links, images and topics, for the review. Null once it is
    /// gone.
    async fn post(&self, ctx: &Context<'_>) -> Result<Option<Post>> {
        let Some(post_id) = self
            .item
            .as_ref()
            .map(|item| &item.post_id)
            .or(self.report.post_id.as_ref())
        else {
            return Ok(None);
        };
        Ok(load_one::<PostsById>(ctx, post_id).await?.map(Post))
    }
    /// Null for a post report.
    async fn comment_id(&self) -> Option<ID> {
        self.report.comment_id.as_ref().map(id)
    }
    /// The reported item's text as it was when reported (never the placeholder), even after
    /// its author edited or deleted it; null when it had none.
    async fn content(&self) -> Option<&str> {
        self.report
            .reported_text
            .as_deref()
            .or_else(|| self.item.as_ref().map(|item| item.text.as_str()))
            .filter(|text| !text.is_empty())
    }
    /// Its author has deleted the reported item since (`content` still shows what was
    /// reported).
    async fn is_item_deleted(&self) -> bool {
        self.item.as_ref().is_some_and(|item| item.is_deleted)
    }
    /// The reported post's or comment's owner; null once her account is deleted.
    async fn creator(&self, ctx: &Context<'_>) -> Result<Option<Author>> {
        let Some(owner) = self.item.as_ref().and_then(|i| i.owner_id.as_ref()) else {
            return Ok(None);
        };
        Ok(load_one::<Authors>(ctx, owner).await?.map(Author))
    }
    /// Null once the reporter deleted her account ('Deleted user').
    async fn reporter(&self, ctx: &Context<'_>) -> Result<Option<Author>> {
        let Some(reporter) = &self.report.reporter_id else {
            return Ok(None);
        };
        Ok(load_one::<Authors>(ctx, reporter).await?.map(Author))
    }
    async fn reason(&self) -> Result<ReportReason> {
        Reason::parse(&self.report.reason)
            .map(ReportReason::from)
            .ok_or_else(|| AppError::Internal("a report has an unknown reason".into()).into())
    }
    async fn explanation(&self) -> Option<&str> {
        self.report.explanation.as_deref()
    }
    async fn status(&self) -> Result<ReportStatus> {
        service::Status::parse(&self.report.status)
            .map(ReportStatus::from)
            .ok_or_else(|| AppError::Internal("a report has an unknown status".into()).into())
    }
    /// Whether this report hid its item when filed (its reporter was in good standing and the
    /// item was visible); other reports wait in the queue without hiding anything.
    async fn hid_item(&self) -> bool {
        self.report.hid_item
    }
    /// Whether the reported item is quarantined (its isShadowBanned) right now.
    async fn is_quarantined(&self) -> bool {
        self.item.as_ref().is_some_and(|item| item.is_shadow_banned)
    }
    /// The server found crisis language in the reported item (as it reads now): reach out
    /// with care. The queue filters by it (`needsCare`, Yes/No).
    async fn needs_care(&self) -> bool {
        self.item.as_ref().is_some_and(|item| item.needs_care)
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.report.created_at
    }
    async fn updated_at(&self) -> DateTime<Utc> {
        self.report.updated_at
    }
}

/// Whether a member's reports hide content at once, and if not, why.
#[derive(Enum, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "crate::service::report_trust::Standing")]
pub enum ReporterStanding {
    /// Her reports hide the item at once.
    Trusted,
    /// She has not finished onboarding: her reports wait for review.
    NotOnboarded,
    /// Her account is younger than the trust age: her reports wait for review.
    NewAccount,
    /// Admins rejected too many of her latest reports; restore with `restoreReportTrust`.
    RejectedReports,
}

/// A member's record as a reporter, for the report review (admins only).
#[derive(SimpleObject)]
pub struct ReporterRecord {
    /// Every report she has filed.
    pub reports: u64,
    /// Reports an admin completed with the item kept hidden.
    pub upheld: u64,
    /// Reports an admin completed with the item visible.
    pub rejected: u64,
    pub standing: ReporterStanding,
}

impl From<trust::Record> for ReporterRecord {
    fn from(record: trust::Record) -> Self {
        Self {
            reports: record.reports,
            upheld: record.upheld,
            rejected: record.rejected,
            standing: record.standing.into(),
        }
    }
}

#[derive(Default)]
pub struct ReportsQuery;

#[Object]
impl ReportsQuery {
    /// The Moderation Queue (admins only): search reason and explanation, filter by `status`
    /// (delivered, flagged, completed) and `needsCare` (Yes/No: the reported post or comment
    /// holds crisis language), newest first unless `ascending`.
    #[graphql(
        guard = "AdminGuard",
        complexity = "cost::TABLE + cost::page(query.first, child_complexity)"
    )]
    async fn admin_reports(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] query: TableInput,
    ) -> Result<Connection<AdminReport>> {
        let _share = graphql_kit::db_share(ctx).await;
        let db = ctx.data::<Db>()?;
        let page =
            tables::page::<service::Queue>(db, ctx.data::<Viewer>()?, &query.try_into()?).await?;
        report_connection(ctx, page).await
    }

    /// The statuses reports have now: the Moderation Queue's Status filter options.
    #[graphql(guard = "AdminGuard", complexity = "cost::QUERY + child_complexity")]
    async fn admin_report_statuses(&self, ctx: &Context<'_>) -> Result<Vec<ReportStatus>> {
        let statuses = service::statuses(ctx.data::<Db>()?, ctx.data::<Viewer>()?).await?;
        Ok(statuses.into_iter().map(ReportStatus::from).collect())
    }

    /// A member's record as a reporter: how many reports she filed, how many were upheld and
    /// rejected, and whether her reports hide content at once (admins only).
    #[graphql(
        guard = "AdminGuard",
        complexity = "3 * cost::QUERY + child_complexity"
    )]
    async fn admin_reporter_record(
        &self,
        ctx: &Context<'_>,
        user_id: ID,
    ) -> Result<ReporterRecord> {
        let record = trust::record(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            Id::parse("userId", &user_id)?,
            ctx.data::<WriteLimits>()?.report_trust_age(),
        )
        .await?;
        Ok(record.into())
    }

    /// One report, for the report review (admins only).
    #[graphql(guard = "AdminGuard", complexity = "cost::QUERY + child_complexity")]
    async fn admin_report(&self, ctx: &Context<'_>, id: ID) -> Result<AdminReport> {
        let db = ctx.data::<Db>()?;
        let report = service::get(db, ctx.data::<Viewer>()?, Id::parse("id", &id)?).await?;
        AdminReport::one(db, report).await
    }
}

#[derive(Default)]
pub struct ReportsMutation;

#[Object]
impl ReportsMutation {
    /// Reports a post or a comment. A member in good standing (onboarded, her account older
    /// than REPORT_TRUST_AGE, her reports not repeatedly rejected) hides it from other members
    /// at once; anyone else's report waits for review. A second report of the same item by
    /// the same member changes nothing (still true). Limited per member (RATE_LIMITED).
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn report_content(&self, ctx: &Context<'_>, input: ReportInput) -> Result<bool> {
        let target = match (input.post_id, input.comment_id) {
            (Some(post), None) => Target::Post(Id::parse("postId", &post)?),
            (None, Some(comment)) => Target::Comment(Id::parse("commentId", &comment)?),
            _ => {
                return Err(
                    AppError::invalid("postId", "Report either a post or a comment.").into(),
                );
            }
        };
        service::create(
            ctx.data::<Db>()?,
            ctx.data::<WriteLimits>()?,
            ctx.data::<Viewer>()?,
            NewReport {
                target,
                reason: input.reason.into(),
                explanation: input.explanation,
            },
        )
        .await?;
        Ok(true)
    }

    /// Sets a report's status (admins only; audited).
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn set_report_status(
        &self,
        ctx: &Context<'_>,
        id: ID,
        status: ReportStatus,
    ) -> Result<AdminReport> {
        let db = ctx.data::<Db>()?;
        let report = service::set_status(
            db,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
            status.into(),
        )
        .await?;
        AdminReport::one(db, report).await
    }

    /// Quarantines the reported item (true) or lifts its quarantine (false) (admins only;
    /// audited).
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn set_report_quarantine(
        &self,
        ctx: &Context<'_>,
        id: ID,
        quarantined: bool,
    ) -> Result<AdminReport> {
        let db = ctx.data::<Db>()?;
        let report = service::set_quarantine(
            db,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
            quarantined,
        )
        .await?;
        AdminReport::one(db, report).await
    }

    /// Decides a report (admins only; audited): UPHOLD keeps its item hidden and marks it
    /// complete, REJECT restores the item and marks it complete, HIDE_NOW hides the item of a
    /// report that hid nothing. A decision that does not apply to the report's state (a
    /// complete report, an item already hidden) is refused with CONFLICT.
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn review_report(
        &self,
        ctx: &Context<'_>,
        id: ID,
        decision: ReportDecision,
    ) -> Result<AdminReport> {
        let db = ctx.data::<Db>()?;
        let report = service::review(
            db,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
            decision.into(),
        )
        .await?;
        AdminReport::one(db, report).await
    }

    /// Sets the status of every report in `ids` (the Moderation Queue's bulk action: at most
    /// 100, one audit row each, all or nothing) (admins only).
    #[graphql(
        guard = "AdminGuard",
        complexity = "cost::WRITE * 5 + cost::list(service::MAX_BULK, child_complexity)"
    )]
    async fn set_reports_status(
        &self,
        ctx: &Context<'_>,
        ids: Vec<ID>,
        status: ReportStatus,
    ) -> Result<Vec<AdminReport>> {
        let db = ctx.data::<Db>()?;
        let changed =
            service::set_statuses(db, ctx.data::<Viewer>()?, parse_ids(&ids)?, status.into())
                .await?;
        AdminReport::many(db, changed).await
    }

    /// Quarantines (true) or lifts the quarantine of (false) the items of every report in
    /// `ids` (the bulk action: at most 100, one audit row each, all or nothing) (admins only).
    #[graphql(
        guard = "AdminGuard",
        complexity = "cost::WRITE * 5 + cost::list(service::MAX_BULK, child_complexity)"
    )]
    async fn set_reports_quarantine(
        &self,
        ctx: &Context<'_>,
        ids: Vec<ID>,
        quarantined: bool,
    ) -> Result<Vec<AdminReport>> {
        let db = ctx.data::<Db>()?;
        let changed =
            service::set_quarantines(db, ctx.data::<Viewer>()?, parse_ids(&ids)?, quarantined)
                .await?;
        AdminReport::many(db, changed).await
    }

    /// Lifts every quarantine this reporter's open reports caused and completes those reports
    /// (so they count as rejected); answers how many reports (admins only; audited).
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn lift_reporter_quarantines(&self, ctx: &Context<'_>, reporter_id: ID) -> Result<u64> {
        Ok(trust::lift_quarantines_of(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            Id::parse("reporterId", &reporter_id)?,
        )
        .await?)
    }

    /// Gives a member whose reports were repeatedly rejected the power to hide at once back;
    /// earlier decisions no longer count against her (admins only; audited).
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn restore_report_trust(&self, ctx: &Context<'_>, user_id: ID) -> Result<bool> {
        trust::restore(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            Id::parse("userId", &user_id)?,
        )
        .await?;
        Ok(true)
    }

    /// Deletes a report; the item's quarantine stays as it is (admins only; audited).
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn delete_report(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        service::delete(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
        )
        .await?;
        Ok(true)
    }
}
