//! The back office's view of accounts.

use common::{Db, Page, PageArgs, Result, Viewer};
use entity::users;
use sea_orm::sea_query::Condition;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

/// Accounts, newest first; admins only. The cursor is the id of the last account of the
/// previous page (ties on `created_at` are broken by id, so no account is skipped or repeated).
pub async fn list(viewer: &Viewer, db: &Db, page: PageArgs) -> Result<Page<users::Model>> {
    viewer.require_admin()?;
    let limit = page.limit();
    let mut query = users::Entity::find()
        .order_by_desc(users::Column::CreatedAt)
        .order_by_desc(users::Column::Id)
        .limit(limit + 1);
    if let Some(after) = page.after.as_deref()
        && let Some(cursor) = users::Entity::find_by_id(after).one(db).await?
    {
        query = query.filter(
            Condition::any()
                .add(users::Column::CreatedAt.lt(cursor.created_at))
                .add(
                    Condition::all()
                        .add(users::Column::CreatedAt.eq(cursor.created_at))
                        .add(users::Column::Id.lt(cursor.id)),
                ),
        );
    }
    Ok(Page::from_overfetch(query.all(db).await?, limit))
}
