use async_graphql::{Context, ID, InputObject, MaybeUndefined, Object, Result};
use common::{Db, Id, Viewer};
use identity::graphql::LocationInput;
use identity::service::profile::{self, Onboarding, ProfileChange};
use storage::Storage;

use super::types::CurrentUser;

#[derive(Default)]
pub struct ForumMutation;

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
    fn into_service(self) -> common::Result<ProfileChange> {
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
    fn into_service(self) -> common::Result<Onboarding> {
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

#[Object]
impl ForumMutation {
    /// Saves a change to the signed-in member's own profile (the /profile autosave,
    /// onboarding step 1).
    async fn update_profile(&self, ctx: &Context<'_>, input: ProfileInput) -> Result<CurrentUser> {
        let user = profile::update(
            ctx.data::<Db>()?,
            ctx.data::<Storage>()?,
            ctx.data::<Viewer>()?,
            input.into_service()?,
        )
        .await?;
        Ok(CurrentUser(user))
    }

    /// Saves both onboarding steps and sets onboardingComplete.
    async fn complete_onboarding(
        &self,
        ctx: &Context<'_>,
        input: OnboardingInput,
    ) -> Result<CurrentUser> {
        let user = profile::complete_onboarding(
            ctx.data::<Db>()?,
            ctx.data::<Storage>()?,
            ctx.data::<Viewer>()?,
            input.into_service()?,
        )
        .await?;
        Ok(CurrentUser(user))
    }
}
