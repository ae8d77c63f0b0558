//! The feed, posts, comments and reactions (spec §7 member calls), including the legacy
//! two-step writes of ARCHITECTURE §5. `owner` in a body is never read: the token decides.

use ::feed::service::feed::{self, Filter};
use ::feed::service::popular_topics::{self, Popularity};
use ::forum::service::throttle::WriteLimits;
use ::forum::service::{comment_relations, comments, posts, reactions};
use axum::Json;
use axum::extract::State;
use common::rate_limit::RateLimiter;
use common::{AppError, Db, Id, PageRequest};
use edge::ApiError;
use edge::extract::{Caller, IdParam, JsonBody, QueryParams};
use serde::Deserialize;
use storage::Storage;

use super::hydrate;
use crate::dto::{
    CommentDto, CommentReactionDto, Data, FeedItemDto, Message, PageDto, PostDto, PostReactionDto,
    TopicDto,
};
use crate::openapi::ApiId;

type Reply<T> = Result<Json<T>, ApiError>;

#[derive(Deserialize)]
pub struct PageQuery {
    first: Option<u64>,
    after: Option<String>,
    /// `interests`, `popular` or `all` (the default).
    filter: Option<String>,
}

impl PageQuery {
    pub(crate) fn page(&self) -> common::Result<PageRequest> {
        PageRequest::parse(self.first, self.after.as_deref())
    }
}

/// `GET homepage-content?filter=interests|popular|all&first=&after=`.
pub async fn homepage(
    State(db): State<Db>,
    State(popularity): State<Popularity>,
    Caller(viewer): Caller,
    QueryParams(query): QueryParams<PageQuery>,
) -> Reply<PageDto<FeedItemDto>> {
    let filter = match query
        .filter
        .as_deref()
        .map(str::to_ascii_lowercase)
        .as_deref()
    {
        None | Some("all" | "") => Filter::All,
        Some("interests") => Filter::Interests,
        Some("popular") => Filter::Popular,
        Some(_) => {
            return Err(AppError::invalid(
                "filter",
                "The feed filter is interests, popular or all.",
            )
            .into());
        }
    };
    let listed = feed::page(
        &db,
        &popularity,
        &viewer,
        filter,
        &query.page()?,
        hydrate::POSTS_WANTED,
    )
    .await?;
    let relations = listed.relations;
    Ok(Json(
        PageDto::hydrated(listed.page, |items| async move {
            Ok(hydrate::feed_items(items, relations))
        })
        .await?,
    ))
}

/// `GET popular-topics`.
pub async fn popular_topics(
    State(db): State<Db>,
    State(popularity): State<Popularity>,
    Caller(viewer): Caller,
) -> Reply<Data<Vec<TopicDto>>> {
    let topics = popular_topics::list(&db, &popularity, &viewer, 10).await?;
    Ok(Json(Data {
        data: topics.into_iter().map(TopicDto::from).collect(),
    }))
}

/// `GET post/{id}`.
pub async fn get_post(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Data<PostDto>> {
    let post = posts::get(&db, &viewer, id).await?;
    Ok(Json(Data {
        data: hydrate::post(&db, post).await?,
    }))
}

/// `GET post/topic/{topicId}`.
pub async fn topic_posts(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(topic): IdParam,
    QueryParams(query): QueryParams<PageQuery>,
) -> Reply<PageDto<PostDto>> {
    let page = feed::topic_posts(&db, &viewer, topic, &query.page()?).await?;
    Ok(Json(
        PageDto::hydrated(page, |items| hydrate::posts(&db, items)).await?,
    ))
}

/// Everything a legacy client may send to `post`; `owner` and unknown fields are ignored.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PostBody {
    #[serde(rename = "_id")]
    #[schema(value_type = Option<ApiId>)]
    id: Option<Id>,
    title: Option<String>,
    text: Option<String>,
    #[schema(value_type = Option<Vec<ApiId>>)]
    images: Option<Vec<Id>>,
    links: Option<Vec<String>>,
    #[schema(value_type = Option<Vec<ApiId>>)]
    topics: Option<Vec<Id>>,
    #[schema(value_type = Option<Vec<ApiId>>)]
    reactions: Option<Vec<Id>>,
    comments: Option<serde_json::Value>,
    is_shadow_banned: Option<bool>,
}

/// `POST post`: creates, or with `_id` updates (`{_id, reactions}`, `{_id, comments}`).
pub async fn save_post(
    State(db): State<Db>,
    State(storage): State<Storage>,
    State(limits): State<WriteLimits>,
    Caller(viewer): Caller,
    JsonBody(body): JsonBody<PostBody>,
) -> Reply<Data<PostDto>> {
    match body.id.clone() {
        Some(id) => update_post(&db, &limits, &viewer, id, body).await,
        None => {
            let input = posts::NewPost {
                title: body.title.unwrap_or_default(),
                text: body.text.unwrap_or_default(),
                images: body.images.unwrap_or_default(),
                links: body.links.unwrap_or_default(),
                topics: body.topics.unwrap_or_default(),
                // Not part of the REST contract: a REST post has none.
                content_warning: None,
            };
            let post = posts::create(&db, &storage, &limits, &viewer, input).await?;
            Ok(Json(Data {
                data: hydrate::post(&db, post).await?,
            }))
        }
    }
}

/// `POST post/{id}`: the same updates with the id in the path.
pub async fn save_post_by_id(
    State(db): State<Db>,
    State(limits): State<WriteLimits>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
    JsonBody(body): JsonBody<PostBody>,
) -> Reply<Data<PostDto>> {
    if body.id.as_ref().is_some_and(|other| *other != id) {
        return Err(AppError::bad_input("The _id in the body is not the one in the path.").into());
    }
    update_post(&db, &limits, &viewer, id, body).await
}

async fn update_post(
    db: &Db,
    limits: &WriteLimits,
    viewer: &common::Viewer,
    id: Id,
    body: PostBody,
) -> Reply<Data<PostDto>> {
    if body.is_shadow_banned.is_some() {
        // Quarantine is set by reports and lifted by admins in the back office.
        viewer.require_admin()?;
        return Err(AppError::bad_input("Shadow bans are changed in the back office.").into());
    }
    if let Some(listed) = body.reactions {
        reactions::set_own_post_reactions(db, limits, viewer, id.clone(), listed).await?;
    }
    if body.comments.is_some() {
        // The number a client sends is never used: the server counts.
        let post = posts::get(db, viewer, id.clone()).await?;
        comments::recount(db, &post.id).await?;
    }
    let post = posts::get(db, viewer, id).await?;
    Ok(Json(Data {
        data: hydrate::post(db, post).await?,
    }))
}

/// A thread's page as the legacy shape reads it: whom she blocked (`list` always reads it);
/// its own statements fill in the rest.
const SHOWN: comment_relations::Wanted = comment_relations::Wanted {
    authors: false,
    blocked: true,
    tallies: false,
};

/// `GET comment/post/{postId}`: the post's comments, oldest first.
pub async fn post_comments(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(post): IdParam,
    QueryParams(query): QueryParams<PageQuery>,
) -> Reply<PageDto<CommentDto>> {
    let (page, _) = comments::list(&db, &viewer, post, None, &query.page()?, SHOWN).await?;
    comment_page(&db, &viewer, page).await
}

/// `GET comment/post/replies/{commentId}`: a comment's replies, oldest first.
pub async fn replies(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(parent): IdParam,
    QueryParams(query): QueryParams<PageQuery>,
) -> Reply<PageDto<CommentDto>> {
    let parent = comments::get(&db, &viewer, parent).await?;
    let (page, _) = comments::list(
        &db,
        &viewer,
        parent.post_id,
        Some(parent.id),
        &query.page()?,
        SHOWN,
    )
    .await?;
    comment_page(&db, &viewer, page).await
}

async fn comment_page(
    db: &Db,
    viewer: &common::Viewer,
    page: common::Page<entity::comments::Model>,
) -> Reply<PageDto<CommentDto>> {
    Ok(Json(
        PageDto::hydrated(page, |items| hydrate::comments(db, viewer, items)).await?,
    ))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommentBody {
    #[serde(rename = "_id")]
    #[schema(value_type = Option<ApiId>)]
    id: Option<Id>,
    #[schema(value_type = Option<ApiId>)]
    post: Option<Id>,
    text: Option<String>,
    #[serde(default)]
    is_reply: bool,
    /// The comment a reply answers, when the client knows it (one step).
    #[schema(value_type = Option<ApiId>)]
    parent: Option<Id>,
    #[schema(value_type = Option<Vec<ApiId>>)]
    replies: Option<Vec<Id>>,
    #[schema(value_type = Option<Vec<ApiId>>)]
    reactions: Option<Vec<Id>>,
}

/// `POST comment`: creates `{post, text}` (a reply with `isReply` and `parent`, or the legacy
/// `isReply` alone, attached later through the parent's `replies`), or with `_id` updates
/// (`{_id, replies}`, `{_id, reactions}`).
pub async fn save_comment(
    State(db): State<Db>,
    State(limits): State<WriteLimits>,
    Caller(viewer): Caller,
    JsonBody(body): JsonBody<CommentBody>,
) -> Reply<Data<CommentDto>> {
    if let Some(id) = body.id.clone() {
        return update_comment(&db, &limits, &viewer, id, body).await;
    }
    let post = body
        .post
        .ok_or_else(|| AppError::invalid("post", "Please say which post this comment is on."))?;
    let text = body.text.unwrap_or_default();
    let comment = match (body.parent, body.is_reply) {
        (None, true) => comments::add_unattached_reply(&db, &limits, &viewer, post, text).await?,
        (parent, _) => {
            let input = comments::NewComment {
                post_id: post,
                parent_id: parent,
                text,
            };
            comments::add(&db, &limits, &viewer, input).await?
        }
    };
    one_comment(&db, &viewer, comment).await
}

/// `POST comment/{id}`: the same updates with the id in the path.
pub async fn save_comment_by_id(
    State(db): State<Db>,
    State(limits): State<WriteLimits>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
    JsonBody(body): JsonBody<CommentBody>,
) -> Reply<Data<CommentDto>> {
    if body.id.as_ref().is_some_and(|other| *other != id) {
        return Err(AppError::bad_input("The _id in the body is not the one in the path.").into());
    }
    update_comment(&db, &limits, &viewer, id, body).await
}

async fn update_comment(
    db: &Db,
    limits: &WriteLimits,
    viewer: &common::Viewer,
    id: Id,
    body: CommentBody,
) -> Reply<Data<CommentDto>> {
    if let Some(listed) = body.replies {
        comments::attach_replies(db, viewer, id.clone(), listed).await?;
    }
    if let Some(listed) = body.reactions {
        reactions::set_own_comment_reactions(db, limits, viewer, id.clone(), listed).await?;
    }
    let comment = comments::get(db, viewer, id).await?;
    one_comment(db, viewer, comment).await
}

async fn one_comment(
    db: &Db,
    viewer: &common::Viewer,
    comment: entity::comments::Model,
) -> Reply<Data<CommentDto>> {
    let shown = comments::shown(db, viewer, vec![comment]).await?;
    let mut list = hydrate::comments(db, viewer, shown).await?;
    Ok(Json(Data {
        data: list.remove(0),
    }))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReactionBody {
    #[serde(rename = "_id")]
    #[schema(value_type = Option<ApiId>)]
    id: Option<Id>,
    /// The reaction type.
    #[schema(value_type = Option<ApiId>)]
    reaction: Option<Id>,
    /// Attach at once to this post (optional).
    #[schema(value_type = Option<ApiId>)]
    post: Option<Id>,
    explanation: Option<String>,
}

/// `POST post-reaction {reaction, post?}` creates the viewer's reaction (its id at
/// `data._id`); with `_id` (or `POST post-reaction/{id}`) `{explanation}` saves why.
pub async fn save_post_reaction(
    State(db): State<Db>,
    State(limits): State<WriteLimits>,
    Caller(viewer): Caller,
    JsonBody(body): JsonBody<ReactionBody>,
) -> Reply<Data<PostReactionDto>> {
    if let Some(id) = body.id {
        return explain(&db, &viewer, id, body.explanation).await;
    }
    let kind = body
        .reaction
        .ok_or_else(|| AppError::invalid("reaction", "Please choose a reaction from the list."))?;
    let reaction = reactions::create_post_reaction(&db, &limits, &viewer, kind, body.post).await?;
    Ok(Json(Data {
        data: reaction.into(),
    }))
}

pub async fn update_post_reaction(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
    JsonBody(body): JsonBody<ReactionBody>,
) -> Reply<Data<PostReactionDto>> {
    explain(&db, &viewer, id, body.explanation).await
}

async fn explain(
    db: &Db,
    viewer: &common::Viewer,
    id: Id,
    explanation: Option<String>,
) -> Reply<Data<PostReactionDto>> {
    let reaction =
        reactions::explain(db, viewer, id, explanation.as_deref().unwrap_or_default()).await?;
    Ok(Json(Data {
        data: reaction.into(),
    }))
}

/// `GET post-reaction/recent`: the reaction to ask "why" about now, or `{"data": null}`.
pub async fn recent_post_reaction(
    State(db): State<Db>,
    State(limiter): State<RateLimiter>,
    Caller(viewer): Caller,
) -> Reply<Data<Option<PostReactionDto>>> {
    let reaction = reactions::to_explain(&db, &limiter, &viewer).await?;
    Ok(Json(Data {
        data: reaction.map(PostReactionDto::from),
    }))
}

pub async fn delete_post_reaction(
    State(db): State<Db>,
    State(limits): State<WriteLimits>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Message> {
    reactions::delete_post_reaction(&db, &limits, &viewer, id).await?;
    Ok(Json(Message { message: "success" }))
}

/// `POST comment-reaction {reaction}`: the viewer's reaction, attached through the comment's
/// `reactions` list.
pub async fn create_comment_reaction(
    State(db): State<Db>,
    State(limits): State<WriteLimits>,
    Caller(viewer): Caller,
    JsonBody(body): JsonBody<ReactionBody>,
) -> Reply<Data<CommentReactionDto>> {
    let kind = body
        .reaction
        .ok_or_else(|| AppError::invalid("reaction", "Please choose a reaction from the list."))?;
    let reaction = reactions::create_comment_reaction(&db, &limits, &viewer, kind).await?;
    Ok(Json(Data {
        data: reaction.into(),
    }))
}

pub async fn delete_comment_reaction(
    State(db): State<Db>,
    State(limits): State<WriteLimits>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Message> {
    reactions::delete_comment_reaction(&db, &limits, &viewer, id).await?;
    Ok(Json(Message { message: "success" }))
}

/// `DELETE app/post/{id}`: her own post, or any post for an admin (`deletePost`'s rules).
pub async fn delete_post(
    State(db): State<Db>,
    State(storage): State<Storage>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Data<Message>> {
    posts::delete(&db, &storage, &viewer, id).await?;
    Ok(Json(Data {
        data: Message { message: "success" },
    }))
}

/// `DELETE app/comment/{id}`: her own comment, or any comment for an admin
/// (`deleteComment`'s rules).
pub async fn delete_comment(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Data<Message>> {
    comments::delete(&db, &viewer, id).await?;
    Ok(Json(Data {
        data: Message { message: "success" },
    }))
}
