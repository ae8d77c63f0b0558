use ::topics::graphql::Topic;
use async_graphql::{Context, ID, Object, Result};
use common::{Db, Id, PageRequest, Viewer};
use graphql_kit::{Connection, cost, prime};

use super::loaders::TopicsOfResource;
use super::types::SecondOpinion;
use crate::service;
use crate::service::read::{ShelfCursor, ShelfQuery};

#[derive(Default)]
pub struct ResourcesQuery;

#[Object]
impl ResourcesQuery {
    #[graphql(complexity = "cost::QUERY + child_complexity")]
    async fn second_opinion(&self, ctx: &Context<'_>, id: ID) -> Result<SecondOpinion> {
        let id = Id::parse("id", &id)?;
        let resource = service::read::get(ctx.data::<Db>()?, ctx.data::<Viewer>()?, id).await?;
        Ok(SecondOpinion(resource))
    }

    /// Second Opinions for members, featured first, then newest (cursor pages, first ≤ 100,
    /// default 20). `topicId` keeps one topic's; `search` keeps titles containing the text,
    /// case-insensitively.
    #[graphql(complexity = "cost::page(first, child_complexity)")]
    async fn second_opinions(
        &self,
        ctx: &Context<'_>,
        topic_id: Option<ID>,
        search: Option<String>,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<SecondOpinion>> {
        let query = ShelfQuery {
            topic: topic_id.map(|id| Id::parse("topicId", &id)).transpose()?,
            search,
            first: PageRequest::parse(first, None)?.first,
            after: after
                .filter(|a| !a.is_empty())
                .map(|a| ShelfCursor::decode("after", &a))
                .transpose()?,
        };
        let shelf = service::read::shelf(ctx.data::<Db>()?, ctx.data::<Viewer>()?, &query).await?;
        prime::<TopicsOfResource>(
            ctx,
            ctx.look_ahead().field("items").field("topics").exists(),
            shelf.items.iter().map(|r| r.id.clone()),
        )
        .await?;
        Ok(Connection {
            items: shelf.items.into_iter().map(SecondOpinion).collect(),
            has_next_page: shelf.has_next_page,
            end_cursor: shelf.end_cursor.as_ref().map(ShelfCursor::encode),
        })
    }

    /// The topics that have at least one Second Opinion, alphabetically (the Resources
    /// page's chips).
    #[graphql(complexity = "cost::QUERY + cost::list(cost::LIST, child_complexity)")]
    async fn second_opinion_topics(&self, ctx: &Context<'_>) -> Result<Vec<Topic>> {
        let topics = service::read::shelf_topics(ctx.data::<Db>()?, ctx.data::<Viewer>()?).await?;
        Ok(topics.into_iter().map(Topic).collect())
    }
}
