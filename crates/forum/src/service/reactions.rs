//! Emoji reactions on posts and comments, and "why I reacted".
//!
//! A member may hold several different reactions on one item; tapping one she holds removes
//! it (the unique index on item + owner + type makes a double tap harmless). The legacy
//! two-step writes (ARCHITECTURE §5) create a reaction first and attach it with the item's
//! `reactions` list; they only ever touch the viewer's own reactions. Every reaction write,
//! new or legacy, counts against the member's reaction limit.

use std::collections::{HashMap, HashSet};

use chrono::Duration;
use common::db::beside::{self, Column};
use common::db::relation::{self, Branch, Columns, Row};
use common::rate_limit::{RateLimiter, Rule};
use common::{AppError, Id, Result, Viewer};
use entity::{comment_reactions, post_reactions, reaction_types};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, DbBackend, EntityTrait,
    IdenStatic, QueryFilter, QueryOrder, QueryResult, QuerySelect, TransactionSession,
    TransactionTrait,
};

use super::notifications::{self, Change};
use super::throttle::WriteLimits;
use super::{comments, reaction_types as types};
use target::Target;

mod target;

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
    toggle::<post_reactions::Entity>(db, limits, viewer, post_id, type_id).await
}

/// The same toggle on a comment of a post the viewer may see.
pub async fn toggle_comment(
    db: &(impl ConnectionTrait + TransactionTrait),
    limits: &WriteLimits,
    viewer: &Viewer,
    comment_id: Id,
    type_id: Id,
) -> Result<Option<comment_reactions::Model>> {
    toggle::<comment_reactions::Entity>(db, limits, viewer, comment_id, type_id).await
}

async fn toggle<T: Target>(
    db: &(impl ConnectionTrait + TransactionTrait),
    limits: &WriteLimits,
    viewer: &Viewer,
    item_id: Id,
    type_id: Id,
) -> Result<Option<T::Model>> {
    limits.reaction(viewer).await?;
    let member = viewer.require_writer()?;
    let item = T::open_item(db, viewer, item_id).await?;
    let kind = any_reaction_type(db, type_id).await?;
    let txn = common::db::begin_write(db).await?;
    let held = held_reaction::<T>(&txn, T::item_id(&item), &member.user_id, &kind.id).await?;
    let added = match held {
        Some(held) => {
            T::delete_by_id(T::id(&held).clone()).exec(&txn).await?;
            None
        }
        None if kind.hidden => return Err(not_in_legend()),
        None => {
            let reaction = T::new(
                Some(T::item_id(&item).clone()),
                member.user_id.clone(),
                kind.id,
                viewer.now(),
            );
            if insert::<T>(&txn, &reaction).await? {
                Some(reaction)
            } else {
                // A tap racing this one added it first: hers is that one.
                held_reaction::<T>(&txn, T::item_id(&item), &member.user_id, T::kind(&reaction))
                    .await?
            }
        }
    };
    notifications::reactions_changed(
        &txn,
        viewer.now(),
        T::reacted(&item),
        &member.user_id,
        change(added.is_some(), viewer.now()),
    )
    .await?;
    txn.commit().await?;
    Ok(added)
}

fn change(added: bool, now: chrono::DateTime<chrono::Utc>) -> Change {
    if added {
        Change::Added { since: now }
    } else {
        Change::Removed
    }
}

/// Inserts the reaction; answers whether it was written. Two taps racing each other both mean
/// "add": the insert says `ON CONFLICT (item, owner, type) DO NOTHING`, so the second finds
/// the first's row instead of failing — a failed statement would abort PostgreSQL's whole
/// transaction ("current transaction is aborted") and answer an internal error.
async fn insert<T: Target>(db: &impl ConnectionTrait, reaction: &T::Model) -> Result<bool> {
    let inserted = T::insert(T::ActiveModel::from(reaction.clone()))
        .on_conflict_do_nothing_on([T::ITEM, T::OWNER, T::KIND])
        .exec_without_returning(db)
        .await?;
    Ok(matches!(inserted, sea_orm::TryInsertResult::Inserted(n) if n > 0))
}

/// Her reaction of this type on the item, if she holds it.
async fn held_reaction<T: Target>(
    db: &impl ConnectionTrait,
    item: &Id,
    owner: &Id,
    kind: &Id,
) -> Result<Option<T::Model>> {
    Ok(T::find()
        .filter(T::ITEM.eq(item.clone()))
        .filter(T::OWNER.eq(owner.clone()))
        .filter(T::KIND.eq(kind.clone()))
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
    let reaction = own::<post_reactions::Entity>(db, viewer, reaction_id).await?;
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

/// Her own reaction.
async fn own<T: Target>(db: &impl ConnectionTrait, viewer: &Viewer, id: Id) -> Result<T::Model> {
    let member = viewer.require_member()?;
    let reaction = T::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::not_found("Reaction"))?;
    if *T::owner(&reaction) != member.user_id {
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
/// the stored tallies (kept by triggers, `service::counts`), read with her own and the legend
/// in one statement.
pub async fn post_tallies(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    post_ids: &[Id],
) -> Result<HashMap<Id, Vec<Tally>>> {
    tallies::<post_reactions::Entity>(db, viewer, post_ids).await
}

/// The same for comments.
pub async fn comment_tallies(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    comment_ids: &[Id],
) -> Result<HashMap<Id, Vec<Tally>>> {
    tallies::<comment_reactions::Entity>(db, viewer, comment_ids).await
}

async fn tallies<T: Target>(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    items: &[Id],
) -> Result<HashMap<Id, Vec<Tally>>> {
    if items.is_empty() {
        return Ok(HashMap::new());
    }
    let me = viewer.as_member().map(|member| &member.user_id);
    let rows = relation::run(db, vec![tally_branch::<T>(me, items), types::branch()]).await?;
    let (mut kinds, mut counts) = (Vec::new(), Vec::new());
    for row in &rows {
        let row = Row(row);
        if row.kind()? == types::KIND {
            kinds.push(types::read(&row)?);
        } else {
            counts.push(read_tally(&row)?);
        }
    }
    Ok(tallies_from(&types::in_order(kinds)?, items, counts))
}

/// The stored tallies of posts (or comments) as a relation, keyed by the item: `a` the
/// reaction type, `n1` the count, `n2` 1 when `me` holds one of them.
pub const TALLY: &str = "tally";

/// The posts' tallies relation's rows for `post_ids`, marking `me`'s own.
pub fn post_tally_branch(me: Option<&Id>, post_ids: &[Id]) -> Branch {
    tally_branch::<post_reactions::Entity>(me, post_ids)
}

/// The comments' tallies relation's rows for `comment_ids`, marking `me`'s own.
pub fn comment_tally_branch(me: Option<&Id>, comment_ids: &[Id]) -> Branch {
    tally_branch::<comment_reactions::Entity>(me, comment_ids)
}

/// The tallies relation's rows for `items`, marking `me`'s own (none for a visitor).
fn tally_branch<T: Target>(me: Option<&Id>, items: &[Id]) -> Branch {
    let (tallies, item, reactions) = (T::TALLIES, T::ITEM.as_str(), T::default().table_name());
    let mut values = vec![sea_orm::Value::from(me.cloned())];
    let mine = format!(
        "CASE WHEN EXISTS (SELECT 1 FROM {reactions} AS r WHERE r.{item} = t.{item} \
         AND r.owner_id = ? AND r.reaction_type_id = t.reaction_type_id) THEN 1 ELSE 0 END"
    );
    let list = relation::in_list(&mut values, items);
    let key = format!("t.{item}");
    let columns = Columns {
        key: &key,
        a: Some("t.reaction_type_id"),
        n1: Some("t.count"),
        n2: Some(&mine),
        ..Columns::default()
    };
    let from = format!("{tallies} AS t WHERE t.{item} IN ({list})");
    Branch::new(TALLY, columns, &from, values)
}

/// The posts' stored tallies as a column beside each post of a page (`common::db::beside`),
/// marking `me`'s own through the reactions' unique index; read by [`read_tally_column`].
pub fn post_tally_column(backend: DbBackend, alias: &'static str, me: Option<&Id>) -> Column {
    tally_column::<post_reactions::Entity>(backend, alias, me)
}

/// The same beside each comment of a page.
pub fn comment_tally_column(backend: DbBackend, alias: &'static str, me: Option<&Id>) -> Column {
    tally_column::<comment_reactions::Entity>(backend, alias, me)
}

fn tally_column<T: Target>(backend: DbBackend, alias: &'static str, me: Option<&Id>) -> Column {
    let (tallies, item, reactions) = (T::TALLIES, T::ITEM.as_str(), T::default().table_name());
    Column::list(
        backend,
        alias,
        &format!(
            "t.reaction_type_id, t.count, CASE WHEN EXISTS (SELECT 1 FROM {reactions} AS r \
             WHERE r.{item} = t.{item} AND r.owner_id = ? \
             AND r.reaction_type_id = t.reaction_type_id) THEN 1 ELSE 0 END"
        ),
        &format!("FROM {tallies} AS t WHERE t.{item} = {}.id", beside::ROW),
        vec![sea_orm::Value::from(me.cloned())],
    )
}

/// The tallies of `item` from its row's [`post_tally_column`] or [`comment_tally_column`],
/// added to `into` as [`read_tally`] reads them.
pub fn read_tally_column(
    row: &QueryResult,
    alias: &str,
    item: &Id,
    into: &mut Vec<(Id, Id, i64, i64)>,
) -> Result<()> {
    for (kind, count, mine) in beside::read_list::<(String, i64, i64)>(row, alias)? {
        into.push((item.clone(), Id::stored(kind), count, mine));
    }
    Ok(())
}

/// A reaction as the legacy list shows it: who gave which type (never why).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reaction {
    pub id: Id,
    pub owner_id: Id,
    pub reaction_type_id: Id,
}

/// Every reaction on each post of a page, as a column beside it (`common::db::beside`), read
/// through the reactions' `(post, owner, type)` index; read by [`read_list_column`].
pub fn list_column(backend: DbBackend, alias: &'static str) -> Column {
    Column::list(
        backend,
        alias,
        "r.id, r.owner_id, r.reaction_type_id, r.created_at",
        &format!(
            "FROM post_reactions AS r WHERE r.post_id = {}.id",
            beside::ROW
        ),
        Vec::new(),
    )
}

/// The reactions of a row's [`list_column`], oldest first.
pub fn read_list_column(row: &QueryResult, alias: &str) -> Result<Vec<Reaction>> {
    let mut listed = beside::read_list::<(String, String, String, String)>(row, alias)?
        .into_iter()
        .map(|(id, owner, kind, at)| {
            let reaction = Reaction {
                id: Id::stored(id),
                owner_id: Id::stored(owner),
                reaction_type_id: Id::stored(kind),
            };
            Ok((beside::time(&at)?, reaction))
        })
        .collect::<Result<Vec<_>>>()?;
    listed.sort_by(|(a, first), (b, second)| (a, &first.id).cmp(&(b, &second.id)));
    Ok(listed.into_iter().map(|(_, reaction)| reaction).collect())
}

/// Every reaction on each post as the legacy list shows it, oldest first: one query.
pub async fn listed_on_posts(
    db: &impl ConnectionTrait,
    post_ids: &[Id],
) -> Result<HashMap<Id, Vec<Reaction>>> {
    Ok(of_posts(db, post_ids)
        .await?
        .into_iter()
        .map(|(post, list)| {
            let list = list
                .into_iter()
                .map(|r| Reaction {
                    id: r.id,
                    owner_id: r.owner_id,
                    reaction_type_id: r.reaction_type_id,
                })
                .collect();
            (post, list)
        })
        .collect())
}

/// A tally from its row of [`tally_branch`]: `(item, type, count, mine)`.
pub fn read_tally(row: &Row<'_>) -> Result<(Id, Id, i64, i64)> {
    Ok((row.key()?, row.get("a")?, row.get("n1")?, row.get("n2")?))
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
    of_items::<post_reactions::Entity>(db, post_ids).await
}

/// Every reaction on each comment (the legacy `reactions` list): one query.
pub async fn of_comments(
    db: &impl ConnectionTrait,
    comment_ids: &[Id],
) -> Result<HashMap<Id, Vec<comment_reactions::Model>>> {
    of_items::<comment_reactions::Entity>(db, comment_ids).await
}

async fn of_items<T: Target>(
    db: &impl ConnectionTrait,
    ids: &[Id],
) -> Result<HashMap<Id, Vec<T::Model>>> {
    let rows = T::find()
        .filter(T::ITEM.is_in(ids.iter().cloned()))
        .order_by_asc(T::CREATED_AT)
        .all(db)
        .await?;
    let mut by_item: HashMap<Id, Vec<_>> = HashMap::new();
    for row in rows {
        if let Some(item) = T::item(&row) {
            by_item.entry(item.clone()).or_default().push(row);
        }
    }
    Ok(by_item)
}

// ---- The legacy two-step writes (REST only) ----

/// Step one: the viewer's reaction, attached at once when `post` is named (toggle rules do
/// not apply: holding it already answers the one she holds), else waiting to be attached.
pub async fn create_post_reaction(
    db: &impl ConnectionTrait,
    limits: &WriteLimits,
    viewer: &Viewer,
    type_id: Id,
    post: Option<Id>,
) -> Result<post_reactions::Model> {
    create::<post_reactions::Entity>(db, limits, viewer, type_id, post).await
}

/// Step one for comments: the viewer's reaction, waiting to be attached.
pub async fn create_comment_reaction(
    db: &impl ConnectionTrait,
    limits: &WriteLimits,
    viewer: &Viewer,
    type_id: Id,
) -> Result<comment_reactions::Model> {
    create::<comment_reactions::Entity>(db, limits, viewer, type_id, None).await
}

async fn create<T: Target>(
    db: &impl ConnectionTrait,
    limits: &WriteLimits,
    viewer: &Viewer,
    type_id: Id,
    item: Option<Id>,
) -> Result<T::Model> {
    limits.reaction(viewer).await?;
    let member = viewer.require_writer()?;
    let kind = reaction_type(db, type_id).await?;
    if let Some(item_id) = &item {
        T::open_item(db, viewer, item_id.clone()).await?;
        if let Some(held) = held_reaction::<T>(db, item_id, &member.user_id, &kind.id).await? {
            return Ok(held);
        }
    }
    let reaction = T::new(item, member.user_id.clone(), kind.id, viewer.now());
    // A request racing this one attached the same reaction first: answer hers.
    if !insert::<T>(db, &reaction).await?
        && let Some(item_id) = T::item(&reaction)
    {
        return held_reaction::<T>(db, item_id, &member.user_id, T::kind(&reaction))
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
    set_own::<post_reactions::Entity>(db, limits, viewer, post_id, listed).await
}

/// Step two for comments (`{_id, reactions}` on a comment), with the same rules as posts.
pub async fn set_own_comment_reactions(
    db: &(impl ConnectionTrait + TransactionTrait),
    limits: &WriteLimits,
    viewer: &Viewer,
    comment_id: Id,
    listed: Vec<Id>,
) -> Result<()> {
    set_own::<comment_reactions::Entity>(db, limits, viewer, comment_id, listed).await
}

async fn set_own<T: Target>(
    db: &(impl ConnectionTrait + TransactionTrait),
    limits: &WriteLimits,
    viewer: &Viewer,
    item_id: Id,
    listed: Vec<Id>,
) -> Result<()> {
    limits.reaction(viewer).await?;
    let member = viewer.require_writer()?;
    let item = T::open_item(db, viewer, item_id).await?;
    let listed: HashSet<Id> = listed.into_iter().collect();
    let txn = common::db::begin_write(db).await?;
    let mine = own_on_item_or_waiting::<T>(&txn, &member.user_id, T::item_id(&item)).await?;
    let mine_created: Vec<_> = mine
        .iter()
        .map(|r| (T::id(r).clone(), T::created_at(r)))
        .collect();
    let (remove, attach) = plan(
        mine.iter()
            .map(|r| (T::id(r).clone(), T::kind(r).clone(), T::item(r).is_some())),
        &listed,
    );
    let change = legacy_change(&attach, &remove, &mine_created);
    if !remove.is_empty() {
        T::delete_many()
            .filter(T::ID.is_in(remove))
            .exec(&txn)
            .await?;
    }
    if !attach.is_empty() {
        T::update_many()
            .col_expr(T::ITEM, Expr::value(T::item_id(&item).clone()))
            .filter(T::ID.is_in(attach))
            .exec(&txn)
            .await?;
    }
    if let Some(change) = change {
        notifications::reactions_changed(
            &txn,
            viewer.now(),
            T::reacted(&item),
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
async fn own_on_item_or_waiting<T: Target>(
    db: &impl ConnectionTrait,
    owner: &Id,
    item: &Id,
) -> Result<Vec<T::Model>> {
    let hers = T::find().filter(T::OWNER.eq(owner.clone()));
    let on_item = hers
        .clone()
        .filter(T::ITEM.eq(item.clone()))
        .order_by_asc(T::CREATED_AT)
        .all(db)
        .await?;
    let mut waiting = hers
        .filter(T::ITEM.is_null())
        .order_by_desc(T::CREATED_AT)
        .limit(MAX_WAITING)
        .all(db)
        .await?;
    waiting.reverse();
    Ok(on_item.into_iter().chain(waiting).collect())
}

/// How many of her unattached reactions a legacy update looks at (a client attaches the one
/// it just created; older ones are cleaned up within the hour).
const MAX_WAITING: u64 = 50;

/// Deletes the viewer's own post reaction (the legacy `DELETE post-reaction/{id}`).
pub async fn delete_post_reaction(
    db: &impl ConnectionTrait,
    limits: &WriteLimits,
    viewer: &Viewer,
    id: Id,
) -> Result<()> {
    delete::<post_reactions::Entity>(db, limits, viewer, id).await
}

/// Deletes the viewer's own comment reaction.
pub async fn delete_comment_reaction(
    db: &impl ConnectionTrait,
    limits: &WriteLimits,
    viewer: &Viewer,
    id: Id,
) -> Result<()> {
    delete::<comment_reactions::Entity>(db, limits, viewer, id).await
}

async fn delete<T: Target>(
    db: &impl ConnectionTrait,
    limits: &WriteLimits,
    viewer: &Viewer,
    id: Id,
) -> Result<()> {
    limits.reaction(viewer).await?;
    let reaction = own::<T>(db, viewer, id).await?;
    T::delete_by_id(T::id(&reaction).clone()).exec(db).await?;
    let item = match T::item(&reaction) {
        Some(item_id) => T::find_item(db, item_id.clone()).await?,
        None => None,
    };
    if let Some(item) = item {
        notifications::reactions_changed(
            db,
            viewer.now(),
            T::reacted(&item),
            T::owner(&reaction),
            Change::Removed,
        )
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
    let mut removed = remove_waiting::<post_reactions::Entity>(db, before).await?;
    removed += remove_waiting::<comment_reactions::Entity>(db, before).await?;
    removed += comments::remove_unattached_replies(db, before).await?;
    Ok(removed)
}

/// Removes the reactions created before `before` and still waiting to be attached.
async fn remove_waiting<T: Target>(
    db: &impl ConnectionTrait,
    before: chrono::DateTime<chrono::Utc>,
) -> Result<u64> {
    Ok(T::delete_many()
        .filter(T::ITEM.is_null())
        .filter(T::CREATED_AT.lt(before))
        .exec(db)
        .await?
        .rows_affected)
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
