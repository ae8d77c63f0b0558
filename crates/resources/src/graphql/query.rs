use async_graphql::{Context, ID, Object, Result};
use common::{Db, Viewer};

use super::types::SecondOpinion;
use crate::service;

#[derive(Default)]
pub struct ResourcesQuery;

#[Object]
impl ResourcesQuery {
    async fn second_opinion(&self, ctx: &Context<'_>, id: ID) -> Result<SecondOpinion> {
        let resource = service::read::get(ctx.data::<Viewer>()?, ctx.data::<Db>()?, &id).await?;
        Ok(SecondOpinion(resource))
    }
}
