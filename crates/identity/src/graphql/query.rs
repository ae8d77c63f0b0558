use async_graphql::{Context, Object, Result};
use common::Db;

use crate::service;

#[derive(Default)]
pub struct IdentityQuery;

#[Object]
impl IdentityQuery {
    /// A fresh generated username nobody holds yet (the register screen's refresh button).
    async fn username_suggestion(&self, ctx: &Context<'_>) -> Result<String> {
        Ok(service::username::suggest_unused(ctx.data::<Db>()?).await?)
    }
}
