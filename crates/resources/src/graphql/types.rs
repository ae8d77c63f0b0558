use async_graphql::{ID, Object};
use chrono::{DateTime, Utc};
use entity::resources;

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
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
}
