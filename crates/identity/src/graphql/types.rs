use async_graphql::{ID, Object, SimpleObject};
use entity::users;

use crate::service::{accounts::SignedIn, sessions};

/// The signed-in member as the app needs them to route: no email, no demographics.
pub struct CurrentUser(pub users::Model);

#[Object]
impl CurrentUser {
    async fn id(&self) -> ID {
        ID(self.0.id.clone())
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
}

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
    user: CurrentUser,
}

impl From<SignedIn> for AuthPayload {
    fn from(signed_in: SignedIn) -> Self {
        Self {
            token: signed_in.tokens.into(),
            redirect_url: signed_in.redirect_url,
            user: CurrentUser(signed_in.user),
        }
    }
}
