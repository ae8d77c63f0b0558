//! Writing Second Opinions (admins only). A save is two steps, so no write lock is held while
//! an image is parsed: [`check`] validates the form and attaches a new cover (the admin's own
//! upload, checked and stripped like a post image) **before** the transaction; [`save`] then
//! writes the article, its topics and the cover's visibility in the caller's transaction
//! (which also carries the audit row). A replaced or removed cover's file row goes in the same
//! transaction; the caller deletes its stored object after commit.

use std::collections::HashSet;

use common::{AppError, Id, Result, Viewer};
use entity::{files, post_images, resource_topics, resources, topics};
use forum::service::posts::is_web_url;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait,
    QueryFilter,
};
use storage::Storage;
use storage::service::files::{Visibility, delete_rows, mark_attached, own_image};

pub const MAX_TITLE_CHARS: usize = 200;
pub const MAX_TEXT_CHARS: usize = 20_000;
pub const MAX_LINK_CHARS: usize = 2_000;
pub const MAX_LINK_TITLE_CHARS: usize = 200;
pub const MAX_AUTHOR_CHARS: usize = 200;
pub const MAX_TOPICS: usize = 10;

/// The Second Opinion form, whole: no id creates an article, an id replaces that article's
/// fields with these (a missing cover, link or topic list means none).
#[derive(Clone, Debug, Default)]
pub struct SecondOpinionForm {
    pub id: Option<Id>,
    pub title: String,
    pub text: Option<String>,
    pub cover: Option<Id>,
    pub link: Option<String>,
    pub link_title: Option<String>,
    pub featured: bool,
    pub author: Option<String>,
    pub topics: Vec<Id>,
}

/// A form that passed [`check`]: trimmed, within limits, its topics known, its new cover
/// attached.
#[derive(Clone, Debug)]
pub struct CheckedForm {
    id: Option<Id>,
    title: String,
    text: String,
    cover: Option<Id>,
    link: Option<String>,
    link_title: Option<String>,
    featured: bool,
    author: Option<String>,
    topics: Vec<Id>,
}

/// What a save changed: the article, whether it is new, and the stored objects of the cover
/// it no longer shows (delete them after commit).
pub struct Saved {
    pub resource: resources::Model,
    pub created: bool,
    pub removed_objects: Vec<String>,
}

fn optional(value: Option<String>) -> Option<String> {
    common::text::tidy_optional(value)
}

fn at_most(field: &'static str, value: Option<&str>, max: usize, what: &str) -> Result<()> {
    if value.is_some_and(|v| v.chars().count() > max) {
        return Err(AppError::invalid(
            field,
            format!("{what} can be at most {max} characters."),
        ));
    }
    Ok(())
}

/// Validates the form (messages name their field as the GraphQL input does) and attaches a
/// cover the article does not show yet; it must be the viewer's own upload.
pub async fn check(
    db: &impl ConnectionTrait,
    storage: &Storage,
    viewer: &Viewer,
    form: SecondOpinionForm,
) -> Result<CheckedForm> {
    viewer.require_admin()?;
    let title = common::text::tidy(&form.title);
    if title.is_empty() {
        return Err(AppError::invalid("title", "Title is required"));
    }
    at_most("title", Some(&title), MAX_TITLE_CHARS, "Titles")?;
    let text = common::text::tidy(&form.text.unwrap_or_default());
    at_most("text", Some(&text), MAX_TEXT_CHARS, "The text")?;
    let link = optional(form.link);
    if let Some(link) = &link
        && (!is_web_url(link) || link.chars().count() > MAX_LINK_CHARS)
    {
        return Err(AppError::invalid(
            "link",
            "Links must start with http:// or https://.",
        ));
    }
    let link_title = optional(form.link_title);
    at_most(
        "linkTitle",
        link_title.as_deref(),
        MAX_LINK_TITLE_CHARS,
        "Link titles",
    )?;
    let author = optional(form.author);
    at_most(
        "author",
        author.as_deref(),
        MAX_AUTHOR_CHARS,
        "Author names",
    )?;
    let mut seen = HashSet::new();
    let topic_ids: Vec<Id> = form
        .topics
        .into_iter()
        .filter(|id| seen.insert(id.clone()))
        .collect();
    if topic_ids.len() > MAX_TOPICS {
        return Err(AppError::invalid(
            "topicIds",
            format!("A Second Opinion can have at most {MAX_TOPICS} topics."),
        ));
    }
    let known = topics::Entity::find()
        .filter(topics::Column::Id.is_in(topic_ids.iter().cloned()))
        .count(db)
        .await?;
    if known != topic_ids.len() as u64 {
        return Err(AppError::invalid(
            "topicIds",
            "Please choose topics from the list.",
        ));
    }
    let current_cover = match &form.id {
        Some(id) => find(db, id.clone()).await?.cover_file_id,
        None => None,
    };
    if let Some(cover) = &form.cover
        && current_cover.as_ref() != Some(cover)
    {
        own_image(db, storage, viewer, cover.clone())
            .await
            .map_err(|err| match err {
                AppError::NotFound(_) | AppError::Forbidden => AppError::invalid(
                    "coverImage",
                    "That image could not be found. Please upload it again.",
                ),
                AppError::BadUserInput { message, .. } => AppError::invalid("coverImage", message),
                other => other,
            })?;
    }
    Ok(CheckedForm {
        id: form.id,
        title,
        text,
        cover: form.cover,
        link,
        link_title,
        featured: form.featured,
        author,
        topics: topic_ids,
    })
}

/// Writes a checked form in the caller's transaction: the article, its topics (replaced), and
/// the cover made viewable by any member. A cover replaced or removed loses its file row
/// here, unless a post still shows the same upload.
pub async fn save(db: &impl ConnectionTrait, viewer: &Viewer, form: CheckedForm) -> Result<Saved> {
    viewer.require_admin()?;
    let now = viewer.now();
    let (resource, created, old_cover) = match form.id {
        None => {
            let resource = resources::Model {
                id: Id::generate(),
                title: form.title,
                text: form.text,
                cover_file_id: form.cover.clone(),
                link: form.link,
                link_title: form.link_title,
                featured: form.featured,
                author: form.author,
                created_at: now,
                updated_at: now,
            };
            resources::Entity::insert(resources::ActiveModel::from(resource.clone()))
                .exec_without_returning(db)
                .await?;
            (resource, true, None)
        }
        Some(id) => {
            let mut resource = find(db, id).await?;
            let old_cover = resource.cover_file_id.clone();
            resource.title = form.title;
            resource.text = form.text;
            resource.cover_file_id = form.cover.clone();
            resource.link = form.link;
            resource.link_title = form.link_title;
            resource.featured = form.featured;
            resource.author = form.author;
            resource.updated_at = now;
            resources::ActiveModel::from(resource.clone())
                .reset_all()
                .update(db)
                .await?;
            resource_topics::Entity::delete_many()
                .filter(resource_topics::Column::ResourceId.eq(resource.id.clone()))
                .exec(db)
                .await?;
            (
                resource,
                false,
                old_cover.filter(|old| Some(old) != form.cover.as_ref()),
            )
        }
    };
    if !form.topics.is_empty() {
        resource_topics::Entity::insert_many(form.topics.into_iter().map(|topic_id| {
            resource_topics::ActiveModel {
                resource_id: Set(resource.id.clone()),
                topic_id: Set(topic_id),
            }
        }))
        .exec_without_returning(db)
        .await?;
    }
    if let Some(cover) = &form.cover {
        mark_attached(db, std::slice::from_ref(cover), now)
            .await
            .map_err(|_| {
                AppError::invalid(
                    "coverImage",
                    "That image could not be found. Please upload it again.",
                )
            })?;
        // Every member reads the article, so every member may read its cover (a public
        // upload stays public).
        files::Entity::update_many()
            .col_expr(
                files::Column::Visibility,
                Expr::value(Visibility::Members.as_str()),
            )
            .filter(files::Column::Id.eq(cover.clone()))
            .filter(files::Column::Visibility.eq(Visibility::Private.as_str()))
            .exec(db)
            .await?;
    }
    let removed_objects = match old_cover {
        Some(old) => delete_unused_files(db, &resource.id, old).await?,
        None => Vec::new(),
    };
    Ok(Saved {
        resource,
        created,
        removed_objects,
    })
}

/// Deletes a Second Opinion in the caller's transaction: the article, its topic links (by
/// cascade) and its cover's file row. Answers the stored objects to delete after commit.
pub async fn delete(db: &impl ConnectionTrait, viewer: &Viewer, id: Id) -> Result<Vec<String>> {
    viewer.require_admin()?;
    let resource = find(db, id).await?;
    resources::Entity::delete_by_id(resource.id.clone())
        .exec(db)
        .await?;
    match resource.cover_file_id {
        Some(cover) => delete_unused_files(db, &resource.id, cover).await,
        None => Ok(Vec::new()),
    }
}

/// Deletes the file row of a cover `resource` no longer shows, unless another article or a
/// post shows the same upload; answers its storage key.
async fn delete_unused_files(
    db: &impl ConnectionTrait,
    resource: &Id,
    file: Id,
) -> Result<Vec<String>> {
    let other_articles = resources::Entity::find()
        .filter(resources::Column::CoverFileId.eq(file.clone()))
        .filter(resources::Column::Id.ne(resource.clone()))
        .count(db)
        .await?;
    let posts = post_images::Entity::find()
        .filter(post_images::Column::FileId.eq(file.clone()))
        .count(db)
        .await?;
    if other_articles + posts > 0 {
        return Ok(Vec::new());
    }
    delete_rows(db, &[file]).await
}

async fn find(db: &impl ConnectionTrait, id: Id) -> Result<resources::Model> {
    resources::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::not_found("Second Opinion"))
}
