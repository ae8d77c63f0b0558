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

async fn graphql(client: &Client, base: &str, access: &str, query: &str) -> (Duration, Value) {
    let started = Instant::now();
    let body: Value = client
        .post(format!("{base}/graphql"))
        .bearer_auth(access)
        .json(&json!({ "query": query }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    (started.elapsed(), body)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn percentile(sorted: &[Duration], p: usize) -> Duration {
    sorted[(sorted.len() * p / 100).min(sorted.len() - 1)]
}

pub async fn run_all(client: &Client, base: &str, access: &str, members: &[String]) {
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
        .unwrap()
        .iter()
        .filter_map(|item| item["id"].as_str().map(str::to_owned))
        .collect();
    let kinds: Vec<String> = body["data"]["reactionTypes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|kind| kind["id"].as_str().unwrap().to_owned())
        .collect();
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
                let response = client
                    .post(format!("{base}/graphql"))
                    .bearer_auth(access)
                    .json(&json!({ "query": query, "variables": variables }))
                    .send()
                    .await
                    .unwrap();
                let body: Value = response.json().await.unwrap_or_default();
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
