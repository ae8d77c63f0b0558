use async_graphql::{Context, ID, Object, Result};
use common::{Db, Id, Viewer};

use super::types::{CurrentUser, ReactionType, Topic};
use crate::service;

#[derive(Default)]
pub struct ForumQuery;

#[Object]
impl ForumQuery {
    /// The signed-in member; null for an anonymous visitor.
    async fn me(&self, ctx: &Context<'_>) -> Result<Option<CurrentUser>> {
        let user =
            identity::service::accounts::current(ctx.data::<Db>()?, ctx.data::<Viewer>()?).await?;
        Ok(user.map(CurrentUser))
    }

    /// Every health topic, alphabetically.
    async fn topics(&self, ctx: &Context<'_>) -> Result<Vec<Topic>> {
        let topics = service::topics::list(ctx.data::<Db>()?).await?;
        Ok(topics.into_iter().map(Topic).collect())
    }

    async fn topic(&self, ctx: &Context<'_>, id: ID) -> Result<Topic> {
        let id = Id::parse("id", &id)?;
        Ok(Topic(service::topics::get(ctx.data::<Db>()?, id).await?))
    }

    /// The emoji reactions, 'Me Too' first.
    async fn reaction_types(&self, ctx: &Context<'_>) -> Result<Vec<ReactionType>> {
        let types = service::reaction_types::list(ctx.data::<Db>()?).await?;
        Ok(types.into_iter().map(ReactionType).collect())
    }
}
