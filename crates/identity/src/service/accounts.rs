//! Registering, logging in, and the signed-in member's own account.

use std::net::IpAddr;

use common::{AppError, Db, Id, Result, Viewer, now};
use entity::users;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter,
    QuerySelect, SqlErr,
};

use super::email::Email;
use super::sessions::{self, TokenSet};
use super::{Auth, password, username};

/// The generic answer to a registration that cannot be accepted for a reason we must not tell
/// (an email already registered), word for word spec §8's 400 text.
pub const CHECK_DETAILS: &str = "Please check your details and try again.";
pub const INVALID_CREDENTIALS: &str = "Invalid email or password.";

pub struct Registration {
    pub email: String,
    pub password: String,
    pub confirm_password: String,
    pub username: String,
    pub tos: bool,
    pub contact: bool,
}

/// A member who just proved who they are: their tokens and where the app should go next.
pub struct SignedIn {
    pub tokens: TokenSet,
    pub redirect_url: &'static str,
    pub user: users::Model,
}

fn redirect_for(user: &users::Model) -> &'static str {
    if user.is_admin || user.onboarding_complete {
        "/"
    } else {
        "/onboarding"
    }
}

pub async fn register(db: &Db, auth: &Auth, input: Registration) -> Result<SignedIn> {
    let email = Email::parse(&input.email)?;
    if input.password.is_empty() {
        return Err(AppError::invalid(
            "password",
            "Please provide your password",
        ));
    }
    password::check_new(&input.password, &input.confirm_password)?;
    if !username::is_generated(&input.username) {
        return Err(AppError::invalid(
            "username",
            "Please use a generated username",
        ));
    }
    if !input.tos {
        return Err(AppError::invalid(
            "tos",
            "Please accept the Terms of Use to join",
        ));
    }

    // Hash before looking at uniqueness, so a taken email answers in the same time as a new one.
    let password_hash = password::hash(input.password).await?;
    let at = now();
    let inserted = users::ActiveModel {
        id: Set(Id::generate().into_string()),
        username: Set(input.username.clone()),
        email: Set(email.as_str().to_owned()),
        password_hash: Set(password_hash),
        tos: Set(true),
        contact: Set(input.contact),
        created_at: Set(at),
        updated_at: Set(at),
        ..Default::default()
    }
    .insert(db)
    .await;
    let user = match inserted {
        Ok(user) => user,
        Err(err) if matches!(err.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) => {
            let email_taken = users::Entity::find()
                .filter(users::Column::Email.eq(email.as_str()))
                .one(db)
                .await?;
            return Err(if email_taken.is_some() {
                AppError::BadUserInput {
                    field: None,
                    message: CHECK_DETAILS.into(),
                }
            } else {
                AppError::invalid(
                    "username",
                    "That username was just taken. Please generate a new one.",
                )
            });
        }
        Err(err) => return Err(err.into()),
    };
    let tokens = sessions::start(db, &auth.keys, &user).await?;
    Ok(SignedIn {
        tokens,
        redirect_url: redirect_for(&user),
        user,
    })
}

/// Unknown email and wrong password answer alike, in the same time: both verify a hash.
pub async fn login(
    db: &Db,
    auth: &Auth,
    client: Option<IpAddr>,
    email: &str,
    password: &str,
) -> Result<SignedIn> {
    if email.trim().is_empty() {
        return Err(AppError::invalid(
            "email",
            "Please provide your email address",
        ));
    }
    if password.is_empty() {
        return Err(AppError::invalid(
            "password",
            "Please provide your password",
        ));
    }
    let key = email.trim().to_lowercase();
    auth.throttle.check(&key, client)?;
    let user = users::Entity::find()
        .filter(users::Column::Email.eq(key.as_str()))
        .one(db)
        .await?;
    let stored_hash = user
        .as_ref()
        .map_or_else(|| auth.dummy_hash.clone(), |u| u.password_hash.clone());
    let verified = password::verify(password.to_owned(), stored_hash).await?;
    let Some(user) = user.filter(|_| verified) else {
        auth.throttle.failed(&key, client);
        return Err(AppError::BadUserInput {
            field: None,
            message: INVALID_CREDENTIALS.into(),
        });
    };
    auth.throttle.succeeded(&key);

    let mut account = user.into_active_model();
    account.last_login_at = Set(Some(now()));
    let user = account.update(db).await?;
    let tokens = sessions::start(db, &auth.keys, &user).await?;
    Ok(SignedIn {
        tokens,
        redirect_url: redirect_for(&user),
        user,
    })
}

/// The signed-in member's own account, or `None` for an anonymous visitor.
pub async fn current(db: &Db, viewer: &Viewer) -> Result<Option<users::Model>> {
    let Viewer::Member(member) = viewer else {
        return Ok(None);
    };
    Ok(users::Entity::find_by_id(member.user_id.as_str())
        .one(db)
        .await?)
}

/// The ids of the topics a member follows.
pub async fn topics_of_interest(db: &Db, user_id: &str) -> Result<Vec<String>> {
    Ok(entity::user_topics::Entity::find()
        .select_only()
        .column(entity::user_topics::Column::TopicId)
        .filter(entity::user_topics::Column::UserId.eq(user_id))
        .into_tuple::<String>()
        .all(db)
        .await?)
}
