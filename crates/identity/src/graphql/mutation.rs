use std::sync::Arc;

use async_graphql::{Context, Object, Result};
use common::{ClientIp, Db, Viewer};
use graphql_kit::cost;
use storage::Storage;

use super::inputs::{
    LoginInput, OnboardingInput, ProfileInput, RegisterInput, RequestPasswordResetInput,
    ResetPasswordInput,
};
use super::types::{AuthPayload, CurrentUser};
use crate::service::{Auth, accounts, password_reset, profile, sessions};

#[derive(Default)]
pub struct IdentityMutation;

#[Object]
impl IdentityMutation {
    #[graphql(complexity = "cost::PASSWORD_HASH + child_complexity")]
    async fn register(&self, ctx: &Context<'_>, input: RegisterInput) -> Result<AuthPayload> {
        let input = input.into_service(*ctx.data::<ClientIp>()?);
        let signed_in = accounts::register(
            ctx.data::<Db>()?,
            ctx.data::<Arc<Auth>>()?,
            ctx.data::<Viewer>()?,
            input,
        )
        .await?;
        Ok(signed_in.into())
    }

    #[graphql(complexity = "cost::PASSWORD_HASH + child_complexity")]

    async fn login(&self, ctx: &Context<'_>, input: LoginInput) -> Result<AuthPayload> {
        let input = input.into_service(*ctx.data::<ClientIp>()?);
        let signed_in = accounts::login(
            ctx.data::<Db>()?,
            ctx.data::<Arc<Auth>>()?,
            ctx.data::<Viewer>()?,
            input,
        )
        .await?;
        Ok(signed_in.into())
    }

    /// Ends the current session: its access and refresh tokens stop working at once.
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn logout(&self, ctx: &Context<'_>) -> Result<bool> {
        sessions::end(ctx.data::<Db>()?, ctx.data::<Viewer>()?).await?;
        Ok(true)
    }

    /// Always answers the same non-revealing message.
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn request_password_reset(
        &self,
        ctx: &Context<'_>,
        input: RequestPasswordResetInput,
    ) -> Result<&'static str> {
        let input = input.into_service(*ctx.data::<ClientIp>()?);
        Ok(password_reset::request(
            ctx.data::<Db>()?,
            ctx.data::<Arc<Auth>>()?,
            ctx.data::<Viewer>()?,
            input,
        )
        .await?)
    }

    #[graphql(complexity = "cost::PASSWORD_HASH + child_complexity")]

    async fn reset_password(&self, ctx: &Context<'_>, input: ResetPasswordInput) -> Result<bool> {
        password_reset::reset(
            ctx.data::<Db>()?,
            ctx.data::<Arc<Auth>>()?,
            ctx.data::<Viewer>()?,
            input.try_into()?,
        )
        .await?;
        Ok(true)
    }

    /// Saves a change to the signed-in member's own profile (the /profile autosave,
    /// onboarding step 1).
    #[graphql(complexity = "cost::WRITE + child_complexity")]
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
    #[graphql(complexity = "cost::WRITE + child_complexity")]
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
