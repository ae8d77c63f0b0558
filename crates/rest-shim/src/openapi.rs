//! The REST contract written down for integrators: an OpenAPI 3.1 document generated from the
//! routing table itself ([`crate::routes`]), so that a routed path cannot be missing from it.
//! Each route declares who may call it, its query parameters, its JSON body and its answer;
//! the shapes come from the DTOs' own types (`utoipa::ToSchema`), so the document follows
//! the code.

use std::collections::BTreeMap;

use axum::http::Method;
use edge::{ErrorDto, ShouldRefreshDto};
use moderation::service::table_query::TableSpec;
use utoipa::openapi::path::{HttpMethod, OperationBuilder, ParameterBuilder, ParameterIn};
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, Type};
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityRequirement, SecurityScheme};
use utoipa::openapi::{
    ComponentsBuilder, ContentBuilder, InfoBuilder, OpenApi, OpenApiBuilder, Paths, Ref, RefOr,
    Required, ResponseBuilder,
};
use utoipa::{PartialSchema, ToSchema};

/// The component schemas a document collects while its routes are described.
pub type Schemas = Vec<(String, RefOr<Schema>)>;
/// Describes a type: a reference to its component (collected into `Schemas`), or inline.
pub type Describe = fn(&mut Schemas) -> RefOr<Schema>;

/// A record id as the document shows it: a string of 24 lowercase hex characters (the
/// component `Id`). `common::Id` knows nothing of OpenAPI; a DTO's id field names this type
/// for its schema (`#[schema(value_type = ApiId)]`).
pub struct ApiId;

impl PartialSchema for ApiId {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some("^[0-9a-f]{24}$"))
            .description(Some("A record id: 24 lowercase hex characters."))
            .into()
    }
}

impl ToSchema for ApiId {
    fn name() -> std::borrow::Cow<'static, str> {
        std::borrow::Cow::Borrowed("Id")
    }
}

/// Who may call a route.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Anyone; a token that is sent must be valid.
    Anyone,
    /// Signed-in members (401 without a token).
    Member,
    /// Admins (401 without a token, 403 for members).
    Admin,
    /// The token refresh: carries an expired access token on purpose.
    Refresh,
}

/// A route's query parameters.
#[derive(Clone)]
pub enum Query {
    None,
    /// `first` and `after`: a cursor page.
    Page,
    /// A page of the feed, with `filter`.
    Feed,
    /// The Second Opinions shelf: `topic`, `search` and a page.
    Shelf,
    /// An admin table: `search` (when it has searchable columns), `sort`, `order`, `first`,
    /// `after`, and one parameter per filterable column.
    Table {
        searchable: bool,
        filters: Vec<&'static str>,
    },
    /// The upload flags `isPublic` and `isViewableByAnyUser`.
    Upload,
}

impl Query {
    /// The parameters of an admin table, from its own declaration.
    pub fn table<C>(spec: &TableSpec<C>) -> Self {
        Self::Table {
            searchable: !spec.search.is_empty(),
            filters: spec.filters.iter().map(|filter| filter.name).collect(),
        }
    }
}

/// A route's answer on success.
#[derive(Clone, Copy)]
pub enum Answer {
    /// The type itself.
    Plain(Describe),
    /// `{"data": T}`.
    Data(Describe),
    /// `{"data": [T]}`.
    List(Describe),
    /// `{"data": [T], "hasNextPage", "endCursor"}`.
    Page(Describe),
    /// A CSV file (UTF-8 with a byte-order mark).
    Csv,
    /// A JSON file to download (`Content-Disposition: attachment`).
    JsonFile,
    /// The OpenAPI document itself.
    Document,
}

/// One route of the contract as the document describes it.
#[derive(Clone)]
pub struct Endpoint {
    pub method: Method,
    /// Under `/api`, as routed (`{id}`, or `{*rest}` for the rest of the path).
    pub path: String,
    pub access: Access,
    pub summary: &'static str,
    pub query: Query,
    pub body: Option<Describe>,
    pub answer: Answer,
}

impl Endpoint {
    /// The path as the document writes it: `/api/…`, with `{*rest}` as `{rest}`.
    pub fn documented_path(&self) -> String {
        format!("/api{}", self.path.replace("{*", "{"))
    }
}

/// A type's schema as a component reference.
pub fn schema<T: ToSchema>(schemas: &mut Schemas) -> RefOr<Schema> {
    T::schemas(schemas);
    schemas.push((T::name().into_owned(), T::schema()));
    Ref::from_schema_name(T::name()).into()
}

/// A type's schema written in place (strings, optional values).
pub fn inline<T: PartialSchema>(_: &mut Schemas) -> RefOr<Schema> {
    T::schema()
}

/// A type's schema that may be null.
pub fn nullable<T: ToSchema>(schemas: &mut Schemas) -> RefOr<Schema> {
    let one = schema::<T>(schemas);
    Schema::OneOf(
        utoipa::openapi::schema::OneOfBuilder::new()
            .item(one)
            .item(ObjectBuilder::new().schema_type(Type::Null))
            .build(),
    )
    .into()
}

fn string() -> ObjectBuilder {
    ObjectBuilder::new().schema_type(Type::String)
}

fn object(properties: impl IntoIterator<Item = (&'static str, RefOr<Schema>)>) -> RefOr<Schema> {
    let mut object = ObjectBuilder::new().schema_type(Type::Object);
    for (name, schema) in properties {
        object = object.property(name, schema).required(name);
    }
    object.into()
}

fn list(item: RefOr<Schema>) -> RefOr<Schema> {
    ArrayBuilder::new().items(item).into()
}

fn query_parameter(
    name: &str,
    schema: RefOr<Schema>,
    description: &str,
) -> utoipa::openapi::path::Parameter {
    ParameterBuilder::new()
        .name(name)
        .parameter_in(ParameterIn::Query)
        .required(Required::False)
        .schema(Some(schema))
        .description(Some(description))
        .build()
}

fn page_parameters() -> Vec<utoipa::openapi::path::Parameter> {
    vec![
        query_parameter(
            "first",
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .minimum(Some(1))
                .maximum(Some(100))
                .default(Some(20.into()))
                .into(),
            "How many items (1–100; 20 by default).",
        ),
        query_parameter(
            "after",
            string().into(),
            "The `endCursor` of the previous page.",
        ),
    ]
}

fn parameters(query: &Query) -> Vec<utoipa::openapi::path::Parameter> {
    match query {
        Query::None => Vec::new(),
        Query::Page => page_parameters(),
        Query::Feed => {
            let mut list = page_parameters();
            list.push(query_parameter(
                "filter",
                string()
                    .enum_values(Some(["all", "interests", "popular"]))
                    .default(Some("all".into()))
                    .into(),
                "All posts, the member's topics, or the ten most active topics.",
            ));
            list
        }
        Query::Shelf => {
            let mut list = page_parameters();
            list.push(query_parameter("topic", string().into(), "A topic's id."));
            list.push(query_parameter(
                "search",
                string().into(),
                "Text the title contains (case-insensitive).",
            ));
            list
        }
        Query::Table {
            searchable,
            filters,
        } => {
            let mut list = page_parameters();
            if *searchable {
                list.push(query_parameter(
                    "search",
                    string().max_length(Some(100)).into(),
                    "Text any searchable column contains (case-insensitive).",
                ));
            }
            list.push(query_parameter(
                "sort",
                string().enum_values(Some(["createdAt"])).into(),
                "The column to sort by.",
            ));
            list.push(query_parameter(
                "order",
                string()
                    .enum_values(Some(["asc", "desc"]))
                    .default(Some("desc".into()))
                    .into(),
                "Newest first unless `asc`.",
            ));
            for filter in filters {
                list.push(query_parameter(
                    filter,
                    string().into(),
                    "Keeps the rows whose column has one of these values (repeat the parameter, or separate them with commas; Yes/No columns take Yes or No).",
                ));
            }
            list
        }
        Query::Upload => ["isPublic", "isViewableByAnyUser"]
            .into_iter()
            .map(|flag| {
                query_parameter(
                    flag,
                    ObjectBuilder::new().schema_type(Type::Boolean).into(),
                    "Who may read the file besides its owner and admins: anyone, or any member.",
                )
            })
            .collect(),
    }
}

fn path_parameters(path: &str) -> Vec<utoipa::openapi::path::Parameter> {
    path.split('/')
        .filter_map(|segment| segment.strip_prefix('{')?.strip_suffix('}'))
        .map(|name| {
            ParameterBuilder::new()
                .name(name.trim_start_matches('*'))
                .parameter_in(ParameterIn::Path)
                .required(Required::True)
                .schema(Some(string()))
                .build()
        })
        .collect()
}

fn json(schema: RefOr<Schema>) -> utoipa::openapi::Content {
    ContentBuilder::new().schema(Some(schema)).build()
}

fn answer_schema(answer: Answer, schemas: &mut Schemas) -> (&'static str, RefOr<Schema>) {
    let has_next_page = ObjectBuilder::new().schema_type(Type::Boolean).into();
    let end_cursor = string()
        .description(Some("Pass as `after` for the next page."))
        .into();
    match answer {
        Answer::Plain(describe) => ("application/json", describe(schemas)),
        Answer::Data(describe) => ("application/json", object([("data", describe(schemas))])),
        Answer::List(describe) => (
            "application/json",
            object([("data", list(describe(schemas)))]),
        ),
        Answer::Page(describe) => (
            "application/json",
            object([
                ("data", list(describe(schemas))),
                ("hasNextPage", has_next_page),
                ("endCursor", end_cursor),
            ]),
        ),
        Answer::Csv => ("text/csv", string().into()),
        Answer::JsonFile => (
            "application/json",
            ObjectBuilder::new()
                .schema_type(Type::Object)
                .description(Some(
                    "A JSON file: exportedAt, profile, topicsOfInterest, posts, comments, \
                     postReactions, commentReactions, reports, files, sessions.",
                ))
                .into(),
        ),
        Answer::Document => (
            "application/json",
            ObjectBuilder::new()
                .schema_type(Type::Object)
                .description(Some("This document."))
                .into(),
        ),
    }
}

fn http_method(method: &Method) -> HttpMethod {
    match *method {
        Method::POST => HttpMethod::Post,
        Method::DELETE => HttpMethod::Delete,
        Method::PUT => HttpMethod::Put,
        _ => HttpMethod::Get,
    }
}

/// The contract's area, from the path: `auth`, `app`, `admin` …
fn tag(path: &str) -> &str {
    path.trim_start_matches('/')
        .split('/')
        .next()
        .unwrap_or_default()
}

/// The document for these routes.
pub fn document(endpoints: &[Endpoint]) -> OpenApi {
    let mut schemas = Schemas::new();
    let error = schema::<ErrorDto>(&mut schemas);
    let should_refresh = schema::<ShouldRefreshDto>(&mut schemas);
    let mut paths = Paths::new();
    for endpoint in endpoints {
        let mut operation = OperationBuilder::new()
            .tag(tag(&endpoint.path))
            .summary(Some(endpoint.summary))
            .parameters(Some(
                path_parameters(&endpoint.path)
                    .into_iter()
                    .chain(parameters(&endpoint.query)),
            ));
        if let Some(body) = endpoint.body {
            operation = operation.request_body(Some(
                RequestBodyBuilder::new()
                    .required(Some(Required::True))
                    .content("application/json", json(body(&mut schemas)))
                    .build(),
            ));
        }
        let (content_type, answer) = answer_schema(endpoint.answer, &mut schemas);
        operation = operation.response(
            "200",
            ResponseBuilder::new()
                .description("Done.")
                .content(content_type, json(answer)),
        );
        let mut errors: Vec<(&str, &str)> = vec![
            (
                "400",
                "The request is not valid: the message names the field.",
            ),
            ("404", "Not found."),
            (
                "429",
                "Too many requests: try again after `Retry-After` seconds.",
            ),
            (
                "503",
                "The forum is too busy: try again after `Retry-After` seconds.",
            ),
        ];
        match endpoint.access {
            Access::Anyone => errors.push(("401", "The token sent is not valid.")),
            Access::Member => errors.push(("401", "Sign in first.")),
            Access::Admin => {
                errors.push(("401", "Sign in first."));
                errors.push(("403", "Admins only."));
            }
            Access::Refresh => {
                errors.push(("401", "The tokens cannot be refreshed: sign in again."))
            }
        }
        errors.sort();
        for (status, description) in errors {
            operation = operation.response(
                status,
                ResponseBuilder::new()
                    .description(description)
                    .content("application/json", json(error.clone())),
            );
        }
        if endpoint.access != Access::Refresh {
            operation = operation.response(
                "302",
                ResponseBuilder::new()
                    .description("The access token has expired: refresh it (`GET /api/auth/refresh`) and retry.")
                    .content("application/json", json(should_refresh.clone())),
            );
        }
        if matches!(
            endpoint.access,
            Access::Member | Access::Admin | Access::Refresh
        ) {
            operation =
                operation.security(SecurityRequirement::new("bearer", Vec::<String>::new()));
        }
        paths.add_path_operation(
            endpoint.documented_path(),
            vec![http_method(&endpoint.method)],
            operation,
        );
    }
    let schemas: BTreeMap<String, RefOr<Schema>> = schemas.into_iter().collect();
    OpenApiBuilder::new()
        .info(
            InfoBuilder::new()
                .title("Real Talk REST API")
                .version(env!("CARGO_PKG_VERSION"))
                .description(Some(
                    "The `/api/<path>` contract of the Real Talk forum. Authenticated calls send \
                     `Authorization: Bearer <accessToken>` and `X-Refresh-Token`; every error \
                     answers `{\"error\": \"…\"}`, and an expired access token answers 302 \
                     `{\"shouldRefresh\": true}`. New capabilities are in the GraphQL API at \
                     `/graphql`.",
                ))
                .build(),
        )
        .paths(paths)
        .components(Some(
            ComponentsBuilder::new()
                .schemas_from_iter(schemas)
                .security_scheme(
                    "bearer",
                    SecurityScheme::Http(
                        HttpBuilder::new()
                            .scheme(HttpAuthScheme::Bearer)
                            .bearer_format("JWT")
                            .build(),
                    ),
                )
                .build(),
        ))
        .build()
}
