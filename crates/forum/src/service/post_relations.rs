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

use std::collections::HashMap;

use common::db::relation::{self, Branch, Keys, Row};
use common::{Id, Result};
use entity::{posts, topics};
use graphql_kit::every_key;
use sea_orm::sea_query::SelectStatement;
use sea_orm::{ConnectionTrait, FromQueryResult};

use super::authors::{self, Author};
use super::reactions::{self, Tally, tallies_from};
use super::{posts as post_service, reaction_types};

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
}

/// The `wanted` relations of `posts`; `me` is whose reactions the tallies mark as hers (none
/// for a visitor).
pub async fn of_posts(
    db: &impl ConnectionTrait,
    me: Option<&Id>,
    posts: &[posts::Model],
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
    if !owners.is_empty() {
        branches.extend(author_branch(wanted, Keys::Ids(&owners)));
    }
    if !post_ids.is_empty() {
        branches.extend(post_branches(me, wanted, Keys::Ids(&post_ids)));
    }
    let mut found = Found::default();
    for row in &relation::run(db, branches).await? {
        found.add(&Row(row))?;
    }
    found.into_relations(&post_ids, wanted)
}

/// The posts `list` selects, newest first, with their `wanted` relations, in one statement:
/// a feed page (docs/performance.md, "One statement a page").
pub async fn listed_with_relations(
    db: &impl ConnectionTrait,
    me: Option<&Id>,
    list: &SelectStatement,
    wanted: Wanted,
) -> Result<(Vec<posts::Model>, Relations)> {
    let owners = Keys::Listed {
        column: "owner_id",
        only: Some("deleted_at IS NULL"),
    };
    let post_ids = Keys::Listed {
        column: "id",
        only: None,
    };
    let mut branches: Vec<Branch> = author_branch(wanted, owners).into_iter().collect();
    branches.extend(post_branches(me, wanted, post_ids));
    let mut found = Found::default();
    let mut listed = Vec::new();
    for row in &relation::run_listed::<posts::Entity>(db, POST, list, branches).await? {
        let row = Row(row);
        if row.kind()? == POST {
            listed.push(posts::Model::from_query_result(row.0, "")?);
        } else {
            found.add(&row)?;
        }
    }
    listed.sort_unstable_by(|a, b| (&b.created_at, &b.id).cmp(&(&a.created_at, &a.id)));
    let post_ids: Vec<Id> = listed.iter().map(|p| p.id.clone()).collect();
    Ok((listed, found.into_relations(&post_ids, wanted)?))
}

/// The kind of a listed post's row.
const POST: &str = "post";

fn author_branch(wanted: Wanted, owners: Keys<'_>) -> Option<Branch> {
    wanted.authors.then(|| authors::branch(owners))
}

/// The branches of the relations keyed by post.
fn post_branches(me: Option<&Id>, wanted: Wanted, post_ids: Keys<'_>) -> Vec<Branch> {
    let mut branches = Vec::new();
    if wanted.topics {
        branches.push(::topics::service::of_posts_branch(post_ids));
    }
    if wanted.images {
        branches.push(post_service::images_branch(post_ids));
    }
    if wanted.tallies {
        // The stored tallies (issue 39), not a count of the reactions.
        branches.push(reactions::post_tally_branch(me, post_ids));
        branches.push(reaction_types::branch());
    }
    branches
}

/// The rows as read, before every post gets its (possibly empty) lists.
#[derive(Default)]
struct Found {
    authors: HashMap<Id, Author>,
    topics: Vec<(Id, topics::Model)>,
    images: Vec<(Id, i64, Id)>,
    tallies: Vec<(Id, Id, i64, i64)>,
    kinds: Vec<entity::reaction_types::Model>,
}

impl Found {
    fn add(&mut self, row: &Row<'_>) -> Result<()> {
        match row.kind()?.as_str() {
            authors::KIND => {
                let author = authors::read(row)?;
                self.authors.insert(author.id.clone(), author);
            }
            ::topics::service::OF_POST => self.topics.push(::topics::service::read_tag(row)?),
            post_service::IMAGES => self.images.push(post_service::read_image(row)?),
            reactions::TALLY => self.tallies.push(reactions::read_tally(row)?),
            _ => self.kinds.push(reaction_types::read(row)?),
        }
        Ok(())
    }

    fn into_relations(self, post_ids: &[Id], wanted: Wanted) -> Result<Relations> {
        Ok(Relations {
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
            tallies: if wanted.tallies {
                tallies_from(
                    &reaction_types::in_order(self.kinds)?,
                    post_ids,
                    self.tallies,
                )
            } else {
                HashMap::new()
            },
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
