//! Post Management (admins only), and deleting a post or a comment (its owner, or an admin).

use async_graphql::{Context, ID, Object, Result, SimpleObject};
use common::{Db, Id, Viewer};
use forum::graphql::types::{Comment, Post, prime_posts};
use forum::service::privacy_check;
use graphql_kit::{AdminGuard, Connection, cost};
use storage::Storage;

use crate::graphql::TableInput;
use crate::service::comments;
use crate::service::posts as service;
use crate::service::tables;

#[derive(Default)]
pub struct AdminPostsQuery;

#[Object]
impl AdminPostsQuery {
    /// Every post, quarantined ones included (admins only): search title and text, filter by
    /// `isShadowBanned` and `needsCare` (Yes/No), newest first unless `ascending`.
    #[graphql(
        guard = "AdminGuard",
        complexity = "cost::TABLE + cost::page(query.first, child_complexity)"
    )]
    async fn admin_posts(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] query: TableInput,
    ) -> Result<Connection<Post>> {
        let _share = graphql_kit::db_share(ctx).await;
        let page = tables::page::<service::Posts>(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            &query.try_into()?,
        )
        .await?;
        prime_posts(ctx, &ctx.look_ahead().field("items"), &page.items).await?;
        Ok(Connection::from_page(page, Post))
    }

    /// How many posts and comments the privacy check found something in over the last `days`
    /// days (1–365, today included), per detector, in the check's order (admins only).
    #[graphql(
        guard = "AdminGuard",
        complexity = "cost::QUERY + cost::list(cost::LIST, child_complexity)"
    )]
    async fn privacy_check_counts(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 30)] days: i64,
    ) -> Result<Vec<PrivacyCheckCount>> {
        let counts = privacy_check::counts(ctx.data::<Db>()?, ctx.data::<Viewer>()?, days).await?;
        Ok(counts
            .into_iter()
            .map(|count| PrivacyCheckCount {
                kind: count.kind,
                label: count.label,
                items: count.items,
            })
            .collect())
    }
}

/// One privacy-check detector's count over a period.
#[derive(SimpleObject)]
pub struct PrivacyCheckCount {
    /// The detector, e.g. `PHONE`, `EMAIL`.
    kind: &'static str,
    /// What it finds, as the check names it to the member, e.g. "Phone number".
    label: &'static str,
    /// Posts and comments it found something in.
    items: i64,
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

    /// Sets a post's content warning, or removes it with null or blank (admins only; at most
    /// 80 characters; audited).
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn set_post_content_warning(
        &self,
        ctx: &Context<'_>,
        id: ID,
        content_warning: Option<String>,
    ) -> Result<Post> {
        let post = service::set_content_warning(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
            content_warning,
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
        forum::service::posts::delete(
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
        forum::service::comments::delete(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
        )
        .await?;
        Ok(true)
    }
}
