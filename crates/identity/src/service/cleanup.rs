//! Periodic cleanups of what identity keeps only for a while: ended sessions (with their
//! retired refresh tokens) and spent or expired password-reset links.

use chrono::{DateTime, Duration, Utc};
use common::Result;
use common::jobs::Job;
use entity::{password_resets, retired_refresh_tokens, sessions};
use futures_util::future::BoxFuture;
use sea_orm::sea_query::Condition;
use sea_orm::{
    ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter, QuerySelect, QueryTrait,
};

/// A revoked session is kept this long (a replay of its tokens is refused either way).
const KEEP_REVOKED: Duration = Duration::days(1);

pub fn jobs() -> Vec<Job> {
    vec![
        Job::new(
            "purge-ended-sessions",
            Duration::hours(1),
            purge_ended_sessions,
        ),
        Job::new("purge-reset-links", Duration::hours(1), purge_reset_links),
    ]
}

/// Sessions past their 30 days, or revoked a day ago; their retired refresh tokens go with
/// them (explicitly, so it does not depend on the backend honouring the cascade).
fn purge_ended_sessions(
    txn: &DatabaseTransaction,
    now: DateTime<Utc>,
) -> BoxFuture<'_, Result<u64>> {
    Box::pin(async move {
        let ended = Condition::any()
            .add(sessions::Column::ExpiresAt.lte(now))
            .add(sessions::Column::RevokedAt.lte(now - KEEP_REVOKED));
        let ended_ids = sessions::Entity::find()
            .select_only()
            .column(sessions::Column::Id)
            .filter(ended.clone())
            .into_query();
        retired_refresh_tokens::Entity::delete_many()
            .filter(retired_refresh_tokens::Column::SessionId.in_subquery(ended_ids))
            .exec(txn)
            .await?;
        Ok(sessions::Entity::delete_many()
            .filter(ended)
            .exec(txn)
            .await?
            .rows_affected)
    })
}

/// Reset links that were used or have expired: nothing reads them any more.
fn purge_reset_links(txn: &DatabaseTransaction, now: DateTime<Utc>) -> BoxFuture<'_, Result<u64>> {
    Box::pin(async move {
        Ok(password_resets::Entity::delete_many()
            .filter(
                Condition::any()
                    .add(password_resets::Column::ExpiresAt.lte(now))
                    .add(password_resets::Column::UsedAt.is_not_null()),
            )
            .exec(txn)
            .await?
            .rows_affected)
    })
}
