use async_graphql::InputObject;

use crate::service::{accounts::Registration, password_reset};

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

impl From<RegisterInput> for Registration {
    fn from(input: RegisterInput) -> Self {
        Self {
            email: input.email,
            password: input.password,
            confirm_password: input.confirm_password,
            username: input.username,
            tos: input.tos,
            contact: input.contact,
        }
    }
}

#[derive(InputObject)]
pub struct LoginInput {
    pub email: String,
    pub password: String,
}

#[derive(InputObject)]
pub struct RequestPasswordResetInput {
    email: String,
    confirm_email: String,
}

impl From<RequestPasswordResetInput> for password_reset::ResetRequest {
    fn from(input: RequestPasswordResetInput) -> Self {
        Self {
            email: input.email,
            confirm_email: input.confirm_email,
        }
    }
}

#[derive(InputObject)]
pub struct ResetPasswordInput {
    password: String,
    confirm_password: String,
    token: String,
    id: String,
}

impl From<ResetPasswordInput> for password_reset::NewPassword {
    fn from(input: ResetPasswordInput) -> Self {
        Self {
            password: input.password,
            confirm_password: input.confirm_password,
            token: input.token,
            id: input.id,
        }
    }
}
