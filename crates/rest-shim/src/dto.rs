//! The frozen JSON shapes of the REST contract: `_id` and camelCase field names.

use chrono::{DateTime, Utc};
use common::{Id, Page, Result};
use serde::Serialize;
use utoipa::ToSchema;

use crate::openapi::ApiId;

/// Every successful app/admin/public read answers `{"data": …}`.
#[derive(Serialize)]
pub struct Data<T> {
    pub data: T,
}

/// A page of a list: `{"data": [...], "hasNextPage": …, "endCursor": …}` (`data` stays the
/// list legacy clients read; pass `endCursor` back as `?after=` for the next page).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PageDto<T> {
    pub data: Vec<T>,
    pub has_next_page: bool,
    pub end_cursor: Option<String>,
}

impl<T> PageDto<T> {
    pub fn from_page<M>(page: Page<M>, wrap: impl FnMut(M) -> T) -> Self {
        Self {
            end_cursor: page.end_cursor.as_ref().map(common::Cursor::encode),
            has_next_page: page.has_next_page,
            data: page.items.into_iter().map(wrap).collect(),
        }
    }

    /// A page whose items become DTOs a whole batch at a time (their owners, topics or
    /// reported items loaded once for the page).
    pub async fn hydrated<M, Fut>(
        page: Page<M>,
        hydrate: impl FnOnce(Vec<M>) -> Fut,
    ) -> Result<Self>
    where
        Fut: Future<Output = Result<Vec<T>>>,
    {
        let end_cursor = page.end_cursor.as_ref().map(common::Cursor::encode);
        Ok(Self {
            data: hydrate(page.items).await?,
            has_next_page: page.has_next_page,
            end_cursor,
        })
    }
}

#[derive(Serialize, ToSchema)]
pub struct TopicDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    pub title: String,
    pub description: Option<String>,
}

impl From<entity::topics::Model> for TopicDto {
    fn from(topic: entity::topics::Model) -> Self {
        Self {
            id: topic.id,
            title: topic.title,
            description: topic.description,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct ReactionTypeDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    pub name: String,
    pub emoji: String,
    pub description: String,
}

impl From<entity::reaction_types::Model> for ReactionTypeDto {
    fn from(reaction: entity::reaction_types::Model) -> Self {
        Self {
            id: reaction.id,
            name: reaction.name,
            emoji: reaction.emoji,
            description: reaction.description,
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TokenDto {
    pub access_token: String,
    pub refresh_token: String,
    pub token_type: &'static str,
}

impl From<identity::service::sessions::TokenSet> for TokenDto {
    fn from(tokens: identity::service::sessions::TokenSet) -> Self {
        Self {
            access_token: tokens.access_token,
            refresh_token: tokens.refresh_token,
            token_type: tokens.token_type,
        }
    }
}

/// `{token, redirectUrl}`: the answer to login and register.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignedInDto {
    pub token: TokenDto,
    pub redirect_url: &'static str,
}

impl From<identity::service::accounts::SignedIn> for SignedInDto {
    fn from(signed_in: identity::service::accounts::SignedIn) -> Self {
        Self {
            token: signed_in.tokens.into(),
            redirect_url: signed_in.redirect_url,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct Message {
    pub message: &'static str,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Permissions {
    pub is_admin: bool,
}

#[derive(Serialize, ToSchema)]
pub struct LocationDto {
    pub city: Option<String>,
    pub state: Option<String>,
    pub country: Option<String>,
}

impl From<identity::service::locations::Location> for LocationDto {
    fn from(location: identity::service::locations::Location) -> Self {
        Self {
            city: Some(location.city),
            state: Some(location.state),
            country: Some(location.country),
        }
    }
}

/// A member's own account (whoami): everything but the password hash.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OwnUserDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    pub username: String,
    pub email: String,
    pub profile_colour: String,
    pub profile_image: Option<String>,
    #[schema(value_type = Vec<ApiId>)]
    pub topics_of_interest: Vec<Id>,
    pub ethnicity: Option<String>,
    pub age_range: Option<String>,
    pub sex_assigned_at_birth: Option<String>,
    pub gender: Option<String>,
    pub location: Option<LocationDto>,
    pub onboarding_complete: bool,
    pub contact: bool,
    pub tos: bool,
    pub permissions: Permissions,
    pub last_login_at: Option<chrono::DateTime<chrono::Utc>>,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

impl OwnUserDto {
    pub fn new(user: entity::users::Model, topics_of_interest: Vec<Id>) -> Self {
        let has_location = user.location_city.is_some() || user.location_country.is_some();
        let location = has_location.then_some(LocationDto {
            city: user.location_city,
            state: user.location_state,
            country: user.location_country,
        });
        Self {
            id: user.id,
            username: user.username,
            email: user.email,
            profile_colour: user.profile_colour,
            profile_image: user.profile_image,
            topics_of_interest,
            ethnicity: user.ethnicity,
            age_range: user.age_range,
            sex_assigned_at_birth: user.sex_assigned_at_birth,
            gender: user.gender,
            location,
            onboarding_complete: user.onboarding_complete,
            contact: user.contact,
            tos: user.tos,
            permissions: Permissions {
                is_admin: user.is_admin,
            },
            last_login_at: user.last_login_at,
            created_at: user.created_at,
        }
    }
}

/// `GET auth/whoami`: the signed-in member, or null.
#[derive(Serialize, ToSchema)]
pub struct WhoAmIDto {
    pub user: Option<OwnUserDto>,
}

/// `GET public/user/username`: a generated username nobody holds yet.
#[derive(Serialize, ToSchema)]
pub struct UsernameDto {
    pub username: String,
}

/// A row of the admin User Management table.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminUserDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    pub username: String,
    pub email: String,
    pub profile_colour: String,
    pub contact: bool,
    pub permissions: Permissions,
    pub last_login_at: Option<chrono::DateTime<chrono::Utc>>,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

impl From<entity::users::Model> for AdminUserDto {
    fn from(user: entity::users::Model) -> Self {
        Self {
            id: user.id,
            username: user.username,
            email: user.email,
            profile_colour: user.profile_colour,
            contact: user.contact,
            permissions: Permissions {
                is_admin: user.is_admin,
            },
            last_login_at: user.last_login_at,
            created_at: user.created_at,
        }
    }
}

/// `GET /api/s3/get-signed-post-url/…`: where to PUT the file, and its id.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UploadTicketDto {
    pub signed_post_url: String,
    #[schema(value_type = ApiId)]
    pub object_id: Id,
}

impl From<storage::service::files::UploadTicket> for UploadTicketDto {
    fn from(ticket: storage::service::files::UploadTicket) -> Self {
        Self {
            signed_post_url: ticket.signed_post_url,
            object_id: ticket.object_id,
        }
    }
}

/// `GET /api/s3/get-signed-url/{objectId}`.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignedUrlDto {
    pub signed_url: String,
    pub content_type: String,
}

impl From<storage::service::files::SignedUrl> for SignedUrlDto {
    fn from(url: storage::service::files::SignedUrl) -> Self {
        Self {
            signed_url: url.signed_url,
            content_type: url.content_type,
        }
    }
}

/// A post's or comment's author as everyone sees her.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuthorDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    pub username: String,
    pub profile_colour: String,
    pub profile_image: Option<String>,
}

impl From<forum::service::authors::Author> for AuthorDto {
    fn from(author: forum::service::authors::Author) -> Self {
        Self {
            id: author.id,
            username: author.username,
            profile_colour: author.profile_colour,
            profile_image: author.profile_image,
        }
    }
}

/// One reaction in an item's `reactions` list: who, and which reaction type.
#[derive(Serialize, ToSchema)]
pub struct ReactionRefDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    #[schema(value_type = ApiId)]
    pub owner: Id,
    #[schema(value_type = ApiId)]
    pub reaction: Id,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PostDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    pub owner: Option<AuthorDto>,
    pub title: String,
    pub text: String,
    #[schema(value_type = Vec<ApiId>)]
    pub images: Vec<Id>,
    pub links: Vec<String>,
    pub topics: Vec<TopicDto>,
    pub reactions: Vec<ReactionRefDto>,
    /// The comment count, kept by the server.
    pub comments: i32,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub is_shadow_banned: bool,
    pub is_resource: bool,
    /// When its author last edited it; null until edited.
    pub edited_at: Option<DateTime<Utc>>,
    /// Its author deleted it while other members' comments remained (a tombstone: no owner,
    /// title, text, images, links or topics).
    pub is_deleted: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommentDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    /// Null when the author deleted her account.
    pub owner: Option<AuthorDto>,
    #[schema(value_type = ApiId)]
    pub post: Id,
    pub text: String,
    pub is_reply: bool,
    #[schema(value_type = Option<ApiId>)]
    pub parent: Option<Id>,
    /// Direct reply ids, oldest first.
    #[schema(value_type = Vec<ApiId>)]
    pub replies: Vec<Id>,
    pub reactions: Vec<ReactionRefDto>,
    pub created_at: DateTime<Utc>,
    /// When its author last edited it; null until edited.
    pub edited_at: Option<DateTime<Utc>>,
    pub is_shadow_banned: bool,
    /// Its author deleted it (or her account): 'Deleted comment', the replies stay.
    pub is_deleted: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResourceDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    pub title: String,
    pub text: String,
    #[schema(value_type = Option<ApiId>)]
    pub s3_object_id: Option<Id>,
    pub link: Option<String>,
    pub link_title: Option<String>,
    pub featured: bool,
    pub author: Option<String>,
    pub topics: Vec<TopicDto>,
    pub created_at: DateTime<Utc>,
    pub is_resource: bool,
}

/// A feed entry: a post or a Second Opinion (`isResource`).
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum FeedItemDto {
    Post(PostDto),
    Resource(ResourceDto),
}

/// The reported post in a report: its own text (never the placeholder) and owner.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportedPostDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    pub text: String,
    pub owner: Option<AuthorDto>,
    pub is_shadow_banned: bool,
}

/// The reported comment in a report, with the post it is on.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportedCommentDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    #[schema(value_type = ApiId)]
    pub post: Id,
    pub text: String,
    pub owner: Option<AuthorDto>,
    pub is_shadow_banned: bool,
}

/// A report in the Moderation Queue and the report review: `owner` is the reporter (null:
/// 'Deleted user'); exactly one of `post` / `comment` is set.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminReportDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    pub owner: Option<AuthorDto>,
    /// `Post` or `Comment`.
    pub content_type: &'static str,
    pub post: Option<ReportedPostDto>,
    pub comment: Option<ReportedCommentDto>,
    pub reason: String,
    pub explanation: Option<String>,
    /// delivered | flagged | completed
    pub status: String,
    /// The reported item's quarantine now.
    pub is_shadow_banned: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<moderation::service::reports::ReportRow> for AdminReportDto {
    fn from(row: moderation::service::reports::ReportRow) -> Self {
        let report = row.report;
        let creator = row.creator.map(AuthorDto::from);
        let is_shadow_banned = row.item.as_ref().is_some_and(|i| i.is_shadow_banned);
        let (post, comment) = match row.item {
            Some(item) => match item.comment_id {
                Some(comment_id) => (
                    None,
                    Some(ReportedCommentDto {
                        id: comment_id,
                        post: item.post_id,
                        text: item.text,
                        owner: creator,
                        is_shadow_banned: item.is_shadow_banned,
                    }),
                ),
                None => (
                    Some(ReportedPostDto {
                        id: item.post_id,
                        text: item.text,
                        owner: creator,
                        is_shadow_banned: item.is_shadow_banned,
                    }),
                    None,
                ),
            },
            None => (None, None),
        };
        Self {
            owner: row.reporter.map(AuthorDto::from),
            content_type: if report.comment_id.is_some() {
                "Comment"
            } else {
                "Post"
            },
            post,
            comment,
            id: report.id,
            reason: report.reason,
            explanation: report.explanation,
            status: report.status,
            is_shadow_banned,
            created_at: report.created_at,
            updated_at: report.updated_at,
        }
    }
}

/// A row of the audit log.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditEntryDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    /// Null once the actor's account is deleted.
    pub actor: Option<AuthorDto>,
    pub action: String,
    pub target_type: String,
    pub target_id: String,
    pub detail: Option<String>,
    pub created_at: DateTime<Utc>,
}

impl From<moderation::service::audit_log::AuditRow> for AuditEntryDto {
    fn from(row: moderation::service::audit_log::AuditRow) -> Self {
        Self {
            actor: row.actor.map(AuthorDto::from),
            id: row.entry.id,
            action: row.entry.action,
            target_type: row.entry.target_type,
            target_id: row.entry.target_id,
            detail: row.entry.detail,
            created_at: row.entry.created_at,
        }
    }
}

/// A crash report in the shape of spec §3: `error` and `data`, with the member who described
/// it as `data.user`.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CrashReportDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    pub error: CrashErrorDto,
    pub data: CrashDataDto,
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CrashErrorDto {
    pub name: String,
    pub message: String,
    pub stack: Option<String>,
    pub cause: Option<String>,
    pub code: Option<String>,
    pub status_code: Option<i32>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CrashDataDto {
    pub component_name: Option<String>,
    pub location: Option<String>,
    pub browser: Option<String>,
    pub user: Option<AuthorDto>,
    pub user_description: Option<String>,
}

impl From<moderation::service::crash_reports::CrashRow> for CrashReportDto {
    fn from(row: moderation::service::crash_reports::CrashRow) -> Self {
        let report = row.report;
        Self {
            id: report.id,
            error: CrashErrorDto {
                name: report.error_name,
                message: report.message,
                stack: report.stack,
                cause: report.cause,
                code: report.code,
                status_code: report.status_code,
            },
            data: CrashDataDto {
                component_name: report.component_name,
                location: report.location,
                browser: report.browser,
                user: row.member.map(AuthorDto::from),
                user_description: report.description,
            },
            created_at: report.created_at,
        }
    }
}

/// `{_id}`: what a create answers when the caller needs only the new record's id.
#[derive(Serialize, ToSchema)]
pub struct IdDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PostReactionDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    #[schema(value_type = ApiId)]
    pub owner: Id,
    #[schema(value_type = Option<ApiId>)]
    pub post: Option<Id>,
    #[schema(value_type = ApiId)]
    pub reaction: Id,
    pub explanation: Option<String>,
    pub created_at: DateTime<Utc>,
}

impl From<entity::post_reactions::Model> for PostReactionDto {
    fn from(reaction: entity::post_reactions::Model) -> Self {
        Self {
            id: reaction.id,
            owner: reaction.owner_id,
            post: reaction.post_id,
            reaction: reaction.reaction_type_id,
            explanation: reaction.explanation,
            created_at: reaction.created_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommentReactionDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    #[schema(value_type = ApiId)]
    pub owner: Id,
    #[schema(value_type = Option<ApiId>)]
    pub comment: Option<Id>,
    #[schema(value_type = ApiId)]
    pub reaction: Id,
    pub created_at: DateTime<Utc>,
}

impl From<entity::comment_reactions::Model> for CommentReactionDto {
    fn from(reaction: entity::comment_reactions::Model) -> Self {
        Self {
            id: reaction.id,
            owner: reaction.owner_id,
            comment: reaction.comment_id,
            reaction: reaction.reaction_type_id,
            created_at: reaction.created_at,
        }
    }
}

/// A row of the admin Health Topics table, and the topic form's document.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminTopicDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    pub title: String,
    pub description: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<entity::topics::Model> for AdminTopicDto {
    fn from(topic: entity::topics::Model) -> Self {
        Self {
            id: topic.id,
            title: topic.title,
            description: topic.description,
            created_at: topic.created_at,
            updated_at: topic.updated_at,
        }
    }
}

/// A row of the admin Second Opinion table, and the form's document: topics as ids (spec §7:
/// "resource (topics not populated)").
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminResourceDto {
    #[serde(rename = "_id")]
    #[schema(value_type = ApiId)]
    pub id: Id,
    pub title: String,
    pub text: String,
    #[schema(value_type = Option<ApiId>)]
    pub s3_object_id: Option<Id>,
    pub link: Option<String>,
    pub link_title: Option<String>,
    pub featured: bool,
    pub author: Option<String>,
    #[schema(value_type = Vec<ApiId>)]
    pub topics: Vec<Id>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl AdminResourceDto {
    pub fn new(resource: entity::resources::Model, topics: Vec<entity::topics::Model>) -> Self {
        Self {
            id: resource.id,
            title: resource.title,
            text: resource.text,
            s3_object_id: resource.cover_file_id,
            link: resource.link,
            link_title: resource.link_title,
            featured: resource.featured,
            author: resource.author,
            topics: topics.into_iter().map(|t| t.id).collect(),
            created_at: resource.created_at,
            updated_at: resource.updated_at,
        }
    }
}
