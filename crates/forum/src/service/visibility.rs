//! Who sees what of posts and comments (ARCHITECTURE §4a), written once: the feed, topic
//! pages, search and moderation all start their queries here.
//!
//! A reported (quarantined) post disappears from every list for everyone but its owner and
//! admins. A quarantined comment stays in its thread, so its replies stay visible, but shows
//! [`UNDER_REVIEW`] instead of its text to everyone but its owner and admins.

use common::{AppError, Id, Member, Result, Viewer};
use entity::{comments, muted_topics, post_topics, posts};
use sea_orm::sea_query::{Condition, Expr, ExprTrait, Query, SimpleExpr};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QuerySelect, QueryTrait, Select};

use super::block_rules;

pub const UNDER_REVIEW: &str =
    "This comment has been reported and is currently being investigated.";

/// What anyone but its owner and admins sees when opening a quarantined post's link.
pub const POST_UNDER_REVIEW: &str = "This post has been reported and is currently under review.";

/// The posts `viewer` may see listed.
pub fn visible_posts(viewer: &Viewer) -> Select<posts::Entity> {
    posts::Entity::find().filter(post_condition(viewer))
}

/// Whether `viewer` may see `post`: the same rule as [`post_condition`], for one loaded row.
pub fn sees_post(viewer: &Viewer, post: &posts::Model) -> bool {
    !post.is_shadow_banned || sees_all_of(viewer, Some(&post.owner_id))
}

/// Owners see their own content as it is, and admins see everything.
pub fn sees_all_of(viewer: &Viewer, owner: Option<&Id>) -> bool {
    viewer
        .as_member()
        .is_some_and(|m| m.is_admin || owner == Some(&m.user_id))
}

/// Whether a list leaves out the posts carrying a topic the viewer muted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MutedTopics {
    /// Feeds and search: a post carrying any topic she muted is not listed.
    Hidden,
    /// A topic's own page (she opened the topic she muted), and what is not a list of posts to
    /// read (her notifications).
    Shown,
}

/// The condition on `posts` columns that keeps what `viewer` may see listed; the feed adds it
/// to its own joins. A deleted post (a tombstone) is listed nowhere, for anyone, and a
/// member's lists leave out the authors she blocked and the posts carrying a topic she muted.
pub fn post_condition(viewer: &Viewer) -> Condition {
    post_condition_with(viewer, MutedTopics::Hidden)
}

/// [`post_condition`], saying whether muted topics' posts are left out.
pub fn post_condition_with(viewer: &Viewer, muted: MutedTopics) -> Condition {
    let listed = Condition::all().add(posts::Column::DeletedAt.is_null());
    let listed = match (viewer.as_member(), muted) {
        (Some(member), MutedTopics::Hidden) => listed.add(no_topic_muted(&member.user_id)),
        _ => listed,
    };
    match viewer.as_member() {
        // Nobody lists the posts of a member she blocked, admins included.
        Some(member) if member.is_admin => listed.add_option(block_rules::hides_owner(viewer)),
        // "Not (quarantined and someone else's)": the same rows as "not quarantined or mine",
        // but written so that no index matches it. Given an OR of two indexed columns, SQLite
        // (without statistics) reads both indexes and sorts every post for the newest page;
        // this way it walks the feed's (created_at, id) index and stops after one page.
        Some(member) => listed
            .add(
                Condition::all()
                    .add(posts::Column::IsShadowBanned.eq(true))
                    .add(posts::Column::OwnerId.ne(member.user_id.clone()))
                    .not(),
            )
            .add_option(block_rules::hides_owner(viewer)),
        None => listed.add(posts::Column::IsShadowBanned.eq(false)),
    }
}

/// "No topic of the post is one `user` muted", true for a post without topics: a post that
/// carries a topic she muted stays out of her feeds and search (issue 33; the profile promises
/// "their posts stay out of your feeds"), even when it has other topics too. Its topic pages
/// still list it, behind the content-warning cover.
///
/// Written as "none of her muted topics is a topic of this post", one `NOT EXISTS` AND-ed with
/// the rest of the rule, which PostgreSQL plans as an anti-join beside the feed's index walk: her
/// muted topics are read once (`muted_topics` by its primary key) and each post read costs one
/// probe of `post_topics`' primary key per muted topic, nothing when she mutes nothing (most
/// members). Two earlier forms cost more:
/// - "she mutes nothing, or no topic of the post is in her muted list": inside that `OR`
///   PostgreSQL cannot anti-join and hashed every post of her muted topics first, 0.3–0.8 s a
///   page at a million posts for a popular topic (`tests/api/forum.rs` refuses a hashed
///   subplan in a feed statement's plan);
/// - "no topic of the post joined to her muted topics" (the reference query's form): two
///   probes per post read even when she mutes nothing; Interests and Popular, which read five
///   topics' pages to show one, were up to a third slower with it on PostgreSQL.
fn no_topic_muted(user: &Id) -> SimpleExpr {
    let carried = Query::select()
        .expr(Expr::val(1))
        .from(post_topics::Entity)
        .and_where(
            Expr::col((post_topics::Entity, post_topics::Column::PostId))
                .equals((posts::Entity, posts::Column::Id)),
        )
        .and_where(
            Expr::col((post_topics::Entity, post_topics::Column::TopicId))
                .equals((muted_topics::Entity, muted_topics::Column::TopicId)),
        )
        .to_owned();
    let a_muted_topic = Query::select()
        .expr(Expr::val(1))
        .from(muted_topics::Entity)
        .and_where(Expr::col((muted_topics::Entity, muted_topics::Column::UserId)).eq(user.clone()))
        .and_where(Expr::exists(carried))
        .to_owned();
    Expr::exists(a_muted_topic).not()
}

/// The comments `viewer` may see listed: every comment of a post they may see (a quarantined
/// comment included, shown through [`comment_text`]).
pub fn visible_comments(viewer: &Viewer) -> Select<comments::Entity> {
    let visible_post_ids = posts::Entity::find()
        .select_only()
        .column(posts::Column::Id)
        .filter(post_condition_with(viewer, MutedTopics::Shown))
        .into_query();
    comments::Entity::find().filter(comments::Column::PostId.in_subquery(visible_post_ids))
}

/// The text `viewer` is shown for `comment`.
pub fn comment_text<'a>(viewer: &Viewer, comment: &'a comments::Model) -> &'a str {
    if comment.is_shadow_banned && !sees_all_of(viewer, comment.owner_id.as_ref()) {
        UNDER_REVIEW
    } else {
        &comment.text
    }
}

/// Only the owner of a record, or an admin, may change or delete it. A record without an
/// owner (its account was deleted) is an admin's alone.
pub fn require_owner_or_admin<'a>(viewer: &'a Viewer, owner: Option<&Id>) -> Result<&'a Member> {
    let member = viewer.require_member()?;
    if member.is_admin || owner == Some(&member.user_id) {
        Ok(member)
    } else {
        Err(AppError::Forbidden)
    }
}
