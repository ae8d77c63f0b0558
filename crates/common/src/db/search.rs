//! Text search in SQL that reads the same on SQLite and PostgreSQL: a column contains a text,
//! case-insensitively, with the search's `%`, `_` and `\\` taken literally.

use sea_orm::ColumnTrait;
use sea_orm::sea_query::{Expr, ExprTrait, Func, LikeExpr};

/// `LOWER(column) LIKE '%text%' ESCAPE '\'`: the column contains `text`, case-insensitively,
/// with the same results on SQLite and PostgreSQL.
pub fn contains<C: ColumnTrait>(column: C, text: &str) -> Expr {
    like(column, &contains_pattern(text))
}

/// `LOWER(column) LIKE pattern ESCAPE '\'`, for a pattern from [`contains_pattern`].
/// The column is named with its table, so it reads the same inside a subquery of another.
pub fn like<C: ColumnTrait>(column: C, pattern: &str) -> Expr {
    Expr::expr(Func::lower(Expr::col((column.entity_name(), column))))
        .like(LikeExpr::new(pattern).escape('\\'))
}

/// A `LIKE` pattern matching `text` anywhere, case-insensitively (compare with `LOWER(col)`),
/// with `%`, `_` and `\` taken literally (`ESCAPE '\'`). Same results on SQLite and PostgreSQL.
pub fn contains_pattern(text: &str) -> String {
    let mut pattern = String::with_capacity(text.len() + 2);
    pattern.push('%');
    for c in text.to_lowercase().chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_text_is_taken_literally() {
        assert_eq!(contains_pattern("50%_Off\\"), "%50\\%\\_off\\\\%");
    }
}
