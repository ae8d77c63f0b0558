//! The back office's table query: search text, sort, per-column filters and a page, applied
//! **on the server** against a whitelist each table declares. The admin screens page through
//! it, and CSV export streams the very same query over every matching row.

use std::collections::BTreeMap;

use common::db::search::{contains, contains_pattern};
use common::page::{Cursor, Direction, Page, PageKey, PageRequest};
use common::{AppError, Db, Result};
use futures_util::Stream;
use sea_orm::sea_query::{Condition, Expr, ExprTrait, QueryStatementBuilder, SelectStatement};
use sea_orm::{ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, Order, QueryFilter, Select};

/// What an admin asked of a table.
#[derive(Clone, Debug, Default)]
pub struct TableQuery {
    pub search: Option<String>,
    /// A sortable column's name (e.g. `createdAt`); `None` keeps the table's default.
    pub sort: Option<String>,
    /// `true` for ascending.
    pub ascending: Option<bool>,
    /// Column name → the values to keep (any of them).
    pub filters: BTreeMap<String, Vec<String>>,
    pub page: PageRequest,
}

/// How a filter's values are read.
#[derive(Clone, Copy, Debug)]
pub enum FilterKind {
    /// `true`/`false` (also `Yes`/`No`, as the tables show them).
    YesNo,
    /// Exact text, e.g. a report status.
    Text,
    /// `Yes`/`No` decided by a condition of its own rather than the column's value (e.g. "the
    /// reported item needs care", a subquery): the function answers the rows for `Yes`
    /// (`true`) or `No` (`false`).
    YesNoWhere(fn(bool) -> Condition),
}

#[derive(Clone, Copy, Debug)]
pub struct Filter<C> {
    /// The name clients use, e.g. `isShadowBanned`.
    pub name: &'static str,
    pub column: C,
    pub kind: FilterKind,
}

/// One table's whitelist: which columns a search looks in, which can be filtered, and the
/// key it is paged and sorted by. Only `createdAt` sorts (spec §2: "Created At (sortable)"),
/// because the page cursor is `(created_at, id)`; another sort column would need its own cursor.
#[derive(Clone, Copy, Debug)]
pub struct TableSpec<C: 'static> {
    pub search: &'static [C],
    /// Where else a search looks, beyond the table's own columns (a reported post's title, its
    /// creator's username): given the `LIKE` pattern ([`contains_pattern`]) and the database,
    /// the rows whose related rows match, as key subqueries ([`key_in`]).
    pub search_also: Option<fn(&str, DbBackend) -> Condition>,
    pub filters: &'static [Filter<C>],
    pub key: PageKey<C>,
}

pub const SORTABLE: &str = "createdAt";
/// Export reads the table in batches of this many rows: memory stays flat however many
/// rows match, and no statement runs long.
pub const EXPORT_BATCH: u64 = 500;
/// Search text longer than this is refused rather than scanned for.
pub const MAX_SEARCH_CHARS: usize = 100;

impl<C: ColumnTrait> TableSpec<C> {
    /// One page of the table.
    pub async fn page<E: EntityTrait<Column = C>>(
        &self,
        db: &impl ConnectionTrait,
        select: Select<E>,
        query: &TableQuery,
        cursor_of: impl Fn(&E::Model) -> Cursor,
    ) -> Result<Page<E::Model>> {
        let (select, direction) = self.select(db.get_database_backend(), select, query)?;
        self.key
            .fetch(db, select, &direction, &query.page, cursor_of)
            .await
    }

    /// Every row matching `query` (its page is ignored), batch after batch, in the table's
    /// order: what CSV export streams.
    pub fn batches<E>(
        self,
        db: Db,
        base: fn() -> Select<E>,
        query: TableQuery,
        cursor_of: fn(&E::Model) -> Cursor,
    ) -> impl Stream<Item = Result<Vec<E::Model>>> + Send + 'static
    where
        E: EntityTrait<Column = C>,
        E::Model: Send + Sync,
        C: Send + Sync,
    {
        let first = TableQuery {
            page: PageRequest {
                first: EXPORT_BATCH,
                after: None,
            },
            ..query
        };
        futures_util::stream::try_unfold(Some(first), move |next| {
            let db = db.clone();
            async move {
                let Some(query) = next else {
                    return Ok(None);
                };
                let page = self.page(&db, base(), &query, cursor_of).await?;
                let after = page.end_cursor.clone();
                let next = (page.has_next_page && after.is_some()).then_some(TableQuery {
                    page: PageRequest {
                        first: EXPORT_BATCH,
                        after,
                    },
                    ..query
                });
                Ok(Some((page.items, next)))
            }
        })
    }

    /// The searched and filtered query with the order asked for, not yet ordered or paged.
    /// Unknown columns and unreadable values are the client's mistake.
    pub fn select<E: EntityTrait<Column = C>>(
        &self,
        backend: DbBackend,
        select: Select<E>,
        query: &TableQuery,
    ) -> Result<(Select<E>, Direction)> {
        let mut condition = Condition::all();
        if let Some(text) = query
            .search
            .as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty())
        {
            if text.chars().count() > MAX_SEARCH_CHARS {
                return Err(AppError::invalid(
                    "search",
                    format!("Search for at most {MAX_SEARCH_CHARS} characters"),
                ));
            }
            let mut any = Condition::any();
            for column in self.search {
                any = any.add(contains(*column, text));
            }
            if let Some(also) = self.search_also {
                any = any.add(also(&contains_pattern(text), backend));
            }
            condition = condition.add(any);
        }
        for (name, values) in &query.filters {
            let Some(filter) = self.filters.iter().find(|f| f.name == name) else {
                return Err(AppError::invalid(
                    "filters",
                    format!("This table cannot be filtered by {name}"),
                ));
            };
            if values.is_empty() {
                continue;
            }
            let flags = || {
                values
                    .iter()
                    .map(|v| {
                        yes_no(v).ok_or_else(|| {
                            AppError::invalid("filters", format!("{name} is Yes or No"))
                        })
                    })
                    .collect::<Result<Vec<bool>>>()
            };
            condition = condition.add(match filter.kind {
                FilterKind::YesNo => Condition::all().add(filter.column.is_in(flags()?)),
                FilterKind::Text => Condition::all().add(filter.column.is_in(values.clone())),
                FilterKind::YesNoWhere(rows) => {
                    let flags = flags()?;
                    let mut any = Condition::any();
                    for flag in [true, false] {
                        if flags.contains(&flag) {
                            any = any.add(rows(flag));
                        }
                    }
                    any
                }
            });
        }
        let direction = match query.sort.as_deref() {
            None | Some(SORTABLE) => match query.ascending {
                Some(true) => Order::Asc,
                _ => Order::Desc,
            },
            Some(other) => {
                return Err(AppError::invalid(
                    "sort",
                    format!("This table sorts by {SORTABLE} only, not {other}"),
                ));
            }
        };
        Ok((select.filter(condition), direction))
    }
}

/// `column` is one of the keys `keys` selects: for a key set that is small and found through
/// an index (a member's posts). On PostgreSQL written `column = ANY(ARRAY(…))`: the subquery
/// runs once, and the condition is an index condition even under an `OR`, where `IN (…)` would
/// make every row of the table probe a hashed subplan. SQLite has no arrays and runs `IN (…)`
/// once anyway.
pub fn key_in<C: ColumnTrait>(backend: DbBackend, column: C, keys: SelectStatement) -> Condition {
    match backend {
        DbBackend::Postgres => Condition::all().add(Expr::cust_with_exprs(
            "$1 = ANY(ARRAY $2)",
            [
                Expr::col((column.entity_name(), column)),
                Expr::SubQuery(None, Box::new(keys.into_sub_query_statement())),
            ],
        )),
        _ => Condition::all().add(column.in_subquery(keys)),
    }
}

/// `column` names a row of `keys` (a subquery over `key`'s table): for a key set found by
/// scanning, such as the rows whose text contains a search. PostgreSQL finds them once through
/// their trigram index ([`key_in`]). SQLite has no such index and would read the whole related
/// table to build the set, so it checks each outer row instead, `EXISTS (… WHERE key = column)`
/// through the key's index: a page that fills early never reads the rest.
pub fn key_where<C: ColumnTrait, K: ColumnTrait>(
    backend: DbBackend,
    column: C,
    key: K,
    keys: SelectStatement,
) -> Condition {
    match backend {
        DbBackend::Postgres => key_in(backend, column, keys),
        _ => {
            let mut probe = keys;
            probe.and_where(
                Expr::col((key.entity_name(), key)).equals((column.entity_name(), column)),
            );
            Condition::all().add(Expr::exists(probe))
        }
    }
}

fn yes_no(value: &str) -> Option<bool> {
    match value.to_ascii_lowercase().as_str() {
        "true" | "yes" => Some(true),
        "false" | "no" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yes_no_reads_both_spellings() {
        assert_eq!(yes_no("Yes"), Some(true));
        assert_eq!(yes_no("false"), Some(false));
        assert_eq!(yes_no("maybe"), None);
    }
}
