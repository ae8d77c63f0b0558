use async_graphql::{Context, Object, Result};
use common::Db;

use super::types::ProfileOptions;
use crate::service;

#[derive(Default)]
pub struct IdentityQuery;

#[Object]
impl IdentityQuery {
    /// A fresh generated username nobody holds yet (the register screen's refresh button).
    async fn username_suggestion(&self, ctx: &Context<'_>) -> Result<String> {
        Ok(service::username::suggest_unused(ctx.data::<Db>()?).await?)
    }

    /// The choices of the profile selects and the preset colours (spec §3).
    async fn profile_options(&self) -> ProfileOptions {
        ProfileOptions::all()
    }
}
