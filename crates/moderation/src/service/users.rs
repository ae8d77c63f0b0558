//! The back office's view of accounts: the User Management table.

use audit::Action;
use common::page::PageKey;
use common::{AppError, Cursor, Db, Id, Result, Viewer};
use entity::users;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, TransactionSession, TransactionTrait,
};

use super::tables::{AdminTable, CsvColumn, TableName, cell};
use crate::service::table_query::{Filter, FilterKind, TableSpec};

pub const STAY_ADMIN: &str = "You cannot remove your own admin rights.";

/// The User Management table: searchable by username and email, filterable by the Yes/No
/// columns, newest first.
pub struct Users;

impl AdminTable for Users {
    type Entity = users::Entity;
    type Row = users::Model;
    const NAME: TableName = TableName::Users;
    const FILE: &'static str = "users.csv";
    const SPEC: TableSpec<users::Column> = TableSpec {
        search: &[users::Column::Username, users::Column::Email],
        search_also: None,
        filters: &[
            Filter {
                name: "contact",
                column: users::Column::Contact,
                kind: FilterKind::YesNo,
            },
            Filter {
                name: "isAdmin",
                column: users::Column::IsAdmin,
                kind: FilterKind::YesNo,
            },
        ],
        key: PageKey {
            created_at: users::Column::CreatedAt,
            id: users::Column::Id,
        },
    };
    /// The User Management columns (spec §2).
    const CSV: &'static [CsvColumn<users::Model>] = &[
        CsvColumn {
            header: "Profile Colour",
            cell: |u| u.profile_colour.clone(),
        },
        CsvColumn {
            header: "Username",
            cell: |u| cell::or_na(&u.username),
        },
        CsvColumn {
            header: "Email",
            cell: |u| u.email.clone(),
        },
        CsvColumn {
            header: "Can contact?",
            cell: |u| cell::yes_no(u.contact),
        },
        CsvColumn {
            header: "Is Admin?",
            cell: |u| cell::yes_no(u.is_admin),
        },
        CsvColumn {
            header: "Last Login",
            cell: |u| {
                u.last_login_at
                    .map_or_else(|| "Never".into(), cell::long_date)
            },
        },
        CsvColumn {
            header: "Created At",
            cell: |u| cell::long_date(u.created_at),
        },
    ];

    fn cursor_of(user: &users::Model) -> Cursor {
        Cursor {
            created_at: user.created_at,
            id: user.id.clone(),
        }
    }

    async fn rows(_: &Db, models: Vec<users::Model>) -> Result<Vec<users::Model>> {
        Ok(models)
    }
}

/// One account (admins only).
pub async fn get(db: &impl ConnectionTrait, viewer: &Viewer, id: Id) -> Result<users::Model> {
    viewer.require_admin()?;
    users::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::not_found("Member"))
}

/// What an admin may change of an account: its admin rights and its contact choice (the
/// member's "happy to be contacted for research"); `None` leaves it.
#[derive(Clone, Copy, Debug, Default)]
pub struct AccountChange {
    pub is_admin: Option<bool>,
    pub contact: Option<bool>,
}

/// Changes an account's admin rights or contact choice, with an audit row per change
/// (`user.admin`, `user.contact`). An admin cannot take her own rights away (someone must be
/// left to give them back).
pub async fn update(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    id: Id,
    change: AccountChange,
) -> Result<users::Model> {
    let admin = viewer.require_admin()?;
    if admin.user_id == id && change.is_admin == Some(false) {
        return Err(AppError::invalid("isAdmin", STAY_ADMIN));
    }
    let txn = common::db::begin_write(db).await?;
    let mut user = get(&txn, viewer, id).await?;
    let mut changes = Vec::new();
    if change.is_admin == Some(false) && user.is_admin {
        identity::service::admin::require_another_admin(&txn, &user.id).await?;
    }
    if let Some(is_admin) = change.is_admin.filter(|v| *v != user.is_admin) {
        user.is_admin = is_admin;
        changes.push((Action::UserAdmin, is_admin));
    }
    if let Some(contact) = change.contact.filter(|v| *v != user.contact) {
        user.contact = contact;
        changes.push((Action::UserContact, contact));
    }
    if changes.is_empty() {
        return Ok(user);
    }
    user.updated_at = viewer.now();
    users::Entity::update_many()
        .col_expr(users::Column::IsAdmin, Expr::value(user.is_admin))
        .col_expr(users::Column::Contact, Expr::value(user.contact))
        .col_expr(users::Column::UpdatedAt, Expr::value(user.updated_at))
        .filter(users::Column::Id.eq(user.id.clone()))
        .exec(&txn)
        .await?;
    for (action, value) in changes {
        audit::record(&txn, viewer, action, &user.id, Some(value.to_string())).await?;
    }
    txn.commit().await?;
    Ok(user)
}
