//! The merged GraphQL schema, and the one mapping of `AppError` to `extensions.code`.

use async_graphql::{
    EmptyMutation, EmptySubscription, MergedObject, Schema, SchemaBuilder, ServerError,
};
use async_graphql_axum::{GraphQLRequest, GraphQLResponse};
use axum::Extension;
use axum::extract::State;
use common::{AppError, Db, ErrorKind, Viewer};
use feed::FeedQuery;
use forum::ForumQuery;
use identity::IdentityQuery;
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

pub type AppSchema = Schema<Query, EmptyMutation, EmptySubscription>;

/// Deep or expensive queries are refused before they reach the database. GraphiQL's
/// introspection query is 15 levels deep.
const MAX_DEPTH: usize = 16;
const MAX_COMPLEXITY: usize = 1_000;

fn builder() -> SchemaBuilder<Query, EmptyMutation, EmptySubscription> {
    Schema::build(Query::default(), EmptyMutation, EmptySubscription)
        .limit_depth(MAX_DEPTH)
        .limit_complexity(MAX_COMPLEXITY)
}

pub fn build_schema(db: Db) -> AppSchema {
    builder().data(db).finish()
}

/// The SDL committed as `schema.graphql`.
pub fn sdl() -> String {
    builder().finish().sdl()
}

pub async fn handler(
    State(schema): State<AppSchema>,
    Extension(viewer): Extension<Viewer>,
    request: GraphQLRequest,
) -> GraphQLResponse {
    let mut response = schema.execute(request.into_inner().data(viewer)).await;
    response.errors.iter_mut().for_each(add_error_code);
    response.into()
}

fn add_error_code(error: &mut ServerError) {
    let Some(app_error) = error.source::<AppError>() else {
        return;
    };
    app_error.log_if_internal();
    let kind = app_error.kind();
    if kind == ErrorKind::Internal {
        error.path.clear();
    }
    error
        .extensions
        .get_or_insert_with(Default::default)
        .set("code", kind.code());
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
