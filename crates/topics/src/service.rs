use std::collections::HashMap;

use common::db::beside;
use common::db::relation::{self, Branch, Columns, Row};
use common::{AppError, Id, Result, UniqueViolation, Viewer};
use entity::{muted_topics, topics, user_topics};
use sea_orm::sea_query::{Expr, ExprTrait, Func, OnConflict};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder,
};

/// Every topic, alphabetically (topics are few and curated by admins).
pub async fn list(db: &impl ConnectionTrait) -> Result<Vec<topics::Model>> {
    Ok(topics::Entity::find()
        .order_by_asc(topics::Column::Title)
        .all(db)
        .await?)
}

pub async fn get(db: &impl ConnectionTrait, id: Id) -> Result<topics::Model> {
    topics::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::not_found("Topic"))
}

/// The topics each of `members` follows, alphabetically: one query for any number of members.
pub async fn of_members(
    db: &impl ConnectionTrait,
    members: &[Id],
) -> Result<HashMap<Id, Vec<topics::Model>>> {
    let rows = user_topics::Entity::find()
        .filter(user_topics::Column::UserId.is_in(members.iter().cloned()))
        .find_also_related(topics::Entity)
        .order_by_asc(topics::Column::Title)
        .all(db)
        .await?;
    let mut by_member: HashMap<Id, Vec<topics::Model>> = HashMap::new();
    for (link, topic) in rows {
        if let Some(topic) = topic {
            by_member.entry(link.user_id).or_default().push(topic);
        }
    }
    Ok(by_member)
}

/// The topics each of `members` muted, alphabetically: one query for any number of members.
pub async fn muted_of_members(
    db: &impl ConnectionTrait,
    members: &[Id],
) -> Result<HashMap<Id, Vec<topics::Model>>> {
    let rows = muted_topics::Entity::find()
        .filter(muted_topics::Column::UserId.is_in(members.iter().cloned()))
        .find_also_related(topics::Entity)
        .order_by_asc(topics::Column::Title)
        .all(db)
        .await?;
    let mut by_member: HashMap<Id, Vec<topics::Model>> = HashMap::new();
    for (link, topic) in rows {
        if let Some(topic) = topic {
            by_member.entry(link.user_id).or_default().push(topic);
        }
    }
    Ok(by_member)
}

/// Mutes a topic for the viewer: a post carrying any topic she muted leaves her feeds and search
/// (the topic's own page still lists it). Muting it again changes nothing; an unknown topic is
/// NOT_FOUND. She can mute at most every topic there is, so the list stays short.
pub async fn mute(db: &impl ConnectionTrait, viewer: &Viewer, topic_id: Id) -> Result<()> {
    let member = viewer.require_member()?;
    get(db, topic_id.clone()).await?;
    muted_topics::Entity::insert(muted_topics::ActiveModel {
        user_id: sea_orm::Set(member.user_id.clone()),
        topic_id: sea_orm::Set(topic_id),
        created_at: sea_orm::Set(viewer.now()),
    })
    .on_conflict(
        OnConflict::columns([muted_topics::Column::UserId, muted_topics::Column::TopicId])
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    Ok(())
}

/// Unmutes a topic for the viewer; unmuting one she never muted changes nothing, an unknown
/// topic is NOT_FOUND.
pub async fn unmute(db: &impl ConnectionTrait, viewer: &Viewer, topic_id: Id) -> Result<()> {
    let member = viewer.require_member()?;
    get(db, topic_id.clone()).await?;
    muted_topics::Entity::delete_many()
        .filter(muted_topics::Column::UserId.eq(member.user_id.clone()))
        .filter(muted_topics::Column::TopicId.eq(topic_id))
        .exec(db)
        .await?;
    Ok(())
}

/// At most this many topics answer a search.
pub const SEARCH_LIMIT: usize = 20;

/// Topics whose title contains `text`, ignoring case (Unicode, so "ménopause" finds
/// "Ménopause"), alphabetically. Topics are a short curated list, so the match runs here
/// rather than in SQL: no LIKE pattern to escape, and SQLite's ASCII-only `LOWER()` cannot make
/// the two databases disagree.
pub async fn search(db: &impl ConnectionTrait, text: &str) -> Result<Vec<topics::Model>> {
    let needle = text.trim().to_lowercase();
    let mut found = list(db).await?;
    found.retain(|topic| topic.title.to_lowercase().contains(&needle));
    found.truncate(SEARCH_LIMIT);
    Ok(found)
}

/// The posts' topics relation, keyed by post: `a` … `c` the topic's id, title and
/// description, `t1` and `t2` its times.
pub const OF_POST: &str = "topic";

/// The Second Opinions' topics relation, keyed by Second Opinion, in the same columns.
pub const OF_RESOURCE: &str = "resource_topic";

/// The topics relation's rows for `posts`.
pub fn of_posts_branch(posts: &[Id]) -> Branch {
    tags_branch(OF_POST, "post_topics", "post_id", posts)
}

/// The topics relation's rows for `resources` (Second Opinions).
pub fn of_resources_branch(resources: &[Id]) -> Branch {
    tags_branch(OF_RESOURCE, "resource_topics", "resource_id", resources)
}

/// The topics that `link` (a table of `key` and `topic_id`) gives `keys`.
fn tags_branch(kind: &str, link: &str, key: &str, keys: &[Id]) -> Branch {
    let mut values = Vec::new();
    let list = relation::in_list(&mut values, keys);
    let key = format!("{link}.{key}");
    let columns = Columns {
        key: &key,
        a: Some("topics.id"),
        b: Some("topics.title"),
        c: Some("topics.description"),
        t1: Some("topics.created_at"),
        t2: Some("topics.updated_at"),
        ..Columns::default()
    };
    let from =
        format!("{link} INNER JOIN topics ON topics.id = {link}.topic_id WHERE {key} IN ({list})");
    Branch::new(kind, columns, &from, values)
}

/// A topic from its row of [`of_posts_branch`] or [`of_resources_branch`]: what it tags
/// (the post or the Second Opinion), and the topic.
pub fn read_tag(row: &Row<'_>) -> Result<(Id, topics::Model)> {
    let topic = topics::Model {
        id: row.get("a")?,
        title: row.get("b")?,
        description: row.get("c")?,
        created_at: row.get("t1")?,
        updated_at: row.get("t2")?,
    };
    Ok((row.key()?, topic))
}

/// The topics that `link` (a table of `key` and `topic_id`) gives each row of a page, as a
/// column beside it (`common::db::beside`), read by [`read_tags_column`].
pub fn tags_column(
    backend: sea_orm::DbBackend,
    alias: &'static str,
    link: &str,
    key: &str,
) -> beside::Column {
    beside::Column::list(
        backend,
        alias,
        TAG_ITEMS,
        &tags_from_where(link, key),
        Vec::new(),
    )
}

/// The same topics as a JSON value among another list's items, read by [`tags_from`].
pub fn nested_tags(backend: sea_orm::DbBackend, link: &str, key: &str) -> String {
    beside::nested_list_sql(backend, TAG_ITEMS, &tags_from_where(link, key))
}

const TAG_ITEMS: &str = "t.id, t.title, t.description, t.created_at, t.updated_at";

fn tags_from_where(link: &str, key: &str) -> String {
    format!(
        "FROM {link} AS lt INNER JOIN topics AS t ON t.id = lt.topic_id \
         WHERE lt.{key} = {}.id",
        beside::ROW
    )
}

/// A topic as [`tags_column`] and [`nested_tags`] list it.
pub type Tag = (String, String, Option<String>, String, String);

/// A row's topics from its [`tags_column`], alphabetically.
pub fn read_tags_column(row: &sea_orm::QueryResult, alias: &str) -> Result<Vec<topics::Model>> {
    tags_from(beside::read_list::<Tag>(row, alias)?)
}

/// Topics as [`tags_column`] and [`nested_tags`] list them, alphabetically.
pub fn tags_from(tags: Vec<Tag>) -> Result<Vec<topics::Model>> {
    let mut topics = tags
        .into_iter()
        .map(|(id, title, description, created_at, updated_at)| {
            Ok(topics::Model {
                id: Id::stored(id),
                title,
                description,
                created_at: beside::time(&created_at)?,
                updated_at: beside::time(&updated_at)?,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    sort_by_title(&mut topics);
    Ok(topics)
}

/// The topics of each post, alphabetically: one query for any number of posts.
pub async fn of_posts(
    db: &impl ConnectionTrait,
    posts: &[Id],
) -> Result<HashMap<Id, Vec<topics::Model>>> {
    tags_of(db, posts, of_posts_branch).await
}

/// The topics of each Second Opinion, alphabetically: one query for any number of them.
pub async fn of_resources(
    db: &impl ConnectionTrait,
    resources: &[Id],
) -> Result<HashMap<Id, Vec<topics::Model>>> {
    tags_of(db, resources, of_resources_branch).await
}

/// The topics `branch` gives `keys`, as [`by_key`] orders them.
async fn tags_of(
    db: &impl ConnectionTrait,
    keys: &[Id],
    branch: fn(&[Id]) -> Branch,
) -> Result<HashMap<Id, Vec<topics::Model>>> {
    if keys.is_empty() {
        return Ok(HashMap::new());
    }
    let rows = relation::run(db, vec![branch(keys)]).await?;
    let tags = rows.iter().map(|row| read_tag(&Row(row)));
    Ok(by_key(tags.collect::<Result<_>>()?))
}

/// Rows of [`read_tag`] as each tagged item's topics, in the order they are shown.
pub fn by_key(tags: Vec<(Id, topics::Model)>) -> HashMap<Id, Vec<topics::Model>> {
    let mut by_key: HashMap<Id, Vec<topics::Model>> = HashMap::new();
    for (key, topic) in tags {
        by_key.entry(key).or_default().push(topic);
    }
    for list in by_key.values_mut() {
        sort_by_title(list);
    }
    by_key
}

/// A post's topics as they are shown: alphabetically, ignoring case, the same on both
/// databases (each would otherwise sort by its own collation).
pub fn sort_by_title(topics: &mut [topics::Model]) {
    topics.sort_by_cached_key(|topic| (topic.title.to_lowercase(), topic.title.clone()));
}

pub const MAX_TITLE_CHARS: usize = 100;
pub const MAX_DESCRIPTION_CHARS: usize = 500;
pub const DUPLICATE_TITLE: &str = "A topic with this title already exists";

/// A topic as the admin's form sends it: no id creates one, an id edits that topic.
#[derive(Clone, Debug, Default)]
pub struct TopicChange {
    pub id: Option<Id>,
    pub title: String,
    pub description: Option<String>,
}

/// Creates or edits a topic (admins only). The title is trimmed, required and unique
/// (ignoring case); an empty description is none. Pass the transaction that also records the
/// change. Answers the topic and whether it was created.
pub async fn save(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    input: TopicChange,
) -> Result<(topics::Model, bool)> {
    viewer.require_admin()?;
    let title = common::text::tidy(&input.title);
    if title.is_empty() {
        return Err(AppError::invalid("title", "Title is required"));
    }
    if title.chars().count() > MAX_TITLE_CHARS {
        return Err(AppError::invalid(
            "title",
            format!("Titles can be at most {MAX_TITLE_CHARS} characters."),
        ));
    }
    let description = common::text::tidy_optional(input.description);
    if description
        .as_deref()
        .is_some_and(|d| d.chars().count() > MAX_DESCRIPTION_CHARS)
    {
        return Err(AppError::invalid(
            "description",
            format!("Descriptions can be at most {MAX_DESCRIPTION_CHARS} characters."),
        ));
    }
    // "Diet" and "diet" are one topic to a member; the unique index catches the exact clash
    // two admins could race into.
    let mut clash = topics::Entity::find()
        .filter(Expr::expr(Func::lower(Expr::col(topics::Column::Title))).eq(title.to_lowercase()));
    if let Some(id) = &input.id {
        clash = clash.filter(topics::Column::Id.ne(id.clone()));
    }
    if clash.count(db).await? > 0 {
        return Err(AppError::Conflict(DUPLICATE_TITLE.into()));
    }
    let now = viewer.now();
    let (model, created) = match input.id {
        None => {
            let topic = topics::Model {
                id: Id::generate(),
                title,
                description,
                created_at: now,
                updated_at: now,
            };
            topics::Entity::insert(topics::ActiveModel::from(topic.clone()))
                .exec_without_returning(db)
                .await
                .on_unique_violation(|| AppError::Conflict(DUPLICATE_TITLE.into()))?;
            (topic, true)
        }
        Some(id) => {
            let mut topic = get(db, id).await?;
            topic.title = title;
            topic.description = description;
            topic.updated_at = now;
            topics::Entity::update(topics::ActiveModel::from(topic.clone()).reset_all())
                .exec(db)
                .await
                .on_unique_violation(|| AppError::Conflict(DUPLICATE_TITLE.into()))?;
            (topic, false)
        }
    };
    Ok((model, created))
}

/// Deletes a topic (admins only). Its links to posts, members and Second Opinions go by
/// cascade (`post_topics`, `user_topics`, `resource_topics`); the posts and articles stay.
pub async fn delete(db: &impl ConnectionTrait, viewer: &Viewer, id: Id) -> Result<()> {
    viewer.require_admin()?;
    let deleted = topics::Entity::delete_by_id(id).exec(db).await?;
    if deleted.rows_affected == 0 {
        return Err(AppError::not_found("Topic"));
    }
    Ok(())
}
