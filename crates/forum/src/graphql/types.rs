use async_graphql::{ID, Object};
use entity::{reaction_types, topics};

pub struct Topic(pub topics::Model);

#[Object]
impl Topic {
    async fn id(&self) -> ID {
        ID(self.0.id.clone())
    }
    async fn title(&self) -> &str {
        &self.0.title
    }
    async fn description(&self) -> Option<&str> {
        self.0.description.as_deref()
    }
}

/// An emoji members react with; `description` is its meaning for the legend.
pub struct ReactionType(pub reaction_types::Model);

#[Object]
impl ReactionType {
    async fn id(&self) -> ID {
        ID(self.0.id.clone())
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    async fn emoji(&self) -> &str {
        &self.0.emoji
    }
    async fn description(&self) -> &str {
        &self.0.description
    }
}
