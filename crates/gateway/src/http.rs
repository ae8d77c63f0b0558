//! The axum router: GraphQL, the REST shim, the built frontend, and the layers every
//! response passes through (request id, logs without personal data, security headers).

use std::time::Duration;

use axum::Router;
use axum::extract::{MatchedPath, Request};
use axum::http::{HeaderName, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::Response;
use axum::routing::post;
use common::{Config, Db, Id, Viewer};
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

pub fn router(config: &Config, db: Db) -> Router {
    let frontend = &config.frontend_dir;
    let graphql = Router::new()
        .route(
            "/graphql",
            post(graphql::handler).get_service(ServeFile::new(frontend.join("graphiql.html"))),
        )
        .with_state(graphql::build_schema(db.clone()));

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
        .merge(rest_shim::router(db))
        .nest_service("/assets", assets)
        .fallback_service(spa)
        .layer(middleware::from_fn(attach_viewer))
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

/// Who is asking. Accounts arrive with the identity issue; until then every request is anonymous.
async fn attach_viewer(mut request: Request, next: Next) -> Response {
    request.extensions_mut().insert(Viewer::Anonymous);
    next.run(request).await
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
