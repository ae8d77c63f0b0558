//! GraphQL guards: put on a field by type (`#[graphql(guard = "AdminGuard")]`), so an
//! admin-only field cannot forget its check. Services check again; the guard is the outer wall.

use async_graphql::{Context, Guard, Result};

use crate::Viewer;

pub struct AdminGuard;

impl Guard for AdminGuard {
    async fn check(&self, ctx: &Context<'_>) -> Result<()> {
        ctx.data::<Viewer>()?.require_admin()?;
        Ok(())
    }
}
