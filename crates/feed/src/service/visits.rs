//! "New since your last visit" (issue 36). The feed marks where the posts newer than her
//! previous visit end. The moment is kept per member on the server (`feed_visits`), not on the
//! device, since a phone may be shared.
//!
//! A visit is a stretch of feed views less than `gap` apart (`FEED_VISIT_GAP`, 30 minutes by
//! default): while it lasts, the mark
//! stays where it was when the visit began (going to a post and back does not move it); the
//! first view after a longer gap begins a new visit, whose mark is the end of the last one.
//! The app calls [`seen`] once it has shown the feed's first page, never per card.

use chrono::{DateTime, Duration, Utc};
use common::{Result, Viewer};
use entity::feed_visits;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ConnectionTrait, EntityTrait};

/// The end of her previous visit: the feed marks the posts newer than this. Null on her first
/// visit.
pub async fn last_visit(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    gap: Duration,
) -> Result<Option<DateTime<Utc>>> {
    let member = viewer.require_member()?;
    let visit = feed_visits::Entity::find_by_id(member.user_id.clone())
        .one(db)
        .await?;
    Ok(visit.and_then(|visit| mark(&visit, viewer.now(), gap)))
}

/// Where the mark stands at `now` given her stored visit.
fn mark(visit: &feed_visits::Model, now: DateTime<Utc>, gap: Duration) -> Option<DateTime<Utc>> {
    if now - visit.seen_at >= gap {
        Some(visit.seen_at)
    } else {
        visit.previous_seen_at
    }
}

/// She has seen her feed's first page now. Answers the mark her feed shows.
pub async fn seen(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    gap: Duration,
) -> Result<Option<DateTime<Utc>>> {
    let member = viewer.require_member()?;
    let now = viewer.now();
    let visit = feed_visits::Entity::find_by_id(member.user_id.clone())
        .one(db)
        .await?;
    let previous = visit.as_ref().and_then(|visit| mark(visit, now, gap));
    // Two first views at once both write the same thing: the later upsert wins.
    feed_visits::Entity::insert(feed_visits::ActiveModel {
        user_id: sea_orm::Set(member.user_id.clone()),
        seen_at: sea_orm::Set(now),
        previous_seen_at: sea_orm::Set(previous),
    })
    .on_conflict(
        OnConflict::column(feed_visits::Column::UserId)
            .update_columns([
                feed_visits::Column::SeenAt,
                feed_visits::Column::PreviousSeenAt,
            ])
            .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    Ok(previous)
}
