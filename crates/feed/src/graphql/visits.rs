//! "New since your last visit" (issue 36): where the feed marks the posts she hasn't seen.

use async_graphql::{Context, Object, Result};
use chrono::{DateTime, Utc};
use common::{Db, Viewer};
use forum::service::throttle::WriteLimits;
use graphql_kit::cost;

use crate::service::visits;

#[derive(Default)]
pub struct FeedVisitQuery;

#[Object]
impl FeedVisitQuery {
    /// The end of her previous visit: the feed marks where the posts created after it end.
    /// Null on her first visit. A visit lasts while she sees the feed at least every 30
    /// minutes (`FEED_VISIT_GAP`), so the mark stays put while she goes to a post and back.
    #[graphql(complexity = "cost::QUERY")]
    async fn feed_last_visit(&self, ctx: &Context<'_>) -> Result<Option<DateTime<Utc>>> {
        let gap = ctx.data::<WriteLimits>()?.feed_visit_gap();
        Ok(visits::last_visit(ctx.data::<Db>()?, ctx.data::<Viewer>()?, gap).await?)
    }
}

#[derive(Default)]
pub struct FeedVisitMutation;

#[Object]
impl FeedVisitMutation {
    /// She has seen her feed's first page: call once per feed view, not per card. Answers the
    /// mark (as feedLastVisit).
    #[graphql(complexity = "cost::WRITE")]
    async fn mark_feed_seen(&self, ctx: &Context<'_>) -> Result<Option<DateTime<Utc>>> {
        let gap = ctx.data::<WriteLimits>()?.feed_visit_gap();
        Ok(visits::seen(ctx.data::<Db>()?, ctx.data::<Viewer>()?, gap).await?)
    }
}
