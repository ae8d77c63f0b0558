//! What a list shows beside each of its posts (author, topics, pictures, reaction tallies),
//! read in one statement for the whole list.
//!
//! Each relation has its own service and loader for a single post. A list read them one
//! statement each (five: the tallies also read the reaction types), and each statement is a
//! round trip to PostgreSQL or, with sqlx's SQLite driver, a hop to the connection's thread
//! and back: most of what a feed page cost (docs/performance.md). Here every relation the
//! list selects is one branch of a `UNION ALL` whose rows are `(kind, key, JSON of the
//! value)`, and the list's loaders are fed from it, so its rows resolve without a statement.
//! The values are exactly what the single-item services answer (the tests compare them on
//! both databases).

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use common::db::statement;
use common::{Id, Result};
use entity::{posts, reaction_types, topics};
use graphql_kit::every_key;
use sea_orm::{ConnectionTrait, DbBackend, QueryResult, Value};
use serde::Deserialize;

use super::authors::Author;
use super::reactions::{Tally, tallies_from};

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
    let backend = db.get_database_backend();
    let Some(query) = union(backend, me, &post_ids, &owners, wanted) else {
        return Ok(Relations::default());
    };
    let rows = db.query_all_raw(query).await?;
    let mut found = Found::default();
    for row in &rows {
        found.add(row)?;
    }
    Ok(found.into_relations(&post_ids, wanted))
}

/// `json_object('k', column, …)` as text, in the backend's dialect. Keys are constants.
fn json(backend: DbBackend, pairs: &[(&str, &str)]) -> String {
    let args: Vec<String> = pairs.iter().map(|(k, v)| format!("'{k}', {v}")).collect();
    match backend {
        DbBackend::Postgres => format!("json_build_object({})::text", args.join(", ")),
        _ => format!("json_object({})", args.join(", ")),
    }
}

fn placeholders(n: usize) -> String {
    vec!["?"; n].join(", ")
}

/// The statement, or none when the list selects nothing it holds.
fn union(
    backend: DbBackend,
    me: Option<&Id>,
    post_ids: &[Id],
    owners: &[Id],
    wanted: Wanted,
) -> Option<sea_orm::Statement> {
    let ids = |values: &mut Vec<Value>, list: &[Id]| {
        values.extend(list.iter().map(|id| Value::from(id.clone())));
        placeholders(list.len())
    };
    // Every branch: kind, key, the value as JSON, then the topics' timestamps (typed columns,
    // so each database decodes its own). No `ORDER BY`: the lists are put in order here, as
    // their own services do; sorting the union cost SQLite a sort per branch.
    let mut branches = Vec::new();
    let mut values = Vec::new();
    if wanted.authors && !owners.is_empty() {
        let data = json(
            backend,
            &[
                ("id", "id"),
                ("username", "username"),
                ("profile_colour", "profile_colour"),
                ("profile_image", "profile_image"),
            ],
        );
        let list = ids(&mut values, owners);
        branches.push(format!(
            "SELECT 'author' AS \"kind\", id AS \"key\", {data} AS \"data\", \
             NULL AS \"created_at\", NULL AS \"updated_at\" FROM users WHERE id IN ({list})"
        ));
    }
    if !post_ids.is_empty() {
        if wanted.topics {
            let data = json(
                backend,
                &[
                    ("id", "topics.id"),
                    ("title", "topics.title"),
                    ("description", "topics.description"),
                ],
            );
            let list = ids(&mut values, post_ids);
            branches.push(format!(
                "SELECT 'topic', post_topics.post_id, {data}, topics.created_at, \
                 topics.updated_at FROM post_topics INNER JOIN topics \
                 ON topics.id = post_topics.topic_id WHERE post_topics.post_id IN ({list})"
            ));
        }
        if wanted.images {
            let data = json(
                backend,
                &[("file", "file_id"), ("position", "\"position\"")],
            );
            let list = ids(&mut values, post_ids);
            branches.push(format!(
                "SELECT 'image', post_id, {data}, NULL, NULL \
                 FROM post_images WHERE post_id IN ({list})"
            ));
        }
        if wanted.tallies {
            let data = json(
                backend,
                &[
                    ("kind", "t.reaction_type_id"),
                    ("count", "t.count"),
                    (
                        "mine",
                        "CASE WHEN EXISTS (SELECT 1 FROM post_reactions AS r \
                         WHERE r.post_id = t.post_id AND r.owner_id = ? \
                         AND r.reaction_type_id = t.reaction_type_id) THEN 1 ELSE 0 END",
                    ),
                ],
            );
            values.push(Value::from(me.cloned()));
            let list = ids(&mut values, post_ids);
            // The stored tallies (issue 39), not a count of the reactions.
            branches.push(format!(
                "SELECT 'tally', t.post_id, {data}, NULL, NULL FROM post_reaction_tallies AS t \
                 WHERE t.post_id IN ({list})"
            ));
            let data = json(
                backend,
                &[
                    ("id", "id"),
                    ("name", "name"),
                    ("emoji", "emoji"),
                    ("description", "description"),
                    ("position", "\"position\""),
                    ("hidden", "CASE WHEN hidden THEN 1 ELSE 0 END"),
                ],
            );
            branches.push(format!(
                "SELECT 'kind', id, {data}, NULL, NULL FROM reaction_types"
            ));
        }
    }
    if branches.is_empty() {
        return None;
    }
    Some(statement(backend, &branches.join(" UNION ALL "), values))
}

#[derive(Deserialize)]
struct TopicJson {
    id: Id,
    title: String,
    description: Option<String>,
}

#[derive(Deserialize)]
struct ImageJson {
    file: Id,
    position: i64,
}

#[derive(Deserialize)]
struct TallyJson {
    kind: Id,
    count: i64,
    mine: i64,
}

#[derive(Deserialize)]
struct KindJson {
    id: Id,
    name: String,
    emoji: String,
    description: String,
    position: i32,
    hidden: i64,
}

/// The rows as read, before every post gets its (possibly empty) lists.
#[derive(Default)]
struct Found {
    authors: HashMap<Id, Author>,
    topics: HashMap<Id, Vec<topics::Model>>,
    images: HashMap<Id, Vec<(i64, Id)>>,
    tallies: Vec<(Id, Id, i64, i64)>,
    kinds: Vec<reaction_types::Model>,
}

fn parse<T: for<'de> Deserialize<'de>>(data: &str) -> Result<T> {
    serde_json::from_str(data).map_err(common::AppError::internal)
}

impl Found {
    fn add(&mut self, row: &QueryResult) -> Result<()> {
        let kind: String = row.try_get_by_index(0)?;
        let key: Id = row.try_get_by_index(1)?;
        let data: String = row.try_get_by_index(2)?;
        match kind.as_str() {
            "author" => {
                let author: Author = parse(&data)?;
                self.authors.insert(key, author);
            }
            "topic" => {
                let topic: TopicJson = parse(&data)?;
                let created_at: DateTime<Utc> = row.try_get_by_index(3)?;
                let updated_at: DateTime<Utc> = row.try_get_by_index(4)?;
                self.topics.entry(key).or_default().push(topics::Model {
                    id: topic.id,
                    title: topic.title,
                    description: topic.description,
                    created_at,
                    updated_at,
                });
            }
            "image" => {
                let image: ImageJson = parse(&data)?;
                self.images
                    .entry(key)
                    .or_default()
                    .push((image.position, image.file));
            }
            "tally" => {
                let tally: TallyJson = parse(&data)?;
                self.tallies
                    .push((key, tally.kind, tally.count, tally.mine));
            }
            _ => {
                let kind: KindJson = parse(&data)?;
                self.kinds.push(reaction_types::Model {
                    id: kind.id,
                    name: kind.name,
                    emoji: kind.emoji,
                    description: kind.description,
                    position: kind.position,
                    hidden: kind.hidden != 0,
                });
            }
        }
        Ok(())
    }

    fn into_relations(mut self, post_ids: &[Id], wanted: Wanted) -> Relations {
        let images = self
            .images
            .into_iter()
            .map(|(post, mut list)| {
                list.sort_unstable_by_key(|(position, _)| *position);
                (post, list.into_iter().map(|(_, file)| file).collect())
            })
            .collect();
        self.kinds.sort_unstable_by_key(|kind| kind.position);
        for list in self.topics.values_mut() {
            ::topics::service::sort_by_title(list);
        }
        Relations {
            authors: self.authors,
            topics: for_every_post(wanted.topics, post_ids, self.topics),
            images: for_every_post(wanted.images, post_ids, images),
            tallies: if wanted.tallies {
                tallies_from(&self.kinds, post_ids, self.tallies)
            } else {
                HashMap::new()
            },
        }
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
