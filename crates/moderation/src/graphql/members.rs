//! The member page (admins only): one member's account, record and history, and what an
//! admin does to her (`service::members`).

use async_graphql::{Context, Enum, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use common::{AppError, Db, Id, Page, PageRequest, Viewer};
use entity::users;
use forum::graphql::types::{Comment, Post, prime_comments, prime_posts};
use forum::service::throttle::WriteLimits;
use graphql_kit::{AdminGuard, Connection, cost};
use sea_orm::EntityTrait;

use super::audit_log::AuditEntry;
use super::reports::{AdminReport, ReporterStanding, report_connection};
use crate::service::members::{
    self as service, AuditTrail, HerComments, HerPosts, MemberAction, MemberList, ReportsAgainst,
    ReportsBy,
};

/// What an admin does to a member. Each takes her reason; SUSPEND also takes `days`.
#[derive(Enum, Clone, Copy, PartialEq, Eq)]
pub enum MemberActionKind {
    /// She can read but not write for `days` (1–365) from now.
    Suspend,
    LiftSuspension,
    /// Her new posts and comments are quarantined as they are written.
    ShadowBan,
    LiftShadowBan,
    /// Her sessions end, she cannot sign in, and her email cannot register again.
    Ban,
    LiftBan,
    MakeAdmin,
    RemoveAdmin,
}

/// Her record, for the member page.
#[derive(SimpleObject)]
pub struct MemberRecord {
    pub posts: u64,
    pub comments: u64,
    /// Reports of her posts and comments.
    pub reports_against: u64,
    /// Reports of her posts and comments an admin completed with the item kept hidden.
    pub upheld_reports_against: u64,
    /// Reports she filed.
    pub reports_made: u64,
    /// Reports she filed that an admin upheld.
    pub reports_upheld: u64,
    /// Reports she filed that an admin rejected.
    pub reports_rejected: u64,
    pub reporter_standing: ReporterStanding,
}

/// One member as an admin sees her on the member page. No email and no demographics: the
/// page is for moderation.
pub struct AdminMember(pub users::Model);

impl AdminMember {
    /// A page of one of her lists: every list field of the member page reads through here.
    async fn page_of<L: MemberList>(
        &self,
        ctx: &Context<'_>,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Page<<L::Entity as EntityTrait>::Model>> {
        let page = PageRequest::parse(first, after.as_deref())?;
        let list = service::page_of::<L>(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            self.0.id.clone(),
            &page,
        )
        .await?;
        Ok(list)
    }
}

#[Object]
impl AdminMember {
    async fn id(&self) -> ID {
        ID(self.0.id.to_string())
    }
    async fn username(&self) -> &str {
        &self.0.username
    }
    async fn profile_colour(&self) -> &str {
        &self.0.profile_colour
    }
    /// When she joined.
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn last_login_at(&self) -> Option<DateTime<Utc>> {
        self.0.last_login_at
    }
    /// Happy to be contacted for research.
    async fn contact(&self) -> bool {
        self.0.contact
    }
    async fn is_admin(&self) -> bool {
        self.0.is_admin
    }
    /// Until when she is suspended; null when she is not suspended now.
    async fn suspended_until(&self, ctx: &Context<'_>) -> Result<Option<DateTime<Utc>>> {
        let now = ctx.data::<Viewer>()?.now();
        Ok(self.0.suspended_until.filter(|until| *until > now))
    }
    /// Her new posts and comments are quarantined as they are written.
    async fn is_shadow_banned(&self) -> bool {
        self.0.shadow_banned_at.is_some()
    }
    async fn is_banned(&self) -> bool {
        self.0.banned_at.is_some()
    }

    #[graphql(complexity = "6 * cost::QUERY")]
    async fn record(&self, ctx: &Context<'_>) -> Result<MemberRecord> {
        let record = service::record(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            self.0.id.clone(),
            ctx.data::<WriteLimits>()?.report_trust_age(),
        )
        .await?;
        Ok(MemberRecord {
            posts: record.posts,
            comments: record.comments,
            reports_against: record.reports_against,
            upheld_reports_against: record.upheld_against,
            reports_made: record.reporter.reports,
            reports_upheld: record.reporter.upheld,
            reports_rejected: record.reporter.rejected,
            reporter_standing: record.reporter.standing.into(),
        })
    }

    /// Her posts, newest first, quarantined ones included.
    #[graphql(complexity = "cost::page(first, child_complexity)")]
    async fn posts(
        &self,
        ctx: &Context<'_>,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<Post>> {
        let _share = graphql_kit::db_share(ctx).await;
        let list = self.page_of::<HerPosts>(ctx, first, after).await?;
        prime_posts(ctx, &ctx.look_ahead().field("items"), &list.items).await?;
        Ok(Connection::from_page(list, Post))
    }

    /// Her comments and replies, newest first, quarantined ones included.
    #[graphql(complexity = "cost::page(first, child_complexity)")]
    async fn comments(
        &self,
        ctx: &Context<'_>,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<Comment>> {
        let _share = graphql_kit::db_share(ctx).await;
        let list = self.page_of::<HerComments>(ctx, first, after).await?;
        prime_comments(ctx, &ctx.look_ahead().field("items"), &list.items).await?;
        Ok(Connection::from_page(list, Comment))
    }

    /// Reports of her posts and comments, newest first.
    #[graphql(complexity = "cost::page(first, child_complexity)")]
    async fn reports_against(
        &self,
        ctx: &Context<'_>,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<AdminReport>> {
        let _share = graphql_kit::db_share(ctx).await;
        let list = self.page_of::<ReportsAgainst>(ctx, first, after).await?;
        report_connection(ctx, list).await
    }

    /// The reports she filed, newest first.
    #[graphql(complexity = "cost::page(first, child_complexity)")]
    async fn reports_by(
        &self,
        ctx: &Context<'_>,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<AdminReport>> {
        let _share = graphql_kit::db_share(ctx).await;
        let list = self.page_of::<ReportsBy>(ctx, first, after).await?;
        report_connection(ctx, list).await
    }

    /// What admins did to her account, newest first.
    #[graphql(complexity = "cost::page(first, child_complexity)")]
    async fn audit_trail(
        &self,
        ctx: &Context<'_>,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<AuditEntry>> {
        let _share = graphql_kit::db_share(ctx).await;
        let list = self.page_of::<AuditTrail>(ctx, first, after).await?;
        AuditEntry::connection(ctx, list).await
    }
}

#[derive(Default)]
pub struct MembersQuery;

#[Object]
impl MembersQuery {
    /// One member's page (admins only): her account, record, posts, comments, reports and
    /// audit trail.
    #[graphql(guard = "AdminGuard", complexity = "cost::QUERY + child_complexity")]
    async fn admin_member(&self, ctx: &Context<'_>, id: ID) -> Result<AdminMember> {
        let user = service::get(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
        )
        .await?;
        Ok(AdminMember(user))
    }
}

#[derive(Default)]
pub struct MembersMutation;

#[Object]
impl MembersMutation {
    /// Suspends, shadow-bans or bans a member, lifts it, or gives or removes her admin rights
    /// (admins only; never on herself; an admin is not suspended, shadow-banned or banned;
    /// the forum keeps one admin). `reason` (1–500 characters) goes into the audit row;
    /// `days` (1–365) is required for SUSPEND.
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn act_on_member(
        &self,
        ctx: &Context<'_>,
        id: ID,
        action: MemberActionKind,
        reason: String,
        days: Option<i64>,
    ) -> Result<AdminMember> {
        let action = match action {
            MemberActionKind::Suspend => MemberAction::Suspend {
                days: days.ok_or_else(|| {
                    AppError::invalid("days", "Choose a suspension of 1 to 365 days.")
                })?,
            },
            MemberActionKind::LiftSuspension => MemberAction::LiftSuspension,
            MemberActionKind::ShadowBan => MemberAction::ShadowBan,
            MemberActionKind::LiftShadowBan => MemberAction::LiftShadowBan,
            MemberActionKind::Ban => MemberAction::Ban,
            MemberActionKind::LiftBan => MemberAction::LiftBan,
            MemberActionKind::MakeAdmin => MemberAction::MakeAdmin,
            MemberActionKind::RemoveAdmin => MemberAction::RemoveAdmin,
        };
        let user = service::act(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
            action,
            &reason,
        )
        .await?;
        Ok(AdminMember(user))
    }
}
