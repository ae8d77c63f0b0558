//! The bounds that protect the server (issue 17), timed: the heaviest GraphQL queries a
//! member's allowance accepts, a member's request served while three of them run, and many
//! members writing at once. The tests prove what is refused and that nothing fails; the
//! times are measured here, where a busy machine only changes a number.

use std::time::{Duration, Instant};

use reqwest::Client;
use serde_json::{Value, json};

const POST: &str = "id title text images links commentCount isResource createdAt \
    owner { id username profileColour profileImage } topics { id title } \
    reactions { count reactedByMe reactionType { id name emoji } }";

/// A feed page with every field the app shows.
fn feed(filter: &str, first: usize) -> String {
    format!(
        "{{ feed(filter: {filter}, first: {first}) {{ items {{ __typename ... on Post {{ {POST} }} \
         ... on SecondOpinion {{ id title isResource topics {{ title }} }} }} hasNextPage endCursor }} }}"
    )
}

fn aliases(n: usize, field: &str) -> String {
    let fields: String = (0..n).map(|i| format!("a{i}: {field} ")).collect();
    format!("{{ {fields} }}")
}

/// Queries at the edge of a member's allowance, each of a different shape.
fn heaviest() -> Vec<(String, String)> {
    vec![
        ("feed ALL, 65 items, every field".into(), feed("ALL", 65)),
        (
            "feed INTERESTS, 38 items, every field".into(),
            feed("INTERESTS", 38),
        ),
        (
            "feed POPULAR, 60 items, every field".into(),
            feed("POPULAR", 60),
        ),
        (
            "feed POPULAR, 100 items, no fields".into(),
            "{ feed(filter: POPULAR, first: 100) { hasNextPage } }".into(),
        ),
        (
            "13 feed ALL pages of 100, no fields".into(),
            aliases(13, "feed(filter: ALL, first: 100) { hasNextPage }"),
        ),
        (
            "59 place lookups".into(),
            aliases(
                59,
                r#"locationSuggestions(text: "San") { city state country }"#,
            ),
        ),
        (
            "15 post pages".into(),
            aliases(
                15,
                &format!("feed(filter: ALL, first: 1) {{ items {{ ... on Post {{ {POST} }} }} }}"),
            ),
        ),
    ]
}

/// A GraphQL query's time and answer; an answer that is not JSON (or none) is
/// `{"errors": [{"message": …}]}`, so callers count it as failed.
async fn graphql(client: &Client, base: &str, access: &str, query: &str) -> (Duration, Value) {
    let started = Instant::now();
    let answer = async {
        let response = client
            .post(format!("{base}/graphql"))
            .bearer_auth(access)
            .json(&json!({ "query": query }))
            .send()
            .await
            .map_err(|e| e.to_string())?;
        let status = response.status();
        let text = response.text().await.map_err(|e| e.to_string())?;
        serde_json::from_str::<Value>(&text)
            .map_err(|_| format!("{status} {}", text.chars().take(120).collect::<String>()))
    }
    .await;
    let body = answer.unwrap_or_else(|message| json!({ "errors": [{ "message": message }] }));
    (started.elapsed(), body)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn percentile(sorted: &[Duration], p: usize) -> Duration {
    sorted[(sorted.len() * p / 100).min(sorted.len() - 1)]
}

pub async fn run_all(
    client: &Client,
    base: &str,
    access: &str,
    (email, password): (&str, &str),
    members: &[String],
    server: u32,
) {
    println!();
    println!("bounds: the heaviest accepted GraphQL queries, one at a time (10 runs each)");
    println!(
        "{:<44} {:>8} {:>9} {:>9}",
        "query", "cost ok", "p50 ms", "max ms"
    );
    let heaviest = heaviest();
    for (name, query) in &heaviest {
        let (_, body) = graphql(client, base, access, query).await;
        if let Some(message) = body["errors"][0]["message"].as_str() {
            println!("{name:<44} refused: {message}");
            continue;
        }
        let mut times = Vec::new();
        for _ in 0..10 {
            times.push(graphql(client, base, access, query).await.0);
        }
        times.sort();
        println!(
            "{name:<44} {:>8} {:>9.1} {:>9.1}",
            "yes",
            ms(percentile(&times, 50)),
            ms(times[times.len() - 1])
        );
    }
    let fields: String = (0..340)
        .map(|i| format!("a{i}:feed(filter:POPULAR,first:100){{hasNextPage}}"))
        .collect();
    let refused = format!("{{{fields}}}");
    let (took, body) = graphql(client, base, access, &refused).await;
    println!(
        "{:<44} refused in {:.1} ms: {}",
        "340 Popular pages of 100",
        ms(took),
        body["errors"][0]["message"]
            .as_str()
            .unwrap_or("NOT REFUSED")
    );

    victim(client, base, access, &heaviest).await;
    writes(client, base, members).await;
    refusals(client, base).await;
    alike(client, base, email, password).await;
    burst(client, base, server).await;
}

/// How fast what the server must not work on is refused: a fragment fan-out describing 2^30
/// fields in a kilobyte, and a body over the limit.
async fn refusals(client: &Client, base: &str) {
    let mut fan_out = String::from("fragment F0 on Topic { id title }\n");
    for i in 1..30 {
        fan_out.push_str(&format!(
            "fragment F{i} on Topic {{ ...F{} ...F{} }}\n",
            i - 1,
            i - 1
        ));
    }
    fan_out.push_str("{ topics { ...F29 } }");
    let huge = format!("{{ topics {{ {} }} }}", "id ".repeat(350_000));
    for (name, query) in [
        ("a fragment fan-out of 2^30 fields", fan_out),
        ("a 1 MB query", huge),
    ] {
        let mut times = Vec::new();
        for _ in 0..10 {
            let started = Instant::now();
            if let Ok(response) = client
                .post(format!("{base}/graphql"))
                .json(&json!({ "query": query }))
                .send()
                .await
            {
                let _ = response.bytes().await;
            }
            times.push(started.elapsed());
        }
        times.sort();
        println!(
            "{name} refused: p50 {:.1} ms, max {:.1} ms",
            ms(percentile(&times, 50)),
            ms(times[times.len() - 1])
        );
    }
}

/// A login with an unknown email and one with a wrong password take the same time (both
/// verify a hash); so do password-reset requests for known and unknown emails (the mail goes
/// after the answer).
async fn alike(client: &Client, base: &str, email: &str, password: &str) {
    let post = |path: &'static str, body: Value| {
        let request = client.post(format!("{base}{path}")).json(&body);
        async move {
            let started = Instant::now();
            if let Ok(response) = request.send().await {
                let _ = response.bytes().await;
            }
            started.elapsed()
        }
    };
    let (mut unknown, mut wrong) = (Vec::new(), Vec::new());
    for i in 0..8 {
        unknown.push(
            post("/api/auth/login", json!({ "email": format!("nobody{i}@example.org"), "password": "Wrong-Password-1" }))
                .await,
        );
        wrong.push(
            post(
                "/api/auth/login",
                json!({ "email": email, "password": "Wrong-Password-1" }),
            )
            .await,
        );
        // A success clears her failures, keeping her under the account's limit.
        post(
            "/api/auth/login",
            json!({ "email": email, "password": password }),
        )
        .await;
    }
    let (mut known_reset, mut unknown_reset) = (Vec::new(), Vec::new());
    for i in 0..3 {
        known_reset.push(
            post(
                "/api/auth/request-token",
                json!({ "email": email, "confirmEmail": email }),
            )
            .await,
        );
        let ghost = format!("ghost{i}@example.org");
        unknown_reset.push(
            post(
                "/api/auth/request-token",
                json!({ "email": ghost, "confirmEmail": ghost }),
            )
            .await,
        );
    }
    for list in [
        &mut unknown,
        &mut wrong,
        &mut known_reset,
        &mut unknown_reset,
    ] {
        list.sort();
    }
    println!(
        "login, unknown email vs wrong password: p50 {:.1} vs {:.1} ms; reset request, unknown vs known email: p50 {:.1} vs {:.1} ms",
        ms(percentile(&unknown, 50)),
        ms(percentile(&wrong, 50)),
        ms(percentile(&unknown_reset, 50)),
        ms(percentile(&known_reset, 50)),
    );
}

/// A hundred registrations at once, each hashing a password (19 MiB each): answered or refused
/// as busy, with the server's memory bounded by the hashing threads.
async fn burst(client: &Client, base: &str, server: u32) {
    let rss_mib = || super::server::memory_of(server).1;
    let body = json!({ "email": "taken@example.org", "password": "Quiet-Meadow-42",
                       "confirmPassword": "Quiet-Meadow-42", "username": "TakenName123", "tos": true });
    let before = rss_mib();
    let sampling = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
    let sampler = {
        let sampling = std::sync::Arc::clone(&sampling);
        tokio::spawn(async move {
            let mut highest = 0;
            while sampling.load(std::sync::atomic::Ordering::Relaxed) {
                highest = highest.max(super::server::memory_of(server).1);
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
            highest
        })
    };
    let started = Instant::now();
    let answers = futures_util::future::join_all((0..100).map(|_| {
        client
            .post(format!("{base}/api/auth/register"))
            .json(&body)
            .send()
    }))
    .await;
    let took = started.elapsed();
    sampling.store(false, std::sync::atomic::Ordering::Relaxed);
    let highest = sampler.await.unwrap_or_default();
    // 0: no answer at all.
    let mut statuses = std::collections::BTreeMap::<u16, usize>::new();
    for answer in answers {
        *statuses
            .entry(answer.map_or(0, |a| a.status().as_u16()))
            .or_default() += 1;
    }
    println!(
        "100 registrations at once: {:.0} ms, answers {statuses:?}; RSS {before} MiB before, {highest} MiB at most during, {} MiB after",
        ms(took),
        rss_mib()
    );
}

/// A member reads her feed while three others send the heaviest accepted queries without
/// pause.
async fn victim(client: &Client, base: &str, access: &str, heaviest: &[(String, String)]) {
    let stop = Instant::now() + Duration::from_secs(5);
    let heavy = (0..3).map(|i| async move {
        let mut sent = 0usize;
        while Instant::now() < stop {
            let query = &heaviest[(i + sent) % heaviest.len()].1;
            graphql(client, base, access, query).await;
            sent += 1;
        }
        sent
    });
    let reader = async {
        let query = "{ feed(filter: ALL, first: 20) { items { ... on Post { id title } } } }";
        let (mut times, mut failed) = (Vec::new(), 0);
        while Instant::now() < stop {
            let (took, body) = graphql(client, base, access, query).await;
            if !body["errors"].is_null() {
                failed += 1;
            }
            times.push(took);
        }
        (times, failed)
    };
    let (sent, (mut times, failed)) =
        futures_util::future::join(futures_util::future::join_all(heavy), reader).await;
    times.sort();
    println!(
        "victim beside 3 heavy clients ({} heavy queries): {} reads, {} failed, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        sent.iter().sum::<usize>(),
        times.len(),
        failed,
        ms(percentile(&times, 50)),
        ms(percentile(&times, 99)),
        ms(times[times.len() - 1]),
    );
}

/// Thirty-two members each make fifty writes at once (reaction toggles, comments, profile
/// saves): how many fail, and how fast they go.
async fn writes(client: &Client, base: &str, members: &[String]) {
    let (_, body) = graphql(
        client,
        base,
        &members[0],
        "{ feed(filter: ALL, first: 8) { items { ... on Post { id } } } reactionTypes { id } }",
    )
    .await;
    let posts: Vec<String> = body["data"]["feed"]["items"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|item| item["id"].as_str().map(str::to_owned))
        .collect();
    let kinds: Vec<String> = body["data"]["reactionTypes"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|kind| kind["id"].as_str().map(str::to_owned))
        .collect();
    if posts.is_empty() || kinds.is_empty() {
        println!("members writing at once: skipped, no posts or reaction types ({body})");
        return;
    }
    let started = Instant::now();
    let clients = members.iter().enumerate().map(|(c, access)| {
        let (posts, kinds) = (&posts, &kinds);
        async move {
            let mut failed = 0;
            for k in 0..50 {
                let post = &posts[(c + k) % posts.len()];
                let (query, variables) = match k % 5 {
                    0 | 1 => (
                        "mutation($p: ID!, $t: ID!) { togglePostReaction(postId: $p, reactionTypeId: $t) { reaction { id } } }",
                        json!({ "p": post, "t": kinds[k % kinds.len()] }),
                    ),
                    2 | 3 => (
                        "mutation($p: ID!) { addComment(postId: $p, text: \"Same here.\") { id } }",
                        json!({ "p": post }),
                    ),
                    _ => (
                        "mutation($c: String!) { updateProfile(input: { profileColour: $c }) { id } }",
                        json!({ "c": if k % 2 == 0 { "f34b3a" } else { "e8518d" } }),
                    ),
                };
                let body: Value = match client
                    .post(format!("{base}/graphql"))
                    .bearer_auth(access)
                    .json(&json!({ "query": query, "variables": variables }))
                    .send()
                    .await
                {
                    Ok(response) => response.json().await.unwrap_or_default(),
                    Err(_) => Value::Null,
                };
                if !body["errors"].is_null() || body["data"].is_null() {
                    failed += 1;
                }
            }
            failed
        }
    });
    let failed: usize = futures_util::future::join_all(clients)
        .await
        .into_iter()
        .sum();
    let elapsed = started.elapsed();
    let total = members.len() * 50;
    println!(
        "{} members × 50 writes at once: {total} writes, {failed} failed, {:.0} writes/s",
        members.len(),
        total as f64 / elapsed.as_secs_f64()
    );
}
