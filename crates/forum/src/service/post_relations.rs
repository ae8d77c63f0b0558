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

use std::collections::{HashMap, HashSet};

use common::db::relation::{self, Row};
use common::{Id, Result};
use entity::{posts, topics};
use graphql_kit::every_key;
use sea_orm::ConnectionTrait;

use super::authors::{self, Author};
use super::reactions::{self, Tally, tallies_from};
use super::{block_rules, comments as comment_service, posts as post_service, reaction_types};

/// Which relations the list shows (from its GraphQL selection).
#[derive(Clone, Copy, Debug, Default)]
pub struct Wanted {
    pub authors: bool,
    pub topics: bool,
    pub images: bool,
    pub tallies: bool,
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
    /// The topics of the Second Opinions listed beside the posts ([`of_mixed`]), by id.
    pub resource_topics: HashMap<Id, Vec<topics::Model>>,
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
    pub(super) replies: HashMap<Id, i64>,
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
            comment_service::REPLIES => {
                let (comment, replies) = comment_service::read_reply_count(row)?;
                self.replies.insert(comment, replies);
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
