use async_graphql::{Enum, Object, SimpleObject};

use crate::service::report_reason::ReportReason as Reason;

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
}
