//! Post Management (admins only), and deleting a post or a comment (its owner, or an admin).

use async_graphql::{Context, ID, Object, Result};
use common::graphql::{AdminGuard, Connection, TableInput, cost};
use common::{Db, Id, Viewer};
use forum::graphql::types::{Comment, Post, prime_posts};
use storage::Storage;

use crate::service::comments;
use crate::service::posts as service;

#[derive(Default)]
pub struct AdminPostsQuery;

#[Object]
impl AdminPostsQuery {
    /// Every post, quarantined ones included (admins only): search title and text, filter by
    /// `isShadowBanned` (Yes/No), newest first unless `ascending`.
    #[graphql(
        guard = "AdminGuard",
        complexity = "cost::page(query.first, child_complexity)"
    )]
    async fn admin_posts(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] query: TableInput,
    ) -> Result<Connection<Post>> {
        let page =
            service::list(ctx.data::<Db>()?, ctx.data::<Viewer>()?, &query.try_into()?).await?;
        prime_posts(ctx, &ctx.look_ahead().field("items"), &page.items).await?;
        Ok(Connection::from_page(page, Post))
    }
}

#[derive(Default)]
pub struct AdminPostsMutation;

#[Object]
impl AdminPostsMutation {
    /// The Shadow Ban Settings toggle (admins only; audited).
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn set_post_shadow_ban(
        &self,
        ctx: &Context<'_>,
        id: ID,
        is_shadow_banned: bool,
    ) -> Result<Post> {
        let post = service::set_shadow_ban(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
            is_shadow_banned,
        )
        .await?;
        Ok(Post(post))
    }

    /// Quarantines a comment (others see that it is being investigated; its replies stay) or
    /// lifts its quarantine (admins only; audited).
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn set_comment_shadow_ban(
        &self,
        ctx: &Context<'_>,
        id: ID,
        is_shadow_banned: bool,
    ) -> Result<Comment> {
        let comment = comments::set_shadow_ban(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
            is_shadow_banned,
        )
        .await?;
        Ok(Comment(comment))
    }

    /// Deletes a post: its owner (a post other members commented on, or that was reported,
    /// stays as a tombstone so their comments can be read and the moderators keep the report),
    /// or an admin (everything goes; audited).
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn delete_post(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        service::delete(
            ctx.data::<Db>()?,
            ctx.data::<Storage>()?,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
        )
        .await?;
        Ok(true)
    }

    /// Deletes a comment (its owner, or an admin: audited). With replies, or once reported (the
    /// moderators keep the report), it stays as a 'Deleted comment' tombstone; otherwise it is
    /// removed.
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn delete_comment(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        comments::delete(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
        )
        .await?;
        Ok(true)
    }
}
