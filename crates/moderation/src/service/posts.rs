//! Post Management: the back office's table of every post (quarantined ones included) and the
//! Shadow Ban toggle, each change with its audit row in its transaction. Deleting a post, her
//! own or by an admin, is the forum's (`forum::service::posts::delete`).

use audit::Action;
use common::page::PageKey;
use common::{AppError, Cursor, Db, Id, Result, Viewer};
use entity::posts;
use forum::service::authors::{self, Author};
use forum::service::{notifications, posts as post_service};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, TransactionSession, TransactionTrait,
};

use super::tables::{AdminTable, CsvColumn, TableName, cell};
use crate::service::table_query::{Filter, FilterKind, TableSpec};

/// Post Management: searchable by title and text; filterable by Shadow Banned and Needs care
/// (Yes/No); newest first.
pub struct Posts;

/// A row of the posts table with its owner.
pub struct PostRow {
    pub post: posts::Model,
    pub owner: Option<Author>,
}

impl AdminTable for Posts {
    type Entity = posts::Entity;
    type Row = PostRow;
    const NAME: TableName = TableName::Posts;
    const FILE: &'static str = "posts.csv";
    const SPEC: TableSpec<posts::Column> = TableSpec {
        search: &[posts::Column::Title, posts::Column::Text],
        search_also: None,
        filters: &[
            Filter {
                name: "isShadowBanned",
                column: posts::Column::IsShadowBanned,
                kind: FilterKind::YesNo,
            },
            Filter {
                name: "needsCare",
                column: posts::Column::NeedsCare,
                kind: FilterKind::YesNo,
            },
        ],
        key: PageKey {
            created_at: posts::Column::CreatedAt,
            id: posts::Column::Id,
        },
    };
    /// The Post Management columns (spec §2).
    const CSV: &'static [CsvColumn<PostRow>] = &[
        CsvColumn {
            header: "Owner",
            cell: |r| {
                r.owner
                    .as_ref()
                    .map_or_else(|| "N/A".into(), |a| a.username.clone())
            },
        },
        CsvColumn {
            header: "Title",
            cell: |r| cell::or_na(&r.post.title),
        },
        CsvColumn {
            header: "Text",
            cell: |r| cell::or_na(&r.post.text),
        },
        CsvColumn {
            header: "Created At",
            cell: |r| cell::long_date(r.post.created_at),
        },
        CsvColumn {
            header: "Last Updated",
            cell: |r| cell::long_date(r.post.updated_at),
        },
        CsvColumn {
            header: "Shadow Banned",
            cell: |r| cell::yes_no(r.post.is_shadow_banned),
        },
    ];

    fn cursor_of(post: &posts::Model) -> Cursor {
        post_service::cursor(post)
    }

    async fn rows(db: &Db, batch: Vec<posts::Model>) -> Result<Vec<PostRow>> {
        let ids: Vec<Id> = batch.iter().map(|p| p.owner_id.clone()).collect();
        let owners = authors::by_ids(db, &ids).await?;
        Ok(batch
            .into_iter()
            .map(|post| PostRow {
                owner: owners.get(&post.owner_id).cloned(),
                post,
            })
            .collect())
    }
}

/// Hides or shows a post for everyone but its owner and admins, with its audit row.
pub async fn set_shadow_ban(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    id: Id,
    is_shadow_banned: bool,
) -> Result<posts::Model> {
    viewer.require_admin()?;
    let txn = common::db::begin_write(db).await?;
    let mut post = posts::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(AppError::not_found("Post"))?;
    posts::Entity::update_many()
        .col_expr(posts::Column::IsShadowBanned, Expr::value(is_shadow_banned))
        .filter(posts::Column::Id.eq(post.id.clone()))
        .exec(&txn)
        .await?;
    if post.is_shadow_banned != is_shadow_banned {
        let admin = viewer.require_admin()?;
        let item = [notifications::Moderated::Post(post.id.clone())];
        notifications::moderated(&txn, viewer.now(), &admin.user_id, &item, is_shadow_banned)
            .await?;
    }
    post.is_shadow_banned = is_shadow_banned;
    audit::record(
        &txn,
        viewer,
        Action::PostShadowBan,
        &post.id,
        Some(is_shadow_banned.to_string()),
    )
    .await?;
    txn.commit().await?;
    Ok(post)
}

/// Sets or removes a post's content warning (admins only; audited: the row says whether one
/// was set, not its words). The rules of a member's own: trimmed, blank is none, at most 80
/// characters.
pub async fn set_content_warning(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    id: Id,
    content_warning: Option<String>,
) -> Result<posts::Model> {
    viewer.require_admin()?;
    let content_warning = post_service::check_content_warning(content_warning)?;
    let txn = common::db::begin_write(db).await?;
    let mut post = posts::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .filter(|post| post.deleted_at.is_none())
        .ok_or(AppError::not_found("Post"))?;
    posts::Entity::update_many()
        .col_expr(
            posts::Column::ContentWarning,
            Expr::value(content_warning.clone()),
        )
        .filter(posts::Column::Id.eq(post.id.clone()))
        .exec(&txn)
        .await?;
    let detail = if content_warning.is_some() {
        "set"
    } else {
        "removed"
    };
    post.content_warning = content_warning;
    audit::record(
        &txn,
        viewer,
        Action::PostContentWarning,
        &post.id,
        Some(detail.to_owned()),
    )
    .await?;
    txn.commit().await?;
    Ok(post)
}
