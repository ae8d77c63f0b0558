use async_graphql::{InputObject, SimpleObject};

use crate::service::profile::{self, Place};
use crate::service::{accounts::SignedIn, sessions};

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

/// A place from the offline city list. `state` is the region's full name ("" when the place
/// has none); `country` the country's full name.
#[derive(SimpleObject, Clone, Debug)]
pub struct Location {
    pub city: String,
    pub state: String,
    pub country: String,
}

impl From<Place> for Location {
    fn from(place: Place) -> Self {
        Self {
            city: place.city,
            state: place.state,
            country: place.country,
        }
    }
}

#[derive(InputObject, Clone, Debug)]
pub struct LocationInput {
    pub city: String,
    pub state: String,
    pub country: String,
}

impl From<LocationInput> for Place {
    fn from(input: LocationInput) -> Self {
        Self {
            city: input.city,
            state: input.state,
            country: input.country,
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
