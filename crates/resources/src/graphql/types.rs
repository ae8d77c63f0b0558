use ::topics::graphql::Topic;
use async_graphql::{Context, ID, Object, Result};
use chrono::{DateTime, Utc};
use entity::resources;
use graphql_kit::cost;

use super::loaders::TopicsOfResource;

/// A Second Opinion: a curated expert article.
pub struct SecondOpinion(pub resources::Model);

#[Object]
impl SecondOpinion {
    async fn id(&self) -> ID {
        ID(self.0.id.to_string())
    }
    async fn title(&self) -> &str {
        &self.0.title
    }
    async fn text(&self) -> &str {
        &self.0.text
    }
    /// The cover image's file id (resolve it with `signedUrl`).
    async fn cover_image(&self) -> Option<ID> {
        self.0.cover_file_id.as_ref().map(|id| ID(id.to_string()))
    }
    async fn link(&self) -> Option<&str> {
        self.0.link.as_deref()
    }
    async fn link_title(&self) -> Option<&str> {
        self.0.link_title.as_deref()
    }
    async fn featured(&self) -> bool {
        self.0.featured
    }
    async fn author(&self) -> Option<&str> {
        self.0.author.as_deref()
    }
    #[graphql(complexity = "cost::list(cost::LIST, child_complexity)")]
    async fn topics(&self, ctx: &Context<'_>) -> Result<Vec<Topic>> {
        let topics = graphql_kit::load_one::<TopicsOfResource>(ctx, &self.0.id)
            .await?
            .unwrap_or_default();
        Ok(topics.into_iter().map(Topic).collect())
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    /// Always true: tells Second Opinions from posts in a mixed list.
    async fn is_resource(&self) -> bool {
        true
    }
}
