//! The member's own account, as far as the forum holds it: erasing it.

use async_graphql::{Context, Object, Result};
use common::{Db, Viewer};
use graphql_kit::cost;
use storage::Storage;

use crate::service::erasure;

#[derive(Default)]
pub struct AccountMutation;

#[Object]
impl AccountMutation {
    /// Erases the signed-in member's account (ARCHITECTURE §3); her session ends.
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn delete_account(&self, ctx: &Context<'_>) -> Result<bool> {
        let viewer = ctx.data::<Viewer>()?;
        let user_id = viewer.require_member()?.user_id.clone();
        erasure::erase_account(ctx.data::<Db>()?, ctx.data::<Storage>()?, viewer, user_id).await?;
        Ok(true)
    }
}
