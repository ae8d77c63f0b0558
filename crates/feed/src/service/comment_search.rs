//! Searching comments (issue 36): the comments whose text holds every word of the query (a
//! word matches the start of a word; case and accents don't matter), newest first, each with
//! its post's title and a snippet around the first match, optionally within one topic.
//!
//! The post search's rules apply to the comment and to its post: nothing deleted, nothing
//! quarantined but her own (admins see all), nothing by a member she blocked, and nothing on a
//! post she may not list (quarantined, by a member she blocked, or carrying a topic she muted
//! — except on that topic's own page).
//!
//! The post search's indexes and reading order, over migration `m20261207_000002`: SQLite
//! streams its FTS5 table `comments_search` in rowid order (newest first) and stops at the
//! page; PostgreSQL matches the stored `search_text` vector (GIN) through the post search's
//! windows over the `created_at` index ([`search::newest_matches`]).

use std::collections::HashMap;

use common::{Cursor, Id, Result, Viewer};
use entity::{comments, posts};
use forum::service::block_rules;
use forum::service::visibility::{self, MutedTopics};
use sea_orm::sea_query::{Alias, Condition, Expr, ExprTrait, JoinType, Query, SimpleExpr};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, FromQueryResult, Order, QueryFilter,
    QuerySelect, TransactionTrait,
};

use super::search::{self, Position, Searched};

/// One comment found, with its post's title and the text around the first match.
#[derive(Clone, Debug)]
pub struct Found {
    pub comment: comments::Model,
    pub post_title: String,
    pub snippet: String,
}

pub struct Results {
    pub items: Vec<Found>,
    pub has_next_page: bool,
    pub end_cursor: Option<Position>,
}

/// Encodes a page's position: `n{rowid}` on SQLite, `c{cursor}` on PostgreSQL.
pub fn encode(position: &Position) -> String {
    match position {
        Position::Rowid(rowid) => format!("n{rowid}"),
        Position::At(at) => format!("c{}", at.encode()),
    }
}

pub fn decode(field: &'static str, value: &str) -> Result<Position> {
    if let Some(rowid) = value.strip_prefix('n') {
        return rowid
            .parse::<i64>()
            .map(Position::Rowid)
            .map_err(|_| Cursor::invalid(field));
    }
    if let Some(at) = value.strip_prefix('c') {
        return Ok(Position::At(Cursor::decode(field, at)?));
    }
    Err(Cursor::invalid(field))
}

/// At most this many characters of a comment around its first match.
const SNIPPET_CHARS: usize = 160;

/// The condition on `comments` (and, through a probe, its post) that keeps what `viewer` may
/// find; `topic`: only comments on that topic's posts (its page shows muted topics' posts).
fn findable(viewer: &Viewer, topic: Option<&Id>) -> Condition {
    let muted = if topic.is_some() {
        MutedTopics::Shown
    } else {
        MutedTopics::Hidden
    };
    let post = Query::select()
        .expr(Expr::val(1))
        .from(posts::Entity)
        .and_where(
            Expr::col((posts::Entity, posts::Column::Id))
                .equals((comments::Entity, comments::Column::PostId)),
        )
        .cond_where(visibility::post_condition_with(viewer, muted))
        .to_owned();
    let mut condition = Condition::all()
        .add(Expr::col((comments::Entity, comments::Column::DeletedAt)).is_null())
        .add(Expr::exists(post));
    if let Some(topic) = topic {
        condition = condition.add(search::in_topic(
            topic,
            Expr::col((comments::Entity, comments::Column::PostId)),
        ));
    }
    match viewer.as_member() {
        Some(member) => {
            condition = condition.add(block_rules::not_blocked(
                &member.user_id,
                (comments::Entity, comments::Column::OwnerId),
            ));
            if !member.is_admin {
                // Quarantined comments are found by their owner alone.
                condition = condition.add(
                    Condition::any()
                        .add(
                            Expr::col((comments::Entity, comments::Column::IsShadowBanned))
                                .eq(false),
                        )
                        .add(
                            Expr::col((comments::Entity, comments::Column::OwnerId))
                                .eq(member.user_id.clone()),
                        ),
                );
            }
            condition
        }
        None => {
            condition.add(Expr::col((comments::Entity, comments::Column::IsShadowBanned)).eq(false))
        }
    }
}

/// A page of the comments `viewer` (a member) finds for `query`.
pub async fn search(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    query: &str,
    topic: Option<&Id>,
    first: u64,
    after: Option<&Position>,
) -> Result<Results> {
    viewer.require_member()?;
    if let Some(topic) = topic {
        ::topics::service::get(db, topic.clone()).await?;
    }
    let words = search::words(query)?;
    if words.is_empty() {
        return Ok(Results {
            items: Vec::new(),
            has_next_page: false,
            end_cursor: None,
        });
    }
    let limit = first + 1;
    let found: Vec<(Position, comments::Model)> =
        if db.get_database_backend() == DbBackend::Postgres {
            let at = match after {
                None => None,
                Some(Position::At(at)) => Some(at),
                Some(Position::Rowid(_)) => return Err(Cursor::invalid("after")),
            };
            search::newest_matches::<comments::Entity>(
                db,
                Searched {
                    table: "comments",
                    created_at: comments::Column::CreatedAt,
                    id: comments::Column::Id,
                    id_of: |comment| comment.id.clone(),
                },
                matches(&words),
                findable(viewer, topic),
                at,
                limit,
            )
            .await?
            .into_iter()
            .map(|comment| {
                let at = Cursor {
                    created_at: comment.created_at,
                    id: comment.id.clone(),
                };
                (Position::At(at), comment)
            })
            .collect()
        } else {
            streamed(db, viewer, &words, topic, after, limit).await?
        };
    let mut found = found;
    let has_next_page = found.len() as u64 > first;
    found.truncate(usize::try_from(first).unwrap_or(usize::MAX));
    let end_cursor = found.last().map(|(position, _)| position.clone());
    let post_ids: Vec<Id> = found.iter().map(|(_, c)| c.post_id.clone()).collect();
    let titles: HashMap<Id, String> = posts::Entity::find()
        .select_only()
        .column(posts::Column::Id)
        .column(posts::Column::Title)
        .filter(posts::Column::Id.is_in(post_ids))
        .into_tuple::<(Id, String)>()
        .all(db)
        .await?
        .into_iter()
        .collect();
    let items = found
        .into_iter()
        .map(|(_, comment)| Found {
            post_title: titles.get(&comment.post_id).cloned().unwrap_or_default(),
            snippet: snippet(&comment.text, &words),
            comment,
        })
        .collect();
    Ok(Results {
        items,
        has_next_page,
        end_cursor,
    })
}

/// PostgreSQL: "the comment holds every word" (whole words of three letters or more are
/// lexemes of the stored vector; shorter ones prefixes).
fn matches(words: &[String]) -> SimpleExpr {
    let query = words
        .iter()
        .map(|word| match word.chars().count() {
            0..3 => format!("'{word}':*"),
            _ => format!("'{}'", word.chars().take(24).collect::<String>()),
        })
        .collect::<Vec<_>>()
        .join(" & ");
    Expr::cust_with_values(
        "comments.search_text @@ to_tsquery('forum_search', $1)",
        [query],
    )
}

#[derive(FromQueryResult)]
struct Indexed {
    search_rowid: i64,
    id: Id,
}

/// SQLite: the FTS5 stream, newest first, after `after`'s rowid, the rows then loaded.
async fn streamed(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    words: &[String],
    topic: Option<&Id>,
    after: Option<&Position>,
    limit: u64,
) -> Result<Vec<(Position, comments::Model)>> {
    let every = words
        .iter()
        .map(|word| format!("\"{word}\"*"))
        .collect::<Vec<_>>()
        .join(" AND ");
    let mut select = Query::select();
    select
        .expr_as(
            Expr::cust("comments_search.rowid"),
            Alias::new("search_rowid"),
        )
        .expr_as(Expr::cust("comments.id"), Alias::new("id"))
        .from(Alias::new("comments_search"))
        .join(
            JoinType::InnerJoin,
            comments::Entity,
            Expr::cust("comments.rowid = comments_search.rowid"),
        )
        .and_where(Expr::cust_with_values("comments_search MATCH ?", [every]))
        .cond_where(findable(viewer, topic))
        .order_by_expr(Expr::cust("comments_search.rowid"), Order::Desc)
        .limit(limit);
    match after {
        None => {}
        Some(Position::Rowid(rowid)) => {
            select.and_where(Expr::cust_with_values(
                "comments_search.rowid < ?",
                [*rowid],
            ));
        }
        Some(Position::At(_)) => return Err(Cursor::invalid("after")),
    }
    let backend = db.get_database_backend();
    let indexed = Indexed::find_by_statement(backend.build(&select))
        .all(db)
        .await?;
    let ids: Vec<Id> = indexed.iter().map(|row| row.id.clone()).collect();
    let mut rows: HashMap<Id, comments::Model> = comments::Entity::find()
        .filter(comments::Column::Id.is_in(ids))
        .all(db)
        .await?
        .into_iter()
        .map(|row| (row.id.clone(), row))
        .collect();
    Ok(indexed
        .into_iter()
        .filter_map(|row| {
            let comment = rows.remove(&row.id)?;
            Some((Position::Rowid(row.search_rowid), comment))
        })
        .collect())
}

/// The text around the first word of the comment that begins with one of `words`, at most
/// [`SNIPPET_CHARS`] characters, with "…" where it was cut.
pub fn snippet(text: &str, words: &[String]) -> String {
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let chars: Vec<char> = flat.chars().collect();
    if chars.len() <= SNIPPET_CHARS {
        return flat;
    }
    // The character index of the first matching word.
    // One lower-case character for each (so positions match `chars`).
    let lower: Vec<char> = chars
        .iter()
        .map(|c| c.to_lowercase().next().unwrap_or(*c))
        .collect();
    let mut hit = 0;
    let mut start_of_word = true;
    'scan: for (i, c) in lower.iter().enumerate() {
        if start_of_word && c.is_alphanumeric() {
            for word in words {
                let w: Vec<char> = word.chars().collect();
                if lower.len() >= i + w.len() && lower[i..i + w.len()] == w[..] {
                    hit = i;
                    break 'scan;
                }
            }
        }
        start_of_word = !c.is_alphanumeric();
    }
    let start = hit.saturating_sub(SNIPPET_CHARS / 3);
    // Begin at a word.
    let start = if start == 0 {
        0
    } else {
        (start..hit).find(|&i| chars[i - 1] == ' ').unwrap_or(start)
    };
    let end = (start + SNIPPET_CHARS).min(chars.len());
    let mut out = String::new();
    if start > 0 {
        out.push('…');
    }
    out.extend(&chars[start..end]);
    if end < chars.len() {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snippets_keep_short_comments_and_centre_long_ones_on_the_match() {
        let words = vec!["iron".to_owned()];
        assert_eq!(
            snippet("Try  iron\nsupplements", &words),
            "Try iron supplements"
        );
        let long = format!(
            "{} iron helped me a lot {}",
            "word ".repeat(60),
            "tail ".repeat(60)
        );
        let cut = snippet(&long, &words);
        assert!(cut.starts_with('…') && cut.ends_with('…'), "{cut}");
        assert!(cut.contains("iron helped me"), "{cut}");
        assert!(cut.chars().count() <= SNIPPET_CHARS + 2);
    }

    #[test]
    fn positions_round_trip() {
        for position in [
            Position::Rowid(42),
            Position::At(Cursor {
                created_at: chrono::DateTime::from_timestamp_micros(1_700_000_000_000_000).unwrap(),
                id: Id::generate(),
            }),
        ] {
            assert_eq!(decode("after", &encode(&position)).unwrap(), position);
        }
        assert!(decode("after", "x").is_err());
    }
}
