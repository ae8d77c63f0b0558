//! Searching the forum: posts and Second Opinions whose title or text holds every word of the
//! query. A word matches the start of a word ('endo' finds 'endometriosis'); case and accents
//! don't matter.
//!
//! **Best matches first**: the items with every word in the title come first, then the rest;
//! each group newest first. The order belongs to the item alone (not to a score that shifts as
//! the forum grows), so the cursor pages without repeating or skipping while members post.
//! Each group reads two lists, posts and Second Opinions, each in its own index order, and a
//! page merges them newest first; the cursor ([`SearchCursor`]) keeps the group and how far
//! each list was read.
//!
//! Two dialects, over the indexes of migration `m20261126_000001`: SQLite reads its FTS5 tables
//! `posts_search` / `resources_search` (`unicode61`, diacritics removed) in rowid order,
//! newest first, and stops at the page ([`stream`]); PostgreSQL matches its stored
//! `search_title` / `search_all` vectors (`simple` with `unaccent`, GIN-indexed) and pages by
//! `(created_at, id)`. The feed's visibility rules apply: quarantined posts (to all but their
//! owner and admins), tombstones and the authors she blocked never appear.

use std::collections::HashMap;

use ::resources::service::read as second_opinions;
use common::page::beyond;
use common::{AppError, Cursor, Id, Result, Viewer};
use entity::{post_topics, posts, resource_topics, resources};
use forum::service::{posts as post_service, visibility};
use sea_orm::sea_query::{
    Alias, Asterisk, Condition, Expr, ExprTrait, Query, SelectStatement, SimpleExpr,
};
use sea_orm::{
    AccessMode, ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, FromQueryResult, JoinType,
    Order, QueryFilter, TransactionOptions, TransactionSession, TransactionTrait,
};

use super::feed::Item;

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

/// How far one list (posts, or Second Opinions) of a group has been read: on SQLite the
/// search index's rowid of the last item read (its stream runs in rowid order, newest first),
/// on PostgreSQL its `(created_at, id)`. `None`: from the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Position {
    Rowid(i64),
    At(Cursor),
}

/// Where a page of results ended: the group, and how far each of its two lists was read.
/// Each list is read in its own order and the page merges them newest first, so keeping both
/// positions pages through both exactly, without repeats or gaps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchCursor {
    pub group: Group,
    pub posts: Option<Position>,
    pub resources: Option<Position>,
}

impl SearchCursor {
    pub fn encode(&self) -> String {
        let group = match self.group {
            Group::Best => 'b',
            Group::Rest => 'r',
        };
        let position = |p: &Option<Position>| match p {
            None => "-".to_owned(),
            Some(Position::Rowid(rowid)) => format!("n{rowid}"),
            Some(Position::At(at)) => format!("c{}", at.encode()),
        };
        format!(
            "{group}{}~{}",
            position(&self.posts),
            position(&self.resources)
        )
    }

    pub fn decode(field: &'static str, value: &str) -> Result<Self> {
        let bad = || Cursor::invalid(field);
        let (group, rest) = if let Some(rest) = value.strip_prefix('b') {
            (Group::Best, rest)
        } else if let Some(rest) = value.strip_prefix('r') {
            (Group::Rest, rest)
        } else {
            return Err(bad());
        };
        let position = |text: &str| -> Result<Option<Position>> {
            if text == "-" {
                Ok(None)
            } else if let Some(rowid) = text.strip_prefix('n') {
                rowid
                    .parse::<i64>()
                    .map(|rowid| Some(Position::Rowid(rowid)))
                    .map_err(|_| bad())
            } else if let Some(at) = text.strip_prefix('c') {
                Ok(Some(Position::At(Cursor::decode(field, at)?)))
            } else {
                Err(bad())
            }
        };
        let (posts, resources) = rest.split_once('~').ok_or_else(bad)?;
        Ok(Self {
            group,
            posts: position(posts)?,
            resources: position(resources)?,
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

/// One result, with where it sits in its list.
struct Hit {
    item: Item,
    position: Position,
}

/// A page of results for `viewer` (a member); within one topic when `topic` is given (its
/// posts and Second Opinions).
pub async fn search(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    query: &str,
    topic: Option<&Id>,
    first: u64,
    after: Option<&SearchCursor>,
) -> Result<Results> {
    viewer.require_member()?;
    if let Some(topic) = topic {
        ::topics::service::get(db, topic.clone()).await?;
    }
    let words = words(query)?;
    let wanted = usize::try_from(first + 1).unwrap_or(usize::MAX);
    // The page's hits in order, each with its group; and the positions the page ends at.
    let mut found: Vec<(Group, bool, Hit)> = Vec::new();
    if !words.is_empty() {
        let groups = match after.map(|a| a.group) {
            None | Some(Group::Best) => &[Group::Best, Group::Rest][..],
            Some(Group::Rest) => &[Group::Rest][..],
        };
        for &group in groups {
            let from = after.filter(|a| a.group == group);
            let limit = (wanted - found.len()) as u64;
            let (posts_from, resources_from) = (
                from.and_then(|a| a.posts.as_ref()),
                from.and_then(|a| a.resources.as_ref()),
            );
            let posts = post_hits(db, viewer, &words, topic, group, posts_from, limit).await?;
            let resources = resource_hits(db, &words, topic, group, resources_from, limit).await?;
            let merged = merge(posts, resources, limit);
            found.extend(
                merged
                    .into_iter()
                    .map(|(is_post, hit)| (group, is_post, hit)),
            );
            if found.len() >= wanted {
                break;
            }
        }
    }
    let has_next_page = found.len() > first as usize;
    found.truncate(first as usize);
    let end_cursor = found.last().map(|(group, _, _)| {
        let group = *group;
        // Each list's last position in the page's last group; a list none of whose items the
        // page took in that group stays where the request's cursor had it.
        let last = |posts: bool| {
            found
                .iter()
                .rev()
                .take_while(|(g, _, _)| *g == group)
                .find(|(_, is_post, _)| *is_post == posts)
                .map(|(_, _, hit)| hit.position.clone())
                .or_else(|| {
                    let from = after.filter(|a| a.group == group)?;
                    if posts {
                        from.posts.clone()
                    } else {
                        from.resources.clone()
                    }
                })
        };
        SearchCursor {
            group,
            posts: last(true),
            resources: last(false),
        }
    });
    Ok(Results {
        items: found.into_iter().map(|(_, _, hit)| hit.item).collect(),
        has_next_page,
        end_cursor,
    })
}

/// Merges the two lists newest first, at most `limit` items (`true`: a post).
fn merge(posts: Vec<Hit>, resources: Vec<Hit>, limit: u64) -> Vec<(bool, Hit)> {
    let key = |hit: &Hit| {
        let cursor = hit.item.cursor();
        (cursor.created_at, cursor.id)
    };
    let (mut posts, mut resources) = (
        posts.into_iter().peekable(),
        resources.into_iter().peekable(),
    );
    let mut merged = Vec::new();
    while (merged.len() as u64) < limit {
        let take_post = match (posts.peek(), resources.peek()) {
            (Some(post), Some(resource)) => key(post) >= key(resource),
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (None, None) => break,
        };
        let next = if take_post {
            posts.next()
        } else {
            resources.next()
        };
        merged.extend(next.map(|hit| (take_post, hit)));
    }
    merged
}

/// Rows of a search index's stream: its rowid and the item's id.
#[derive(FromQueryResult)]
struct Indexed {
    search_rowid: i64,
    id: Id,
}

/// SQLite: runs a search index's stream and loads its rows, in the stream's order.
async fn streamed<E: EntityTrait>(
    db: &impl ConnectionTrait,
    select: &SelectStatement,
    id_column: E::Column,
    id_of: impl Fn(&E::Model) -> Id,
    wrap: impl Fn(E::Model) -> Item,
) -> Result<Vec<Hit>> {
    let indexed = Indexed::find_by_statement(db.get_database_backend().build(select))
        .all(db)
        .await?;
    let ids: Vec<Id> = indexed.iter().map(|row| row.id.clone()).collect();
    let mut rows: HashMap<Id, E::Model> = E::find()
        .filter(id_column.is_in(ids))
        .all(db)
        .await?
        .into_iter()
        .map(|row| (id_of(&row), row))
        .collect();
    Ok(indexed
        .into_iter()
        .filter_map(|row| {
            let model = rows.remove(&row.id)?;
            Some(Hit {
                item: wrap(model),
                position: Position::Rowid(row.search_rowid),
            })
        })
        .collect())
}

/// The next `limit` visible posts of `group` after `from`, in the list's order.
async fn post_hits(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    words: &[String],
    topic: Option<&Id>,
    group: Group,
    from: Option<&Position>,
    limit: u64,
) -> Result<Vec<Hit>> {
    let backend = db.get_database_backend();
    let visible = visibility::post_condition(viewer).add_option(
        topic.map(|topic| in_topic(topic, Expr::col((posts::Entity, posts::Column::Id)))),
    );
    if backend != DbBackend::Postgres {
        let mut select = stream("posts", words, group, from, limit)?;
        select.cond_where(visible);
        return streamed::<posts::Entity>(
            db,
            &select,
            posts::Column::Id,
            |p: &posts::Model| p.id.clone(),
            Item::Post,
        )
        .await;
    }
    newest_matches::<posts::Entity>(
        db,
        Searched {
            table: "posts",
            created_at: posts::Column::CreatedAt,
            id: posts::Column::Id,
            id_of: |post| post.id.clone(),
        },
        matches("posts", words, group),
        visible,
        after_position(from)?,
        limit,
    )
    .await
    .map(|found| {
        found
            .into_iter()
            .map(|post| Hit {
                position: Position::At(post_service::cursor(&post)),
                item: Item::Post(post),
            })
            .collect()
    })
}

/// "The post `post` carries `topic`" (one primary-key probe of `post_topics`).
pub(crate) fn in_topic(topic: &Id, post: SimpleExpr) -> SimpleExpr {
    Expr::exists(
        Query::select()
            .expr(Expr::val(1))
            .from(post_topics::Entity)
            .and_where(Expr::col((post_topics::Entity, post_topics::Column::PostId)).eq(post))
            .and_where(
                Expr::col((post_topics::Entity, post_topics::Column::TopicId)).eq(topic.clone()),
            )
            .to_owned(),
    )
}

/// "The Second Opinion is tagged with `topic`".
fn resource_in_topic(topic: &Id) -> SimpleExpr {
    Expr::exists(
        Query::select()
            .expr(Expr::val(1))
            .from(resource_topics::Entity)
            .and_where(
                Expr::col((resource_topics::Entity, resource_topics::Column::ResourceId))
                    .equals((resources::Entity, resources::Column::Id)),
            )
            .and_where(
                Expr::col((resource_topics::Entity, resource_topics::Column::TopicId))
                    .eq(topic.clone()),
            )
            .to_owned(),
    )
}

/// The same for Second Opinions (every member sees all of them).
async fn resource_hits(
    db: &(impl ConnectionTrait + TransactionTrait),
    words: &[String],
    topic: Option<&Id>,
    group: Group,
    from: Option<&Position>,
    limit: u64,
) -> Result<Vec<Hit>> {
    let backend = db.get_database_backend();
    let tagged = Condition::all().add_option(topic.map(resource_in_topic));
    if backend != DbBackend::Postgres {
        let mut select = stream("resources", words, group, from, limit)?;
        select.cond_where(tagged);
        return streamed::<resources::Entity>(
            db,
            &select,
            resources::Column::Id,
            |r: &resources::Model| r.id.clone(),
            Item::Resource,
        )
        .await;
    }
    newest_matches::<resources::Entity>(
        db,
        Searched {
            table: "resources",
            created_at: resources::Column::CreatedAt,
            id: resources::Column::Id,
            id_of: |resource| resource.id.clone(),
        },
        matches("resources", words, group),
        tagged,
        after_position(from)?,
        limit,
    )
    .await
    .map(|found| {
        found
            .into_iter()
            .map(|resource| Hit {
                position: Position::At(second_opinions::cursor(&resource)),
                item: Item::Resource(resource),
            })
            .collect()
    })
}

/// The longest word beginning PostgreSQL's search vectors hold.
const LONGEST_PREFIX: usize = 24;

/// A table PostgreSQL's search reads: its name, its date-order columns, and a row's id.
pub(crate) struct Searched<E: EntityTrait> {
    pub table: &'static str,
    pub created_at: E::Column,
    pub id: E::Column,
    pub id_of: fn(&E::Model) -> Id,
}

/// Where a row sits in its table's date order.
#[derive(FromQueryResult)]
struct At {
    created_at: chrono::DateTime<chrono::Utc>,
    id: Id,
}

impl From<At> for Cursor {
    fn from(at: At) -> Self {
        Cursor {
            created_at: at.created_at,
            id: at.id,
        }
    }
}

/// PostgreSQL: the first window reads at most this many of the newest rows in date order.
const FIRST_WINDOW: u64 = 2_000;
/// …and, when it found some matches but not a page, a second reads at most this many, if the
/// first window's density says a page lies within them.
const SECOND_WINDOW: u64 = 30_000;
/// The GIN index is asked for at most this many matches beyond the windows.
const INDEX_CAP: u64 = 2_000;

/// PostgreSQL: the next `limit` rows of `table` (newest first, after `from`) that match and
/// meet `visible`.
///
/// The planner can't be left to choose: it estimates two words by multiplying their
/// frequencies, so for words that come together ("pelvic floor": 400 title matches estimated,
/// 14,474 real at a million posts) it read every match from the GIN index and sorted them
/// (155 ms), and for common words that rarely meet ("endo pain": 1,086 estimated, none real)
/// it walked the whole date index (1.2 s). The density of the newest rows decides instead:
/// 1. a window of the newest [`FIRST_WINDOW`] rows is read in date order (a `LIMIT` subquery,
///    which the planner can't turn into an index scan of the matches), and stops at the page;
/// 2. if it found some, and at that density a page lies within [`SECOND_WINDOW`] rows, the
///    next window is read the same way;
/// 3. what is left goes to the GIN index (bitmap scans only), at most [`INDEX_CAP`] matches,
///    sorted here; a word rare in the newest rows is rare enough for that
/// 4. unless the index has more: then the matches are dense and reading on in date order
///    finds a page soon.
pub(crate) async fn newest_matches<E: EntityTrait>(
    db: &(impl ConnectionTrait + TransactionTrait),
    Searched {
        table,
        created_at,
        id,
        id_of,
    }: Searched<E>,
    matching: SimpleExpr,
    visible: Condition,
    from: Option<&Cursor>,
    limit: u64,
) -> Result<Vec<E::Model>> {
    let backend = db.get_database_backend();
    let newest_first = |select: &mut SelectStatement| {
        select
            .order_by((Alias::new(table), created_at), Order::Desc)
            .order_by((Alias::new(table), id), Order::Desc);
    };
    let after = |select: &mut SelectStatement, at: Option<&Cursor>| {
        if let Some(at) = at {
            select.cond_where(beyond(created_at, id, at, &Order::Desc));
        }
    };
    // The matches among the next `size` rows after `at`, newest first, at most `wanted`.
    let window = |at: Option<Cursor>, size: u64, wanted: u64| {
        let mut window = Query::select();
        window.column(Asterisk).from(Alias::new(table)).limit(size);
        after(&mut window, at.as_ref());
        newest_first(&mut window);
        let mut select = Query::select();
        select
            .expr(Expr::cust(format!("{table}.*")))
            .from_subquery(window, Alias::new(table))
            .and_where(matching.clone())
            .cond_where(visible.clone())
            .limit(wanted);
        newest_first(&mut select);
        E::find().from_raw_sql(backend.build(&select)).all(db)
    };
    // The last row of the window of `size` rows after `at`; none when fewer rows are left.
    let window_end = |at: Option<Cursor>, size: u64| {
        let mut last = Query::select();
        last.column(created_at)
            .column(id)
            .from(Alias::new(table))
            .limit(1)
            .offset(size - 1);
        after(&mut last, at.as_ref());
        newest_first(&mut last);
        At::find_by_statement(backend.build(&last)).one(db)
    };

    let mut found = window(from.cloned(), FIRST_WINDOW, limit).await?;
    let Some(end) = window_end(from.cloned(), FIRST_WINDOW).await? else {
        return Ok(found);
    };
    if found.len() as u64 == limit {
        return Ok(found);
    }
    let mut at = Cursor::from(end);
    let density = found.len() as u64;
    if density > 0 && (limit - density) * FIRST_WINDOW / density <= SECOND_WINDOW {
        found.extend(window(Some(at.clone()), SECOND_WINDOW, limit - density).await?);
        let Some(end) = window_end(Some(at), SECOND_WINDOW).await? else {
            return Ok(found);
        };
        if found.len() as u64 == limit {
            return Ok(found);
        }
        at = end.into();
    }

    let wanted = limit - found.len() as u64;
    let mut indexed = Query::select();
    indexed
        .column((Alias::new(table), created_at))
        .column((Alias::new(table), id))
        .from(Alias::new(table))
        .and_where(matching.clone())
        .cond_where(visible.clone())
        .limit(INDEX_CAP + 1);
    after(&mut indexed, Some(&at));
    let read = db
        .begin_with_options(TransactionOptions {
            access_mode: Some(AccessMode::ReadOnly),
            ..TransactionOptions::default()
        })
        .await?;
    read.execute_unprepared("SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off")
        .await?;
    let mut matches = At::find_by_statement(backend.build(&indexed))
        .all(&read)
        .await?;
    read.commit().await?;
    if matches.len() as u64 > INDEX_CAP {
        found.extend(window(Some(at), u64::MAX >> 1, wanted).await?);
        return Ok(found);
    }
    matches.sort_by(|a, b| (&b.created_at, &b.id).cmp(&(&a.created_at, &a.id)));
    matches.truncate(wanted as usize);
    let ids: Vec<Id> = matches.iter().map(|m| m.id.clone()).collect();
    let mut rows: HashMap<Id, E::Model> = E::find()
        .filter(id.is_in(ids.clone()))
        .all(db)
        .await?
        .into_iter()
        .map(|row| (id_of(&row), row))
        .collect();
    found.extend(ids.iter().filter_map(|id| rows.remove(id)));
    Ok(found)
}

/// A PostgreSQL list's position; a SQLite one here is a cursor this server did not write.
fn after_position(from: Option<&Position>) -> Result<Option<&Cursor>> {
    match from {
        None => Ok(None),
        Some(Position::At(at)) => Ok(Some(at)),
        Some(Position::Rowid(_)) => Err(Cursor::invalid("after")),
    }
}

/// SQLite: the next `limit` rows of `table`'s search index matching `group`, newest first by
/// the index's rowid, joined to their rows (`table` is `posts` or `resources`). FTS5 reads its
/// matches in rowid order and stops at the limit, so a common word costs what a rare one does
/// (ordering by `created_at` instead sorted every match: over a second for a common pair of
/// words at a million posts). Rowids grow with insertion, so this is newest first.
fn stream(
    table: &'static str,
    words: &[String],
    group: Group,
    from: Option<&Position>,
    limit: u64,
) -> Result<SelectStatement> {
    let fts = format!("{table}_search");
    let mut select = Query::select();
    select
        .expr_as(
            Expr::cust(format!("{fts}.rowid")),
            Alias::new("search_rowid"),
        )
        .expr_as(Expr::cust(format!("{table}.id")), Alias::new("id"))
        .from(Alias::new(fts.clone()))
        .join(
            JoinType::InnerJoin,
            Alias::new(table),
            Expr::cust(format!("{table}.rowid = {fts}.rowid")),
        )
        .and_where(Expr::cust_with_values(
            format!("{fts} MATCH ?"),
            [fts_query(words, group)],
        ))
        .order_by_expr(Expr::cust(format!("{fts}.rowid")), Order::Desc)
        .limit(limit);
    match from {
        None => {}
        Some(Position::Rowid(rowid)) => {
            select.and_where(Expr::cust_with_values(format!("{fts}.rowid < ?"), [*rowid]));
        }
        Some(Position::At(_)) => return Err(Cursor::invalid("after")),
    }
    Ok(select)
}

/// The FTS5 query of a group: each word a quoted prefix (letters and digits only).
fn fts_query(words: &[String], group: Group) -> String {
    let every = words
        .iter()
        .map(|word| format!("\"{word}\"*"))
        .collect::<Vec<_>>()
        .join(" AND ");
    match group {
        Group::Best => format!("title : ({every})"),
        Group::Rest => format!("({every}) NOT title : ({every})"),
    }
}

/// PostgreSQL: "the row of `table` (posts or resources) is in `group` for `words`". The words
/// are letters and digits only ([`words`]), and travel as a bound value.
fn matches(table: &'static str, words: &[String], group: Group) -> SimpleExpr {
    // The vectors hold each word's beginnings of 3 to 24 characters (migration
    // `m20261128_000001`): a word of 3 or more is one exact lexeme, which the GIN index
    // intersects by skipping through its lists; a shorter one stays a prefix match.
    let query = words
        .iter()
        .map(|word| match word.chars().count() {
            0..3 => format!("'{word}':*"),
            _ => format!(
                "'{}'",
                word.chars().take(LONGEST_PREFIX).collect::<String>()
            ),
        })
        .collect::<Vec<_>>()
        .join(" & ");
    // The stored columns of migration `m20261126_000001`, each with its GIN index.
    let (title, all) = (
        format!("{table}.search_title"),
        format!("{table}.search_all"),
    );
    // sea-query numbers PostgreSQL's placeholders `$n`.
    let sql = match group {
        Group::Best => format!("{title} @@ to_tsquery('forum_search', $1)"),
        Group::Rest => format!(
            "{all} @@ to_tsquery('forum_search', $1) AND NOT ({title} @@ to_tsquery('forum_search', $1))"
        ),
    };
    Expr::cust_with_values(sql, [query])
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
        for cursor in [
            SearchCursor {
                group: Group::Best,
                posts: Some(Position::Rowid(42)),
                resources: None,
            },
            SearchCursor {
                group: Group::Rest,
                posts: Some(Position::At(at.clone())),
                resources: Some(Position::At(at.clone())),
            },
        ] {
            assert_eq!(
                SearchCursor::decode("after", &cursor.encode()).unwrap(),
                cursor
            );
        }
        for bad in ["x", "b", "b-", "bq~-", "bn1x~-", &at.encode()] {
            assert!(SearchCursor::decode("after", bad).is_err(), "{bad}");
        }
    }
}
