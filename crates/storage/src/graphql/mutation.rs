use async_graphql::{Context, Object, Result};
use common::{Db, Viewer};
use graphql_kit::cost;

use super::inputs::UploadInput;
use super::types::UploadTicket;
use crate::Storage;
use crate::service::files;

#[derive(Default)]
pub struct StorageMutation;

#[Object]
impl StorageMutation {
    /// A signed URL to PUT one image to (members only).
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn create_upload(&self, ctx: &Context<'_>, input: UploadInput) -> Result<UploadTicket> {
        let ticket = files::create_upload(
            ctx.data::<Db>()?,
            ctx.data::<Storage>()?,
            ctx.data::<Viewer>()?,
            input.into_service(*ctx.data::<common::ClientIp>()?),
        )
        .await?;
        Ok(ticket.into())
    }
}
