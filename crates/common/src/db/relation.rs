//! What a list shows beside each of its rows (a post's author, topics, pictures, reaction
//! tallies) is declared once per relation, as a `SELECT` in one row layout shared by every
//! relation: `kind, key, a, b, c, n1, n2, t1, t2` (three texts, two whole numbers, two times;
//! what each means is the relation's). Its own loader runs it alone ([`run`] with one
//! [`Branch`]); a list runs all it shows as one `UNION ALL`, one statement for the page
//! (`forum::service::post_relations`). Both read the rows with the relation's one reader.
//!
//! A list can also be read in the same statement as its relations ([`run_listed`]): its
//! select becomes `WITH listed AS (…)`, its rows come out of the union beside the relations'
//! (their own columns after the layout's, `NULL` in the relations' rows), and each branch
//! names its keys as a sub-select of `listed` ([`Keys::Listed`]) instead of a list of ids.

use sea_orm::sea_query::SelectStatement;
use sea_orm::{
    ColumnTrait, ColumnType, ConnectionTrait, DbErr, EntityTrait, IdenStatic, Iterable,
    QueryResult, TryGetable, Value,
};

use crate::{Id, Result};

/// One relation's rows for a set of keys.
pub struct Branch {
    /// `'<kind>' AS "kind", … AS "t2"`
    columns: String,
    /// What follows `FROM`.
    from: String,
    values: Vec<Value>,
}

/// Which keys a branch reads.
#[derive(Clone, Copy)]
pub enum Keys<'a> {
    /// These ids.
    Ids(&'a [Id]),
    /// The `column` of the listed rows ([`run_listed`]), of those matching `only` if given.
    Listed {
        column: &'a str,
        only: Option<&'a str>,
    },
}

impl Keys<'_> {
    /// What goes inside `IN (…)`; an id list's values are appended to `values`.
    pub fn sql(&self, values: &mut Vec<Value>) -> String {
        match self {
            Keys::Ids(ids) => in_list(values, ids),
            Keys::Listed { column, only } => match only {
                None => format!("SELECT {column} FROM {LISTED}"),
                Some(only) => format!("SELECT {column} FROM {LISTED} WHERE {only}"),
            },
        }
    }
}

/// The name of the listed rows in [`run_listed`]'s statement.
const LISTED: &str = "listed";

/// The columns of a branch, as SQL expressions over its `FROM`; `None` is `NULL`. Whole
/// numbers are cast to `BIGINT`, so PostgreSQL answers the same type alone and in a union;
/// times are `TIMESTAMPTZ` there.
#[derive(Default)]
pub struct Columns<'a> {
    pub key: &'a str,
    pub a: Option<&'a str>,
    pub b: Option<&'a str>,
    pub c: Option<&'a str>,
    pub n1: Option<&'a str>,
    pub n2: Option<&'a str>,
    pub t1: Option<&'a str>,
    pub t2: Option<&'a str>,
}

impl Branch {
    /// `SELECT '<kind>', <columns> FROM <from>`, with `?` placeholders in `from` (or in the
    /// columns, first) bound to `values` in order.
    pub fn new(kind: &str, columns: Columns<'_>, from: &str, values: Vec<Value>) -> Self {
        // An absent column is a NULL of the slot's type: PostgreSQL types a union pair by
        // pair, and two untyped NULLs would make a text column that a number cannot join.
        let text = |column: Option<&str>| column.unwrap_or("CAST(NULL AS TEXT)").to_owned();
        let number = |column: Option<&str>| format!("CAST({} AS BIGINT)", column.unwrap_or("NULL"));
        let time = |column: Option<&str>| column.unwrap_or("CAST(NULL AS TIMESTAMPTZ)").to_owned();
        let columns = format!(
            "'{kind}' AS \"kind\", {} AS \"key\", {} AS \"a\", {} AS \"b\", {} AS \"c\", \
             {} AS \"n1\", {} AS \"n2\", {} AS \"t1\", {} AS \"t2\"",
            columns.key,
            text(columns.a),
            text(columns.b),
            text(columns.c),
            number(columns.n1),
            number(columns.n2),
            time(columns.t1),
            time(columns.t2),
        );
        Self {
            columns,
            from: from.to_owned(),
            values,
        }
    }

    /// Its `SELECT`, with `extra` columns after the layout's.
    fn sql(&self, extra: &str) -> String {
        format!("SELECT {}{extra} FROM {}", self.columns, self.from)
    }
}

/// `?, ?, …` for `ids`, whose values are appended to `values`: an `IN (…)` list.
fn in_list(values: &mut Vec<Value>, ids: &[Id]) -> String {
    values.extend(ids.iter().map(|id| Value::from(id.clone())));
    vec!["?"; ids.len()].join(", ")
}

/// The rows of `branches`, one statement for all (none when there are none).
pub async fn run(db: &impl ConnectionTrait, branches: Vec<Branch>) -> Result<Vec<QueryResult>> {
    if branches.is_empty() {
        return Ok(Vec::new());
    }
    let (sql, values) = union(branches, "");
    let statement = super::statement(db.get_database_backend(), &sql, values);
    Ok(db.query_all_raw(statement).await?)
}

/// The rows `list` selects (of the entity `E`), as rows of the kind `kind` keyed by their
/// `id`, and the rows of `branches` over them, in one statement. A listed row's own columns
/// follow the layout's under their own names, so `E`'s model reads it as it is.
pub async fn run_listed<E: EntityTrait>(
    db: &impl ConnectionTrait,
    kind: &str,
    list: &SelectStatement,
    branches: Vec<Branch>,
) -> Result<Vec<QueryResult>> {
    let backend = db.get_database_backend();
    let (mut own, mut nulls) = (String::new(), String::new());
    for column in E::Column::iter() {
        let name = column.as_str();
        own.push_str(&format!(", {LISTED}.\"{name}\""));
        let null = typed_null(column.def().get_column_type());
        nulls.push_str(&format!(", {null} AS \"{name}\""));
    }
    let head = Branch::new(
        kind,
        Columns {
            key: "id",
            ..Columns::default()
        },
        LISTED,
        Vec::new(),
    );
    let (rest, values) = union(branches, &nulls);
    let mut sql = head.sql(&own);
    if !rest.is_empty() {
        sql = format!("{sql} UNION ALL {rest}");
    }
    let list = backend.build(list);
    let listed_values = list.values.map(|v| v.0).unwrap_or_default();
    let statement = super::statement_after(
        backend,
        &format!("WITH {LISTED} AS ({})", list.sql),
        listed_values,
        &sql,
        values,
    );
    Ok(db.query_all_raw(statement).await?)
}

/// The branches as one `UNION ALL`, each with `extra` columns, and their values in order.
fn union(branches: Vec<Branch>, extra: &str) -> (String, Vec<Value>) {
    let mut sql = Vec::with_capacity(branches.len());
    let mut values = Vec::new();
    for branch in branches {
        sql.push(branch.sql(extra));
        values.extend(branch.values);
    }
    // No `ORDER BY`: each relation puts its lists in order as it reads them; sorting the
    // union cost SQLite a sort per branch.
    (sql.join(" UNION ALL "), values)
}

/// A `NULL` of a column's type, for the rows of a union that do not have it (PostgreSQL types
/// a union's column pair by pair and reads it back as that type).
fn typed_null(column: &ColumnType) -> &'static str {
    match column {
        ColumnType::Integer | ColumnType::SmallInteger | ColumnType::TinyInteger => {
            "CAST(NULL AS INTEGER)"
        }
        ColumnType::BigInteger => "CAST(NULL AS BIGINT)",
        ColumnType::Boolean => "CAST(NULL AS BOOLEAN)",
        ColumnType::TimestampWithTimeZone | ColumnType::DateTime | ColumnType::Timestamp => {
            "CAST(NULL AS TIMESTAMPTZ)"
        }
        _ => "CAST(NULL AS TEXT)",
    }
}

/// A row of a branch, read by its columns' names in the layout.
pub struct Row<'a>(pub &'a QueryResult);

impl Row<'_> {
    /// The column `name` of the layout (`kind`, `key`, `a` … `t2`) as a `T`.
    pub fn get<T: TryGetable>(&self, name: &str) -> Result<T> {
        self.0
            .try_get::<T>("", name)
            .map_err(|err: DbErr| err.into())
    }

    pub fn kind(&self) -> Result<String> {
        self.get("kind")
    }

    pub fn key(&self) -> Result<Id> {
        self.get("key")
    }
}
