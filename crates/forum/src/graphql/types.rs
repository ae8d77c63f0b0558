use async_graphql::{Context, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use common::{Id, Viewer};
use entity::{comments, post_reactions, posts, reaction_types};
use graphql_kit::{Batched, cost, load_one as load};
use storage::graphql::SignedUrl;
use storage::graphql::loaders::SignedUrls;
use topics::graphql::{Topic, TopicsOfPost};

use super::loaders::{
    Authors, BlockedAuthors, CommentTallies, FollowedPosts, ImagesOfPost, PostTallies,
    ReactionTypes, SavedPosts,
};
use crate::service::{
    authors, block_rules, comment_relations, post_relations, posts as post_service,
    reactions::Tally, visibility,
};

fn id(id: &Id) -> ID {
    ID(id.to_string())
}

/// An emoji members react with; `description` is its meaning for the legend.
pub struct ReactionType(pub reaction_types::Model);

#[Object]
impl ReactionType {
    async fn id(&self) -> ID {
        ID(self.0.id.to_string())
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    async fn emoji(&self) -> &str {
        &self.0.emoji
    }
    async fn description(&self) -> &str {
        &self.0.description
    }
    /// Out of the legend: no new reactions of it; those already given still show.
    async fn hidden(&self) -> bool {
        self.0.hidden
    }
}

/// A post's or comment's author as everyone sees her: no private detail.
pub struct Author(pub authors::Author);

#[Object]
impl Author {
    async fn id(&self) -> ID {
        id(&self.0.id)
    }
    async fn username(&self) -> &str {
        &self.0.username
    }
    /// Hex without '#', e.g. "f7a521".
    async fn profile_colour(&self) -> &str {
        &self.0.profile_colour
    }
    /// A 24-hex file id (resolve it with `signedUrl`) or a data URL; null without a picture.
    async fn profile_image(&self) -> Option<&str> {
        self.0.profile_image.as_deref()
    }
}

/// One reaction type's count on a post or comment; every type is listed, in legend order.
#[derive(SimpleObject)]
pub struct ReactionTally {
    pub reaction_type: ReactionType,
    pub count: i64,
    /// The viewer holds this reaction on the item.
    pub reacted_by_me: bool,
}

fn tallies(list: Option<Vec<Tally>>) -> Vec<ReactionTally> {
    list.unwrap_or_default()
        .into_iter()
        .map(|tally| ReactionTally {
            reaction_type: ReactionType(tally.reaction_type),
            count: tally.count,
            reacted_by_me: tally.mine,
        })
        .collect()
}

pub struct Post(pub posts::Model);

#[Object]
impl Post {
    async fn id(&self) -> ID {
        id(&self.0.id)
    }
    /// Null for a deleted post (a tombstone).
    async fn owner(&self, ctx: &Context<'_>) -> Result<Option<Author>> {
        if self.0.deleted_at.is_some() {
            return Ok(None);
        }
        load::<Authors>(ctx, &self.0.owner_id)
            .await?
            .map(|author| Some(Author(author)))
            .ok_or_else(|| "The author of this post is gone.".into())
    }
    async fn title(&self) -> &str {
        &self.0.title
    }
    async fn text(&self) -> &str {
        &self.0.text
    }
    /// Uploaded file ids in display order (resolve each with `signedUrl`).
    async fn images(&self, ctx: &Context<'_>) -> Result<Vec<ID>> {
        let images = load::<ImagesOfPost>(ctx, &self.0.id).await?;
        Ok(images.unwrap_or_default().iter().map(id).collect())
    }
    /// The images signed to read, in display order, so a list shows them without asking
    /// `signedUrl` for each. An image not ready to read yet is left out: ask `signedUrl`.
    #[graphql(complexity = "cost::list(post_service::MAX_IMAGES, child_complexity)")]
    async fn image_urls(&self, ctx: &Context<'_>) -> Result<Vec<SignedUrl>> {
        let images = load::<ImagesOfPost>(ctx, &self.0.id)
            .await?
            .unwrap_or_default();
        let mut signed = ctx
            .data::<Batched<SignedUrls>>()?
            .load_many(images.iter().cloned())
            .await?;
        Ok(images
            .iter()
            .filter_map(|image| signed.remove(image).flatten())
            .map(SignedUrl::from)
            .collect())
    }
    async fn links(&self) -> Vec<String> {
        post_service::links(&self.0)
    }
    #[graphql(complexity = "cost::list(cost::TOPICS_PER_POST, child_complexity)")]
    async fn topics(&self, ctx: &Context<'_>) -> Result<Vec<Topic>> {
        let topics = load::<TopicsOfPost>(ctx, &self.0.id).await?;
        Ok(topics.unwrap_or_default().into_iter().map(Topic).collect())
    }
    #[graphql(complexity = "cost::list(cost::REACTION_KINDS, child_complexity)")]
    async fn reactions(&self, ctx: &Context<'_>) -> Result<Vec<ReactionTally>> {
        Ok(tallies(load::<PostTallies>(ctx, &self.0.id).await?))
    }
    async fn comment_count(&self) -> i32 {
        self.0.comment_count
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }
    /// Only ever true to the owner and admins: nobody else is given a quarantined post.
    async fn is_shadow_banned(&self) -> bool {
        self.0.is_shadow_banned
    }
    /// Always false: tells posts from Second Opinions in a mixed list.
    async fn is_resource(&self) -> bool {
        false
    }
    /// When its author last edited it; null until edited.
    async fn edited_at(&self) -> Option<DateTime<Utc>> {
        self.0.edited_at
    }
    /// Its author deleted it while other members' comments remained: no title, text, images,
    /// links or topics, listed nowhere, opened only from a link so the comments can be read.
    async fn is_deleted(&self) -> bool {
        self.0.deleted_at.is_some()
    }
    /// A short warning to show before the post's text and images; null for none.
    async fn content_warning(&self) -> Option<&str> {
        self.0.content_warning.as_deref()
    }
    /// The server found crisis language in it: true only to admins, false to everyone else
    /// (its author included).
    async fn needs_care(&self, ctx: &Context<'_>) -> Result<bool> {
        Ok(self.0.needs_care && is_admin(ctx)?)
    }
    /// The viewer follows it: she is told of its new comments (her own posts and those she
    /// commented on are followed unless she unfollowed them).
    async fn followed_by_me(&self, ctx: &Context<'_>) -> Result<bool> {
        Ok(load::<FollowedPosts>(ctx, &self.0.id)
            .await?
            .unwrap_or(false))
    }
    /// The viewer saved it (it is in her Saved list).
    async fn saved_by_me(&self, ctx: &Context<'_>) -> Result<bool> {
        Ok(load::<SavedPosts>(ctx, &self.0.id).await?.unwrap_or(false))
    }
}

/// Whether the viewer is an admin (the only ones told that an item needs care).
fn is_admin(ctx: &Context<'_>) -> Result<bool> {
    Ok(ctx
        .data::<Viewer>()?
        .as_member()
        .is_some_and(|member| member.is_admin))
}

pub struct Comment(pub comments::Model);

#[Object]
impl Comment {
    async fn id(&self) -> ID {
        id(&self.0.id)
    }
    async fn post_id(&self) -> ID {
        id(&self.0.post_id)
    }
    /// The comment this one answers; null for a comment on the post.
    async fn parent_id(&self) -> Option<ID> {
        self.0.parent_id.as_ref().map(id)
    }
    /// Null when the author deleted her account (the comment is then a tombstone).
    async fn owner(&self, ctx: &Context<'_>) -> Result<Option<Author>> {
        let Some(owner) = &self.0.owner_id else {
            return Ok(None);
        };
        Ok(load::<Authors>(ctx, owner).await?.map(Author))
    }
    /// The placeholder 'This comment has been reported and is currently being investigated.'
    /// while quarantined (except to its owner and admins); 'You blocked this member' when the
    /// viewer blocked its author; empty for a deleted comment.
    async fn text<'a>(&'a self, ctx: &Context<'_>) -> Result<&'a str> {
        if self.by_blocked_member(ctx).await? {
            return Ok(block_rules::BLOCKED_TEXT);
        }
        Ok(visibility::comment_text(ctx.data::<Viewer>()?, &self.0))
    }
    /// The viewer blocked its author: show 'You blocked this member' in its place (its replies
    /// stay).
    async fn is_from_blocked_member(&self, ctx: &Context<'_>) -> Result<bool> {
        self.by_blocked_member(ctx).await
    }
    async fn is_reply(&self) -> bool {
        self.0.is_reply
    }
    async fn is_shadow_banned(&self) -> bool {
        self.0.is_shadow_banned
    }
    /// The author deleted the comment or her account: show 'Deleted comment' (the replies stay).
    async fn is_deleted(&self) -> bool {
        self.0.deleted_at.is_some()
    }
    /// Direct replies.
    async fn reply_count(&self) -> i64 {
        i64::from(self.0.reply_count)
    }
    #[graphql(complexity = "cost::list(cost::REACTION_KINDS, child_complexity)")]
    async fn reactions(&self, ctx: &Context<'_>) -> Result<Vec<ReactionTally>> {
        Ok(tallies(load::<CommentTallies>(ctx, &self.0.id).await?))
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    /// When its author last edited it; null until edited.
    async fn edited_at(&self) -> Option<DateTime<Utc>> {
        self.0.edited_at
    }
    /// The server found crisis language in it: true only to admins, false to everyone else
    /// (its author included).
    async fn needs_care(&self, ctx: &Context<'_>) -> Result<bool> {
        Ok(self.0.needs_care && is_admin(ctx)?)
    }
}

impl Comment {
    async fn by_blocked_member(&self, ctx: &Context<'_>) -> Result<bool> {
        match &self.0.owner_id {
            Some(owner) => Ok(load::<BlockedAuthors>(ctx, owner).await?.unwrap_or(false)),
            None => Ok(false),
        }
    }
}

/// A member's reaction to a post, with why she reacted.
pub struct PostReaction(pub post_reactions::Model);

#[Object]
impl PostReaction {
    async fn id(&self) -> ID {
        id(&self.0.id)
    }
    async fn post_id(&self) -> Option<ID> {
        self.0.post_id.as_ref().map(id)
    }
    async fn reaction_type(&self, ctx: &Context<'_>) -> Result<ReactionType> {
        load::<ReactionTypes>(ctx, &self.0.reaction_type_id)
            .await?
            .map(ReactionType)
            .ok_or_else(|| "This reaction type is gone.".into())
    }
    async fn explanation(&self) -> Option<&str> {
        self.0.explanation.as_deref()
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
}

/// The answer to a reaction toggle: the post with its new counts, and the reaction when one
/// was added (null when removed).
#[derive(SimpleObject)]
pub struct PostReactionToggle {
    pub post: Post,
    pub reaction: Option<PostReaction>,
}

/// Loads what the selected fields of a list of posts need, in one statement.
pub async fn prime_posts(
    ctx: &Context<'_>,
    items: &async_graphql::Lookahead<'_>,
    posts: &[posts::Model],
) -> Result<()> {
    prime_posts_beside(ctx, items, posts, &[]).await?;
    Ok(())
}

/// The same for the posts of a mixed list whose rows were read elsewhere (search results),
/// reading in the same statement the topics of its Second Opinions (`resources`), which it
/// returns for their loader (a crate above this one).
pub async fn prime_posts_beside(
    ctx: &Context<'_>,
    items: &async_graphql::Lookahead<'_>,
    posts: &[posts::Model],
    resources: &[Id],
) -> Result<std::collections::HashMap<Id, Vec<entity::topics::Model>>> {
    let wanted = posts_wanted(items);
    let db = ctx.data::<common::Db>()?;
    let me = ctx.data::<Viewer>()?.as_member().map(|m| &m.user_id);
    let relations = post_relations::of_mixed(db, me, posts, resources, wanted).await?;
    feed_posts(ctx, items, relations).await
}

/// Which relations of a list's posts its selection (`items`) shows.
pub fn posts_wanted(items: &async_graphql::Lookahead<'_>) -> post_relations::Wanted {
    post_relations::Wanted {
        authors: items.field("owner").exists(),
        topics: items.field("topics").exists(),
        images: items.field("imageUrls").exists() || items.field("images").exists(),
        tallies: items.field("reactions").exists(),
        reactions: false,
    }
}

/// Feeds the posts' loaders from `relations` already read for the selection `items` (and
/// signs their pictures' addresses when it shows them), so their fields resolve without a
/// statement; answers the Second Opinions' topics for their loader (a crate above this one).
pub async fn feed_posts(
    ctx: &Context<'_>,
    items: &async_graphql::Lookahead<'_>,
    relations: post_relations::Relations,
) -> Result<std::collections::HashMap<Id, Vec<entity::topics::Model>>> {
    use graphql_kit::{feed, prime};
    let files: Vec<Id> = relations.images.values().flatten().cloned().collect();
    feed::<Authors>(ctx, relations.authors).await?;
    feed::<TopicsOfPost>(ctx, relations.topics).await?;
    feed::<ImagesOfPost>(ctx, relations.images).await?;
    feed::<PostTallies>(ctx, relations.tallies).await?;
    prime::<SignedUrls>(ctx, items.field("imageUrls").exists(), files).await?;
    Ok(relations.resource_topics)
}

/// The same for a list of comments.
pub async fn prime_comments(
    ctx: &Context<'_>,
    items: &async_graphql::Lookahead<'_>,
    comments: &[comments::Model],
) -> Result<()> {
    let db = ctx.data::<common::Db>()?;
    let viewer = ctx.data::<Viewer>()?;
    let wanted = comments_wanted(items);
    let relations = comment_relations::of_comments(db, viewer, comments, wanted).await?;
    feed_comments(ctx, comments, wanted, relations).await
}

/// Which relations of a list's comments its selection (`items`) shows.
pub fn comments_wanted(items: &async_graphql::Lookahead<'_>) -> comment_relations::Wanted {
    comment_relations::Wanted {
        authors: items.field("owner").exists(),
        blocked: items.field("text").exists() || items.field("isFromBlockedMember").exists(),
        tallies: items.field("reactions").exists(),
    }
}

/// Feeds the comments' loaders from `relations` already read (`wanted` of `comments`), so
/// their fields resolve without a statement.
pub async fn feed_comments(
    ctx: &Context<'_>,
    comments: &[comments::Model],
    wanted: comment_relations::Wanted,
    relations: comment_relations::Relations,
) -> Result<()> {
    use graphql_kit::feed;
    if wanted.blocked {
        let blocked = comments
            .iter()
            .filter_map(|c| c.owner_id.clone())
            .map(|owner| {
                let is_blocked = relations.blocked.contains(&owner);
                (owner, is_blocked)
            })
            .collect();
        feed::<BlockedAuthors>(ctx, blocked).await?;
    }
    feed::<Authors>(ctx, relations.authors).await?;
    feed::<CommentTallies>(ctx, relations.tallies).await?;
    Ok(())
}

/// What the viewer may see of the comment a permalink names.
#[derive(async_graphql::Enum, Clone, Copy, Debug, PartialEq, Eq)]
#[graphql(name = "CommentPermalinkStatus")]
pub enum PermalinkStatus {
    /// She may read it: `thread` leads down to it.
    Shown,
    /// Deleted, or not a comment of this post.
    Gone,
    /// Reported and hidden while a moderator reviews it.
    UnderReview,
    /// By a member she blocked.
    Blocked,
}

impl From<crate::service::comments::PermalinkStatus> for PermalinkStatus {
    fn from(status: crate::service::comments::PermalinkStatus) -> Self {
        use crate::service::comments::PermalinkStatus as S;
        match status {
            S::Shown => Self::Shown,
            S::Gone => Self::Gone,
            S::UnderReview => Self::UnderReview,
            S::Blocked => Self::Blocked,
        }
    }
}

/// Where a comment sits in its post's thread: what `/post/{id}?comment={id}` opens.
pub struct CommentPermalink(pub crate::service::comments::Permalink);

#[Object]
impl CommentPermalink {
    async fn status(&self) -> PermalinkStatus {
        self.0.status.into()
    }
    /// The comment on the post first, down to the comment named (last); empty unless
    /// `status` is SHOWN. Those above it read as any thread shows them (deleted, under
    /// review, by a member she blocked).
    async fn thread(&self) -> Vec<Comment> {
        self.0.thread.iter().cloned().map(Comment).collect()
    }
}
