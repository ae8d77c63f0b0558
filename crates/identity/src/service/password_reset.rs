//! Forgotten passwords: a single-use link, valid for 30 minutes, mailed to the account's address.

use chrono::Duration;
use common::{AppError, Db, Id, Result, now};
use entity::{password_resets, users};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, IntoActiveModel, PaginatorTrait,
    QueryFilter, TransactionTrait,
};
use std::sync::Arc;

use super::email::Email;
use super::mail::Mail;
use super::tokens::{hash_token, opaque_token};
use super::{Auth, password, sessions};

pub const LINK_MINUTES: i64 = 30;
/// More requests than this per account per hour send nothing (the answer stays the same).
pub const MAX_PER_HOUR: u64 = 3;
pub const SENT: &str = "If that email address exists, instructions for resetting your password have been sent to your email.";
pub const FAILED: &str = "Failed to reset password. Please try again or contact us for help.";

pub struct ResetRequest {
    pub email: String,
    pub confirm_email: String,
}

/// Always the same answer, at once: whether the account exists, and the mail itself, are
/// handled after the response so neither the body nor the timing tells.
pub async fn request(db: &Db, auth: &Arc<Auth>, input: ResetRequest) -> Result<&'static str> {
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
    let (db, auth) = (db.clone(), Arc::clone(auth));
    tokio::spawn(async move {
        if let Err(err) = send_link(&db, &auth, &email).await {
            err.log_if_internal();
        }
    });
    Ok(SENT)
}

async fn send_link(db: &Db, auth: &Auth, email: &Email) -> Result<()> {
    let Some(user) = users::Entity::find()
        .filter(users::Column::Email.eq(email.as_str()))
        .one(db)
        .await?
    else {
        return Ok(());
    };
    let Some((token, id)) = issue_link(db, auth, &user.id).await? else {
        tracing::info!("password reset not sent: hourly limit reached");
        return Ok(());
    };
    let link = format!("{}/reset-password?token={token}&id={id}", auth.public_url);
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

/// A new link `(token, id)`, or none when the account had its hourly share. Counting and
/// inserting happen under one lock, so simultaneous requests cannot all slip under the limit.
async fn issue_link(db: &Db, auth: &Auth, user_id: &str) -> Result<Option<(String, String)>> {
    let _serialised = auth.reset_lock.lock().await;
    let at = now();
    let recent = password_resets::Entity::find()
        .filter(password_resets::Column::UserId.eq(user_id))
        .filter(password_resets::Column::CreatedAt.gt(at - Duration::hours(1)))
        .count(db)
        .await?;
    if recent >= MAX_PER_HOUR {
        return Ok(None);
    }
    let token = opaque_token();
    let id = Id::generate().into_string();
    password_resets::ActiveModel {
        id: Set(id.clone()),
        user_id: Set(user_id.to_owned()),
        token_hash: Set(hash_token(&token)),
        created_at: Set(at),
        expires_at: Set(at + Duration::minutes(LINK_MINUTES)),
        used_at: Set(None),
    }
    .insert(db)
    .await?;
    Ok(Some((token, id)))
}

pub struct NewPassword {
    pub password: String,
    pub confirm_password: String,
    pub token: String,
    pub id: String,
}

/// Sets the new password, spends the link, and ends every session of the account.
pub async fn reset(db: &Db, input: NewPassword) -> Result<()> {
    password::check_new(&input.password, &input.confirm_password)?;
    let failed = || AppError::BadUserInput {
        field: None,
        message: FAILED.into(),
    };
    let id = Id::parse(&input.id).map_err(|_| failed())?;
    let reset = password_resets::Entity::find_by_id(id.as_str())
        .one(db)
        .await?
        .ok_or_else(failed)?;
    let at = now();
    if reset.used_at.is_some()
        || reset.expires_at <= at
        || reset.token_hash != hash_token(&input.token)
    {
        return Err(failed());
    }
    let password_hash = password::hash(input.password).await?;

    let txn = db.begin().await?;
    // Spend the link first: of two simultaneous uses, only one finds it unused.
    let spend = |only_this: bool| {
        let mut update = password_resets::Entity::update_many()
            .col_expr(password_resets::Column::UsedAt, Expr::value(at))
            .filter(password_resets::Column::UserId.eq(reset.user_id.as_str()))
            .filter(password_resets::Column::UsedAt.is_null());
        if only_this {
            update = update.filter(password_resets::Column::Id.eq(reset.id.as_str()));
        }
        update
    };
    if spend(true).exec(&txn).await?.rows_affected != 1 {
        return Err(failed());
    }
    // Any other link still out for this account is spent too.
    spend(false).exec(&txn).await?;
    let user = users::Entity::find_by_id(reset.user_id.as_str())
        .one(&txn)
        .await?
        .ok_or_else(failed)?;
    let mut user = user.into_active_model();
    user.password_hash = Set(password_hash);
    user.updated_at = Set(at);
    user.update(&txn).await?;
    sessions::revoke_all(&txn, &reset.user_id).await?;
    txn.commit().await?;
    Ok(())
}
