//! The one routing table of the REST contract.

use std::sync::Arc;

use ::feed::service::popular_topics::Popularity;
use ::forum::service::throttle::WriteLimits;
use axum::Router;
use axum::extract::FromRef;
use axum::http::{HeaderValue, header};
use axum::middleware::from_extractor_with_state;
use axum::routing::{any, delete, get, post};
use common::rate_limit::RateLimiter;
use common::{AppError, Db, SharedClock};
use identity::service::Auth;
use storage::Storage;
use tower_http::set_header::SetResponseHeaderLayer;

use crate::ApiError;
use crate::extract::{Caller, RequireAdmin, RequireMember};
use crate::handlers::{
    admin_posts, audit_log, auth, content, crash_reports, files, forum, locations, posts, profile,
    reports, resources, users,
};

/// Declares the admin area once: [`admin_router`] is built from this list and nothing else,
/// and [`ADMIN_ROUTES`] is the same list as `(method, path)` pairs, which the authorization
/// matrix test compares with its rows. A route cannot be added without appearing in both.
macro_rules! admin_area {
    ($($method:ident $path:literal => $handler:path),* $(,)?) => {
        /// Every `/api/admin` route: `(method, path under /api/admin)`.
        pub const ADMIN_ROUTES: &[(&str, &str)] = &[$((stringify!($method), $path)),*];

        /// The admin area's routes, unguarded (the caller adds the admin guard).
        fn admin_router<S>() -> Router<S>
        where
            S: Clone + Send + Sync + 'static,
            Db: FromRef<S>,
            Arc<Auth>: FromRef<S>,
            SharedClock: FromRef<S>,
            Storage: FromRef<S>,
        {
            // A path named twice (GET and DELETE) merges into one route.
            Router::new()$(.route($path, admin_method!($method, $handler)))*
        }
    };
}

macro_rules! admin_method {
    (GET, $handler:path) => {
        get($handler)
    };
    (POST, $handler:path) => {
        post($handler)
    };
    (DELETE, $handler:path) => {
        delete($handler)
    };
}

admin_area! {
    GET "/user" => users::list,
    GET "/user/export" => users::export,
    DELETE "/user/{id}" => users::delete,
    GET "/topic" => content::topics_table,
    POST "/topic" => content::save_topic,
    GET "/topic/export" => content::export_topics,
    GET "/topic/{id}" => content::topic,
    POST "/topic/{id}" => content::save_topic_by_id,
    DELETE "/topic/{id}" => content::delete_topic,
    GET "/resource" => content::resources_table,
    POST "/resource" => content::save_resource,
    GET "/resource/export" => content::export_resources,
    GET "/resource/{id}" => content::resource,
    POST "/resource/{id}" => content::save_resource_by_id,
    DELETE "/resource/{id}" => content::delete_resource,
    GET "/post" => admin_posts::list,
    POST "/post" => admin_posts::update,
    GET "/post/export" => admin_posts::export,
    GET "/post/{id}" => admin_posts::get,
    POST "/post/{id}" => admin_posts::update_by_id,
    DELETE "/post/{id}" => admin_posts::delete,
    POST "/report" => reports::update,
    GET "/report/populate/all" => reports::list,
    GET "/report/populate/{id}" => reports::get,
    GET "/report/statuses" => reports::statuses,
    GET "/report/export" => reports::export,
    POST "/report/{id}" => reports::update_by_id,
    DELETE "/report/{id}" => reports::delete,
    GET "/audit-log" => audit_log::list,
    GET "/audit-log/export" => audit_log::export,
    GET "/crash-report" => crash_reports::list,
    GET "/crash-report/export" => crash_reports::export,
}

/// Everything under `/api`, over any application state that provides the database, the
/// identity services, the clock and the object store.
///
/// Every route but the token refresh checks the bearer token first: a token that is present
/// but invalid, expired or revoked is refused on public routes too, never treated as
/// anonymous. Each area's guard is a router layer, so no handler can forget it; services
/// still check rows and ownership themselves.
pub fn router<S>(state: S) -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Db: FromRef<S>,
    Arc<Auth>: FromRef<S>,
    SharedClock: FromRef<S>,
    Storage: FromRef<S>,
    RateLimiter: FromRef<S>,
    WriteLimits: FromRef<S>,
    Popularity: FromRef<S>,
{
    let auth = Router::new()
        .route("/register", post(auth::register))
        .route("/login", post(auth::login))
        .route("/logout", get(auth::logout).post(auth::logout))
        .route("/whoami", get(auth::whoami))
        .route("/request-token", post(auth::request_token))
        .route("/reset-password", post(auth::reset_password));
    let public = Router::new()
        .route("/topic", get(forum::topics))
        .route("/user/username", get(auth::username_suggestion))
        .route(
            "/location/autocomplete/{text}",
            get(locations::autocomplete),
        )
        .route("/location/nearest-city", post(locations::nearest_city));
    let app = Router::new()
        .route("/topic", get(forum::topics))
        .route("/topic/{id}", get(forum::topic))
        .route("/reaction", get(forum::reaction_types))
        .route("/popular-topics", get(posts::popular_topics))
        .route("/homepage-content", get(posts::homepage))
        .route("/post", post(posts::save_post))
        .route(
            "/post/{id}",
            get(posts::get_post).post(posts::save_post_by_id),
        )
        .route("/post/topic/{id}", get(posts::topic_posts))
        .route("/comment", post(posts::save_comment))
        .route("/comment/{id}", post(posts::save_comment_by_id))
        .route("/comment/post/{id}", get(posts::post_comments))
        .route("/comment/post/replies/{id}", get(posts::replies))
        .route("/post-reaction", post(posts::save_post_reaction))
        .route("/post-reaction/recent", get(posts::recent_post_reaction))
        .route(
            "/post-reaction/{id}",
            post(posts::update_post_reaction).delete(posts::delete_post_reaction),
        )
        .route("/comment-reaction", post(posts::create_comment_reaction))
        .route(
            "/comment-reaction/{id}",
            delete(posts::delete_comment_reaction),
        )
        .route("/user", post(profile::update))
        .route("/user/{id}", delete(profile::delete))
        .route("/report", post(reports::create))
        .route("/resource", get(resources::list))
        .route("/resource/{id}", get(resources::get))
        .route(
            "/location/autocomplete/{text}",
            get(locations::autocomplete),
        )
        .route("/location/nearest-city", post(locations::nearest_city))
        .route_layer(from_extractor_with_state::<RequireMember, S>(state.clone()));
    let admin = admin_router::<S>()
        .route_layer(from_extractor_with_state::<RequireAdmin, S>(state.clone()));

    // `contentType` arrives as `image%2Fpng` or as two segments, `image/png`.
    let s3 = Router::new()
        .route(
            "/get-signed-post-url/{name_timestamp}/{*content_type}",
            get(files::signed_post_url)
                .route_layer(from_extractor_with_state::<RequireMember, S>(state.clone())),
        )
        .route("/get-signed-url/{id}", get(files::signed_url));

    // Anyone's app may report a crash; describing one needs a member (the service says so).
    let log = Router::new().route("/crash-report", post(crash_reports::report));

    let checked = Router::new()
        .nest("/auth", auth)
        .nest("/log", log)
        .nest("/s3", s3)
        .nest("/public", public)
        .nest("/app", app)
        .nest("/admin", admin)
        .route_layer(from_extractor_with_state::<Caller, S>(state));
    let api = Router::new()
        .merge(checked)
        // The refresh call carries an expired access token on purpose; it checks both tokens itself.
        .route("/auth/refresh", get(auth::refresh))
        .fallback(not_found)
        .method_not_allowed_fallback(not_found);
    Router::new()
        .nest("/api", api)
        // `/api/` itself is no client route either: it must not fall through to the frontend.
        .route("/api/", any(not_found))
        // Answers carry members' own data: no browser or proxy may keep them.
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ))
}

async fn not_found() -> ApiError {
    ApiError(AppError::not_found("API route"))
}
