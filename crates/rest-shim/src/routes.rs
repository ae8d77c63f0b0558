//! The one routing table of the REST contract.

use axum::extract::Request;
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get, post};
use axum::{Extension, Router};
use common::{AppError, Viewer};

use crate::ApiError;
use crate::handlers::{auth, forum, users};
use crate::state::ShimState;

/// Everything under `/api`. Expects the gateway to have put the request's `Viewer` and
/// `ClientIp` in the extensions.
pub fn router(state: ShimState) -> Router {
    let auth = Router::new()
        .route("/register", post(auth::register))
        .route("/login", post(auth::login))
        .route("/logout", get(auth::logout).post(auth::logout))
        .route("/whoami", get(auth::whoami))
        .route("/refresh", get(auth::refresh))
        .route("/request-token", post(auth::request_token))
        .route("/reset-password", post(auth::reset_password));
    let public = Router::new()
        .route("/topic", get(forum::topics))
        .route("/user/username", get(auth::username_suggestion));
    // Each area's guard is a router layer, so no handler can forget it. Services still
    // check rows and ownership themselves.
    let app = Router::new()
        .route("/topic", get(forum::topics))
        .route("/reaction", get(forum::reaction_types))
        .route_layer(middleware::from_fn(require_member));
    let admin = Router::new()
        .route("/topic", get(forum::topics))
        .route("/user", get(users::list))
        .route_layer(middleware::from_fn(require_admin));

    let api = Router::new()
        .nest("/auth", auth)
        .nest("/public", public)
        .nest("/app", app)
        .nest("/admin", admin)
        .fallback(not_found)
        .method_not_allowed_fallback(not_found)
        .with_state(state);
    // `/api/` itself is no client route either: it must not fall through to the frontend.
    Router::new()
        .nest("/api", api)
        .route("/api/", any(not_found))
}

async fn require_member(
    Extension(viewer): Extension<Viewer>,
    request: Request,
    next: Next,
) -> Response {
    match viewer.require_member() {
        Ok(_) => next.run(request).await,
        Err(err) => ApiError(err).into_response(),
    }
}

async fn require_admin(
    Extension(viewer): Extension<Viewer>,
    request: Request,
    next: Next,
) -> Response {
    match viewer.require_admin() {
        Ok(_) => next.run(request).await,
        Err(err) => ApiError(err).into_response(),
    }
}

async fn not_found() -> ApiError {
    ApiError(AppError::not_found("API route"))
}
