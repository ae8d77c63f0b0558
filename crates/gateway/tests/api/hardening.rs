//! The server probed as an attacker would: costly GraphQL, cross-site posts, huge and
//! trickled requests, bursts of password hashing, and a shutdown with work in flight. These
//! test the transport, not the database, so they run on the embedded default only.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use common::{Config, Id};
use reqwest::StatusCode;
use reqwest::header::{CACHE_CONTROL, CONTENT_SECURITY_POLICY, CONTENT_TYPE};
use serde_json::{Value, json};

use crate::helpers::{TestApp, error_code};

/// Each fragment spreads the one before twice: 2^30 fields in about a kilobyte.
fn fan_out_query() -> String {
    let mut query = String::from("fragment F0 on Topic { id title }\n");
    for i in 1..30 {
        query.push_str(&format!(
            "fragment F{i} on Topic {{ ...F{} ...F{} }}\n",
            i - 1,
            i - 1
        ));
    }
    query + "{ topics { ...F29 } }"
}

/// A GraphQL request body, encoded ahead of time so the encoding is not timed.
fn graphql_body(query: &str) -> String {
    json!({ "query": query }).to_string()
}

/// How long the server took to answer `body`.
async fn timed_graphql(app: &TestApp, body: String) -> (Duration, Value) {
    let request = app
        .client
        .post(app.url("/graphql"))
        .header(CONTENT_TYPE, "application/json")
        .body(body);
    let started = Instant::now();
    let response = request.send().await.unwrap();
    let took = started.elapsed();
    (took, response.json().await.unwrap())
}

/// A runtime of its own for the server, so the client's work never delays it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn costly_queries_are_refused_while_normal_ones_answer() {
    let app = TestApp::sqlite().await;
    // A server that has answered once (its connection pool and lazy parts warm), as in service.
    timed_graphql(&app, graphql_body("{ topics { id } }")).await;
    let huge = format!("{{ topics {{ {} }} }}", "id ".repeat(350_000));
    assert!(huge.len() > 1_000_000);
    let many_operations: String = (0..20_000)
        .map(|i| format!("query Q{i} {{ topics {{ id }} }}\n"))
        .collect();
    let costly = [
        fan_out_query(),
        fan_out_query(),
        fan_out_query(),
        huge,
        many_operations,
    ]
    .map(|q| graphql_body(&q));
    // How fast they are refused is `just bench`'s to measure; here, that they are.
    let refusals =
        futures_util::future::join_all(costly.into_iter().map(|body| timed_graphql(&app, body)));
    let normal = timed_graphql(&app, graphql_body("{ topics { title } }"));
    let (refusals, (_, normal)) = tokio::join!(refusals, normal);
    for (_, body) in refusals {
        let code = error_code(&body);
        // Over the body limit (the two long ones) or over the cost limits (the fan-outs).
        assert!(
            ["PAYLOAD_TOO_LARGE", "GRAPHQL_VALIDATION_FAILED"].contains(&code),
            "{body}"
        );
        assert!(body["data"].is_null());
    }
    assert!(
        normal["data"]["topics"]
            .as_array()
            .is_some_and(|t| t.len() > 10),
        "{normal}"
    );
}

#[tokio::test]
async fn graphql_runs_json_requests_only() {
    let app = TestApp::sqlite().await;
    let register = r#"mutation { register(input: { email: "csrf@example.org", password: "Quiet-Meadow-42", confirmPassword: "Quiet-Meadow-42", username: "CalmOtter123", tos: true, contact: false }) { redirectUrl } }"#;
    let body = json!({ "query": register }).to_string();
    for content_type in [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
    ] {
        let response = app
            .client
            .post(app.url("/graphql"))
            .header(CONTENT_TYPE, content_type)
            .body(body.clone())
            .send()
            .await
            .unwrap();
        assert_eq!(
            response.status(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "{content_type}"
        );
        let answer: Value = response.json().await.unwrap();
        assert_eq!(error_code(&answer), "UNSUPPORTED_MEDIA_TYPE", "{answer}");
    }
    let response = app
        .get(&format!(
            "/graphql?query={}",
            "%7B%20topics%20%7B%20id%20%7D%20%7D"
        ))
        .await;
    assert!(
        response.text().await.unwrap().contains("GraphiQL"),
        "GET only serves GraphiQL"
    );
    let login = app.login("csrf@example.org", "Quiet-Meadow-42").await;
    assert_eq!(
        login.status(),
        StatusCode::BAD_REQUEST,
        "no account was made"
    );

    let body = app.graphql("{ topicz { id } }", json!({})).await;
    let message = body["errors"][0]["message"].as_str().unwrap();
    assert!(
        !message.contains("Did you mean"),
        "no field suggestions: {message}"
    );
}

#[tokio::test]
async fn oversized_bodies_get_a_json_413_with_the_security_headers() {
    let app = TestApp::sqlite().await;
    let big = format!("{{\"email\": \"{}\"}}", "a".repeat(2 * 1024 * 1024));
    let sized = app
        .client
        .post(app.url("/api/auth/login"))
        .header(CONTENT_TYPE, "application/json")
        .body(big.clone());
    let chunks = futures_util::stream::iter(
        big.into_bytes()
            .chunks(64 * 1024)
            .map(|c| Ok::<_, std::io::Error>(c.to_vec()))
            .collect::<Vec<_>>(),
    );
    let chunked = app
        .client
        .post(app.url("/api/auth/login"))
        .header(CONTENT_TYPE, "application/json")
        .body(reqwest::Body::wrap_stream(chunks));
    for request in [sized, chunked] {
        let response = request.send().await.unwrap();
        assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
        assert!(response.headers().contains_key(CONTENT_SECURITY_POLICY));
        assert_eq!(
            response.json::<Value>().await.unwrap(),
            json!({ "error": "The request body is too large." })
        );
    }
}

#[tokio::test]
async fn rest_errors_name_the_field_in_plain_words() {
    let app = TestApp::sqlite().await;
    for (body, message) in [
        (
            json!({ "email": 3, "password": "x" }),
            "email must be a string.",
        ),
        (json!({ "password": "x" }), "email is required."),
        (json!(["email"]), "The request body must be a JSON object."),
    ] {
        let response = app.post_json("/api/auth/login", body).await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST);
        assert_eq!(
            response.json::<Value>().await.unwrap(),
            json!({ "error": message })
        );
    }
    let username = app
        .get_json("/api/public/user/username", StatusCode::OK)
        .await["data"]["username"]
        .clone();
    for email in [
        "jane\u{0}@example.org",
        "jane\u{202e}@example.org",
        "<jane>@example.org",
        "jane@exam\u{2066}ple.org",
    ] {
        let response = app
            .post_json(
                "/api/auth/register",
                json!({ "email": email, "password": "Quiet-Meadow-42", "confirmPassword": "Quiet-Meadow-42",
                        "username": username, "tos": true }),
            )
            .await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{email:?}");
        assert_eq!(
            response.json::<Value>().await.unwrap(),
            json!({ "error": "Invalid email address" })
        );
    }
}

#[tokio::test]
async fn a_missing_asset_is_not_cached_for_a_year() {
    let app = TestApp::sqlite().await;
    let found = app.get("/assets/app-3f2a1b.js").await;
    assert_eq!(
        found.headers()[CACHE_CONTROL],
        "public, max-age=31536000, immutable"
    );
    let missing = app.get("/assets/app-000000.js").await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    assert_eq!(missing.headers()[CACHE_CONTROL], "no-store");
}

/// The build's Brotli and gzip copies of a file (frontend/scripts/precompress.ts) go out as
/// they are to a browser that takes them, the file itself to one that takes neither, and a
/// cache in between is told the answer depends on what was accepted.
#[tokio::test]
async fn built_files_go_out_precompressed() {
    let app = TestApp::sqlite().await;
    let assets = app.data_dir().join("web/assets");
    std::fs::write(assets.join("app-3f2a1b.js.br"), "brotli bytes").unwrap();
    std::fs::write(assets.join("app-3f2a1b.js.gz"), "gzip bytes").unwrap();
    for (accepted, encoding, body) in [
        ("gzip, deflate, br", Some("br"), "brotli bytes"),
        ("gzip, deflate", Some("gzip"), "gzip bytes"),
        ("identity", None, "console.log('forum')"),
    ] {
        let response = app
            .client
            .get(format!("{}/assets/app-3f2a1b.js", app.base_url))
            .header(reqwest::header::ACCEPT_ENCODING, accepted)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        let headers = response.headers().clone();
        assert_eq!(
            headers
                .get(reqwest::header::CONTENT_ENCODING)
                .map(|v| v.to_str().unwrap()),
            encoding,
            "{accepted}"
        );
        assert_eq!(headers[reqwest::header::VARY], "accept-encoding");
        let content_type = headers[reqwest::header::CONTENT_TYPE].to_str().unwrap();
        assert!(content_type.contains("javascript"), "{content_type}");
        assert_eq!(response.text().await.unwrap(), body);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn trickled_headers_do_not_hold_connections() {
    let app = TestApp::sqlite_with(vec![("HEADER_TIMEOUT_SECS", "1".into())]).await;
    let addr = app.base_url.trim_start_matches("http://").to_owned();
    // Each client would trickle headers for 15 s, ten times the timeout; the server gives up
    // on it long before (the count of headers it managed to send says so, not a clock).
    const HEADERS: usize = 60;
    let trickle = |addr: String| {
        std::thread::spawn(move || {
            let mut stream = TcpStream::connect(addr).unwrap();
            stream
                .set_read_timeout(Some(Duration::from_millis(10)))
                .unwrap();
            let _ = stream.write_all(b"GET /api/public/topic HTTP/1.1\r\nHost: x\r\n");
            for sent in 0..HEADERS {
                std::thread::sleep(Duration::from_millis(250));
                // The server has given up: a 408, or the connection closed.
                let mut answer = [0u8; 64];
                if stream.read(&mut answer).is_ok()
                    || stream
                        .write_all(format!("X-Slow-{sent}: y\r\n").as_bytes())
                        .is_err()
                {
                    return sent;
                }
            }
            HEADERS
        })
    };
    let slow: Vec<_> = (0..30).map(|_| trickle(addr.clone())).collect();
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        app.get("/api/public/topic").await.status(),
        StatusCode::OK,
        "others are served meanwhile"
    );
    for connection in slow {
        let sent = tokio::task::spawn_blocking(move || connection.join().unwrap())
            .await
            .unwrap();
        assert!(sent < HEADERS, "the server waited for all {sent} headers");
    }
}

/// A burst of registrations, each hashing a password (19 MiB and tens of milliseconds of a
/// core each), is hashed a few at a time or refused as busy: never a failure, and the server
/// goes on answering. (`just bench` reads its memory during such a burst.)
#[tokio::test]
async fn a_burst_of_registrations_is_hashed_a_few_at_a_time_or_refused() {
    // This test measures hashing, so the per-address limit must not stop the burst first.
    let app = TestApp::sqlite_with(vec![("RATE_LIMIT_REGISTER_ADDRESS", "1000/1m".into())]).await;
    app.register("taken@example.org", "Quiet-Meadow-42").await;
    let username = app
        .get_json("/api/public/user/username", StatusCode::OK)
        .await["data"]["username"]
        .clone();
    let body = json!({ "email": "taken@example.org", "password": "Quiet-Meadow-42",
                       "confirmPassword": "Quiet-Meadow-42", "username": username, "tos": true });
    let answers = futures_util::future::join_all(
        (0..100).map(|_| app.post_json("/api/auth/register", body.clone())),
    )
    .await;
    let mut statuses = std::collections::BTreeMap::<u16, usize>::new();
    for answer in answers {
        *statuses.entry(answer.status().as_u16()).or_default() += 1;
    }
    assert!(
        statuses.keys().all(|s| [400, 429].contains(s)),
        "{statuses:?}"
    );
    assert_eq!(app.get("/api/public/topic").await.status(), StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_ends_with_a_request_still_in_flight() {
    let data_dir = std::env::temp_dir().join(format!("forum-shutdown-{}", Id::generate()));
    let vars = [
        ("PORT", "0".to_owned()),
        ("DATA_DIR", data_dir.display().to_string()),
        ("SHUTDOWN_GRACE_SECS", "1".to_owned()),
    ];
    let config =
        Config::from_lookup(|key| vars.iter().find(|(k, _)| *k == key).map(|(_, v)| v.clone()))
            .unwrap();
    let server = gateway::Server::bind(config).await.unwrap();
    let addr = server.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let running = tokio::spawn(server.run_until(async {
        let _ = stopped.await;
    }));
    // A request whose body never finishes arriving: it is in flight when the signal comes.
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .write_all(b"POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"em")
        .unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    stop.send(()).unwrap();
    // Only a guard against hanging: the grace period is one second.
    tokio::time::timeout(Duration::from_secs(60), running)
        .await
        .expect("the server stopped despite the request in flight")
        .unwrap()
        .unwrap();
    let _ = std::fs::remove_dir_all(data_dir);
}

#[tokio::test]
async fn browsers_are_held_to_https_only_when_the_forum_is_served_over_it() {
    let https = TestApp::sqlite_with(vec![("PUBLIC_URL", "https://forum.example".into())]).await;
    for path in ["/", "/api/public/topic", "/graphql"] {
        let response = https.get(path).await;
        assert_eq!(
            response.headers()["strict-transport-security"],
            "max-age=63072000; includeSubDomains",
            "{path}"
        );
    }
    let http = TestApp::sqlite().await;
    let response = http.get("/").await;
    assert!(!response.headers().contains_key("strict-transport-security"));
}
