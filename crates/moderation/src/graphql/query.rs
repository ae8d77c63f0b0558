use async_graphql::{Context, Enum, Object, Result, SimpleObject};
use common::guard::AdminGuard;
use common::{Db, PageArgs, Viewer};

use super::types::{AdminUser, AdminUserPage};
use crate::service::report_reason::ReportReason as Reason;
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

#[derive(Default)]
pub struct ModerationQuery;

#[Object]
impl ModerationQuery {
    /// The reasons a member can give when reporting a post or comment.
    async fn report_reasons(&self) -> Vec<ReportReasonOption> {
        Reason::ALL
            .into_iter()
            .map(|reason| ReportReasonOption {
                value: reason.into(),
                label: reason.as_str(),
            })
            .collect()
    }

    /// Accounts, newest first (admins only).
    #[graphql(guard = "AdminGuard")]
    async fn admin_users(
        &self,
        ctx: &Context<'_>,
        #[graphql(validator(minimum = 1, maximum = 100))] first: Option<u64>,
        after: Option<String>,
    ) -> Result<AdminUserPage> {
        let page = users::list(
            ctx.data::<Viewer>()?,
            ctx.data::<Db>()?,
            PageArgs { first, after },
        )
        .await?;
        let end_cursor = page.items.last().map(|user| user.id.clone());
        Ok(AdminUserPage {
            items: page.items.into_iter().map(AdminUser).collect(),
            has_next_page: page.has_next_page,
            end_cursor,
        })
    }
}
