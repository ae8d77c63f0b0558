use async_graphql::{Context, ID, Object, Result};
use common::rate_limit::RateLimiter;
use common::{Db, Id, PageRequest, Viewer};
use graphql_kit::{Connection, cost};

use super::types::{
    Comment, CommentPermalink, Post, PostReaction, ReactionType, comments_wanted, feed_comments,
    prime_comments, prime_posts,
};
use crate::service;

#[derive(Default)]
pub struct ForumQuery;

#[Object]
impl ForumQuery {
    /// The emoji reactions, 'Me Too' first.
    #[graphql(complexity = "cost::QUERY + cost::list(cost::LIST, child_complexity)")]
    async fn reaction_types(&self, ctx: &Context<'_>) -> Result<Vec<ReactionType>> {
        let types = service::reaction_types::legend(ctx.data::<Db>()?).await?;
        Ok(types.into_iter().map(ReactionType).collect())
    }

    /// One post. A quarantined post answers, to anyone but its owner and admins, NOT_FOUND
    /// with the message 'This post has been reported and is currently under review.'
    #[graphql(complexity = "cost::QUERY + child_complexity")]
    async fn post(&self, ctx: &Context<'_>, id: ID) -> Result<Post> {
        let id = Id::parse("id", &id)?;
        let post = service::posts::get(ctx.data::<Db>()?, ctx.data::<Viewer>()?, id).await?;
        Ok(Post(post))
    }

    /// A post's comments (parentId null) or a comment's replies, oldest first.
    #[graphql(complexity = "cost::page(first, child_complexity)")]
    async fn comments(
        &self,
        ctx: &Context<'_>,
        post_id: ID,
        parent_id: Option<ID>,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<Comment>> {
        let _share = graphql_kit::db_share(ctx).await;
        let post_id = Id::parse("postId", &post_id)?;
        let parent_id = parent_id.map(|p| Id::parse("parentId", &p)).transpose()?;
        let page = PageRequest::parse(first, after.as_deref())?;
        let wanted = comments_wanted(&ctx.look_ahead().field("items"));
        let (comments, relations) = service::comments::list(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            post_id,
            parent_id,
            &page,
            wanted,
        )
        .await?;
        feed_comments(ctx, &comments.items, wanted, relations).await?;
        Ok(Connection::from_page(comments, Comment))
    }

    /// Where a comment of a post sits, for its permalink: the thread down to it, or why the
    /// viewer may not read it (deleted, under review, by a member she blocked). A post she may
    /// not open answers as `post` does.
    #[graphql(complexity = "cost::QUERY + child_complexity")]
    async fn comment_permalink(
        &self,
        ctx: &Context<'_>,
        post_id: ID,
        comment_id: ID,
    ) -> Result<CommentPermalink> {
        let post_id = Id::parse("postId", &post_id)?;
        let comment_id = Id::parse("commentId", &comment_id)?;
        let permalink = service::comments::permalink(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            post_id,
            comment_id,
        )
        .await?;
        prime_comments(ctx, &ctx.look_ahead().field("thread"), &permalink.thread).await?;
        Ok(CommentPermalink(permalink))
    }

    /// The signed-in member's own posts, newest first, under-review ones included.
    #[graphql(complexity = "cost::page(first, child_complexity)")]
    async fn my_posts(
        &self,
        ctx: &Context<'_>,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<Post>> {
        let _share = graphql_kit::db_share(ctx).await;
        let page = PageRequest::parse(first, after.as_deref())?;
        let posts = service::posts::mine(ctx.data::<Db>()?, ctx.data::<Viewer>()?, &page).await?;
        prime_posts(ctx, &ctx.look_ahead().field("items"), &posts.items).await?;
        Ok(Connection::from_page(posts, Post))
    }

    /// The signed-in member's own comments and replies, newest first, under-review ones
    /// included.
    #[graphql(complexity = "cost::page(first, child_complexity)")]
    async fn my_comments(
        &self,
        ctx: &Context<'_>,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<Comment>> {
        let _share = graphql_kit::db_share(ctx).await;
        let page = PageRequest::parse(first, after.as_deref())?;
        let comments =
            service::comments::mine(ctx.data::<Db>()?, ctx.data::<Viewer>()?, &page).await?;
        prime_comments(ctx, &ctx.look_ahead().field("items"), &comments.items).await?;
        Ok(Connection::from_page(comments, Comment))
    }

    /// The viewer's latest post reaction still waiting for a 'why I reacted' explanation,
    /// when one should be asked now (after Me Too always; after other reactions at most once
    /// a day); else null.
    #[graphql(complexity = "cost::QUERY + child_complexity")]
    async fn reaction_to_explain(&self, ctx: &Context<'_>) -> Result<Option<PostReaction>> {
        let reaction = service::reactions::to_explain(
            ctx.data::<Db>()?,
            ctx.data::<RateLimiter>()?,
            ctx.data::<Viewer>()?,
        )
        .await?;
        Ok(reaction.map(PostReaction))
    }
}
