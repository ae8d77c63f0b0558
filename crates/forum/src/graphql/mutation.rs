use async_graphql::{Context, ID, InputObject, Object, Result};
use common::{Db, Id, Viewer};
use graphql_kit::cost;
use storage::Storage;

use super::types::{Comment, Post, PostReaction, PostReactionToggle};
use crate::service::throttle::WriteLimits;
use crate::service::{comments, posts, reactions};

#[derive(Default)]
pub struct ForumMutation;

fn parse_ids(field: &'static str, ids: Vec<ID>) -> common::Result<Vec<Id>> {
    ids.iter().map(|id| Id::parse(field, id)).collect()
}

/// A new post; the owner is always the signed-in member.
#[derive(InputObject)]
pub struct NewPostInput {
    #[graphql(default)]
    title: String,
    #[graphql(default)]
    text: String,
    /// File ids from createUpload, already uploaded by the viewer (at most 4).
    #[graphql(default)]
    images: Vec<ID>,
    /// http(s) URLs (at most 5).
    #[graphql(default)]
    links: Vec<String>,
    /// Topic ids (at most 5).
    #[graphql(default)]
    topics: Vec<ID>,
    /// A short warning shown before the post (at most 80 characters); null or blank for none.
    content_warning: Option<String>,
}

/// A post's new content: it replaces title, text, links, images and topics, with the rules of
/// createPost.
#[derive(InputObject)]
pub struct PostEditInput {
    #[graphql(default)]
    title: String,
    #[graphql(default)]
    text: String,
    #[graphql(default)]
    images: Vec<ID>,
    #[graphql(default)]
    links: Vec<String>,
    #[graphql(default)]
    topics: Vec<ID>,
    /// Replaces the post's content warning too: null or blank removes it.
    content_warning: Option<String>,
}

impl From<PostEditInput> for NewPostInput {
    fn from(edit: PostEditInput) -> Self {
        Self {
            title: edit.title,
            text: edit.text,
            images: edit.images,
            links: edit.links,
            topics: edit.topics,
            content_warning: edit.content_warning,
        }
    }
}

impl NewPostInput {
    fn into_service(self) -> common::Result<posts::NewPost> {
        Ok(posts::NewPost {
            title: self.title,
            text: self.text,
            images: parse_ids("images", self.images)?,
            links: self.links,
            topics: parse_ids("topics", self.topics)?,
            content_warning: self.content_warning,
        })
    }
}

#[Object]
impl ForumMutation {
    #[graphql(complexity = "cost::WRITE + child_complexity")]

    async fn create_post(&self, ctx: &Context<'_>, input: NewPostInput) -> Result<Post> {
        let post = posts::create(
            ctx.data::<Db>()?,
            ctx.data::<Storage>()?,
            ctx.data::<WriteLimits>()?,
            ctx.data::<Viewer>()?,
            input.into_service()?,
        )
        .await?;
        Ok(Post(post))
    }

    /// Replaces her own post's content (the owner only, not while it is under review).
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn update_post(&self, ctx: &Context<'_>, id: ID, input: PostEditInput) -> Result<Post> {
        let post = posts::update(
            ctx.data::<Db>()?,
            ctx.data::<Storage>()?,
            ctx.data::<WriteLimits>()?,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
            NewPostInput::from(input).into_service()?,
        )
        .await?;
        Ok(Post(post))
    }

    /// A comment on the post, or (parentId) a reply to any comment of the post, at any depth.
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn add_comment(
        &self,
        ctx: &Context<'_>,
        post_id: ID,
        parent_id: Option<ID>,
        text: String,
    ) -> Result<Comment> {
        let input = comments::NewComment {
            post_id: Id::parse("postId", &post_id)?,
            parent_id: parent_id.map(|p| Id::parse("parentId", &p)).transpose()?,
            text,
        };
        let comment = comments::add(
            ctx.data::<Db>()?,
            ctx.data::<WriteLimits>()?,
            ctx.data::<Viewer>()?,
            input,
        )
        .await?;
        Ok(Comment(comment))
    }

    /// Replaces her own comment's text (the owner only, not while it is under review).
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn update_comment(&self, ctx: &Context<'_>, id: ID, text: String) -> Result<Comment> {
        let comment = comments::update(
            ctx.data::<Db>()?,
            ctx.data::<WriteLimits>()?,
            ctx.data::<Viewer>()?,
            Id::parse("id", &id)?,
            &text,
        )
        .await?;
        Ok(Comment(comment))
    }

    /// Adds the viewer's reaction of this type, or removes it when she already holds it.
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn toggle_post_reaction(
        &self,
        ctx: &Context<'_>,
        post_id: ID,
        reaction_type_id: ID,
    ) -> Result<PostReactionToggle> {
        let (db, viewer) = (ctx.data::<Db>()?, ctx.data::<Viewer>()?);
        let post_id = Id::parse("postId", &post_id)?;
        let added = reactions::toggle_post(
            db,
            ctx.data::<WriteLimits>()?,
            viewer,
            post_id.clone(),
            Id::parse("reactionTypeId", &reaction_type_id)?,
        )
        .await?;
        Ok(PostReactionToggle {
            post: Post(posts::get(db, viewer, post_id).await?),
            reaction: added.map(PostReaction),
        })
    }

    #[graphql(complexity = "cost::WRITE + child_complexity")]

    async fn toggle_comment_reaction(
        &self,
        ctx: &Context<'_>,
        comment_id: ID,
        reaction_type_id: ID,
    ) -> Result<Comment> {
        let (db, viewer) = (ctx.data::<Db>()?, ctx.data::<Viewer>()?);
        let comment_id = Id::parse("commentId", &comment_id)?;
        reactions::toggle_comment(
            db,
            ctx.data::<WriteLimits>()?,
            viewer,
            comment_id.clone(),
            Id::parse("reactionTypeId", &reaction_type_id)?,
        )
        .await?;
        Ok(Comment(comments::get(db, viewer, comment_id).await?))
    }

    /// Saves why the viewer reacted (her own reaction only; 1–1000 characters).
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn explain_reaction(
        &self,
        ctx: &Context<'_>,
        reaction_id: ID,
        #[graphql(validator(max_length = 5000))] explanation: String,
    ) -> Result<PostReaction> {
        let reaction = reactions::explain(
            ctx.data::<Db>()?,
            ctx.data::<Viewer>()?,
            Id::parse("reactionId", &reaction_id)?,
            &explanation,
        )
        .await?;
        Ok(PostReaction(reaction))
    }
}
