//! Writes never fail because others write at the same time (issue 17 §3): on SQLite every
//! write transaction takes the write lock up front, so a transaction that read before another
//! committed cannot die at its first write with "database is locked".

use std::collections::HashMap;
use std::sync::Arc;

use entity::reports;
use reqwest::StatusCode;
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{Value, json};

use crate::forum::{member, post, reaction_type};
use crate::helpers::{TestApp, Tokens};

crate::on_both_databases_with!(env; many_members_writing_at_once_all_succeed_and_every_count_is_right);

/// Thirty-three sign-ups from one address.
fn env() -> Vec<(&'static str, String)> {
    vec![("RATE_LIMIT_REGISTER_ADDRESS", "100/5m".to_owned())]
}

const CLIENTS: usize = 32;
const WRITES_PER_CLIENT: usize = 50;
const POSTS: usize = 8;
const COLOURS: [&str; 4] = ["f7a521", "f34b3a", "e8518d", "424242"];

const TOGGLE: &str = "mutation($post: ID!, $type: ID!) {
    togglePostReaction(postId: $post, reactionTypeId: $type) { reaction { id } } }";
const COMMENT: &str = "mutation($post: ID!, $text: String!) {
    addComment(postId: $post, text: $text) { id } }";
const REPORT: &str =
    "mutation($post: ID!) { reportContent(input: { postId: $post, reason: OTHER }) }";
const PROFILE: &str = "mutation($colour: String!) {
    updateProfile(input: { profileColour: $colour }) { profileColour } }";

/// One write a client makes, and what it changes.
#[derive(Clone, Debug)]
enum Write {
    Toggle {
        post: usize,
        kind: usize,
    },
    Comment {
        post: usize,
    },
    Report {
        post: usize,
    },
    /// Every other profile save goes through the REST contract (`POST app/user`).
    Profile {
        colour: usize,
        rest: bool,
    },
}

/// Client `c`'s writes: 20 reaction toggles, 15 comments, 5 reports (of five different
/// posts) and 10 profile saves, interleaved.
fn writes_of(c: usize) -> Vec<Write> {
    (0..WRITES_PER_CLIENT)
        .map(|k| match k % 10 {
            0..=3 => Write::Toggle {
                post: (c + k) % POSTS,
                kind: k % 3,
            },
            4..=6 => Write::Comment {
                post: (c * 7 + k) % POSTS,
            },
            7 => Write::Report { post: k / 10 },
            _ => Write::Profile {
                colour: (c + k) % COLOURS.len(),
                rest: k % 2 == 0,
            },
        })
        .collect()
}

/// Makes one write; panics with the answer when it fails.
async fn make(app: &TestApp, tokens: &Tokens, posts: &[String], kinds: &[String], write: &Write) {
    let body = match write {
        Write::Toggle { post, kind } => {
            app.graphql_as(
                &tokens.access,
                TOGGLE,
                json!({ "post": posts[*post], "type": kinds[*kind] }),
            )
            .await
        }
        Write::Comment { post } => {
            app.graphql_as(
                &tokens.access,
                COMMENT,
                json!({ "post": posts[*post], "text": "Same here, you're not alone." }),
            )
            .await
        }
        Write::Report { post } => {
            app.graphql_as(&tokens.access, REPORT, json!({ "post": posts[*post] }))
                .await
        }
        Write::Profile { colour, rest: true } => {
            let response = app
                .post_as(
                    tokens,
                    "/api/app/user",
                    json!({ "profileColour": COLOURS[*colour] }),
                )
                .await;
            let status = response.status();
            let body: Value = response.json().await.unwrap();
            assert_eq!(status, StatusCode::OK, "{write:?}: {body}");
            return;
        }
        Write::Profile {
            colour,
            rest: false,
        } => {
            app.graphql_as(
                &tokens.access,
                PROFILE,
                json!({ "colour": COLOURS[*colour] }),
            )
            .await
        }
    };
    assert!(body["errors"].is_null(), "{write:?}: {body}");
}

async fn many_members_writing_at_once_all_succeed_and_every_count_is_right(app: TestApp) {
    let app = Arc::new(app);
    let author = member(&app, "author").await;
    let mut posts = Vec::new();
    for i in 0..POSTS {
        posts.push(
            post(
                &app,
                &author,
                json!({ "title": format!("Post {i}"), "text": "Has anyone else had this?" }),
            )
            .await,
        );
    }
    let kinds = vec![
        reaction_type(&app, "Me Too").await,
        reaction_type(&app, "Hugs").await,
        reaction_type(&app, "Thank You").await,
    ];
    let mut members = Vec::new();
    for c in 0..CLIENTS {
        members.push(member(&app, &format!("writer{c}")).await);
    }

    let clients = members.iter().enumerate().map(|(c, tokens)| {
        let (app, posts, kinds) = (Arc::clone(&app), posts.clone(), kinds.clone());
        async move {
            for write in writes_of(c) {
                make(&app, tokens, &posts, &kinds, &write).await;
            }
        }
    });
    futures_util::future::join_all(clients).await;

    // What the writes should have left: comments per post, each member's reactions (a toggle
    // made twice is taken back), five reports each, the last colour each member saved.
    let mut comments = [0u64; POSTS];
    let mut reactions: HashMap<(usize, usize), u64> = HashMap::new();
    for c in 0..CLIENTS {
        let mut held: HashMap<(usize, usize), bool> = HashMap::new();
        for write in writes_of(c) {
            match write {
                Write::Toggle { post, kind } => {
                    let on = held.entry((post, kind)).or_default();
                    *on = !*on;
                }
                Write::Comment { post } => comments[post] += 1,
                _ => {}
            }
        }
        for (key, on) in held {
            *reactions.entry(key).or_default() += u64::from(on);
        }
    }
    for (i, id) in posts.iter().enumerate() {
        let body = app
            .graphql_as(
                &author.access,
                "query($id: ID!) { post(id: $id) { commentCount reactions { count reactionType { id } } } }",
                json!({ "id": id }),
            )
            .await;
        let post = &body["data"]["post"];
        assert_eq!(post["commentCount"], comments[i], "post {i}: {body}");
        for (k, kind) in kinds.iter().enumerate() {
            let count = post["reactions"]
                .as_array()
                .unwrap()
                .iter()
                .find(|r| r["reactionType"]["id"] == kind.as_str())
                .map_or(0, |r| r["count"].as_u64().unwrap());
            assert_eq!(
                count,
                reactions.get(&(i, k)).copied().unwrap_or(0),
                "post {i}, reaction {k}"
            );
        }
    }
    let filed = reports::Entity::find()
        .count(&app.db().await)
        .await
        .unwrap();
    assert_eq!(filed, (CLIENTS * WRITES_PER_CLIENT / 10) as u64);
    for (c, tokens) in members.iter().enumerate() {
        let last = writes_of(c)
            .into_iter()
            .rev()
            .find_map(|w| match w {
                Write::Profile { colour, .. } => Some(COLOURS[colour]),
                _ => None,
            })
            .unwrap();
        let me = app
            .graphql_as(&tokens.access, "{ me { profileColour } }", json!({}))
            .await;
        assert_eq!(me["data"]["me"]["profileColour"], last, "member {c}");
    }
}
