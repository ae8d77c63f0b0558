use async_graphql::{ID, InputObject};
use common::{AppError, ClientIp, Id};

use crate::service::{accounts, locations, password_reset};

#[derive(InputObject)]
pub struct RegisterInput {
    email: String,
    password: String,
    confirm_password: String,
    /// A name from `usernameSuggestion`: members never choose their own.
    username: String,
    tos: bool,
    /// Happy to be contacted for research.
    contact: bool,
}

impl RegisterInput {
    pub fn into_service(self, client: ClientIp) -> accounts::Registration {
        accounts::Registration {
            email: self.email,
            password: self.password,
            confirm_password: self.confirm_password,
            username: self.username,
            tos: self.tos,
            contact: self.contact,
            client,
        }
    }
}

#[derive(InputObject)]
pub struct LoginInput {
    email: String,
    password: String,
}

impl LoginInput {
    pub fn into_service(self, client: ClientIp) -> accounts::Login {
        accounts::Login {
            email: self.email,
            password: self.password,
            client,
        }
    }
}

#[derive(InputObject)]
pub struct RequestPasswordResetInput {
    email: String,
    confirm_email: String,
}

impl RequestPasswordResetInput {
    pub fn into_service(self, client: ClientIp) -> password_reset::ResetRequest {
        password_reset::ResetRequest {
            email: self.email,
            confirm_email: self.confirm_email,
            client,
        }
    }
}

#[derive(InputObject)]
pub struct ResetPasswordInput {
    password: String,
    confirm_password: String,
    token: String,
    /// The reset link's id.
    id: ID,
}

impl TryFrom<ResetPasswordInput> for password_reset::NewPassword {
    type Error = AppError;

    /// A link whose id is malformed failed like any other bad link (spec §8's text).
    fn try_from(input: ResetPasswordInput) -> Result<Self, AppError> {
        Ok(Self {
            id: Id::parse("id", &input.id)
                .map_err(|_| AppError::invalid("id", password_reset::FAILED))?,
            password: input.password,
            confirm_password: input.confirm_password,
            token: input.token,
        })
    }
}

/// A place as the member picked it (from `locationSuggestions` or `nearestCity`).
#[derive(InputObject)]
pub struct LocationInput {
    pub city: String,
    pub state: String,
    pub country: String,
}

impl From<LocationInput> for locations::Location {
    fn from(input: LocationInput) -> Self {
        Self {
            city: input.city,
            state: input.state,
            country: input.country,
        }
    }
}
