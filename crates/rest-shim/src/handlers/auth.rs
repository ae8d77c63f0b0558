//! `/api/auth/*` and `/api/public/user/*`.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::{Extension, Json};
use common::{AppError, ClientIp, Viewer};
use identity::service::{accounts, password_reset, sessions, username};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::ApiError;
use crate::dto::{Message, OwnUserDto, SignedInDto, TokenDto};
use crate::extract::Body;
use crate::state::ShimState;

type Reply<T> = Result<Json<T>, ApiError>;

#[derive(Deserialize)]
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
    State(state): State<ShimState>,
    Body(body): Body<RegisterBody>,
) -> Reply<SignedInDto> {
    let registration = accounts::Registration {
        email: body.email,
        password: body.password,
        confirm_password: body.confirm_password,
        username: body.username,
        tos: body.tos,
        contact: body.contact,
    };
    let signed_in = accounts::register(&state.db, &state.auth, registration).await?;
    Ok(Json(SignedInDto {
        token: signed_in.tokens.into(),
        redirect_url: signed_in.redirect_url,
    }))
}

#[derive(Deserialize)]
pub struct LoginBody {
    email: String,
    password: String,
}

pub async fn login(
    State(state): State<ShimState>,
    Extension(client): Extension<ClientIp>,
    Body(body): Body<LoginBody>,
) -> Reply<SignedInDto> {
    let signed_in = accounts::login(
        &state.db,
        &state.auth,
        client.0,
        &body.email,
        &body.password,
    )
    .await?;
    Ok(Json(SignedInDto {
        token: signed_in.tokens.into(),
        redirect_url: signed_in.redirect_url,
    }))
}

pub async fn logout(
    State(state): State<ShimState>,
    Extension(viewer): Extension<Viewer>,
) -> Reply<Message> {
    sessions::end(&state.db, &viewer).await?;
    Ok(Json(Message { message: "success" }))
}

/// `{user}`, null when not logged in.
pub async fn whoami(
    State(state): State<ShimState>,
    Extension(viewer): Extension<Viewer>,
) -> Reply<Value> {
    let Some(user) = accounts::current(&state.db, &viewer).await? else {
        return Ok(Json(json!({ "user": null })));
    };
    let topics = accounts::topics_of_interest(&state.db, &user.id).await?;
    Ok(Json(json!({ "user": OwnUserDto::new(user, topics) })))
}

/// Reads the original `Authorization` and `X-Refresh-Token` headers (spec §7 Transport).
pub async fn refresh(State(state): State<ShimState>, headers: HeaderMap) -> Reply<TokenDto> {
    let header = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::trim)
            .filter(|v| !v.is_empty())
    };
    let access = header("authorization").map(|v| {
        v.strip_prefix("Bearer ")
            .or(v.strip_prefix("bearer "))
            .unwrap_or(v)
    });
    let refresh = header("x-refresh-token");
    let (access, refresh) = match (access, refresh) {
        (Some(access), Some(refresh)) => (access, refresh),
        (None, None) => return Err(AppError::Unauthenticated("Missing tokens").into()),
        (None, _) => return Err(AppError::Unauthenticated("Missing access token").into()),
        (_, None) => return Err(AppError::Unauthenticated("Missing refresh token").into()),
    };
    Ok(Json(
        sessions::refresh(&state.db, &state.auth.keys, access, refresh)
            .await?
            .into(),
    ))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RequestTokenBody {
    email: String,
    confirm_email: String,
}

pub async fn request_token(
    State(state): State<ShimState>,
    Body(body): Body<RequestTokenBody>,
) -> Reply<Message> {
    let request = password_reset::ResetRequest {
        email: body.email,
        confirm_email: body.confirm_email,
    };
    let message = password_reset::request(&state.db, &state.auth, request).await?;
    Ok(Json(Message { message }))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ResetPasswordBody {
    password: String,
    confirm_password: String,
    token: String,
    id: String,
}

pub async fn reset_password(
    State(state): State<ShimState>,
    Body(body): Body<ResetPasswordBody>,
) -> Reply<Message> {
    let input = password_reset::NewPassword {
        password: body.password,
        confirm_password: body.confirm_password,
        token: body.token,
        id: body.id,
    };
    password_reset::reset(&state.db, input).await?;
    Ok(Json(Message { message: "success" }))
}

/// A fresh generated username for the register screen's refresh button.
pub async fn username_suggestion(State(state): State<ShimState>) -> Reply<Value> {
    Ok(Json(
        json!({ "data": { "username": username::suggest_unused(&state.db).await? } }),
    ))
}
