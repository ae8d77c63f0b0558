//! What a list shows beside each of its rows (a post's author, topics, pictures, reaction
//! tallies) is declared once per relation, as a `SELECT` in one row layout shared by every
//! relation: `kind, key, a, b, c, n1, n2, t1, t2` (three texts, two whole numbers, two times;
//! what each means is the relation's). Its own loader runs it alone ([`run`] with one
//! [`Branch`]); a list runs all it shows as one `UNION ALL`, one statement for the page
//! (`forum::service::post_relations`). Both read the rows with the relation's one reader. A
//! feed page, whose own statement is ours to shape, reads its relations as columns of its
//! rows instead (`beside`).

use sea_orm::{ConnectionTrait, DbErr, QueryResult, TryGetable, Value};

use crate::{Id, Result};

/// One relation's rows for a set of keys.
pub struct Branch {
    sql: String,
    values: Vec<Value>,
}

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
        let sql = format!(
            "SELECT '{kind}' AS \"kind\", {} AS \"key\", {} AS \"a\", {} AS \"b\", {} AS \"c\", \
             {} AS \"n1\", {} AS \"n2\", {} AS \"t1\", {} AS \"t2\" FROM {from}",
            columns.key,
            text(columns.a),
            text(columns.b),
            text(columns.c),
            number(columns.n1),
            number(columns.n2),
            time(columns.t1),
            time(columns.t2),
        );
        Self { sql, values }
    }
}

/// `?, ?, …` for `ids`, whose values are appended to `values`: an `IN (…)` list.
pub fn in_list(values: &mut Vec<Value>, ids: &[Id]) -> String {
    values.extend(ids.iter().map(|id| Value::from(id.clone())));
    vec!["?"; ids.len()].join(", ")
}

/// The rows of `branches`, one statement for all (none when there are none).
pub async fn run(db: &impl ConnectionTrait, branches: Vec<Branch>) -> Result<Vec<QueryResult>> {
    if branches.is_empty() {
        return Ok(Vec::new());
    }
    let mut sql = Vec::with_capacity(branches.len());
    let mut values = Vec::new();
    for branch in branches {
        sql.push(branch.sql);
        values.extend(branch.values);
    }
    // No `ORDER BY`: each relation puts its lists in order as it reads them; sorting the
    // union cost SQLite a sort per branch.
    let statement = super::statement(db.get_database_backend(), &sql.join(" UNION ALL "), values);
    Ok(db.query_all_raw(statement).await?)
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
