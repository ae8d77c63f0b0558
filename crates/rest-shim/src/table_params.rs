//! The admin tables' query string, read into the back office's table query.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use common::{AppError, PageRequest};
use edge::ApiError;
use moderation::service::table_query::TableQuery;

/// An admin table's query string: `search`, `sort`, `order` (`asc`/`desc`), `first`, `after`,
/// and any other parameter filters the column of that name (`isAdmin=Yes`, values
/// comma-separated or repeated). Which columns exist is the table's whitelist to check.
pub struct TableParams(pub TableQuery);

impl<S: Send + Sync> FromRequestParts<S> for TableParams {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        let mut query = TableQuery::default();
        let (mut first, mut after) = (None, None);
        let raw = parts.uri.query().unwrap_or_default();
        for (key, value) in form_urlencoded::parse(raw.as_bytes()) {
            match key.as_ref() {
                "search" => query.search = Some(value.into_owned()),
                "sort" => query.sort = Some(value.into_owned()),
                "order" => {
                    query.ascending = Some(match value.as_ref() {
                        "asc" => true,
                        "desc" => false,
                        _ => {
                            return Err(ApiError(AppError::invalid(
                                "order",
                                "order is asc or desc.",
                            )));
                        }
                    });
                }
                "first" => {
                    first = Some(value.parse::<u64>().map_err(|_| {
                        ApiError(AppError::invalid("first", "first must be a whole number."))
                    })?);
                }
                "after" => after = Some(value.into_owned()),
                column => query.filters.entry(column.to_owned()).or_default().extend(
                    value
                        .split(',')
                        .filter(|v| !v.is_empty())
                        .map(str::to_owned),
                ),
            }
        }
        query.page = PageRequest::parse(first, after.as_deref())?;
        Ok(Self(query))
    }
}
