//! The Audit Log table (admins only).

use async_graphql::{Context, Enum, ID, Object, Result};
use audit::ActorKind;
use chrono::{DateTime, Utc};
use common::{Db, Viewer};
use entity::audit_log;
use forum::graphql::loaders::Authors;
use forum::graphql::types::Author;
use graphql_kit::{AdminGuard, Connection, cost, load_one, prime};

use crate::graphql::TableInput;
use crate::service::audit_log as service;
use crate::service::tables;

/// Who did what an audit entry records.
#[derive(Enum, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "audit::ActorKind")]
pub enum AuditActorKind {
    /// An admin, in the back office.
    Admin,
    /// A member of the forum, filing a report.
    Member,
}

/// One admin action (or a member's report): who, what, to what, when.
pub struct AuditEntry {
    entry: audit_log::Model,
    /// Whether the item is still there (to link to it).
    exists: bool,
}

#[Object]
impl AuditEntry {
    async fn id(&self) -> ID {
        ID(self.entry.id.to_string())
    }
    /// Null once the actor's account is deleted.
    async fn actor(&self, ctx: &Context<'_>) -> Result<Option<Author>> {
        let Some(actor) = &self.entry.actor_id else {
            return Ok(None);
        };
        Ok(load_one::<Authors>(ctx, actor).await?.map(Author))
    }
    /// Whether an admin did it in the back office or a member filed a report (the log's
    /// `actorKind` filter: `admin` or `member`).
    async fn actor_kind(&self) -> AuditActorKind {
        ActorKind::parse(&self.entry.actor_kind)
            .unwrap_or(ActorKind::Admin)
            .into()
    }
    /// Who did it, once her account is gone: 'a deleted member' or 'a deleted admin'.
    async fn deleted_actor_text(&self) -> &'static str {
        service::deleted_actor(&self.entry.actor_kind)
    }
    /// What was done, e.g. `report.status`.
    async fn action(&self) -> &str {
        &self.entry.action
    }
    /// report | post | user | topic | resource
    async fn target_type(&self) -> &str {
        &self.entry.target_type
    }
    async fn target_id(&self) -> ID {
        ID(self.entry.target_id.clone())
    }
    /// The entry in words: 'WiseCreek515 lifted the quarantine on the post "Six months…"'.
    async fn summary(&self, ctx: &Context<'_>) -> Result<String> {
        let actor = match &self.entry.actor_id {
            Some(actor) => load_one::<Authors>(ctx, actor).await?,
            None => None,
        };
        Ok(service::sentence(actor.as_ref(), &self.entry))
    }
    /// What the item was called when the admin acted (a title, a username); kept after the
    /// item is gone, forgotten with its author's account.
    async fn target_label(&self) -> Option<&str> {
        self.entry.target_label.as_deref()
    }
    /// Whether the item still exists, so the entry can link to it.
    async fn target_exists(&self) -> bool {
        self.exists
    }
    /// A short note such as the new status.
    async fn detail(&self) -> Option<&str> {
        self.entry.detail.as_deref()
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.entry.created_at
    }
}

#[derive(Default)]
pub struct AuditQuery;

#[Object]
impl AuditQuery {
    /// The audit log (admins only): search action, item type, item id and the item's kept
    /// label; filter by `action`, `actor` (an account's id), `actorKind` (`admin`: admins' actions,
    /// `member`: members' reports) and `targetType`; newest first unless
    /// `ascending`.
    #[graphql(
        guard = "AdminGuard",
        complexity = "cost::TABLE + cost::page(query.first, child_complexity)"
    )]
    async fn admin_audit_log(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] query: TableInput,
    ) -> Result<Connection<AuditEntry>> {
        let _share = graphql_kit::db_share(ctx).await;
        let page = tables::page::<service::AuditLog>(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            &query.try_into()?,
        )
        .await?;
        AuditEntry::connection(ctx, page).await
    }
}

impl AuditEntry {
    /// A page of entries with their actors and whether their items still exist, as the query
    /// selects them: a fixed number of statements whatever the page's length.
    pub async fn connection(
        ctx: &Context<'_>,
        page: common::Page<audit_log::Model>,
    ) -> Result<Connection<AuditEntry>> {
        let items = ctx.look_ahead().field("items");
        prime::<Authors>(
            ctx,
            items.field("actor").exists() || items.field("summary").exists(),
            page.items.iter().filter_map(|e| e.actor_id.clone()),
        )
        .await?;
        let existing = if items.field("targetExists").exists() {
            service::existing_targets(ctx.data::<Db>()?, &page.items).await?
        } else {
            Default::default()
        };
        Ok(Connection::from_page(page, |entry| AuditEntry {
            exists: existing.contains(&format!("{}:{}", entry.target_type, entry.target_id)),
            entry,
        }))
    }
}
