//! The emoji reactions members give, in legend order. Seeded at start; admins add, edit and
//! delete them in the back office (the legend "What do the emojis mean?" follows).

use common::db::beside;
use common::db::relation::{self, Branch, Columns, Row};
use common::{AppError, Id, Result, UniqueViolation, Viewer};
use entity::{comment_reactions, post_reactions, reaction_types};
use sea_orm::sea_query::{Expr, ExprTrait, Func};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect,
};

use super::reactions::ME_TOO;

pub const MAX_NAME_CHARS: usize = 40;
/// An emoji is one grapheme, but a grapheme can be many code points ('🙋‍♀️' is four).
pub const MAX_EMOJI_CHARS: usize = 10;
pub const MAX_DESCRIPTION_CHARS: usize = 200;
const DUPLICATE_NAME: &str = "A reaction with this name exists already.";
const ME_TOO_STAYS: &str = "'Me Too' opens the \"why I reacted\" question: it can be re-described but not renamed or deleted.";

/// The reaction types in their display order ('Me Too' first).
/// Every reaction type, hidden ones included, in legend order (the back office's list, and
/// the tallies of reactions already given).
pub async fn list(db: &impl ConnectionTrait) -> Result<Vec<reaction_types::Model>> {
    let rows = relation::run(db, vec![branch()]).await?;
    in_order(
        rows.iter()
            .map(|row| read(&Row(row)))
            .collect::<Result<_>>()?,
    )
}

/// Every reaction type as a relation (the tallies show each in the legend's order), keyed by
/// its id: `a` … `c` its name, emoji and description, `n1` its place, `n2` 1 when hidden.
pub const KIND: &str = "kind";

/// The reaction types' rows.
pub fn branch() -> Branch {
    let columns = Columns {
        key: "id",
        a: Some("name"),
        b: Some("emoji"),
        c: Some("description"),
        n1: Some("\"position\""),
        n2: Some("CASE WHEN hidden THEN 1 ELSE 0 END"),
        ..Columns::default()
    };
    Branch::new(KIND, columns, "reaction_types", Vec::new())
}

/// A reaction type from its row of [`branch`].
pub fn read(row: &Row<'_>) -> Result<reaction_types::Model> {
    let position: i64 = row.get("n1")?;
    Ok(reaction_types::Model {
        id: row.key()?,
        name: row.get("a")?,
        emoji: row.get("b")?,
        description: row.get("c")?,
        position: i32::try_from(position).map_err(AppError::internal)?,
        hidden: row.get::<i64>("n2")? != 0,
    })
}

/// Every reaction type as a column beside each row of a page (`common::db::beside`), the
/// same for every row: the tallies beside a post show each type in the legend's order.
pub fn column(backend: sea_orm::DbBackend, alias: &'static str) -> beside::Column {
    beside::Column::list(
        backend,
        alias,
        "k.id, k.name, k.emoji, k.description, k.\"position\", \
         CASE WHEN k.hidden THEN 1 ELSE 0 END",
        "FROM reaction_types AS k",
        Vec::new(),
    )
}

/// The reaction types from a row's [`column`], in the legend's order.
pub fn read_column(row: &sea_orm::QueryResult, alias: &str) -> Result<Vec<reaction_types::Model>> {
    type Kind = (String, String, String, String, i32, i64);
    in_order(
        beside::read_list::<Kind>(row, alias)?
            .into_iter()
            .map(
                |(id, name, emoji, description, position, hidden)| reaction_types::Model {
                    id: Id::stored(id),
                    name,
                    emoji,
                    description,
                    position,
                    hidden: hidden != 0,
                },
            )
            .collect(),
    )
}

/// Reaction types in the legend's order.
pub fn in_order(mut kinds: Vec<reaction_types::Model>) -> Result<Vec<reaction_types::Model>> {
    kinds.sort_unstable_by_key(|kind| kind.position);
    Ok(kinds)
}

/// The legend members choose from: the types not hidden, in order.
pub async fn legend(db: &impl ConnectionTrait) -> Result<Vec<reaction_types::Model>> {
    Ok(reaction_types::Entity::find()
        .filter(reaction_types::Column::Hidden.eq(false))
        .order_by_asc(reaction_types::Column::Position)
        .all(db)
        .await?)
}

pub async fn get(db: &impl ConnectionTrait, id: Id) -> Result<reaction_types::Model> {
    reaction_types::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::not_found("Reaction"))
}

/// A reaction type as the admin's form sends it: no id adds one at the end of the legend, an
/// id edits that one.
#[derive(Clone, Debug, Default)]
pub struct ReactionTypeChange {
    pub id: Option<Id>,
    pub name: String,
    pub emoji: String,
    pub description: String,
}

/// Creates or edits a reaction type (admins only), in the caller's transaction. The name is
/// required and unique (ignoring case), the emoji a few characters that are neither letters,
/// digits nor spaces, the description required. Answers it and whether it was created.
pub async fn save(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    input: ReactionTypeChange,
) -> Result<(reaction_types::Model, bool)> {
    viewer.require_admin()?;
    let name = input.name.trim().to_owned();
    if name.is_empty() {
        return Err(AppError::invalid("name", "Name is required"));
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(AppError::invalid(
            "name",
            format!("Names can be at most {MAX_NAME_CHARS} characters."),
        ));
    }
    let emoji = input.emoji.trim().to_owned();
    let emoji_chars = emoji.chars().count();
    if emoji_chars == 0
        || emoji_chars > MAX_EMOJI_CHARS
        || emoji
            .chars()
            .any(|c| c.is_ascii_alphanumeric() || c.is_whitespace() || "<>&\"'".contains(c))
    {
        return Err(AppError::invalid("emoji", "Please enter one emoji."));
    }
    let description = input.description.trim().to_owned();
    if description.is_empty() {
        return Err(AppError::invalid("description", "Description is required"));
    }
    if description.chars().count() > MAX_DESCRIPTION_CHARS {
        return Err(AppError::invalid(
            "description",
            format!("Descriptions can be at most {MAX_DESCRIPTION_CHARS} characters."),
        ));
    }
    let mut clash = reaction_types::Entity::find().filter(
        Expr::expr(Func::lower(Expr::col(reaction_types::Column::Name))).eq(name.to_lowercase()),
    );
    if let Some(id) = &input.id {
        clash = clash.filter(reaction_types::Column::Id.ne(id.clone()));
    }
    if clash.count(db).await? > 0 {
        return Err(AppError::Conflict(DUPLICATE_NAME.into()));
    }
    match input.id {
        None => {
            let last: Option<i32> = reaction_types::Entity::find()
                .select_only()
                .column(reaction_types::Column::Position)
                .order_by_desc(reaction_types::Column::Position)
                .into_tuple()
                .one(db)
                .await?;
            let kind = reaction_types::Model {
                id: Id::generate(),
                name,
                emoji,
                description,
                position: last.map_or(0, |p| p + 1),
                hidden: false,
            };
            reaction_types::Entity::insert(reaction_types::ActiveModel::from(kind.clone()))
                .exec_without_returning(db)
                .await
                .on_unique_violation(|| AppError::Conflict(DUPLICATE_NAME.into()))?;
            Ok((kind, true))
        }
        Some(id) => {
            let mut kind = get(db, id).await?;
            if kind.name == ME_TOO && name != ME_TOO {
                return Err(AppError::invalid("name", ME_TOO_STAYS));
            }
            kind.name = name;
            kind.emoji = emoji;
            kind.description = description;
            reaction_types::ActiveModel::from(kind.clone())
                .reset_all()
                .update(db)
                .await
                .on_unique_violation(|| AppError::Conflict(DUPLICATE_NAME.into()))?;
            Ok((kind, false))
        }
    }
}

/// Deletes a reaction type nobody has used (admins only), in the caller's transaction. One
/// members have given is hidden instead ([`set_hidden`]): deleting it would take their
/// reactions away. 'Me Too' stays.
pub async fn delete(db: &impl ConnectionTrait, viewer: &Viewer, id: Id) -> Result<()> {
    viewer.require_admin()?;
    let kind = get(db, id).await?;
    if kind.name == ME_TOO {
        return Err(AppError::invalid("id", ME_TOO_STAYS));
    }
    let on_posts = post_reactions::Entity::find()
        .filter(post_reactions::Column::ReactionTypeId.eq(kind.id.clone()))
        .count(db)
        .await?;
    let on_comments = comment_reactions::Entity::find()
        .filter(comment_reactions::Column::ReactionTypeId.eq(kind.id.clone()))
        .count(db)
        .await?;
    if on_posts + on_comments > 0 {
        return Err(AppError::Conflict(IN_USE.into()));
    }
    reaction_types::Entity::delete_by_id(kind.id)
        .exec(db)
        .await?;
    Ok(())
}

pub const IN_USE: &str =
    "Members have used this reaction, so it cannot be deleted. Hide it instead.";

/// Hides a reaction type from the legend, or shows it again (admins only), in the caller's
/// transaction. 'Me Too' is always shown: the app asks "why" after it.
pub async fn set_hidden(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    id: Id,
    hidden: bool,
) -> Result<reaction_types::Model> {
    viewer.require_admin()?;
    let mut kind = get(db, id).await?;
    if kind.name == ME_TOO && hidden {
        return Err(AppError::invalid(
            "id",
            "'Me Too' opens the \"why I reacted\" question: it cannot be hidden.",
        ));
    }
    kind.hidden = hidden;
    reaction_types::Entity::update_many()
        .col_expr(reaction_types::Column::Hidden, Expr::value(hidden))
        .filter(reaction_types::Column::Id.eq(kind.id.clone()))
        .exec(db)
        .await?;
    Ok(kind)
}
