use ::topics::graphql::Topic;
use async_graphql::{Context, Enum, ID, Object, Result, SimpleObject, Union};
use common::{Db, Id, PageRequest, Viewer};
use forum::graphql::types::{self, Comment, Post};
use graphql_kit::{Connection, cost};
use resources::graphql::loaders::TopicsOfResource;
use resources::graphql::types::SecondOpinion;

use crate::service::feed::{self, Item};
use crate::service::popular_topics::{self, Popularity};
use crate::service::search::{self, SearchCursor};
use crate::service::top::{self, Period, TopCursor, TopPage};
use crate::service::{comment_search, related};

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

/// A comment a search found: the comment (link to it as `/post/{postId}?comment={id}`), its
/// post's title, and its text around the first match.
#[derive(SimpleObject)]
pub struct CommentSearchResult {
    /// The comment's id.
    pub id: ID,
    pub comment: Comment,
    pub post_title: String,
    pub snippet: String,
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

/// How a feed or topic page is ordered.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Default)]
pub enum FeedSort {
    /// Newest first, posts and Second Opinions mixed.
    #[default]
    New,
    /// Posts with the most reactions and comments first (within `period`); Second Opinions
    /// are not ranked and not listed.
    Top,
}

/// How far back the Top sort looks, by when the post was written.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Default)]
pub enum TopPeriod {
    #[default]
    Week,
    Month,
    AllTime,
}

impl From<TopPeriod> for Period {
    fn from(period: TopPeriod) -> Self {
        match period {
            TopPeriod::Week => Self::Week,
            TopPeriod::Month => Self::Month,
            TopPeriod::AllTime => Self::AllTime,
        }
    }
}

/// A Top page as the feed's connection.
async fn top_connection(ctx: &Context<'_>, page: TopPage) -> Result<Connection<FeedItem>> {
    types::prime_posts(ctx, &ctx.look_ahead().field("items"), &page.items).await?;
    Ok(Connection {
        items: page
            .items
            .into_iter()
            .map(|post| FeedItem::Post(Post(post)))
            .collect(),
        has_next_page: page.has_next_page,
        end_cursor: page.end_cursor.as_ref().map(TopCursor::encode),
    })
}

/// The `after` of a Top page.
fn top_after(after: Option<&str>) -> Result<Option<TopCursor>> {
    Ok(after
        .filter(|a| !a.is_empty())
        .map(|a| TopCursor::decode("after", a))
        .transpose()?)
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

/// Loads what a page of search results' selected fields need: the posts' relations and the
/// Second Opinions' topics, in one statement.
async fn prime(ctx: &Context<'_>, items: &[Item]) -> Result<()> {
    let selected = ctx.look_ahead().field("items");
    let (mut posts, mut resources) = (Vec::new(), Vec::new());
    for item in items {
        match item {
            Item::Post(post) => posts.push(post.clone()),
            Item::Resource(resource) => resources.push(resource.id.clone()),
        }
    }
    let topics = types::prime_posts_beside(ctx, &selected, &posts, &resources).await?;
    graphql_kit::feed::<TopicsOfResource>(ctx, topics).await?;
    Ok(())
}

/// A feed or topic page as the feed's connection, its items' loaders fed from the relations
/// read with it.
async fn listed_connection(
    ctx: &Context<'_>,
    selected: &async_graphql::Lookahead<'_>,
    listed: feed::Listed,
) -> Result<Connection<FeedItem>> {
    let topics = types::feed_posts(ctx, selected, listed.relations).await?;
    graphql_kit::feed::<TopicsOfResource>(ctx, topics).await?;
    Ok(Connection::from_page(listed.page, FeedItem::from))
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

    /// The Real Talk feed (cursor pages, first ≤ 100, default 20): by default newest first,
    /// posts and Second Opinions mixed; with `sort: TOP`, the posts with the most reactions
    /// and comments written within `period` (default the past week). A page's `endCursor`
    /// only continues the same filter, sort and period.
    #[graphql(complexity = "feed_cost(filter, first, child_complexity)")]
    async fn feed(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] filter: FeedFilter,
        #[graphql(default)] sort: FeedSort,
        #[graphql(default)] period: TopPeriod,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<FeedItem>> {
        if sort == FeedSort::Top {
            let first = PageRequest::parse(first, None)?.first;
            let after = top_after(after.as_deref())?;
            let _share = graphql_kit::db_share(ctx).await;
            let page = top::page(
                ctx.data::<Db>()?,
                ctx.data::<Popularity>()?,
                ctx.data::<Viewer>()?,
                filter.into(),
                period.into(),
                first,
                after.as_ref(),
            )
            .await?;
            return top_connection(ctx, page).await;
        }
        let page = PageRequest::parse(first, after.as_deref())?;
        let _share = graphql_kit::db_share(ctx).await;
        let selected = ctx.look_ahead().field("items");
        let listed = feed::page(
            ctx.data::<Db>()?,
            ctx.data::<Popularity>()?,
            ctx.data::<Viewer>()?,
            filter.into(),
            &page,
            types::posts_wanted(&selected),
        )
        .await?;
        listed_connection(ctx, &selected, listed).await
    }

    /// Posts and Second Opinions whose title or text holds every word of `query` (a word
    /// matches the start of a word; case and accents don't matter): those with every word in
    /// the title first, then the rest, each newest first (cursor pages, first ≤ 100, default
    /// 20). The feed's rules apply: nothing under review (but her own), deleted, or by a
    /// member she blocked. A query without letters or digits finds nothing; at most 200
    /// characters. With `topicId`, only that topic's posts and Second Opinions.
    #[graphql(complexity = "cost::SEARCH + cost::page(first, child_complexity)")]
    async fn search_posts(
        &self,
        ctx: &Context<'_>,
        query: String,
        topic_id: Option<ID>,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<FeedItem>> {
        let topic = topic_id
            .map(|topic| Id::parse("topicId", &topic))
            .transpose()?;
        let page = PageRequest::parse(first, None)?;
        let _share = graphql_kit::db_share(ctx).await;
        let after = after
            .filter(|a| !a.is_empty())
            .map(|a| SearchCursor::decode("after", &a))
            .transpose()?;
        let results = search::search(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            &query,
            topic.as_ref(),
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

    /// Comments whose text holds every word of `query` (as `searchPosts` matches), newest
    /// first, each with its post's title and a snippet (cursor pages, first ≤ 100, default
    /// 20). The post search's rules apply to the comment and its post: nothing deleted,
    /// nothing under review (but her own), nothing by a member she blocked, nothing on a post
    /// she can't list (a topic she muted, except within that topic). With `topicId`, only
    /// comments on that topic's posts.
    #[graphql(complexity = "cost::SEARCH + cost::page(first, child_complexity)")]
    async fn search_comments(
        &self,
        ctx: &Context<'_>,
        query: String,
        topic_id: Option<ID>,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<CommentSearchResult>> {
        let topic = topic_id
            .map(|topic| Id::parse("topicId", &topic))
            .transpose()?;
        let page = PageRequest::parse(first, None)?;
        let after = after
            .filter(|a| !a.is_empty())
            .map(|a| comment_search::decode("after", &a))
            .transpose()?;
        let _share = graphql_kit::db_share(ctx).await;
        let results = comment_search::search(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            &query,
            topic.as_ref(),
            page.first,
            after.as_ref(),
        )
        .await?;
        Ok(Connection {
            items: results
                .items
                .into_iter()
                .map(|found| CommentSearchResult {
                    id: ID(found.comment.id.to_string()),
                    comment: Comment(found.comment),
                    post_title: found.post_title,
                    snippet: found.snippet,
                })
                .collect(),
            has_next_page: results.has_next_page,
            end_cursor: results.end_cursor.as_ref().map(comment_search::encode),
        })
    }

    /// Up to three Second Opinions that match the post's topics and words, best first: a word
    /// of the post in the article's title counts most, then a topic they share, then a word in
    /// its text; none when nothing matches. The post's own visibility rules apply.
    #[graphql(complexity = "cost::QUERY + cost::list(related::MAX_RELATED, child_complexity)")]
    async fn related_second_opinions(
        &self,
        ctx: &Context<'_>,
        post_id: ID,
    ) -> Result<Vec<SecondOpinion>> {
        let post = Id::parse("postId", &post_id)?;
        let _share = graphql_kit::db_share(ctx).await;
        let found = related::related(ctx.data::<Db>()?, ctx.data::<Viewer>()?, post).await?;
        graphql_kit::prime::<TopicsOfResource>(
            ctx,
            ctx.look_ahead().field("topics").exists(),
            found.iter().map(|resource| resource.id.clone()),
        )
        .await?;
        Ok(found.into_iter().map(SecondOpinion).collect())
    }

    /// A topic page's posts and Second Opinions, newest first; with `sort: TOP`, its posts
    /// with the most reactions and comments written within `period`.
    #[graphql(complexity = "cost::page(first, child_complexity)")]
    async fn topic_feed(
        &self,
        ctx: &Context<'_>,
        topic_id: ID,
        #[graphql(default)] sort: FeedSort,
        #[graphql(default)] period: TopPeriod,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<FeedItem>> {
        let topic = Id::parse("topicId", &topic_id)?;
        if sort == FeedSort::Top {
            let first = PageRequest::parse(first, None)?.first;
            let after = top_after(after.as_deref())?;
            let _share = graphql_kit::db_share(ctx).await;
            let page = top::topic_page(
                ctx.data::<Db>()?,
                ctx.data::<Viewer>()?,
                topic,
                period.into(),
                first,
                after.as_ref(),
            )
            .await?;
            return top_connection(ctx, page).await;
        }
        let page = PageRequest::parse(first, after.as_deref())?;
        let _share = graphql_kit::db_share(ctx).await;
        let selected = ctx.look_ahead().field("items");
        let listed = feed::topic_page(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            topic,
            &page,
            types::posts_wanted(&selected),
        )
        .await?;
        listed_connection(ctx, &selected, listed).await
    }
}
