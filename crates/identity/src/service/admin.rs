//! Making or promoting administrators from the command line (`forum create-admin`).

use common::{Id, Result, Viewer};
use entity::users;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel,
    QueryFilter,
};

use super::password::{self, Passwords};
use super::{email::Email, username};

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
