//! Notifications, in the app only: nothing is mailed or pushed anywhere.
//!
//! They are written in the transaction of the change that causes them, with a fixed number of
//! statements whatever the thread or the batch holds:
//! - a comment: one to the post's author (`COMMENT_ON_POST`) and one to the answered comment's
//!   author (`REPLY_TO_COMMENT`; she gets only this one when she wrote both), minus the kinds
//!   they turned off; and to the post's other followers (`COMMENT_ON_FOLLOWED_POST`, issue 36)
//!   one batch per post while unread, like a reaction batch, whose `actor_count` is recounted
//!   from the comments themselves ([`comment_added`], [`followers_told`]);
//! - a reaction: one row per item while unread, whose `actor_count` is recounted from the
//!   reactions themselves — distinct members since the batch began, the author and members she
//!   blocked left out — so a reaction taken back lowers it and a batch counting nobody goes
//!   ([`reactions_changed`]);
//! - a moderation change: `CONTENT_HIDDEN` / `CONTENT_RESTORED` to the item's author
//!   ([`moderated`]).
//!
//! Never for her own actions. Reading ([`page`], [`unread_count`]) leaves out what she can no
//! longer see: a post hidden from her or deleted, a comment under review or deleted, a comment
//! by a member she blocked. A deleted item's notifications go with it (cascades, and
//! [`forget_post`] / [`forget_comment`] for tombstones), hers with her account; read ones are
//! purged after [`READ_RETENTION_DAYS`] ([`purge_job`]).

use chrono::{DateTime, Duration, Utc};
use common::db::statement;
use common::page::PageKey;
use common::{AppError, Id, Page, PageRequest, Result, Viewer};
use entity::{comments, muted_notification_kinds, notifications, posts};
use sea_orm::sea_query::{Condition, Expr, OnConflict};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, JoinType, PaginatorTrait, QueryFilter,
    QuerySelect, RelationTrait, Select, Value,
};

use super::{block_rules, visibility};

/// Read notifications are kept this long, then purged.
pub const READ_RETENTION_DAYS: i64 = 90;
/// At most this many ids in one `markNotificationsRead`.
pub const MAX_MARK_IDS: usize = 100;

/// What a notification is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    CommentOnPost,
    ReplyToComment,
    ReactionOnPost,
    ReactionOnComment,
    ContentHidden,
    ContentRestored,
    CommentOnFollowedPost,
}

impl Kind {
    pub const ALL: [Kind; 7] = [
        Kind::CommentOnPost,
        Kind::ReplyToComment,
        Kind::CommentOnFollowedPost,
        Kind::ReactionOnPost,
        Kind::ReactionOnComment,
        Kind::ContentHidden,
        Kind::ContentRestored,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Kind::CommentOnPost => "COMMENT_ON_POST",
            Kind::ReplyToComment => "REPLY_TO_COMMENT",
            Kind::ReactionOnPost => "REACTION_ON_POST",
            Kind::ReactionOnComment => "REACTION_ON_COMMENT",
            Kind::ContentHidden => "CONTENT_HIDDEN",
            Kind::ContentRestored => "CONTENT_RESTORED",
            Kind::CommentOnFollowedPost => "COMMENT_ON_FOLLOWED_POST",
        }
    }

    pub fn parse(text: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|kind| kind.as_str() == text)
    }
}

fn row(
    recipient: &Id,
    kind: Kind,
    post: &Id,
    comment: Option<&Id>,
    now: DateTime<Utc>,
) -> notifications::Model {
    notifications::Model {
        id: Id::generate(),
        recipient_id: recipient.clone(),
        kind: kind.as_str().to_owned(),
        post_id: Some(post.clone()),
        comment_id: comment.cloned(),
        actor_count: 1,
        open_key: None,
        started_at: now,
        created_at: now,
        read_at: None,
    }
}

/// Writes `rows` except those of kinds their recipients turned off: two statements at most.
async fn deliver(db: &impl ConnectionTrait, rows: Vec<notifications::Model>) -> Result<()> {
    if rows.is_empty() {
        return Ok(());
    }
    let muted: Vec<(Id, String)> = muted_notification_kinds::Entity::find()
        .select_only()
        .columns([
            muted_notification_kinds::Column::UserId,
            muted_notification_kinds::Column::Kind,
        ])
        .filter(
            muted_notification_kinds::Column::UserId
                .is_in(rows.iter().map(|row| row.recipient_id.clone())),
        )
        .into_tuple()
        .all(db)
        .await?;
    let wanted: Vec<notifications::ActiveModel> = rows
        .into_iter()
        .filter(|row| {
            !muted
                .iter()
                .any(|(user, kind)| *user == row.recipient_id && *kind == row.kind)
        })
        .map(Into::into)
        .collect();
    if !wanted.is_empty() {
        notifications::Entity::insert_many(wanted)
            .exec_without_returning(db)
            .await?;
    }
    Ok(())
}

/// A new comment (or reply) by `comment.owner_id` on `post`, answering `parent` if any. The
/// caller has refused it already when either author blocked its writer.
pub async fn comment_added(
    db: &impl ConnectionTrait,
    post: &posts::Model,
    parent: Option<&comments::Model>,
    comment: &comments::Model,
) -> Result<()> {
    let Some(actor) = &comment.owner_id else {
        return Ok(());
    };
    let now = comment.created_at;
    let mut rows = Vec::new();
    let answered = parent.and_then(|p| p.owner_id.as_ref().filter(|_| p.deleted_at.is_none()));
    if let Some(answered) = answered.filter(|owner| *owner != actor) {
        rows.push(row(
            answered,
            Kind::ReplyToComment,
            &post.id,
            Some(&comment.id),
            now,
        ));
    }
    if post.owner_id != *actor && Some(&post.owner_id) != answered {
        rows.push(row(
            &post.owner_id,
            Kind::CommentOnPost,
            &post.id,
            Some(&comment.id),
            now,
        ));
    }
    deliver(db, rows).await?;
    followers_told(db, post, answered, comment, actor).await
}

/// The distinct members who commented on a follow batch's post since it began: not the
/// follower herself, not the members she blocked, not a comment under review or deleted, and
/// not a reply to her own comment (she was told of that one as `REPLY_TO_COMMENT`).
const FOLLOW_RECOUNT: &str = "(SELECT COUNT(DISTINCT c.owner_id) FROM comments c \
       WHERE c.post_id = notifications.open_key \
         AND c.created_at >= notifications.started_at \
         AND c.owner_id <> notifications.recipient_id \
         AND c.deleted_at IS NULL AND c.is_shadow_banned = false \
         AND NOT EXISTS (SELECT 1 FROM comments p \
           WHERE p.id = c.parent_id AND p.owner_id = notifications.recipient_id) \
         AND NOT EXISTS (SELECT 1 FROM member_blocks b \
           WHERE b.blocker_id = notifications.recipient_id AND b.blocked_id = c.owner_id))";

/// The followers of `post` to tell of `comment` by `actor` (`?` values: see [`followers_told`]):
/// not the writer, the post's author (told as `COMMENT_ON_POST`), or the answered comment's
/// author (told as `REPLY_TO_COMMENT`); not those who turned the kind off, blocked the writer,
/// or muted a topic of the post. Read through `post_follows (post_id, following, user_id)`.
const FOLLOWERS: &str = "SELECT f.user_id FROM post_follows f \
     WHERE f.post_id = ? AND f.following = true \
       AND f.user_id <> ? AND f.user_id <> ? AND f.user_id <> ? \
       AND NOT EXISTS (SELECT 1 FROM muted_notification_kinds m \
         WHERE m.user_id = f.user_id AND m.kind = ?) \
       AND NOT EXISTS (SELECT 1 FROM member_blocks b \
         WHERE b.blocker_id = f.user_id AND b.blocked_id = ?) \
       AND NOT EXISTS (SELECT 1 FROM muted_topics t \
         JOIN post_topics pt ON pt.topic_id = t.topic_id AND pt.post_id = f.post_id \
         WHERE t.user_id = f.user_id)";

/// The followers of `post` are told of `comment`: each one's open batch on the post is opened
/// (on this comment, where its link lands) or recounted ([`FOLLOWERS`] says who). Two
/// statements whatever the number of followers, none of them read into the process.
async fn followers_told(
    db: &impl ConnectionTrait,
    post: &posts::Model,
    answered: Option<&Id>,
    comment: &comments::Model,
    actor: &Id,
) -> Result<()> {
    let backend = db.get_database_backend();
    let kind = Kind::CommentOnFollowedPost;
    let followers_values = || -> Vec<Value> {
        vec![
            post.id.clone().into(),
            actor.clone().into(),
            post.owner_id.clone().into(),
            answered.unwrap_or(actor).clone().into(),
            kind.as_str().into(),
            actor.clone().into(),
        ]
    };
    let now = comment.created_at;
    // Ids made in the statement: this moment's time part, then 16 random hex digits.
    let time_part = Id::generate().as_str()[..8].to_owned();
    let random_part = match backend {
        DbBackend::Postgres => "substr(md5(random()::text || f.user_id), 1, 16)",
        _ => "lower(hex(randomblob(8)))",
    };
    let open = format!(
        "INSERT INTO notifications \
           (id, recipient_id, kind, post_id, comment_id, actor_count, open_key, started_at, created_at) \
         SELECT ? || {random_part}, f.user_id, ?, ?, ?, 0, ?, ?, ? FROM ({FOLLOWERS}) f \
         WHERE true \
         ON CONFLICT (recipient_id, kind, open_key) DO NOTHING"
    );
    let mut values: Vec<Value> = vec![
        time_part.into(),
        kind.as_str().into(),
        post.id.clone().into(),
        comment.id.clone().into(),
        post.id.clone().into(),
        now.into(),
        now.into(),
    ];
    values.extend(followers_values());
    db.execute_raw(statement(backend, &open, values)).await?;
    let recount = format!(
        "UPDATE notifications SET actor_count = {FOLLOW_RECOUNT}, created_at = ? \
         WHERE kind = ? AND open_key = ? AND recipient_id IN ({FOLLOWERS})"
    );
    let mut values: Vec<Value> = vec![now.into(), kind.as_str().into(), post.id.clone().into()];
    values.extend(followers_values());
    db.execute_raw(statement(backend, &recount, values)).await?;
    Ok(())
}

/// The item of a reaction batch: whose it is and where it sits.
pub enum Reacted<'a> {
    Post(&'a posts::Model),
    Comment(&'a comments::Model),
}

/// What `actor` did to her reactions on an item.
#[derive(Clone, Copy, Debug)]
pub enum Change {
    /// Added one or more: a batch opened now counts the reactions made since `since` (now for
    /// a tap; a legacy reaction attached later was made a little earlier).
    Added { since: DateTime<Utc> },
    /// Took one or more back.
    Removed,
}

/// `actor` changed her reactions on `item`: the item's open batch is opened or recounted, and
/// goes when it counts nobody. Three statements at most; none when she reacted to her own item.
pub async fn reactions_changed(
    db: &impl ConnectionTrait,
    now: DateTime<Utc>,
    item: Reacted<'_>,
    actor: &Id,
    change: Change,
) -> Result<()> {
    let (recipient, kind, post_id, comment_id, item_id) = match item {
        Reacted::Post(post) => (
            &post.owner_id,
            Kind::ReactionOnPost,
            &post.id,
            None,
            &post.id,
        ),
        Reacted::Comment(comment) => {
            let Some(owner) = &comment.owner_id else {
                return Ok(());
            };
            (
                owner,
                Kind::ReactionOnComment,
                &comment.post_id,
                Some(&comment.id),
                &comment.id,
            )
        }
    };
    if recipient == actor {
        return Ok(());
    }
    let backend = db.get_database_backend();
    let added = matches!(change, Change::Added { .. });
    if let Change::Added { since } = change {
        let wanted = db
            .query_one_raw(statement(
                backend,
                "SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM muted_notification_kinds \
                   WHERE user_id = ? AND kind = ?) \
                 AND NOT EXISTS (SELECT 1 FROM member_blocks WHERE blocker_id = ? AND blocked_id = ?)",
                vec![
                    recipient.clone().into(),
                    kind.as_str().into(),
                    recipient.clone().into(),
                    actor.clone().into(),
                ],
            ))
            .await?
            .is_some();
        if wanted {
            let mut batch = row(recipient, kind, post_id, comment_id, now);
            batch.started_at = since;
            batch.actor_count = 0;
            batch.open_key = Some(item_id.clone());
            notifications::Entity::insert(notifications::ActiveModel::from(batch))
                .on_conflict(
                    OnConflict::columns([
                        notifications::Column::RecipientId,
                        notifications::Column::Kind,
                        notifications::Column::OpenKey,
                    ])
                    .do_nothing()
                    .to_owned(),
                )
                .exec_without_returning(db)
                .await?;
        }
    }
    let recount = recount_sql(kind);
    let (sql, mut values) = if added {
        (
            format!(
                "UPDATE notifications SET actor_count = {recount}, created_at = ? WHERE recipient_id = ? AND kind = ? AND open_key = ?"
            ),
            vec![now.into()],
        )
    } else {
        (
            format!(
                "UPDATE notifications SET actor_count = {recount} WHERE recipient_id = ? AND kind = ? AND open_key = ?"
            ),
            vec![],
        )
    };
    values.extend([
        recipient.clone().into(),
        kind.as_str().into(),
        item_id.clone().into(),
    ]);
    db.execute_raw(statement(backend, &sql, values)).await?;
    if !added {
        notifications::Entity::delete_many()
            .filter(notifications::Column::RecipientId.eq(recipient.clone()))
            .filter(notifications::Column::Kind.eq(kind.as_str()))
            .filter(notifications::Column::OpenKey.eq(item_id.clone()))
            .filter(notifications::Column::ActorCount.eq(0))
            .exec(db)
            .await?;
    }
    Ok(())
}

/// The distinct members who reacted to a batch's item since it began, the item's author and
/// the members she blocked left out (correlated with the `notifications` row being updated).
fn recount_sql(kind: Kind) -> &'static str {
    match kind {
        Kind::ReactionOnComment => {
            "(SELECT COUNT(DISTINCT r.owner_id) FROM comment_reactions r \
               WHERE r.comment_id = notifications.open_key \
                 AND r.owner_id <> notifications.recipient_id \
                 AND r.created_at >= notifications.started_at \
                 AND NOT EXISTS (SELECT 1 FROM member_blocks b \
                   WHERE b.blocker_id = notifications.recipient_id AND b.blocked_id = r.owner_id))"
        }
        _ => {
            "(SELECT COUNT(DISTINCT r.owner_id) FROM post_reactions r \
               WHERE r.post_id = notifications.open_key \
                 AND r.owner_id <> notifications.recipient_id \
                 AND r.created_at >= notifications.started_at \
                 AND NOT EXISTS (SELECT 1 FROM member_blocks b \
                   WHERE b.blocker_id = notifications.recipient_id AND b.blocked_id = r.owner_id))"
        }
    }
}

/// Recounts every open reaction batch of `recipient` (after she blocked someone) and drops
/// those that count nobody now.
pub async fn recount_open_batches(db: &impl ConnectionTrait, recipient: &Id) -> Result<()> {
    let backend = db.get_database_backend();
    for kind in [Kind::ReactionOnPost, Kind::ReactionOnComment] {
        let sql = format!(
            "UPDATE notifications SET actor_count = {} \
             WHERE recipient_id = ? AND kind = ? AND open_key IS NOT NULL",
            recount_sql(kind)
        );
        db.execute_raw(statement(
            backend,
            &sql,
            vec![recipient.clone().into(), kind.as_str().into()],
        ))
        .await?;
    }
    notifications::Entity::delete_many()
        .filter(notifications::Column::RecipientId.eq(recipient.clone()))
        .filter(notifications::Column::OpenKey.is_not_null())
        .filter(notifications::Column::ActorCount.eq(0))
        .exec(db)
        .await?;
    Ok(())
}

/// Recounts the open reaction batches on these posts and comments (after a member's
/// reactions went with her account) and drops those that count nobody now.
pub async fn recount_batches_on(
    db: &impl ConnectionTrait,
    posts: &[Id],
    comments: &[Id],
) -> Result<()> {
    let backend = db.get_database_backend();
    // Within both databases' limits on bound values.
    for (kind, items) in [
        (Kind::ReactionOnPost, posts),
        (Kind::ReactionOnComment, comments),
    ] {
        for chunk in items.chunks(500) {
            let marks = vec!["?"; chunk.len()].join(", ");
            let sql = format!(
                "UPDATE notifications SET actor_count = {} WHERE kind = ? AND open_key IN ({marks})",
                recount_sql(kind)
            );
            let mut values: Vec<Value> = vec![kind.as_str().into()];
            values.extend(chunk.iter().map(|id| Value::from(id.clone())));
            db.execute_raw(statement(backend, &sql, values)).await?;
            notifications::Entity::delete_many()
                .filter(notifications::Column::Kind.eq(kind.as_str()))
                .filter(notifications::Column::OpenKey.is_in(chunk.iter().cloned()))
                .filter(notifications::Column::ActorCount.eq(0))
                .exec(db)
                .await?;
        }
    }
    Ok(())
}

/// A post or comment whose review state changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Moderated {
    Post(Id),
    Comment(Id),
}

/// Tells the authors of `items` that they were hidden for review (`hidden`) or restored, by
/// `actor` (a trusted member's report or an admin; never named). Her own items are left out:
/// an admin hiding her own post needs no notice. Three statements whatever the number of items.
pub async fn moderated(
    db: &impl ConnectionTrait,
    now: DateTime<Utc>,
    actor: &Id,
    items: &[Moderated],
    hidden: bool,
) -> Result<()> {
    let kind = if hidden {
        Kind::ContentHidden
    } else {
        Kind::ContentRestored
    };
    let (post_ids, comment_ids): (Vec<_>, Vec<_>) = items
        .iter()
        .partition(|item| matches!(item, Moderated::Post(_)));
    let id_of = |item: &Moderated| match item {
        Moderated::Post(id) | Moderated::Comment(id) => id.clone(),
    };
    let mut rows = Vec::new();
    if !post_ids.is_empty() {
        let owners: Vec<(Id, Id)> = posts::Entity::find()
            .select_only()
            .columns([posts::Column::Id, posts::Column::OwnerId])
            .filter(posts::Column::Id.is_in(post_ids.into_iter().map(id_of)))
            .filter(posts::Column::DeletedAt.is_null())
            .into_tuple()
            .all(db)
            .await?;
        rows.extend(
            owners
                .iter()
                .filter(|(_, owner)| owner != actor)
                .map(|(post, owner)| row(owner, kind, post, None, now)),
        );
    }
    if !comment_ids.is_empty() {
        let owners: Vec<(Id, Id, Option<Id>)> = comments::Entity::find()
            .select_only()
            .columns([
                comments::Column::Id,
                comments::Column::PostId,
                comments::Column::OwnerId,
            ])
            .filter(comments::Column::Id.is_in(comment_ids.into_iter().map(id_of)))
            .filter(comments::Column::DeletedAt.is_null())
            .into_tuple()
            .all(db)
            .await?;
        rows.extend(owners.iter().filter_map(|(comment, post, owner)| {
            let owner = owner.as_ref().filter(|owner| *owner != actor)?;
            Some(row(owner, kind, post, Some(comment), now))
        }));
    }
    deliver(db, rows).await
}

/// A post became a tombstone: its notifications go (a removed post's go by cascade).
pub async fn forget_post(db: &impl ConnectionTrait, post: &Id) -> Result<()> {
    notifications::Entity::delete_many()
        .filter(notifications::Column::PostId.eq(post.clone()))
        .exec(db)
        .await?;
    Ok(())
}

/// A comment became a tombstone: its notifications go.
pub async fn forget_comment(db: &impl ConnectionTrait, comment: &Id) -> Result<()> {
    notifications::Entity::delete_many()
        .filter(notifications::Column::CommentId.eq(comment.clone()))
        .exec(db)
        .await?;
    Ok(())
}

/// Her notifications that she can still see: the post (every notification names one) is
/// visible to her, and the comment, if any, is neither deleted, nor under review (unless
/// hers), nor by a member she blocked.
fn visible_to(viewer: &Viewer, recipient: &Id) -> Select<notifications::Entity> {
    let comment_seen = Condition::any()
        .add(notifications::Column::CommentId.is_null())
        .add(
            Condition::all()
                .add(comments::Column::DeletedAt.is_null())
                .add(
                    Condition::all()
                        .add(comments::Column::IsShadowBanned.eq(true))
                        .add(comments::Column::OwnerId.ne(recipient.clone()))
                        .not(),
                )
                .add(block_rules::not_blocked(
                    recipient,
                    (comments::Entity, comments::Column::OwnerId),
                )),
        );
    notifications::Entity::find()
        .join(JoinType::InnerJoin, notifications::Relation::Posts.def())
        .join(JoinType::LeftJoin, notifications::Relation::Comments.def())
        .filter(notifications::Column::RecipientId.eq(recipient.clone()))
        // What happened to her posts and comments is hers to know, whatever she muted.
        .filter(visibility::post_condition_with(
            viewer,
            visibility::MutedTopics::Shown,
        ))
        .filter(comment_seen)
}

const PAGE_KEY: PageKey<notifications::Column> = PageKey {
    created_at: notifications::Column::CreatedAt,
    id: notifications::Column::Id,
};

/// Her notifications, newest first.
pub async fn page(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    page: &PageRequest,
) -> Result<Page<notifications::Model>> {
    let member = viewer.require_member()?;
    PAGE_KEY
        .fetch(
            db,
            visible_to(viewer, &member.user_id),
            &sea_orm::Order::Desc,
            page,
            cursor,
        )
        .await
}

pub fn cursor(notification: &notifications::Model) -> common::Cursor {
    common::Cursor {
        created_at: notification.created_at,
        id: notification.id.clone(),
    }
}

/// How many of her notifications are unread (those she can see).
pub async fn unread_count(db: &impl ConnectionTrait, viewer: &Viewer) -> Result<u64> {
    let member = viewer.require_member()?;
    Ok(visible_to(viewer, &member.user_id)
        .filter(notifications::Column::ReadAt.is_null())
        .count(db)
        .await?)
}

/// Marks her unread notifications read: those of `ids`, or all. Closes their reaction
/// batches, so the next reaction starts a new one. Answers how many changed; another
/// member's ids change nothing.
pub async fn mark_read(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    ids: Option<Vec<Id>>,
) -> Result<u64> {
    let member = viewer.require_member()?;
    let mut update = notifications::Entity::update_many()
        .col_expr(notifications::Column::ReadAt, Expr::value(viewer.now()))
        .col_expr(
            notifications::Column::OpenKey,
            Expr::value(Option::<Id>::None),
        )
        .filter(notifications::Column::RecipientId.eq(member.user_id.clone()))
        .filter(notifications::Column::ReadAt.is_null());
    if let Some(ids) = ids {
        if ids.len() > MAX_MARK_IDS {
            return Err(AppError::invalid(
                "ids",
                format!("Mark at most {MAX_MARK_IDS} notifications at once."),
            ));
        }
        if ids.is_empty() {
            return Ok(0);
        }
        update = update.filter(notifications::Column::Id.is_in(ids));
    }
    Ok(update.exec(db).await?.rows_affected)
}

/// Each kind, on or off.
pub async fn preferences(db: &impl ConnectionTrait, viewer: &Viewer) -> Result<Vec<(Kind, bool)>> {
    let member = viewer.require_member()?;
    let muted: Vec<String> = muted_notification_kinds::Entity::find()
        .select_only()
        .column(muted_notification_kinds::Column::Kind)
        .filter(muted_notification_kinds::Column::UserId.eq(member.user_id.clone()))
        .into_tuple()
        .all(db)
        .await?;
    Ok(Kind::ALL
        .into_iter()
        .map(|kind| (kind, !muted.iter().any(|m| m == kind.as_str())))
        .collect())
}

/// Turns one kind on or off for her (from now on; what she has stays).
pub async fn set_preference(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    kind: Kind,
    enabled: bool,
) -> Result<()> {
    let member = viewer.require_member()?;
    if enabled {
        muted_notification_kinds::Entity::delete_many()
            .filter(muted_notification_kinds::Column::UserId.eq(member.user_id.clone()))
            .filter(muted_notification_kinds::Column::Kind.eq(kind.as_str()))
            .exec(db)
            .await?;
    } else {
        muted_notification_kinds::Entity::insert(muted_notification_kinds::ActiveModel {
            user_id: sea_orm::Set(member.user_id.clone()),
            kind: sea_orm::Set(kind.as_str().to_owned()),
        })
        .on_conflict(
            OnConflict::columns([
                muted_notification_kinds::Column::UserId,
                muted_notification_kinds::Column::Kind,
            ])
            .do_nothing()
            .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    }
    Ok(())
}

/// Daily: read notifications older than [`READ_RETENTION_DAYS`] go.
pub fn purge_job() -> common::jobs::Job {
    common::jobs::Job::new("purge-read-notifications", Duration::days(1), |txn, now| {
        Box::pin(async move {
            Ok(notifications::Entity::delete_many()
                .filter(notifications::Column::ReadAt.lt(now - Duration::days(READ_RETENTION_DAYS)))
                .exec(txn)
                .await?
                .rows_affected)
        })
    })
}
