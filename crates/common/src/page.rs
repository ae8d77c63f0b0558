//! Cursor pagination, the one way every growing list is paged (member lists and admin tables).
//!
//! A page is ordered by `(created_at, id)`; its cursor is that pair for the last item,
//! base64-encoded so clients treat it as opaque. Because the cursor carries the position
//! itself, not a row to look up, a cursor whose row was deleted still continues exactly
//! where the page ended: nothing is skipped or repeated. A cursor that does not decode is the
//! client's mistake (400 / `BAD_USER_INPUT`).

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::Condition;
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, Order, QueryFilter, QueryOrder, QuerySelect, Select,
};

use crate::{AppError, Id, Result};

/// At most this many items per page, whatever a client asks for.
pub const MAX_PAGE_SIZE: u64 = 100;
pub const DEFAULT_PAGE_SIZE: u64 = 20;

const BAD_CURSOR: &str = "This page cursor is not valid: start again from the first page.";

/// Where a page ended: the `(created_at, id)` of its last item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cursor {
    pub created_at: DateTime<Utc>,
    pub id: Id,
}

impl Cursor {
    pub fn encode(&self) -> String {
        URL_SAFE_NO_PAD.encode(format!(
            "{}.{}",
            self.created_at.timestamp_micros(),
            self.id
        ))
    }

    /// The error for a cursor we did not write.
    pub fn invalid(field: &'static str) -> AppError {
        AppError::invalid(field, BAD_CURSOR)
    }

    /// Parses a cursor from a client; anything we did not write is refused.
    pub fn decode(field: &'static str, value: &str) -> Result<Self> {
        let bad = || Self::invalid(field);
        let bytes = URL_SAFE_NO_PAD.decode(value).map_err(|_| bad())?;
        let text = std::str::from_utf8(&bytes).map_err(|_| bad())?;
        let (micros, id) = text.split_once('.').ok_or_else(bad)?;
        let created_at = micros
            .parse::<i64>()
            .ok()
            .and_then(DateTime::from_timestamp_micros)
            .ok_or_else(bad)?;
        let id = Id::parse(field, id).map_err(|_| bad())?;
        Ok(Self { created_at, id })
    }
}

/// Which page a client asks for: how many items, after which cursor.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PageRequest {
    pub first: u64,
    pub after: Option<Cursor>,
}

impl PageRequest {
    /// From a client's `first` and `after`: the size is clamped to 1–100 (default 20); a bad
    /// cursor is refused.
    pub fn parse(first: Option<u64>, after: Option<&str>) -> Result<Self> {
        Ok(Self {
            first: first.unwrap_or(DEFAULT_PAGE_SIZE).clamp(1, MAX_PAGE_SIZE),
            after: after
                .filter(|a| !a.is_empty())
                .map(|a| Cursor::decode("after", a))
                .transpose()?,
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page<T> {
    pub items: Vec<T>,
    pub has_next_page: bool,
    /// Pass as `after` for the next page; `None` on an empty page.
    pub end_cursor: Option<Cursor>,
}

/// Newest first (`Desc`) or oldest first (`Asc`), by `(created_at, id)`.
pub type Direction = Order;

/// The two columns a list is paged by.
#[derive(Clone, Copy, Debug)]
pub struct PageKey<C> {
    pub created_at: C,
    pub id: C,
}

impl<C: ColumnTrait> PageKey<C> {
    /// Orders `select` by this key and keeps the rows after `cursor`.
    pub fn order<E: EntityTrait<Column = C>>(
        &self,
        select: Select<E>,
        direction: &Direction,
        cursor: Option<&Cursor>,
    ) -> Select<E> {
        let select = select
            .order_by(self.created_at, direction.clone())
            .order_by(self.id, direction.clone());
        let Some(cursor) = cursor else {
            return select;
        };
        select.filter(beyond(self.created_at, self.id, cursor, direction))
    }

    /// One page of `select`, in `direction`; fetches one row more than asked to learn whether
    /// there is a next page.
    pub async fn fetch<E>(
        &self,
        db: &impl ConnectionTrait,
        select: Select<E>,
        direction: &Direction,
        page: &PageRequest,
        cursor_of: impl Fn(&E::Model) -> Cursor,
    ) -> Result<Page<E::Model>>
    where
        E: EntityTrait<Column = C>,
    {
        let rows = self
            .order(select, direction, page.after.as_ref())
            .limit(page.first + 1)
            .all(db)
            .await?;
        Ok(from_overfetch(rows, page.first, cursor_of))
    }
}

/// The rows strictly beyond `cursor` by `(created_at, id)` in `direction`, written as
/// `created_at <= x AND (created_at < x OR id < y)` (mirrored when ascending). The leading
/// range is an index condition on both databases, so a deep page, or an export's next batch,
/// starts where the last one ended. The bare `OR` is not: PostgreSQL walked the index from the
/// top and filtered every earlier row (77 ms for a batch 85,000 reports deep, 0.4 ms now).
pub fn beyond<C: ColumnTrait>(
    created_at: C,
    id: C,
    cursor: &Cursor,
    direction: &Direction,
) -> Condition {
    let at = cursor.created_at;
    let (reach, past_at, past_id) = match direction {
        Order::Asc => (
            created_at.gte(at),
            created_at.gt(at),
            id.gt(cursor.id.clone()),
        ),
        _ => (
            created_at.lte(at),
            created_at.lt(at),
            id.lt(cursor.id.clone()),
        ),
    };
    Condition::all()
        .add(reach)
        .add(Condition::any().add(past_at).add(past_id))
}

/// Builds a page from `limit + 1` rows: the extra row only says that there is a next page.
pub fn from_overfetch<T>(
    mut items: Vec<T>,
    limit: u64,
    cursor_of: impl Fn(&T) -> Cursor,
) -> Page<T> {
    let has_next_page = items.len() as u64 > limit;
    items.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
    let end_cursor = items.last().map(cursor_of);
    Page {
        items,
        has_next_page,
        end_cursor,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cursor() -> Cursor {
        Cursor {
            created_at: DateTime::from_timestamp_micros(1_763_900_000_123_456).unwrap(),
            id: Id::parse("id", "65a1b2c3d4e5f60718293a4b").unwrap(),
        }
    }

    #[test]
    fn cursors_round_trip_and_look_opaque() {
        let encoded = cursor().encode();
        assert!(!encoded.contains("65a1b2c3"), "{encoded}");
        assert_eq!(Cursor::decode("after", &encoded).unwrap(), cursor());
    }

    #[test]
    fn bad_cursors_are_the_clients_mistake() {
        for bad in [
            "nope",
            "!!!",
            &URL_SAFE_NO_PAD.encode("12.not-an-id"),
            &URL_SAFE_NO_PAD.encode("x.65a1b2c3d4e5f60718293a4b"),
        ] {
            let err = PageRequest::parse(None, Some(bad)).unwrap_err();
            assert_eq!(err.kind(), crate::ErrorKind::BadUserInput, "{bad}");
            assert_eq!(err.to_string(), BAD_CURSOR);
        }
    }

    #[test]
    fn page_size_is_clamped() {
        assert_eq!(
            PageRequest::parse(None, None).unwrap().first,
            DEFAULT_PAGE_SIZE
        );
        assert_eq!(PageRequest::parse(Some(0), None).unwrap().first, 1);
        assert_eq!(
            PageRequest::parse(Some(10_000), None).unwrap().first,
            MAX_PAGE_SIZE
        );
        assert_eq!(PageRequest::parse(Some(5), Some("")).unwrap().after, None);
    }

    #[test]
    fn overfetch_marks_next_page_and_its_cursor() {
        let page = from_overfetch(vec![1, 2, 3], 2, |_| cursor());
        assert_eq!(page.items, vec![1, 2]);
        assert!(page.has_next_page);
        assert_eq!(page.end_cursor, Some(cursor()));
        let page = from_overfetch(Vec::<i32>::new(), 2, |_| cursor());
        assert!(!page.has_next_page);
        assert_eq!(page.end_cursor, None);
    }
}
