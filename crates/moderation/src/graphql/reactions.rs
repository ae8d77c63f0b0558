//! The back office's reactions: the legend's reaction types, and members' post reactions
//! (admins only; every change audited).

use async_graphql::{Context, ID, InputObject, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use common::{Db, Id, Viewer};
use entity::post_reactions;
use forum::graphql::loaders::{Authors, ReactionTypes};
use forum::graphql::types::{Author, ReactionType};
use forum::service::reaction_types::ReactionTypeChange;
use graphql_kit::{AdminGuard, Connection, cost, load_one, prime};

use crate::graphql::TableInput;
use crate::service::reactions as service;

/// A reaction type as the admin's form sends it: no id adds one at the end of the legend.
#[derive(InputObject)]
pub struct ReactionTypeInput {
    pub id: Option<ID>,
    /// Required, at most 40 characters, unique (ignoring case).
    pub name: String,
    /// One emoji.
    pub emoji: String,
    /// What the legend says it means; required, at most 200 characters.
    pub description: String,
}

/// A reaction type as the back office's table shows it: the legend entry, whether it is
/// hidden, and how often members used it (a type in use can be hidden, not deleted).
#[derive(SimpleObject)]
pub struct AdminReactionType {
    pub reaction_type: ReactionType,
    /// Reactions members gave of it, on posts and comments.
    pub uses: u64,
}

/// A member's reaction to a post, as the back office sees it: who, which, and why.
pub struct AdminPostReaction(post_reactions::Model);

#[Object]
impl AdminPostReaction {
    async fn id(&self) -> ID {
        ID(self.0.id.to_string())
    }
    /// Null while a legacy client has not attached it yet.
    async fn post_id(&self) -> Option<ID> {
        self.0.post_id.as_ref().map(|id| ID(id.to_string()))
    }
    /// Who reacted; null when her account is gone.
    async fn owner(&self, ctx: &Context<'_>) -> Result<Option<Author>> {
        Ok(load_one::<Authors>(ctx, &self.0.owner_id)
            .await?
            .map(Author))
    }
    async fn reaction_type(&self, ctx: &Context<'_>) -> Result<Option<ReactionType>> {
        Ok(load_one::<ReactionTypes>(ctx, &self.0.reaction_type_id)
            .await?
            .map(ReactionType))
    }
    /// Why she reacted, in her words.
    async fn explanation(&self) -> Option<&str> {
        self.0.explanation.as_deref()
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
}

#[derive(Default)]
pub struct ReactionsAdminQuery;

#[Object]
impl ReactionsAdminQuery {
    /// Members' post reactions, newest first; filter by `post` (a post's id).
    #[graphql(
        guard = "AdminGuard",
        complexity = "cost::TABLE + cost::page(query.first, child_complexity)"
    )]
    async fn admin_post_reactions(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] query: TableInput,
    ) -> Result<Connection<AdminPostReaction>> {
        let _share = graphql_kit::db_share(ctx).await;
        let page =
            service::post_reactions(ctx.data::<Db>()?, ctx.data::<Viewer>()?, &query.try_into()?)
                .await?;
        let selected = ctx.look_ahead().field("items");
        prime::<Authors>(
            ctx,
            selected.field("owner").exists(),
            page.items.iter().map(|r| r.owner_id.clone()),
        )
        .await?;
        prime::<ReactionTypes>(
            ctx,
            selected.field("reactionType").exists(),
            page.items.iter().map(|r| r.reaction_type_id.clone()),
        )
        .await?;
        Ok(Connection::from_page(page, AdminPostReaction))
    }

    /// Every reaction type, hidden ones included, in legend order, with how often members
    /// used it: the back office's Reactions table (admins only).
    #[graphql(
        guard = "AdminGuard",
        complexity = "cost::QUERY * 3 + cost::list(cost::REACTION_KINDS * 2, child_complexity)"
    )]
    async fn admin_reaction_types(&self, ctx: &Context<'_>) -> Result<Vec<AdminReactionType>> {
        let kinds = service::types_in_use(ctx.data::<Db>()?, ctx.data::<Viewer>()?).await?;
        Ok(kinds
            .into_iter()
            .map(|(kind, uses)| AdminReactionType {
                reaction_type: ReactionType(kind),
                uses,
            })
            .collect())
    }
}

#[derive(Default)]
pub struct ReactionsAdminMutation;

#[Object]
impl ReactionsAdminMutation {
    /// Adds (no id) or edits a reaction type of the legend. A name another one has is a
    /// CONFLICT; 'Me Too' keeps its name.
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn save_reaction_type(
        &self,
        ctx: &Context<'_>,
        input: ReactionTypeInput,
    ) -> Result<ReactionType> {
        let change = ReactionTypeChange {
            id: input.id.map(|id| Id::parse("id", &id)).transpose()?,
            name: input.name,
            emoji: input.emoji,
            description: input.description,
        };
        let kind = service::save_type(ctx.data::<Db>()?, ctx.data::<Viewer>()?, change).await?;
        Ok(ReactionType(kind))
    }

    /// Hides a reaction type from the legend (true) or shows it again (false): members can no
    /// longer give a hidden one; reactions already given stay ('Me Too' is always shown).
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn set_reaction_type_hidden(
        &self,
        ctx: &Context<'_>,
        id: ID,
        hidden: bool,
    ) -> Result<ReactionType> {
        let kind = service::set_type_hidden(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
            hidden,
        )
        .await?;
        Ok(ReactionType(kind))
    }

    /// Deletes a reaction type nobody has used (CONFLICT for one in use: hide it instead;
    /// 'Me Too' stays).
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn delete_reaction_type(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        service::delete_type(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
        )
        .await?;
        Ok(true)
    }

    /// Deletes a member's post reaction, with its explanation.
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn delete_post_reaction(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        service::delete_post_reaction(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
        )
        .await?;
        Ok(true)
    }
}
