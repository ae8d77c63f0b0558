//! Writing and reading posts. The owner is always the viewer; everything a post derives
//! (comment count, reactions, quarantine) is kept by the server.

use std::collections::{HashMap, HashSet};

use audit::Action;
use common::db::beside;
use common::db::relation::{self, Branch, Columns, Row};
use common::{AppError, Id, Page, PageRequest, Result, Viewer};
use entity::{comments, post_images, post_reactions, post_topics, posts, reports, topics};
use sea_orm::sea_query::{Condition, Expr};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, Order, PaginatorTrait,
    QueryFilter, QueryResult, QuerySelect, QueryTrait, TransactionSession, TransactionTrait,
};
use storage::Storage;
use storage::service::files;
use storage::service::variants::Purpose;

use super::throttle::WriteLimits;
use super::visibility::{self, POST_UNDER_REVIEW};
use super::{care, post_relations, privacy_check};

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
    /// A short warning shown before the post (e.g. "pregnancy loss"); None or blank for none.
    pub content_warning: Option<String>,
}

pub const MAX_CONTENT_WARNING_CHARS: usize = 80;
pub const CONTENT_WARNING_TOO_LONG: &str = "A content warning can be at most 80 characters.";

/// A content warning as stored: trimmed, blank is none, at most 80 characters.
pub fn check_content_warning(warning: Option<String>) -> Result<Option<String>> {
    let warning = common::text::tidy_optional(warning);
    if warning
        .as_deref()
        .is_some_and(|w| w.chars().count() > MAX_CONTENT_WARNING_CHARS)
    {
        return Err(AppError::invalid(
            "contentWarning",
            CONTENT_WARNING_TOO_LONG,
        ));
    }
    Ok(warning)
}

/// An image that is not the member's, or that the hourly cleanup of unused uploads took.
const IMAGE_GONE: &str = "That image could not be found. Please upload it again.";

/// What a deleted post's link shows in place of the post.
pub const POST_DELETED: &str = "This post has been deleted.";

/// What an under-review post or comment answers to its owner's edit: editing must not let her
/// swap the reported words out from under the moderators (she may still delete it).
pub const UNDER_REVIEW_NO_EDIT: &str =
    "This is under review and can't be edited. You can delete it.";

/// A post's content once checked: trimmed, deduplicated, within every limit, its topics known.
struct Content {
    title: String,
    text: String,
    links: Vec<String>,
    images: Vec<Id>,
    topics: Vec<Id>,
    content_warning: Option<String>,
}

/// The create rules, for a new post and an edit alike.
async fn check(db: &impl ConnectionTrait, input: NewPost) -> Result<Content> {
    let title = common::text::tidy(&input.title);
    let text = common::text::tidy(&input.text);
    let links = check_links(input.links)?;
    let images = dedupe(input.images);
    let topics = dedupe(input.topics);
    let content_warning = check_content_warning(input.content_warning)?;
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
    if topics.len() > MAX_TOPICS {
        return Err(AppError::invalid(
            "topics",
            "A post can have at most 5 topics.",
        ));
    }
    let known = topics::Entity::find()
        .filter(topics::Column::Id.is_in(topics.iter().cloned()))
        .count(db)
        .await?;
    if known != topics.len() as u64 {
        return Err(AppError::invalid(
            "topics",
            "Please choose topics from the list.",
        ));
    }
    Ok(Content {
        title,
        text,
        links,
        images,
        topics,
        content_warning,
    })
}

/// Checks and cleans each image: it must be the viewer's own upload. Reading and rewriting an
/// object is done before the transaction, so no write lock is held meanwhile (and once: a post
/// that fails afterwards can be sent again with the same images).
async fn own_images(
    db: &impl ConnectionTrait,
    storage: &Storage,
    viewer: &Viewer,
    images: &[Id],
) -> Result<()> {
    for image in images {
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
    Ok(())
}

/// Writes a post's topics and images (new ones are marked used), in the caller's transaction.
/// `created_at` is the post's: `post_topics` keeps a copy for the topic feeds' order.
async fn attach(
    txn: &impl ConnectionTrait,
    post_id: &Id,
    created_at: chrono::DateTime<chrono::Utc>,
    content: &Content,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<()> {
    if !content.topics.is_empty() {
        post_topics::Entity::insert_many(content.topics.iter().map(|topic_id| {
            post_topics::ActiveModel {
                post_id: Set(post_id.clone()),
                topic_id: Set(topic_id.clone()),
                created_at: Set(created_at),
            }
        }))
        .exec_without_returning(txn)
        .await?;
    }
    if !content.images.is_empty() {
        files::mark_attached(txn, &content.images, now)
            .await
            .map_err(|_| AppError::invalid("images", IMAGE_GONE))?;
        post_images::Entity::insert_many(content.images.iter().zip(0..).map(
            |(file_id, position)| post_images::ActiveModel {
                post_id: Set(post_id.clone()),
                file_id: Set(file_id.clone()),
                position: Set(position),
            },
        ))
        .exec_without_returning(txn)
        .await?;
    }
    Ok(())
}

/// Checks a new post, attaches its images (each must be the viewer's own upload) and writes
/// the post with its topics and images in one transaction.
pub async fn create(
    db: &(impl ConnectionTrait + TransactionTrait),
    storage: &Storage,
    limits: &WriteLimits,
    viewer: &Viewer,
    input: NewPost,
) -> Result<posts::Model> {
    let member = viewer.require_writer()?;
    let content = check(db, input).await?;
    limits.post(viewer).await?;
    own_images(db, storage, viewer, &content.images).await?;

    let now = viewer.now();
    let post = posts::Model {
        id: Id::generate(),
        owner_id: member.user_id.clone(),
        title: content.title.clone(),
        text: content.text.clone(),
        links: serde_json::to_string(&content.links).map_err(AppError::internal)?,
        comment_count: 0,
        // A shadow-banned member's post is quarantined as a trusted report would leave it.
        is_shadow_banned: viewer.writes_quarantined(),
        created_at: now,
        updated_at: now,
        edited_at: None,
        deleted_at: None,
        needs_care: care::needs_care(&[&content.title, &content.text]),
        content_warning: content.content_warning.clone(),
    };
    let txn = common::db::begin_write(db).await?;
    posts::Entity::insert(posts::ActiveModel::from(post.clone()))
        .exec_without_returning(&txn)
        .await?;
    attach(&txn, &post.id, now, &content, now).await?;
    privacy_check::count(&txn, now, &[&content.title, &content.text]).await?;
    // She follows her own post: she hears of its comments (as COMMENT_ON_POST).
    super::follows::follow_by_default(&txn, &member.user_id, &post.id, now).await?;
    txn.commit().await?;
    files::make_variants(storage, content.images, Purpose::PostImage).await;
    Ok(post)
}

/// Her post, to change: anyone else's is FORBIDDEN (an admin's too: admins hide or delete, they
/// don't rewrite), a deleted one is gone, and one under review stays as it was reported.
async fn editable(db: &impl ConnectionTrait, viewer: &Viewer, id: Id) -> Result<posts::Model> {
    let member = viewer.require_writer()?;
    let post = posts::Entity::find_by_id(id)
        .one(db)
        .await?
        .filter(|post| post.deleted_at.is_none())
        .ok_or(AppError::not_found("Post"))?;
    if post.owner_id != member.user_id {
        return Err(AppError::Forbidden);
    }
    if post.is_shadow_banned {
        return Err(AppError::Refused(UNDER_REVIEW_NO_EDIT));
    }
    Ok(post)
}

/// Replaces her post's title, text, links, images and topics with the create rules. Images
/// she took out are deleted with their stored objects (unless another post shows them).
pub async fn update(
    db: &(impl ConnectionTrait + TransactionTrait),
    storage: &Storage,
    limits: &WriteLimits,
    viewer: &Viewer,
    id: Id,
    input: NewPost,
) -> Result<posts::Model> {
    let post = editable(db, viewer, id).await?;
    let content = check(db, input).await?;
    limits.edit(viewer).await?;
    let before = images_of(db, std::slice::from_ref(&post.id))
        .await?
        .remove(&post.id)
        .unwrap_or_default();
    let added: Vec<Id> = content
        .images
        .iter()
        .filter(|image| !before.contains(image))
        .cloned()
        .collect();
    own_images(db, storage, viewer, &added).await?;

    let now = viewer.now();
    let txn = common::db::begin_write(db).await?;
    // Read again under the write lock: a report may have quarantined it meanwhile.
    let post = editable(&txn, viewer, post.id).await?;
    let post = posts::Model {
        title: content.title.clone(),
        text: content.text.clone(),
        links: serde_json::to_string(&content.links).map_err(AppError::internal)?,
        updated_at: now,
        edited_at: Some(now),
        needs_care: care::needs_care(&[&content.title, &content.text]),
        content_warning: content.content_warning.clone(),
        ..post
    };
    posts::Entity::update_many()
        .col_expr(posts::Column::Title, Expr::value(post.title.clone()))
        .col_expr(posts::Column::Text, Expr::value(post.text.clone()))
        .col_expr(posts::Column::Links, Expr::value(post.links.clone()))
        .col_expr(posts::Column::NeedsCare, Expr::value(post.needs_care))
        .col_expr(
            posts::Column::ContentWarning,
            Expr::value(post.content_warning.clone()),
        )
        .col_expr(posts::Column::UpdatedAt, Expr::value(now))
        .col_expr(posts::Column::EditedAt, Expr::value(now))
        .filter(posts::Column::Id.eq(post.id.clone()))
        .exec(&txn)
        .await?;
    post_topics::Entity::delete_many()
        .filter(post_topics::Column::PostId.eq(post.id.clone()))
        .exec(&txn)
        .await?;
    post_images::Entity::delete_many()
        .filter(post_images::Column::PostId.eq(post.id.clone()))
        .exec(&txn)
        .await?;
    attach(&txn, &post.id, post.created_at, &content, now).await?;
    let removed: Vec<Id> = before
        .into_iter()
        .filter(|image| !content.images.contains(image))
        .collect();
    let keys = delete_unshared_files(&txn, &post.id, removed).await?;
    txn.commit().await?;
    storage.delete_objects(keys).await;
    // Images kept from before this change get their copies too; those that have them are
    // left as they are.
    files::make_variants(storage, content.images, Purpose::PostImage).await;
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

/// Deletes a post. Its owner takes back her own post (`withdraw`: a post other
/// members commented on stays as a tombstone); an admin removes anyone else's for good with
/// its comments, reactions, images and reports, with an audit row. Anyone else is FORBIDDEN.
/// The stored objects go once the rows are gone.
pub async fn delete(
    db: &(impl ConnectionTrait + TransactionTrait),
    storage: &Storage,
    viewer: &Viewer,
    id: Id,
) -> Result<()> {
    let member = viewer.require_member()?;
    let txn = common::db::begin_write(db).await?;
    let post = find_for_delete(&txn, viewer, id).await?;
    let keys = if post.owner_id == member.user_id && post.deleted_at.is_none() {
        withdraw(&txn, &post, viewer.now()).await?
    } else {
        viewer.require_admin()?;
        let label = audit::label(&txn, Action::PostDelete, &post.id).await?;
        let keys = remove(&txn, &post).await?;
        audit::record_labelled(&txn, viewer, Action::PostDelete, &post.id, None, label).await?;
        keys
    };
    txn.commit().await?;
    storage.delete_objects(keys).await;
    Ok(())
}

/// Loads a post to delete. A tombstone is already deleted for its owner; an admin may still
/// remove it for good.
pub async fn find_for_delete(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    id: Id,
) -> Result<posts::Model> {
    let member = viewer.require_member()?;
    posts::Entity::find_by_id(id)
        .one(db)
        .await?
        .filter(|post| post.deleted_at.is_none() || member.is_admin)
        .ok_or(AppError::not_found("Post"))
}

/// Removes a post for good with its comments, reactions, images and reports (the rows
/// cascade) and its image files' records. Pass the caller's transaction; the answer is the
/// stored objects' keys, to delete once it has committed.
pub async fn remove(db: &impl ConnectionTrait, post: &posts::Model) -> Result<Vec<String>> {
    let images = images_of(db, std::slice::from_ref(&post.id))
        .await?
        .remove(&post.id)
        .unwrap_or_default();
    let keys = delete_unshared_files(db, &post.id, images).await?;
    posts::Entity::delete_by_id(post.id.clone())
        .exec(db)
        .await?;
    Ok(keys)
}

/// Her own deletion of her post. Her words, links, topics, images and the reactions to it go
/// at once. When other members have commented, or a report of it waits for the moderators,
/// the row stays as a tombstone so that their comments can still be read from a link and the
/// report keeps its item; otherwise it is removed. Pass the caller's transaction; the answer
/// is the stored objects' keys, to delete once it has committed.
pub async fn withdraw(
    db: &impl ConnectionTrait,
    post: &posts::Model,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<Vec<String>> {
    let others_commented = comments::Entity::find()
        .filter(comments::Column::PostId.eq(post.id.clone()))
        .filter(
            Condition::any()
                .add(comments::Column::OwnerId.ne(post.owner_id.clone()))
                .add(comments::Column::OwnerId.is_null()),
        )
        .one(db)
        .await?
        .is_some();
    let reported = reports::Entity::find()
        .filter(reports::Column::PostId.eq(post.id.clone()))
        .one(db)
        .await?
        .is_some();
    if !others_commented && !reported {
        return remove(db, post).await;
    }
    let images = images_of(db, std::slice::from_ref(&post.id))
        .await?
        .remove(&post.id)
        .unwrap_or_default();
    post_images::Entity::delete_many()
        .filter(post_images::Column::PostId.eq(post.id.clone()))
        .exec(db)
        .await?;
    let keys = delete_unshared_files(db, &post.id, images).await?;
    post_topics::Entity::delete_many()
        .filter(post_topics::Column::PostId.eq(post.id.clone()))
        .exec(db)
        .await?;
    post_reactions::Entity::delete_many()
        .filter(post_reactions::Column::PostId.eq(post.id.clone()))
        .exec(db)
        .await?;
    posts::Entity::update_many()
        .col_expr(posts::Column::Title, Expr::value(""))
        .col_expr(posts::Column::Text, Expr::value(""))
        .col_expr(posts::Column::Links, Expr::value("[]"))
        .col_expr(posts::Column::UpdatedAt, Expr::value(now))
        .col_expr(posts::Column::DeletedAt, Expr::value(now))
        .filter(posts::Column::Id.eq(post.id.clone()))
        .exec(db)
        .await?;
    super::notifications::forget_post(db, &post.id).await?;
    Ok(keys)
}

/// Deletes the records of `images` that no post but `post_id` shows, answering their stored
/// objects' keys. Call it before the post's own `post_images` rows go, or after: they are
/// not counted.
async fn delete_unshared_files(
    db: &impl ConnectionTrait,
    post_id: &Id,
    images: Vec<Id>,
) -> Result<Vec<String>> {
    if images.is_empty() {
        return Ok(Vec::new());
    }
    // An image another post also shows stays with that post.
    let shared: HashSet<Id> = post_images::Entity::find()
        .select_only()
        .column(post_images::Column::FileId)
        .filter(post_images::Column::FileId.is_in(images.iter().cloned()))
        .filter(post_images::Column::PostId.ne(post_id.clone()))
        .into_tuple::<Id>()
        .all(db)
        .await?
        .into_iter()
        .collect();
    let file_ids: Vec<Id> = images
        .into_iter()
        .filter(|id| !shared.contains(id))
        .collect();
    files::delete_rows(db, &file_ids).await
}

/// Her own posts, newest first, under-review ones included and tombstones left out.
pub async fn mine(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    page: &PageRequest,
) -> Result<Page<posts::Model>> {
    let member = viewer.require_member()?;
    let select = posts::Entity::find()
        .filter(posts::Column::OwnerId.eq(member.user_id.clone()))
        .filter(posts::Column::DeletedAt.is_null());
    PAGE_KEY.fetch(db, select, &Order::Desc, page, cursor).await
}

/// Refuses a write to a deleted post (a comment, a reaction, a report): only its existing
/// comments can still be read.
pub fn require_not_deleted(post: &posts::Model) -> Result<()> {
    if post.deleted_at.is_some() {
        return Err(AppError::bad_input(POST_DELETED));
    }
    Ok(())
}

/// The post's links, as stored.
pub fn links(post: &posts::Model) -> Vec<String> {
    serde_json::from_str(&post.links).unwrap_or_default()
}

/// The newest posts the viewer may see, all topics, with their `wanted` relations and the
/// caller's `once` columns (`post_relations::page_with`) read in the same statement.
pub async fn newest(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    page: &PageRequest,
    wanted: post_relations::Wanted,
    once: Vec<beside::Column>,
) -> Result<(
    Page<posts::Model>,
    post_relations::Relations,
    Option<QueryResult>,
)> {
    let member = viewer.require_member()?;
    let select = PAGE_KEY
        .order(
            visibility::visible_posts(viewer),
            &Order::Desc,
            page.after.as_ref(),
        )
        .limit(page.first + 1)
        .into_query();
    let read = post_relations::page_with(db, Some(&member.user_id), select, wanted, once).await?;
    Ok((
        common::page::from_overfetch(read.posts, page.first, cursor),
        read.relations,
        read.once,
    ))
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

/// The posts' pictures relation, keyed by post: `a` the file, `n1` its place.
pub const IMAGES: &str = "image";

/// The pictures relation's rows for `post_ids`.
pub fn images_branch(post_ids: &[Id]) -> Branch {
    let mut values = Vec::new();
    let list = relation::in_list(&mut values, post_ids);
    let columns = Columns {
        key: "post_id",
        a: Some("file_id"),
        n1: Some("\"position\""),
        ..Columns::default()
    };
    Branch::new(
        IMAGES,
        columns,
        &format!("post_images WHERE post_id IN ({list})"),
        values,
    )
}

/// A picture from its row of [`images_branch`]: the post, its place, the file.
pub fn read_image(row: &Row<'_>) -> Result<(Id, i64, Id)> {
    Ok((row.key()?, row.get("n1")?, row.get("a")?))
}

/// Each post's pictures, in order, from rows of [`images_branch`].
pub fn images_in_order(found: Vec<(Id, i64, Id)>) -> HashMap<Id, Vec<Id>> {
    let mut by_post: HashMap<Id, Vec<(i64, Id)>> = HashMap::new();
    for (post, position, file) in found {
        by_post.entry(post).or_default().push((position, file));
    }
    by_post
        .into_iter()
        .map(|(post, mut list)| {
            list.sort_unstable_by_key(|(position, _)| *position);
            (post, list.into_iter().map(|(_, file)| file).collect())
        })
        .collect()
}

/// Each post's pictures, in order: one query for any number of posts.
pub async fn images_of(db: &impl ConnectionTrait, post_ids: &[Id]) -> Result<HashMap<Id, Vec<Id>>> {
    if post_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows = relation::run(db, vec![images_branch(post_ids)]).await?;
    let found = rows
        .iter()
        .map(|row| read_image(&Row(row)))
        .collect::<Result<_>>()?;
    Ok(images_in_order(found))
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
