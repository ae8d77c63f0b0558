//! The axum router: GraphQL, the REST shim, the built frontend, and the layers every
//! response passes through (request id, logs without personal data, security headers,
//! client address, timeout, compression, body limit).

use std::net::{IpAddr, SocketAddr};
use std::path::Path;
use std::time::Duration;

use axum::Router;
use axum::extract::{DefaultBodyLimit, MatchedPath, Request, State};
use axum::http::{HeaderName, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD as BASE64;
use common::{ClientIp, Id};
use serde_json::json;
use sha2::{Digest, Sha256};
use tower::ServiceBuilder;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::{CompressionLayer, CompressionLevel};
use tower_http::request_id::{
    MakeRequestId, PropagateRequestIdLayer, RequestId, SetRequestIdLayer,
};
use tower_http::services::{ServeDir, ServeFile};
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::trace::{DefaultOnResponse, TraceLayer};
use tracing::Level;

use crate::graphql;
use crate::state::AppState;

const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// The page's policy. Scripts come from the app's origin, plus the inline scripts of the built
/// index.html by their hashes (`inline_scripts`); images also come from `data:` (profile
/// images) and `blob:` (previews); with files in S3, images load from its origin and uploads
/// PUT to it.
fn content_security_policy(files_origin: Option<&str>, inline_scripts: &str) -> HeaderValue {
    let files = files_origin
        .map(|origin| format!(" {origin}"))
        .unwrap_or_default();
    let policy = format!(
        "default-src 'self'; script-src 'self'{inline_scripts}; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data: blob:{files}; font-src 'self' data:; connect-src 'self'{files}; \
         worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; \
         frame-ancestors 'none'"
    );
    // The origin comes from configuration and the SDK's URLs, so it is a valid header value;
    // were it not, the policy without it is the safe side.
    HeaderValue::from_str(&policy).unwrap_or_else(|_| content_security_policy(None, inline_scripts))
}

/// ` 'sha256-…'` for each inline `<script>` of the built index.html: the early-queries script
/// (frontend/scripts/early-queries.ts), which starts the first page's requests before the app
/// has downloaded. Read once at start-up, so a new frontend build is served by a restarted
/// server, as it is deployed anyway. No page, no inline script: none allowed.
fn inline_script_hashes(index_html: &Path) -> String {
    const OPEN: &str = "<script>";
    const CLOSE: &str = "</script>";
    let Ok(html) = std::fs::read_to_string(index_html) else {
        return String::new();
    };
    let mut hashes = String::new();
    let mut rest = html.as_str();
    while let Some(start) = rest.find(OPEN) {
        let body = &rest[start + OPEN.len()..];
        let Some(end) = body.find(CLOSE) else { break };
        let digest = Sha256::digest(&body.as_bytes()[..end]);
        hashes.push_str(&format!(" 'sha256-{}'", BASE64.encode(digest)));
        rest = &body[end + CLOSE.len()..];
    }
    hashes
}

/// The peer a connection came from, set by the server for each request.
#[derive(Clone, Copy, Debug)]
pub struct PeerAddr(pub SocketAddr);

pub fn router(state: AppState) -> Router {
    let frontend = &state.config.frontend_dir;
    // Hashed asset names change with their content, so browsers may keep them for a year;
    // a missing asset must not be remembered that long.
    let assets = ServiceBuilder::new()
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            |response: &Response<_>| {
                Some(HeaderValue::from_static(
                    if response.status().is_success() {
                        "public, max-age=31536000, immutable"
                    } else {
                        "no-store"
                    },
                ))
            },
        ))
        .layer(vary_by_encoding())
        .service(precompressed(ServeDir::new(frontend.join("assets"))));
    // Every other path is a client route: answer with index.html and let the router decide.
    let spa = ServiceBuilder::new()
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
        .layer(vary_by_encoding())
        .service(
            precompressed(ServeDir::new(frontend)).fallback(
                ServeFile::new(frontend.join("index.html"))
                    .precompressed_br()
                    .precompressed_gzip(),
            ),
        );
    let graphql = Router::new()
        .route(
            "/graphql",
            post(graphql::handler).get_service(ServeFile::new(frontend.join("graphiql.html"))),
        )
        .layer(DefaultBodyLimit::max(graphql::MAX_BODY_BYTES))
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ));

    let request_timeout = state.config.server.request_timeout;
    // Behind https, browsers are told to come back over https only (two years, as the HSTS
    // preload list asks); over plain http the header would be ignored, and on localhost wrong.
    let hsts = state.config.public_url.starts_with("https://").then(|| {
        SetResponseHeaderLayer::if_not_present(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=63072000; includeSubDomains"),
        )
    });
    Router::new()
        .merge(graphql)
        .merge(
            rest_shim::router(state.clone())
                .layer(DefaultBodyLimit::max(edge::extract::MAX_BODY_BYTES)),
        )
        .merge(edge::files::router(
            &state.storage,
            state.db.clone(),
            state.clock.clone(),
        ))
        .nest_service("/assets", assets)
        .fallback_service(spa)
        .layer(
            ServiceBuilder::new()
                // Outermost: a request is counted with the answer the client got, a timeout's
                // or a panic's too.
                .layer(middleware::from_fn(crate::metrics::track))
                .layer(SetRequestIdLayer::new(REQUEST_ID, MakeId))
                .layer(
                    TraceLayer::new_for_http()
                        .make_span_with(request_span)
                        .on_response(DefaultOnResponse::new().level(Level::INFO)),
                )
                .layer(PropagateRequestIdLayer::new(REQUEST_ID))
                .layer(middleware::from_fn(close_after_refused_body))
                .layer(SetResponseHeaderLayer::if_not_present(
                    header::CONTENT_SECURITY_POLICY,
                    content_security_policy(
                        state.storage.origin(),
                        &inline_script_hashes(&frontend.join("index.html")),
                    ),
                ))
                .layer(security_header(header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
                .layer(security_header(header::REFERRER_POLICY, "no-referrer"))
                .layer(security_header(header::X_FRAME_OPTIONS, "DENY"))
                .option_layer(hsts)
                .layer(security_header(
                    HeaderName::from_static("permissions-policy"),
                    "geolocation=(self), camera=(), microphone=()",
                ))
                .layer(CatchPanicLayer::custom(|_| {
                    json_error(StatusCode::INTERNAL_SERVER_ERROR, "Something went wrong")
                }))
                .layer(middleware::from_fn_with_state(
                    state.clone(),
                    client_address,
                ))
                .layer(middleware::from_fn_with_state(request_timeout, time_limit))
                // The fastest level: a page's JSON shrinks nearly as much, for a fraction of
                // the CPU per answer.
                .layer(CompressionLayer::new().quality(CompressionLevel::Fastest)),
        )
        // Added after the layers, so a load balancer's probes every few seconds stay out of
        // the request log.
        .merge(crate::health::router())
        .with_state(state)
}

/// The build writes a Brotli and a gzip copy beside each text file, compressed once at their
/// best (`frontend/scripts/precompress.ts`): sent as they are to a browser that takes them,
/// they are about a quarter smaller than the fastest compression below makes them per answer.
fn precompressed<F>(dir: ServeDir<F>) -> ServeDir<F> {
    dir.precompressed_br().precompressed_gzip()
}

/// A cache between the forum and a browser must not hand a Brotli copy to one that asked for
/// gzip: the precompressed answers say which copy they are.
fn vary_by_encoding() -> SetResponseHeaderLayer<HeaderValue> {
    SetResponseHeaderLayer::if_not_present(
        header::VARY,
        HeaderValue::from_static("accept-encoding"),
    )
}

fn json_error(status: StatusCode, message: &str) -> Response {
    (status, axum::Json(json!({ "error": message }))).into_response()
}

/// A request not answered in time gets an answer anyway; the work behind it is dropped.
async fn time_limit(State(limit): State<Duration>, request: Request, next: Next) -> Response {
    match tokio::time::timeout(limit, next.run(request)).await {
        Ok(response) => response,
        Err(_) => json_error(
            StatusCode::SERVICE_UNAVAILABLE,
            "The server took too long to answer. Please try again.",
        ),
    }
}

/// An error answer to a request that carried a body may be decided before the body arrived
/// (401 for an anonymous write, 413 for too large): the server then stops reading, and a
/// client reusing the connection would send its next request into the unread bytes and lose
/// it ("Server disconnected"). Such answers say `Connection: close`, so the client opens a
/// fresh connection instead; successful answers read their whole body and keep it alive.
async fn close_after_refused_body(request: Request, next: Next) -> Response {
    let has_body = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|length| length.trim() != "0")
        || request.headers().contains_key(header::TRANSFER_ENCODING);
    let mut response = next.run(request).await;
    if has_body && (response.status().is_client_error() || response.status().is_server_error()) {
        response
            .headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
    }
    response
}

/// Who the client is, for rate limits: the peer address, or, behind `TRUSTED_PROXIES`
/// proxies, the address the outermost of them saw (counted from the right of
/// `X-Forwarded-For`, which a client can write to but our proxies append to).
async fn client_address(
    State(state): State<AppState>,
    mut request: Request,
    next: Next,
) -> Response {
    let peer = request.extensions().get::<PeerAddr>().map(|p| p.0.ip());
    let proxies = state.config.server.trusted_proxies;
    let ip = if proxies == 0 {
        peer
    } else {
        request
            .headers()
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(str::trim)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .nth(proxies - 1)
            .and_then(|ip| ip.parse::<IpAddr>().ok())
            .or(peer)
    };
    request.extensions_mut().insert(ClientIp(ip));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_scripts_are_allowed_by_their_hashes_and_nothing_else() {
        let dir = std::env::temp_dir().join(format!("forum-csp-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let page = dir.join("index.html");
        std::fs::write(
            &page,
            "<head><script>console.log(1)</script><script type=\"module\" src=\"/a.js\"></script></head>",
        )
        .unwrap();
        // printf 'console.log(1)' | openssl dgst -sha256 -binary | base64
        assert_eq!(
            inline_script_hashes(&page),
            " 'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='"
        );
        assert_eq!(inline_script_hashes(&dir.join("missing.html")), "");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
