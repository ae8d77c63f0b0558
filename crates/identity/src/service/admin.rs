//! Administrators: made or promoted from the command line (`forum create-admin`), and the
//! rule that the forum always keeps one.

use common::{AppError, Id, Result, Viewer};
use entity::users;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, DbBackend, EntityTrait,
    IntoActiveModel, QueryFilter, QueryOrder, QuerySelect,
};

use super::password::{self, Passwords};
use super::{email::Email, username};

pub const LAST_ADMIN: &str =
    "The forum needs at least one admin. Make another member an admin first.";

/// Refuses to leave the forum without an admin when `user_id` loses her rights (or her
/// account). Run inside the write transaction that takes them away.
///
/// On PostgreSQL the admins' rows are locked until that transaction ends: two admins removing
/// each other at the same moment would otherwise each see the other still an admin, and both
/// go. The second now waits for the first, then sees one admin left and is refused. (SQLite
/// lets one write transaction run at a time, so there the second begins after the first.)
pub async fn require_another_admin(db: &impl ConnectionTrait, user_id: &Id) -> Result<()> {
    let mut admins = users::Entity::find()
        .select_only()
        .column(users::Column::Id)
        .filter(users::Column::IsAdmin.eq(true))
        // Every caller locks them in the same order, so two can never wait on each other.
        .order_by_asc(users::Column::Id);
    if db.get_database_backend() == DbBackend::Postgres {
        admins = admins.lock_exclusive();
    }
    let admins: Vec<Id> = admins.into_tuple().all(db).await?;
    if !admins.iter().any(|admin| admin != user_id) {
        return Err(AppError::Refused(LAST_ADMIN));
    }
    Ok(())
}

#[derive(Debug, PartialEq, Eq)]
pub struct AdminAccount {
    pub username: String,
    /// As stored: trimmed and lower-cased.
    pub email: String,
    /// False when an existing account was promoted (its password changes only when one was given).
    pub created: bool,
    /// Set when the account was created without a password.
    pub generated_password: Option<String>,
}

pub struct NewAdmin {
    pub email: String,
    /// The password to set; one is generated when `None` and the account is new.
    pub password: Option<String>,
}

/// `viewer` is the operator at the command line: only its time is used.
pub async fn create_or_promote(
    db: &impl ConnectionTrait,
    passwords: &Passwords,
    viewer: &Viewer,
    input: NewAdmin,
) -> Result<AdminAccount> {
    let email = Email::parse(&input.email)?;
    let new_password = input.password;
    if let Some(password) = &new_password {
        password::check_new(password, password)?;
    }
    let existing = users::Entity::find()
        .filter(users::Column::Email.eq(email.as_str()))
        .one(db)
        .await?;
    if let Some(user) = existing {
        let name = user.username.clone();
        let mut user = user.into_active_model();
        user.is_admin = Set(true);
        if let Some(password) = new_password {
            user.password_hash = Set(passwords.hash(password).await?);
        }
        user.updated_at = Set(viewer.now());
        user.update(db).await?;
        return Ok(AdminAccount {
            username: name,
            email: email.as_str().to_owned(),
            created: false,
            generated_password: None,
        });
    }

    let generated_password = new_password.is_none().then(password::generate);
    let plain = new_password
        .or_else(|| generated_password.clone())
        .unwrap_or_default();
    let name = username::suggest_unused(db).await?;
    let at = viewer.now();
    users::ActiveModel {
        id: Set(Id::generate()),
        username: Set(name.clone()),
        email: Set(email.as_str().to_owned()),
        password_hash: Set(passwords.hash(plain).await?),
        tos: Set(true),
        is_admin: Set(true),
        // Admins skip onboarding (spec §2).
        onboarding_complete: Set(true),
        created_at: Set(at),
        updated_at: Set(at),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(AdminAccount {
        username: name,
        email: email.as_str().to_owned(),
        created: true,
        generated_password,
    })
}
