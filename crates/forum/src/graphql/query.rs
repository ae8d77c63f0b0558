use async_graphql::{Context, ID, Object, Result};
use common::Db;

use super::types::{ReactionType, Topic};
use crate::service;

#[derive(Default)]
pub struct ForumQuery;

#[Object]
impl ForumQuery {
    /// Every health topic, alphabetically.
    async fn topics(&self, ctx: &Context<'_>) -> Result<Vec<Topic>> {
        let topics = service::topics::list(ctx.data::<Db>()?).await?;
        Ok(topics.into_iter().map(Topic).collect())
    }

    async fn topic(&self, ctx: &Context<'_>, id: ID) -> Result<Topic> {
        Ok(Topic(service::topics::get(ctx.data::<Db>()?, &id).await?))
    }

    /// The emoji reactions, 'Me Too' first.
    async fn reaction_types(&self, ctx: &Context<'_>) -> Result<Vec<ReactionType>> {
        let types = service::reaction_types::list(ctx.data::<Db>()?).await?;
        Ok(types.into_iter().map(ReactionType).collect())
    }
}
