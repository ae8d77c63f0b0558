use async_graphql::{Context, ID, InputObject, MaybeUndefined, Object, Result};
use common::graphql::cost;
use common::{Db, Id, Viewer};
use identity::graphql::LocationInput;
use identity::service::profile::{self, Onboarding, ProfileChange};
use storage::Storage;

use super::types::{Comment, CurrentUser, Post, PostReaction, PostReactionToggle};
use crate::service::throttle::WriteLimits;
use crate::service::{comments, posts, reactions};

#[derive(Default)]
pub struct ForumMutation;

/// A profile change: a field left out stays as it is; a nullable field sent as null is cleared.
#[derive(InputObject)]
pub struct ProfileInput {
    topics_of_interest: Option<Vec<ID>>,
    profile_colour: Option<String>,
    /// An uploaded file id (`createUpload`) or an image data URL; null removes the picture.
    profile_image: MaybeUndefined<String>,
    ethnicity: MaybeUndefined<String>,
    age_range: MaybeUndefined<String>,
    sex_assigned_at_birth: MaybeUndefined<String>,
    gender: MaybeUndefined<String>,
    location: MaybeUndefined<LocationInput>,
    contact: Option<bool>,
}

#[derive(InputObject)]
pub struct OnboardingInput {
    topics_of_interest: Vec<ID>,
    profile_colour: String,
    location: LocationInput,
    ethnicity: String,
    age_range: String,
    sex_assigned_at_birth: String,
    gender: String,
}

fn ids(ids: Vec<ID>) -> common::Result<Vec<Id>> {
    parse_ids("topicsOfInterest", ids)
}

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
}

impl From<PostEditInput> for NewPostInput {
    fn from(edit: PostEditInput) -> Self {
        Self {
            title: edit.title,
            text: edit.text,
            images: edit.images,
            links: edit.links,
            topics: edit.topics,
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
        })
    }
}

/// Absent → unchanged, null → cleared, a value → set.
fn patch<T, U>(value: MaybeUndefined<T>, into: impl FnOnce(T) -> U) -> Option<Option<U>> {
    match value {
        MaybeUndefined::Undefined => None,
        MaybeUndefined::Null => Some(None),
        MaybeUndefined::Value(value) => Some(Some(into(value))),
    }
}

impl ProfileInput {
    fn into_service(self) -> common::Result<ProfileChange> {
        Ok(ProfileChange {
            topics_of_interest: self.topics_of_interest.map(ids).transpose()?,
            profile_colour: self.profile_colour,
            profile_image: patch(self.profile_image, |v| v),
            ethnicity: patch(self.ethnicity, |v| v),
            age_range: patch(self.age_range, |v| v),
            sex_assigned_at_birth: patch(self.sex_assigned_at_birth, |v| v),
            gender: patch(self.gender, |v| v),
            location: patch(self.location, Into::into),
            contact: self.contact,
            complete_onboarding: false,
        })
    }
}

impl OnboardingInput {
    fn into_service(self) -> common::Result<Onboarding> {
        Ok(Onboarding {
            topics_of_interest: ids(self.topics_of_interest)?,
            profile_colour: self.profile_colour,
            location: self.location.into(),
            ethnicity: self.ethnicity,
            age_range: self.age_range,
            sex_assigned_at_birth: self.sex_assigned_at_birth,
            gender: self.gender,
        })
    }
}

#[Object]
impl ForumMutation {
    /// Saves a change to the signed-in member's own profile (the /profile autosave,
    /// onboarding step 1).
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn update_profile(&self, ctx: &Context<'_>, input: ProfileInput) -> Result<CurrentUser> {
        let user = profile::update(
            ctx.data::<Db>()?,
            ctx.data::<Storage>()?,
            ctx.data::<Viewer>()?,
            input.into_service()?,
        )
        .await?;
        Ok(CurrentUser(user))
    }

    /// Saves both onboarding steps and sets onboardingComplete.
    #[graphql(complexity = "cost::WRITE + child_complexity")]
    async fn complete_onboarding(
        &self,
        ctx: &Context<'_>,
        input: OnboardingInput,
    ) -> Result<CurrentUser> {
        let user = profile::complete_onboarding(
            ctx.data::<Db>()?,
            ctx.data::<Storage>()?,
            ctx.data::<Viewer>()?,
            input.into_service()?,
        )
        .await?;
        Ok(CurrentUser(user))
    }

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
