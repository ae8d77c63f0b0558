//! The raw-statement baseline: the SQL the server runs for one GraphQL feed ALL first page,
//! replayed straight through sqlx on the same database (no HTTP, no GraphQL, no sea-orm), by
//! two workers. Server feed req/s ÷ these pages/s says how much the layers above the
//! database cost.

use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use base64::Engine;
use sea_orm::DbBackend;
use sea_orm::sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sea_orm::sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous,
};
use sea_orm::sqlx::{self, AssertSqlSafe, PgPool, SqlitePool};
use serde_json::Value;

use super::load::Row;

/// Pages replayed, and by how many workers at once.
const PAGES: usize = 1_000;
const WORKERS: usize = 2;

/// A value bound to a placeholder.
#[derive(Clone, Debug)]
enum Bind {
    Text(String),
    Int(i32),
    BigInt(i64),
    Bool(bool),
}

/// One statement, its placeholders numbered for its backend.
#[derive(Clone)]
struct Statement {
    sql: Arc<str>,
    binds: Vec<Bind>,
}

/// Whose page, and what is on it (taken from the server's own answer).
pub struct Page {
    user: String,
    session: String,
    /// How many posts and Second Opinions the server's page showed.
    posts: usize,
    resources: usize,
}

impl Page {
    /// The member whose page it is.
    pub fn user(&self) -> &str {
        &self.user
    }
}

/// The statements of one page, in the server's order: the session check, then the page (its
/// posts with their relations beside them, and a row of what the page reads once: its Second
/// Opinions and the reaction types).
struct FeedPage {
    session: Statement,
    page: Statement,
}

// ---------------------------------------------------------------------------------------
// THE SERVER'S STATEMENTS FOR ONE GRAPHQL FEED ALL FIRST PAGE. Keep in step with the
// server: when its SQL changes, capture it again (the statements `tests/api/forum.rs`
// records, `app.state.statements`; or on PostgreSQL `ALTER DATABASE <db> SET log_statement =
// 'all'` and read the server log) and rewrite them here. Written in SQLite's form (`?`);
// `render` makes PostgreSQL's (`$1`, `$2`, …) and its JSON functions. Captured 2026-11-30
// from the feed query of `main.rs` (FEED) on SQLite, after a page's relations became JSON
// columns beside its rows (`common::db::beside`) and the muted topics' rule became one
// `NOT EXISTS` (`forum::service::visibility`).
// ---------------------------------------------------------------------------------------
fn feed_page_statements(page: &Page, postgres: bool) -> FeedPage {
    let text = |s: &str| Bind::Text(s.to_owned());
    let user = &page.user;
    let statement = |sql: &str, mut binds: Vec<Bind>| {
        // On PostgreSQL the server writes a page's size into the text of the page's statement
        // (`common::db::literal_limits`): the page's and its Second Opinions', its last values.
        const LIMIT: &str = r#"LIMIT ?) AS "l""#;
        let mut sql = sql.to_owned();
        if postgres {
            let limits = binds.split_off(binds.len() - sql.matches(LIMIT).count());
            for limit in limits {
                let Bind::BigInt(limit) = limit else {
                    panic!("a page's size is a number: {limit:?}");
                };
                sql = sql.replacen(LIMIT, &format!(r#"LIMIT {limit}) AS "l""#), 1);
            }
        }
        Statement {
            sql: render(&sql, postgres).into(),
            binds,
        }
    };

    // The session check (every request with a token).
    let session = statement(
        r#"SELECT "sessions"."user_id", "sessions"."expires_at", "sessions"."revoked_at", "users"."is_admin", "users"."suspended_until", "users"."shadow_banned_at", "users"."banned_at" FROM "sessions" INNER JOIN "users" ON "sessions"."user_id" = "users"."id" WHERE "sessions"."id" = ? LIMIT ?"#,
        vec![text(&page.session), Bind::BigInt(1)],
    );
    // The newest visible posts (one more than the page), each with its author, topics,
    // pictures and tallies (hers marked), then one row of the newest Second Opinions, each
    // with its topics, and the reaction types (`post_relations::page_with`, `mixed` in
    // `feed::service::feed`).
    let page = statement(
        r#"SELECT "l".*, (SELECT json_array(u.username, u.profile_colour, u.profile_image) FROM users AS u WHERE u.id = l.owner_id AND l.deleted_at IS NULL) AS "rel_author", (SELECT json_group_array(json_array(t.id, t.title, t.description, t.created_at, t.updated_at)) FROM post_topics AS lt INNER JOIN topics AS t ON t.id = lt.topic_id WHERE lt.post_id = l.id) AS "rel_topics", (SELECT json_group_array(json_array(i.file_id, i."position")) FROM post_images AS i WHERE i.post_id = l.id) AS "rel_images", (SELECT json_group_array(json_array(t.reaction_type_id, t.count, CASE WHEN EXISTS (SELECT 1 FROM post_reactions AS r WHERE r.post_id = t.post_id AND r.owner_id = ? AND r.reaction_type_id = t.reaction_type_id) THEN 1 ELSE 0 END)) FROM post_reaction_tallies AS t WHERE t.post_id = l.id) AS "rel_tallies", NULL AS "rel_second_opinions", NULL AS "rel_kinds" FROM (SELECT "posts"."id", "posts"."owner_id", "posts"."title", "posts"."text", "posts"."links", "posts"."comment_count", "posts"."is_shadow_banned", "posts"."created_at", "posts"."updated_at", "posts"."edited_at", "posts"."deleted_at", "posts"."needs_care", "posts"."content_warning" FROM "posts" WHERE "posts"."deleted_at" IS NULL AND (NOT EXISTS(SELECT ? FROM "muted_topics" WHERE "muted_topics"."user_id" = ? AND EXISTS(SELECT ? FROM "post_topics" WHERE "post_topics"."post_id" = "posts"."id" AND "post_topics"."topic_id" = "muted_topics"."topic_id"))) AND (NOT ("posts"."is_shadow_banned" = ? AND "posts"."owner_id" <> ?)) AND (NOT EXISTS(SELECT ? FROM "member_blocks" WHERE "member_blocks"."blocker_id" = ? AND "member_blocks"."blocked_id" = "posts"."owner_id")) ORDER BY "posts"."created_at" DESC, "posts"."id" DESC LIMIT ?) AS "l" UNION ALL SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, (SELECT json_group_array(json_array(l.id, l.title, l.text, l.cover_file_id, l.link, l.link_title, CASE WHEN l.featured THEN 1 ELSE 0 END, l.author, l.created_at, l.updated_at, json((SELECT json_group_array(json_array(t.id, t.title, t.description, t.created_at, t.updated_at)) FROM resource_topics AS lt INNER JOIN topics AS t ON t.id = lt.topic_id WHERE lt.resource_id = l.id)))) FROM (SELECT "resources"."id", "resources"."title", "resources"."text", "resources"."cover_file_id", "resources"."link", "resources"."link_title", "resources"."featured", "resources"."author", "resources"."created_at", "resources"."updated_at" FROM "resources" ORDER BY "resources"."created_at" DESC, "resources"."id" DESC LIMIT ?) AS "l") AS "rel_second_opinions", (SELECT json_group_array(json_array(k.id, k.name, k.emoji, k.description, k."position", CASE WHEN k.hidden THEN 1 ELSE 0 END)) FROM reaction_types AS k) AS "rel_kinds""#,
        vec![
            text(user),
            Bind::Int(1),
            text(user),
            Bind::Int(1),
            Bind::Bool(true),
            text(user),
            Bind::Int(1),
            text(user),
            Bind::BigInt(21),
            Bind::BigInt(21),
        ],
    );
    FeedPage { session, page }
}

/// On PostgreSQL: every `?` numbered in turn, as the server numbers its own
/// (`common::db::statement`), and SQLite's JSON functions as PostgreSQL's, as
/// `common::db::beside` writes them.
fn render(sql: &str, postgres: bool) -> String {
    if !postgres {
        return sql.to_owned();
    }
    // A list nested in another's items stays JSON (`beside::nested_list_sql`).
    let nested = |sql: &str| {
        sql.replace("json((SELECT json_agg(", "(SELECT json_agg(")
            .replace(")::text FROM resource_topics", ") FROM resource_topics")
            .replace("lt.resource_id = l.id))", "lt.resource_id = l.id)")
    };
    let sql = nested(
        &sql.replace("(SELECT json_array(", "(SELECT json_build_array(")
            .replace(") FROM users AS u", ")::text FROM users AS u")
            .replace("json_group_array(json_array(", "json_agg(json_build_array(")
            .replace(")) FROM ", "))::text FROM "),
    );
    common::db::statement(DbBackend::Postgres, &sql, Vec::new()).sql
}

#[derive(Clone)]
enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

macro_rules! bound {
    ($statement:expr) => {{
        let mut query = sqlx::query(AssertSqlSafe(Arc::clone(&$statement.sql)));
        for bind in &$statement.binds {
            query = match bind {
                Bind::Text(v) => query.bind(v.clone()),
                Bind::Int(v) => query.bind(*v),
                Bind::BigInt(v) => query.bind(*v),
                Bind::Bool(v) => query.bind(*v),
            };
        }
        query
    }};
}

impl Pool {
    /// A pool like the server's: as many connections, the same settings (without the
    /// server's statement deadline).
    async fn connect(url: &str) -> Result<Self, String> {
        if url.starts_with("sqlite:") {
            let options = SqliteConnectOptions::from_str(url)
                .map_err(|e| e.to_string())?
                .journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Normal)
                .busy_timeout(Duration::from_secs(5))
                .foreign_keys(true)
                .pragma("secure_delete", "ON");
            let pool = SqlitePoolOptions::new()
                .max_connections(8)
                .connect_with(options)
                .await
                .map_err(|e| e.to_string())?;
            Ok(Self::Sqlite(pool))
        } else {
            let options = PgConnectOptions::from_str(url)
                .map_err(|e| e.to_string())?
                .options([("jit", "off")]);
            let pool = PgPoolOptions::new()
                .max_connections(16)
                .connect_with(options)
                .await
                .map_err(|e| e.to_string())?;
            Ok(Self::Postgres(pool))
        }
    }

    /// Runs a statement and reads its rows (not decoded: the server decodes them into
    /// models, the baseline only fetches them): how many.
    async fn fetch(&self, statement: &Statement) -> Result<usize, String> {
        let rows = match self {
            Self::Sqlite(pool) => bound!(statement).fetch_all(pool).await.map(|r| r.len()),
            Self::Postgres(pool) => bound!(statement).fetch_all(pool).await.map(|r| r.len()),
        };
        rows.map_err(|e| format!("{e}: {}", &statement.sql[..statement.sql.len().min(80)]))
    }

    async fn page(&self, page: &FeedPage) -> Result<(), String> {
        self.fetch(&page.session).await?;
        self.fetch(&page.page).await?;
        Ok(())
    }

    async fn close(&self) {
        match self {
            Self::Sqlite(pool) => pool.close().await,
            Self::Postgres(pool) => pool.close().await,
        }
    }
}

/// The page the server answered to `access`'s holder, from its GraphQL `feed` answer.
pub fn page_of(access: &str, feed: &Value) -> Result<Page, String> {
    // The access token's claims name her and her session.
    let claims = access
        .split('.')
        .nth(1)
        .and_then(|part| {
            base64::engine::general_purpose::URL_SAFE_NO_PAD
                .decode(part)
                .ok()
        })
        .and_then(|json| serde_json::from_slice::<Value>(&json).ok())
        .ok_or("the access token has no claims")?;
    let (Some(user), Some(session)) = (claims["sub"].as_str(), claims["sid"].as_str()) else {
        return Err("the access token names no member or session".into());
    };
    let items = feed["data"]["feed"]["items"]
        .as_array()
        .ok_or_else(|| format!("no feed page: {feed}"))?;
    let posts = items
        .iter()
        .filter(|item| item["commentCount"].is_number())
        .count();
    Ok(Page {
        user: user.to_owned(),
        session: session.to_owned(),
        posts,
        resources: items.len() - posts,
    })
}

/// Replays [`PAGES`] pages with [`WORKERS`] workers on a pool of its own.
pub async fn run(database_url: &str, page: &Page) -> Result<Row, String> {
    let pool = Pool::connect(database_url).await?;
    let statements = Arc::new(feed_page_statements(
        page,
        matches!(pool, Pool::Postgres(_)),
    ));
    // One page first: a statement the database refuses is reported, not measured, and so is
    // a replay that finds no posts (a statement out of step with the data).
    pool.page(&statements).await?;
    // The page's rows and its own row.
    let newest = pool.fetch(&statements.page).await?.saturating_sub(1);
    if newest == 0 || page.posts + page.resources == 0 {
        return Err(format!(
            "the replayed page is empty ({newest} newest posts, {} posts and {} Second Opinions on the server's page)",
            page.posts, page.resources
        ));
    }
    let next = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let workers: Vec<_> = (0..WORKERS)
        .map(|_| {
            let (pool, statements, next) =
                (pool.clone(), Arc::clone(&statements), Arc::clone(&next));
            tokio::spawn(async move {
                let (mut latencies, mut errors, mut first) = (Vec::new(), 0, None);
                while next.fetch_add(1, Ordering::Relaxed) < PAGES {
                    let began = Instant::now();
                    if let Err(err) = pool.page(&statements).await {
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
    Ok(Row::from_latencies(
        &format!("raw SQL of one feed ALL first page ({WORKERS} workers, pages/s)"),
        latencies,
        errors,
        first,
        elapsed,
    ))
}
