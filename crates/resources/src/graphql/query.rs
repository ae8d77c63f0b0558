use async_graphql::{Context, ID, Object, Result};
use common::{Db, Id, Viewer};

use super::types::SecondOpinion;
use crate::service;

#[derive(Default)]
pub struct ResourcesQuery;

#[Object]
impl ResourcesQuery {
    async fn second_opinion(&self, ctx: &Context<'_>, id: ID) -> Result<SecondOpinion> {
        let id = Id::parse("id", &id)?;
        let resource = service::read::get(ctx.data::<Db>()?, ctx.data::<Viewer>()?, id).await?;
        Ok(SecondOpinion(resource))
    }
}
