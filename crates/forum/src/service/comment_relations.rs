//! What a list shows beside each of its comments (author, whether she blocked the author,
//! reaction tallies). A thread's page reads them in its own statement, each a JSON column
//! beside its comment ([`page_with`], as `post_relations::page_with` does for a feed page);
//! a list whose rows come from elsewhere reads them in one `UNION ALL` ([`of_comments`]). A
//! comment's direct replies are a stored count (`comments.reply_count`), read with its row.

use std::collections::{HashMap, HashSet};

use common::db::beside;
use common::db::relation::{self, Branch, Row};
use common::{Id, Result, Viewer};
use entity::comments;
use sea_orm::sea_query::SelectStatement;
use sea_orm::{ConnectionTrait, FromQueryResult};

use super::authors::{self, Author};
use super::post_relations::Found;
use super::reactions::{self, Tally, tallies_from};
use super::{block_rules, reaction_types};

/// Which relations the list shows (from its GraphQL selection). `blocked`: whom she blocked
/// among the authors, which decides what the comments' text shows.
#[derive(Clone, Copy, Debug, Default)]
pub struct Wanted {
    pub authors: bool,
    pub blocked: bool,
    pub tallies: bool,
}

/// The relations of a list's comments: authors by member id, the members among the authors
/// she blocked, and by comment id its tallies (every comment has an entry when wanted).
#[derive(Debug, Default)]
pub struct Relations {
    pub authors: HashMap<Id, Author>,
    pub blocked: HashSet<Id>,
    pub tallies: HashMap<Id, Vec<Tally>>,
}

/// The `wanted` relations of `comments`, as `viewer` sees them.
pub async fn of_comments(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    comments: &[comments::Model],
    wanted: Wanted,
) -> Result<Relations> {
    let ids: Vec<Id> = comments.iter().map(|c| c.id.clone()).collect();
    let mut owners: Vec<Id> = comments.iter().filter_map(|c| c.owner_id.clone()).collect();
    owners.sort_unstable();
    owners.dedup();
    if ids.is_empty() {
        return Ok(Relations::default());
    }
    let owners = (!owners.is_empty()).then_some(owners.as_slice());
    let branches = branches(viewer, wanted, owners, &ids);
    let mut found = Found::default();
    for row in &relation::run(db, branches).await? {
        found.add(&Row(row))?;
    }
    Ok(Relations {
        tallies: found.tallies(wanted.tallies, &ids)?,
        authors: std::mem::take(&mut found.authors),
        blocked: std::mem::take(&mut found.blocked),
    })
}

/// The wanted branches; `owners` is `None` when no comment has one (an erased account's).
fn branches(viewer: &Viewer, wanted: Wanted, owners: Option<&[Id]>, ids: &[Id]) -> Vec<Branch> {
    let me = viewer.as_member().map(|m| &m.user_id);
    let mut branches = Vec::new();
    if let Some(owners) = owners {
        if wanted.authors {
            branches.push(authors::branch(owners));
        }
        if let (true, Some(me)) = (wanted.blocked, me) {
            branches.push(block_rules::blocked_branch(me, owners));
        }
    }
    if wanted.tallies {
        // The stored tallies (issue 39), not a count of the reactions.
        branches.push(reactions::comment_tally_branch(me, ids));
        branches.push(reaction_types::branch());
    }
    branches
}

/// The columns beside a page's comments ([`page_with`]).
const AUTHOR: &str = "rel_author";
const BLOCKED: &str = "rel_blocked";
const TALLIES: &str = "rel_tallies";
const KINDS: &str = "rel_kinds";

/// The comments of `page` (a statement of comments' rows, any order) oldest first, with their
/// `wanted` relations as `viewer` sees them, read in the same statement, each a column beside
/// its comment.
pub async fn page_with(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    page: SelectStatement,
    wanted: Wanted,
) -> Result<(Vec<comments::Model>, Relations)> {
    let backend = db.get_database_backend();
    let me = viewer.as_member().map(|m| &m.user_id);
    let blocked = wanted.blocked.then_some(me).flatten();
    let mut columns = Vec::new();
    if wanted.authors {
        columns.push(authors::column(backend, AUTHOR, None));
    }
    if let Some(me) = blocked {
        columns.push(block_rules::blocked_column(BLOCKED, me));
    }
    if wanted.tallies {
        // The stored tallies (issue 39), hers marked.
        columns.push(reactions::comment_tally_column(backend, TALLIES, me));
        columns.push(reaction_types::column(backend, KINDS));
    }
    let rows = beside::page_with(db, page, columns).await?;
    let mut comments = Vec::with_capacity(rows.len());
    let mut relations = Relations::default();
    let (mut tallies, mut kinds) = (Vec::new(), None);
    for row in &rows {
        let comment = comments::Model::from_query_result(row, "")?;
        if let Some(owner) = &comment.owner_id {
            if wanted.authors
                && let Some(author) = authors::read_column(row, AUTHOR, owner)?
            {
                relations.authors.insert(owner.clone(), author);
            }
            if blocked.is_some() && row.try_get::<bool>("", BLOCKED)? {
                relations.blocked.insert(owner.clone());
            }
        }
        if wanted.tallies {
            reactions::read_tally_column(row, TALLIES, &comment.id, &mut tallies)?;
            if kinds.is_none() {
                kinds = Some(reaction_types::read_column(row, KINDS)?);
            }
        }
        comments.push(comment);
    }
    comments.sort_unstable_by(|a, b| (&a.created_at, &a.id).cmp(&(&b.created_at, &b.id)));
    if wanted.tallies {
        let ids: Vec<Id> = comments.iter().map(|c| c.id.clone()).collect();
        relations.tallies = tallies_from(&kinds.unwrap_or_default(), &ids, tallies);
    }
    Ok((comments, relations))
}
