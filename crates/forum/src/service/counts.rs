//! The counts a card shows are kept, not counted (issue 39): `posts.comment_count` (raised and
//! recounted by the comment writes), `posts.reaction_count` and the per-(item, reaction type)
//! tallies in `post_reaction_tallies` / `comment_reaction_tallies` (kept by triggers, migration
//! `m20261209_000001_reaction_tallies`), and `comments.reply_count` (kept by triggers, migration
//! `m20261210_000001_comment_reply_counts`). Reads use the stored values; [`drift`] tells how far
//! they are from a recount, and [`recount`] (`forum recount`) puts them right.

use common::Result;
use sea_orm::{ConnectionTrait, Statement, TransactionSession, TransactionTrait};

/// How many stored counts differ from a recount, by kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Drift {
    /// Posts whose `comment_count` is not the number of their comments.
    pub comment_counts: u64,
    /// Posts whose `reaction_count` is not the number of their reactions.
    pub reaction_counts: u64,
    /// Post tally rows that are wrong or missing.
    pub post_tallies: u64,
    /// Comment tally rows that are wrong or missing.
    pub comment_tallies: u64,
    /// Comments whose `reply_count` is not the number of their direct replies.
    pub reply_counts: u64,
}

impl Drift {
    pub fn is_none(&self) -> bool {
        *self == Self::default()
    }
}

/// A count kept in a column of each row: what it must equal is `recount`, over that row.
struct KeptColumn {
    table: &'static str,
    column: &'static str,
    recount: &'static str,
}

impl KeptColumn {
    /// How many rows hold a wrong count.
    fn wrong(&self) -> String {
        let Self {
            table,
            column,
            recount,
        } = self;
        format!("SELECT COUNT(*) FROM {table} WHERE {column} <> {recount}")
    }

    /// Puts every wrong count right.
    fn fix(&self) -> String {
        let Self {
            table,
            column,
            recount,
        } = self;
        format!("UPDATE {table} SET {column} = {recount} WHERE {column} <> {recount}")
    }
}

const COMMENT_COUNTS: KeptColumn = KeptColumn {
    table: "posts",
    column: "comment_count",
    recount: "(SELECT COUNT(*) FROM comments WHERE comments.post_id = posts.id)",
};
const REACTION_COUNTS: KeptColumn = KeptColumn {
    table: "posts",
    column: "reaction_count",
    recount: "(SELECT COUNT(*) FROM post_reactions WHERE post_reactions.post_id = posts.id)",
};
const REPLY_COUNTS: KeptColumn = KeptColumn {
    table: "comments",
    column: "reply_count",
    recount: "(SELECT COUNT(*) FROM comments AS r WHERE r.parent_id = comments.id)",
};
const POST_TALLY: &str = "(SELECT COUNT(*) FROM post_reactions AS r \
     WHERE r.post_id = post_reaction_tallies.post_id \
     AND r.reaction_type_id = post_reaction_tallies.reaction_type_id)";
const COMMENT_TALLY: &str = "(SELECT COUNT(*) FROM comment_reactions AS r \
     WHERE r.comment_id = comment_reaction_tallies.comment_id \
     AND r.reaction_type_id = comment_reaction_tallies.reaction_type_id)";
const POST_PAIRS: &str = "SELECT post_id, reaction_type_id, COUNT(*) AS n FROM post_reactions \
     WHERE post_id IS NOT NULL GROUP BY post_id, reaction_type_id";
const COMMENT_PAIRS: &str = "SELECT comment_id, reaction_type_id, COUNT(*) AS n \
     FROM comment_reactions WHERE comment_id IS NOT NULL GROUP BY comment_id, reaction_type_id";

async fn count(db: &impl ConnectionTrait, sql: String) -> Result<u64> {
    let row = db
        .query_one_raw(Statement::from_string(db.get_database_backend(), sql))
        .await?;
    let n: i64 = match row {
        Some(row) => row.try_get_by_index(0)?,
        None => 0,
    };
    Ok(u64::try_from(n).unwrap_or(0))
}

async fn execute(db: &impl ConnectionTrait, sql: String) -> Result<()> {
    db.execute_raw(Statement::from_string(db.get_database_backend(), sql))
        .await?;
    Ok(())
}

/// How many stored counts differ from a recount (reads only; every row of the tables).
pub async fn drift(db: &impl ConnectionTrait) -> Result<Drift> {
    Ok(Drift {
        comment_counts: count(db, COMMENT_COUNTS.wrong()).await?,
        reaction_counts: count(db, REACTION_COUNTS.wrong()).await?,
        post_tallies: count(
            db,
            format!("SELECT COUNT(*) FROM post_reaction_tallies WHERE count <> {POST_TALLY}"),
        )
        .await?
            + count(
                db,
                format!(
                    "SELECT COUNT(*) FROM ({POST_PAIRS}) AS g WHERE NOT EXISTS \
                     (SELECT 1 FROM post_reaction_tallies AS t WHERE t.post_id = g.post_id \
                     AND t.reaction_type_id = g.reaction_type_id)"
                ),
            )
            .await?,
        comment_tallies: count(
            db,
            format!("SELECT COUNT(*) FROM comment_reaction_tallies WHERE count <> {COMMENT_TALLY}"),
        )
        .await?
            + count(
                db,
                format!(
                    "SELECT COUNT(*) FROM ({COMMENT_PAIRS}) AS g WHERE NOT EXISTS \
                     (SELECT 1 FROM comment_reaction_tallies AS t \
                     WHERE t.comment_id = g.comment_id \
                     AND t.reaction_type_id = g.reaction_type_id)"
                ),
            )
            .await?,
        reply_counts: count(db, REPLY_COUNTS.wrong()).await?,
    })
}

/// Rebuilds every stored count from the rows it counts, in one write transaction, and says
/// how many were wrong (its [`drift`] inside that transaction, before the repair).
pub async fn recount<C: ConnectionTrait + TransactionTrait>(db: &C) -> Result<Drift> {
    let txn = common::db::begin_write(db).await?;
    let found = drift(&txn).await?;
    if found.is_none() {
        txn.commit().await?;
        return Ok(found);
    }
    for kept in [COMMENT_COUNTS, REACTION_COUNTS, REPLY_COUNTS] {
        execute(&txn, kept.fix()).await?;
    }
    // Wrong or stale rows go (a stale one counts 0), then every missing pair is written.
    execute(
        &txn,
        format!("DELETE FROM post_reaction_tallies WHERE count <> {POST_TALLY}"),
    )
    .await?;
    execute(
        &txn,
        format!(
            "INSERT INTO post_reaction_tallies (post_id, reaction_type_id, count) \
             SELECT post_id, reaction_type_id, n FROM ({POST_PAIRS}) AS g WHERE true \
             ON CONFLICT (post_id, reaction_type_id) DO NOTHING"
        ),
    )
    .await?;
    execute(
        &txn,
        format!("DELETE FROM comment_reaction_tallies WHERE count <> {COMMENT_TALLY}"),
    )
    .await?;
    execute(
        &txn,
        format!(
            "INSERT INTO comment_reaction_tallies (comment_id, reaction_type_id, count) \
             SELECT comment_id, reaction_type_id, n FROM ({COMMENT_PAIRS}) AS g WHERE true \
             ON CONFLICT (comment_id, reaction_type_id) DO NOTHING"
        ),
    )
    .await?;
    txn.commit().await?;
    Ok(found)
}
