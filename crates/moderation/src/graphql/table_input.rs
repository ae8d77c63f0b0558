//! The admin tables' one argument, `TableInput`, read into the table query.

use async_graphql::InputObject;
use common::{AppError, PageRequest};

use crate::service::table_query::TableQuery;

/// What an admin table asks for: the same arguments for every table (ARCHITECTURE §9).
#[derive(InputObject, Default)]
pub struct TableInput {
    /// Text to look for in the table's searchable columns, case-insensitively.
    pub search: Option<String>,
    /// The column to sort by: `createdAt` (the default).
    pub sort: Option<String>,
    /// Oldest first when true; newest first by default.
    pub ascending: Option<bool>,
    #[graphql(default)]
    pub filters: Vec<ColumnFilter>,
    #[graphql(validator(minimum = 1, maximum = 100))]
    pub first: Option<u64>,
    pub after: Option<String>,
}

/// Keep the rows whose `column` has any of `values` (e.g. `isAdmin` in `["Yes"]`).
#[derive(InputObject)]
pub struct ColumnFilter {
    pub column: String,
    pub values: Vec<String>,
}

impl TryFrom<TableInput> for TableQuery {
    type Error = AppError;

    fn try_from(input: TableInput) -> Result<Self, AppError> {
        let mut filters = std::collections::BTreeMap::<String, Vec<String>>::new();
        for filter in input.filters {
            filters
                .entry(filter.column)
                .or_default()
                .extend(filter.values);
        }
        Ok(Self {
            search: input.search,
            sort: input.sort,
            ascending: input.ascending,
            filters,
            page: PageRequest::parse(input.first, input.after.as_deref())?,
        })
    }
}
