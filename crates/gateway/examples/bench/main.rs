//! `just bench`: throughput and latency of the real server.
//!
//! Starts the forum on a random port (SQLite in a temp folder, or `BENCH_DATABASE_URL`),
//! fills it with the demo forum of `forum seed-demo` (`BENCH_POSTS` posts, default 100,000,
//! with their comments and reactions; a PostgreSQL database that already has posts is used as
//! it is), then drives it over HTTP with a fixed number of requests at a fixed concurrency and
//! prints requests per second and latency percentiles per scenario. Client and server share
//! this machine's cores, so compare runs with each other rather than with other machines.
//!
//! Then the back office: each admin table (Users, Posts, Moderation Queue, Second Opinions,
//! Health Topics, Audit Log) at `BENCH_ROWS` rows (default `BENCH_POSTS`): its first page,
//! oldest first, a filter, a search, and one full CSV export (time, bytes, rows). Members,
//! extra Second Opinions and reports come from `forum seed-demo`'s options; topics and audit
//! rows, which no demo holds by the hundred thousand, are inserted by the bench itself, after
//! the member scenarios (which list every topic). A table the server does not have yet is
//! skipped. `BENCH_ADMIN_ONLY=1` runs only the admin tables (after seeding as usual);
//! `BENCH_SEARCH_ONLY=1` only the member reads up to the forum search.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;
use std::time::{Duration, Instant};

mod admin_tables;
mod bounds;

use common::{Config, Id};
use reqwest::{Client, RequestBuilder};
use serde_json::{Value, json};
use tokio::sync::Semaphore;

const CONCURRENCY: usize = 16;
const PASSWORD: &str = "Quiet-Meadow-42";
/// The bench member follows this many topics (the Interests feed merges them).
const INTERESTS: usize = 4;
/// The "deep" scenarios read the page after this many.
const DEEP_PAGES: usize = 5;

const FEED: &str = "query Feed($filter: FeedFilter!, $after: String) {
  feed(filter: $filter, first: 20, after: $after) {
    items {
      ... on Post { id title owner { username } topics { title }
                    reactions { count reactedByMe reactionType { emoji } } commentCount images }
      ... on SecondOpinion { id title }
    }
    hasNextPage endCursor
  }
}";

const POST_PAGE: &str = "query PostPage($id: ID!) {
  post(id: $id) {
    id title text images links createdAt commentCount
    owner { username profileColour } topics { id title }
    reactions { count reactedByMe reactionType { id name emoji } }
  }
  comments(postId: $id, first: 20) {
    items { id text isReply replyCount createdAt owner { username profileColour }
            reactions { count reactedByMe reactionType { emoji } } }
    hasNextPage endCursor
  }
}";

/// The search scenario's two-word queries, in turn: common and rarer words of the demo forum,
/// whole and as prefixes.
const SEARCHES: &[&str] = &[
    "pelvic floor",
    "doctor appointment",
    "heavy periods",
    "thyroid tests",
    "sleep anxiety",
    "endo pain",
    "hormonal contra",
    "partner support",
];

const SEARCH: &str = "query Search($query: String!) {
  searchPosts(query: $query, first: 20) {
    items {
      ... on Post { id title text owner { username } topics { title }
                    reactions { count reactedByMe reactionType { emoji } } commentCount }
      ... on SecondOpinion { id title }
    }
    hasNextPage endCursor
  }
}";

#[tokio::main]
async fn main() {
    let data_dir = std::env::temp_dir().join(format!("forum-bench-{}", Id::generate()));
    let mut vars = vec![
        ("PORT", "0".to_owned()),
        ("DATA_DIR", data_dir.display().to_string()),
        // The writers of the bounds section sign up from this one address.
        ("RATE_LIMIT_REGISTER_ADDRESS", "1000/5m".to_owned()),
    ];
    if let Ok(url) = std::env::var("BENCH_DATABASE_URL") {
        vars.push(("DATABASE_URL", url));
    }
    let config =
        Config::from_lookup(|key| vars.iter().find(|(k, _)| *k == key).map(|(_, v)| v.clone()))
            .unwrap();
    let posts: usize = std::env::var("BENCH_POSTS")
        .ok()
        .map(|n| n.parse().expect("BENCH_POSTS is a number"))
        .unwrap_or(100_000);
    let rows: usize = std::env::var("BENCH_ROWS")
        .ok()
        .map(|n| n.parse().expect("BENCH_ROWS is a number"))
        .unwrap_or(posts);
    let server = gateway::Server::bind(config.clone())
        .await
        .expect("server starts");
    println!("database: {}", config.database_display());
    // Seeding and the admin tables' extra rows go through a maintenance connection: the
    // server's own has statement timeouts, which a million-post seed's batches outgrow.
    let db = gateway::startup::prepare(&config, &server.state().clock)
        .await
        .expect("maintenance connection");
    seed(&db, server.state().clock.now(), posts, rows).await;
    let base = format!("http://{}", server.local_addr().unwrap());
    tokio::spawn(server.run());
    let client = Client::new();

    let (email, access) = register(&client, &base).await;
    let graphql = |body: Value| {
        client
            .post(format!("{base}/graphql"))
            .bearer_auth(&access)
            .json(&body)
    };
    let topics = graphql(json!({ "query": "{ topics { id } }" }))
        .send()
        .await
        .unwrap()
        .json::<Value>()
        .await
        .unwrap();
    let interests: Vec<Value> = topics["data"]["topics"]
        .as_array()
        .expect("topics")
        .iter()
        .step_by(3)
        .take(INTERESTS)
        .map(|topic| topic["id"].clone())
        .collect();
    let profile = graphql(json!({
        "query": "mutation($topics: [ID!]) { updateProfile(input: { topicsOfInterest: $topics }) { id } }",
        "variables": { "topics": interests },
    }))
    .send()
    .await
    .unwrap()
    .json::<Value>()
    .await
    .unwrap();
    assert!(profile["errors"].is_null(), "updateProfile: {profile}");

    println!(
        "concurrency: {CONCURRENCY}; the bench member follows {} topics",
        interests.len()
    );
    println!(
        "{:<44} {:>8} {:>10} {:>9} {:>9} {:>9}",
        "scenario", "requests", "req/s", "p50 ms", "p95 ms", "p99 ms"
    );
    // `BENCH_ADMIN_ONLY=1` measures the admin tables alone.
    let admin_only = std::env::var("BENCH_ADMIN_ONLY").is_ok_and(|v| v == "1");
    'members: {
        if admin_only {
            break 'members;
        }
        let topics = json!({ "query": "{ topics { id title description } }" });
        let me = json!({ "query": "{ me { id username isAdmin onboardingComplete } }" });
        run(&client, "GraphQL topics (anonymous)", 3_000, |c, _| {
            c.post(format!("{base}/graphql")).json(&topics)
        })
        .await;
        run(&client, "REST GET /api/public/topic", 3_000, |c, _| {
            c.get(format!("{base}/api/public/topic"))
        })
        .await;
        run(
            &client,
            "GraphQL me (token + session read)",
            3_000,
            |c, _| {
                c.post(format!("{base}/graphql"))
                    .bearer_auth(&access)
                    .json(&me)
            },
        )
        .await;

        let bench = Bench {
            client: &client,
            base: &base,
            access: &access,
        };

        // Search: each query's first page, the queries in turn. `BENCH_SEARCH_ONLY=1` stops
        // after it.
        let searches: Vec<Value> = SEARCHES
            .iter()
            .map(|q| json!({ "query": SEARCH, "variables": { "query": q } }))
            .collect();
        let name = "GraphQL searchPosts (two words)";
        match bench.probe_graphql(&searches[0]).await {
            Err(why) => skip(name, &why),
            Ok(()) => {
                let search = |c: &Client, i: usize| {
                    c.post(format!("{base}/graphql"))
                        .bearer_auth(&access)
                        .json(&searches[i % searches.len()])
                };
                run(&client, name, 1_000, search).await;
                let alone = "GraphQL searchPosts (two words), one at a time";
                run_at(&client, alone, 400, 1, search).await;
            }
        }
        if std::env::var("BENCH_SEARCH_ONLY").is_ok_and(|v| v == "1") {
            let _ = std::fs::remove_dir_all(&data_dir);
            return;
        }

        // The Real Talk feed: the first page, and the page after DEEP_PAGES pages.
        let mut post_ids = Vec::new();
        for (filter, rest_filter) in [("ALL", "all"), ("INTERESTS", "interests")] {
            let first = json!({ "query": FEED, "variables": { "filter": filter } });
            let name = format!("GraphQL feed {filter} first page");
            if let Err(why) = bench.probe_graphql(&first).await {
                skip(&name, &why);
                continue;
            }
            run(&client, &name, 1_000, |c, _| {
                c.post(format!("{base}/graphql"))
                    .bearer_auth(&access)
                    .json(&first)
            })
            .await;
            let (cursor, ids) = bench.graphql_feed_pages(filter, DEEP_PAGES).await;
            if post_ids.is_empty() {
                post_ids = ids;
            }
            match cursor {
                Some(cursor) => {
                    let deep = json!({ "query": FEED, "variables": { "filter": filter, "after": cursor } });
                    run(
                        &client,
                        &format!("GraphQL feed {filter} page {}", DEEP_PAGES + 1),
                        1_000,
                        |c, _| {
                            c.post(format!("{base}/graphql"))
                                .bearer_auth(&access)
                                .json(&deep)
                        },
                    )
                    .await;
                }
                None => skip(
                    &format!("GraphQL feed {filter} page {}", DEEP_PAGES + 1),
                    "fewer pages",
                ),
            }

            let name = format!("REST homepage-content {rest_filter}");
            let path = format!("{base}/api/app/homepage-content");
            if let Err(why) = bench
                .probe_rest(client.get(&path).query(&[("filter", rest_filter)]))
                .await
            {
                skip(&name, &why);
                continue;
            }
            run(&client, &name, 1_000, |c, _| {
                c.get(&path)
                    .bearer_auth(&access)
                    .query(&[("filter", rest_filter)])
            })
            .await;
            match bench.rest_feed_cursor(rest_filter, DEEP_PAGES).await {
                Some(cursor) => {
                    run(
                        &client,
                        &format!(
                            "REST homepage-content {rest_filter} page {}",
                            DEEP_PAGES + 1
                        ),
                        1_000,
                        |c, _| {
                            c.get(&path)
                                .bearer_auth(&access)
                                .query(&[("filter", rest_filter), ("after", cursor.as_str())])
                        },
                    )
                    .await;
                }
                None => skip(
                    &format!(
                        "REST homepage-content {rest_filter} page {}",
                        DEEP_PAGES + 1
                    ),
                    "fewer pages",
                ),
            }
        }

        // A post page: the post and its first comments, for the posts of the first feed pages in turn.
        if post_ids.is_empty() {
            skip("post pages", "no posts from the feed");
        } else {
            let pages: Vec<Value> = post_ids
                .iter()
                .map(|id| json!({ "query": POST_PAGE, "variables": { "id": id } }))
                .collect();
            let name = "GraphQL post(id) + comments(postId)";
            match bench.probe_graphql(&pages[0]).await {
                Err(why) => skip(name, &why),
                Ok(()) => {
                    run(&client, name, 1_000, |c, i| {
                        c.post(format!("{base}/graphql"))
                            .bearer_auth(&access)
                            .json(&pages[i % pages.len()])
                    })
                    .await
                }
            }
            for (name, path) in [
                ("REST GET /api/app/post/{id}", "post"),
                ("REST GET /api/app/comment/post/{id}", "comment/post"),
            ] {
                let url = |id: &str| format!("{base}/api/app/{path}/{id}");
                if let Err(why) = bench.probe_rest(client.get(url(&post_ids[0]))).await {
                    skip(name, &why);
                    continue;
                }
                run(&client, name, 1_000, |c, i| {
                    c.get(url(&post_ids[i % post_ids.len()]))
                        .bearer_auth(&access)
                })
                .await;
            }
        }

        // Each login verifies an argon2id hash (19 MiB, t=2): deliberately slow.
        run(&client, "REST login (argon2id)", 64, |c, _| {
            c.post(format!("{base}/api/auth/login"))
                .json(&json!({ "email": email, "password": PASSWORD }))
        })
        .await;

        let mut writers = Vec::new();
        for _ in 0..32 {
            writers.push(register(&client, &base).await.1);
        }
        bounds::run_all(&client, &base, &access, (&email, PASSWORD), &writers).await;
    }

    admin_tables::run_all(&client, &base, &db, &email, rows).await;
    let _ = std::fs::remove_dir_all(&data_dir);
}

/// A new member: her email and access token.
async fn register(client: &Client, base: &str) -> (String, String) {
    let username = client
        .get(format!("{base}/api/public/user/username"))
        .send()
        .await
        .unwrap()
        .json::<Value>()
        .await
        .unwrap()["data"]["username"]
        .clone();
    let email = format!("bench-{}@example.org", Id::generate());
    let registered = client
        .post(format!("{base}/api/auth/register"))
        .json(
            &json!({ "email": email, "password": PASSWORD, "confirmPassword": PASSWORD,
                       "username": username, "tos": true, "contact": false }),
        )
        .send()
        .await
        .unwrap()
        .json::<Value>()
        .await
        .unwrap();
    let access = registered["token"]["accessToken"]
        .as_str()
        .expect("registered")
        .to_owned();
    (email, access)
}

/// Fills the forum with `posts` demo posts (members and comments in proportion), unless it
/// already has posts.
async fn seed(db: &common::Db, now: chrono::DateTime<chrono::Utc>, posts: usize, rows: usize) {
    use demo::DemoOptions;
    if posts == 0 {
        return;
    }
    let options = DemoOptions {
        // The User Management table is measured at `rows` accounts.
        members: rows.max(200),
        posts,
        comments_per_post: 3.0,
        seed: 42,
        password_hash: identity::service::password::unusable_hash().unwrap(),
        extra_second_opinions: rows,
        reports: rows,
    };
    match demo::seed_demo(db, now, &options, |_| {}).await {
        Ok(summary) => println!(
            "seeded {} members, {} Second Opinions, {} posts, {} comments, {} post reactions, \
             {} comment reactions, {} reports in {:.1} s",
            summary.members,
            summary.second_opinions,
            summary.posts,
            summary.comments,
            summary.post_reactions,
            summary.comment_reactions,
            summary.reports,
            summary.elapsed.as_secs_f64()
        ),
        Err(err) if err.to_string() == demo::NOT_EMPTY => {
            println!("the database already has posts: benchmarking them as they are")
        }
        Err(err) => panic!("seeding failed: {err:?}"),
    }
}

struct Bench<'a> {
    client: &'a Client,
    base: &'a str,
    access: &'a str,
}

impl Bench<'_> {
    async fn graphql(&self, body: &Value) -> Value {
        self.client
            .post(format!("{}/graphql", self.base))
            .bearer_auth(self.access)
            .json(body)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap()
    }

    /// Whether the query answers without errors (the server may not have the field yet).
    async fn probe_graphql(&self, body: &Value) -> Result<(), String> {
        let answer = self.graphql(body).await;
        match answer["errors"][0]["message"].as_str() {
            Some(message) => Err(message.to_owned()),
            None => Ok(()),
        }
    }

    async fn probe_rest(&self, request: RequestBuilder) -> Result<(), String> {
        let response = request.bearer_auth(self.access).send().await.unwrap();
        let status = response.status();
        let body = response.text().await.unwrap();
        let data = serde_json::from_str::<Value>(&body).is_ok_and(|v| !v["data"].is_null());
        if status.is_success() && data {
            Ok(())
        } else {
            Err(format!(
                "{status} {}",
                body.chars().take(80).collect::<String>()
            ))
        }
    }

    /// Follows `pages` pages of the GraphQL feed: the cursor after them, and the post ids of
    /// the pages read.
    async fn graphql_feed_pages(
        &self,
        filter: &str,
        pages: usize,
    ) -> (Option<String>, Vec<String>) {
        let mut after: Option<String> = None;
        let mut ids = Vec::new();
        for _ in 0..pages {
            let page = self
                .graphql(
                    &json!({ "query": FEED, "variables": { "filter": filter, "after": after } }),
                )
                .await;
            let feed = &page["data"]["feed"];
            ids.extend(
                feed["items"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter(|item| item["commentCount"].is_number())
                    .filter_map(|item| item["id"].as_str().map(str::to_owned)),
            );
            if feed["hasNextPage"] != true {
                return (None, ids);
            }
            after = feed["endCursor"].as_str().map(str::to_owned);
        }
        (after, ids)
    }

    /// The REST feed's cursor after `pages` pages.
    async fn rest_feed_cursor(&self, filter: &str, pages: usize) -> Option<String> {
        let mut after: Option<String> = None;
        for _ in 0..pages {
            let mut query = vec![("filter", filter.to_owned())];
            if let Some(after) = &after {
                query.push(("after", after.clone()));
            }
            let page: Value = self
                .client
                .get(format!("{}/api/app/homepage-content", self.base))
                .bearer_auth(self.access)
                .query(&query)
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            if page["hasNextPage"] != true {
                return None;
            }
            after = Some(page["endCursor"].as_str()?.to_owned());
        }
        after
    }
}

fn skip(name: &str, why: &str) {
    println!("{name:<44} skipped: {why}");
}

async fn run(
    client: &Client,
    name: &str,
    requests: usize,
    request: impl Fn(&Client, usize) -> RequestBuilder,
) {
    run_at(client, name, requests, CONCURRENCY, request).await
}

/// As [`run`], with `concurrency` requests in flight (1: each request's own latency).
async fn run_at(
    client: &Client,
    name: &str,
    requests: usize,
    concurrency: usize,
    request: impl Fn(&Client, usize) -> RequestBuilder,
) {
    let permits = Arc::new(Semaphore::new(concurrency));
    let started = Instant::now();
    let mut tasks = Vec::with_capacity(requests);
    for i in 0..requests {
        let permit = Arc::clone(&permits).acquire_owned().await.unwrap();
        let call = request(client, i).send();
        tasks.push(tokio::spawn(async move {
            let sent = Instant::now();
            let response = call.await.expect("request");
            assert!(response.status().is_success(), "{}", response.status());
            response.bytes().await.unwrap();
            drop(permit);
            sent.elapsed()
        }));
    }
    let mut latencies = Vec::with_capacity(requests);
    for task in tasks {
        latencies.push(task.await.unwrap());
    }
    let elapsed = started.elapsed();
    latencies.sort();
    let percentile = |p: usize| latencies[(latencies.len() * p / 100).min(latencies.len() - 1)];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{name:<44} {requests:>8} {:>10.0} {:>9.1} {:>9.1} {:>9.1}",
        requests as f64 / elapsed.as_secs_f64(),
        ms(percentile(50)),
        ms(percentile(95)),
        ms(percentile(99)),
    );
}
