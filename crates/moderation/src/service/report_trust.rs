//! Who hides content by reporting it (ARCHITECTURE §4a). A report from a member in good
//! standing quarantines the item at once, as the spec asks; anyone else's report waits in the
//! Moderation Queue without hiding anything, so that fresh or throw-away accounts cannot
//! silence the forum. Good standing is:
//! - onboarding finished (an account that never finished it never hides anything);
//! - the account older than `REPORT_TRUST_AGE` (`Limits::report_trust_age`);
//! - fewer than [`REJECTIONS_TO_LOSE`] of her latest [`RECENT_DECISIONS`] decided reports
//!   rejected, counting only decisions since an admin last restored her trust.
//!
//! A report is **upheld** when an admin completed it and its item stays quarantined, and
//! **rejected** when an admin completed it and the item is visible. Admins always hide at once.

use audit::Action;
use common::{AppError, Id, Result, Viewer};
use entity::{comments, posts, reports, users};
use forum::service::notifications::{self, Moderated};
use sea_orm::sea_query::{Expr, ExprTrait, Func, SimpleExpr};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, JoinType, QueryFilter, QueryOrder, QuerySelect,
    QueryTrait, RelationTrait, TransactionSession, TransactionTrait,
};

use super::reports::Status;

/// How many of her latest decided reports are weighed.
pub const RECENT_DECISIONS: u64 = 5;
/// This many rejections among them take the power to hide at once away.
pub const REJECTIONS_TO_LOSE: usize = 3;

/// Whether a member's reports hide content at once, and if not, why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    Trusted,
    /// She has not finished onboarding.
    NotOnboarded,
    /// Her account is younger than the trust age.
    NewAccount,
    /// Admins rejected too many of her latest reports; an admin can restore her trust.
    RejectedReports,
}

/// A reporter's record, for the report review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Record {
    pub reports: u64,
    pub upheld: u64,
    pub rejected: u64,
    pub standing: Standing,
}

/// Whether the reported item is quarantined now: NULL when it is gone.
pub(crate) fn item_quarantined() -> SimpleExpr {
    Func::coalesce([
        Expr::col((posts::Entity, posts::Column::IsShadowBanned)),
        Expr::col((comments::Entity, comments::Column::IsShadowBanned)),
    ])
    .into()
}

/// Reports joined with their item (post or comment).
pub(crate) fn with_items() -> sea_orm::Select<reports::Entity> {
    reports::Entity::find()
        .join(JoinType::LeftJoin, reports::Relation::Posts.def())
        .join(JoinType::LeftJoin, reports::Relation::Comments.def())
}

/// The viewer's standing as a reporter now.
pub async fn standing_of_viewer(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    trust_age: chrono::Duration,
) -> Result<Standing> {
    let member = viewer.require_member()?;
    if member.is_admin {
        return Ok(Standing::Trusted);
    }
    standing(db, &member.user_id, viewer.now(), trust_age).await
}

/// A member's standing as a reporter at `now`: one lookup of her account and, when it is old
/// enough, one of her latest decided reports.
async fn standing(
    db: &impl ConnectionTrait,
    user_id: &Id,
    now: chrono::DateTime<chrono::Utc>,
    trust_age: chrono::Duration,
) -> Result<Standing> {
    let (onboarded, created_at, restored_at) = users::Entity::find_by_id(user_id.clone())
        .select_only()
        .column(users::Column::OnboardingComplete)
        .column(users::Column::CreatedAt)
        .column(users::Column::ReportTrustRestoredAt)
        .into_tuple::<(
            bool,
            chrono::DateTime<chrono::Utc>,
            Option<chrono::DateTime<chrono::Utc>>,
        )>()
        .one(db)
        .await?
        .ok_or(AppError::not_found("Member"))?;
    if !onboarded {
        return Ok(Standing::NotOnboarded);
    }
    if now - created_at < trust_age {
        return Ok(Standing::NewAccount);
    }
    let mut latest = with_items()
        .select_only()
        .expr_as(item_quarantined(), "quarantined")
        .filter(reports::Column::ReporterId.eq(user_id.clone()))
        .filter(reports::Column::Status.eq(Status::Completed.as_str()))
        .order_by_desc(reports::Column::CreatedAt)
        .order_by_desc(reports::Column::Id)
        .limit(RECENT_DECISIONS);
    if let Some(restored_at) = restored_at {
        latest = latest.filter(reports::Column::UpdatedAt.gt(restored_at));
    }
    let rejected = latest
        .into_tuple::<Option<bool>>()
        .all(db)
        .await?
        .into_iter()
        .filter(|quarantined| *quarantined == Some(false))
        .count();
    Ok(if rejected >= REJECTIONS_TO_LOSE {
        Standing::RejectedReports
    } else {
        Standing::Trusted
    })
}

/// A member's record as a reporter (admins only): every report she filed, how many admins
/// upheld and rejected, and her standing now.
pub async fn record(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    user_id: Id,
    trust_age: chrono::Duration,
) -> Result<Record> {
    viewer.require_admin()?;
    let completed =
        || Expr::col((reports::Entity, reports::Column::Status)).eq(Status::Completed.as_str());
    let count_if = |quarantined: bool| {
        Func::sum(Expr::case(completed().and(item_quarantined().eq(quarantined)), 1).finally(0))
    };
    let (reports, upheld, rejected) = with_items()
        .select_only()
        .column_as(reports::Column::Id.count(), "reports")
        .expr_as(count_if(true), "upheld")
        .expr_as(count_if(false), "rejected")
        .filter(reports::Column::ReporterId.eq(user_id.clone()))
        .into_tuple::<(i64, Option<i64>, Option<i64>)>()
        .one(db)
        .await?
        .unwrap_or_default();
    let count = |n: i64| u64::try_from(n).unwrap_or_default();
    Ok(Record {
        reports: count(reports),
        upheld: count(upheld.unwrap_or_default()),
        rejected: count(rejected.unwrap_or_default()),
        standing: standing(db, &user_id, viewer.now(), trust_age).await?,
    })
}

/// Gives a member back the power to hide at once (admins only; audited): the decisions made
/// before now no longer count against her.
pub async fn restore(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    user_id: Id,
) -> Result<()> {
    viewer.require_admin()?;
    let txn = common::db::begin_write(db).await?;
    let changed = users::Entity::update_many()
        .col_expr(
            users::Column::ReportTrustRestoredAt,
            Expr::value(viewer.now()),
        )
        .filter(users::Column::Id.eq(user_id.clone()))
        .exec(&txn)
        .await?;
    if changed.rows_affected == 0 {
        return Err(AppError::not_found("Member"));
    }
    audit::record(&txn, viewer, Action::UserReportTrust, &user_id, None).await?;
    txn.commit().await?;
    Ok(())
}

/// Lifts every quarantine one reporter's open reports caused and completes those reports, so
/// they count as rejected (admins only; one audit row naming the reporter and how many).
/// Other members' reports of the same items stay in the queue. Answers how many reports.
pub async fn lift_quarantines_of(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    reporter_id: Id,
) -> Result<u64> {
    viewer.require_admin()?;
    let now = viewer.now();
    let open_hiding = || {
        sea_orm::Condition::all()
            .add(reports::Column::ReporterId.eq(reporter_id.clone()))
            .add(reports::Column::HidItem.eq(true))
            .add(reports::Column::Status.ne(Status::Completed.as_str()))
    };
    let txn = common::db::begin_write(db).await?;
    let hidden_by_her = |column: reports::Column| {
        reports::Entity::find()
            .select_only()
            .column(column)
            .filter(open_hiding())
            .filter(column.is_not_null())
            .into_query()
    };
    // Their authors are told; only what is hidden now is restored.
    let restored_posts: Vec<Id> = posts::Entity::find()
        .select_only()
        .column(posts::Column::Id)
        .filter(posts::Column::Id.in_subquery(hidden_by_her(reports::Column::PostId)))
        .filter(posts::Column::IsShadowBanned.eq(true))
        .into_tuple()
        .all(&txn)
        .await?;
    let restored_comments: Vec<Id> = comments::Entity::find()
        .select_only()
        .column(comments::Column::Id)
        .filter(comments::Column::Id.in_subquery(hidden_by_her(reports::Column::CommentId)))
        .filter(comments::Column::IsShadowBanned.eq(true))
        .into_tuple()
        .all(&txn)
        .await?;
    let restored: Vec<Moderated> = restored_posts
        .into_iter()
        .map(Moderated::Post)
        .chain(restored_comments.into_iter().map(Moderated::Comment))
        .collect();
    let admin = viewer.require_admin()?;
    notifications::moderated(&txn, now, &admin.user_id, &restored, false).await?;
    posts::Entity::update_many()
        .col_expr(posts::Column::IsShadowBanned, Expr::value(false))
        .filter(posts::Column::Id.in_subquery(hidden_by_her(reports::Column::PostId)))
        .exec(&txn)
        .await?;
    comments::Entity::update_many()
        .col_expr(comments::Column::IsShadowBanned, Expr::value(false))
        .col_expr(comments::Column::UpdatedAt, Expr::value(now))
        .filter(comments::Column::Id.in_subquery(hidden_by_her(reports::Column::CommentId)))
        .exec(&txn)
        .await?;
    let lifted = reports::Entity::update_many()
        .col_expr(
            reports::Column::Status,
            Expr::value(Status::Completed.as_str()),
        )
        .col_expr(reports::Column::UpdatedAt, Expr::value(now))
        .filter(open_hiding())
        .exec(&txn)
        .await?
        .rows_affected;
    audit::record(
        &txn,
        viewer,
        Action::UserReportsLifted,
        &reporter_id,
        Some(lifted.to_string()),
    )
    .await?;
    txn.commit().await?;
    Ok(lifted)
}
