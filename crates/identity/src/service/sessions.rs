//! Sessions: one per login, holding the hash of its current refresh token.

use chrono::{DateTime, Duration, Utc};
use common::{AppError, Id, Member, Result, Viewer};
use entity::{retired_refresh_tokens, sessions, users};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter,
    QuerySelect, TransactionSession, TransactionTrait,
};

use super::Auth;
use super::tokens::{TOKEN_TYPE, TokenKeys, hash_token, opaque_token};

/// A session ends 30 days after login, however often it is refreshed.
pub const SESSION_DAYS: i64 = 30;
/// Two tabs refreshing with the same token at once is not theft: within this window the
/// second is refused without revoking the session.
const REUSE_GRACE_SECONDS: i64 = 30;
const FAILED_REFRESH: &str = "Failed to refresh tokens";
/// A refresh moves her Last Login on when it is at least this old: at most one write per
/// member in this time, however many tabs refresh.
pub const LAST_LOGIN_EVERY_MINUTES: i64 = 5;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenSet {
    pub access_token: String,
    pub refresh_token: String,
    pub token_type: &'static str,
}

/// Starts a session for a user who just proved who they are.
pub async fn start(
    db: &impl ConnectionTrait,
    keys: &TokenKeys,
    user: &users::Model,
    now: DateTime<Utc>,
) -> Result<TokenSet> {
    let refresh_token = opaque_token();
    let session = sessions::ActiveModel {
        id: Set(Id::generate()),
        user_id: Set(user.id.clone()),
        refresh_token_hash: Set(hash_token(&refresh_token)),
        created_at: Set(now),
        expires_at: Set(now + Duration::days(SESSION_DAYS)),
        rotated_at: Set(None),
        revoked_at: Set(None),
    }
    .insert(db)
    .await?;
    let access_token = keys.issue_access(&user.id, &session.id, user.is_admin, now)?;
    Ok(TokenSet {
        access_token,
        refresh_token,
        token_type: TOKEN_TYPE,
    })
}

/// What the check on every request reads: the owner, expiry, revocation, admin flag and the
/// account's restrictions (suspended until, shadow-banned since, banned since).
type SessionCheck = (
    Id,
    DateTime<Utc>,
    Option<DateTime<Utc>>,
    bool,
    Option<DateTime<Utc>>,
    Option<DateTime<Utc>>,
    Option<DateTime<Utc>>,
);

/// The viewer behind an access token at `now`. The session and account are read on every
/// request, so logout, a password reset, a deleted account, a lost admin role, a ban or a
/// suspension take effect at once.
pub async fn authenticate(
    db: &impl ConnectionTrait,
    keys: &TokenKeys,
    access_token: &str,
    now: DateTime<Utc>,
) -> Result<Viewer> {
    let claims = keys.verify_access(access_token, now)?;
    let (user_id, session_id) = claims.ids()?;
    let invalid = AppError::Unauthenticated("Invalid access token");
    // Only the values the check needs: this runs on every signed-in request.
    let session: Option<SessionCheck> = sessions::Entity::find_by_id(session_id.clone())
        .select_only()
        .columns([
            sessions::Column::UserId,
            sessions::Column::ExpiresAt,
            sessions::Column::RevokedAt,
        ])
        .columns([users::Column::IsAdmin])
        .columns([
            users::Column::SuspendedUntil,
            users::Column::ShadowBannedAt,
            users::Column::BannedAt,
        ])
        .inner_join(users::Entity)
        .into_tuple()
        .one(db)
        .await?;
    let Some((
        owner,
        expires_at,
        revoked_at,
        is_admin,
        suspended_until,
        shadow_banned_at,
        banned_at,
    )) = session
    else {
        return Err(invalid);
    };
    // A ban deletes her sessions; the check here also covers a session started in the instant
    // before the ban committed.
    if revoked_at.is_some() || expires_at <= now || owner != user_id || banned_at.is_some() {
        return Err(invalid);
    }
    Ok(Viewer::member(
        Member {
            user_id: owner,
            session_id,
            is_admin,
            suspended_until,
            shadow_banned: shadow_banned_at.is_some(),
        },
        now,
    ))
}

/// The two tokens a refresh presents (spec §7: `Authorization` and `X-Refresh-Token`).
pub struct Refresh {
    pub access_token: String,
    pub refresh_token: String,
}

/// Rotates the refresh token. Presenting a token the session has already rotated away from
/// revokes the whole session: someone else has a copy.
pub async fn refresh(
    db: &(impl ConnectionTrait + TransactionTrait),
    auth: &Auth,
    viewer: &Viewer,
    input: Refresh,
) -> Result<TokenSet> {
    let failed = || AppError::Unauthenticated(FAILED_REFRESH);
    let now = viewer.now();
    let claims = auth
        .keys
        .verify_access_ignoring_expiry(&input.access_token)
        .map_err(|_| failed())?;
    let (_, session_id) = claims.ids().map_err(|_| failed())?;
    let presented = hash_token(&input.refresh_token);
    let Some((session, Some(user))) = sessions::Entity::find_by_id(session_id)
        .find_also_related(users::Entity)
        .one(db)
        .await?
    else {
        return Err(failed());
    };
    if session.revoked_at.is_some() || session.expires_at <= now {
        return Err(failed());
    }
    if session.refresh_token_hash != presented {
        let retired = retired_refresh_tokens::Entity::find_by_id(presented.as_str())
            .one(db)
            .await?;
        let reused = retired.is_some_and(|r| {
            r.session_id == session.id
                && now - r.retired_at > Duration::seconds(REUSE_GRACE_SECONDS)
        });
        if reused {
            revoke(db, &session.id, now).await?;
            tracing::warn!(session = %session.id, "refresh token reused: session revoked");
        }
        return Err(failed());
    }

    let next = opaque_token();
    let txn = common::db::begin_write(db).await?;
    // Only the request that still sees the old hash may rotate: a concurrent twin updates nothing.
    let rotated = sessions::Entity::update_many()
        .col_expr(
            sessions::Column::RefreshTokenHash,
            Expr::value(hash_token(&next)),
        )
        .col_expr(sessions::Column::RotatedAt, Expr::value(now))
        .filter(sessions::Column::Id.eq(session.id.clone()))
        .filter(sessions::Column::RefreshTokenHash.eq(presented.as_str()))
        .exec(&txn)
        .await?;
    if rotated.rows_affected != 1 {
        return Err(failed());
    }
    retired_refresh_tokens::ActiveModel {
        token_hash: Set(presented),
        session_id: Set(session.id.clone()),
        retired_at: Set(now),
    }
    .insert(&txn)
    .await?;
    touch_last_login(&txn, &user.id, now).await?;
    txn.commit().await?;
    let access_token = auth
        .keys
        .issue_access(&user.id, &session.id, user.is_admin, now)?;
    Ok(TokenSet {
        access_token,
        refresh_token: next,
        token_type: TOKEN_TYPE,
    })
}

/// Her session is in use: Last Login becomes `now` unless it was set in the last
/// [`LAST_LOGIN_EVERY_MINUTES`] (one conditional update; nothing written when it is recent).
async fn touch_last_login(
    db: &impl ConnectionTrait,
    user_id: &Id,
    now: DateTime<Utc>,
) -> Result<()> {
    let stale = now - Duration::minutes(LAST_LOGIN_EVERY_MINUTES);
    users::Entity::update_many()
        .col_expr(users::Column::LastLoginAt, Expr::value(now))
        .filter(users::Column::Id.eq(user_id.clone()))
        .filter(
            sea_orm::Condition::any()
                .add(users::Column::LastLoginAt.is_null())
                .add(users::Column::LastLoginAt.lt(stale)),
        )
        .exec(db)
        .await?;
    Ok(())
}

/// Logout: the viewer's session ends.
pub async fn end(db: &impl ConnectionTrait, viewer: &Viewer) -> Result<()> {
    let member = viewer.require_member()?;
    revoke(db, &member.session_id, viewer.now()).await
}

async fn revoke(db: &impl ConnectionTrait, session_id: &Id, now: DateTime<Utc>) -> Result<()> {
    sessions::Entity::update_many()
        .col_expr(sessions::Column::RevokedAt, Expr::value(now))
        .filter(sessions::Column::Id.eq(session_id.clone()))
        .filter(sessions::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    Ok(())
}

/// Deletes every session of a user (a ban): her refresh tokens go with them, so neither her
/// access token nor a refresh works again.
pub async fn delete_all(db: &impl ConnectionTrait, user_id: &Id) -> Result<()> {
    sessions::Entity::delete_many()
        .filter(sessions::Column::UserId.eq(user_id.clone()))
        .exec(db)
        .await?;
    Ok(())
}

/// Ends every session of a user (password reset, account deletion).
pub async fn revoke_all(db: &impl ConnectionTrait, user_id: &Id, now: DateTime<Utc>) -> Result<()> {
    sessions::Entity::update_many()
        .col_expr(sessions::Column::RevokedAt, Expr::value(now))
        .filter(sessions::Column::UserId.eq(user_id.clone()))
        .filter(sessions::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    Ok(())
}
