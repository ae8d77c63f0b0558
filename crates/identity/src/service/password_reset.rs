//! Forgotten passwords: a single-use link, valid for 30 minutes, mailed to the account's address.

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use common::rate_limit::Rule;
use common::{AppError, ClientIp, Db, Id, Result, Viewer};
use entity::{password_resets, users};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel,
    QueryFilter, TransactionSession, TransactionTrait,
};

use super::email::Email;
use super::mail::Mail;
use super::tokens::{hash_token, opaque_token};
use super::{Auth, password, sessions};

pub const LINK_MINUTES: i64 = 30;
/// More links than this per account per hour are not sent (the answer stays the same).
pub const PER_ACCOUNT: Rule = Rule::new(3, 3600);
pub const SENT: &str = "If that email address exists, instructions for resetting your password have been sent to your email.";
/// A genuine link that has already set a password (links are single-use, and a reset spends
/// every other link of the account too).
pub const LINK_USED: &str = "This reset link has already been used. Please request a new one.";
pub const FAILED: &str = "Failed to reset password. Please try again or contact us for help.";
pub const TOO_MANY_REQUESTS: &str = "Too many reset requests came from your network just now.";

pub struct ResetRequest {
    pub email: String,
    pub confirm_email: String,
    pub client: ClientIp,
}

/// Always the same answer, at once: whether the account exists, and the mail itself, are
/// handled after the response (a tracked background task) so neither the body nor the
/// timing tells.
pub async fn request(
    db: &Db,
    auth: &Arc<Auth>,
    viewer: &Viewer,
    input: ResetRequest,
) -> Result<&'static str> {
    if input.email.trim().is_empty() || input.confirm_email.trim().is_empty() {
        return Err(AppError::invalid(
            "email",
            "Please provide your email address",
        ));
    }
    let email = Email::parse(&input.email)?;
    if Email::parse(&input.confirm_email).ok().as_ref() != Some(&email) {
        return Err(AppError::invalid("confirmEmail", "Emails do not match"));
    }
    if let Some(address) = input.client.rate_key() {
        auth.limiter
            .hit(
                "reset-address",
                &address,
                auth.limits.reset_address,
                TOO_MANY_REQUESTS,
            )
            .await?;
    }
    let (db, task_auth, now) = (db.clone(), Arc::clone(auth), viewer.now());
    auth.background.spawn("password-reset mail", async move {
        send_link(&db, &task_auth, &email, now).await
    });
    Ok(SENT)
}

async fn send_link(db: &Db, auth: &Auth, email: &Email, now: DateTime<Utc>) -> Result<()> {
    let Some(user) = users::Entity::find()
        .filter(users::Column::Email.eq(email.as_str()))
        .one(db)
        .await?
    else {
        return Ok(());
    };
    // Counted per account, atomically (shared by every gateway on PostgreSQL).
    if auth
        .limiter
        .hit("reset-account", user.id.as_str(), PER_ACCOUNT, "")
        .await
        .is_err()
    {
        tracing::info!("password reset not sent: hourly limit reached");
        return Ok(());
    }
    let token = opaque_token();
    let link = password_resets::ActiveModel {
        id: Set(Id::generate()),
        user_id: Set(user.id.clone()),
        token_hash: Set(hash_token(&token)),
        created_at: Set(now),
        expires_at: Set(now + Duration::minutes(LINK_MINUTES)),
        used_at: Set(None),
    }
    .insert(db)
    .await?;
    let link = format!(
        "{}/reset-password?token={token}&id={}",
        auth.public_url, link.id
    );
    let body = format!(
        "Hello {},\n\nSomeone asked to reset the password of your Real Talk account. If it was you, \
         open this link within {LINK_MINUTES} minutes to choose a new password:\n\n{link}\n\n\
         The link works once. If you did not ask, ignore this message: your password stays as it is.\n",
        user.username
    );
    auth.mail
        .send(Mail {
            to: user.email,
            subject: "Reset your Real Talk password".into(),
            body,
        })
        .await
}

pub struct NewPassword {
    pub password: String,
    pub confirm_password: String,
    pub token: String,
    /// The link's id, parsed at the boundary.
    pub id: Id,
}

/// Sets the new password, spends the link, and ends every session of the account, in one
/// transaction.
pub async fn reset(
    db: &(impl ConnectionTrait + TransactionTrait),
    auth: &Auth,
    viewer: &Viewer,
    input: NewPassword,
) -> Result<()> {
    password::check_new(&input.password, &input.confirm_password)?;
    let failed = || AppError::bad_input(FAILED);
    let now = viewer.now();
    let reset = password_resets::Entity::find_by_id(input.id)
        .one(db)
        .await?
        .ok_or_else(failed)?;
    if reset.token_hash != hash_token(&input.token) {
        return Err(failed());
    }
    // Only whoever holds the link learns that it was spent (by her, or by a newer link).
    if reset.used_at.is_some() {
        return Err(AppError::bad_input(LINK_USED));
    }
    if reset.expires_at <= now {
        return Err(failed());
    }
    let password_hash = auth.passwords.hash(input.password).await?;

    let txn = common::db::begin_write(db).await?;
    // Spend the link first: of two simultaneous uses, only one finds it unused.
    let spend = |only_this: bool| {
        let mut update = password_resets::Entity::update_many()
            .col_expr(password_resets::Column::UsedAt, Expr::value(now))
            .filter(password_resets::Column::UserId.eq(reset.user_id.clone()))
            .filter(password_resets::Column::UsedAt.is_null());
        if only_this {
            update = update.filter(password_resets::Column::Id.eq(reset.id.clone()));
        }
        update
    };
    if spend(true).exec(&txn).await?.rows_affected != 1 {
        return Err(AppError::bad_input(LINK_USED));
    }
    // Any other link still out for this account is spent too.
    spend(false).exec(&txn).await?;
    let user = users::Entity::find_by_id(reset.user_id.clone())
        .one(&txn)
        .await?
        .ok_or_else(failed)?;
    let mut user = user.into_active_model();
    user.password_hash = Set(password_hash);
    user.updated_at = Set(now);
    user.update(&txn).await?;
    sessions::revoke_all(&txn, &reset.user_id, now).await?;
    txn.commit().await?;
    Ok(())
}
