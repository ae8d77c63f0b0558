//! The feed's Top sort: posts by their reactions and comments (`comment_count +
//! reaction_count`, migration `m20261207_000001`), over the past week, month or all time
//! (by when the post was written), highest first, ties by id (greater first). Pages are cut by
//! `(score, id)` ([`TopCursor`]) through the index on that expression; a score that changes
//! between two pages can move a post across the cut, as on any forum's Top list, but the order
//! within a page is total and a page never repeats its own rows.
//!
//! Top lists posts only: Second Opinions have no reactions or comments to rank by.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::Duration;
use common::{AppError, Cursor, Id, Result, Viewer};
use entity::{post_topics, posts, user_topics};
use forum::service::visibility::{self, MutedTopics};
use sea_orm::sea_query::{Alias, Condition, Expr, ExprTrait, Query, SimpleExpr};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, Order, QueryFilter, QueryOrder,
    QuerySelect, QueryTrait,
};

use super::feed::Filter;
use super::popular_topics;

/// How far back Top looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Period {
    Week,
    Month,
    AllTime,
}

impl Period {
    fn days(self) -> Option<i64> {
        match self {
            Self::Week => Some(7),
            Self::Month => Some(30),
            Self::AllTime => None,
        }
    }
}

/// Where a Top page ended: the last post's score and id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TopCursor {
    pub score: i64,
    pub id: Id,
}

impl TopCursor {
    pub fn encode(&self) -> String {
        URL_SAFE_NO_PAD.encode(format!("top.{}.{}", self.score, self.id))
    }

    /// A cursor this module wrote; anything else (a New cursor included) is refused.
    pub fn decode(field: &'static str, value: &str) -> Result<Self> {
        let bad = || Cursor::invalid(field);
        let bytes = URL_SAFE_NO_PAD.decode(value).map_err(|_| bad())?;
        let text = std::str::from_utf8(&bytes).map_err(|_| bad())?;
        let rest = text.strip_prefix("top.").ok_or_else(bad)?;
        let (score, id) = rest.split_once('.').ok_or_else(bad)?;
        let score = score.parse::<i64>().map_err(|_| bad())?;
        let id = Id::parse(field, id).map_err(|_| bad())?;
        Ok(Self { score, id })
    }
}

pub struct TopPage {
    pub items: Vec<posts::Model>,
    pub has_next_page: bool,
    pub end_cursor: Option<TopCursor>,
}

/// A Top page of the feed for `viewer`, over the filter's topics.
pub async fn page(
    db: &impl ConnectionTrait,
    popularity: &popular_topics::Popularity,
    viewer: &Viewer,
    filter: Filter,
    period: Period,
    first: u64,
    after: Option<&TopCursor>,
) -> Result<TopPage> {
    let member = viewer.require_member()?;
    let topics = match filter {
        Filter::All => None,
        Filter::Interests => Some(
            user_topics::Entity::find()
                .select_only()
                .column(user_topics::Column::TopicId)
                .filter(user_topics::Column::UserId.eq(member.user_id.clone()))
                .into_tuple::<Id>()
                .all(db)
                .await?,
        ),
        Filter::Popular => Some(popular_topics::active_ids(popularity, viewer.now()).await?),
    };
    read(
        db,
        viewer,
        topics.as_deref(),
        MutedTopics::Hidden,
        period,
        first,
        after,
    )
    .await
}

/// A topic page's Top posts (a topic she muted lists its posts: she opened it).
pub async fn topic_page(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    topic: Id,
    period: Period,
    first: u64,
    after: Option<&TopCursor>,
) -> Result<TopPage> {
    viewer.require_member()?;
    ::topics::service::get(db, topic.clone()).await?;
    read(
        db,
        viewer,
        Some(&[topic]),
        MutedTopics::Shown,
        period,
        first,
        after,
    )
    .await
}

/// The score, written as the index `idx_posts_score_id` is, so both databases read it.
fn score() -> SimpleExpr {
    Expr::col((posts::Entity, posts::Column::CommentCount))
        .add(Expr::col((posts::Entity, Alias::new("reaction_count"))))
}

#[derive(FromQueryResult)]
struct Scored {
    id: Id,
    score: i32,
}

async fn read(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    topics: Option<&[Id]>,
    muted: MutedTopics,
    period: Period,
    first: u64,
    after: Option<&TopCursor>,
) -> Result<TopPage> {
    if topics.is_some_and(<[Id]>::is_empty) {
        return Ok(TopPage {
            items: Vec::new(),
            has_next_page: false,
            end_cursor: None,
        });
    }
    let mut select = posts::Entity::find()
        .filter(visibility::post_condition_with(viewer, muted))
        .expr_as(score(), "score");
    if let Some(days) = period.days() {
        select = select.filter(posts::Column::CreatedAt.gte(viewer.now() - Duration::days(days)));
    }
    if let Some(topics) = topics {
        select = select.filter(Expr::exists(
            Query::select()
                .expr(Expr::val(1))
                .from(post_topics::Entity)
                .and_where(
                    Expr::col((post_topics::Entity, post_topics::Column::PostId))
                        .equals((posts::Entity, posts::Column::Id)),
                )
                .and_where(post_topics::Column::TopicId.is_in(topics.iter().cloned()))
                .to_owned(),
        ));
    }
    if let Some(cursor) = after {
        select = select.filter(
            Condition::all().add(score().lte(cursor.score)).add(
                Condition::any()
                    .add(score().lt(cursor.score))
                    .add(posts::Column::Id.lt(cursor.id.clone())),
            ),
        );
    }
    let statement = select
        .order_by(score(), Order::Desc)
        .order_by(posts::Column::Id, Order::Desc)
        .limit(first + 1)
        .build(db.get_database_backend());
    let rows = db.query_all_raw(statement).await?;
    let mut items = Vec::with_capacity(rows.len());
    let mut scores = Vec::with_capacity(rows.len());
    for row in &rows {
        items.push(posts::Model::from_query_result(row, "").map_err(AppError::from)?);
        scores.push(Scored::from_query_result(row, "").map_err(AppError::from)?);
    }
    let has_next_page = items.len() as u64 > first;
    let keep = usize::try_from(first).unwrap_or(usize::MAX);
    items.truncate(keep);
    scores.truncate(keep);
    let end_cursor = scores.last().map(|last| TopCursor {
        score: i64::from(last.score),
        id: last.id.clone(),
    });
    Ok(TopPage {
        items,
        has_next_page,
        end_cursor,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn top_cursors_round_trip_and_refuse_new_cursors() {
        let cursor = TopCursor {
            score: 42,
            id: Id::parse("id", "65a1b2c3d4e5f60718293a4b").unwrap(),
        };
        assert_eq!(
            TopCursor::decode("after", &cursor.encode()).unwrap(),
            cursor
        );
        let new = Cursor {
            created_at: chrono::Utc::now(),
            id: cursor.id.clone(),
        };
        assert!(TopCursor::decode("after", &new.encode()).is_err());
    }
}
