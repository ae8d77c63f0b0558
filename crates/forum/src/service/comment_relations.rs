//! What a list shows beside each of its comments (author, whether she blocked the author,
//! direct replies, reaction tallies), read in one statement for the whole list, as
//! `post_relations` does for posts, from the same branches their own loaders run alone: a
//! thread's page is three statements after the session check where it was seven.

use std::collections::{HashMap, HashSet};

use common::db::relation::{self, Branch, Row};
use common::{Id, Result, Viewer};
use entity::comments;
use sea_orm::ConnectionTrait;

use super::authors::{self, Author};
use super::post_relations::Found;
use super::reactions::{self, Tally};
use super::{block_rules, comments as comment_service, reaction_types};

/// Which relations the list shows (from its GraphQL selection). `blocked`: whom she blocked
/// among the authors, which decides what the comments' text shows.
#[derive(Clone, Copy, Debug, Default)]
pub struct Wanted {
    pub authors: bool,
    pub blocked: bool,
    pub reply_counts: bool,
    pub tallies: bool,
}

/// The relations of a list's comments: authors by member id, the members among the authors
/// she blocked, and by comment id its direct replies and tallies (every comment has an entry
/// in a wanted one).
#[derive(Debug, Default)]
pub struct Relations {
    pub authors: HashMap<Id, Author>,
    pub blocked: HashSet<Id>,
    pub reply_counts: HashMap<Id, i64>,
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
    into_relations(found, &ids, wanted)
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
    if wanted.reply_counts {
        branches.push(comment_service::reply_count_branch(ids));
    }
    if wanted.tallies {
        // The stored tallies (issue 39), not a count of the reactions.
        branches.push(reactions::comment_tally_branch(me, ids));
        branches.push(reaction_types::branch());
    }
    branches
}

fn into_relations(mut found: Found, ids: &[Id], wanted: Wanted) -> Result<Relations> {
    let mut reply_counts = std::mem::take(&mut found.replies);
    if wanted.reply_counts {
        for id in ids {
            reply_counts.entry(id.clone()).or_insert(0);
        }
    }
    Ok(Relations {
        tallies: found.tallies(wanted.tallies, ids)?,
        authors: std::mem::take(&mut found.authors),
        blocked: std::mem::take(&mut found.blocked),
        reply_counts,
    })
}
