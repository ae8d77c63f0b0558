//! The back office's content: Health Topics, Second Opinions, and deleting accounts. Every
//! field is admin-only (guard here, `require_admin` again in the services).

use ::topics::graphql::Topic;
use ::topics::service::TopicChange;
use async_graphql::{Context, ID, InputObject, Object, Result};
use common::{Db, Id, Viewer};
use graphql_kit::{AdminGuard, Connection, cost};
use resources::graphql::loaders::TopicsOfResource;
use resources::graphql::types::SecondOpinion;
use resources::service::write::SecondOpinionForm;
use storage::Storage;

use super::types::AdminUser;
use crate::graphql::TableInput;
use crate::service::tables;
use crate::service::users::AccountChange;
use crate::service::{second_opinions, topics, users};

/// The topic form: no id creates a topic.
/// What an admin may change of an account; a field left out stays as it is.
#[derive(InputObject)]
pub struct AccountInput {
    pub is_admin: Option<bool>,
    /// The member's "happy to be contacted for research".
    pub contact: Option<bool>,
}

#[derive(InputObject)]
pub struct TopicInput {
    pub id: Option<ID>,
    /// Required, at most 100 characters, unique (ignoring case).
    pub title: String,
    /// At most 500 characters.
    pub description: Option<String>,
}

/// The Second Opinion form, whole: no id creates one; with an id every field is replaced.
#[derive(InputObject)]
pub struct SecondOpinionInput {
    pub id: Option<ID>,
    /// Required, at most 200 characters.
    pub title: String,
    /// At most 20,000 characters.
    pub text: Option<String>,
    /// The admin's own upload (`createUpload`, then PUT); null for none.
    pub cover_image: Option<ID>,
    /// An absolute http(s) URL.
    pub link: Option<String>,
    pub link_title: Option<String>,
    /// False when not given.
    pub featured: Option<bool>,
    pub author: Option<String>,
    /// At most 10 existing topics.
    pub topic_ids: Option<Vec<ID>>,
}

fn optional_id(field: &'static str, id: Option<&ID>) -> Result<Option<Id>, common::AppError> {
    id.map(|id| Id::parse(field, id)).transpose()
}

#[derive(Default)]
pub struct ContentAdminQuery;

#[Object]
impl ContentAdminQuery {
    /// The Health Topics table (admins only): search title and description, newest first
    /// unless `ascending`.
    #[graphql(
        guard = "AdminGuard",
        complexity = "cost::TABLE + cost::page(query.first, child_complexity)"
    )]
    async fn admin_topics(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] query: TableInput,
    ) -> Result<Connection<Topic>> {
        let _share = graphql_kit::db_share(ctx).await;
        let page = tables::page::<topics::Topics>(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            &query.try_into()?,
        )
        .await?;
        Ok(Connection::from_page(page, Topic))
    }

    /// The Second Opinion Management table (admins only): search title, text and author,
    /// filter by `featured` (Yes/No), newest first unless `ascending`.
    #[graphql(
        guard = "AdminGuard",
        complexity = "cost::TABLE + cost::page(query.first, child_complexity)"
    )]
    async fn admin_second_opinions(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] query: TableInput,
    ) -> Result<Connection<SecondOpinion>> {
        let _share = graphql_kit::db_share(ctx).await;
        let page = tables::page::<second_opinions::SecondOpinions>(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            &query.try_into()?,
        )
        .await?;
        let wanted = ctx.look_ahead().field("items").field("topics").exists();
        graphql_kit::prime::<TopicsOfResource>(
            ctx,
            wanted,
            page.items.iter().map(|r| r.id.clone()),
        )
        .await?;
        Ok(Connection::from_page(page, SecondOpinion))
    }
}

#[derive(Default)]
pub struct ContentAdminMutation;

#[Object]
impl ContentAdminMutation {
    /// Creates (no id) or edits a topic. A title another topic has is a CONFLICT.
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn save_topic(&self, ctx: &Context<'_>, input: TopicInput) -> Result<Topic> {
        let change = TopicChange {
            id: optional_id("id", input.id.as_ref())?,
            title: input.title,
            description: input.description,
        };
        let topic = topics::save(ctx.data::<Db>()?, ctx.data::<Viewer>()?, change).await?;
        Ok(Topic(topic))
    }

    /// Deletes a topic; posts, members and Second Opinions simply lose it.
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn delete_topic(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        let id = Id::parse("id", &id)?;
        topics::delete(ctx.data::<Db>()?, ctx.data::<Viewer>()?, id).await?;
        Ok(true)
    }

    /// Creates (no id) or edits a Second Opinion. A new cover must be the admin's own upload;
    /// it becomes viewable by every member. A replaced or removed cover is deleted.
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn save_second_opinion(
        &self,
        ctx: &Context<'_>,
        input: SecondOpinionInput,
    ) -> Result<SecondOpinion> {
        let form = SecondOpinionForm {
            id: optional_id("id", input.id.as_ref())?,
            title: input.title,
            text: input.text,
            cover: optional_id("coverImage", input.cover_image.as_ref())?,
            link: input.link,
            link_title: input.link_title,
            featured: input.featured.unwrap_or(false),
            author: input.author,
            topics: input
                .topic_ids
                .unwrap_or_default()
                .iter()
                .map(|id| Id::parse("topicIds", id))
                .collect::<Result<_, _>>()?,
        };
        let resource = second_opinions::save(
            ctx.data::<Db>()?,
            ctx.data::<Storage>()?,
            ctx.data::<Viewer>()?,
            form,
        )
        .await?;
        Ok(SecondOpinion(resource))
    }

    /// Deletes a Second Opinion with its cover image.
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn delete_second_opinion(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        let id = Id::parse("id", &id)?;
        second_opinions::delete(
            ctx.data::<Db>()?,
            ctx.data::<Storage>()?,
            ctx.data::<Viewer>()?,
            id,
        )
        .await?;
        Ok(true)
    }

    /// Gives or takes an account's admin rights, or changes its contact choice (admins only;
    /// each change audited). An admin cannot take her own rights away.
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn update_user(
        &self,
        ctx: &Context<'_>,
        id: ID,
        input: AccountInput,
    ) -> Result<AdminUser> {
        let user = users::update(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
            AccountChange {
                is_admin: input.is_admin,
                contact: input.contact,
            },
        )
        .await?;
        Ok(AdminUser(user))
    }

    /// Erases a member's account as her own deletion would (ARCHITECTURE §3). An admin
    /// cannot delete her own account here.
    #[graphql(guard = "AdminGuard", complexity = "cost::WRITE + child_complexity")]
    async fn delete_user(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        let id = Id::parse("id", &id)?;
        forum::service::erasure::delete_by_admin(
            ctx.data::<Db>()?,
            ctx.data::<Storage>()?,
            ctx.data::<Viewer>()?,
            id,
        )
        .await?;
        Ok(true)
    }
}
