//! Following and saving posts (issue 36), the signed-in member's own only.

use async_graphql::{Context, ID, Object, Result};
use common::{Db, Id, PageRequest, Viewer};
use graphql_kit::{Connection, cost};

use super::types::{Post, prime_posts};
use crate::service::{follows, posts, saves};

#[derive(Default)]
pub struct FollowQuery;

#[Object]
impl FollowQuery {
    /// The signed-in member's Saved list: the posts she saved and may still see, newest saved
    /// first (cursor pages, first ≤ 100, default 20). Hers alone: nobody else can read it,
    /// admins included.
    #[graphql(complexity = "cost::page(first, child_complexity)")]
    async fn saved_posts(
        &self,
        ctx: &Context<'_>,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<Post>> {
        let _share = graphql_kit::db_share(ctx).await;
        let page = PageRequest::parse(first, after.as_deref())?;
        let list = saves::page(ctx.data::<Db>()?, ctx.data::<Viewer>()?, &page).await?;
        prime_posts(ctx, &ctx.look_ahead().field("items"), &list.items).await?;
        Ok(Connection::from_page(list, Post))
    }
}

#[derive(Default)]
pub struct FollowMutation;

/// The post as the viewer sees it now (its `followedByMe` and `savedByMe` changed).
async fn post_now(ctx: &Context<'_>, id: Id) -> Result<Post> {
    Ok(Post(
        posts::get(ctx.data::<Db>()?, ctx.data::<Viewer>()?, id).await?,
    ))
}

#[Object]
impl FollowMutation {
    /// Follows a post: she is told of its new comments (one notification per post while
    /// unread). Her own posts and those she commented on are followed already.
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn follow_post(&self, ctx: &Context<'_>, post_id: ID) -> Result<Post> {
        let id = Id::parse("postId", &post_id)?;
        follows::set(ctx.data::<Db>()?, ctx.data::<Viewer>()?, id.clone(), true).await?;
        post_now(ctx, id).await
    }

    /// Unfollows a post: no more notifications of its new comments, even when she comments
    /// on it again, until she follows it again.
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn unfollow_post(&self, ctx: &Context<'_>, post_id: ID) -> Result<Post> {
        let id = Id::parse("postId", &post_id)?;
        follows::set(ctx.data::<Db>()?, ctx.data::<Viewer>()?, id.clone(), false).await?;
        post_now(ctx, id).await
    }

    /// Adds a post to her Saved list (saving it again keeps its place).
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn save_post(&self, ctx: &Context<'_>, post_id: ID) -> Result<Post> {
        let id = Id::parse("postId", &post_id)?;
        saves::save(ctx.data::<Db>()?, ctx.data::<Viewer>()?, id.clone()).await?;
        post_now(ctx, id).await
    }

    /// Takes a post out of her Saved list.
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn unsave_post(&self, ctx: &Context<'_>, post_id: ID) -> Result<Post> {
        let id = Id::parse("postId", &post_id)?;
        saves::unsave(ctx.data::<Db>()?, ctx.data::<Viewer>()?, id.clone()).await?;
        post_now(ctx, id).await
    }
}
