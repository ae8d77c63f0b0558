//! Registering, logging in, and the signed-in member's own account.

use common::error::is_unique_violation;
use common::rate_limit::Rule;
use common::{AppError, ClientIp, Id, Result, Viewer};
use entity::users;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel,
    QueryFilter, QuerySelect, TransactionSession, TransactionTrait,
};

use super::email::Email;
use super::sessions::{self, TokenSet};
use super::{Auth, password, username};

/// The generic answer to a registration that cannot be accepted for a reason we must not tell
/// (an email already registered), word for word spec §8's 400 text.
pub const CHECK_DETAILS: &str = "Please check your details and try again.";
pub const INVALID_CREDENTIALS: &str = "Invalid email or password.";
pub const TOO_MANY_ATTEMPTS: &str = "Too many failed attempts.";
pub const TOO_MANY_SIGNUPS: &str = "Too many accounts were created from your network just now.";
/// A banned member's right password: neutral, so it tells nothing of why.
pub const CANNOT_SIGN_IN: &str = "This account can't sign in.";

pub struct Registration {
    pub email: String,
    pub password: String,
    pub confirm_password: String,
    pub username: String,
    pub tos: bool,
    pub contact: bool,
    pub client: ClientIp,
}

pub struct Login {
    pub email: String,
    pub password: String,
    pub client: ClientIp,
}

/// A member who just proved who they are: their tokens and where the app should go next.
pub struct SignedIn {
    pub tokens: TokenSet,
    pub redirect_url: &'static str,
}

fn redirect_for(user: &users::Model) -> &'static str {
    if user.is_admin || user.onboarding_complete {
        "/"
    } else {
        "/onboarding"
    }
}

/// Creates the account and its first session in one transaction: a member is never left
/// with an account they cannot sign in to. Cheap checks come first; the address's limit is
/// counted before the costly hash.
pub async fn register(
    db: &(impl ConnectionTrait + TransactionTrait),
    auth: &Auth,
    viewer: &Viewer,
    input: Registration,
) -> Result<SignedIn> {
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
    if let Some(address) = input.client.rate_key() {
        auth.limiter
            .hit(
                "register-address",
                &address,
                auth.limits.register_address,
                TOO_MANY_SIGNUPS,
            )
            .await?;
    }

    // Hash before looking at uniqueness, so a taken email answers in the same time as a new one.
    let password_hash = auth.passwords.hash(input.password).await?;
    // A banned address gets the same answer as a taken one: nothing says it was banned.
    if super::email::is_banned(db, &email).await? {
        return Err(AppError::bad_input(CHECK_DETAILS));
    }
    let now = viewer.now();
    let txn = common::db::begin_write(db).await?;
    let inserted = users::ActiveModel {
        id: Set(Id::generate()),
        username: Set(input.username.clone()),
        email: Set(email.as_str().to_owned()),
        password_hash: Set(password_hash),
        tos: Set(true),
        contact: Set(input.contact),
        // Joining signs her in.
        last_login_at: Set(Some(now)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await;
    let user = match inserted {
        Ok(user) => user,
        Err(err) if is_unique_violation(&err) => {
            txn.rollback().await?;
            return Err(already_taken(db, &email).await?);
        }
        Err(err) => return Err(err.into()),
    };
    let tokens = sessions::start(&txn, &auth.keys, &user, now).await?;
    txn.commit().await?;
    Ok(SignedIn {
        tokens,
        redirect_url: redirect_for(&user),
    })
}

/// Which unique value a refused registration clashed with; a taken email is never named.
async fn already_taken(db: &impl ConnectionTrait, email: &Email) -> Result<AppError> {
    let email_taken = users::Entity::find()
        .filter(users::Column::Email.eq(email.as_str()))
        .one(db)
        .await?
        .is_some();
    Ok(if email_taken {
        AppError::bad_input(CHECK_DETAILS)
    } else {
        AppError::invalid(
            "username",
            "That username was just taken. Please generate a new one.",
        )
    })
}

/// Unknown email and wrong password answer alike, in the same time: both verify a hash.
/// Failures count per account (strict) and per address (a short window); a success clears
/// the account's count. Each attempt is counted before its hash, atomically (one upsert on
/// PostgreSQL), so parallel guesses cannot all pass the limit before any failure is recorded;
/// a success then takes its attempt back.
pub async fn login(
    db: &impl ConnectionTrait,
    auth: &Auth,
    viewer: &Viewer,
    input: Login,
) -> Result<SignedIn> {
    if input.email.trim().is_empty() {
        return Err(AppError::invalid(
            "email",
            "Please provide your email address",
        ));
    }
    if input.password.is_empty() {
        return Err(AppError::invalid(
            "password",
            "Please provide your password",
        ));
    }
    let email = input.email.trim().to_lowercase();
    let address = input.client.rate_key();
    let limits = [
        Some(("login-account", email.as_str(), auth.limits.login_account)),
        address
            .as_deref()
            .map(|ip| ("login-address", ip, auth.limits.login_address)),
    ];
    let limits: Vec<(&'static str, &str, Rule)> = limits.into_iter().flatten().collect();
    for &(scope, subject, rule) in &limits {
        auth.limiter
            .hit(scope, subject, rule, TOO_MANY_ATTEMPTS)
            .await?;
    }
    let user = users::Entity::find()
        .filter(users::Column::Email.eq(email.as_str()))
        .one(db)
        .await?;
    let verified = match &user {
        Some(user) => {
            auth.passwords
                .verify(input.password, user.password_hash.clone())
                .await?
        }
        None => auth.passwords.verify_nobody(input.password).await?,
    };
    let Some(user) = user.filter(|_| verified) else {
        // Already counted.
        return Err(AppError::bad_input(INVALID_CREDENTIALS));
    };
    auth.limiter.clear("login-account", &email).await?;
    if let Some(address) = address.as_deref() {
        auth.limiter.take_back("login-address", address).await?;
    }
    // Only after the password checked out (the same hash work as any login): a stranger
    // learns nothing of the ban.
    if user.banned_at.is_some() {
        return Err(AppError::Refused(CANNOT_SIGN_IN));
    }

    let mut account = user.into_active_model();
    account.last_login_at = Set(Some(viewer.now()));
    let user = account.update(db).await?;
    let tokens = sessions::start(db, &auth.keys, &user, viewer.now()).await?;
    Ok(SignedIn {
        tokens,
        redirect_url: redirect_for(&user),
    })
}

/// The signed-in member's own account, or `None` for an anonymous visitor.
pub async fn current(db: &impl ConnectionTrait, viewer: &Viewer) -> Result<Option<users::Model>> {
    let Some(member) = viewer.as_member() else {
        return Ok(None);
    };
    Ok(users::Entity::find_by_id(member.user_id.clone())
        .one(db)
        .await?)
}

/// The ids of the topics a member follows.
pub async fn topics_of_interest(db: &impl ConnectionTrait, user_id: &Id) -> Result<Vec<Id>> {
    Ok(entity::user_topics::Entity::find()
        .select_only()
        .column(entity::user_topics::Column::TopicId)
        .filter(entity::user_topics::Column::UserId.eq(user_id.clone()))
        .into_tuple::<Id>()
        .all(db)
        .await?)
}
