//! Notifications and their preferences (members only).

use async_graphql::{Context, Enum, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use common::{Db, Id, PageRequest, Viewer};
use entity::notifications;
use graphql_kit::{Connection, cost, load_one as load};

use super::loaders::{CommentsById, PostsById};
use super::types::{Comment, Post, prime_comments, prime_posts};
use crate::service::notifications::{self as service, Kind};

/// What a notification is about.
#[derive(Enum, Clone, Copy, Debug, PartialEq, Eq)]
#[graphql(name = "NotificationKind")]
pub enum NotificationKind {
    /// A member commented on her post (also a reply in her post's thread, unless it answers
    /// her own comment).
    CommentOnPost,
    /// A member replied to her comment.
    ReplyToComment,
    /// Members commented on a post she follows (not her own: that is COMMENT_ON_POST): one
    /// notification per post while unread, whose actorCount (distinct members) grows; its
    /// comment is the first new one.
    CommentOnFollowedPost,
    /// Members reacted to her post: one notification per post while unread, whose actorCount
    /// grows.
    ReactionOnPost,
    /// Members reacted to her comment: one per comment while unread.
    ReactionOnComment,
    /// Her post or comment was hidden while the moderators review it.
    ContentHidden,
    /// A moderator lifted the review: her post or comment is visible again.
    ContentRestored,
}

impl From<Kind> for NotificationKind {
    fn from(kind: Kind) -> Self {
        match kind {
            Kind::CommentOnPost => Self::CommentOnPost,
            Kind::ReplyToComment => Self::ReplyToComment,
            Kind::ReactionOnPost => Self::ReactionOnPost,
            Kind::ReactionOnComment => Self::ReactionOnComment,
            Kind::ContentHidden => Self::ContentHidden,
            Kind::ContentRestored => Self::ContentRestored,
            Kind::CommentOnFollowedPost => Self::CommentOnFollowedPost,
        }
    }
}

impl From<NotificationKind> for Kind {
    fn from(kind: NotificationKind) -> Self {
        Kind::ALL
            .into_iter()
            .find(|k| NotificationKind::from(*k) == kind)
            .unwrap_or(Kind::CommentOnPost)
    }
}

pub struct Notification(pub notifications::Model);

#[Object]
impl Notification {
    async fn id(&self) -> ID {
        ID(self.0.id.to_string())
    }
    async fn kind(&self) -> Result<NotificationKind> {
        Kind::parse(&self.0.kind)
            .map(NotificationKind::from)
            .ok_or_else(|| "Unknown notification kind.".into())
    }
    /// The post it is about (for a comment kind, the comment's post).
    async fn post(&self, ctx: &Context<'_>) -> Result<Option<Post>> {
        let Some(id) = &self.0.post_id else {
            return Ok(None);
        };
        Ok(load::<PostsById>(ctx, id).await?.map(Post))
    }
    /// COMMENT_ON_POST, REPLY_TO_COMMENT: the new comment; COMMENT_ON_FOLLOWED_POST: the first
    /// new comment; REACTION_ON_COMMENT: her comment;
    /// CONTENT_HIDDEN, CONTENT_RESTORED: her comment when it was a comment; else null.
    async fn comment(&self, ctx: &Context<'_>) -> Result<Option<Comment>> {
        let Some(id) = &self.0.comment_id else {
            return Ok(None);
        };
        Ok(load::<CommentsById>(ctx, id).await?.map(Comment))
    }
    /// How many distinct members: 1 except for reactions and comments on a followed post.
    async fn actor_count(&self) -> i32 {
        self.0.actor_count
    }
    /// When it happened (for a reaction batch, its latest reaction).
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    /// Null while unread.
    async fn read_at(&self) -> Option<DateTime<Utc>> {
        self.0.read_at
    }
}

/// One kind of notification, on or off.
#[derive(SimpleObject)]
pub struct NotificationPreference {
    pub kind: NotificationKind,
    pub enabled: bool,
}

fn preferences(list: Vec<(Kind, bool)>) -> Vec<NotificationPreference> {
    list.into_iter()
        .map(|(kind, enabled)| NotificationPreference {
            kind: kind.into(),
            enabled,
        })
        .collect()
}

#[derive(Default)]
pub struct NotificationQuery;

#[Object]
impl NotificationQuery {
    /// The signed-in member's notifications, newest first (cursor pages, first ≤ 100, default
    /// 20). Only what she can still see: nothing about a post hidden from her or deleted, a
    /// comment under review or deleted, or a member she blocked.
    #[graphql(complexity = "cost::page(first, child_complexity)")]
    async fn notifications(
        &self,
        ctx: &Context<'_>,
        first: Option<u64>,
        after: Option<String>,
    ) -> Result<Connection<Notification>> {
        let page = PageRequest::parse(first, after.as_deref())?;
        let list = service::page(ctx.data::<Db>()?, ctx.data::<Viewer>()?, &page).await?;
        let items = ctx.look_ahead().field("items");
        let post_ids: Vec<Id> = list
            .items
            .iter()
            .filter_map(|n| n.post_id.clone())
            .collect();
        let comment_ids: Vec<Id> = list
            .items
            .iter()
            .filter_map(|n| n.comment_id.clone())
            .collect();
        let (posts, comments) = futures_util::try_join!(
            load_all::<PostsById>(ctx, items.field("post").exists(), post_ids),
            load_all::<CommentsById>(ctx, items.field("comment").exists(), comment_ids),
        )?;
        let (post_fields, comment_fields) = (items.field("post"), items.field("comment"));
        futures_util::try_join!(
            prime_posts(ctx, &post_fields, &posts),
            prime_comments(ctx, &comment_fields, &comments),
        )?;
        Ok(Connection::from_page(list, Notification))
    }

    /// How many of her notifications are unread.
    #[graphql(complexity = "cost::QUERY")]
    async fn unread_notification_count(&self, ctx: &Context<'_>) -> Result<u64> {
        Ok(service::unread_count(ctx.data::<Db>()?, ctx.data::<Viewer>()?).await?)
    }

    /// Each kind of notification, on or off (every kind is on until she turns it off).
    #[graphql(complexity = "cost::QUERY + cost::list(Kind::ALL.len(), child_complexity)")]
    async fn notification_preferences(
        &self,
        ctx: &Context<'_>,
    ) -> Result<Vec<NotificationPreference>> {
        let list = service::preferences(ctx.data::<Db>()?, ctx.data::<Viewer>()?).await?;
        Ok(preferences(list))
    }
}

/// Loads `ids` through `L` in one batch when `wanted` (the rows then find them in its cache).
async fn load_all<L>(ctx: &Context<'_>, wanted: bool, ids: Vec<Id>) -> Result<Vec<L::Value>>
where
    L: async_graphql::dataloader::Loader<Id, Error = std::sync::Arc<common::AppError>>,
{
    if !wanted || ids.is_empty() {
        return Ok(Vec::new());
    }
    let loaded = ctx
        .data::<graphql_kit::Batched<L>>()?
        .load_many(ids)
        .await?;
    Ok(loaded.into_values().collect())
}

#[derive(Default)]
pub struct NotificationMutation;

#[Object]
impl NotificationMutation {
    /// Marks these of her notifications read (no ids: all of them); answers how many changed.
    /// At most 100 ids.
    #[graphql(complexity = "cost::WRITE")]
    async fn mark_notifications_read(
        &self,
        ctx: &Context<'_>,
        ids: Option<Vec<ID>>,
    ) -> Result<u64> {
        let ids = ids
            .map(|ids| {
                ids.iter()
                    .map(|id| Id::parse("ids", id))
                    .collect::<common::Result<Vec<_>>>()
            })
            .transpose()?;
        Ok(service::mark_read(ctx.data::<Db>()?, ctx.data::<Viewer>()?, ids).await?)
    }

    /// Turns one kind of notification on or off for her; answers every kind.
    #[graphql(complexity = "cost::WRITE + cost::list(Kind::ALL.len(), child_complexity)")]
    async fn set_notification_preference(
        &self,
        ctx: &Context<'_>,
        kind: NotificationKind,
        enabled: bool,
    ) -> Result<Vec<NotificationPreference>> {
        let (db, viewer) = (ctx.data::<Db>()?, ctx.data::<Viewer>()?);
        service::set_preference(db, viewer, kind.into(), enabled).await?;
        Ok(preferences(service::preferences(db, viewer).await?))
    }
}
