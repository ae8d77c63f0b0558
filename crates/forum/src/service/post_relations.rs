//! What a list shows beside each of its posts (author, topics, pictures, reaction tallies),
//! read in one statement for the whole list.
//!
//! Each relation is declared once, as a branch in `common::db::relation`'s row layout, beside
//! its own service: `authors::branch`, `topics::service::of_posts_branch`,
//! `posts::images_branch`, `reactions::tally_branch` with `reaction_types::branch`. A single
//! post's loader runs its relation's branch alone; a list runs every relation it selects as
//! one `UNION ALL` and feeds the list's loaders from it, so its rows resolve without a
//! statement. Each branch's rows are read by the same reader either way. Each statement is a
//! round trip to PostgreSQL or, with sqlx's SQLite driver, a hop to the connection's thread
//! and back: most of what a feed page cost (docs/performance.md).
//!
//! A feed page reads its posts and their relations in one statement ([`page_with`]): each
//! relation is a JSON column beside its post (`common::db::beside`), so a page is about twenty
//! rows of a few values each instead of a hundred rows of the union's layout.

use std::collections::{HashMap, HashSet};

use common::db::beside::{self, Column};
use common::db::relation::{self, Row};
use common::{Id, Result};
use entity::{posts, topics};
use graphql_kit::every_key;
use sea_orm::sea_query::SelectStatement;
use sea_orm::{ConnectionTrait, FromQueryResult, QueryResult};

use super::authors::{self, Author};
use super::reactions::{self, Reaction, Tally, tallies_from};
use super::{block_rules, posts as post_service, reaction_types};

/// Which relations the list shows (from its GraphQL selection).
#[derive(Clone, Copy, Debug, Default)]
pub struct Wanted {
    pub authors: bool,
    pub topics: bool,
    pub images: bool,
    pub tallies: bool,
    /// Every reaction, oldest first (the REST shim's legacy list): read by [`page_with`] only;
    /// a list read elsewhere takes them from `reactions::of_posts`.
    pub reactions: bool,
}

/// The relations of a list's posts, keyed as their loaders key them: authors by member id
/// (a deleted post has none), everything else by post id, with an empty list for a post
/// that has none.
#[derive(Debug, Default)]
pub struct Relations {
    pub authors: HashMap<Id, Author>,
    pub topics: HashMap<Id, Vec<topics::Model>>,
    pub images: HashMap<Id, Vec<Id>>,
    pub tallies: HashMap<Id, Vec<Tally>>,
    /// Every reaction on each post, oldest first, when [`Wanted::reactions`].
    pub reactions: HashMap<Id, Vec<Reaction>>,
    /// The topics of the Second Opinions listed beside the posts ([`of_mixed`], or a feed
    /// page's), by id.
    pub resource_topics: HashMap<Id, Vec<topics::Model>>,
}

impl Relations {
    /// Adds `other`'s relations (of other rows) to these.
    pub fn extend(&mut self, other: Relations) {
        self.authors.extend(other.authors);
        self.topics.extend(other.topics);
        self.images.extend(other.images);
        self.tallies.extend(other.tallies);
        self.reactions.extend(other.reactions);
        self.resource_topics.extend(other.resource_topics);
    }
}

/// The `wanted` relations of `posts`; `me` is whose reactions the tallies mark as hers (none
/// for a visitor).
pub async fn of_posts(
    db: &impl ConnectionTrait,
    me: Option<&Id>,
    posts: &[posts::Model],
    wanted: Wanted,
) -> Result<Relations> {
    of_mixed(db, me, posts, &[], wanted).await
}

/// The same for a mixed list (a feed page), with the topics of its Second Opinions
/// (`resources`) when topics are wanted, in the same statement.
pub async fn of_mixed(
    db: &impl ConnectionTrait,
    me: Option<&Id>,
    posts: &[posts::Model],
    resources: &[Id],
    wanted: Wanted,
) -> Result<Relations> {
    let post_ids: Vec<Id> = posts.iter().map(|p| p.id.clone()).collect();
    let mut owners: Vec<Id> = posts
        .iter()
        .filter(|p| p.deleted_at.is_none())
        .map(|p| p.owner_id.clone())
        .collect();
    owners.sort_unstable();
    owners.dedup();
    let mut branches = Vec::new();
    if wanted.authors && !owners.is_empty() {
        branches.push(authors::branch(&owners));
    }
    if !post_ids.is_empty() {
        if wanted.topics {
            branches.push(::topics::service::of_posts_branch(&post_ids));
        }
        if wanted.images {
            branches.push(post_service::images_branch(&post_ids));
        }
        if wanted.tallies {
            // The stored tallies (issue 39), not a count of the reactions.
            branches.push(reactions::post_tally_branch(me, &post_ids));
            branches.push(reaction_types::branch());
        }
    }
    if wanted.topics && !resources.is_empty() {
        branches.push(::topics::service::of_resources_branch(resources));
    }
    let mut found = Found::default();
    for row in &relation::run(db, branches).await? {
        found.add(&Row(row))?;
    }
    let mut relations = found.into_relations(&post_ids, wanted)?;
    if wanted.topics {
        let found = std::mem::take(&mut relations.resource_topics);
        relations.resource_topics = every_key(resources, found);
    }
    Ok(relations)
}

/// The columns beside a page's posts ([`page_with`]).
const AUTHOR: &str = "rel_author";
const TOPICS: &str = "rel_topics";
const IMAGES: &str = "rel_images";
const TALLIES: &str = "rel_tallies";
const KINDS: &str = "rel_kinds";
const REACTIONS: &str = "rel_reactions";

/// A page of posts read with [`page_with`].
pub struct PostsPage {
    /// Newest first.
    pub posts: Vec<posts::Model>,
    pub relations: Relations,
    /// The row of the caller's columns read once with the page (none when it gave none).
    pub once: Option<QueryResult>,
}

/// The posts of `page` (a statement of posts' rows, any order) newest first, with their
/// `wanted` relations read in the same statement, each a column beside its post, and `once`,
/// the caller's columns read once for the whole page (`beside::page_with_once`); `me` is
/// whose reactions the tallies mark as hers.
pub async fn page_with(
    db: &impl ConnectionTrait,
    me: Option<&Id>,
    page: SelectStatement,
    wanted: Wanted,
    mut once: Vec<Column>,
) -> Result<PostsPage> {
    let backend = db.get_database_backend();
    let row = beside::ROW;
    let mut columns = Vec::new();
    if wanted.authors {
        let shown = format!("{row}.deleted_at IS NULL");
        columns.push(authors::column(backend, AUTHOR, Some(&shown)));
    }
    if wanted.topics {
        columns.push(::topics::service::tags_column(
            backend,
            TOPICS,
            "post_topics",
            "post_id",
        ));
    }
    if wanted.images {
        columns.push(Column::list(
            backend,
            IMAGES,
            "i.file_id, i.\"position\"",
            &format!("FROM post_images AS i WHERE i.post_id = {row}.id"),
            Vec::new(),
        ));
    }
    if wanted.tallies {
        // The stored tallies (issue 39), hers marked.
        columns.push(reactions::post_tally_column(backend, TALLIES, me));
        // The same on every row: read once.
        once.push(reaction_types::column(backend, KINDS));
    }
    if wanted.reactions {
        columns.push(reactions::list_column(backend, REACTIONS));
    }
    let (rows, once) = if once.is_empty() {
        (beside::page_with(db, page, columns).await?, None)
    } else {
        let width = <posts::Column as sea_orm::Iterable>::iter().count();
        let read = beside::page_with_once(db, page, width, columns, once).await?;
        (read.rows, Some(read.once))
    };
    let mut posts = Vec::with_capacity(rows.len());
    let mut relations = Relations::default();
    let mut tallies = Vec::new();
    for row in &rows {
        let post = posts::Model::from_query_result(row, "")?;
        if wanted.authors
            && let Some(author) = authors::read_column(row, AUTHOR, &post.owner_id)?
        {
            relations.authors.insert(post.owner_id.clone(), author);
        }
        if wanted.topics {
            let topics = ::topics::service::read_tags_column(row, TOPICS)?;
            relations.topics.insert(post.id.clone(), topics);
        }
        if wanted.images {
            let mut images = beside::read_list::<(String, i64)>(row, IMAGES)?;
            images.sort_unstable_by_key(|(_, position)| *position);
            let files = images.into_iter().map(|(file, _)| Id::stored(file));
            relations.images.insert(post.id.clone(), files.collect());
        }
        if wanted.tallies {
            reactions::read_tally_column(row, TALLIES, &post.id, &mut tallies)?;
        }
        if wanted.reactions {
            let list = reactions::read_list_column(row, REACTIONS)?;
            relations.reactions.insert(post.id.clone(), list);
        }
        posts.push(post);
    }
    posts.sort_unstable_by(|a, b| (&b.created_at, &b.id).cmp(&(&a.created_at, &a.id)));
    if let (true, Some(once)) = (wanted.tallies, &once) {
        let kinds = reaction_types::read_column(once, KINDS)?;
        let ids: Vec<Id> = posts.iter().map(|post| post.id.clone()).collect();
        relations.tallies = tallies_from(&kinds, &ids, tallies);
    }
    Ok(PostsPage {
        posts,
        relations,
        once,
    })
}

/// The rows as read, before every post (or comment) gets its (possibly empty) lists.
#[derive(Default)]
pub(super) struct Found {
    pub(super) authors: HashMap<Id, Author>,
    topics: Vec<(Id, topics::Model)>,
    resource_topics: Vec<(Id, topics::Model)>,
    images: Vec<(Id, i64, Id)>,
    tallies: Vec<(Id, Id, i64, i64)>,
    kinds: Vec<entity::reaction_types::Model>,
    pub(super) blocked: HashSet<Id>,
}

impl Found {
    pub(super) fn add(&mut self, row: &Row<'_>) -> Result<()> {
        match row.kind()?.as_str() {
            authors::KIND => {
                let author = authors::read(row)?;
                self.authors.insert(author.id.clone(), author);
            }
            ::topics::service::OF_POST => self.topics.push(::topics::service::read_tag(row)?),
            ::topics::service::OF_RESOURCE => {
                self.resource_topics.push(::topics::service::read_tag(row)?)
            }
            post_service::IMAGES => self.images.push(post_service::read_image(row)?),
            reactions::TALLY => self.tallies.push(reactions::read_tally(row)?),
            block_rules::BLOCKED => {
                self.blocked.insert(row.key()?);
            }
            _ => self.kinds.push(reaction_types::read(row)?),
        }
        Ok(())
    }

    /// Each of `ids`' tallies in legend order, when `wanted` (none otherwise).
    pub(super) fn tallies(
        &mut self,
        wanted: bool,
        ids: &[Id],
    ) -> Result<HashMap<Id, Vec<reactions::Tally>>> {
        if !wanted {
            return Ok(HashMap::new());
        }
        let kinds = reaction_types::in_order(std::mem::take(&mut self.kinds))?;
        Ok(tallies_from(&kinds, ids, std::mem::take(&mut self.tallies)))
    }

    fn into_relations(mut self, post_ids: &[Id], wanted: Wanted) -> Result<Relations> {
        Ok(Relations {
            tallies: self.tallies(wanted.tallies, post_ids)?,
            authors: self.authors,
            topics: for_every_post(
                wanted.topics,
                post_ids,
                ::topics::service::by_key(self.topics),
            ),
            images: for_every_post(
                wanted.images,
                post_ids,
                post_service::images_in_order(self.images),
            ),
            resource_topics: ::topics::service::by_key(self.resource_topics),
            reactions: HashMap::new(),
        })
    }
}

/// A wanted relation's list for every post (an empty one where it has none), so a post's
/// loader never asks again; an unwanted one stays empty.
fn for_every_post<V: Default>(
    wanted: bool,
    post_ids: &[Id],
    found: HashMap<Id, V>,
) -> HashMap<Id, V> {
    if wanted {
        every_key(post_ids, found)
    } else {
        HashMap::new()
    }
}
