//! Crash reports: the app files them (anyone), a member describes hers, admins read them.

use async_graphql::{Context, ID, InputObject, Object, Result};
use chrono::{DateTime, Utc};
use common::{ClientIp, Db, Id, Viewer};
use entity::crash_reports;
use forum::graphql::loaders::Authors;
use forum::graphql::types::Author;
use forum::service::throttle::WriteLimits;
use graphql_kit::{AdminGuard, Connection, cost, load_one, prime};

use crate::graphql::TableInput;
use crate::service::crash_reports::{self as service, CaughtError, NewCrashReport};
use crate::service::tables;

/// A crash the app reported (spec §3 Crash report), as the back office shows it.
pub struct CrashReport(pub crash_reports::Model);

#[Object]
impl CrashReport {
    async fn id(&self) -> ID {
        ID(self.0.id.to_string())
    }
    async fn error_name(&self) -> &str {
        &self.0.error_name
    }
    async fn message(&self) -> &str {
        &self.0.message
    }
    async fn stack(&self) -> Option<&str> {
        self.0.stack.as_deref()
    }
    async fn cause(&self) -> Option<&str> {
        self.0.cause.as_deref()
    }
    async fn code(&self) -> Option<&str> {
        self.0.code.as_deref()
    }
    async fn status_code(&self) -> Option<i32> {
        self.0.status_code
    }
    async fn component_name(&self) -> Option<&str> {
        self.0.component_name.as_deref()
    }
    /// The path where it happened (no query string).
    async fn location(&self) -> Option<&str> {
        self.0.location.as_deref()
    }
    /// Browser family and major version, e.g. 'Chrome 131'.
    async fn browser(&self) -> Option<&str> {
        self.0.browser.as_deref()
    }
    /// The member who described it; null for a report nobody described (the app files them
    /// without naming anyone).
    async fn member(&self, ctx: &Context<'_>) -> Result<Option<Author>> {
        let Some(member) = &self.0.user_id else {
            return Ok(None);
        };
        Ok(load_one::<Authors>(ctx, member).await?.map(Author))
    }
    async fn description(&self) -> Option<&str> {
        self.0.description.as_deref()
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
}

/// What the app sends when it crashes. Long texts are cut to their limits.
#[derive(InputObject)]
pub struct CrashReportInput {
    pub error: CrashErrorInput,
    pub component_name: Option<String>,
    /// Where it happened; only the path is kept.
    pub location: Option<String>,
    /// Browser family and major version, e.g. 'Firefox 133'.
    pub browser: Option<String>,
    /// A manual report's description, at most 2,000 characters. Signed-in members only: an
    /// anonymous sender gets UNAUTHENTICATED.
    pub description: Option<String>,
}

/// The caught error. A missing name is stored as `Error`, a missing message as empty; the
/// stack is kept up to 16,000 characters, the message and cause up to 2,000.
#[derive(InputObject)]
pub struct CrashErrorInput {
    pub name: Option<String>,
    pub message: Option<String>,
    pub stack: Option<String>,
    pub cause: Option<String>,
    pub code: Option<String>,
    pub status_code: Option<i64>,
}

impl CrashReportInput {
    fn into_service(self, client: ClientIp) -> NewCrashReport {
        NewCrashReport {
            error: CaughtError {
                name: self.error.name,
                message: self.error.message,
                stack: self.error.stack,
                cause: self.error.cause,
                code: self.error.code,
                status_code: self.error.status_code,
            },
            component_name: self.component_name,
            location: self.location,
            browser: self.browser,
            description: self.description,
            client,
        }
    }
}

#[derive(Default)]
pub struct CrashReportsQuery;

#[Object]
impl CrashReportsQuery {
    /// Crash reports from the app, newest first (admins only): search error name, message,
    /// location and description.
    #[graphql(
        guard = "AdminGuard",
        complexity = "cost::TABLE + cost::page(query.first, child_complexity)"
    )]
    async fn admin_crash_reports(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] query: TableInput,
    ) -> Result<Connection<CrashReport>> {
        let _share = graphql_kit::db_share(ctx).await;
        let page = tables::page::<service::CrashReports>(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            &query.try_into()?,
        )
        .await?;
        prime::<Authors>(
            ctx,
            ctx.look_ahead().field("items").field("member").exists(),
            page.items.iter().filter_map(|r| r.user_id.clone()),
        )
        .await?;
        Ok(Connection::from_page(page, CrashReport))
    }
}

#[derive(Default)]
pub struct CrashReportsMutation;

#[Object]
impl CrashReportsMutation {
    /// Records a crash the app caught (anyone may; limited per member or address). Answers
    /// the report's id, for `describeCrash`. Only the path of `location` is kept, and
    /// `browser` only as family and major version.
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn report_crash(&self, ctx: &Context<'_>, input: CrashReportInput) -> Result<ID> {
        let id = service::create(
            ctx.data::<Db>()?,
            ctx.data::<WriteLimits>()?,
            ctx.data::<Viewer>()?,
            input.into_service(*ctx.data::<ClientIp>()?),
        )
        .await?;
        Ok(ID(id.to_string()))
    }

    /// The signed-in member's words (at most 2,000 characters) about a crash report filed in
    /// the last hour: the report becomes hers. Always true; a report that is older, unknown or
    /// described by someone else is NOT_FOUND.
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn describe_crash(&self, ctx: &Context<'_>, id: ID, description: String) -> Result<bool> {
        let id = Id::parse("id", &id)?;
        service::describe(ctx.data::<Db>()?, ctx.data::<Viewer>()?, id, description).await?;
        Ok(true)
    }
}
