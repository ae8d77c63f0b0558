//! Posts, comments and Second Opinions in their REST shapes, with every reference filled in
//! for the whole list at once (never one query per row): a list of posts in two statements,
//! the others in one per relation.

use std::collections::HashMap;

use ::feed::service::feed::Item;
use common::{Db, Id, Result, Viewer};
use entity::{comments, posts, resources};
use forum::service::{
    authors, comments as comment_service, post_relations, posts as post_service, reactions,
    visibility,
};

use crate::dto::{
    AuthorDto, CommentDto, FeedItemDto, PostDto, ReactionRefDto, ResourceDto, TopicDto,
};

fn reaction_ref(id: Id, owner: Id, reaction: Id) -> ReactionRefDto {
    ReactionRefDto {
        id,
        owner,
        reaction,
    }
}

pub async fn posts(db: &Db, list: Vec<posts::Model>) -> Result<Vec<PostDto>> {
    let ids: Vec<Id> = list.iter().map(|p| p.id.clone()).collect();
    // A list read elsewhere reads its relations in a union, which has no room for the
    // reactions' list: it comes beside it.
    let union = post_relations::Wanted {
        reactions: false,
        ..POSTS_WANTED
    };
    let (mut relations, reactions) = futures_util::try_join!(
        post_relations::of_posts(db, None, &list, union),
        reactions::listed_on_posts(db, &ids),
    )?;
    relations.reactions = reactions;
    Ok(posts_with(list, relations).0)
}

/// What the legacy shape shows beside a post. It lists every reaction, not tallies.
pub const POSTS_WANTED: post_relations::Wanted = post_relations::Wanted {
    authors: true,
    topics: true,
    images: true,
    tallies: false,
    reactions: true,
};

/// The posts' shapes from their relations already read (with their reactions); answers the
/// Second Opinions' topics read with them.
fn posts_with(
    list: Vec<posts::Model>,
    relations: post_relations::Relations,
) -> (Vec<PostDto>, HashMap<Id, Vec<entity::topics::Model>>) {
    let post_relations::Relations {
        authors,
        mut topics,
        mut images,
        mut reactions,
        resource_topics,
        ..
    } = relations;
    let dtos = list
        .into_iter()
        .map(|post| PostDto {
            owner: authors
                .get(&post.owner_id)
                .filter(|_| post.deleted_at.is_none())
                .cloned()
                .map(AuthorDto::from),
            links: post_service::links(&post),
            images: images.remove(&post.id).unwrap_or_default(),
            topics: topics
                .remove(&post.id)
                .unwrap_or_default()
                .into_iter()
                .map(TopicDto::from)
                .collect(),
            reactions: reactions
                .remove(&post.id)
                .unwrap_or_default()
                .into_iter()
                .map(|r| reaction_ref(r.id, r.owner_id, r.reaction_type_id))
                .collect(),
            id: post.id,
            title: post.title,
            text: post.text,
            comments: post.comment_count,
            created_at: post.created_at,
            updated_at: post.updated_at,
            is_shadow_banned: post.is_shadow_banned,
            is_resource: false,
            edited_at: post.edited_at,
            is_deleted: post.deleted_at.is_some(),
        })
        .collect();
    (dtos, resource_topics)
}

pub async fn post(db: &Db, post: posts::Model) -> Result<PostDto> {
    Ok(posts(db, vec![post]).await?.remove(0))
}

pub async fn comments(
    db: &Db,
    viewer: &Viewer,
    list: Vec<comments::Model>,
) -> Result<Vec<CommentDto>> {
    let ids: Vec<Id> = list.iter().map(|c| c.id.clone()).collect();
    let owners: Vec<Id> = list.iter().filter_map(|c| c.owner_id.clone()).collect();
    let (authors, mut replies, mut reactions) = futures_util::try_join!(
        authors::by_ids(db, &owners),
        comment_service::reply_ids(db, &ids),
        reactions::of_comments(db, &ids),
    )?;
    Ok(list
        .into_iter()
        .map(|comment| CommentDto {
            owner: comment
                .owner_id
                .as_ref()
                .and_then(|owner| authors.get(owner))
                .cloned()
                .map(AuthorDto::from),
            text: visibility::comment_text(viewer, &comment).to_owned(),
            replies: replies.remove(&comment.id).unwrap_or_default(),
            reactions: reactions
                .remove(&comment.id)
                .unwrap_or_default()
                .into_iter()
                .map(|r| reaction_ref(r.id, r.owner_id, r.reaction_type_id))
                .collect(),
            id: comment.id,
            post: comment.post_id,
            is_reply: comment.is_reply,
            parent: comment.parent_id,
            created_at: comment.created_at,
            edited_at: comment.edited_at,
            is_shadow_banned: comment.is_shadow_banned,
            is_deleted: comment.deleted_at.is_some(),
        })
        .collect())
}

pub async fn resources(db: &Db, list: Vec<resources::Model>) -> Result<Vec<ResourceDto>> {
    let ids: Vec<Id> = list.iter().map(|r| r.id.clone()).collect();
    let topics = ::topics::service::of_resources(db, &ids).await?;
    Ok(resources_with(list, topics))
}

/// The same, with their topics already read.
fn resources_with(
    list: Vec<resources::Model>,
    mut topics: HashMap<Id, Vec<entity::topics::Model>>,
) -> Vec<ResourceDto> {
    list.into_iter()
        .map(|resource| ResourceDto {
            topics: topics
                .remove(&resource.id)
                .unwrap_or_default()
                .into_iter()
                .map(TopicDto::from)
                .collect(),
            id: resource.id,
            title: resource.title,
            text: resource.text,
            s3_object_id: resource.cover_file_id,
            link: resource.link,
            link_title: resource.link_title,
            featured: resource.featured,
            author: resource.author,
            created_at: resource.created_at,
            is_resource: true,
        })
        .collect()
}

/// A mixed page, in its order, from the relations read with it ([`POSTS_WANTED`], the
/// reactions' list included, and the Second Opinions' topics): no further statement.
pub fn feed_items(items: Vec<Item>, relations: post_relations::Relations) -> Vec<FeedItemDto> {
    let (mut post_rows, mut resource_rows) = (Vec::new(), Vec::new());
    for item in &items {
        match item {
            Item::Post(post) => post_rows.push(post.clone()),
            Item::Resource(resource) => resource_rows.push(resource.clone()),
        }
    }
    let (posts, resource_topics) = posts_with(post_rows, relations);
    let resources = resources_with(resource_rows, resource_topics);
    let mut posts: HashMap<Id, PostDto> = posts.into_iter().map(|p| (p.id.clone(), p)).collect();
    let mut resources: HashMap<Id, ResourceDto> =
        resources.into_iter().map(|r| (r.id.clone(), r)).collect();
    items
        .iter()
        .filter_map(|item| match item {
            Item::Post(post) => posts.remove(&post.id).map(FeedItemDto::Post),
            Item::Resource(resource) => resources.remove(&resource.id).map(FeedItemDto::Resource),
        })
        .collect()
}
