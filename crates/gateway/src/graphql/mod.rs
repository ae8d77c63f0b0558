//! The merged GraphQL schema and its request handler, at the HTTP edge's extractors and its
//! mapping of `AppError` to `extensions.code` (`edge::graphql_error`).
//!
//! Registering any async-graphql extension sends every field of every answer through the
//! extension chain (async-graphql's slow path, even for hooks that never look at fields):
//! on a feed page that was a fifth of the server's CPU. So the schemas that answer carry none.
//! What extensions did is done around them: the query's size is checked here before anything
//! else ([`limits::check`]), its cost by async-graphql's own complexity limit (one schema per
//! allowance, [`Schemas`]), and the answer's key order here after execution
//! ([`field_order::reorder_response`]). A query over its allowance is refused without running;
//! only then is it checked once more by a schema that carries the `limits` extension, whose
//! refusal names the query's cost and what to do.

mod field_order;
mod limits;
mod parsed;

use std::sync::Arc;

use async_graphql::parser::types::DocumentOperations;
use async_graphql::{EmptySubscription, MergedObject, Schema, SchemaBuilder};
use axum::extract::State;
use axum::response::Response;
use common::rate_limit::RateLimiter;
use common::{Db, SharedClock, Viewer};
use edge::extract::{Caller, Client, JsonBody};
use edge::{ApiError, graphql_error};
use feed::service::popular_topics::Popularity;
use feed::{FeedQuery, FeedVisitMutation, FeedVisitQuery};
use forum::service::throttle::WriteLimits;
use forum::{
    AccountMutation, BlockMutation, BlockQuery, FollowMutation, FollowQuery, ForumMutation,
    ForumQuery, NotificationMutation, NotificationQuery,
};
use graphql_kit::cost;
use identity::service::Auth;
use identity::{IdentityMutation, IdentityQuery};
use moderation::{
    AdminPostsMutation, AdminPostsQuery, AuditQuery, ContentAdminMutation, ContentAdminQuery,
    CrashReportsMutation, CrashReportsQuery, MembersMutation, MembersQuery, ModerationQuery,
    ReactionsAdminMutation, ReactionsAdminQuery, ReportsMutation, ReportsQuery,
};
use resources::ResourcesQuery;
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
    FollowQuery,
    ResourcesQuery,
    FeedQuery,
    FeedVisitQuery,
    ModerationQuery,
    ReportsQuery,
    AdminPostsQuery,
    AuditQuery,
    ContentAdminQuery,
    CrashReportsQuery,
    ReactionsAdminQuery,
    MembersQuery,
);

#[derive(MergedObject, Default)]
pub struct Mutation(
    IdentityMutation,
    TopicsMutation,
    StorageMutation,
    ForumMutation,
    NotificationMutation,
    BlockMutation,
    FollowMutation,
    FeedVisitMutation,
    AccountMutation,
    ReportsMutation,
    AdminPostsMutation,
    ContentAdminMutation,
    CrashReportsMutation,
    ReactionsAdminMutation,
    MembersMutation,
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

/// The schema, once per allowance: a member's and a signed-out caller's answer without
/// extensions; `refusals` only explains why a query was over its allowance.
#[derive(Clone)]
pub struct Schemas {
    member: AppSchema,
    visitor: AppSchema,
    refusals: AppSchema,
    parsed: Arc<parsed::ParsedQueries>,
}

impl Schemas {
    pub fn new(data: SchemaData) -> Self {
        let with_data = |builder: SchemaBuilder<Query, Mutation, EmptySubscription>| {
            builder
                .data(data.db.clone())
                .data(data.clock.clone())
                .data(data.limiter.clone())
                .data(Arc::clone(&data.auth))
                .data(data.storage.clone())
                .data(data.write_limits.clone())
                .data(data.popularity.clone())
                .finish()
        };
        Self {
            member: with_data(builder().limit_complexity(cost::MEMBER_LIMIT)),
            visitor: with_data(builder().limit_complexity(cost::ANONYMOUS_LIMIT)),
            refusals: with_data(builder().extension(limits::QueryLimits)),
            parsed: Arc::default(),
        }
    }

    /// Runs `request` for `viewer` within the viewer's allowance. `request` must have been
    /// parsed and passed [`limits::check`].
    async fn execute(
        &self,
        request: async_graphql::Request,
        viewer: &Viewer,
    ) -> async_graphql::Response {
        let signed_in = viewer.as_member().is_some();
        let schema = if signed_in {
            &self.member
        } else {
            &self.visitor
        };
        // Kept to explain a refusal, the rare case.
        let retry = (
            request.query.clone(),
            request.variables.clone(),
            request.operation_name.clone(),
        );
        let response = schema.execute(request).await;
        if !is_over_allowance(&response) {
            return response;
        }
        let (query, variables, operation_name) = retry;
        let mut again = async_graphql::Request::new(query)
            .variables(variables)
            .data(viewer.clone());
        if let Some(name) = operation_name {
            again = again.operation_name(name);
        }
        self.refusals.execute(again).await
    }
}

/// async-graphql's own refusal of a query over `limit_complexity`.
fn is_over_allowance(response: &async_graphql::Response) -> bool {
    response.data == async_graphql::Value::Null
        && response.errors.len() == 1
        && response.errors[0].message == "Query is too complex."
}

/// The SDL committed as `schema.graphql`.
pub fn sdl() -> String {
    builder().finish().sdl()
}

/// Every crate's batch loaders, fresh for each request: the one place they are registered.
pub fn add_data_loaders(
    request: async_graphql::Request,
    db: &Db,
    storage: &Storage,
    viewer: &Viewer,
) -> async_graphql::Request {
    let request = topics::graphql::add_loaders(request, db);
    let request = storage::graphql::loaders::add(request, db, storage, viewer);
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
        Err(ApiError(err)) => return graphql_error::caller_refused(&err),
    };
    let mut request = match body {
        Ok(JsonBody(request)) => request,
        Err(ApiError(err)) => return graphql_error::body_refused(&err),
    };
    // Parsed once per text: async-graphql takes the parsed document from the request.
    let document = match state.schemas.parsed.check(&mut request) {
        Ok(document) => document,
        Err(error) => return graphql_error::invalid(vec![error]),
    };
    let operation_name = request.operation_name.clone();
    // The operation's name for the metrics: the one asked for, or a lone named operation's.
    let operation = crate::metrics::operation_label(operation_name.as_deref().or_else(|| {
        match &document.operations {
            DocumentOperations::Multiple(operations) if operations.len() == 1 => {
                operations.keys().next().map(|name| name.as_str())
            }
            _ => None,
        }
    }));
    let request = add_data_loaders(request, &state.db, &state.storage, &viewer)
        .data(viewer.clone())
        .data(client)
        .data(graphql_kit::DbShare::new());
    let mut response = state.schemas.execute(request, &viewer).await;
    field_order::reorder_response(&mut response, &document, operation_name.as_deref());
    let mut http = edge::graphql_error::answer(response);
    http.extensions_mut()
        .insert(crate::metrics::GraphqlOperation(operation));
    http
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
