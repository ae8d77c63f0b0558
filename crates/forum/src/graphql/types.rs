use async_graphql::dataloader::DataLoader;
use async_graphql::{Context, ID, Object, Result};
use entity::{reaction_types, topics, users};
use identity::graphql::types::Location;

use super::loaders::TopicsOfMember;

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
}

/// An emoji members react with; `description` is its meaning for the legend.
pub struct ReactionType(pub reaction_types::Model);

#[Object]
impl ReactionType {
    async fn id(&self) -> ID {
        ID(self.0.id.to_string())
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

/// The signed-in member: what the app needs to route, the topics she follows, and her private
/// profile (only ever answered to herself). A composite of accounts and topics, so it lives in
/// `forum`, the lowest crate that sees both.
pub struct CurrentUser(pub users::Model);

#[Object]
impl CurrentUser {
    async fn id(&self) -> ID {
        ID(self.0.id.to_string())
    }
    async fn username(&self) -> &str {
        &self.0.username
    }
    /// Hex without '#', e.g. "f7a521".
    async fn profile_colour(&self) -> &str {
        &self.0.profile_colour
    }
    async fn is_admin(&self) -> bool {
        self.0.is_admin
    }
    async fn onboarding_complete(&self) -> bool {
        self.0.onboarding_complete
    }
    /// A 24-hex file id (resolve it with `signedUrl`), or a data URL.
    async fn profile_image(&self) -> Option<&str> {
        self.0.profile_image.as_deref()
    }
    /// Labelled "Race" on screen; a stored value of `profileOptions.ethnicities`.
    async fn ethnicity(&self) -> Option<&str> {
        self.0.ethnicity.as_deref()
    }
    async fn age_range(&self) -> Option<&str> {
        self.0.age_range.as_deref()
    }
    async fn sex_assigned_at_birth(&self) -> Option<&str> {
        self.0.sex_assigned_at_birth.as_deref()
    }
    async fn gender(&self) -> Option<&str> {
        self.0.gender.as_deref()
    }
    async fn location(&self) -> Option<Location> {
        let user = &self.0;
        Some(Location {
            city: user.location_city.clone()?,
            state: user.location_state.clone().unwrap_or_default(),
            country: user.location_country.clone()?,
        })
    }
    /// Happy to be contacted for research.
    async fn contact(&self) -> bool {
        self.0.contact
    }
    /// The health topics this member follows (their Interests feed), alphabetically.
    async fn topics_of_interest(&self, ctx: &Context<'_>) -> Result<Vec<Topic>> {
        let topics = ctx
            .data::<DataLoader<TopicsOfMember>>()?
            .load_one(self.0.id.clone())
            .await?
            .unwrap_or_default();
        Ok(topics.into_iter().map(Topic).collect())
    }
}
