use async_graphql::{Context, Object, Result};
use common::{Db, Viewer};

use super::types::CurrentUser;
use crate::service;

#[derive(Default)]
pub struct IdentityQuery;

#[Object]
impl IdentityQuery {
    /// The signed-in member; null for an anonymous visitor.
    async fn me(&self, ctx: &Context<'_>) -> Result<Option<CurrentUser>> {
        let user = service::accounts::current(ctx.data::<Db>()?, ctx.data::<Viewer>()?).await?;
        Ok(user.map(CurrentUser))
    }

    /// A fresh generated username nobody holds yet (the register screen's refresh button).
    async fn username_suggestion(&self, ctx: &Context<'_>) -> Result<String> {
        Ok(service::username::suggest_unused(ctx.data::<Db>()?).await?)
    }
}
