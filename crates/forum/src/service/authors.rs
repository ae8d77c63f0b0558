//! Members as others see them next to their posts and comments: name, colour and picture,
//! never a private detail (only these columns are ever read here).

use std::collections::HashMap;

use common::db::beside::{self, Column};
use common::db::relation::{self, Branch, Columns, Row};
use common::{Id, Result};
use sea_orm::{ConnectionTrait, DbBackend, FromQueryResult, QueryResult};

#[derive(Clone, Debug, PartialEq, Eq, FromQueryResult, serde::Deserialize)]
pub struct Author {
    pub id: Id,
    pub username: String,
    pub profile_colour: String,
    pub profile_image: Option<String>,
}

/// The authors relation, keyed by her id: `a` her username, `b` her colour, `c` her picture.
pub const KIND: &str = "author";

/// The authors relation's rows for `ids`.
pub fn branch(ids: &[Id]) -> Branch {
    let mut values = Vec::new();
    let list = relation::in_list(&mut values, ids);
    let columns = Columns {
        key: "id",
        a: Some("username"),
        b: Some("profile_colour"),
        c: Some("profile_image"),
        ..Columns::default()
    };
    Branch::new(
        KIND,
        columns,
        &format!("users WHERE id IN ({list})"),
        values,
    )
}

/// An author from her row of [`branch`].
pub fn read(row: &Row<'_>) -> Result<Author> {
    Ok(Author {
        id: row.key()?,
        username: row.get("a")?,
        profile_colour: row.get("b")?,
        profile_image: row.get("c")?,
    })
}

/// The author as a column beside each row of a page (`common::db::beside`): the member named
/// by the row's `owner_id`, when `shown` (a further condition on the row `l`) holds; `NULL`
/// otherwise, or when it has none (a tombstone). Read by [`read_column`].
pub fn column(backend: DbBackend, alias: &'static str, shown: Option<&str>) -> Column {
    let row = beside::ROW;
    let shown = shown
        .map(|shown| format!(" AND {shown}"))
        .unwrap_or_default();
    Column::one(
        backend,
        alias,
        "u.username, u.profile_colour, u.profile_image",
        &format!("FROM users AS u WHERE u.id = {row}.owner_id{shown}"),
    )
}

/// The author `id` from her row's [`column`] (none for `NULL`).
pub fn read_column(row: &QueryResult, alias: &str, id: &Id) -> Result<Option<Author>> {
    type Shown = (String, String, Option<String>);
    Ok(
        beside::read_one::<Shown>(row, alias)?.map(|(username, profile_colour, profile_image)| {
            Author {
                id: id.clone(),
                username,
                profile_colour,
                profile_image,
            }
        }),
    )
}

/// The authors behind `ids`: one query for any number of them.
pub async fn by_ids(db: &impl ConnectionTrait, ids: &[Id]) -> Result<HashMap<Id, Author>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    relation::run(db, vec![branch(ids)])
        .await?
        .iter()
        .map(|row| read(&Row(row)).map(|author| (author.id.clone(), author)))
        .collect()
}
