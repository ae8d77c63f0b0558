//! Searching the forum: posts and Second Opinions whose title or text holds every word of the
//! query. A word matches the start of a word ('endo' finds 'endometriosis'); case and accents
//! don't matter.
//!
//! **Best matches first**: the items with every word in the title come first, then the rest;
//! each group newest first. The order belongs to the item alone (not to a score that shifts as
//! the forum grows), so the cursor — the group and `(created_at, id)` in it, like the Second
//! Opinions shelf's — pages without repeating or skipping while members post.
//!
//! One query shape, two dialects, over the indexes of migration `m20261126_000001`:
//! SQLite's FTS5 tables `posts_search` / `resources_search` (`unicode61`, diacritics
//! removed), PostgreSQL's GIN indexes on `to_tsvector('forum_search', …)` (`simple` with
//! `unaccent`). The feed's visibility rules apply: quarantined posts (to all but their owner
//! and admins), tombstones and the authors she blocked never appear.

use common::page::beyond;
use common::{AppError, Cursor, Result, Viewer};
use entity::{posts, resources};
use sea_orm::sea_query::{Expr, SimpleExpr};
use sea_orm::{
    ConnectionTrait, DbBackend, EntityTrait, Order, QueryFilter, QueryOrder, QuerySelect,
};

use super::feed::Item;
use forum::service::visibility;

/// A query is at most this long…
pub const MAX_QUERY_CHARS: usize = 200;
/// …and at most this many words count.
pub const MAX_WORDS: usize = 8;

/// Which group a result is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// Every word is in the title.
    Best,
    /// Every word is in the title and text together, not all in the title.
    Rest,
}

/// Where a page of results ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchCursor {
    pub group: Group,
    pub at: Cursor,
}

impl SearchCursor {
    pub fn encode(&self) -> String {
        let group = match self.group {
            Group::Best => 'b',
            Group::Rest => 'r',
        };
        format!("{group}{}", self.at.encode())
    }

    pub fn decode(field: &'static str, value: &str) -> Result<Self> {
        let (group, at) = if let Some(at) = value.strip_prefix('b') {
            (Group::Best, at)
        } else if let Some(at) = value.strip_prefix('r') {
            (Group::Rest, at)
        } else {
            return Err(Cursor::invalid(field));
        };
        Ok(Self {
            group,
            at: Cursor::decode(field, at)?,
        })
    }
}

pub struct Results {
    pub items: Vec<Item>,
    pub has_next_page: bool,
    pub end_cursor: Option<SearchCursor>,
}

/// The words of a query: letters and digits, lower-cased; anything else separates words (so
/// nothing a member types reaches the database as search syntax).
pub fn words(query: &str) -> Result<Vec<String>> {
    if query.chars().count() > MAX_QUERY_CHARS {
        return Err(AppError::invalid(
            "query",
            format!("Search for at most {MAX_QUERY_CHARS} characters."),
        ));
    }
    Ok(query
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .take(MAX_WORDS)
        .map(str::to_lowercase)
        .collect())
}

/// A page of results for `viewer` (a member).
pub async fn search(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    query: &str,
    first: u64,
    after: Option<&SearchCursor>,
) -> Result<Results> {
    viewer.require_member()?;
    let words = words(query)?;
    let mut found: Vec<(Group, Item)> = Vec::new();
    let wanted = usize::try_from(first + 1).unwrap_or(usize::MAX);
    if !words.is_empty() {
        let groups = match after.map(|a| a.group) {
            None | Some(Group::Best) => &[Group::Best, Group::Rest][..],
            Some(Group::Rest) => &[Group::Rest][..],
        };
        for &group in groups {
            let cursor = after.filter(|a| a.group == group).map(|a| &a.at);
            let limit = (wanted - found.len()) as u64;
            let items = group_page(db, viewer, &words, group, cursor, limit).await?;
            found.extend(items.into_iter().map(|item| (group, item)));
            if found.len() >= wanted {
                break;
            }
        }
    }
    let has_next_page = found.len() > first as usize;
    found.truncate(first as usize);
    let end_cursor = found.last().map(|(group, item)| SearchCursor {
        group: *group,
        at: item.cursor(),
    });
    Ok(Results {
        items: found.into_iter().map(|(_, item)| item).collect(),
        has_next_page,
        end_cursor,
    })
}

/// The newest `limit` posts and Second Opinions of one group after `cursor`, merged.
async fn group_page(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    words: &[String],
    group: Group,
    cursor: Option<&Cursor>,
    limit: u64,
) -> Result<Vec<Item>> {
    let backend = db.get_database_backend();
    let mut posts = posts::Entity::find()
        .filter(matches(backend, "posts", words, group))
        .filter(visibility::post_condition(viewer))
        .order_by_desc(posts::Column::CreatedAt)
        .order_by_desc(posts::Column::Id)
        .limit(limit);
    let mut resources = resources::Entity::find()
        .filter(matches(backend, "resources", words, group))
        .order_by_desc(resources::Column::CreatedAt)
        .order_by_desc(resources::Column::Id)
        .limit(limit);
    if let Some(cursor) = cursor {
        posts = posts.filter(beyond(
            posts::Column::CreatedAt,
            posts::Column::Id,
            cursor,
            &Order::Desc,
        ));
        resources = resources.filter(beyond(
            resources::Column::CreatedAt,
            resources::Column::Id,
            cursor,
            &Order::Desc,
        ));
    }
    let (posts, resources) = (posts.all(db).await?, resources.all(db).await?);
    let mut items: Vec<Item> = posts
        .into_iter()
        .map(Item::Post)
        .chain(resources.into_iter().map(Item::Resource))
        .collect();
    items.sort_by_key(|item| {
        let cursor = item.cursor();
        std::cmp::Reverse((cursor.created_at, cursor.id))
    });
    items.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
    Ok(items)
}

/// "The row of `table` (posts or resources) is in `group` for `words`", in the database's own
/// search syntax. The words are letters and digits only ([`words`]), and travel as a bound
/// value.
fn matches(backend: DbBackend, table: &'static str, words: &[String], group: Group) -> SimpleExpr {
    match backend {
        DbBackend::Postgres => {
            let query = words
                .iter()
                .map(|word| format!("'{word}':*"))
                .collect::<Vec<_>>()
                .join(" & ");
            let title = format!("to_tsvector('forum_search', {table}.title)");
            let all = format!("to_tsvector('forum_search', {table}.title || ' ' || {table}.text)");
            // sea-query numbers PostgreSQL's placeholders `$n`.
            let sql = match group {
                Group::Best => format!("{title} @@ to_tsquery('forum_search', $1)"),
                Group::Rest => format!(
                    "{all} @@ to_tsquery('forum_search', $1) AND NOT ({title} @@ to_tsquery('forum_search', $1))"
                ),
            };
            let values = [query];
            Expr::cust_with_values(sql, values)
        }
        _ => {
            let every = words
                .iter()
                .map(|word| format!("\"{word}\"*"))
                .collect::<Vec<_>>()
                .join(" AND ");
            let query = match group {
                Group::Best => format!("title : ({every})"),
                Group::Rest => format!("({every}) NOT title : ({every})"),
            };
            Expr::cust_with_values(
                format!(
                    "{table}.rowid IN (SELECT rowid FROM {table}_search WHERE {table}_search MATCH ?)"
                ),
                [query],
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_letters_and_digits_only() {
        assert_eq!(
            words("Endo-PAIN \"x\" OR* (née) 2024").unwrap(),
            vec!["endo", "pain", "x", "or", "née", "2024"]
        );
        assert!(words("  ").unwrap().is_empty());
        assert!(words(&"a".repeat(MAX_QUERY_CHARS + 1)).is_err());
        assert_eq!(words("a b c d e f g h i j").unwrap().len(), MAX_WORDS);
    }

    #[test]
    fn cursors_round_trip_and_refuse_what_we_did_not_write() {
        let at = Cursor {
            created_at: chrono::DateTime::from_timestamp_micros(1_700_000_000_000_000).unwrap(),
            id: common::Id::generate(),
        };
        for group in [Group::Best, Group::Rest] {
            let cursor = SearchCursor {
                group,
                at: at.clone(),
            };
            assert_eq!(
                SearchCursor::decode("after", &cursor.encode()).unwrap(),
                cursor
            );
        }
        assert!(SearchCursor::decode("after", "x").is_err());
        assert!(SearchCursor::decode("after", &at.encode()).is_err());
    }
}
