//! The Real Talk feed and the topic page: posts and Second Opinions, newest first, in cursor
//! pages over `(created_at, id)` (ids are unique across both tables, so one cursor pages the
//! merged list without skipping or repeating while new items arrive).
//!
//! The Interests and Popular feeds cover many topics. Instead of sorting every post of every
//! followed topic (`topic_id IN (…) ORDER BY created_at`, which reads all of them), each topic
//! contributes its newest page through the `(topic_id, created_at, post_id)` index, and the
//! pages are merged: the cost is topics × page size, whatever the number of posts.

use ::resources::service::read as second_opinions;
use common::db::beside::{self, Column};
use common::page::from_overfetch;
use common::{AppError, Cursor, Id, Page, PageRequest, Result, Viewer};
use entity::{muted_topics, post_topics, posts, resources, user_topics};
use forum::service::post_relations::{self, PostsPage, Relations, Wanted};
use forum::service::posts as post_service;
use forum::service::visibility::{self, MutedTopics};
use sea_orm::sea_query::{Alias, Asterisk, Condition, Query, SelectStatement, UnionType};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, JoinType, Order, QueryFilter, QueryOrder,
    QuerySelect, QueryTrait, RelationTrait,
};

use super::popular_topics;

/// Which posts the feed shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Filter {
    /// The topics the member follows.
    Interests,
    /// The topics with the most activity lately.
    Popular,
    All,
}

/// One entry of a mixed list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Post(posts::Model),
    Resource(resources::Model),
}

impl Item {
    pub fn cursor(&self) -> Cursor {
        match self {
            Self::Post(post) => post_service::cursor(post),
            Self::Resource(resource) => second_opinions::cursor(resource),
        }
    }
}

/// A page of a mixed list, with the relations its items show (those asked for), read with
/// them: the posts' authors, topics, pictures and tallies, and the Second Opinions' topics.
pub struct Listed {
    pub page: Page<Item>,
    pub relations: Relations,
}

/// A page of the feed for `viewer`, with its `wanted` relations.
pub async fn page(
    db: &impl ConnectionTrait,
    popularity: &popular_topics::Popularity,
    viewer: &Viewer,
    filter: Filter,
    page: &PageRequest,
    wanted: Wanted,
) -> Result<Listed> {
    let member = viewer.require_member()?;
    let topics = match filter {
        Filter::All => None,
        Filter::Interests => Some(
            user_topics::Entity::find()
                .select_only()
                .column(user_topics::Column::TopicId)
                .filter(user_topics::Column::UserId.eq(member.user_id.clone()))
                .into_tuple::<Id>()
                .all(db)
                .await?,
        ),
        Filter::Popular => Some(popular_topics::active_ids(popularity, viewer.now()).await?),
    };
    mixed(
        db,
        viewer,
        topics.as_deref(),
        MutedTopics::Hidden,
        page,
        wanted,
    )
    .await
}

/// A topic page: its posts and Second Opinions. The posts of a topic she muted are listed
/// here: she opened it.
pub async fn topic_page(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    topic: Id,
    page: &PageRequest,
    wanted: Wanted,
) -> Result<Listed> {
    viewer.require_member()?;
    ::topics::service::get(db, topic.clone()).await?;
    mixed(db, viewer, Some(&[topic]), MutedTopics::Shown, page, wanted).await
}

/// Posts and Second Opinions of `topics` (all when `None`), merged newest first.
async fn mixed(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    topics: Option<&[Id]>,
    muted: MutedTopics,
    page: &PageRequest,
    wanted: Wanted,
) -> Result<Listed> {
    // Each list brings at most one page, with its relations; `more` says whether one of them
    // had more. The Second Opinions' page is read once with the posts' page, in its statement.
    let backend = db.get_database_backend();
    let opinions = second_opinions::page_column(backend, viewer, topics, page, wanted.topics)?;
    let (posts, more, mut relations, once) = match topics {
        None => {
            let (newest, relations, once) =
                post_service::newest(db, viewer, page, wanted, vec![opinions]).await?;
            (newest.items, newest.has_next_page, relations, once)
        }
        Some(topics) => {
            let read =
                newest_in_topics(db, viewer, topics, muted, page, wanted, vec![opinions]).await?;
            (read.posts, false, read.relations, read.once)
        }
    };
    let once = once.ok_or_else(|| AppError::broken("a feed page without its own row"))?;
    let opinions = second_opinions::read_page(&once, page, wanted.topics)?;
    let resources = opinions.page;
    relations.resource_topics = opinions.topics;
    let mut items: Vec<Item> = posts
        .into_iter()
        .map(Item::Post)
        .chain(resources.items.into_iter().map(Item::Resource))
        .collect();
    items.sort_by_key(|item| std::cmp::Reverse(sort_key(item)));
    // An item beyond the page, or a list that had more, means a next page.
    let mut page_items = from_overfetch(items, page.first, Item::cursor);
    page_items.has_next_page |= more || resources.has_next_page;
    Ok(Listed {
        page: page_items,
        relations,
    })
}

fn sort_key(item: &Item) -> (chrono::DateTime<chrono::Utc>, Id) {
    let cursor = item.cursor();
    (cursor.created_at, cursor.id)
}

/// The newest `page.first + 1` visible posts carrying any of `topics`, after the cursor, with
/// their `wanted` relations: each topic's newest through its index, merged, in one statement,
/// with the caller's `once` columns (read alone when no topic is left to read).
async fn newest_in_topics(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    topics: &[Id],
    muted: MutedTopics,
    page: &PageRequest,
    wanted: Wanted,
    mut once: Vec<Column>,
) -> Result<PostsPage> {
    // A topic she muted brings nothing to her feeds (every post of it carries it), yet its
    // branch would read the whole topic looking for one: Popular with a popular topic muted
    // took 12 times as long. Such topics are left out of the posts' branches.
    let topics = without_muted(db, viewer, topics, muted).await?;
    let mut found = PostsPage {
        posts: Vec::new(),
        relations: Relations::default(),
        once: None,
    };
    // SQLite takes at most 500 terms in one compound SELECT.
    for chunk in topics.chunks(TOPICS_PER_STATEMENT) {
        let read = newest_in_each(
            db,
            viewer,
            chunk,
            muted,
            page,
            wanted,
            std::mem::take(&mut once),
        )
        .await?;
        found.posts.extend(read.posts);
        found.relations.extend(read.relations);
        found.once = found.once.or(read.once);
    }
    if !once.is_empty() {
        found.once = Some(beside::once(db, once).await?);
    }
    let rows = &mut found.posts;
    rows.sort_by(|a, b| (&b.created_at, &b.id).cmp(&(&a.created_at, &a.id)));
    // A post in several chunks' topics came once per chunk.
    rows.dedup_by(|a, b| a.id == b.id);
    rows.truncate(usize::try_from(page.first + 1).unwrap_or(usize::MAX));
    Ok(found)
}

const TOPICS_PER_STATEMENT: usize = 100;

/// `topics` without those `viewer` muted, when muted topics' posts are hidden.
async fn without_muted(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    topics: &[Id],
    muted: MutedTopics,
) -> Result<Vec<Id>> {
    let member = match (muted, viewer.as_member()) {
        (MutedTopics::Hidden, Some(member)) => member,
        _ => return Ok(topics.to_vec()),
    };
    let mine: Vec<Id> = muted_topics::Entity::find()
        .select_only()
        .column(muted_topics::Column::TopicId)
        .filter(muted_topics::Column::UserId.eq(member.user_id.clone()))
        .into_tuple()
        .all(db)
        .await?;
    Ok(topics
        .iter()
        .filter(|topic| !mine.contains(topic))
        .cloned()
        .collect())
}

/// The newest `page.first + 1` of each topic's newest visible posts after the cursor (a post
/// in several of them once), with their `wanted` relations, in one statement.
async fn newest_in_each(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    topics: &[Id],
    muted: MutedTopics,
    page: &PageRequest,
    wanted: Wanted,
    once: Vec<Column>,
) -> Result<PostsPage> {
    let mut union: Option<SelectStatement> = None;
    for (n, topic) in topics.iter().enumerate() {
        let newest = posts::Entity::find()
            .join(JoinType::InnerJoin, posts::Relation::PostTopics.def())
            .filter(post_topics::Column::TopicId.eq(topic.clone()))
            .filter(visibility::post_condition_with(viewer, muted))
            .filter(after(page.after.as_ref()))
            .order_by(post_topics::Column::CreatedAt, Order::Desc)
            .order_by(post_topics::Column::PostId, Order::Desc)
            .limit(page.first + 1)
            .into_query();
        let wrapped = Query::select()
            .column(Asterisk)
            .from_subquery(newest, Alias::new(format!("t{n}")))
            .to_owned();
        union = Some(match union {
            None => wrapped,
            Some(mut all) => {
                all.union(UnionType::All, wrapped);
                all
            }
        });
    }
    let Some(union) = union else {
        return Err(AppError::broken("no topic to read"));
    };
    let newest = Query::select()
        .distinct()
        .column(Asterisk)
        .from_subquery(union, Alias::new("u"))
        .order_by(Alias::new("created_at"), Order::Desc)
        .order_by(Alias::new("id"), Order::Desc)
        .limit(page.first + 1)
        .to_owned();
    let me = viewer.as_member().map(|member| &member.user_id);
    post_relations::page_with(db, me, newest, wanted, once).await
}

/// `(post_topics.created_at, post_topics.post_id)` strictly before the cursor.
fn after(cursor: Option<&Cursor>) -> Condition {
    let Some(cursor) = cursor else {
        return Condition::all();
    };
    common::page::beyond(
        post_topics::Column::CreatedAt,
        post_topics::Column::PostId,
        cursor,
        &Order::Desc,
    )
}

/// A topic's posts only (the legacy `post/topic/{id}`), newest first.
pub async fn topic_posts(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    topic: Id,
    page: &PageRequest,
) -> Result<Page<posts::Model>> {
    viewer.require_member()?;
    ::topics::service::get(db, topic.clone()).await?;
    let read = newest_in_topics(
        db,
        viewer,
        &[topic],
        MutedTopics::Shown,
        page,
        Wanted::default(),
        Vec::new(),
    )
    .await?;
    Ok(from_overfetch(read.posts, page.first, post_service::cursor))
}
