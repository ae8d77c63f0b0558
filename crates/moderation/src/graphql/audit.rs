//! The Audit Log table (admins only).

use async_graphql::{Context, ID, Object, Result};
use chrono::{DateTime, Utc};
use common::graphql::{AdminGuard, Connection, TableInput, cost, load_one, prime};
use common::{Db, Viewer};
use entity::audit_log;
use forum::graphql::loaders::Authors;
use forum::graphql::types::Author;

use crate::service::audit_log as service;

/// One admin action (or a member's report): who, what, to what, when.
pub struct AuditEntry(pub audit_log::Model);

#[Object]
impl AuditEntry {
    async fn id(&self) -> ID {
        ID(self.0.id.to_string())
    }
    /// Null once the actor's account is deleted.
    async fn actor(&self, ctx: &Context<'_>) -> Result<Option<Author>> {
        let Some(actor) = &self.0.actor_id else {
            return Ok(None);
        };
        Ok(load_one::<Authors>(ctx, actor).await?.map(Author))
    }
    /// What was done, e.g. `report.status`.
    async fn action(&self) -> &str {
        &self.0.action
    }
    /// report | post | user | topic | resource
    async fn target_type(&self) -> &str {
        &self.0.target_type
    }
    async fn target_id(&self) -> ID {
        ID(self.0.target_id.clone())
    }
    /// A short note such as the new status.
    async fn detail(&self) -> Option<&str> {
        self.0.detail.as_deref()
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
}

#[derive(Default)]
pub struct AuditQuery;

#[Object]
impl AuditQuery {
    /// The audit log (admins only): search action, target type and target id, filter by
    /// `action`, newest first unless `ascending`.
    #[graphql(
        guard = "AdminGuard",
        complexity = "cost::page(query.first, child_complexity)"
    )]
    async fn admin_audit_log(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] query: TableInput,
    ) -> Result<Connection<AuditEntry>> {
        let page =
            service::list(ctx.data::<Db>()?, ctx.data::<Viewer>()?, &query.try_into()?).await?;
        prime::<Authors>(
            ctx,
            ctx.look_ahead().field("items").field("actor").exists(),
            page.items.iter().filter_map(|e| e.actor_id.clone()),
        )
        .await?;
        Ok(Connection::from_page(page, AuditEntry))
    }
}
