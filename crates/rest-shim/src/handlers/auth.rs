//! `/api/auth/*` and `/api/public/user/*`.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use common::{AppError, Db, SharedClock, Viewer};
use edge::ApiError;
use edge::extract::{Caller, Client, JsonBody};
use identity::service::{Auth, accounts, password_reset, sessions, username};
use serde::Deserialize;

use crate::dto::{Data, Message, OwnUserDto, SignedInDto, TokenDto, UsernameDto, WhoAmIDto};

type Reply<T> = Result<Json<T>, ApiError>;

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegisterBody {
    email: String,
    password: String,
    confirm_password: String,
    username: String,
    #[serde(default)]
    tos: bool,
    #[serde(default)]
    contact: bool,
}

pub async fn register(
    State(db): State<Db>,
    State(auth): State<Arc<Auth>>,
    Caller(viewer): Caller,
    Client(client): Client,
    JsonBody(body): JsonBody<RegisterBody>,
) -> Reply<SignedInDto> {
    let registration = accounts::Registration {
        email: body.email,
        password: body.password,
        confirm_password: body.confirm_password,
        username: body.username,
        tos: body.tos,
        contact: body.contact,
        client,
    };
    let signed_in = accounts::register(&db, &auth, &viewer, registration).await?;
    Ok(Json(signed_in.into()))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct LoginBody {
    email: String,
    password: String,
}

pub async fn login(
    State(db): State<Db>,
    State(auth): State<Arc<Auth>>,
    Caller(viewer): Caller,
    Client(client): Client,
    JsonBody(body): JsonBody<LoginBody>,
) -> Reply<SignedInDto> {
    let login = accounts::Login {
        email: body.email,
        password: body.password,
        client,
    };
    let signed_in = accounts::login(&db, &auth, &viewer, login).await?;
    Ok(Json(signed_in.into()))
}

pub async fn logout(State(db): State<Db>, Caller(viewer): Caller) -> Reply<Message> {
    sessions::end(&db, &viewer).await?;
    Ok(Json(Message { message: "success" }))
}

/// `{user}`, null when not logged in.
pub async fn whoami(State(db): State<Db>, Caller(viewer): Caller) -> Reply<WhoAmIDto> {
    let Some(user) = accounts::current(&db, &viewer).await? else {
        return Ok(Json(WhoAmIDto { user: None }));
    };
    let topics = accounts::topics_of_interest(&db, &user.id).await?;
    Ok(Json(WhoAmIDto {
        user: Some(OwnUserDto::new(user, topics)),
    }))
}

/// Reads the original `Authorization` and `X-Refresh-Token` headers (spec §7 Transport). The
/// access token may have expired: that is why the client refreshes.
pub async fn refresh(
    State(db): State<Db>,
    State(auth): State<Arc<Auth>>,
    State(clock): State<SharedClock>,
    headers: HeaderMap,
) -> Reply<TokenDto> {
    let failed = |_| AppError::Unauthenticated("Failed to refresh tokens");
    let access = edge::bearer::bearer_token(&headers).map_err(failed)?;
    let refresh = headers
        .get("x-refresh-token")
        .map(|v| v.to_str().map(str::trim))
        .transpose()
        .map_err(|_| AppError::Unauthenticated("Failed to refresh tokens"))?
        .filter(|v| !v.is_empty());
    let input = match (access, refresh) {
        (Some(access), Some(refresh)) => sessions::Refresh {
            access_token: access.to_owned(),
            refresh_token: refresh.to_owned(),
        },
        (None, None) => return Err(AppError::Unauthenticated("Missing tokens").into()),
        (None, _) => return Err(AppError::Unauthenticated("Missing access token").into()),
        (_, None) => return Err(AppError::Unauthenticated("Missing refresh token").into()),
    };
    let viewer = Viewer::anonymous(clock.now());
    Ok(Json(
        sessions::refresh(&db, &auth, &viewer, input).await?.into(),
    ))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RequestTokenBody {
    email: String,
    confirm_email: String,
}

pub async fn request_token(
    State(db): State<Db>,
    State(auth): State<Arc<Auth>>,
    Caller(viewer): Caller,
    Client(client): Client,
    JsonBody(body): JsonBody<RequestTokenBody>,
) -> Reply<Message> {
    let request = password_reset::ResetRequest {
        email: body.email,
        confirm_email: body.confirm_email,
        client,
    };
    let message = password_reset::request(&db, &auth, &viewer, request).await?;
    Ok(Json(Message { message }))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResetPasswordBody {
    password: String,
    confirm_password: String,
    token: String,
    id: String,
}

pub async fn reset_password(
    State(db): State<Db>,
    State(auth): State<Arc<Auth>>,
    Caller(viewer): Caller,
    JsonBody(body): JsonBody<ResetPasswordBody>,
) -> Reply<Message> {
    let input = password_reset::NewPassword {
        // A malformed link id failed like any other bad link (spec §8's text).
        id: common::Id::parse("id", &body.id)
            .map_err(|_| AppError::invalid("id", password_reset::FAILED))?,
        password: body.password,
        confirm_password: body.confirm_password,
        token: body.token,
    };
    password_reset::reset(&db, &auth, &viewer, input).await?;
    Ok(Json(Message { message: "success" }))
}

/// A fresh generated username for the register screen's refresh button.
pub async fn username_suggestion(State(db): State<Db>) -> Reply<Data<UsernameDto>> {
    Ok(Json(Data {
        data: UsernameDto {
            username: username::suggest_unused(&db).await?,
        },
    }))
}
