use async_graphql::{ID, InputObject, MaybeUndefined};
use common::{AppError, ClientIp, Id};

use crate::service::profile::{Onboarding, ProfileChange};
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

/// A profile change: a field left out stays as it is; a nullable field sent as null is cleared.
#[derive(InputObject)]
pub struct ProfileInput {
    topics_of_interest: Option<Vec<ID>>,
    profile_colour: Option<String>,
    /// An uploaded file id (`createUpload`) or an image data URL; null removes the picture.
    profile_image: MaybeUndefined<String>,
    ethnicity: MaybeUndefined<String>,
    age_range: MaybeUndefined<String>,
    sex_assigned_at_birth: MaybeUndefined<String>,
    gender: MaybeUndefined<String>,
    location: MaybeUndefined<LocationInput>,
    contact: Option<bool>,
}

#[derive(InputObject)]
pub struct OnboardingInput {
    topics_of_interest: Vec<ID>,
    profile_colour: String,
    location: LocationInput,
    ethnicity: String,
    age_range: String,
    sex_assigned_at_birth: String,
    gender: String,
}

fn ids(ids: Vec<ID>) -> common::Result<Vec<Id>> {
    ids.iter()
        .map(|id| Id::parse("topicsOfInterest", id))
        .collect()
}

/// Absent → unchanged, null → cleared, a value → set.
fn patch<T, U>(value: MaybeUndefined<T>, into: impl FnOnce(T) -> U) -> Option<Option<U>> {
    match value {
        MaybeUndefined::Undefined => None,
        MaybeUndefined::Null => Some(None),
        MaybeUndefined::Value(value) => Some(Some(into(value))),
    }
}

impl ProfileInput {
    pub fn into_service(self) -> common::Result<ProfileChange> {
        Ok(ProfileChange {
            topics_of_interest: self.topics_of_interest.map(ids).transpose()?,
            profile_colour: self.profile_colour,
            profile_image: patch(self.profile_image, |v| v),
            ethnicity: patch(self.ethnicity, |v| v),
            age_range: patch(self.age_range, |v| v),
            sex_assigned_at_birth: patch(self.sex_assigned_at_birth, |v| v),
            gender: patch(self.gender, |v| v),
            location: patch(self.location, Into::into),
            contact: self.contact,
            complete_onboarding: false,
        })
    }
}

impl OnboardingInput {
    pub fn into_service(self) -> common::Result<Onboarding> {
        Ok(Onboarding {
            topics_of_interest: ids(self.topics_of_interest)?,
            profile_colour: self.profile_colour,
            location: self.location.into(),
            ethnicity: self.ethnicity,
            age_range: self.age_range,
            sex_assigned_at_birth: self.sex_assigned_at_birth,
            gender: self.gender,
        })
    }
}
