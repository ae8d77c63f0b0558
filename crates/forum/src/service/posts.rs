//! Writing and reading posts. The owner is always the viewer; everything a post derives
//! (comment count, reactions, quarantine) is kept by the server.

use std::collections::{HashMap, HashSet};

use common::{AppError, Id, Page, PageRequest, Result, Viewer};
use entity::{post_images, post_topics, posts, topics};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, Order, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, TransactionSession, TransactionTrait,
};
use storage::Storage;
use storage::service::files;

use super::throttle::WriteLimits;
use super::visibility::{self, POST_UNDER_REVIEW};

pub const MAX_TITLE_CHARS: usize = 200;
pub const MAX_TEXT_CHARS: usize = 10_000;
pub const MAX_LINKS: usize = 5;
pub const MAX_LINK_CHARS: usize = 2_000;
pub const MAX_IMAGES: usize = 4;
pub const MAX_TOPICS: usize = 5;

/// What a member writes; the owner comes from the viewer, never from here.
#[derive(Clone, Debug, Default)]
pub struct NewPost {
    pub title: String,
    pub text: String,
    pub images: Vec<Id>,
    pub links: Vec<String>,
    pub topics: Vec<Id>,
}

/// Checks a new post, attaches its images (each must be the viewer's own upload) and writes
/// the post with its topics and images in one transaction.
/// An image that is not the member's, or that the hourly cleanup of unused uploads took.
const IMAGE_GONE: &str = "That image could not be found. Please upload it again.";

pub async fn create(
    db: &(impl ConnectionTrait + TransactionTrait),
    storage: &Storage,
    limits: &WriteLimits,
    viewer: &Viewer,
    input: NewPost,
) -> Result<posts::Model> {
    let member = viewer.require_member()?;
    let title = input.title.trim().to_owned();
    let text = input.text.trim().to_owned();
    let links = check_links(input.links)?;
    let images = dedupe(input.images);
    let topic_ids = dedupe(input.topics);
    if title.chars().count() > MAX_TITLE_CHARS {
        return Err(AppError::invalid(
            "title",
            "Titles can be at most 200 characters.",
        ));
    }
    if text.chars().count() > MAX_TEXT_CHARS {
        return Err(AppError::invalid(
            "text",
            "Posts can be at most 10,000 characters.",
        ));
    }
    if text.is_empty() && images.is_empty() && links.is_empty() {
        return Err(AppError::invalid(
            "text",
            "Please add some text, an image or a link.",
        ));
    }
    if images.len() > MAX_IMAGES {
        return Err(AppError::invalid(
            "images",
            "A post can have at most 4 images.",
        ));
    }
    if topic_ids.len() > MAX_TOPICS {
        return Err(AppError::invalid(
            "topics",
            "A post can have at most 5 topics.",
        ));
    }
    let known = topics::Entity::find()
        .filter(topics::Column::Id.is_in(topic_ids.iter().cloned()))
        .count(db)
        .await?;
    if known != topic_ids.len() as u64 {
        return Err(AppError::invalid(
            "topics",
            "Please choose topics from the list.",
        ));
    }
    limits.post(viewer).await?;
    // Checking and cleaning an image reads and rewrites its object: done before the
    // transaction, so no write lock is held meanwhile (it is done once: a post that fails
    // afterwards can be sent again with the same images). The transaction marks them used.
    for image in &images {
        files::own_image(db, storage, viewer, image.clone())
            .await
            .map_err(|err| match err {
                AppError::NotFound(_) | AppError::Forbidden => {
                    AppError::invalid("images", IMAGE_GONE)
                }
                AppError::BadUserInput { message, .. } => AppError::invalid("images", message),
                other => other,
            })?;
    }

    let now = viewer.now();
    let post = posts::Model {
        id: Id::generate(),
        owner_id: member.user_id.clone(),
        title,
        text,
        links: serde_json::to_string(&links).map_err(AppError::internal)?,
        comment_count: 0,
        is_shadow_banned: false,
        created_at: now,
        updated_at: now,
    };
    let txn = common::db::begin_write(db).await?;
    posts::Entity::insert(posts::ActiveModel::from(post.clone()))
        .exec_without_returning(&txn)
        .await?;
    if !topic_ids.is_empty() {
        post_topics::Entity::insert_many(topic_ids.into_iter().map(|topic_id| {
            post_topics::ActiveModel {
                post_id: Set(post.id.clone()),
                topic_id: Set(topic_id),
                created_at: Set(now),
            }
        }))
        .exec_without_returning(&txn)
        .await?;
    }
    if !images.is_empty() {
        files::mark_attached(&txn, &images, now)
            .await
            .map_err(|_| AppError::invalid("images", IMAGE_GONE))?;
        post_images::Entity::insert_many(images.into_iter().zip(0..).map(|(file_id, position)| {
            post_images::ActiveModel {
                post_id: Set(post.id.clone()),
                file_id: Set(file_id),
                position: Set(position),
            }
        }))
        .exec_without_returning(&txn)
        .await?;
    }
    txn.commit().await?;
    Ok(post)
}

/// Trims, drops empty entries and duplicates, and keeps only http(s) URLs.
fn check_links(links: Vec<String>) -> Result<Vec<String>> {
    let links: Vec<String> = dedupe(
        links
            .into_iter()
            .map(|l| l.trim().to_owned())
            .filter(|l| !l.is_empty())
            .collect(),
    );
    if links.len() > MAX_LINKS {
        return Err(AppError::invalid(
            "links",
            "A post can have at most 5 links.",
        ));
    }
    for link in &links {
        if !is_web_url(link) || link.chars().count() > MAX_LINK_CHARS {
            return Err(AppError::invalid(
                "links",
                "Links must start with http:// or https://.",
            ));
        }
    }
    Ok(links)
}

/// An absolute http(s) URL with a host and no whitespace or control characters.
pub fn is_web_url(link: &str) -> bool {
    let lower = link.to_ascii_lowercase();
    let rest = lower
        .strip_prefix("https://")
        .or_else(|| lower.strip_prefix("http://"));
    let Some(rest) = rest else { return false };
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    !host.is_empty()
        && !host.starts_with('@')
        && !link.chars().any(|c| c.is_whitespace() || c.is_control())
}

fn dedupe<T: Clone + Eq + std::hash::Hash>(items: Vec<T>) -> Vec<T> {
    let mut seen = HashSet::new();
    items
        .into_iter()
        .filter(|item| seen.insert(item.clone()))
        .collect()
}

/// One post. A quarantined post is withheld from everyone but its owner and admins.
pub async fn get(db: &impl ConnectionTrait, viewer: &Viewer, id: Id) -> Result<posts::Model> {
    viewer.require_member()?;
    let post = posts::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::not_found("Post"))?;
    if !visibility::sees_post(viewer, &post) {
        return Err(AppError::Withheld(POST_UNDER_REVIEW));
    }
    Ok(post)
}

/// Deletes a post (its owner or an admin) with its comments, reactions, images and reports
/// (the rows cascade) and its image files' records. Pass the caller's transaction; the
/// answer is the stored objects' keys, to delete once it has committed.
pub async fn delete(db: &impl ConnectionTrait, viewer: &Viewer, id: Id) -> Result<Vec<String>> {
    let post = posts::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::not_found("Post"))?;
    visibility::require_owner_or_admin(viewer, Some(&post.owner_id))?;
    let images: Vec<Id> = post_images::Entity::find()
        .select_only()
        .column(post_images::Column::FileId)
        .filter(post_images::Column::PostId.eq(post.id.clone()))
        .into_tuple()
        .all(db)
        .await?;
    // An image another post also shows stays with that post.
    let shared: HashSet<Id> = post_images::Entity::find()
        .select_only()
        .column(post_images::Column::FileId)
        .filter(post_images::Column::FileId.is_in(images.iter().cloned()))
        .filter(post_images::Column::PostId.ne(post.id.clone()))
        .into_tuple::<Id>()
        .all(db)
        .await?
        .into_iter()
        .collect();
    let file_ids: Vec<Id> = images
        .into_iter()
        .filter(|id| !shared.contains(id))
        .collect();
    posts::Entity::delete_by_id(post.id).exec(db).await?;
    files::delete_rows(db, &file_ids).await
}

/// The post's links, as stored.
pub fn links(post: &posts::Model) -> Vec<String> {
    serde_json::from_str(&post.links).unwrap_or_default()
}

/// The newest posts the viewer may see, all topics.
pub async fn newest(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    page: &PageRequest,
) -> Result<Page<posts::Model>> {
    viewer.require_member()?;
    PAGE_KEY
        .fetch(
            db,
            visibility::visible_posts(viewer),
            &Order::Desc,
            page,
            cursor,
        )
        .await
}

pub const PAGE_KEY: common::page::PageKey<posts::Column> = common::page::PageKey {
    created_at: posts::Column::CreatedAt,
    id: posts::Column::Id,
};

pub fn cursor(post: &posts::Model) -> common::Cursor {
    common::Cursor {
        created_at: post.created_at,
        id: post.id.clone(),
    }
}

/// The image file ids of each post, in display order: one query for any number of posts.
pub async fn images_of(db: &impl ConnectionTrait, post_ids: &[Id]) -> Result<HashMap<Id, Vec<Id>>> {
    let rows = post_images::Entity::find()
        .filter(post_images::Column::PostId.is_in(post_ids.iter().cloned()))
        .order_by_asc(post_images::Column::Position)
        .all(db)
        .await?;
    let mut by_post: HashMap<Id, Vec<Id>> = HashMap::new();
    for row in rows {
        by_post.entry(row.post_id).or_default().push(row.file_id);
    }
    Ok(by_post)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_web_urls_are_links() {
        for good in [
            "https://example.org",
            "http://nhs.uk/conditions/pcos/",
            "HTTPS://Example.org/a?b=c#d",
        ] {
            assert!(is_web_url(good), "{good}");
        }
        for bad in [
            "javascript:alert(1)",
            "ftp://example.org",
            "https://",
            "https:///path",
            "example.org",
            "https://exa mple.org",
            "data:text/html,hi",
        ] {
            assert!(!is_web_url(bad), "{bad}");
        }
    }

    #[test]
    fn links_are_trimmed_deduplicated_and_capped() {
        let links = check_links(vec![
            " https://a.org ".into(),
            String::new(),
            "https://a.org".into(),
        ])
        .unwrap();
        assert_eq!(links, vec!["https://a.org".to_owned()]);
        let many = (0..6).map(|i| format!("https://a.org/{i}")).collect();
        assert_eq!(
            check_links(many).unwrap_err().to_string(),
            "A post can have at most 5 links."
        );
    }
}
