//! Emoji reactions on posts and comments, and "why I reacted".
//!
//! A member may hold several different reactions on one item; tapping one she holds removes
//! it (the unique index on item + owner + type makes a double tap harmless). The legacy
//! two-step writes (ARCHITECTURE §5) create a reaction first and attach it with the item's
//! `reactions` list; they only ever touch the viewer's own reactions. Every reaction write,
//! new or legacy, counts against the member's reaction limit.

use std::collections::{HashMap, HashSet};

use chrono::Duration;
use common::rate_limit::{RateLimiter, Rule};
use common::{AppError, Id, Result, Viewer};
use entity::{comment_reactions, post_reactions, reaction_types};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect, TransactionSession, TransactionTrait,
};

use super::notifications::{self, Change, Reacted};
use super::throttle::WriteLimits;
use super::{comments, posts, reaction_types as types};

pub const MAX_EXPLANATION_CHARS: usize = 1_000;
/// The reaction after which the explanation is always asked.
pub const ME_TOO: &str = "Me Too";
/// After other reactions, the explanation is asked at most this often.
const OTHER_PROMPTS: Rule = Rule::new(1, 24 * 60 * 60);
/// Only a reaction this fresh is still worth asking about.
const PROMPT_WINDOW: Duration = Duration::hours(1);
/// Legacy reactions created but never attached are removed after this long.
pub const UNATTACHED_TTL: Duration = Duration::hours(1);

/// One reaction type's count on an item, and whether the viewer holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    pub reaction_type: reaction_types::Model,
    pub count: i64,
    pub mine: bool,
}

fn not_in_legend() -> AppError {
    AppError::invalid("reactionTypeId", "Please choose a reaction from the list.")
}

/// The type of a new reaction: one in the legend (a hidden type takes no new reactions).
async fn reaction_type(db: &impl ConnectionTrait, id: Id) -> Result<reaction_types::Model> {
    let kind = any_reaction_type(db, id).await?;
    if kind.hidden {
        return Err(not_in_legend());
    }
    Ok(kind)
}

/// The type of a toggled reaction, hidden or not: she may always take back a reaction she gave
/// before its type was hidden; only adding one needs the type in the legend.
async fn any_reaction_type(db: &impl ConnectionTrait, id: Id) -> Result<reaction_types::Model> {
    reaction_types::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or_else(not_in_legend)
}

/// Adds the viewer's reaction of this type to the post, or removes it when she holds it.
/// Answers the reaction when one was added.
pub async fn toggle_post(
    db: &(impl ConnectionTrait + TransactionTrait),
    limits: &WriteLimits,
    viewer: &Viewer,
    post_id: Id,
    type_id: Id,
) -> Result<Option<post_reactions::Model>> {
    limits.reaction(viewer).await?;
    let member = viewer.require_writer()?;
    let post = posts::get(db, viewer, post_id).await?;
    posts::require_not_deleted(&post)?;
    let kind = any_reaction_type(db, type_id).await?;
    let txn = common::db::begin_write(db).await?;
    let held = post_reactions::Entity::find()
        .filter(post_reactions::Column::PostId.eq(post.id.clone()))
        .filter(post_reactions::Column::OwnerId.eq(member.user_id.clone()))
        .filter(post_reactions::Column::ReactionTypeId.eq(kind.id.clone()))
        .one(&txn)
        .await?;
    let added = match held {
        Some(held) => {
            post_reactions::Entity::delete_by_id(held.id)
                .exec(&txn)
                .await?;
            None
        }
        None if kind.hidden => return Err(not_in_legend()),
        None => {
            let now = viewer.now();
            let reaction = post_reactions::Model {
                id: Id::generate(),
                post_id: Some(post.id.clone()),
                owner_id: member.user_id.clone(),
                reaction_type_id: kind.id,
                explanation: None,
                created_at: now,
                updated_at: now,
            };
            let inserted =
                post_reactions::Entity::insert(post_reactions::ActiveModel::from(reaction.clone()))
                    .on_conflict_do_nothing_on(POST_REACTION_KEY)
                    .exec_without_returning(&txn)
                    .await?;
            if inserted_one(inserted) {
                Some(reaction)
            } else {
                // A tap racing this one added it first: hers is that one.
                held_post_reaction(&txn, &post.id, &member.user_id, &reaction.reaction_type_id)
                    .await?
            }
        }
    };
    notifications::reactions_changed(
        &txn,
        viewer.now(),
        Reacted::Post(&post),
        &member.user_id,
        change(added.is_some(), viewer.now()),
    )
    .await?;
    txn.commit().await?;
    Ok(added)
}

/// The same toggle on a comment of a post the viewer may see.
pub async fn toggle_comment(
    db: &(impl ConnectionTrait + TransactionTrait),
    limits: &WriteLimits,
    viewer: &Viewer,
    comment_id: Id,
    type_id: Id,
) -> Result<()> {
    limits.reaction(viewer).await?;
    let member = viewer.require_writer()?;
    let comment = comments::get(db, viewer, comment_id).await?;
    comments::require_open_for_engagement(&comment)?;
    let kind = any_reaction_type(db, type_id).await?;
    let txn = common::db::begin_write(db).await?;
    let held = comment_reactions::Entity::find()
        .filter(comment_reactions::Column::CommentId.eq(comment.id.clone()))
        .filter(comment_reactions::Column::OwnerId.eq(member.user_id.clone()))
        .filter(comment_reactions::Column::ReactionTypeId.eq(kind.id.clone()))
        .one(&txn)
        .await?;
    let added = held.is_none();
    match held {
        Some(held) => {
            comment_reactions::Entity::delete_by_id(held.id)
                .exec(&txn)
                .await?;
        }
        None if kind.hidden => return Err(not_in_legend()),
        None => {
            comment_reactions::Entity::insert(comment_reactions::ActiveModel {
                id: Set(Id::generate()),
                comment_id: Set(Some(comment.id.clone())),
                owner_id: Set(member.user_id.clone()),
                reaction_type_id: Set(kind.id),
                created_at: Set(viewer.now()),
            })
            .on_conflict_do_nothing_on([
                comment_reactions::Column::CommentId,
                comment_reactions::Column::OwnerId,
                comment_reactions::Column::ReactionTypeId,
            ])
            .exec_without_returning(&txn)
            .await?;
        }
    }
    notifications::reactions_changed(
        &txn,
        viewer.now(),
        Reacted::Comment(&comment),
        &member.user_id,
        change(added, viewer.now()),
    )
    .await?;
    txn.commit().await?;
    Ok(())
}

fn change(added: bool, now: chrono::DateTime<chrono::Utc>) -> Change {
    if added {
        Change::Added { since: now }
    } else {
        Change::Removed
    }
}

/// The unique key of a post reaction. Two taps racing each other both mean "add": the
/// insert says `ON CONFLICT (key) DO NOTHING`, so the second finds the first's row instead of
/// failing — a failed statement would abort PostgreSQL's whole transaction ("current
/// transaction is aborted") and answer an internal error.
const POST_REACTION_KEY: [post_reactions::Column; 3] = [
    post_reactions::Column::PostId,
    post_reactions::Column::OwnerId,
    post_reactions::Column::ReactionTypeId,
];

/// Whether an `ON CONFLICT DO NOTHING` insert wrote its row.
fn inserted_one(result: sea_orm::TryInsertResult<u64>) -> bool {
    matches!(result, sea_orm::TryInsertResult::Inserted(n) if n > 0)
}

/// Her reaction of this type on the post, if she holds it.
async fn held_post_reaction(
    db: &impl ConnectionTrait,
    post: &Id,
    owner: &Id,
    kind: &Id,
) -> Result<Option<post_reactions::Model>> {
    Ok(post_reactions::Entity::find()
        .filter(post_reactions::Column::PostId.eq(post.clone()))
        .filter(post_reactions::Column::OwnerId.eq(owner.clone()))
        .filter(post_reactions::Column::ReactionTypeId.eq(kind.clone()))
        .one(db)
        .await?)
}

/// Saves why the viewer reacted; only her own reaction.
pub async fn explain(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    reaction_id: Id,
    explanation: &str,
) -> Result<post_reactions::Model> {
    viewer.require_writer()?;
    let reaction = own_post_reaction(db, viewer, reaction_id).await?;
    let explanation = common::text::tidy(explanation);
    let explanation = explanation.as_str();
    if explanation.is_empty() {
        return Err(AppError::invalid(
            "explanation",
            "Please tell us why you reacted.",
        ));
    }
    if explanation.chars().count() > MAX_EXPLANATION_CHARS {
        return Err(AppError::invalid(
            "explanation",
            "Explanations can be at most 1,000 characters.",
        ));
    }
    let mut active: post_reactions::ActiveModel = reaction.into();
    active.explanation = Set(Some(explanation.to_owned()));
    active.updated_at = Set(viewer.now());
    Ok(active.update(db).await?)
}

async fn own_post_reaction(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    id: Id,
) -> Result<post_reactions::Model> {
    let member = viewer.require_member()?;
    let reaction = post_reactions::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::not_found("Reaction"))?;
    if reaction.owner_id != member.user_id {
        return Err(AppError::Forbidden);
    }
    Ok(reaction)
}

/// The viewer's latest post reaction still waiting for an explanation, when one should be
/// asked now: after 'Me Too' always, after any other reaction at most once a day.
pub async fn to_explain(
    db: &impl ConnectionTrait,
    limiter: &RateLimiter,
    viewer: &Viewer,
) -> Result<Option<post_reactions::Model>> {
    let member = viewer.require_member()?;
    let latest = post_reactions::Entity::find()
        .filter(post_reactions::Column::OwnerId.eq(member.user_id.clone()))
        .filter(post_reactions::Column::CreatedAt.gt(viewer.now() - PROMPT_WINDOW))
        .order_by_desc(post_reactions::Column::CreatedAt)
        .order_by_desc(post_reactions::Column::Id)
        .one(db)
        .await?;
    let Some(latest) = latest else {
        return Ok(None);
    };
    if latest.explanation.is_some() || latest.post_id.is_none() {
        return Ok(None);
    }
    let kind = reaction_types::Entity::find_by_id(latest.reaction_type_id.clone())
        .one(db)
        .await?;
    if kind.is_some_and(|kind| kind.name == ME_TOO) {
        return Ok(Some(latest));
    }
    let asked = limiter
        .hit(
            "explain-prompt",
            member.user_id.as_str(),
            OTHER_PROMPTS,
            "Asked already today.",
        )
        .await;
    Ok(asked.is_ok().then_some(latest))
}

/// Every reaction type's count on each post, and whether the viewer holds it: the counts are
/// the stored tallies (kept by triggers, `service::counts`), read with her own in one
/// statement, plus the legend.
pub async fn post_tallies(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    post_ids: &[Id],
) -> Result<HashMap<Id, Vec<Tally>>> {
    let rows = stored_tallies(db, viewer, TallyOf::Posts, post_ids).await?;
    tallies(db, post_ids, rows).await
}

/// The same for comments.
pub async fn comment_tallies(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    comment_ids: &[Id],
) -> Result<HashMap<Id, Vec<Tally>>> {
    let rows = stored_tallies(db, viewer, TallyOf::Comments, comment_ids).await?;
    tallies(db, comment_ids, rows).await
}

#[derive(Clone, Copy)]
enum TallyOf {
    Posts,
    Comments,
}

/// `(item, type, count, mine)` rows of the stored tallies of `items`: one statement.
async fn stored_tallies(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    of: TallyOf,
    items: &[Id],
) -> Result<Vec<(Id, Id, i64, i64)>> {
    if items.is_empty() {
        return Ok(Vec::new());
    }
    let (tallies, item, reactions) = match of {
        TallyOf::Posts => ("post_reaction_tallies", "post_id", "post_reactions"),
        TallyOf::Comments => (
            "comment_reaction_tallies",
            "comment_id",
            "comment_reactions",
        ),
    };
    let mut values: Vec<sea_orm::Value> = Vec::with_capacity(items.len() + 1);
    let mine = match viewer.as_member() {
        Some(member) => {
            values.push(member.user_id.clone().into());
            format!(
                "CASE WHEN EXISTS (SELECT 1 FROM {reactions} AS r WHERE r.{item} = t.{item} \
                 AND r.owner_id = ? AND r.reaction_type_id = t.reaction_type_id) \
                 THEN 1 ELSE 0 END"
            )
        }
        None => "0".to_owned(),
    };
    values.extend(items.iter().map(|id| id.clone().into()));
    let sql = format!(
        "SELECT t.{item}, t.reaction_type_id, CAST(t.count AS BIGINT), CAST({mine} AS BIGINT) \
         FROM {tallies} AS t WHERE t.{item} IN ({})",
        vec!["?"; items.len()].join(", ")
    );
    let rows = db
        .query_all_raw(common::db::statement(
            db.get_database_backend(),
            &sql,
            values,
        ))
        .await?;
    rows.iter()
        .map(|row| {
            Ok((
                row.try_get_by_index::<Id>(0)?,
                row.try_get_by_index::<Id>(1)?,
                row.try_get_by_index::<i64>(2)?,
                row.try_get_by_index::<i64>(3)?,
            ))
        })
        .collect::<std::result::Result<_, sea_orm::DbErr>>()
        .map_err(Into::into)
}

/// Every reaction type of the legend, in order, for each item, filled from `(item, type,
/// count, mine)` rows; a hidden type only where members had given it.
async fn tallies(
    db: &impl ConnectionTrait,
    items: &[Id],
    rows: Vec<(Id, Id, i64, i64)>,
) -> Result<HashMap<Id, Vec<Tally>>> {
    Ok(tallies_from(&types::list(db).await?, items, rows))
}

/// The same from the reaction types already read (`kinds`, in legend order).
pub(crate) fn tallies_from(
    kinds: &[reaction_types::Model],
    items: &[Id],
    rows: Vec<(Id, Id, i64, i64)>,
) -> HashMap<Id, Vec<Tally>> {
    let counts: HashMap<(Id, Id), (i64, i64)> = rows
        .into_iter()
        .map(|(item, kind, count, mine)| ((item, kind), (count, mine)))
        .collect();
    items
        .iter()
        .map(|item| {
            let list = kinds
                .iter()
                .filter_map(|kind| {
                    let (count, mine) = counts
                        .get(&(item.clone(), kind.id.clone()))
                        .copied()
                        .unwrap_or((0, 0));
                    (!kind.hidden || count > 0).then(|| Tally {
                        reaction_type: kind.clone(),
                        count,
                        mine: mine > 0,
                    })
                })
                .collect();
            (item.clone(), list)
        })
        .collect()
}

/// Every reaction on each post (the legacy `reactions` list): one query.
pub async fn of_posts(
    db: &impl ConnectionTrait,
    post_ids: &[Id],
) -> Result<HashMap<Id, Vec<post_reactions::Model>>> {
    let rows = post_reactions::Entity::find()
        .filter(post_reactions::Column::PostId.is_in(post_ids.iter().cloned()))
        .order_by_asc(post_reactions::Column::CreatedAt)
        .all(db)
        .await?;
    let mut by_post: HashMap<Id, Vec<_>> = HashMap::new();
    for row in rows {
        if let Some(post) = row.post_id.clone() {
            by_post.entry(post).or_default().push(row);
        }
    }
    Ok(by_post)
}

/// Every reaction on each comment (the legacy `reactions` list): one query.
pub async fn of_comments(
    db: &impl ConnectionTrait,
    comment_ids: &[Id],
) -> Result<HashMap<Id, Vec<comment_reactions::Model>>> {
    let rows = comment_reactions::Entity::find()
        .filter(comment_reactions::Column::CommentId.is_in(comment_ids.iter().cloned()))
        .order_by_asc(comment_reactions::Column::CreatedAt)
        .all(db)
        .await?;
    let mut by_comment: HashMap<Id, Vec<_>> = HashMap::new();
    for row in rows {
        if let Some(comment) = row.comment_id.clone() {
            by_comment.entry(comment).or_default().push(row);
        }
    }
    Ok(by_comment)
}

// ---- The legacy two-step writes (REST only) ----

/// Step one: the viewer's reaction, attached at once when `post` is named (toggle rules do
/// not apply: holding it already answers the one she holds), else waiting to be attached.
pub async fn create_post_reaction(
    db: &(impl ConnectionTrait + TransactionTrait),
    limits: &WriteLimits,
    viewer: &Viewer,
    type_id: Id,
    post: Option<Id>,
) -> Result<post_reactions::Model> {
    limits.reaction(viewer).await?;
    let member = viewer.require_writer()?;
    let kind = reaction_type(db, type_id).await?;
    if let Some(post_id) = &post {
        posts::require_not_deleted(&posts::get(db, viewer, post_id.clone()).await?)?;
        if let Some(held) = held_post_reaction(db, post_id, &member.user_id, &kind.id).await? {
            return Ok(held);
        }
    }
    let now = viewer.now();
    let reaction = post_reactions::Model {
        id: Id::generate(),
        post_id: post,
        owner_id: member.user_id.clone(),
        reaction_type_id: kind.id,
        explanation: None,
        created_at: now,
        updated_at: now,
    };
    let inserted =
        post_reactions::Entity::insert(post_reactions::ActiveModel::from(reaction.clone()))
            .on_conflict_do_nothing_on(POST_REACTION_KEY)
            .exec_without_returning(db)
            .await?;
    // A request racing this one attached the same reaction first: answer hers.
    if !inserted_one(inserted)
        && let Some(post_id) = &reaction.post_id
    {
        return held_post_reaction(db, post_id, &member.user_id, &reaction.reaction_type_id)
            .await?
            .ok_or_else(|| AppError::Conflict("Please try again.".into()));
    }
    Ok(reaction)
}

/// Step two (`{_id, reactions}` on a post): the viewer's reactions on the post become exactly
/// her reactions listed — unattached ones are attached, hers missing from the list are
/// removed. Other members' reactions, listed or not, are never touched. A listed reaction of
/// a type she already holds on the post is a duplicate and goes.
pub async fn set_own_post_reactions(
    db: &(impl ConnectionTrait + TransactionTrait),
    limits: &WriteLimits,
    viewer: &Viewer,
    post_id: Id,
    listed: Vec<Id>,
) -> Result<()> {
    limits.reaction(viewer).await?;
    let member = viewer.require_writer()?;
    let post = posts::get(db, viewer, post_id).await?;
    posts::require_not_deleted(&post)?;
    let listed: HashSet<Id> = listed.into_iter().collect();
    let txn = common::db::begin_write(db).await?;
    let mine = own_on_item_or_waiting(
        post_reactions::Entity::find()
            .filter(post_reactions::Column::OwnerId.eq(member.user_id.clone())),
        post_reactions::Column::PostId,
        post.id.clone(),
        post_reactions::Column::CreatedAt,
        &txn,
    )
    .await?;
    let mine_created: Vec<_> = mine.iter().map(|r| (r.id.clone(), r.created_at)).collect();
    let (remove, attach) = plan(
        mine.into_iter()
            .map(|r| (r.id, r.reaction_type_id, r.post_id.is_some())),
        &listed,
    );
    let change = legacy_change(&attach, &remove, &mine_created);
    if !remove.is_empty() {
        post_reactions::Entity::delete_many()
            .filter(post_reactions::Column::Id.is_in(remove))
            .exec(&txn)
            .await?;
    }
    if !attach.is_empty() {
        post_reactions::Entity::update_many()
            .col_expr(post_reactions::Column::PostId, Expr::value(post.id.clone()))
            .filter(post_reactions::Column::Id.is_in(attach))
            .exec(&txn)
            .await?;
    }
    if let Some(change) = change {
        notifications::reactions_changed(
            &txn,
            viewer.now(),
            Reacted::Post(&post),
            &member.user_id,
            change,
        )
        .await?;
    }
    txn.commit().await?;
    Ok(())
}

/// What a legacy `{_id, reactions}` update means for the item's notification batch: added
/// (since the oldest reaction it attaches) or taken back; `None` when nothing changed.
fn legacy_change(
    attach: &[Id],
    remove: &[Id],
    created: &[(Id, chrono::DateTime<chrono::Utc>)],
) -> Option<Change> {
    let since = created
        .iter()
        .filter(|(id, _)| attach.contains(id))
        .map(|(_, at)| *at)
        .min();
    match since {
        Some(since) => Some(Change::Added { since }),
        None if !remove.is_empty() => Some(Change::Removed),
        None => None,
    }
}

/// What a legacy `{_id, reactions}` update does to her reactions `(id, type, attached to
/// this item)`, given the listed ids: answers (remove, attach). Attached ones not listed go;
/// listed waiting ones are attached; of two listed of one type the attached (or older) one
/// stays and the other goes; waiting ones not listed are left for another item.
fn plan(mine: impl Iterator<Item = (Id, Id, bool)>, listed: &HashSet<Id>) -> (Vec<Id>, Vec<Id>) {
    let (attached, waiting): (Vec<_>, Vec<_>) = mine.partition(|(_, _, attached)| *attached);
    let mut held_types = HashSet::new();
    let (mut remove, mut attach) = (Vec::new(), Vec::new());
    for (id, kind, is_attached) in attached.into_iter().chain(waiting) {
        let is_listed = listed.contains(&id);
        if !is_listed && !is_attached {
            continue;
        }
        if is_listed && held_types.insert(kind) {
            if !is_attached {
                attach.push(id);
            }
        } else {
            remove.push(id);
        }
    }
    (remove, attach)
}

/// Her reactions on the item, and her newest reactions still waiting to be attached, oldest
/// first. Read without the client's list (which names everyone's reactions and can be long),
/// so the query stays small whatever the client sends; the list is matched in memory.
async fn own_on_item_or_waiting<E: EntityTrait>(
    hers: sea_orm::Select<E>,
    item_column: E::Column,
    item: Id,
    created_at: E::Column,
    db: &impl ConnectionTrait,
) -> Result<Vec<E::Model>> {
    let on_item = hers
        .clone()
        .filter(item_column.eq(item))
        .order_by_asc(created_at)
        .all(db)
        .await?;
    let mut waiting = hers
        .filter(item_column.is_null())
        .order_by_desc(created_at)
        .limit(MAX_WAITING)
        .all(db)
        .await?;
    waiting.reverse();
    Ok(on_item.into_iter().chain(waiting).collect())
}

/// How many of her unattached reactions a legacy update looks at (a client attaches the one
/// it just created; older ones are cleaned up within the hour).
const MAX_WAITING: u64 = 50;

/// Step one for comments: the viewer's reaction, waiting to be attached.
pub async fn create_comment_reaction(
    db: &impl ConnectionTrait,
    limits: &WriteLimits,
    viewer: &Viewer,
    type_id: Id,
) -> Result<comment_reactions::Model> {
    limits.reaction(viewer).await?;
    let member = viewer.require_writer()?;
    let kind = reaction_type(db, type_id).await?;
    let reaction = comment_reactions::Model {
        id: Id::generate(),
        comment_id: None,
        owner_id: member.user_id.clone(),
        reaction_type_id: kind.id,
        created_at: viewer.now(),
    };
    comment_reactions::Entity::insert(comment_reactions::ActiveModel::from(reaction.clone()))
        .exec_without_returning(db)
        .await?;
    Ok(reaction)
}

/// Step two for comments (`{_id, reactions}` on a comment), with the same rules as posts.
pub async fn set_own_comment_reactions(
    db: &(impl ConnectionTrait + TransactionTrait),
    limits: &WriteLimits,
    viewer: &Viewer,
    comment_id: Id,
    listed: Vec<Id>,
) -> Result<()> {
    limits.reaction(viewer).await?;
    let member = viewer.require_writer()?;
    let comment = comments::get(db, viewer, comment_id).await?;
    comments::require_open_for_engagement(&comment)?;
    let listed: HashSet<Id> = listed.into_iter().collect();
    let txn = common::db::begin_write(db).await?;
    let mine = own_on_item_or_waiting(
        comment_reactions::Entity::find()
            .filter(comment_reactions::Column::OwnerId.eq(member.user_id.clone())),
        comment_reactions::Column::CommentId,
        comment.id.clone(),
        comment_reactions::Column::CreatedAt,
        &txn,
    )
    .await?;
    let mine_created: Vec<_> = mine.iter().map(|r| (r.id.clone(), r.created_at)).collect();
    let (remove, attach) = plan(
        mine.into_iter()
            .map(|r| (r.id, r.reaction_type_id, r.comment_id.is_some())),
        &listed,
    );
    let change = legacy_change(&attach, &remove, &mine_created);
    if !remove.is_empty() {
        comment_reactions::Entity::delete_many()
            .filter(comment_reactions::Column::Id.is_in(remove))
            .exec(&txn)
            .await?;
    }
    if !attach.is_empty() {
        comment_reactions::Entity::update_many()
            .col_expr(
                comment_reactions::Column::CommentId,
                Expr::value(comment.id.clone()),
            )
            .filter(comment_reactions::Column::Id.is_in(attach))
            .exec(&txn)
            .await?;
    }
    if let Some(change) = change {
        notifications::reactions_changed(
            &txn,
            viewer.now(),
            Reacted::Comment(&comment),
            &member.user_id,
            change,
        )
        .await?;
    }
    txn.commit().await?;
    Ok(())
}

/// Deletes the viewer's own post reaction (the legacy `DELETE post-reaction/{id}`).
pub async fn delete_post_reaction(
    db: &impl ConnectionTrait,
    limits: &WriteLimits,
    viewer: &Viewer,
    id: Id,
) -> Result<()> {
    limits.reaction(viewer).await?;
    let reaction = own_post_reaction(db, viewer, id).await?;
    post_reactions::Entity::delete_by_id(reaction.id)
        .exec(db)
        .await?;
    let post = match reaction.post_id {
        Some(post_id) => entity::posts::Entity::find_by_id(post_id).one(db).await?,
        None => None,
    };
    if let Some(post) = post {
        let item = Reacted::Post(&post);
        notifications::reactions_changed(
            db,
            viewer.now(),
            item,
            &reaction.owner_id,
            Change::Removed,
        )
        .await?;
    }
    Ok(())
}

/// Deletes the viewer's own comment reaction.
pub async fn delete_comment_reaction(
    db: &impl ConnectionTrait,
    limits: &WriteLimits,
    viewer: &Viewer,
    id: Id,
) -> Result<()> {
    limits.reaction(viewer).await?;
    let member = viewer.require_member()?;
    let reaction = comment_reactions::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::not_found("Reaction"))?;
    if reaction.owner_id != member.user_id {
        return Err(AppError::Forbidden);
    }
    comment_reactions::Entity::delete_by_id(reaction.id)
        .exec(db)
        .await?;
    let comment = match reaction.comment_id {
        Some(comment_id) => {
            entity::comments::Entity::find_by_id(comment_id)
                .one(db)
                .await?
        }
        None => None,
    };
    if let Some(comment) = comment {
        let item = Reacted::Comment(&comment);
        notifications::reactions_changed(db, viewer.now(), item, &member.user_id, Change::Removed)
            .await?;
    }
    Ok(())
}

/// The cleanup job: legacy reactions and replies that were never attached go after a while
/// (their posts' counts are recounted).
pub async fn remove_unattached(
    db: &(impl ConnectionTrait + TransactionTrait),
    now: chrono::DateTime<chrono::Utc>,
) -> Result<u64> {
    let before = now - UNATTACHED_TTL;
    let mut removed = post_reactions::Entity::delete_many()
        .filter(post_reactions::Column::PostId.is_null())
        .filter(post_reactions::Column::CreatedAt.lt(before))
        .exec(db)
        .await?
        .rows_affected;
    removed += comment_reactions::Entity::delete_many()
        .filter(comment_reactions::Column::CommentId.is_null())
        .filter(comment_reactions::Column::CreatedAt.lt(before))
        .exec(db)
        .await?
        .rows_affected;
    removed += comments::remove_unattached_replies(db, before).await?;
    Ok(removed)
}

/// Hourly: the legacy reactions and replies nobody attached.
pub fn cleanup_job() -> common::jobs::Job {
    common::jobs::Job::new(
        "remove-unattached-reactions",
        Duration::hours(1),
        |txn, now| Box::pin(remove_unattached(txn, now)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(n: u8) -> Id {
        Id::parse("id", &format!("{n:024x}")).unwrap()
    }

    #[test]
    fn a_legacy_update_changes_only_what_its_list_says() {
        let (me_too, hugs) = (id(100), id(101));
        let mine = vec![
            (id(1), me_too.clone(), true),  // held, listed: stays
            (id(2), hugs.clone(), true),    // held, not listed: goes
            (id(3), hugs.clone(), false),   // waiting, listed: attached
            (id(4), me_too.clone(), false), // waiting, listed, a duplicate type: goes
            (id(5), hugs, false),           // waiting for another post: left alone
        ];
        let listed: HashSet<Id> = [id(1), id(3), id(4), id(9)].into_iter().collect();
        let (remove, attach) = plan(mine.into_iter(), &listed);
        assert_eq!(remove, vec![id(2), id(4)]);
        assert_eq!(attach, vec![id(3)]);
    }
}
