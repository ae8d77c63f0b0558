use async_graphql::{Context, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use entity::users;
use graphql_kit::{cost, load_one};
use topics::graphql::{MutedTopicsOfMember, Topic, TopicsOfMember};

use crate::service::profile;
use crate::service::{accounts::SignedIn, locations, sessions};

#[derive(SimpleObject)]
pub struct TokenSet {
    access_token: String,
    refresh_token: String,
    /// Always "Bearer".
    token_type: &'static str,
}

impl From<sessions::TokenSet> for TokenSet {
    fn from(tokens: sessions::TokenSet) -> Self {
        Self {
            access_token: tokens.access_token,
            refresh_token: tokens.refresh_token,
            token_type: tokens.token_type,
        }
    }
}

#[derive(SimpleObject)]
pub struct AuthPayload {
    token: TokenSet,
    /// Where the app goes next: "/onboarding" until a member has finished it, else "/".
    redirect_url: &'static str,
}

impl From<SignedIn> for AuthPayload {
    fn from(signed_in: SignedIn) -> Self {
        Self {
            token: signed_in.tokens.into(),
            redirect_url: signed_in.redirect_url,
        }
    }
}

/// A place from the offline city list. `state` is the region's full name ("" when the place has none); `country` the country's full name.
#[derive(SimpleObject, Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub city: String,
    pub state: String,
    pub country: String,
}

impl From<locations::Location> for Location {
    fn from(location: locations::Location) -> Self {
        Self {
            city: location.city,
            state: location.state,
            country: location.country,
        }
    }
}

/// A choice in a profile select: `value` is stored, `label` is shown.
#[derive(SimpleObject)]
pub struct ProfileOption {
    value: &'static str,
    label: &'static str,
}

#[derive(SimpleObject)]
pub struct ProfileOptions {
    ethnicities: Vec<ProfileOption>,
    age_ranges: Vec<ProfileOption>,
    sexes_assigned_at_birth: Vec<ProfileOption>,
    genders: Vec<ProfileOption>,
    /// Preset profile colours, hex without '#', the default (f7a521) first.
    colours: Vec<&'static str>,
}

impl ProfileOptions {
    pub fn all() -> Self {
        let options = |choices: &[profile::Choice]| {
            choices
                .iter()
                .map(|choice| ProfileOption {
                    value: choice.value,
                    label: choice.label,
                })
                .collect()
        };
        Self {
            ethnicities: options(profile::ETHNICITIES),
            age_ranges: options(profile::AGE_RANGES),
            sexes_assigned_at_birth: options(profile::SEXES_ASSIGNED_AT_BIRTH),
            genders: options(profile::GENDERS),
            colours: profile::PRESET_COLOURS.to_vec(),
        }
    }
}

/// The signed-in member: what the app needs to route, the topics she follows, and her private
/// profile (only ever answered to herself).
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
    /// Until when an admin suspended her (she can read, not write); null when she is not
    /// suspended now.
    async fn suspended_until(&self, ctx: &Context<'_>) -> Result<Option<DateTime<Utc>>> {
        let now = ctx.data::<common::Viewer>()?.now();
        Ok(self.0.suspended_until.filter(|until| *until > now))
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
    #[graphql(complexity = "cost::list(cost::LIST, child_complexity)")]
    async fn topics_of_interest(&self, ctx: &Context<'_>) -> Result<Vec<Topic>> {
        let topics = load_one::<TopicsOfMember>(ctx, &self.0.id)
            .await?
            .unwrap_or_default();
        Ok(topics.into_iter().map(Topic).collect())
    }
    /// The topics she muted, alphabetically: a post carrying any of them leaves her feeds and
    /// search (the topic's own page still lists it).
    #[graphql(complexity = "cost::list(cost::LIST, child_complexity)")]
    async fn muted_topics(&self, ctx: &Context<'_>) -> Result<Vec<Topic>> {
        let topics = load_one::<MutedTopicsOfMember>(ctx, &self.0.id)
            .await?
            .unwrap_or_default();
        Ok(topics.into_iter().map(Topic).collect())
    }
}
