//! The topic type, its queries, and the loaders that give members and posts their topics.

use std::collections::HashMap;
use std::sync::Arc;

use async_graphql::dataloader::Loader;
use async_graphql::{Context, ID, Object, Result};
use chrono::{DateTime, Utc};
use common::{AppError, Db, Id, Viewer};
use entity::topics;
use graphql_kit::{batched, cost, every_key};

use crate::service;

pub struct Topic(pub topics::Model);

#[Object]
impl Topic {
    async fn id(&self) -> ID {
        ID(self.0.id.to_string())
    }
    async fn title(&self) -> &str {
        &self.0.title
    }
    async fn description(&self) -> Option<&str> {
        self.0.description.as_deref()
    }
    /// When an admin added the topic (the Health Topics table sorts by it).
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
}

#[derive(Default)]
pub struct TopicsQuery;

#[Object]
impl TopicsQuery {
    /// Every health topic, alphabetically.
    #[graphql(complexity = "cost::QUERY + cost::list(cost::LIST, child_complexity)")]
    async fn topics(&self, ctx: &Context<'_>) -> Result<Vec<Topic>> {
        let topics = service::list(ctx.data::<Db>()?).await?;
        Ok(topics.into_iter().map(Topic).collect())
    }

    #[graphql(complexity = "cost::QUERY + child_complexity")]
    async fn topic(&self, ctx: &Context<'_>, id: ID) -> Result<Topic> {
        let id = Id::parse("id", &id)?;
        Ok(Topic(service::get(ctx.data::<Db>()?, id).await?))
    }

    /// Topics whose title contains the text, case-insensitively (at most 20, alphabetical).
    #[graphql(complexity = "cost::QUERY + cost::list(cost::LIST, child_complexity)")]
    async fn search_topics(
        &self,
        ctx: &Context<'_>,
        #[graphql(validator(max_length = 100))] text: String,
    ) -> Result<Vec<Topic>> {
        ctx.data::<Viewer>()?.require_member()?;
        let topics = service::search(ctx.data::<Db>()?, &text).await?;
        Ok(topics.into_iter().map(Topic).collect())
    }
}

#[derive(Default)]
pub struct TopicsMutation;

#[Object]
impl TopicsMutation {
    /// Mutes a topic for the signed-in member: a post carrying it leaves her feeds and search,
    /// whatever its other topics (the topic's own page still lists it). Muting twice changes nothing.
    #[graphql(complexity = "cost::WRITE")]
    async fn mute_topic(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        let id = Id::parse("id", &id)?;
        service::mute(ctx.data::<Db>()?, ctx.data::<Viewer>()?, id).await?;
        Ok(true)
    }

    /// Unmutes a topic; unmuting one she never muted changes nothing.
    #[graphql(complexity = "cost::WRITE")]
    async fn unmute_topic(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        let id = Id::parse("id", &id)?;
        service::unmute(ctx.data::<Db>()?, ctx.data::<Viewer>()?, id).await?;
        Ok(true)
    }
}

type Failure = Arc<AppError>;

/// The topics a member muted, alphabetically, for any number of members in one query.
pub struct MutedTopicsOfMember(Db);

impl Loader<Id> for MutedTopicsOfMember {
    type Value = Vec<topics::Model>;
    type Error = Failure;

    async fn load(&self, members: &[Id]) -> Result<HashMap<Id, Self::Value>, Self::Error> {
        let found = service::muted_of_members(&self.0, members)
            .await
            .map_err(Arc::new)?;
        Ok(every_key(members, found))
    }
}

/// A member's topics of interest, alphabetically, for any number of members in one query.
pub struct TopicsOfMember(Db);

impl Loader<Id> for TopicsOfMember {
    type Value = Vec<topics::Model>;
    type Error = Failure;

    async fn load(&self, members: &[Id]) -> Result<HashMap<Id, Self::Value>, Self::Error> {
        let found = service::of_members(&self.0, members)
            .await
            .map_err(Arc::new)?;
        Ok(every_key(members, found))
    }
}

/// The topics of posts, alphabetically, for any number of posts in one query.
pub struct TopicsOfPost(Db);

impl Loader<Id> for TopicsOfPost {
    type Value = Vec<topics::Model>;
    type Error = Failure;

    async fn load(&self, ids: &[Id]) -> Result<HashMap<Id, Self::Value>, Self::Error> {
        let found = service::of_posts(&self.0, ids).await.map_err(Arc::new)?;
        Ok(every_key(ids, found))
    }
}

/// Registers this crate's loaders on a request (the gateway calls it for each request).
pub fn add_loaders(request: async_graphql::Request, db: &Db) -> async_graphql::Request {
    request
        .data(batched(TopicsOfMember(db.clone())))
        .data(batched(MutedTopicsOfMember(db.clone())))
        .data(batched(TopicsOfPost(db.clone())))
}
