//! The reference query (issue 39): one hand-written statement that returns everything a
//! feed ALL first page shows for the bench member (the 20 newest posts she may see, with
//! author, topics, pictures, reaction tallies and which of them are hers), run by two workers
//! on their own connections to the same database at the same time. It is what the data
//! allows; the server's feed page ÷ its pages/s says how close the design comes.

use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use sea_orm::sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sea_orm::sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions};
use sea_orm::sqlx::{self, Row as _};

use super::load::Row;

const PAGES: usize = 4_000;
const WORKERS: usize = 2;

/// The page, in SQLite's dialect (`?1` is the member).
const SQLITE: &str = r#"
SELECT p.id, p.title, p.text, p.comment_count, p.created_at,
  u.username, u.profile_colour, u.profile_image,
  (SELECT json_group_array(json_object('id', t.id, 'title', t.title))
     FROM post_topics AS pt JOIN topics AS t ON t.id = pt.topic_id
     WHERE pt.post_id = p.id) AS topics,
  (SELECT json_group_array(i.file_id) FROM post_images AS i WHERE i.post_id = p.id) AS images,
  (SELECT json_group_array(json_object('kind', rt.reaction_type_id, 'count', rt.count,
       'mine', EXISTS (SELECT 1 FROM post_reactions AS r WHERE r.post_id = p.id
                       AND r.owner_id = ?1 AND r.reaction_type_id = rt.reaction_type_id)))
     FROM post_reaction_tallies AS rt WHERE rt.post_id = p.id) AS tallies
FROM posts AS p JOIN users AS u ON u.id = p.owner_id
WHERE p.deleted_at IS NULL
  AND (p.is_shadow_banned = 0 OR p.owner_id = ?1)
  AND NOT EXISTS (SELECT 1 FROM member_blocks AS b
                  WHERE b.blocker_id = ?1 AND b.blocked_id = p.owner_id)
  AND NOT EXISTS (SELECT 1 FROM post_topics AS pt JOIN muted_topics AS m
                  ON m.topic_id = pt.topic_id AND m.user_id = ?1 WHERE pt.post_id = p.id)
ORDER BY p.created_at DESC, p.id DESC
LIMIT 20"#;

/// The same in PostgreSQL's.
const POSTGRES: &str = r#"
SELECT p.id, p.title, p.text, p.comment_count, p.created_at,
  u.username, u.profile_colour, u.profile_image,
  (SELECT json_agg(json_build_object('id', t.id, 'title', t.title))::text
     FROM post_topics AS pt JOIN topics AS t ON t.id = pt.topic_id
     WHERE pt.post_id = p.id) AS topics,
  (SELECT json_agg(i.file_id)::text FROM post_images AS i WHERE i.post_id = p.id) AS images,
  (SELECT json_agg(json_build_object('kind', rt.reaction_type_id, 'count', rt.count,
       'mine', EXISTS (SELECT 1 FROM post_reactions AS r WHERE r.post_id = p.id
                       AND r.owner_id = $1 AND r.reaction_type_id = rt.reaction_type_id)))::text
     FROM post_reaction_tallies AS rt WHERE rt.post_id = p.id) AS tallies
FROM posts AS p JOIN users AS u ON u.id = p.owner_id
WHERE p.deleted_at IS NULL
  AND (NOT p.is_shadow_banned OR p.owner_id = $1)
  AND NOT EXISTS (SELECT 1 FROM member_blocks AS b
                  WHERE b.blocker_id = $1 AND b.blocked_id = p.owner_id)
  AND NOT EXISTS (SELECT 1 FROM post_topics AS pt JOIN muted_topics AS m
                  ON m.topic_id = pt.topic_id AND m.user_id = $1 WHERE pt.post_id = p.id)
ORDER BY p.created_at DESC, p.id DESC
LIMIT 20"#;

#[derive(Clone)]
enum Pool {
    Sqlite(sqlx::SqlitePool),
    Postgres(sqlx::PgPool),
}

impl Pool {
    async fn connect(url: &str) -> Result<Self, String> {
        if url.starts_with("sqlite:") {
            let options = SqliteConnectOptions::from_str(url)
                .map_err(|e| e.to_string())?
                .journal_mode(SqliteJournalMode::Wal)
                .read_only(true);
            let pool = SqlitePoolOptions::new()
                .max_connections(WORKERS as u32)
                .connect_with(options)
                .await
                .map_err(|e| e.to_string())?;
            Ok(Self::Sqlite(pool))
        } else {
            let options = PgConnectOptions::from_str(url)
                .map_err(|e| e.to_string())?
                .options([("jit", "off")]);
            let pool = PgPoolOptions::new()
                .max_connections(WORKERS as u32)
                .connect_with(options)
                .await
                .map_err(|e| e.to_string())?;
            Ok(Self::Postgres(pool))
        }
    }

    /// One page: its rows, each read to its last column.
    async fn page(&self, user: &str) -> Result<usize, String> {
        let read = |count: usize, tallies: Option<String>| count + tallies.map_or(0, |t| t.len());
        match self {
            Self::Sqlite(pool) => {
                let rows = sqlx::query(SQLITE)
                    .bind(user)
                    .fetch_all(pool)
                    .await
                    .map_err(|e| e.to_string())?;
                Ok(rows.iter().fold(0, |n, row| {
                    read(n + 1, row.try_get::<Option<String>, _>(10).ok().flatten())
                }))
            }
            Self::Postgres(pool) => {
                let rows = sqlx::query(POSTGRES)
                    .bind(user)
                    .fetch_all(pool)
                    .await
                    .map_err(|e| e.to_string())?;
                Ok(rows.iter().fold(0, |n, row| {
                    read(n + 1, row.try_get::<Option<String>, _>(10).ok().flatten())
                }))
            }
        }
    }

    async fn close(&self) {
        match self {
            Self::Sqlite(pool) => pool.close().await,
            Self::Postgres(pool) => pool.close().await,
        }
    }
}

pub const NAME: &str =
    "reference query: one feed ALL first page in one statement (2 workers, pages/s)";

/// [`PAGES`] pages of the reference query for `user`, by [`WORKERS`] workers at once.
pub async fn run(database_url: &str, user: &str) -> Result<Row, String> {
    let pool = Pool::connect(database_url).await?;
    if pool.page(user).await? == 0 {
        return Err("the reference query found no posts".into());
    }
    let next = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let workers: Vec<_> = (0..WORKERS)
        .map(|_| {
            let (pool, next, user) = (pool.clone(), Arc::clone(&next), user.to_owned());
            tokio::spawn(async move {
                let (mut latencies, mut errors, mut first) = (Vec::<Duration>::new(), 0, None);
                while next.fetch_add(1, Ordering::Relaxed) < PAGES {
                    let began = Instant::now();
                    if let Err(err) = pool.page(&user).await {
                        errors += 1;
                        first.get_or_insert(err);
                    }
                    latencies.push(began.elapsed());
                }
                (latencies, errors, first)
            })
        })
        .collect();
    let (mut latencies, mut errors, mut first) = (Vec::new(), 0, None);
    for worker in workers {
        let (l, e, f) = worker.await.map_err(|e| e.to_string())?;
        latencies.extend(l);
        errors += e;
        first = first.or(f);
    }
    let elapsed = started.elapsed();
    pool.close().await;
    Ok(Row::from_latencies(NAME, latencies, errors, first, elapsed))
}
