use async_graphql::{Context, Object, Result};
use common::{Db, Viewer};
use forum::graphql::types::Topic;

use crate::service::popular_topics;

#[derive(Default)]
pub struct FeedQuery;

#[Object]
impl FeedQuery {
    /// Topics with the most visible posts first (the feed's "Popular" filter).
    async fn popular_topics(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 10, validator(minimum = 1, maximum = 100))] limit: u64,
    ) -> Result<Vec<Topic>> {
        let topics = popular_topics::list(ctx.data::<Db>()?, ctx.data::<Viewer>()?, limit).await?;
        Ok(topics.into_iter().map(Topic).collect())
    }
}
