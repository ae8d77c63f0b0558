use ::topics::graphql::Topic;
use async_graphql::{Context, Enum, ID, Object, Result, Union};
use common::graphql::{Connection, cost};
use common::{Db, Id, PageRequest, Viewer};
use forum::graphql::types::Post;
use resources::graphql::loaders::TopicsOfResource;
use resources::graphql::types::SecondOpinion;

use crate::service::feed::{self, Item};
use crate::service::popular_topics::{self, Popularity};
use crate::service::search::{self, SearchCursor};

#[derive(Default)]
pub struct FeedQuery;

/// A post or a Second Opinion in a mixed list.
#[derive(Union)]
pub enum FeedItem {
    Post(Post),
    SecondOpinion(SecondOpinion),
}

impl From<Item> for FeedItem {
    fn from(item: Item) -> Self {
        match item {
            Item::Post(post) => Self::Post(Post(post)),
            Item::Resource(resource) => Self::SecondOpinion(SecondOpinion(resource)),
        }
    }
}

/// Which posts the feed shows.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Default)]
pub enum FeedFilter {
    /// The topics the member follows.
    Interests,
    /// The topics with the most activity in the last 30 days.
    Popular,
    #[default]
    All,
}

impl From<FeedFilter> for feed::Filter {
    fn from(filter: FeedFilter) -> Self {
        match filter {
            FeedFilter::Interests => Self::Interests,
            FeedFilter::Popular => Self::Popular,
            FeedFilter::All => Self::All,
        }
    }
}

/// What a feed page costs: its rows, and for the Interests and Popular feeds the pages read
/// per topic (the member's topics, or the ten most popular, which are ranked first).
fn feed_cost(filter: FeedFilter, first: Option<u64>, child_complexity: usize) -> usize {
    let (topics, ranking) = match filter {
        FeedFilter::All => (1, 0),
        FeedFilter::Interests => (cost::LIST, 0),
        FeedFilter::Popular => (popular_topics::FEED_TOPICS as usize, cost::POPULARITY),
    };
    let per_row = (cost::ROW * topics).saturating_add(child_complexity);
    cost::QUERY
        .saturating_add(ranking)
        .saturating_add(cost::rows(first).saturating_mul(per_row))
}

/// Loads what the page's selected fields need: the posts' relations in one statement, the
/// Second Opinions' topics in another, at once.
async fn prime(ctx: &Context<'_>, items: &[Item]) -> Result<()> {
    let selected = ctx.look_ahead().field("items");
    let (mut posts, mut resources) = (Vec::new(), Vec::new());
    for item in items {
        match item {
            Item::Post(post) => posts.push(post.clone()),
            Item::Resource(resource) => resources.push(resource.id.clone()),
        }
    }
    tokio::try_join!(
        forum::graphql::types::prime_posts(ctx, &selected, &posts),
        common::graphql::prime::<TopicsOfResource>(
            ctx,
            selected.field("topics").exists(),
            resources
        ),
    )?;
    Ok(())
}

#[Object]
impl FeedQuery {
    /// Topics with the most activity (posts, comments, reactions) in the last 30 days.
    #[graphql(
        complexity = "cost::QUERY + cost::POPULARITY + cost::list(cost::rows(Some(limit)), child_complexity)"
    )]
    async fn popular_topics(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 10, validator(minimum = 1, maximum = 100))] limit: u64,
    ) -> Result<Vec<Topic>> {
        let topics = popular_topics::list(
            ctx.data::<Db>()?,
            ctx.data::<Popularity>()?,
            ctx.data::<Viewer>()?,
            limit,
        )
        .await?;
        Ok(topics.into_iter().map(Topic).collect())
    }

    /// The Real Talk feed, newest first, posts and Second Opinions mixed (cursor pages,
    /// first ≤ 100, default 20).
    #[graphql(complexity = "feed_cost(filter, first, child_complexity)")]
    async fn feed(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] filter: FeedFilter,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<FeedItem>> {
        let page = PageRequest::parse(first, after.as_deref())?;
        let _share = common::graphql::db_share(ctx).await;
        let items = feed::page(
            ctx.data::<Db>()?,
            ctx.data::<Popularity>()?,
            ctx.data::<Viewer>()?,
            filter.into(),
            &page,
        )
        .await?;
        prime(ctx, &items.items).await?;
        Ok(Connection::from_page(items, FeedItem::from))
    }

    /// Posts and Second Opinions whose title or text holds every word of `query` (a word
    /// matches the start of a word; case and accents don't matter): those with every word in
    /// the title first, then the rest, each newest first (cursor pages, first ≤ 100, default
    /// 20). The feed's rules apply: nothing under review (but her own), deleted, or by a
    /// member she blocked. A query without letters or digits finds nothing; at most 200
    /// characters.
    #[graphql(complexity = "cost::SEARCH + cost::page(first, child_complexity)")]
    async fn search_posts(
        &self,
        ctx: &Context<'_>,
        query: String,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<FeedItem>> {
        let page = PageRequest::parse(first, None)?;
        let _share = common::graphql::db_share(ctx).await;
        let after = after
            .filter(|a| !a.is_empty())
            .map(|a| SearchCursor::decode("after", &a))
            .transpose()?;
        let results = search::search(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            &query,
            page.first,
            after.as_ref(),
        )
        .await?;
        prime(ctx, &results.items).await?;
        Ok(Connection {
            items: results.items.into_iter().map(FeedItem::from).collect(),
            has_next_page: results.has_next_page,
            end_cursor: results.end_cursor.as_ref().map(SearchCursor::encode),
        })
    }

    /// A topic page's posts and Second Opinions, newest first.
    #[graphql(complexity = "cost::page(first, child_complexity)")]
    async fn topic_feed(
        &self,
        ctx: &Context<'_>,
        topic_id: ID,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<FeedItem>> {
        let topic = Id::parse("topicId", &topic_id)?;
        let page = PageRequest::parse(first, after.as_deref())?;
        let _share = common::graphql::db_share(ctx).await;
        let items =
            feed::topic_page(ctx.data::<Db>()?, ctx.data::<Viewer>()?, topic, &page).await?;
        prime(ctx, &items.items).await?;
        Ok(Connection::from_page(items, FeedItem::from))
    }
}
