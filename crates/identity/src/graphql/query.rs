use async_graphql::{Context, Object, Result};
use common::{Db, Viewer};
use graphql_kit::cost;

use super::types::{CurrentUser, Location, ProfileOptions};
use crate::service;

#[derive(Default)]
pub struct IdentityQuery;

#[Object]
impl IdentityQuery {
    /// The signed-in member; null for an anonymous visitor.
    #[graphql(complexity = "cost::QUERY + child_complexity")]
    async fn me(&self, ctx: &Context<'_>) -> Result<Option<CurrentUser>> {
        let user = service::accounts::current(ctx.data::<Db>()?, ctx.data::<Viewer>()?).await?;
        Ok(user.map(CurrentUser))
    }

    /// A fresh generated username nobody holds yet (the register screen's refresh button).
    #[graphql(complexity = "cost::QUERY")]
    async fn username_suggestion(&self, ctx: &Context<'_>) -> Result<String> {
        Ok(service::username::suggest_unused(ctx.data::<Db>()?).await?)
    }

    /// The choices of the profile selects and the preset colours (spec §3).
    async fn profile_options(&self) -> ProfileOptions {
        ProfileOptions::all()
    }

    /// At most 10 places whose name starts with `text` (case- and accent-insensitive), larger places first.
    #[graphql(complexity = "cost::PLACES + cost::list(10, child_complexity)")]
    async fn location_suggestions(&self, text: String) -> Result<Vec<Location>> {
        let found = service::locations::suggest(&text).await?;
        Ok(found.into_iter().map(Location::from).collect())
    }

    /// The nearest place to the coordinates; null when none is near. The coordinates are neither stored nor logged.
    #[graphql(complexity = "cost::PLACES + child_complexity")]
    async fn nearest_city(&self, latitude: f64, longitude: f64) -> Result<Option<Location>> {
        let found = service::locations::nearest(latitude, longitude).await?;
        Ok(found.map(Location::from))
    }
}
