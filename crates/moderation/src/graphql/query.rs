use async_graphql::{Context, Enum, Object, Result, SimpleObject};
use common::{Db, Viewer};
use graphql_kit::{AdminGuard, Connection, cost};

use super::types::AdminUser;
use crate::graphql::TableInput;
use crate::service::report_reason::ReportReason as Reason;
use crate::service::tables;
use crate::service::users;

#[derive(Enum, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "crate::service::report_reason::ReportReason")]
pub enum ReportReason {
    Bullying,
    Sensitive,
    Violence,
    Nsfw,
    Fraud,
    False,
    Other,
}

/// A report reason with the text the report dialog shows.
#[derive(SimpleObject)]
pub struct ReportReasonOption {
    value: ReportReason,
    label: &'static str,
}

/// The back office's tables, for what is asked of a table as a whole (its count).
#[derive(Enum, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "crate::service::tables::TableName")]
pub enum AdminTableName {
    Users,
    Posts,
    Reports,
    SecondOpinions,
    Topics,
    AuditLog,
    CrashReports,
}

/// How many rows match a table's search and filters: exact up to `TABLE_COUNT_LIMIT` (10,000)
/// rows; past it `exact` is false and `count` is that limit.
#[derive(SimpleObject)]
pub struct TableCount {
    count: u64,
    exact: bool,
}

#[derive(Default)]
pub struct ModerationQuery;

#[Object]
impl ModerationQuery {
    /// The reasons a member can give when reporting a post or comment.
    #[graphql(complexity = "cost::list(cost::LIST, child_complexity)")]
    async fn report_reasons(&self) -> Vec<ReportReasonOption> {
        Reason::ALL
            .into_iter()
            .map(|reason| ReportReasonOption {
                value: reason.into(),
                label: reason.as_str(),
            })
            .collect()
    }

    /// The User Management table (admins only): search username and email, filter by
    /// `contact` and `isAdmin` (Yes/No), newest first unless `ascending`.
    #[graphql(
        guard = "AdminGuard",
        complexity = "cost::TABLE + cost::page(query.first, child_complexity)"
    )]
    async fn admin_users(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] query: TableInput,
    ) -> Result<Connection<AdminUser>> {
        let _share = graphql_kit::db_share(ctx).await;
        let page = tables::page::<users::Users>(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            &query.try_into()?,
        )
        .await?;
        Ok(Connection::from_page(page, AdminUser))
    }

    /// How many rows of an admin table match a search and filters (admins only). `first` and
    /// `after` are ignored.
    #[graphql(guard = "AdminGuard", complexity = "cost::QUERY")]
    async fn admin_table_count(
        &self,
        ctx: &Context<'_>,
        table: AdminTableName,
        #[graphql(default)] query: TableInput,
    ) -> Result<TableCount> {
        let _share = graphql_kit::db_share(ctx).await;
        let count = tables::count_of(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            table.into(),
            &query.try_into()?,
        )
        .await?;
        Ok(TableCount {
            count: count.count,
            exact: count.exact,
        })
    }
}
