//! Comments and replies at any depth. Adding one and raising its post's count are one
//! transaction, and the count is raised in the database (`comment_count + 1`), so it stays
//! right under concurrent writes.

use std::collections::{HashMap, HashSet};

use audit::Action;
use common::page::PageKey;
use common::{AppError, Cursor, Id, Page, PageRequest, Result, Viewer};
use entity::{comments, posts, reports};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, Order, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, QueryTrait, TransactionSession, TransactionTrait,
};

use super::comment_relations::{self, Relations, Wanted};
use super::posts as post_service;
use super::throttle::WriteLimits;
use super::{block_rules, care, notifications, privacy_check};

pub const MAX_COMMENT_CHARS: usize = 5_000;
/// How many of her replies still waiting for a parent a legacy `{_id, replies}` looks at.
const MAX_WAITING_REPLIES: u64 = 50;

pub struct NewComment {
    pub post_id: Id,
    /// The comment this one answers, at any depth; `None` for a comment on the post.
    pub parent_id: Option<Id>,
    pub text: String,
}

/// Adds the viewer's comment (or reply) to a post she may see.
pub async fn add(
    db: &(impl ConnectionTrait + TransactionTrait),
    limits: &WriteLimits,
    viewer: &Viewer,
    input: NewComment,
) -> Result<comments::Model> {
    add_comment(db, limits, viewer, input, false).await
}

/// The legacy first step of a reply (`isReply: true` without a parent): the reply waits,
/// shown nowhere, until its author lists it in the parent's `replies`.
pub async fn add_unattached_reply(
    db: &(impl ConnectionTrait + TransactionTrait),
    limits: &WriteLimits,
    viewer: &Viewer,
    post_id: Id,
    text: String,
) -> Result<comments::Model> {
    let input = NewComment {
        post_id,
        parent_id: None,
        text,
    };
    add_comment(db, limits, viewer, input, true).await
}

async fn add_comment(
    db: &(impl ConnectionTrait + TransactionTrait),
    limits: &WriteLimits,
    viewer: &Viewer,
    input: NewComment,
    unattached_reply: bool,
) -> Result<comments::Model> {
    let member = viewer.require_writer()?;
    let text = check_text(&input.text)?;
    let post = post_service::get(db, viewer, input.post_id).await?;
    post_service::require_not_deleted(&post)?;
    let parent = match &input.parent_id {
        Some(parent_id) => {
            let parent = find_in_post(db, parent_id.clone(), &post.id).await?;
            require_not_under_review(&parent)?;
            Some(parent)
        }
        None => None,
    };
    let answered: Vec<&Id> = std::iter::once(&post.owner_id)
        .chain(parent.as_ref().and_then(|p| p.owner_id.as_ref()))
        .collect();
    block_rules::require_may_answer(db, viewer, &answered).await?;
    limits.comment(viewer).await?;
    let now = viewer.now();
    let comment = comments::Model {
        id: Id::generate(),
        post_id: post.id.clone(),
        owner_id: Some(member.user_id.clone()),
        is_reply: unattached_reply || input.parent_id.is_some(),
        parent_id: input.parent_id,
        text: text.clone(),
        // A shadow-banned member's comment is quarantined as a trusted report would leave it.
        is_shadow_banned: viewer.writes_quarantined(),
        deleted_at: None,
        created_at: now,
        updated_at: now,
        edited_at: None,
        needs_care: care::needs_care(&[&text]),
        reply_count: 0,
    };
    let txn = common::db::begin_write(db).await?;
    comments::Entity::insert(comments::ActiveModel::from(comment.clone()))
        .exec_without_returning(&txn)
        .await?;
    privacy_check::count(&txn, now, &[&comment.text]).await?;
    posts::Entity::update_many()
        .col_expr(
            posts::Column::CommentCount,
            Expr::col(posts::Column::CommentCount).add(1),
        )
        .filter(posts::Column::Id.eq(post.id.clone()))
        .exec(&txn)
        .await?;
    // She follows the post she commented on, unless she unfollowed it.
    super::follows::follow_by_default(&txn, &member.user_id, &post.id, now).await?;
    // A legacy reply waiting for its parent is shown nowhere yet, and a quarantined comment
    // shows nothing but the review notice: nobody is told of either.
    if !unattached_reply && !comment.is_shadow_banned {
        notifications::comment_added(&txn, &post, parent.as_ref(), &comment).await?;
    }
    txn.commit().await?;
    Ok(comment)
}

fn check_text(text: &str) -> Result<String> {
    let text = common::text::tidy(text);
    if text.is_empty() {
        return Err(AppError::invalid("text", "Please write a comment."));
    }
    if text.chars().count() > MAX_COMMENT_CHARS {
        return Err(AppError::invalid(
            "text",
            "Comments can be at most 5,000 characters.",
        ));
    }
    Ok(text)
}

/// A comment of `post_id`, or the client's mistake.
async fn find_in_post(db: &impl ConnectionTrait, id: Id, post_id: &Id) -> Result<comments::Model> {
    comments::Entity::find_by_id(id)
        .filter(comments::Column::PostId.eq(post_id.clone()))
        .one(db)
        .await?
        .ok_or(AppError::not_found("Comment"))
}

/// Replaces the text of her own comment, with the rules of a new one. Anyone else's is
/// FORBIDDEN (an admin's too), a deleted one is gone, one under review stays as reported.
pub async fn update(
    db: &(impl ConnectionTrait + TransactionTrait),
    limits: &WriteLimits,
    viewer: &Viewer,
    id: Id,
    text: &str,
) -> Result<comments::Model> {
    let member = viewer.require_writer()?;
    let editable = |comment: comments::Model| {
        if comment.deleted_at.is_some() {
            return Err(AppError::not_found("Comment"));
        }
        if comment.owner_id.as_ref() != Some(&member.user_id) {
            return Err(AppError::Forbidden);
        }
        if comment.is_shadow_banned {
            return Err(AppError::Refused(post_service::UNDER_REVIEW_NO_EDIT));
        }
        Ok(comment)
    };
    let comment = editable(get(db, viewer, id).await?)?;
    let text = check_text(text)?;
    limits.edit(viewer).await?;
    let now = viewer.now();
    let txn = common::db::begin_write(db).await?;
    // Read again under the write lock: a report may have quarantined it meanwhile.
    let comment = editable(
        comments::Entity::find_by_id(comment.id)
            .one(&txn)
            .await?
            .ok_or(AppError::not_found("Comment"))?,
    )?;
    let needs_care = care::needs_care(&[&text]);
    comments::Entity::update_many()
        .col_expr(comments::Column::Text, Expr::value(text.clone()))
        .col_expr(comments::Column::NeedsCare, Expr::value(needs_care))
        .col_expr(comments::Column::UpdatedAt, Expr::value(now))
        .col_expr(comments::Column::EditedAt, Expr::value(now))
        .filter(comments::Column::Id.eq(comment.id.clone()))
        .exec(&txn)
        .await?;
    txn.commit().await?;
    Ok(comments::Model {
        text,
        needs_care,
        updated_at: now,
        edited_at: Some(now),
        ..comment
    })
}

/// Loads a comment to delete: its owner's or, for an admin, anyone's; not one already
/// deleted. Whether the viewer may see its post is checked too.
pub async fn find_for_delete(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    id: Id,
) -> Result<comments::Model> {
    let comment = get(db, viewer, id).await?;
    if comment.deleted_at.is_some() {
        return Err(AppError::not_found("Comment"));
    }
    super::visibility::require_owner_or_admin(viewer, comment.owner_id.as_ref())?;
    Ok(comment)
}

/// Deletes a comment: its owner's own, or anyone's by an admin (audited). One with replies
/// stays as 'Deleted comment' ([`remove_or_tombstone`]).
pub async fn delete(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    id: Id,
) -> Result<()> {
    let member = viewer.require_member()?;
    let txn = common::db::begin_write(db).await?;
    let comment = find_for_delete(&txn, viewer, id).await?;
    let by_admin = comment.owner_id.as_ref() != Some(&member.user_id);
    let label = if by_admin {
        audit::label(&txn, Action::CommentDelete, &comment.id).await?
    } else {
        None
    };
    remove_or_tombstone(&txn, &comment, viewer.now()).await?;
    if by_admin {
        audit::record_labelled(
            &txn,
            viewer,
            Action::CommentDelete,
            &comment.id,
            None,
            label,
        )
        .await?;
    }
    txn.commit().await?;
    Ok(())
}

/// Deletes a comment in the caller's transaction. One with replies, or with a report waiting
/// for the moderators, stays as a tombstone ('Deleted comment': no text, no author, no
/// reactions) so the replies keep their place; otherwise it is removed, and so is a tombstone
/// above it left with no replies. The post's comment count follows.
async fn remove_or_tombstone(
    db: &impl ConnectionTrait,
    comment: &comments::Model,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<()> {
    let mut current = comment.clone();
    loop {
        let has_replies = comments::Entity::find()
            .filter(comments::Column::ParentId.eq(current.id.clone()))
            .one(db)
            .await?
            .is_some();
        let reported = reports::Entity::find()
            .filter(reports::Column::CommentId.eq(current.id.clone()))
            .one(db)
            .await?
            .is_some();
        if has_replies || reported {
            if current.deleted_at.is_none() {
                tombstone(db, &current.id, now).await?;
            }
            break;
        }
        comments::Entity::delete_by_id(current.id.clone())
            .exec(db)
            .await?;
        // A tombstone kept only for this reply goes with it.
        let parent = match &current.parent_id {
            Some(parent_id) => {
                comments::Entity::find_by_id(parent_id.clone())
                    .one(db)
                    .await?
            }
            None => None,
        };
        match parent {
            Some(parent) if parent.deleted_at.is_some() => current = parent,
            _ => break,
        }
    }
    recount(db, &comment.post_id).await
}

/// Turns a comment into 'Deleted comment': no words, no author, no reactions.
async fn tombstone(
    db: &impl ConnectionTrait,
    id: &Id,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<()> {
    entity::comment_reactions::Entity::delete_many()
        .filter(entity::comment_reactions::Column::CommentId.eq(id.clone()))
        .exec(db)
        .await?;
    comments::Entity::update_many()
        .col_expr(comments::Column::OwnerId, Expr::value(Option::<Id>::None))
        .col_expr(comments::Column::Text, Expr::value(""))
        .col_expr(comments::Column::IsShadowBanned, Expr::value(false))
        .col_expr(comments::Column::DeletedAt, Expr::value(now))
        .col_expr(comments::Column::UpdatedAt, Expr::value(now))
        .filter(comments::Column::Id.eq(id.clone()))
        .exec(db)
        .await?;
    notifications::forget_comment(db, id).await
}

/// Her own comments and replies, newest first, under-review ones included. Legacy replies
/// still waiting for a parent are shown nowhere, so not here either.
pub async fn mine(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    page: &PageRequest,
) -> Result<Page<comments::Model>> {
    let member = viewer.require_member()?;
    let select = comments::Entity::find()
        .filter(comments::Column::OwnerId.eq(member.user_id.clone()))
        .filter(
            sea_orm::Condition::any()
                .add(comments::Column::IsReply.eq(false))
                .add(comments::Column::ParentId.is_not_null()),
        );
    PAGE_KEY.fetch(db, select, &Order::Desc, page, cursor).await
}

/// Refuses a reaction to a deleted comment.
pub fn require_not_deleted(comment: &comments::Model) -> Result<()> {
    if comment.deleted_at.is_some() {
        return Err(AppError::bad_input("This comment has been deleted"));
    }
    Ok(())
}

/// What answers a reply or a reaction to a comment under review.
pub const UNDER_REVIEW_NO_ENGAGEMENT: &str =
    "This comment is under review and can't take replies or reactions for now.";

/// Refuses a reply or a reaction to a comment that is deleted, or quarantined: while under
/// review it gathers no engagement, as a quarantined post (which others cannot even open)
/// gathers none. Its owner and admins, who see it as it is, are refused too: nothing is
/// added under reported words until a moderator has decided.
pub fn require_open_for_engagement(comment: &comments::Model) -> Result<()> {
    require_not_deleted(comment)?;
    require_not_under_review(comment)
}

/// The review half of [`require_open_for_engagement`]: a reply may still answer a tombstone
/// (the thread goes on), never a comment under review.
pub fn require_not_under_review(comment: &comments::Model) -> Result<()> {
    if comment.is_shadow_banned {
        return Err(AppError::Refused(UNDER_REVIEW_NO_ENGAGEMENT));
    }
    Ok(())
}

/// One comment, if its post is one the viewer may see.
pub async fn get(db: &impl ConnectionTrait, viewer: &Viewer, id: Id) -> Result<comments::Model> {
    let comment = comments::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::not_found("Comment"))?;
    post_service::get(db, viewer, comment.post_id.clone()).await?;
    Ok(comment)
}

pub const PAGE_KEY: PageKey<comments::Column> = PageKey {
    created_at: comments::Column::CreatedAt,
    id: comments::Column::Id,
};

pub fn cursor(comment: &comments::Model) -> Cursor {
    Cursor {
        created_at: comment.created_at,
        id: comment.id.clone(),
    }
}

/// A post's comments (`parent_id` None) or one comment's replies, oldest first, with their
/// `wanted` relations read in the same statement (and whom she blocked among their authors, whose
/// words are hidden). Replies still waiting to be attached (legacy) are not listed.
pub async fn list(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    post_id: Id,
    parent_id: Option<Id>,
    page: &PageRequest,
    wanted: Wanted,
) -> Result<(Page<comments::Model>, Relations)> {
    let post = post_service::get(db, viewer, post_id).await?;
    let select = comments::Entity::find().filter(comments::Column::PostId.eq(post.id.clone()));
    let select = match parent_id {
        Some(parent_id) => {
            find_in_post(db, parent_id.clone(), &post.id).await?;
            select.filter(comments::Column::ParentId.eq(parent_id))
        }
        None => select
            .filter(comments::Column::ParentId.is_null())
            .filter(comments::Column::IsReply.eq(false)),
    };
    let select = PAGE_KEY
        .order(select, &Order::Asc, page.after.as_ref())
        .limit(page.first + 1)
        .into_query();
    let wanted = Wanted {
        blocked: true,
        ..wanted
    };
    let (rows, relations) = comment_relations::page_with(db, viewer, select, wanted).await?;
    let mut page = common::page::from_overfetch(rows, page.first, cursor);
    hide_blocked(&mut page.items, &relations.blocked);
    Ok((page, relations))
}

/// The comments as `viewer` may read them: the words of a member she blocked become
/// [`block_rules::BLOCKED_TEXT`] here, in the service every transport lists through, so no path
/// (GraphQL, REST) hands them out. One query for the whole list.
pub async fn shown(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    mut list: Vec<comments::Model>,
) -> Result<Vec<comments::Model>> {
    let owners: Vec<Id> = list.iter().filter_map(|c| c.owner_id.clone()).collect();
    if owners.is_empty() || viewer.as_member().is_none() {
        return Ok(list);
    }
    let blocked = block_rules::blocked_among(db, viewer, &owners).await?;
    hide_blocked(&mut list, &blocked);
    Ok(list)
}

/// The words of the comments by the `blocked` members become [`block_rules::BLOCKED_TEXT`].
fn hide_blocked(list: &mut [comments::Model], blocked: &HashSet<Id>) {
    for comment in list {
        if comment
            .owner_id
            .as_ref()
            .is_some_and(|o| blocked.contains(o))
        {
            block_rules::BLOCKED_TEXT.clone_into(&mut comment.text);
        }
    }
}

/// The direct reply ids of each comment, oldest first (the legacy `replies` list).
pub async fn reply_ids(db: &impl ConnectionTrait, ids: &[Id]) -> Result<HashMap<Id, Vec<Id>>> {
    let rows = comments::Entity::find()
        .select_only()
        .column(comments::Column::ParentId)
        .column(comments::Column::Id)
        .filter(comments::Column::ParentId.is_in(ids.iter().cloned()))
        .order_by_asc(comments::Column::CreatedAt)
        .into_tuple::<(Id, Id)>()
        .all(db)
        .await?;
    let mut by_parent: HashMap<Id, Vec<Id>> = HashMap::new();
    for (parent, id) in rows {
        by_parent.entry(parent).or_default().push(id);
    }
    Ok(by_parent)
}

/// The legacy second step of replies (`{_id, replies}` on the parent): each listed id that is
/// the viewer's own reply of the same post, still unattached, is attached to `parent_id`.
/// Other ids are left as they are: nobody's reply is ever moved or detached here.
pub async fn attach_replies(
    db: &(impl ConnectionTrait + TransactionTrait),
    viewer: &Viewer,
    parent_id: Id,
    reply_ids: Vec<Id>,
) -> Result<comments::Model> {
    let member = viewer.require_writer()?;
    let parent = get(db, viewer, parent_id).await?;
    // Her own replies of this post still waiting for a parent: read without the client's list
    // (which names everyone's replies and can be long), then matched against it.
    let listed: std::collections::HashSet<Id> = reply_ids.into_iter().collect();
    let waiting: Vec<Id> = comments::Entity::find()
        .select_only()
        .column(comments::Column::Id)
        .filter(comments::Column::PostId.eq(parent.post_id.clone()))
        .filter(comments::Column::OwnerId.eq(member.user_id.clone()))
        .filter(comments::Column::IsReply.eq(true))
        .filter(comments::Column::ParentId.is_null())
        .filter(comments::Column::Id.ne(parent.id.clone()))
        .limit(MAX_WAITING_REPLIES)
        .into_tuple::<Id>()
        .all(db)
        .await?
        .into_iter()
        .filter(|id| listed.contains(id))
        .collect();
    if !waiting.is_empty() {
        require_not_under_review(&parent)?;
        comments::Entity::update_many()
            .col_expr(comments::Column::ParentId, Expr::value(parent.id.clone()))
            .filter(comments::Column::Id.is_in(waiting))
            .exec(db)
            .await?;
    }
    Ok(parent)
}

/// Sets a post's comment count from its comments (the legacy `{_id, comments}` update and
/// the cleanup of abandoned replies ask for it); a client's number is never used.
pub async fn recount(db: &impl ConnectionTrait, post_id: &Id) -> Result<()> {
    let count = comments::Entity::find()
        .filter(comments::Column::PostId.eq(post_id.clone()))
        .count(db)
        .await?;
    posts::Entity::update_many()
        .col_expr(
            posts::Column::CommentCount,
            Expr::value(i32::try_from(count).unwrap_or(i32::MAX)),
        )
        .filter(posts::Column::Id.eq(post_id.clone()))
        .exec(db)
        .await?;
    Ok(())
}

/// Legacy replies never attached to a parent before `before` are removed, and their posts
/// recounted, in one transaction.
pub async fn remove_unattached_replies(
    db: &(impl ConnectionTrait + TransactionTrait),
    before: chrono::DateTime<chrono::Utc>,
) -> Result<u64> {
    // The partial index that holds only abandoned replies (migration m20261202_000001). SQLite
    // without statistics for it would rather seek `parent_id IS NULL` in the index on
    // (parent_id, created_at), which at a million posts walks most comments inside the job's
    // write transaction; `INDEXED BY` names the index and fails loudly if it cannot be used.
    let backend = db.get_database_backend();
    let hint = match backend {
        DbBackend::Sqlite => " INDEXED BY idx_comments_abandoned_replies",
        _ => "",
    };
    let abandoned = comments::Entity::find()
        .from_raw_sql(common::db::statement(
            backend,
            &format!(
                "SELECT * FROM comments{hint} WHERE is_reply AND parent_id IS NULL \
                 AND created_at < ? LIMIT 500"
            ),
            vec![before.into()],
        ))
        .all(db)
        .await?;
    if abandoned.is_empty() {
        return Ok(0);
    }
    let posts: std::collections::BTreeSet<Id> =
        abandoned.iter().map(|c| c.post_id.clone()).collect();
    let txn = common::db::begin_write(db).await?;
    let removed = comments::Entity::delete_many()
        .filter(comments::Column::Id.is_in(abandoned.into_iter().map(|c| c.id)))
        .exec(&txn)
        .await?
        .rows_affected;
    for post in &posts {
        recount(&txn, post).await?;
    }
    txn.commit().await?;
    Ok(removed)
}

/// How deep a permalink's thread may be read: far deeper than any conversation, and a bound on
/// the recursive statement whatever the data.
const MAX_PERMALINK_DEPTH: i64 = 1_000;

/// What the viewer may see of the comment a permalink names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PermalinkStatus {
    /// She may read it: `thread` leads down to it.
    Shown,
    /// It was deleted (or never was a comment of this post).
    Gone,
    /// It was reported and is hidden while a moderator reviews it.
    UnderReview,
    /// She blocked its author.
    Blocked,
}

/// Where a comment sits in its post's thread, for a permalink (`/post/{id}?comment={id}`).
pub struct Permalink {
    pub status: PermalinkStatus,
    /// From the comment on the post down to the one named (last), as she may read them;
    /// empty unless she may read the comment itself. The comments above it may be
    /// tombstones, under review or by a member she blocked: the thread shows them so.
    pub thread: Vec<comments::Model>,
}

/// The thread down to `comment_id` of `post_id`, if the viewer may see it. A post she may not
/// open is the post's own NOT_FOUND, as `post` answers; a comment she may not read is a status,
/// never its words, so the page can land on the post and say why.
pub async fn permalink(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    post_id: Id,
    comment_id: Id,
) -> Result<Permalink> {
    let post = post_service::get(db, viewer, post_id).await?;
    let chain = chain_to(db, &post.id, &comment_id).await?;
    let refused = |status| {
        Ok(Permalink {
            status,
            thread: Vec::new(),
        })
    };
    let (Some(root), Some(target)) = (chain.first(), chain.last()) else {
        return refused(PermalinkStatus::Gone);
    };
    // A legacy reply still waiting for a parent is shown nowhere; a broken chain likewise.
    if root.parent_id.is_some() || (root.is_reply && root.parent_id.is_none()) {
        return refused(PermalinkStatus::Gone);
    }
    if target.deleted_at.is_some() {
        return refused(PermalinkStatus::Gone);
    }
    if target.is_shadow_banned && !super::visibility::sees_all_of(viewer, target.owner_id.as_ref())
    {
        return refused(PermalinkStatus::UnderReview);
    }
    if let Some(owner) = &target.owner_id
        && block_rules::blocked_among(db, viewer, std::slice::from_ref(owner))
            .await?
            .contains(owner)
    {
        return refused(PermalinkStatus::Blocked);
    }
    Ok(Permalink {
        status: PermalinkStatus::Shown,
        thread: shown(db, viewer, chain).await?,
    })
}

/// `comment_id` and the comments above it, the comment on the post first: one recursive
/// statement that follows `parent_id` through the primary key, whatever the depth.
async fn chain_to(
    db: &impl ConnectionTrait,
    post_id: &Id,
    comment_id: &Id,
) -> Result<Vec<comments::Model>> {
    let backend = db.get_database_backend();
    let sql = "WITH RECURSIVE chain(id, parent_id, depth) AS ( \
           SELECT id, parent_id, 0 FROM comments WHERE id = ? AND post_id = ? \
           UNION ALL \
           SELECT c.id, c.parent_id, chain.depth + 1 FROM comments c \
             JOIN chain ON c.id = chain.parent_id \
             WHERE c.post_id = ? AND chain.depth < ? \
         ) \
         SELECT comments.* FROM comments JOIN chain ON comments.id = chain.id \
         ORDER BY chain.depth DESC";
    Ok(comments::Entity::find()
        .from_raw_sql(common::db::statement(
            backend,
            sql,
            vec![
                comment_id.clone().into(),
                post_id.clone().into(),
                post_id.clone().into(),
                MAX_PERMALINK_DEPTH.into(),
            ],
        ))
        .all(db)
        .await?)
}
