//! Blocking a member (members only).

use async_graphql::{Context, ID, Object, Result};
use common::{Db, Id, Viewer};
use graphql_kit::cost;

use super::types::Author;
use crate::service::blocks;

#[derive(Default)]
pub struct BlockQuery;

#[Object]
impl BlockQuery {
    /// The members the signed-in member blocked, most recently blocked first (at most 1,000).
    #[graphql(complexity = "cost::QUERY + cost::list(cost::LIST, child_complexity)")]
    async fn blocked_members(&self, ctx: &Context<'_>) -> Result<Vec<Author>> {
        let list = blocks::blocked_members(ctx.data::<Db>()?, ctx.data::<Viewer>()?).await?;
        Ok(list.into_iter().map(Author).collect())
    }
}

#[derive(Default)]
pub struct BlockMutation;

#[Object]
impl BlockMutation {
    /// Blocks a member for the signed-in member: the blocked member's posts leave her lists
    /// and searches, their comments in threads she reads collapse to 'You blocked this
    /// member', they can no longer comment on her posts or answer her comments ('You can't
    /// reply here.') and send her no notifications. They are never told. Herself is
    /// BAD_USER_INPUT; a moderator (admin) cannot be blocked (FORBIDDEN). Blocking again
    /// changes nothing.
    #[graphql(complexity = "cost::WRITE")]
    async fn block_member(&self, ctx: &Context<'_>, user_id: ID) -> Result<bool> {
        let user_id = Id::parse("userId", &user_id)?;
        blocks::block(ctx.data::<Db>()?, ctx.data::<Viewer>()?, user_id).await?;
        Ok(true)
    }

    /// Unblocks a member; unblocking someone she never blocked changes nothing.
    #[graphql(complexity = "cost::WRITE")]
    async fn unblock_member(&self, ctx: &Context<'_>, user_id: ID) -> Result<bool> {
        let user_id = Id::parse("userId", &user_id)?;
        blocks::unblock(ctx.data::<Db>()?, ctx.data::<Viewer>()?, user_id).await?;
        Ok(true)
    }
}
