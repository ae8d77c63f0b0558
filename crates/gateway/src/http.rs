//! The axum router: GraphQL, the REST shim, the built frontend, and the layers every
//! response passes through (request id, logs without personal data, security headers).

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::{ConnectInfo, MatchedPath, Request, State};
use axum::http::{HeaderName, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use common::{ClientIp, Config, Db, Id, Viewer};
use identity::service::{Auth, sessions};
use rest_shim::{ApiError, ShimState};
use tower::ServiceBuilder;
use tower_http::compression::CompressionLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::request_id::{
    MakeRequestId, PropagateRequestIdLayer, RequestId, SetRequestIdLayer,
};
use tower_http::services::{ServeDir, ServeFile};
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::{DefaultOnResponse, TraceLayer};
use tracing::Level;

use crate::graphql;

const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");
const MAX_BODY_BYTES: usize = 1024 * 1024;

const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
    style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; \
    connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; \
    form-action 'self'; frame-ancestors 'none'";

pub fn router(config: &Config, db: Db, auth: Arc<Auth>) -> Router {
    let frontend = &config.frontend_dir;
    let state = ShimState {
        db: db.clone(),
        auth: Arc::clone(&auth),
    };
    let graphql = Router::new()
        .route(
            "/graphql",
            post(graphql::handler).get_service(ServeFile::new(frontend.join("graphiql.html"))),
        )
        .with_state(graphql::build_schema(db, auth));

    // Hashed asset names change with their content, so browsers may keep them for a year.
    let assets = ServiceBuilder::new()
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("public, max-age=31536000, immutable"),
        ))
        .service(ServeDir::new(frontend.join("assets")));
    // Every other path is a client route: answer with index.html and let the router decide.
    let spa = ServiceBuilder::new()
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
        .service(ServeDir::new(frontend).fallback(ServeFile::new(frontend.join("index.html"))));

    Router::new()
        .merge(graphql)
        .merge(rest_shim::router(state.clone()))
        .nest_service("/assets", assets)
        .fallback_service(spa)
        .layer(middleware::from_fn_with_state(state, attach_viewer))
        .layer(
            ServiceBuilder::new()
                .layer(security_header(
                    header::CONTENT_SECURITY_POLICY,
                    CONTENT_SECURITY_POLICY,
                ))
                .layer(security_header(header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
                .layer(security_header(header::REFERRER_POLICY, "no-referrer"))
                .layer(security_header(header::X_FRAME_OPTIONS, "DENY"))
                .layer(security_header(
                    HeaderName::from_static("permissions-policy"),
                    "geolocation=(self), camera=(), microphone=()",
                )),
        )
        .layer(CompressionLayer::new())
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            Duration::from_secs(30),
        ))
        .layer(RequestBodyLimitLayer::new(MAX_BODY_BYTES))
        .layer(PropagateRequestIdLayer::new(REQUEST_ID))
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(request_span)
                .on_response(DefaultOnResponse::new().level(Level::INFO)),
        )
        .layer(SetRequestIdLayer::new(REQUEST_ID, MakeId))
}

/// Who is asking: the viewer behind the bearer token, for every route below. A token that is
/// present but invalid, expired or revoked is an error, never a silent anonymous visit.
async fn attach_viewer(
    State(state): State<ShimState>,
    mut request: Request,
    next: Next,
) -> Response {
    let client = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|info| info.0.ip());
    request.extensions_mut().insert(ClientIp(client));
    let path = request.uri().path();
    // The refresh call carries an expired token on purpose; its handler checks both tokens.
    let viewer = match bearer_token(&request) {
        _ if path == REFRESH_PATH => Ok(Viewer::Anonymous),
        None => Ok(Viewer::Anonymous),
        Some(token) => sessions::authenticate(&state.db, &state.auth.keys, token).await,
    };
    match viewer {
        Ok(viewer) => {
            request.extensions_mut().insert(viewer);
            next.run(request).await
        }
        Err(err) if path.starts_with("/graphql") => graphql::error_response(err),
        Err(err) => ApiError(err).into_response(),
    }
}

const REFRESH_PATH: &str = "/api/auth/refresh";

/// The token of an `Authorization: Bearer …` header; a header of another form counts as an
/// invalid token.
fn bearer_token(request: &Request) -> Option<&str> {
    let value = request
        .headers()
        .get(header::AUTHORIZATION)?
        .to_str()
        .unwrap_or_default()
        .trim();
    let token = value
        .get(..7)
        .filter(|scheme| scheme.eq_ignore_ascii_case("bearer "))
        .map(|_| value[7..].trim());
    Some(token.unwrap_or_default())
}

/// The log line of a request names its route pattern, never the raw path or query, which can
/// carry reset tokens, ids or search text.
fn request_span(request: &Request) -> tracing::Span {
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map_or("-", MatchedPath::as_str);
    let id = request
        .headers()
        .get(REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("-");
    tracing::info_span!("request", id, method = %request.method(), route)
}

#[derive(Clone)]
struct MakeId;

impl MakeRequestId for MakeId {
    fn make_request_id<B>(&mut self, _: &axum::http::Request<B>) -> Option<RequestId> {
        HeaderValue::from_str(Id::generate().as_str())
            .ok()
            .map(RequestId::new)
    }
}

fn security_header(name: HeaderName, value: &'static str) -> SetResponseHeaderLayer<HeaderValue> {
    SetResponseHeaderLayer::if_not_present(name, HeaderValue::from_static(value))
}
