use async_graphql::SimpleObject;

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
