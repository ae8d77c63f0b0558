//! The back office's tables, each declared once. A table is one [`AdminTable`] impl beside
//! the rules of what it lists: its entity, its search, filters and page key
//! ([`TableSpec`]), its CSV file and columns, and how a page's rows get what their cells show
//! from other tables. From that one declaration come the page, the count and the export here,
//! the GraphQL field (`graphql::tables`), the REST list and export handlers and the CSV file
//! (`rest-shim`'s `tables`). Every function here is for admins only.

use std::future::Future;

use chrono::{DateTime, Datelike, Utc};
use common::{Cursor, Db, Page, Result, Viewer};
use futures_util::{Stream, StreamExt};
use sea_orm::{ConnectionTrait, EntityTrait, PaginatorTrait, QuerySelect};

use crate::service::table_query::{TableQuery, TableSpec};

/// A table's model: one row of its entity.
pub type Model<T> = <<T as AdminTable>::Entity as EntityTrait>::Model;

/// One back-office table.
pub trait AdminTable: Send + Sync + 'static {
    type Entity: EntityTrait<Model: Send + Sync, Column: Send + Sync>;
    /// A row with what its cells show from other tables (its owner, the reported item…).
    type Row: Send + 'static;
    /// The name clients use for the table as a whole (its count).
    const NAME: TableName;
    /// The export's file name, e.g. `users.csv`.
    const FILE: &'static str;
    const SPEC: TableSpec<<Self::Entity as EntityTrait>::Column>;
    /// The export's columns, in order.
    const CSV: &'static [CsvColumn<Self::Row>];

    fn cursor_of(model: &Model<Self>) -> Cursor;

    /// A batch of models with what their cells show: one query per related table, whatever
    /// the batch's size.
    fn rows(
        db: &Db,
        models: Vec<Model<Self>>,
    ) -> impl Future<Output = Result<Vec<Self::Row>>> + Send;
}

/// A column of a table's CSV file: its header and how a row's cell reads. The CSV writer
/// quotes every cell and neutralises formulas, once, for every table.
pub struct CsvColumn<R> {
    pub header: &'static str,
    pub cell: fn(&R) -> String,
}

/// The back office's tables, as clients name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableName {
    Users,
    Posts,
    Reports,
    SecondOpinions,
    Topics,
    AuditLog,
    CrashReports,
}

/// A table's count stops here: past it the pager says "of 500+" rather than have every page
/// view count a million rows (measured in `just bench`, docs/performance.md).
pub const COUNT_LIMIT: u64 = 10_000;
/// A search's count stops sooner: each row it reads is a text match, not an index entry
/// (10,000 matches of a common word took 0.6 s at 100,000 posts on SQLite), and 'of 50+' pages
/// tells an admin to narrow her search as well as 'of 500+' does.
pub const SEARCH_COUNT_LIMIT: u64 = 1_000;

/// How many rows match a table's search and filters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    /// At most [`COUNT_LIMIT`].
    pub count: u64,
    /// False when more rows match than were counted.
    pub exact: bool,
}

/// One page of a table.
pub async fn page<T: AdminTable>(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    query: &TableQuery,
) -> Result<Page<Model<T>>> {
    viewer.require_admin()?;
    T::SPEC
        .page(db, T::Entity::find(), query, T::cursor_of)
        .await
}

/// How many rows match `query` (its page is ignored), counted up to [`COUNT_LIMIT`] (a search
/// up to [`SEARCH_COUNT_LIMIT`]): the statement reads at most one match past the limit.
pub async fn count<T: AdminTable>(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    query: &TableQuery,
) -> Result<Count> {
    viewer.require_admin()?;
    let (select, _) = T::SPEC.select(db.get_database_backend(), T::Entity::find(), query)?;
    let searched = query
        .search
        .as_deref()
        .is_some_and(|s| !s.trim().is_empty());
    let limit = if searched {
        SEARCH_COUNT_LIMIT
    } else {
        COUNT_LIMIT
    };
    let counted = select
        .select_only()
        .column(T::SPEC.key.id)
        .limit(limit + 1)
        .count(db)
        .await?;
    Ok(Count {
        count: counted.min(limit),
        exact: counted <= limit,
    })
}

/// [`count`] of the table clients name.
pub async fn count_of(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    table: TableName,
    query: &TableQuery,
) -> Result<Count> {
    use super::{audit_log, crash_reports, posts, reports, second_opinions, topics, users};
    match table {
        TableName::Users => count::<users::Users>(db, viewer, query).await,
        TableName::Posts => count::<posts::Posts>(db, viewer, query).await,
        TableName::Reports => count::<reports::Queue>(db, viewer, query).await,
        TableName::SecondOpinions => {
            count::<second_opinions::SecondOpinions>(db, viewer, query).await
        }
        TableName::Topics => count::<topics::Topics>(db, viewer, query).await,
        TableName::AuditLog => count::<audit_log::AuditLog>(db, viewer, query).await,
        TableName::CrashReports => count::<crash_reports::CrashReports>(db, viewer, query).await,
    }
}

/// Every row matching `query` (its page is ignored), batch after batch with what its cells
/// show, in the table's order: what CSV export streams. A bad query is refused here, before
/// the first byte of a download goes out.
pub fn export<T: AdminTable>(
    db: &Db,
    viewer: &Viewer,
    query: TableQuery,
) -> Result<impl Stream<Item = Result<Vec<T::Row>>> + Send + 'static> {
    viewer.require_admin()?;
    T::SPEC.select(db.get_database_backend(), T::Entity::find(), &query)?;
    let rows_db = db.clone();
    Ok(T::SPEC
        .batches(db.clone(), T::Entity::find, query, T::cursor_of)
        .then(move |batch| {
            let db = rows_db.clone();
            async move { T::rows(&db, batch?).await }
        }))
}

/// How the tables' cells read in a CSV file.
pub mod cell {
    use super::{DateTime, Datelike, Utc};

    /// The tables' "long date with time", as date-fns' `PPPp` writes it ("November 23rd,
    /// 2026 at 10:37 AM"), in UTC (the server does not know the admin's time zone).
    pub fn long_date(at: DateTime<Utc>) -> String {
        let day = at.day();
        let suffix = match (day % 10, day % 100) {
            (1, 11) | (2, 12) | (3, 13) => "th",
            (1, _) => "st",
            (2, _) => "nd",
            (3, _) => "rd",
            _ => "th",
        };
        format!(
            "{} {day}{suffix}, {} at {} UTC",
            at.format("%B"),
            at.year(),
            at.format("%-I:%M %p")
        )
    }

    pub fn yes_no(value: bool) -> String {
        if value { "Yes" } else { "No" }.to_owned()
    }

    /// Empty text reads "N/A", as the tables show it.
    pub fn or_na(text: &str) -> String {
        if text.is_empty() { "N/A" } else { text }.to_owned()
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn long_dates_read_like_the_tables() {
            let at = DateTime::parse_from_rfc3339("2026-11-23T10:07:00Z")
                .unwrap()
                .to_utc();
            assert_eq!(long_date(at), "November 23rd, 2026 at 10:07 AM UTC");
            let at = DateTime::parse_from_rfc3339("2026-01-11T22:30:00Z")
                .unwrap()
                .to_utc();
            assert_eq!(long_date(at), "January 11th, 2026 at 10:30 PM UTC");
        }
    }
}
