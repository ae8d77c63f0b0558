//! Related Second Opinions under a post (issue 36): up to three expert articles that match the
//! post's topics and words, best first, none when nothing matches.
//!
//! A bounded read, whatever the number of articles:
//! - the post's distinctive words (its title's first, then its text's longest; common words
//!   left out) find at most [`WORD_CANDIDATES`] articles holding any of them through the
//!   search index (SQLite's FTS5 table in rowid order, PostgreSQL's GIN-indexed `search_all`,
//!   both of migration `m20261126_000001`);
//! - its topics find at most [`TOPIC_CANDIDATES`] articles through
//!   `resource_topics(topic_id, resource_id)`;
//! - the candidates are scored here: a word in the article's title counts 3, in its text 1,
//!   a shared topic 2; ties go to featured articles, then the newest.

use std::collections::{HashMap, HashSet};

use common::{Id, Result, Viewer};
use entity::{post_topics, resource_topics, resources};
use forum::service::posts as post_service;
use sea_orm::sea_query::{Alias, Expr, Query};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, FromQueryResult, Order, QueryFilter,
    QueryOrder, QuerySelect,
};

/// At most this many articles under a post.
pub const MAX_RELATED: usize = 3;
/// Articles read through the search index…
const WORD_CANDIDATES: u64 = 40;
/// …and through the post's topics.
const TOPIC_CANDIDATES: u64 = 40;
/// At most this many of the post's words are looked up.
const MAX_WORDS: usize = 10;

/// Words too common to say what a post is about.
const COMMON: &[&str] = &[
    "about", "after", "again", "all", "also", "and", "any", "anyone", "are", "because", "been",
    "before", "being", "but", "can", "could", "did", "does", "doing", "don", "else", "ever",
    "feel", "feeling", "for", "from", "get", "getting", "got", "had", "has", "have", "having",
    "her", "here", "how", "into", "its", "just", "know", "like", "many", "more", "most", "much",
    "need", "normal", "not", "now", "off", "one", "only", "other", "our", "out", "over", "really",
    "same", "she", "should", "some", "still", "than", "thank", "thanks", "that", "the", "their",
    "them", "then", "there", "these", "they", "thing", "things", "this", "those", "through", "too",
    "very", "want", "was", "way", "were", "what", "when", "where", "which", "while", "who", "why",
    "will", "with", "would", "yes", "you", "your",
];

/// The words of a post that say what it is about: the title's, then the text's longest, each
/// once, lower-case, at least three letters, without the common ones.
pub fn post_words(title: &str, text: &str) -> Vec<String> {
    let split = |s: &str| -> Vec<String> {
        s.split(|c: char| !c.is_alphanumeric())
            .map(str::to_lowercase)
            .filter(|w| w.chars().count() >= 3 && !COMMON.contains(&w.as_str()))
            .filter(|w| !w.chars().all(|c| c.is_ascii_digit()))
            .collect()
    };
    let mut seen = HashSet::new();
    let mut words: Vec<String> = split(title)
        .into_iter()
        .filter(|w| seen.insert(w.clone()))
        .collect();
    let mut rest: Vec<String> = split(text)
        .into_iter()
        .filter(|w| seen.insert(w.clone()))
        .collect();
    // Longer words are rarer: they say more.
    rest.sort_by_key(|w| std::cmp::Reverse(w.chars().count()));
    words.extend(rest);
    words.truncate(MAX_WORDS);
    words
}

/// Whether `haystack`'s words hold one beginning with `word` (as the search matches).
fn holds(haystack: &HashSet<String>, word: &str) -> bool {
    haystack.iter().any(|w| w.starts_with(word))
}

fn word_set(text: &str) -> HashSet<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// The related Second Opinions of the post `post_id`, best first.
pub async fn related(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    post_id: Id,
) -> Result<Vec<resources::Model>> {
    let post = post_service::get(db, viewer, post_id).await?;
    if post.deleted_at.is_some() {
        return Ok(Vec::new());
    }
    let topics: Vec<Id> = post_topics::Entity::find()
        .select_only()
        .column(post_topics::Column::TopicId)
        .filter(post_topics::Column::PostId.eq(post.id.clone()))
        .into_tuple()
        .all(db)
        .await?;
    let words = post_words(&post.title, &post.text);
    let (by_words, by_topics) = tokio::try_join!(matching_words(db, &words), tagged(db, &topics))?;
    let mut ids: Vec<Id> = by_words;
    for id in by_topics {
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let candidates = async {
        Ok::<_, common::AppError>(
            resources::Entity::find()
                .filter(resources::Column::Id.is_in(ids.iter().cloned()))
                .all(db)
                .await?,
        )
    };
    let (candidates, shared) = tokio::try_join!(candidates, shared_topics(db, &ids, &topics))?;
    let mut scored: Vec<(u32, resources::Model)> = candidates
        .into_iter()
        .map(|resource| {
            let (title, text) = (word_set(&resource.title), word_set(&resource.text));
            let mut score = 0;
            for word in &words {
                if holds(&title, word) {
                    score += 3;
                } else if holds(&text, word) {
                    score += 1;
                }
            }
            score += 2 * shared.get(&resource.id).copied().unwrap_or(0);
            (score, resource)
        })
        .filter(|(score, _)| *score > 0)
        .collect();
    scored.sort_by(|(a, ra), (b, rb)| {
        b.cmp(a)
            .then(rb.featured.cmp(&ra.featured))
            .then((&rb.created_at, &rb.id).cmp(&(&ra.created_at, &ra.id)))
    });
    Ok(scored
        .into_iter()
        .take(MAX_RELATED)
        .map(|(_, resource)| resource)
        .collect())
}

#[derive(FromQueryResult)]
struct Found {
    id: Id,
}

/// The newest articles holding any of `words` (a word matches the start of a word).
async fn matching_words(db: &impl ConnectionTrait, words: &[String]) -> Result<Vec<Id>> {
    if words.is_empty() {
        return Ok(Vec::new());
    }
    let backend = db.get_database_backend();
    let mut select = Query::select();
    if backend == DbBackend::Postgres {
        // The vectors hold each word's beginnings of 3 to 24 characters (migration
        // `m20261128_000001`): each word is one lexeme.
        let query = words
            .iter()
            .map(|w| format!("'{}'", w.chars().take(24).collect::<String>()))
            .collect::<Vec<_>>()
            .join(" | ");
        select
            .column((resources::Entity, resources::Column::Id))
            .from(resources::Entity)
            .and_where(Expr::cust_with_values(
                "resources.search_all @@ to_tsquery('forum_search', $1)",
                [query],
            ))
            .order_by(
                (resources::Entity, resources::Column::CreatedAt),
                Order::Desc,
            )
            .limit(WORD_CANDIDATES);
    } else {
        let query = words
            .iter()
            .map(|w| format!("\"{w}\"*"))
            .collect::<Vec<_>>()
            .join(" OR ");
        select
            .expr_as(Expr::cust("resources.id"), Alias::new("id"))
            .from(Alias::new("resources_search"))
            .join(
                sea_orm::JoinType::InnerJoin,
                resources::Entity,
                Expr::cust("resources.rowid = resources_search.rowid"),
            )
            .and_where(Expr::cust_with_values("resources_search MATCH ?", [query]))
            .order_by_expr(Expr::cust("resources_search.rowid"), Order::Desc)
            .limit(WORD_CANDIDATES);
    }
    Ok(Found::find_by_statement(backend.build(&select))
        .all(db)
        .await?
        .into_iter()
        .map(|found| found.id)
        .collect())
}

/// Articles tagged with any of `topics`, through the topic's index.
async fn tagged(db: &impl ConnectionTrait, topics: &[Id]) -> Result<Vec<Id>> {
    if topics.is_empty() {
        return Ok(Vec::new());
    }
    Ok(resource_topics::Entity::find()
        .select_only()
        .column(resource_topics::Column::ResourceId)
        .filter(resource_topics::Column::TopicId.is_in(topics.iter().cloned()))
        .order_by_desc(resource_topics::Column::ResourceId)
        .limit(TOPIC_CANDIDATES)
        .into_tuple()
        .all(db)
        .await?)
}

/// How many of `topics` each of the articles `ids` carries.
async fn shared_topics(
    db: &impl ConnectionTrait,
    ids: &[Id],
    topics: &[Id],
) -> Result<HashMap<Id, u32>> {
    if topics.is_empty() {
        return Ok(HashMap::new());
    }
    let rows: Vec<(Id, Id)> = resource_topics::Entity::find()
        .select_only()
        .column(resource_topics::Column::ResourceId)
        .column(resource_topics::Column::TopicId)
        .filter(resource_topics::Column::ResourceId.is_in(ids.iter().cloned()))
        .filter(resource_topics::Column::TopicId.is_in(topics.iter().cloned()))
        .into_tuple()
        .all(db)
        .await?;
    let mut shared = HashMap::new();
    for (resource, _) in rows {
        *shared.entry(resource).or_insert(0) += 1;
    }
    Ok(shared)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_posts_words_are_its_titles_then_its_texts_longest_without_common_ones() {
        assert_eq!(
            post_words(
                "Is this normal? Spotting after IUD",
                "I had spotting for weeks and my doctor said it was fine"
            ),
            ["spotting", "iud", "doctor", "weeks", "said", "fine"]
        );
        assert!(post_words("Is this normal?", "and so it was").is_empty());
    }
}
