//! The merged GraphQL schema, its request handler, and the one mapping of `AppError` to
//! `extensions.code`.

mod field_order;
mod limits;

use std::sync::Arc;

use async_graphql::{EmptySubscription, MergedObject, Schema, SchemaBuilder, ServerError};
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use common::rate_limit::RateLimiter;
use common::{AppError, Db, ErrorKind, SharedClock, Viewer};
use feed::FeedQuery;
use feed::service::popular_topics::Popularity;
use forum::service::throttle::WriteLimits;
use forum::{
    BlockMutation, BlockQuery, ForumMutation, ForumQuery, NotificationMutation, NotificationQuery,
};
use identity::service::Auth;
use identity::{IdentityMutation, IdentityQuery};
use moderation::{
    AdminPostsMutation, AdminPostsQuery, AuditQuery, ContentAdminMutation, ContentAdminQuery,
    CrashReportsMutation, CrashReportsQuery, ModerationMutation, ModerationQuery,
    ReactionsAdminMutation, ReactionsAdminQuery, ReportsMutation, ReportsQuery,
};
use resources::ResourcesQuery;
use rest_shim::ApiError;
use rest_shim::extract::{Caller, Client, JsonBody};
use storage::{Storage, StorageMutation, StorageQuery};
use topics::{TopicsMutation, TopicsQuery};

use crate::state::AppState;

#[derive(MergedObject, Default)]
pub struct Query(
    IdentityQuery,
    TopicsQuery,
    StorageQuery,
    ForumQuery,
    NotificationQuery,
    BlockQuery,
    ResourcesQuery,
    FeedQuery,
    ModerationQuery,
    ReportsQuery,
    AdminPostsQuery,
    AuditQuery,
    ContentAdminQuery,
    CrashReportsQuery,
    ReactionsAdminQuery,
);

#[derive(MergedObject, Default)]
pub struct Mutation(
    IdentityMutation,
    TopicsMutation,
    StorageMutation,
    ForumMutation,
    NotificationMutation,
    BlockMutation,
    ModerationMutation,
    ReportsMutation,
    AdminPostsMutation,
    ContentAdminMutation,
    CrashReportsMutation,
    ReactionsAdminMutation,
);

pub type AppSchema = Schema<Query, Mutation, EmptySubscription>;

/// A GraphQL request's JSON body (query and variables) at most; the query text alone is
/// bounded tighter by `limits`. Refused before the body is even parsed.
pub const MAX_BODY_BYTES: usize = 256 * 1024;

/// Checked after `limits` has bounded the query's size: GraphiQL's introspection query is
/// 15 levels deep. The query's cost is checked by `limits` too, against the caller's allowance.
const MAX_DEPTH: usize = 16;
const MAX_DIRECTIVES_PER_FIELD: usize = 4;

fn builder() -> SchemaBuilder<Query, Mutation, EmptySubscription> {
    Schema::build(Query::default(), Mutation::default(), EmptySubscription)
        .extension(limits::QueryLimits)
        .extension(field_order::FieldOrder)
        .limit_depth(MAX_DEPTH)
        .limit_directives(MAX_DIRECTIVES_PER_FIELD)
        // "Did you mean …" would map the schema for anyone probing it field by field.
        .disable_suggestions()
}

/// What every resolver may ask for (`ctx.data::<Db>()` …): the same parts the REST handlers
/// take from the application state.
pub struct SchemaData {
    pub db: Db,
    pub clock: SharedClock,
    pub limiter: RateLimiter,
    pub auth: Arc<Auth>,
    pub storage: Storage,
    pub write_limits: WriteLimits,
    pub popularity: Popularity,
}

pub fn build_schema(data: SchemaData) -> AppSchema {
    builder()
        .data(data.db)
        .data(data.clock)
        .data(data.limiter)
        .data(data.auth)
        .data(data.storage)
        .data(data.write_limits)
        .data(data.popularity)
        .finish()
}

/// The SDL committed as `schema.graphql`.
pub fn sdl() -> String {
    builder().finish().sdl()
}

/// Every crate's batch loaders, fresh for each request: the one place they are registered.
pub fn add_data_loaders(
    request: async_graphql::Request,
    db: &Db,
    viewer: &Viewer,
) -> async_graphql::Request {
    let request = topics::graphql::add_loaders(request, db);
    let request = forum::graphql::loaders::add(request, db, viewer);
    resources::graphql::loaders::add(request, db)
}

/// `POST /graphql`: a JSON body only (a cross-site form cannot send one), the viewer from the
/// bearer token, then the schema.
pub async fn handler(
    State(state): State<AppState>,
    caller: Result<Caller, ApiError>,
    Client(client): Client,
    body: Result<JsonBody<async_graphql::Request>, ApiError>,
) -> Response {
    let viewer = match caller {
        Ok(Caller(viewer)) => viewer,
        Err(ApiError(err)) => return error_response(StatusCode::OK, &err),
    };
    let request = match body {
        Ok(JsonBody(request)) => request,
        Err(ApiError(err)) => return error_response(rest_shim::status_of(err.kind()), &err),
    };
    let request = add_data_loaders(request, &state.db, &viewer)
        .data(viewer)
        .data(client);
    let mut response = state.schema.execute(request).await;
    let mut retry_after = None;
    for error in &mut response.errors {
        // The `AppError` behind a resolver's error, also when a batch loader shared it.
        let Some(source) = error.source.clone() else {
            continue;
        };
        let Some(app_error) = source
            .downcast_ref::<AppError>()
            .or_else(|| source.downcast_ref::<Arc<AppError>>().map(AsRef::as_ref))
        else {
            continue;
        };
        retry_after = retry_after.max(app_error.retry_after_secs());
        app_error.log_if_internal();
        if app_error.kind() == ErrorKind::Internal {
            error.path.clear();
        }
        set_extensions(error, app_error);
    }
    let mut http = async_graphql_axum::GraphQLResponse::from(response).into_response();
    if let Some(secs) = retry_after {
        http.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from(secs));
    }
    http
}

/// A request refused before it reached the schema (an invalid token, a body that is not
/// JSON), answered as GraphQL clients expect: no data, the error with its code.
fn error_response(status: StatusCode, err: &AppError) -> Response {
    err.log_if_internal();
    let mut error = ServerError::new(err.to_string(), None);
    set_extensions(&mut error, err);
    let body = async_graphql::Response::from_errors(vec![error]);
    (status, Json(body)).into_response()
}

fn set_extensions(error: &mut ServerError, app_error: &AppError) {
    let extensions = error.extensions.get_or_insert_with(Default::default);
    extensions.set("code", app_error.kind().code());
    if let AppError::BadUserInput {
        field: Some(field), ..
    } = app_error
    {
        extensions.set("field", *field);
    }
    if let Some(secs) = app_error.retry_after_secs() {
        extensions.set("retryAfter", secs);
    }
}

#[cfg(test)]
mod tests {
    /// `schema.graphql` is generated; this fails when the code and the committed file drift apart.
    #[test]
    fn committed_schema_matches_the_code() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../schema.graphql");
        let committed = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            committed == super::sdl(),
            "schema.graphql is out of date: run `just schema` and commit it"
        );
    }
}
