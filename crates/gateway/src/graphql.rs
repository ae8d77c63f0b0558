//! The merged GraphQL schema, and the one mapping of `AppError` to `extensions.code`.

use std::sync::Arc;

use async_graphql::{EmptySubscription, MergedObject, Schema, SchemaBuilder, ServerError};
use async_graphql_axum::{GraphQLRequest, GraphQLResponse};
use axum::Extension;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use common::{AppError, ClientIp, Db, ErrorKind, Viewer};
use feed::FeedQuery;
use forum::ForumQuery;
use identity::service::Auth;
use identity::{IdentityMutation, IdentityQuery};
use moderation::ModerationQuery;
use resources::ResourcesQuery;
use storage::StorageQuery;

#[derive(MergedObject, Default)]
pub struct Query(
    IdentityQuery,
    StorageQuery,
    ForumQuery,
    ResourcesQuery,
    FeedQuery,
    ModerationQuery,
);

#[derive(MergedObject, Default)]
pub struct Mutation(IdentityMutation);

pub type AppSchema = Schema<Query, Mutation, EmptySubscription>;

/// Deep or expensive queries are refused before they reach the database. GraphiQL's
/// introspection query is 15 levels deep.
const MAX_DEPTH: usize = 16;
const MAX_COMPLEXITY: usize = 1_000;

fn builder() -> SchemaBuilder<Query, Mutation, EmptySubscription> {
    Schema::build(Query::default(), Mutation::default(), EmptySubscription)
        .limit_depth(MAX_DEPTH)
        .limit_complexity(MAX_COMPLEXITY)
}

pub fn build_schema(db: Db, auth: Arc<Auth>) -> AppSchema {
    builder().data(db).data(auth).finish()
}

/// The SDL committed as `schema.graphql`.
pub fn sdl() -> String {
    builder().finish().sdl()
}

pub async fn handler(
    State(schema): State<AppSchema>,
    Extension(viewer): Extension<Viewer>,
    Extension(client): Extension<ClientIp>,
    request: GraphQLRequest,
) -> GraphQLResponse {
    let mut response = schema
        .execute(request.into_inner().data(viewer).data(client))
        .await;
    response.errors.iter_mut().for_each(add_error_code);
    response.into()
}

/// A request refused before it reached the schema (an invalid or expired token), answered as
/// GraphQL clients expect: status 200, no data, the error with its code.
pub fn error_response(err: AppError) -> Response {
    let mut error = ServerError::new(err.to_string(), None);
    set_extensions(&mut error, &err);
    GraphQLResponse::from(async_graphql::Response::from_errors(vec![error])).into_response()
}

fn add_error_code(error: &mut ServerError) {
    let Some(source) = error.source.clone() else {
        return;
    };
    let Some(app_error) = source.downcast_ref::<AppError>() else {
        return;
    };
    app_error.log_if_internal();
    if app_error.kind() == ErrorKind::Internal {
        error.path.clear();
    }
    set_extensions(error, app_error);
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
