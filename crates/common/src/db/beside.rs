//! A page whose rows carry what each row shows beside it (a post's author, topics, pictures,
//! tallies): the page's own statement, wrapped so that each relation is one more column of
//! JSON, computed per row by a correlated subquery, like the reference query of issue 39. One
//! statement for the page and its relations, and a few large values a row instead of a row
//! per related item: sqlx copies every value out of a row (an allocation each), and each
//! statement is a hop to the connection's thread, or a round trip to PostgreSQL.
//!
//! Lists whose rows come from elsewhere (search, notifications, a single post's loaders) read
//! their relations with `relation`'s `UNION ALL` instead.

use chrono::{DateTime, NaiveDateTime, Utc};
use sea_orm::sea_query::{
    Alias, Asterisk, Expr, Query, QueryStatementBuilder, SelectStatement, SimpleExpr, UnionType,
};
use sea_orm::{ConnectionTrait, DbBackend, QueryResult, Value};
use serde::de::DeserializeOwned;

use crate::{AppError, Result};

/// The alias of the page's own statement in the wrapping one: columns name its rows as `l.id`.
pub const ROW: &str = "l";

/// One relation as a column beside each row of a page.
pub struct Column {
    alias: &'static str,
    sql: Sql,
}

enum Sql {
    /// Written by hand, with `?` placeholders.
    Text(String, Vec<Value>),
    /// Built by sea-query, which writes it for the database.
    Select(Box<SelectStatement>),
}

impl Column {
    /// `sql` (an expression over the page's row `l`, `?` placeholders bound to `values` in
    /// order) as the column `alias`.
    pub fn new(alias: &'static str, sql: String, values: Vec<Value>) -> Self {
        Self {
            alias,
            sql: Sql::Text(sql, values),
        }
    }

    /// A list of items as a JSON array of arrays (each item `[items…]`) read by
    /// `from_where` (`FROM … WHERE …`, correlated with `l`); `NULL` or `[]` when there are
    /// none.
    pub fn list(
        backend: DbBackend,
        alias: &'static str,
        items: &str,
        from_where: &str,
        values: Vec<Value>,
    ) -> Self {
        Self::new(alias, list_sql(backend, items, from_where), values)
    }

    /// The rows of `page` (a statement of its own, each of its rows named `l` in `items`) as
    /// one JSON array of arrays (each row `[items…]`): a list read once for a whole page, such
    /// as the Second Opinions beside a feed's posts ([`page_with_once`]). `NULL` or `[]` when
    /// `page` has no rows.
    pub fn page(
        backend: DbBackend,
        alias: &'static str,
        items: &str,
        page: SelectStatement,
    ) -> Self {
        let aggregate = match backend {
            DbBackend::Postgres => format!("json_agg(json_build_array({items}))::text"),
            _ => format!("json_group_array(json_array({items}))"),
        };
        let select = Query::select()
            .expr(Expr::cust(aggregate))
            .from_subquery(page, Alias::new(ROW))
            .to_owned();
        Self {
            alias,
            sql: Sql::Select(Box::new(select)),
        }
    }

    /// One item as a JSON array (`[items…]`) read by `from_where`; `NULL` when there is
    /// none.
    pub fn one(backend: DbBackend, alias: &'static str, items: &str, from_where: &str) -> Self {
        let sql = match backend {
            DbBackend::Postgres => format!("(SELECT json_build_array({items})::text {from_where})"),
            _ => format!("(SELECT json_array({items}) {from_where})"),
        };
        Self::new(alias, sql, Vec::new())
    }
}

/// `items` of each row `from_where` finds (`FROM … WHERE …`) as a JSON array of arrays, as
/// text: a column's value ([`Column::list`]).
pub fn list_sql(backend: DbBackend, items: &str, from_where: &str) -> String {
    match backend {
        DbBackend::Postgres => {
            format!("(SELECT json_agg(json_build_array({items}))::text {from_where})")
        }
        _ => format!("(SELECT json_group_array(json_array({items})) {from_where})"),
    }
}

/// The same list as a JSON value, to nest among another list's items (as text it would be
/// one string).
pub fn nested_list_sql(backend: DbBackend, items: &str, from_where: &str) -> String {
    match backend {
        DbBackend::Postgres => {
            format!("(SELECT json_agg(json_build_array({items})) {from_where})")
        }
        // A subquery's value loses the JSON mark `json_group_array` gave it.
        _ => format!("json((SELECT json_group_array(json_array({items})) {from_where}))"),
    }
}

/// The rows of `page` with `columns` beside each, in no promised order: the caller sorts
/// them. An `ORDER BY` around the page would make SQLite sort its rows once more, after the
/// page's own index has given them in order.
pub async fn page_with(
    db: &impl ConnectionTrait,
    page: SelectStatement,
    columns: Vec<Column>,
) -> Result<Vec<QueryResult>> {
    let backend = db.get_database_backend();
    let select = beside_each(backend, page, columns, &[]);
    Ok(db
        .query_all_raw(super::literal_limits(backend.build(&select)))
        .await?)
}

/// The rows of a page read with [`page_with_once`].
pub struct PageRows {
    /// The page's own rows, with their columns beside each.
    pub rows: Vec<QueryResult>,
    /// The row of the columns read once for the whole page.
    pub once: QueryResult,
}

/// [`page_with`], and `once`: columns read once for the whole page (what every row shares,
/// such as the reaction types, or a list shown beside the page, such as a feed's Second
/// Opinions), in one row of their own after the page's, in the same statement. `width` is
/// the number of columns of `page`'s rows, which must have a non-null `id`.
///
/// The page's rows carry `once`'s columns as `NULL`s and the row of `once` carries the page's
/// as `NULL`s: a few values more, where a second statement would cost another hop to the
/// connection's thread and a column on every row would be copied out of each
/// (docs/performance.md).
pub async fn page_with_once(
    db: &impl ConnectionTrait,
    page: SelectStatement,
    width: usize,
    columns: Vec<Column>,
    once: Vec<Column>,
) -> Result<PageRows> {
    let backend = db.get_database_backend();
    let aliases: Vec<&str> = once.iter().map(|column| column.alias).collect();
    let nulls = width + columns.len();
    let mut select = beside_each(backend, page, columns, &aliases);
    let mut row = Query::select();
    for _ in 0..nulls {
        row.expr(Expr::cust("NULL"));
    }
    for column in once {
        let (alias, expr) = column.into_expr(backend);
        row.expr_as(expr, Alias::new(alias));
    }
    select.union(UnionType::All, row);
    let mut rows = db
        .query_all_raw(super::literal_limits(backend.build(&select)))
        .await?;
    let at = rows
        .iter()
        .position(|row| !matches!(row.try_get::<Option<String>>("", "id"), Ok(Some(_))))
        .ok_or_else(|| AppError::broken("a page's statement without its own row"))?;
    let once = rows.swap_remove(at);
    Ok(PageRows { rows, once })
}

/// The row of `once`'s columns alone: [`page_with_once`] where there is no page to read.
pub async fn once(db: &impl ConnectionTrait, once: Vec<Column>) -> Result<QueryResult> {
    let backend = db.get_database_backend();
    let mut select = Query::select();
    for column in once {
        let (alias, expr) = column.into_expr(backend);
        select.expr_as(expr, Alias::new(alias));
    }
    db.query_one_raw(super::literal_limits(backend.build(&select)))
        .await?
        .ok_or_else(|| AppError::broken("a statement of values without its row"))
}

/// `SELECT l.*, <columns>, NULL AS <nulls>… FROM (page) AS l`.
fn beside_each(
    backend: DbBackend,
    page: SelectStatement,
    columns: Vec<Column>,
    nulls: &[&str],
) -> SelectStatement {
    let row = Alias::new(ROW);
    let mut select = Query::select();
    select
        .column((row.clone(), Asterisk))
        .from_subquery(page, row);
    for column in columns {
        let (alias, expr) = column.into_expr(backend);
        select.expr_as(expr, Alias::new(alias));
    }
    for alias in nulls {
        select.expr_as(Expr::cust("NULL"), Alias::new(*alias));
    }
    select
}

impl Column {
    fn into_expr(self, backend: DbBackend) -> (&'static str, SimpleExpr) {
        let expr = match self.sql {
            // Numbered within the column: sea-query renumbers them in the whole statement.
            Sql::Text(sql, values) => Expr::cust_with_values(
                match backend {
                    DbBackend::Postgres => super::numbered(&sql),
                    _ => sql,
                },
                values,
            ),
            Sql::Select(select) => {
                SimpleExpr::SubQuery(None, Box::new(select.into_sub_query_statement()))
            }
        };
        (self.alias, expr)
    }
}

/// The column `alias` of `row`, a JSON array of items, as `T`s (none for `NULL`).
pub fn read_list<T: DeserializeOwned>(row: &QueryResult, alias: &str) -> Result<Vec<T>> {
    match row.try_get::<Option<String>>("", alias)? {
        Some(json) => serde_json::from_str(&json).map_err(AppError::internal),
        None => Ok(Vec::new()),
    }
}

/// The column `alias` of `row`, one JSON item, as a `T` (none for `NULL`).
pub fn read_one<T: DeserializeOwned>(row: &QueryResult, alias: &str) -> Result<Option<T>> {
    row.try_get::<Option<String>>("", alias)?
        .map(|json| serde_json::from_str(&json).map_err(AppError::internal))
        .transpose()
}

/// A time inside a JSON column: PostgreSQL writes RFC 3339 (`2026-11-29T12:00:00.5+00:00`);
/// SQLite gives the stored text, which sqlx wrote with a space or a `T`, with or without an
/// offset (UTC when none).
pub fn time(text: &str) -> Result<DateTime<Utc>> {
    // Every topic of every post on a page carries two times: chrono's general parsers took
    // 1.4 % of the server's time on the feed (docs/performance.md). The forms the databases
    // write are read by hand; anything else goes the general way.
    if let Some(time) = time_as_written(text.as_bytes()) {
        return Ok(time);
    }
    if let Ok(time) = text.parse::<DateTime<chrono::FixedOffset>>() {
        return Ok(time.with_timezone(&Utc));
    }
    NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M:%S%.f")
        .or_else(|_| NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M:%S%.f"))
        .map(|time| time.and_utc())
        .map_err(AppError::internal)
}

/// `YYYY-MM-DD` and `HH:MM:SS` joined by a space or `T`, an optional fraction, then nothing
/// (UTC), `Z` or `±HH:MM`; `None` for any other text.
fn time_as_written(text: &[u8]) -> Option<DateTime<Utc>> {
    fn number(digits: &[u8]) -> Option<u32> {
        digits.iter().try_fold(0u32, |n, d| {
            d.is_ascii_digit().then(|| n * 10 + u32::from(d - b'0'))
        })
    }
    let field = |at: usize, len: usize| text.get(at..at + len).and_then(number);
    let separators = [(4, b'-'), (7, b'-'), (13, b':'), (16, b':')];
    if separators.iter().any(|&(at, c)| text.get(at) != Some(&c))
        || !matches!(text.get(10), Some(b' ' | b'T'))
    {
        return None;
    }
    let date = chrono::NaiveDate::from_ymd_opt(
        i32::try_from(field(0, 4)?).ok()?,
        field(5, 2)?,
        field(8, 2)?,
    )?;
    let mut rest = text.get(19..)?;
    let mut nanos = 0;
    if let Some(fraction) = rest.strip_prefix(b".") {
        let digits = fraction.iter().take_while(|d| d.is_ascii_digit()).count();
        if digits == 0 || digits > 9 {
            return None;
        }
        nanos = number(&fraction[..digits])? * 10u32.pow(9 - digits as u32);
        rest = &fraction[digits..];
    }
    let time =
        chrono::NaiveTime::from_hms_nano_opt(field(11, 2)?, field(14, 2)?, field(17, 2)?, nanos)?;
    let offset_seconds = match rest {
        b"" | b"Z" => 0,
        [sign @ (b'+' | b'-'), h1, h2, b':', m1, m2] => {
            let (hours, minutes) = (number(&[*h1, *h2])?, number(&[*m1, *m2])?);
            if hours > 23 || minutes > 59 {
                return None;
            }
            let seconds = i64::from(hours * 3600 + minutes * 60);
            if *sign == b'+' { seconds } else { -seconds }
        }
        _ => return None,
    };
    Some(date.and_time(time).and_utc() - chrono::Duration::seconds(offset_seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_either_database_writes_them() {
        let expected = DateTime::parse_from_rfc3339("2026-11-29T12:00:00.5+00:00")
            .unwrap()
            .with_timezone(&Utc);
        for text in [
            "2026-11-29T12:00:00.5+00:00",
            "2026-11-29 12:00:00.5+00:00",
            "2026-11-29 13:00:00.500+01:00",
            "2026-11-29 12:00:00.5",
            "2026-11-29T12:00:00.500000",
            "2026-11-29T12:00:00.5Z",
        ] {
            assert_eq!(time(text).unwrap(), expected, "{text}");
        }
        assert!(time("yesterday").is_err());
    }

    /// The hand-written reading agrees with chrono's on what the databases write, and leaves
    /// anything else to it.
    #[test]
    fn the_written_forms_read_by_hand_as_chrono_reads_them() {
        for text in [
            "2026-11-29 12:00:00",
            "2026-11-29T23:59:59.999999999",
            "2026-11-29 12:00:00.123456+00:00",
            "2026-02-28T22:30:00.5-05:30",
            "2026-11-29T00:15:00+01:00",
            "2024-02-29 12:00:00Z",
        ] {
            let by_hand = time_as_written(text.as_bytes()).unwrap_or_else(|| panic!("{text}"));
            let by_chrono = text
                .parse::<DateTime<chrono::FixedOffset>>()
                .map(|t| t.with_timezone(&Utc))
                .or_else(|_| {
                    NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M:%S%.f")
                        .or_else(|_| NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M:%S%.f"))
                        .map(|t| t.and_utc())
                })
                .unwrap();
            assert_eq!(by_hand, by_chrono, "{text}");
        }
        for other in [
            "2026-02-30 12:00:00",
            "2026-11-29 24:00:00",
            "2026-11-29 12:00",
            "2026-11-29 12:00:00.",
            "2026-11-29 12:00:00+0100",
            "2026-11-29 12:00:0",
            "2026-11-29 12:00:00 UTC",
            "2026-1１-29 12:00:00",
            "2026-11-29 12:00:00+99:00",
            "2026-11-29 12:00:00+01:60",
        ] {
            assert_eq!(time_as_written(other.as_bytes()), None, "{other}");
        }
    }
}
