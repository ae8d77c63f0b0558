//! The raw-statement baseline: the SQL the server runs for one GraphQL feed ALL first page,
//! replayed straight through sqlx on the same database (no HTTP, no GraphQL, no sea-orm), by
//! two workers. Server feed req/s ÷ these pages/s says how much the layers above the
//! database cost.

use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use base64::Engine;
use common::Id;
use entity::posts;
use sea_orm::sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sea_orm::sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous,
};
use sea_orm::sqlx::{self, AssertSqlSafe, PgPool, SqlitePool};
use sea_orm::{ColumnTrait, DbBackend, EntityTrait, QueryFilter};
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
    /// The page's posts: id and owner (none for a deleted post's).
    posts: Vec<(String, Option<String>)>,
    resources: Vec<String>,
}

impl Page {
    /// The member whose page it is.
    pub fn user(&self) -> &str {
        &self.user
    }
}

/// The statements of one page, in the server's order: the first three one after the other,
/// then the posts' relations (one statement), then the Second Opinions' topics.
struct FeedPage {
    sequential: Vec<Statement>,
    concurrent: Vec<Vec<Statement>>,
    last: Vec<Statement>,
}

// ---------------------------------------------------------------------------------------
// THE SERVER'S STATEMENTS FOR ONE GRAPHQL FEED ALL FIRST PAGE. Keep in step with the
// server: when its SQL changes, capture it again (on PostgreSQL, `ALTER DATABASE <db> SET
// log_statement = 'all'` and read the server log; or turn on sea-orm's statement logging in
// `common::db::connect` and run with `RUST_LOG=sqlx=debug`) and rewrite them here. Written
// in SQLite's form (`?`); `numbered` makes PostgreSQL's (`$1`, `$2`, …), and `{ids}` stands
// for one placeholder per id. Captured 2026-11-25 from the feed query of `main.rs` (FEED), on
// PostgreSQL, after the session check and the muted-topics rule were rewritten; the posts'
// relations as one statement since.
// ---------------------------------------------------------------------------------------
fn feed_page_statements(page: &Page, postgres: bool) -> FeedPage {
    let text = |s: &str| Bind::Text(s.to_owned());
    let user = &page.user;
    let post_ids: Vec<Bind> = page.posts.iter().map(|(id, _)| text(id)).collect();
    let mut owners: Vec<&String> = page.posts.iter().filter_map(|(_, o)| o.as_ref()).collect();
    owners.sort();
    owners.dedup();
    let owner_ids: Vec<Bind> = owners.into_iter().map(|o| text(o)).collect();
    let statement = |sql: &str, ids: usize, binds: Vec<Bind>| Statement {
        sql: render(sql, ids, postgres).into(),
        binds,
    };

    // The session check (every request with a token).
    let session = statement(
        r#"SELECT "sessions"."user_id", "sessions"."expires_at", "sessions"."revoked_at", "users"."is_admin", "users"."suspended_until", "users"."shadow_banned_at", "users"."banned_at" FROM "sessions" INNER JOIN "users" ON "sessions"."user_id" = "users"."id" WHERE "sessions"."id" = ? LIMIT ?"#,
        0,
        vec![text(&page.session), Bind::BigInt(1)],
    );
    // The newest visible posts (one more than the page).
    let newest_posts = statement(
        r#"SELECT "posts"."id", "posts"."owner_id", "posts"."title", "posts"."text", "posts"."links", "posts"."comment_count", "posts"."is_shadow_banned", "posts"."created_at", "posts"."updated_at", "posts"."edited_at", "posts"."deleted_at", "posts"."needs_care", "posts"."content_warning" FROM "posts" WHERE "posts"."deleted_at" IS NULL AND ((NOT EXISTS(SELECT ? FROM "muted_topics" WHERE "muted_topics"."user_id" = ?)) OR COALESCE((SELECT MIN((CASE WHEN ("post_topics"."topic_id" IN (SELECT "topic_id" FROM "muted_topics" WHERE "muted_topics"."user_id" = ?)) THEN ? ELSE ? END)) FROM "post_topics" WHERE "post_topics"."post_id" = "posts"."id"), ?) = ?) AND (NOT ("posts"."is_shadow_banned" = ? AND "posts"."owner_id" <> ?)) AND (NOT EXISTS(SELECT ? FROM "member_blocks" WHERE "member_blocks"."blocker_id" = ? AND "member_blocks"."blocked_id" = "posts"."owner_id")) ORDER BY "posts"."created_at" DESC, "posts"."id" DESC LIMIT ?"#,
        0,
        vec![
            Bind::Int(1),
            text(user),
            text(user),
            Bind::Int(1),
            Bind::Int(0),
            Bind::Int(0),
            Bind::Int(0),
            Bind::Bool(true),
            text(user),
            Bind::Int(1),
            text(user),
            Bind::BigInt(21),
        ],
    );
    // The newest Second Opinions.
    let newest_resources = statement(
        r#"SELECT "resources"."id", "resources"."title", "resources"."text", "resources"."cover_file_id", "resources"."link", "resources"."link_title", "resources"."featured", "resources"."author", "resources"."created_at", "resources"."updated_at" FROM "resources" ORDER BY "resources"."created_at" DESC, "resources"."id" DESC LIMIT ?"#,
        0,
        vec![Bind::BigInt(21)],
    );
    // The posts' authors, topics, images and reaction tallies with the reaction types, in
    // one statement (`forum::service::post_relations`).
    let json = |pairs: &str| {
        if postgres {
            format!("json_build_object({pairs})::text")
        } else {
            format!("json_object({pairs})")
        }
    };
    let relations_sql = format!(
        "SELECT 'author' AS \"kind\", id AS \"key\", {} AS \"data\", NULL AS \"created_at\", NULL AS \"updated_at\" FROM users WHERE id IN ({{owners}}) \
         UNION ALL SELECT 'topic', post_topics.post_id, {}, topics.created_at, topics.updated_at FROM post_topics INNER JOIN topics ON topics.id = post_topics.topic_id WHERE post_topics.post_id IN ({{ids}}) \
         UNION ALL SELECT 'image', post_id, {}, NULL, NULL FROM post_images WHERE post_id IN ({{ids}}) \
         UNION ALL SELECT 'tally', t.post_id, {}, NULL, NULL FROM post_reaction_tallies AS t WHERE t.post_id IN ({{ids}}) \
         UNION ALL SELECT 'kind', id, {}, NULL, NULL FROM reaction_types",
        json("'id', id, 'username', username, 'profile_colour', profile_colour, 'profile_image', profile_image"),
        json("'id', topics.id, 'title', topics.title, 'description', topics.description"),
        json("'file', file_id, 'position', \"position\""),
        json("'kind', t.reaction_type_id, 'count', t.count, 'mine', CASE WHEN EXISTS (SELECT 1 FROM post_reactions AS r WHERE r.post_id = t.post_id AND r.owner_id = ? AND r.reaction_type_id = t.reaction_type_id) THEN 1 ELSE 0 END"),
        json("'id', id, 'name', name, 'emoji', emoji, 'description', description, 'position', \"position\", 'hidden', CASE WHEN hidden THEN 1 ELSE 0 END"),
    )
    .replace("{owners}", &vec!["?"; owner_ids.len()].join(", "));
    let mut relations_binds = owner_ids.clone();
    relations_binds.extend(post_ids.iter().cloned());
    relations_binds.extend(post_ids.iter().cloned());
    relations_binds.push(text(user));
    relations_binds.extend(post_ids.iter().cloned());
    let relations = statement(&relations_sql, post_ids.len(), relations_binds);
    let resource_ids: Vec<Bind> = page.resources.iter().map(|id| text(id)).collect();
    let resource_topics = statement(
        r#"SELECT "resource_topics"."resource_id" AS "A_resource_id", "resource_topics"."topic_id" AS "A_topic_id", "topics"."id" AS "B_id", "topics"."title" AS "B_title", "topics"."description" AS "B_description", "topics"."created_at" AS "B_created_at", "topics"."updated_at" AS "B_updated_at" FROM "resource_topics" LEFT JOIN "topics" ON "resource_topics"."topic_id" = "topics"."id" WHERE "resource_topics"."resource_id" IN ({ids}) ORDER BY "topics"."title" ASC"#,
        resource_ids.len(),
        resource_ids,
    );

    let mut concurrent = Vec::new();
    if !post_ids.is_empty() && !owner_ids.is_empty() {
        concurrent.push(vec![relations]);
    }
    FeedPage {
        sequential: vec![session, newest_posts, newest_resources],
        concurrent,
        last: if page.resources.is_empty() {
            vec![]
        } else {
            vec![resource_topics]
        },
    }
}

/// `{ids}` expanded to `ids` placeholders; on PostgreSQL every `?` numbered in turn, as the
/// server numbers its own (`common::db::statement`).
fn render(sql: &str, ids: usize, postgres: bool) -> String {
    let sql = sql.replace("{ids}", &vec!["?"; ids].join(", "));
    let backend = if postgres {
        DbBackend::Postgres
    } else {
        DbBackend::Sqlite
    };
    common::db::statement(backend, &sql, Vec::new()).sql
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
        for statement in &page.sequential {
            self.fetch(statement).await?;
        }
        let loaders = page.concurrent.iter().map(|chain| async move {
            for statement in chain {
                self.fetch(statement).await?;
            }
            Ok::<(), String>(())
        });
        futures_util::future::try_join_all(loaders).await?;
        for statement in &page.last {
            self.fetch(statement).await?;
        }
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
pub async fn page_of(db: &common::Db, access: &str, feed: &Value) -> Result<Page, String> {
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
    let (mut post_ids, mut resources) = (Vec::new(), Vec::new());
    for item in items {
        let Some(id) = item["id"].as_str() else {
            continue;
        };
        if item["commentCount"].is_number() {
            post_ids.push(Id::parse("post", id).map_err(|e| e.to_string())?);
        } else {
            resources.push(id.to_owned());
        }
    }
    let rows = posts::Entity::find()
        .filter(posts::Column::Id.is_in(post_ids.iter().cloned()))
        .all(db)
        .await
        .map_err(|e| e.to_string())?;
    let posts = post_ids
        .iter()
        .filter_map(|id| rows.iter().find(|row| &row.id == id))
        .map(|row| {
            let owner = row.deleted_at.is_none().then(|| row.owner_id.to_string());
            (row.id.to_string(), owner)
        })
        .collect();
    Ok(Page {
        user: user.to_owned(),
        session: session.to_owned(),
        posts,
        resources,
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
    let newest = pool.fetch(&statements.sequential[1]).await?;
    if newest == 0 || (page.posts.is_empty() && page.resources.is_empty()) {
        return Err(format!(
            "the replayed page is empty ({newest} newest posts, {} posts and {} Second Opinions on the server's page)",
            page.posts.len(),
            page.resources.len()
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
