//! The one routing table of the REST contract. Each route is declared once, with who may call
//! it, its query, its body and its answer: [`router`] serves it and [`openapi::document`]
//! describes it (at `/api/openapi.json`), so the two cannot disagree.

use std::marker::PhantomData;
use std::sync::Arc;

use ::feed::service::popular_topics::Popularity;
use ::forum::service::throttle::WriteLimits;
use axum::Router;
use axum::extract::FromRef;
use axum::handler::Handler;
use axum::http::{HeaderValue, Method, header};
use axum::middleware::from_extractor_with_state;
use axum::routing::{MethodFilter, MethodRouter, any, on};
use common::rate_limit::RateLimiter;
use common::{AppError, Db, SharedClock};
use edge::ApiError;
use edge::extract::{Caller, RequireAdmin, RequireMember};
use identity::service::Auth;
use moderation::service::audit_log::AuditLog;
use moderation::service::crash_reports::CrashReports;
use moderation::service::posts::Posts;
use moderation::service::reactions;
use moderation::service::reports::Queue;
use moderation::service::second_opinions::SecondOpinions;
use moderation::service::tables::AdminTable;
use moderation::service::topics::Topics;
use moderation::service::users::Users;
use storage::Storage;
use tower_http::set_header::SetResponseHeaderLayer;
use utoipa::ToSchema;

use crate::dto::{
    AdminReportDto, CommentDto, CommentReactionDto, FeedItemDto, IdDto, LocationDto, Message,
    OwnUserDto, PostDto, PostReactionDto, ReactionTypeDto, ResourceDto, SignedInDto, SignedUrlDto,
    TokenDto, TopicDto, UploadTicketDto, UsernameDto, WhoAmIDto,
};
use crate::handlers::tables::RestTable;
use crate::handlers::{
    admin_comments, admin_posts, admin_reactions, auth, content, crash_reports, files, forum,
    locations, posts, profile, reports, resources, tables, users,
};
use crate::openapi::{self, Access, Answer, Endpoint, Query, inline, nullable, schema};

/// A route: what the document says of it, and its handler.
pub struct Route<S> {
    pub endpoint: Endpoint,
    handler: MethodRouter<S>,
}

impl<S: Clone + Send + Sync + 'static> Route<S> {
    fn new<H, T>(access: Access, method: Method, path: String, handler: H) -> Self
    where
        H: Handler<T, S>,
        T: 'static,
    {
        let filter = MethodFilter::try_from(method.clone()).unwrap_or(MethodFilter::GET);
        Self {
            endpoint: Endpoint {
                method,
                path,
                access,
                summary: "",
                query: Query::None,
                body: None,
                answer: Answer::Plain(schema::<Message>),
            },
            handler: on(filter, handler),
        }
    }

    fn says(mut self, summary: &'static str) -> Self {
        self.endpoint.summary = summary;
        self
    }

    fn query(mut self, query: Query) -> Self {
        self.endpoint.query = query;
        self
    }

    fn body(mut self, body: openapi::Describe) -> Self {
        self.endpoint.body = Some(body);
        self
    }

    fn answers(mut self, answer: Answer) -> Self {
        self.endpoint.answer = answer;
        self
    }
}

use Access::{Admin, Anyone, Member};
use Answer::{Csv, Data, JsonFile, List, Page, Plain};

fn route<S, H, T>(access: Access, method: Method, path: impl Into<String>, handler: H) -> Route<S>
where
    S: Clone + Send + Sync + 'static,
    H: Handler<T, S>,
    T: 'static,
{
    Route::new(access, method, path.into(), handler)
}

/// `GET path`: one page of an admin table, from its declaration.
fn table_list<S, T>(path: impl Into<String>, summary: &'static str) -> Route<S>
where
    S: Clone + Send + Sync + 'static,
    T: RestTable,
    Db: FromRef<S>,
    Arc<Auth>: FromRef<S>,
    SharedClock: FromRef<S>,
{
    route(Admin, GET, path, tables::list::<T>)
        .says(summary)
        .query(Query::table(&T::SPEC))
        .answers(Page(schema::<T::Dto>))
}

/// `GET path`: an admin table as CSV, from its declaration.
fn table_export<S, T>(path: impl Into<String>, summary: &'static str) -> Route<S>
where
    S: Clone + Send + Sync + 'static,
    T: AdminTable,
    Db: FromRef<S>,
    Arc<Auth>: FromRef<S>,
    SharedClock: FromRef<S>,
{
    route(Admin, GET, path, tables::export::<T>)
        .says(summary)
        .query(Query::table(&T::SPEC))
        .answers(Csv)
}

/// An entity that an admin table lists and a form edits, with its six routes under `path`:
/// the table (`GET path`) and its CSV (`GET path/export`), then the form's create (`POST path`,
/// an edit when the body has an `_id`), read, edit and delete (`GET`, `POST`, `DELETE
/// path/{id}`). The form answers the table's row, `T::Dto`, and both writes take the body `B`.
struct AdminEntity<S, T, B> {
    path: &'static str,
    routes: Vec<Route<S>>,
    types: PhantomData<(T, B)>,
}

impl<S, T, B> AdminEntity<S, T, B>
where
    S: Clone + Send + Sync + 'static,
    T: RestTable,
    B: ToSchema,
    Db: FromRef<S>,
    Arc<Auth>: FromRef<S>,
    SharedClock: FromRef<S>,
{
    fn new(path: &'static str, table: &'static str, export: &'static str) -> Self {
        Self {
            path,
            routes: vec![
                table_list::<S, T>(path, table),
                table_export::<S, T>(format!("{path}/export"), export),
            ],
            types: PhantomData,
        }
    }

    fn create<H: Handler<X, S>, X: 'static>(self, handler: H, summary: &'static str) -> Self {
        let route = route(Admin, POST, self.path, handler).body(schema::<B>);
        self.push(route.says(summary).answers(Data(schema::<T::Dto>)))
    }

    fn get<H: Handler<X, S>, X: 'static>(self, handler: H, summary: &'static str) -> Self {
        let route = route(Admin, GET, self.by_id(), handler);
        self.push(route.says(summary).answers(Data(schema::<T::Dto>)))
    }

    fn update<H: Handler<X, S>, X: 'static>(self, handler: H, summary: &'static str) -> Self {
        let route = route(Admin, POST, self.by_id(), handler).body(schema::<B>);
        self.push(route.says(summary).answers(Data(schema::<T::Dto>)))
    }

    fn delete<H: Handler<X, S>, X: 'static>(self, handler: H, summary: &'static str) -> Self {
        let route = route(Admin, DELETE, self.by_id(), handler);
        self.push(route.says(summary).answers(Data(schema::<Message>)))
    }

    fn by_id(&self) -> String {
        format!("{}/{{id}}", self.path)
    }

    fn push(mut self, route: Route<S>) -> Self {
        self.routes.push(route);
        self
    }
}

const GET: Method = Method::GET;
const POST: Method = Method::POST;
const DELETE: Method = Method::DELETE;

/// Every route of `/api`.
pub fn routes<S>() -> Vec<Route<S>>
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
    let mut routes = vec![
        // Accounts and sessions (spec §7 Auth calls).
        route(Anyone, POST, "/auth/register", auth::register)
            .says("Registers a member and signs her in.")
            .body(schema::<auth::RegisterBody>)
            .answers(Plain(schema::<SignedInDto>)),
        route(Anyone, POST, "/auth/login", auth::login)
            .says("Signs in with email and password.")
            .body(schema::<auth::LoginBody>)
            .answers(Plain(schema::<SignedInDto>)),
        route(Anyone, GET, "/auth/logout", auth::logout).says("Ends the session."),
        route(Anyone, POST, "/auth/logout", auth::logout).says("Ends the session."),
        route(Anyone, GET, "/auth/whoami", auth::whoami)
            .says("The signed-in member; `user` is null for a visitor.")
            .answers(Plain(schema::<WhoAmIDto>)),
        route(Anyone, POST, "/auth/request-token", auth::request_token)
            .says("Sends a password-reset link, if the address has an account (the answer never says).")
            .body(schema::<auth::RequestTokenBody>),
        route(Anyone, POST, "/auth/reset-password", auth::reset_password)
            .says("Sets a new password with a reset link's token.")
            .body(schema::<auth::ResetPasswordBody>),
        route(Access::Refresh, GET, "/auth/refresh", auth::refresh)
            .says("New tokens for the session: send the (expired) access token as `Authorization` and the refresh token as `X-Refresh-Token`.")
            .answers(Plain(schema::<TokenDto>)),
        // Open to visitors.
        route(Anyone, GET, "/public/topic", forum::topics)
            .says("Every health topic.")
            .answers(List(schema::<TopicDto>)),
        route(Anyone, GET, "/public/user/username", auth::username_suggestion)
            .says("A generated username nobody holds yet.")
            .answers(Data(schema::<UsernameDto>)),
        route(Anyone, GET, "/public/location/autocomplete/{text}", locations::autocomplete)
            .says("Up to ten places whose name starts with the text.")
            .answers(List(schema::<LocationDto>)),
        route(Anyone, POST, "/public/location/nearest-city", locations::nearest_city)
            .says("The place nearest to the coordinates (never stored), or null.")
            .body(schema::<locations::Coordinates>)
            .answers(Data(nullable::<LocationDto>)),
        route(Anyone, POST, "/log/crash-report", crash_reports::report)
            .says("Reports a crash of the app (`id: \"new\"`), or describes one with its id.")
            .body(schema::<crash_reports::CrashBody>)
            .answers(Plain(schema::<crash_reports::CrashId>)),
        // Files.
        route(Member, GET, "/s3/get-signed-post-url/{name_timestamp}/{*content_type}", files::signed_post_url)
            .says("Where to PUT an image (JPEG, PNG, GIF or WebP) and its id.")
            .query(Query::Upload)
            .answers(Plain(schema::<UploadTicketDto>)),
        route(Anyone, GET, "/s3/get-signed-url/{id}", files::signed_url)
            .says("A URL to read a file for 24 hours, for whom its visibility allows.")
            .answers(Plain(schema::<SignedUrlDto>)),
        // Members (spec §7 Member calls).
        route(Member, GET, "/app/topic", forum::topics)
            .says("Every health topic.")
            .answers(List(schema::<TopicDto>)),
        route(Member, GET, "/app/topic/{id}", forum::topic)
            .says("One topic.")
            .answers(Data(schema::<TopicDto>)),
        route(Member, GET, "/app/reaction", forum::reaction_types)
            .says("The reaction types, in legend order.")
            .answers(List(schema::<ReactionTypeDto>)),
        route(Member, GET, "/app/popular-topics", posts::popular_topics)
            .says("The ten topics with the most activity in the last 30 days.")
            .answers(List(schema::<TopicDto>)),
        route(Member, GET, "/app/homepage-content", posts::homepage)
            .says("The Real Talk feed: posts and Second Opinions, newest first.")
            .query(Query::Feed)
            .answers(Page(schema::<FeedItemDto>)),
        route(Member, POST, "/app/post", posts::save_post)
            .says("Creates a post; with `_id`, updates her reactions on it (`reactions`) or recounts its comments (`comments`).")
            .body(schema::<posts::PostBody>)
            .answers(Data(schema::<PostDto>)),
        route(Member, GET, "/app/post/{id}", posts::get_post)
            .says("One post.")
            .answers(Data(schema::<PostDto>)),
        route(Member, POST, "/app/post/{id}", posts::save_post_by_id)
            .says("Updates her reactions on the post, or recounts its comments.")
            .body(schema::<posts::PostBody>)
            .answers(Data(schema::<PostDto>)),
        route(Member, DELETE, "/app/post/{id}", posts::delete_post)
            .says("Deletes her own post (one other members commented on stays as a tombstone); an admin may delete any.")
            .answers(Data(schema::<Message>)),
        route(Member, GET, "/app/post/topic/{id}", posts::topic_posts)
            .says("A topic's posts, newest first.")
            .query(Query::Page)
            .answers(Page(schema::<PostDto>)),
        route(Member, POST, "/app/comment", posts::save_comment)
            .says("Adds a comment or a reply; with `_id`, attaches her replies (`replies`) or sets her reactions (`reactions`).")
            .body(schema::<posts::CommentBody>)
            .answers(Data(schema::<CommentDto>)),
        route(Member, POST, "/app/comment/{id}", posts::save_comment_by_id)
            .says("Attaches her replies or sets her reactions on the comment.")
            .body(schema::<posts::CommentBody>)
            .answers(Data(schema::<CommentDto>)),
        route(Member, DELETE, "/app/comment/{id}", posts::delete_comment)
            .says("Deletes her own comment (one with replies stays as 'Deleted comment'); an admin may delete any.")
            .answers(Data(schema::<Message>)),
        route(Member, GET, "/app/comment/post/{id}", posts::post_comments)
            .says("A post's comments, oldest first.")
            .query(Query::Page)
            .answers(Page(schema::<CommentDto>)),
        route(Member, GET, "/app/comment/post/replies/{id}", posts::replies)
            .says("A comment's replies, oldest first.")
            .query(Query::Page)
            .answers(Page(schema::<CommentDto>)),
        route(Member, POST, "/app/post-reaction", posts::save_post_reaction)
            .says("Creates her reaction (attached to `post` when given); with `_id`, saves why she reacted.")
            .body(schema::<posts::ReactionBody>)
            .answers(Data(schema::<PostReactionDto>)),
        route(Member, GET, "/app/post-reaction/recent", posts::recent_post_reaction)
            .says("Her reaction to ask \"why\" about now, or null.")
            .answers(Data(nullable::<PostReactionDto>)),
        route(Member, POST, "/app/post-reaction/{id}", posts::update_post_reaction)
            .says("Saves why she reacted.")
            .body(schema::<posts::ReactionBody>)
            .answers(Data(schema::<PostReactionDto>)),
        route(Member, DELETE, "/app/post-reaction/{id}", posts::delete_post_reaction)
            .says("Takes her reaction back."),
        route(Member, POST, "/app/comment-reaction", posts::create_comment_reaction)
            .says("Creates her comment reaction, attached through the comment's `reactions`.")
            .body(schema::<posts::ReactionBody>)
            .answers(Data(schema::<CommentReactionDto>)),
        route(Member, DELETE, "/app/comment-reaction/{id}", posts::delete_comment_reaction)
            .says("Takes her comment reaction back."),
        route(Member, POST, "/app/user", profile::update)
            .says("Saves her own profile and onboarding answers.")
            .body(schema::<profile::UserBody>)
            .answers(Data(schema::<OwnUserDto>)),
        route(Member, GET, "/app/user/export", profile::export)
            .says("Her own data as a JSON file: profile, topics, posts, comments, reactions, reports she made, her files' ids (5 an hour).")
            .answers(JsonFile),
        route(Member, DELETE, "/app/user/{id}", profile::delete)
            .says("Erases her own account.")
            .answers(Data(schema::<Message>)),
        route(Member, POST, "/app/report", reports::create)
            .says("Reports a post or a comment.")
            .body(schema::<reports::ReportBody>)
            .answers(Data(schema::<IdDto>)),
        route(Member, GET, "/app/resource", resources::list)
            .says("Second Opinions, featured first, then newest.")
            .query(Query::Shelf)
            .answers(Page(schema::<ResourceDto>)),
        route(Member, GET, "/app/resource/{id}", resources::get)
            .says("One Second Opinion.")
            .answers(Data(schema::<ResourceDto>)),
        route(Member, GET, "/app/location/autocomplete/{text}", locations::autocomplete)
            .says("Up to ten places whose name starts with the text.")
            .answers(List(schema::<LocationDto>)),
        route(Member, POST, "/app/location/nearest-city", locations::nearest_city)
            .says("The place nearest to the coordinates (never stored), or null.")
            .body(schema::<locations::Coordinates>)
            .answers(Data(nullable::<LocationDto>)),
    ];
    // The back office (spec §7 Admin calls).
    routes.extend(
        AdminEntity::<S, Users, users::AccountBody>::new(
            "/admin/user",
            "The User Management table.",
            "The User Management table as CSV.",
        )
        .create(
            users::update,
            "Gives or takes an account's admin rights, or sets its contact choice.",
        )
        .get(users::get, "One account.")
        .update(
            users::update_by_id,
            "Gives or takes an account's admin rights, or sets its contact choice.",
        )
        .delete(
            users::delete,
            "Erases an account, as her own deletion would.",
        )
        .routes,
    );
    routes.extend(
        AdminEntity::<S, Topics, content::TopicBody>::new(
            "/admin/topic",
            "The Health Topics table.",
            "The Health Topics table as CSV.",
        )
        .create(
            content::save_topic,
            "Creates a topic; with `_id`, edits it.",
        )
        .get(content::topic, "One topic, for its form.")
        .update(content::save_topic_by_id, "Edits a topic.")
        .delete(content::delete_topic, "Deletes a topic.")
        .routes,
    );
    routes.extend(
        AdminEntity::<S, SecondOpinions, content::ResourceBody>::new(
            "/admin/resource",
            "The Second Opinions table.",
            "The Second Opinions table as CSV.",
        )
        .create(
            content::save_resource,
            "Creates a Second Opinion; with `_id`, edits it.",
        )
        .get(content::resource, "One Second Opinion, for its form.")
        .update(content::save_resource_by_id, "Edits a Second Opinion.")
        .delete(
            content::delete_resource,
            "Deletes a Second Opinion with its cover.",
        )
        .routes,
    );
    routes.extend(
        AdminEntity::<S, Posts, admin_posts::ShadowBan>::new(
            "/admin/post",
            "The Post Management table, quarantined posts included.",
            "The Post Management table as CSV.",
        )
        .create(
            admin_posts::update,
            "Quarantines a post or lifts its quarantine (`{_id, isShadowBanned}`).",
        )
        .get(admin_posts::get, "One post, quarantined or not.")
        .update(
            admin_posts::update_by_id,
            "Quarantines a post or lifts its quarantine.",
        )
        .delete(
            admin_posts::delete,
            "Deletes a post with its comments, reactions, images and reports.",
        )
        .routes,
    );
    // The rest differs from that block, so it is written out: comments and the reaction legend
    // have no admin table, members' post reactions no export, the Moderation Queue lists at
    // `populate/all`, and the Audit Log and the Crash Reports are tables without a form.
    routes.extend([
        route(Admin, GET, "/admin/comment", admin_comments::list)
            .says("Every comment and reply, newest first, with its real text.")
            .query(Query::Page)
            .answers(Page(schema::<CommentDto>)),
        route(Admin, DELETE, "/admin/comment/{id}", admin_comments::delete)
            .says("Deletes any comment (one with replies stays as 'Deleted comment'); audited.")
            .answers(Data(schema::<Message>)),
        route(Admin, POST, "/admin/comment", admin_comments::update)
            .says("Quarantines a comment or lifts its quarantine (`{_id, isShadowBanned}`).")
            .body(schema::<admin_posts::ShadowBan>)
            .answers(Data(schema::<CommentDto>)),
        route(Admin, GET, "/admin/comment/{id}", admin_comments::get)
            .says("One comment, with its real text.")
            .answers(Data(schema::<CommentDto>)),
        route(Admin, POST, "/admin/comment/{id}", admin_comments::update_by_id)
            .says("Quarantines a comment or lifts its quarantine.")
            .body(schema::<admin_posts::ShadowBan>)
            .answers(Data(schema::<CommentDto>)),
        route(Admin, GET, "/admin/reaction", admin_reactions::list_types)
            .says("The reaction types, in legend order.")
            .answers(List(schema::<ReactionTypeDto>)),
        route(Admin, POST, "/admin/reaction", admin_reactions::save_type)
            .says("Adds a reaction type to the legend; with `_id`, edits it.")
            .body(schema::<admin_reactions::ReactionTypeBody>)
            .answers(Data(schema::<ReactionTypeDto>)),
        route(Admin, POST, "/admin/reaction/{id}", admin_reactions::save_type_by_id)
            .says("Edits a reaction type.")
            .body(schema::<admin_reactions::ReactionTypeBody>)
            .answers(Data(schema::<ReactionTypeDto>)),
        route(Admin, DELETE, "/admin/reaction/{id}", admin_reactions::delete_type)
            .says("Deletes a reaction type nobody has used (409 for one in use: hide it instead; 'Me Too' stays).")
            .answers(Data(schema::<Message>)),
        route(Admin, GET, "/admin/post-reaction", admin_reactions::post_reactions)
            .says("Members' post reactions, newest first.")
            .query(Query::table(&reactions::POST_REACTIONS))
            .answers(Page(schema::<PostReactionDto>)),
        route(Admin, POST, "/admin/post-reaction", posts::save_post_reaction)
            .says("Creates the admin's own reaction (attached to `post` when given); with `_id`, saves why she reacted.")
            .body(schema::<posts::ReactionBody>)
            .answers(Data(schema::<PostReactionDto>)),
        route(Admin, DELETE, "/admin/post-reaction/{id}", admin_reactions::delete_post_reaction)
            .says("Deletes a member's post reaction, with why she reacted.")
            .answers(Data(schema::<Message>)),
        route(Admin, POST, "/admin/report", reports::update)
            .says("Sets a report's status or its item's quarantine (`{_id, status | isShadowBanned}`).")
            .body(schema::<reports::ReportChange>)
            .answers(Data(schema::<AdminReportDto>)),
        table_list::<S, Queue>("/admin/report/populate/all", "The Moderation Queue."),
        route(Admin, GET, "/admin/report/populate/{id}", reports::get)
            .says("One report, for its review.")
            .answers(Data(schema::<AdminReportDto>)),
        route(Admin, GET, "/admin/report/statuses", reports::statuses)
            .says("The statuses reports have now (the Status filter's options).")
            .answers(List(inline::<String>)),
        table_export::<S, Queue>("/admin/report/export", "The Moderation Queue as CSV."),
        route(Admin, POST, "/admin/report/{id}", reports::update_by_id)
            .says("Sets a report's status or its item's quarantine.")
            .body(schema::<reports::ReportChange>)
            .answers(Data(schema::<AdminReportDto>)),
        route(Admin, DELETE, "/admin/report/{id}", reports::delete)
            .says("Deletes a report (its item's quarantine stays as it is).")
            .answers(Data(schema::<Message>)),
        table_list::<S, AuditLog>("/admin/audit-log", "The Audit Log."),
        table_export::<S, AuditLog>("/admin/audit-log/export", "The Audit Log as CSV."),
        table_list::<S, CrashReports>("/admin/crash-report", "The Crash Reports table."),
        table_export::<S, CrashReports>("/admin/crash-report/export", "The Crash Reports table as CSV."),
    ]);
    routes
}

/// The document of every route, with itself.
pub fn document<S>(routes: &[Route<S>]) -> utoipa::openapi::OpenApi {
    let mut endpoints: Vec<Endpoint> = routes.iter().map(|r| r.endpoint.clone()).collect();
    endpoints.push(openapi_endpoint());
    openapi::document(&endpoints)
}

/// `GET /api/openapi.json` describes itself too.
fn openapi_endpoint() -> Endpoint {
    Endpoint {
        method: Method::GET,
        path: "/openapi.json".into(),
        access: Anyone,
        summary: "This document: every path of the REST contract, its parameters and answers.",
        query: Query::None,
        body: None,
        answer: Answer::Document,
    }
}

/// Everything under `/api`, over any application state that provides the database, the
/// identity services, the clock and the object store.
///
/// Every route but the token refresh and this document checks the bearer token first: a
/// token that is present but invalid, expired or revoked is refused on public routes too,
/// never treated as anonymous. Members' and admins' routes each get their guard as a router
/// layer, so no handler can forget it; services still check rows and ownership themselves.
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
    let routes = routes::<S>();
    let document = serde_json::to_vec(&document(&routes)).unwrap_or_default();
    let (mut anyone, mut members, mut admins, mut unchecked) =
        (Router::new(), Router::new(), Router::new(), Router::new());
    for route in routes {
        let (path, handler) = (&route.endpoint.path, route.handler);
        // A path declared twice (GET and DELETE) merges into one route.
        match route.endpoint.access {
            Access::Anyone => anyone = anyone.route(path, handler),
            Access::Member => members = members.route(path, handler),
            Access::Admin => admins = admins.route(path, handler),
            Access::Refresh => unchecked = unchecked.route(path, handler),
        }
    }
    let checked = anyone
        .merge(members.route_layer(from_extractor_with_state::<RequireMember, S>(state.clone())))
        .merge(admins.route_layer(from_extractor_with_state::<RequireAdmin, S>(state.clone())))
        .route_layer(from_extractor_with_state::<Caller, S>(state));
    let api = checked
        .merge(unchecked)
        .route(
            "/openapi.json",
            axum::routing::get(move || {
                let document = document.clone();
                async move {
                    (
                        [(
                            header::CONTENT_TYPE,
                            HeaderValue::from_static("application/json"),
                        )],
                        document,
                    )
                }
            }),
        )
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
