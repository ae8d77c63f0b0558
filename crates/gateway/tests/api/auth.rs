//! Accounts and sessions over HTTP: register, login, tokens, refresh, logout, password reset,
//! throttling, and the admin wall.

use std::time::Duration;

use entity::{password_resets, sessions, users};
use identity::service::tokens::hash_token;
use reqwest::StatusCode;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, IntoActiveModel, PaginatorTrait,
    QueryFilter,
};
use serde_json::{Value, json};

use crate::helpers::{TestApp, Tokens, error_code};

crate::on_both_databases!(
    register_creates_a_member_and_signs_them_in,
    register_refuses_weak_or_common_passwords_and_writes_nothing,
    register_checks_every_field_with_the_spec_messages,
    a_second_registration_with_the_same_email_gets_only_the_generic_400,
    graphql_register_and_login_answer_the_same_contract,
    login_answers_unknown_email_and_wrong_password_alike,
    repeated_login_failures_are_throttled_but_other_accounts_are_not,
    refresh_rotates_and_a_reused_refresh_token_revokes_the_session,
    refresh_explains_missing_tokens,
    an_expired_access_token_asks_for_a_refresh,
    forged_or_tampered_tokens_are_refused,
    logout_ends_the_session_at_once,
    password_reset_is_single_use_and_ends_every_session,
    password_reset_answers_alike_for_unknown_emails,
    password_reset_links_expire_and_requests_are_limited,
    members_are_refused_every_admin_route,
    admins_reach_the_admin_routes,
    whoami_shows_the_member_their_own_account_without_secrets,
);

const PASSWORD: &str = "Quiet-Meadow-42";
const ME: &str = "{ me { id username profileColour isAdmin onboardingComplete } }";

async fn status_and_body(response: reqwest::Response) -> (StatusCode, Value) {
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn user_count(app: &TestApp) -> u64 {
    users::Entity::find().count(&app.db().await).await.unwrap()
}

async fn register_body(app: &TestApp, overrides: Value) -> (StatusCode, Value) {
    let suggestion = app
        .get_json("/api/public/user/username", StatusCode::OK)
        .await;
    let mut body = json!({ "email": "new@example.org", "password": PASSWORD, "confirmPassword": PASSWORD,
                           "username": suggestion["data"]["username"], "tos": true, "contact": true });
    for (key, value) in overrides.as_object().unwrap() {
        body[key] = value.clone();
    }
    status_and_body(app.post_json("/api/auth/register", body).await).await
}

async fn register_creates_a_member_and_signs_them_in(app: TestApp) {
    let (status, body) = register_body(&app, json!({ "email": "  New.Member@Example.org " })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["redirectUrl"], "/onboarding");
    let tokens = Tokens::from_body(&body);

    let me = app.graphql_as(&tokens.access, ME, json!({})).await;
    assert_eq!(me["data"]["me"]["isAdmin"], false);
    assert_eq!(me["data"]["me"]["onboardingComplete"], false);
    assert_eq!(me["data"]["me"]["profileColour"], "f7a521");

    let user = users::Entity::find()
        .one(&app.db().await)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(user.email, "new.member@example.org");
    assert!(user.contact && user.tos && !user.is_admin);
    assert!(
        user.password_hash
            .starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
        "{}",
        user.password_hash
    );

    // The refresh token is stored only as its SHA-256 hash, and its session ends within 30 days.
    let session = sessions::Entity::find()
        .one(&app.db().await)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(session.refresh_token_hash, hash_token(&tokens.refresh));
    assert_ne!(session.refresh_token_hash, tokens.refresh);
    assert!(session.expires_at - session.created_at <= chrono::Duration::days(30));
}

async fn register_refuses_weak_or_common_passwords_and_writes_nothing(app: TestApp) {
    let cases = [
        ("Short1!", "Passwords should be at least 8 characters"),
        ("NOLOWER1!", "Passwords should contain a lowercase letter"),
        ("noupper1!", "Passwords should contain an uppercase letter"),
        ("NoNumber!", "Passwords should contain a number"),
        ("NoSpecial1", "Passwords should contain a special character"),
        (
            "Password123!",
            "This password is too common. Please choose one that is harder to guess.",
        ),
        (
            "P@ssw0rd2024",
            "This password is too common. Please choose one that is harder to guess.",
        ),
    ];
    for (password, message) in cases {
        let (status, body) = register_body(
            &app,
            json!({ "password": password, "confirmPassword": password }),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{password}");
        assert_eq!(body, json!({ "error": message }), "{password}");
    }
    assert_eq!(user_count(&app).await, 0);
}

async fn register_checks_every_field_with_the_spec_messages(app: TestApp) {
    let cases = [
        (json!({ "email": "" }), "Please provide your email address"),
        (json!({ "email": "not-an-email" }), "Invalid email address"),
        (
            json!({ "confirmPassword": "Quiet-Meadow-43" }),
            "Passwords do not match",
        ),
        (
            json!({ "username": "MyChosenName" }),
            "Please use a generated username",
        ),
        (
            json!({ "tos": false }),
            "Please accept the Terms of Use to join",
        ),
    ];
    for (overrides, message) in cases {
        let (status, body) = register_body(&app, overrides.clone()).await;
        assert_eq!(
            (status, body),
            (StatusCode::BAD_REQUEST, json!({ "error": message })),
            "{overrides}"
        );
    }
    let response = app
        .post_json("/api/auth/register", json!({ "email": "x@example.org" }))
        .await;
    assert_eq!(
        response.status(),
        StatusCode::BAD_REQUEST,
        "an incomplete body is the user's mistake"
    );
    let send = |content_type: &'static str| {
        app.client
            .post(app.url("/api/auth/register"))
            .header("content-type", content_type)
            .body("{not json")
            .send()
    };
    let (status, body) = status_and_body(send("application/json").await.unwrap()).await;
    assert_eq!(
        (status, body),
        (
            StatusCode::BAD_REQUEST,
            json!({ "error": "The request body is not valid JSON." })
        )
    );
    let (status, body) = status_and_body(send("text/plain").await.unwrap()).await;
    assert_eq!(
        (status, body),
        (
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            json!({ "error": "Send the body as JSON, with Content-Type: application/json." })
        ),
        "a cross-site form cannot register anyone"
    );
    assert_eq!(user_count(&app).await, 0);

    // A username someone already holds is refused (the server issues each name once).
    let taken = app.register("first@example.org", PASSWORD).await;
    let me = app.graphql_as(&taken.access, ME, json!({})).await;
    let (status, body) =
        register_body(&app, json!({ "username": me["data"]["me"]["username"] })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["error"],
        "That username was just taken. Please generate a new one."
    );
}

async fn a_second_registration_with_the_same_email_gets_only_the_generic_400(app: TestApp) {
    app.register("twice@example.org", PASSWORD).await;
    let (status, body) = register_body(&app, json!({ "email": "TWICE@example.org" })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body,
        json!({ "error": "Please check your details and try again." })
    );
    assert_eq!(user_count(&app).await, 1);
}

async fn graphql_register_and_login_answer_the_same_contract(app: TestApp) {
    let username =
        app.graphql("{ usernameSuggestion }", json!({})).await["data"]["usernameSuggestion"]
            .clone();
    let register = "mutation($input: RegisterInput!) { register(input: $input) { redirectUrl token { accessToken refreshToken tokenType } } }";
    let input = json!({ "email": "gql@example.org", "password": PASSWORD, "confirmPassword": PASSWORD,
                        "username": username, "tos": true, "contact": false });
    let body = app.graphql(register, json!({ "input": input })).await;
    assert_eq!(
        body["data"]["register"]["redirectUrl"], "/onboarding",
        "{body}"
    );
    let access = body["data"]["register"]["token"]["accessToken"]
        .as_str()
        .expect("a token");
    // Spec §4: after signing in the app stores the token, then fetches the user.
    let me = app.graphql_as(access, ME, json!({})).await;
    assert_eq!(me["data"]["me"]["username"], username);
    assert_eq!(me["data"]["me"]["isAdmin"], false);

    let weak = app
        .graphql(
            register,
            json!({ "input": { "email": "x@example.org", "password": "weak",
        "confirmPassword": "weak", "username": username, "tos": true, "contact": false } }),
        )
        .await;
    assert_eq!(error_code(&weak), "BAD_USER_INPUT");
    assert_eq!(weak["errors"][0]["extensions"]["field"], "password");
    assert_eq!(
        weak["errors"][0]["message"],
        "Passwords should be at least 8 characters"
    );

    let login = "mutation($input: LoginInput!) { login(input: $input) { redirectUrl token { accessToken } } }";
    let body = app
        .graphql(
            login,
            json!({ "input": { "email": "gql@example.org", "password": PASSWORD } }),
        )
        .await;
    let access = body["data"]["login"]["token"]["accessToken"]
        .as_str()
        .expect("a token");
    let me = app.graphql_as(access, ME, json!({})).await;
    assert_eq!(me["data"]["me"]["username"], username);
    assert_eq!(
        app.graphql(ME, json!({})).await["data"]["me"],
        Value::Null,
        "anonymous: me is null"
    );
}

async fn login_answers_unknown_email_and_wrong_password_alike(app: TestApp) {
    app.register("known@example.org", PASSWORD).await;
    let unknown = status_and_body(app.login("unknown@example.org", PASSWORD).await).await;
    let wrong = status_and_body(app.login("known@example.org", "Wrong-Password-1").await).await;
    assert_eq!(unknown, wrong);
    assert_eq!(
        wrong,
        (
            StatusCode::BAD_REQUEST,
            json!({ "error": "Invalid email or password." })
        )
    );

    // Both verify an argon2 hash, so neither answers sooner (`just bench` times the two).
    let passwords = &app.state.auth.passwords;
    for email in ["nobody@example.org", "known@example.org"] {
        let before = passwords.computed();
        app.login(email, "Wrong-Password-1").await;
        assert_eq!(
            passwords.computed() - before,
            1,
            "{email} verified one hash"
        );
    }
    assert_eq!(
        app.login("known@example.org", PASSWORD).await.status(),
        StatusCode::OK
    );

    let user = users::Entity::find()
        .one(&app.db().await)
        .await
        .unwrap()
        .unwrap();
    assert!(
        user.last_login_at.is_some(),
        "a successful login is recorded"
    );
}

async fn repeated_login_failures_are_throttled_but_other_accounts_are_not(app: TestApp) {
    app.register("target@example.org", PASSWORD).await;
    app.register("bystander@example.org", PASSWORD).await;
    for _ in 0..5 {
        assert_eq!(
            app.login("target@example.org", "Wrong-Password-1")
                .await
                .status(),
            StatusCode::BAD_REQUEST
        );
    }
    let (status, body) = status_and_body(app.login("target@example.org", PASSWORD).await).await;
    assert_eq!(
        status,
        StatusCode::TOO_MANY_REQUESTS,
        "even the right password waits out the window"
    );
    assert_eq!(
        body["error"],
        "Too many failed attempts. Please try again in 15 minutes."
    );
    assert_eq!(
        app.login("bystander@example.org", PASSWORD).await.status(),
        StatusCode::OK
    );

    let login = "mutation { login(input: { email: \"target@example.org\", password: \"x\" }) { redirectUrl } }";
    assert_eq!(
        error_code(&app.graphql(login, json!({})).await),
        "RATE_LIMITED"
    );
}

async fn refresh(app: &TestApp, access: &str, refresh: &str) -> reqwest::Response {
    app.client
        .get(app.url("/api/auth/refresh"))
        .header("Authorization", format!("Bearer {access}"))
        .header("X-Refresh-Token", refresh)
        .send()
        .await
        .unwrap()
}

async fn refresh_rotates_and_a_reused_refresh_token_revokes_the_session(app: TestApp) {
    let first = app.register("rotate@example.org", PASSWORD).await;
    let response = refresh(&app, &first.access, &first.refresh).await;
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["tokenType"], "Bearer");
    let second = Tokens {
        access: body["accessToken"].as_str().unwrap().into(),
        refresh: body["refreshToken"].as_str().unwrap().into(),
    };
    assert_ne!(second.refresh, first.refresh);
    assert_eq!(
        app.get_as(&second, "/api/app/topic").await.status(),
        StatusCode::OK
    );

    // Within the grace window a replay (a second tab refreshing too) is refused, nothing more.
    assert_eq!(
        refresh(&app, &first.access, &first.refresh).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.get_as(&second, "/api/app/topic").await.status(),
        StatusCode::OK,
        "the session survives a replay inside the grace window"
    );
    // Replaying the rotated token after the grace window means someone holds a copy.
    app.advance(chrono::Duration::minutes(5));
    let (status, body) = status_and_body(refresh(&app, &first.access, &first.refresh).await).await;
    assert_eq!(
        (status, body),
        (
            StatusCode::UNAUTHORIZED,
            json!({ "error": "Failed to refresh tokens" })
        )
    );
    assert_eq!(
        refresh(&app, &second.access, &second.refresh)
            .await
            .status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.get_as(&second, "/api/app/topic").await.status(),
        StatusCode::UNAUTHORIZED
    );
}

async fn refresh_explains_missing_tokens(app: TestApp) {
    let tokens = app.register("missing@example.org", PASSWORD).await;
    let cases = [
        (None, None, "Missing tokens"),
        (None, Some(tokens.refresh.as_str()), "Missing access token"),
        (Some(tokens.access.as_str()), None, "Missing refresh token"),
        (
            Some(tokens.access.as_str()),
            Some("not-the-token"),
            "Failed to refresh tokens",
        ),
    ];
    for (access, refresh_token, message) in cases {
        let mut request = app.client.get(app.url("/api/auth/refresh"));
        if let Some(access) = access {
            request = request.bearer_auth(access);
        }
        if let Some(refresh_token) = refresh_token {
            request = request.header("X-Refresh-Token", refresh_token);
        }
        let (status, body) = status_and_body(request.send().await.unwrap()).await;
        assert_eq!(
            (status, body),
            (StatusCode::UNAUTHORIZED, json!({ "error": message }))
        );
    }
    assert_eq!(
        refresh(&app, &tokens.access, &tokens.refresh)
            .await
            .status(),
        StatusCode::OK,
        "garbage revokes nothing"
    );
}

/// An access token signed with the server's own secret, as the server would issue it.
fn forge(app: &TestApp, claims: Value) -> String {
    let key = jsonwebtoken::EncodingKey::from_secret(app.secret().as_bytes());
    jsonwebtoken::encode(&jsonwebtoken::Header::default(), &claims, &key).unwrap()
}

fn claims_of(access: &str) -> Value {
    let payload = access.split('.').nth(1).unwrap();
    let bytes = base64_url_decode(payload);
    serde_json::from_slice(&bytes).unwrap()
}

fn base64_url_decode(input: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let values: Vec<u32> = input
        .bytes()
        .map(|b| ALPHABET.iter().position(|&a| a == b).unwrap() as u32)
        .collect();
    let mut out = Vec::new();
    for chunk in values.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, v)| n | (v << (18 - 6 * i)));
        out.extend_from_slice(&n.to_be_bytes()[1..chunk.len()]);
    }
    out
}

async fn an_expired_access_token_asks_for_a_refresh(app: TestApp) {
    let expired = app.register("expired@example.org", PASSWORD).await;
    let claims = claims_of(&expired.access);
    assert!(
        claims["exp"].as_i64().unwrap() - claims["iat"].as_i64().unwrap() <= 15 * 60,
        "{claims}"
    );
    assert_eq!(
        app.get_as(&expired, "/api/app/topic").await.status(),
        StatusCode::OK
    );
    app.advance(chrono::Duration::minutes(15));

    let (status, body) = status_and_body(app.get_as(&expired, "/api/app/topic").await).await;
    assert_eq!(
        (status, body),
        (StatusCode::FOUND, json!({ "shouldRefresh": true }))
    );
    let body = app.graphql_as(&expired.access, ME, json!({})).await;
    assert_eq!(error_code(&body), "TOKEN_EXPIRED");
    // The refresh call accepts the expired token and issues a working one.
    let body: Value = refresh(&app, &expired.access, &expired.refresh)
        .await
        .json()
        .await
        .unwrap();
    let fresh = body["accessToken"].as_str().expect("a new access token");
    assert_eq!(
        app.graphql_as(fresh, ME, json!({})).await["data"]["me"]["isAdmin"],
        false
    );
}

async fn forged_or_tampered_tokens_are_refused(app: TestApp) {
    let tokens = app.register("forged@example.org", PASSWORD).await;
    let mut claims = claims_of(&tokens.access);
    claims["admin"] = json!(true);
    let wrong_key = jsonwebtoken::encode(
        &jsonwebtoken::Header::default(),
        &claims,
        &jsonwebtoken::EncodingKey::from_secret(b"a-secret-the-server-never-had-00"),
    )
    .unwrap();
    let mut parts: Vec<&str> = tokens.access.split('.').collect();
    let swapped_payload = forge(&app, claims.clone());
    parts[1] = swapped_payload.split('.').nth(1).unwrap();
    let tampered = parts.join(".");
    claims["typ"] = json!("refresh");
    let wrong_type = forge(&app, claims);
    for bad in [wrong_key, tampered, wrong_type, "garbage".into()] {
        let body = app.graphql_as(&bad, ME, json!({})).await;
        assert_eq!(error_code(&body), "UNAUTHENTICATED", "{bad}");
        let bad = Tokens {
            access: bad,
            refresh: String::new(),
        };
        let (status, body) = status_and_body(app.get_as(&bad, "/api/public/topic").await).await;
        assert_eq!(
            (status, body),
            (
                StatusCode::UNAUTHORIZED,
                json!({ "error": "Invalid access token" })
            )
        );
    }
}

async fn logout_ends_the_session_at_once(app: TestApp) {
    let tokens = app.register("leaving@example.org", PASSWORD).await;
    let response = app.get_as(&tokens, "/api/auth/logout").await;
    assert_eq!(
        response.json::<Value>().await.unwrap(),
        json!({ "message": "success" })
    );
    assert_eq!(
        app.get_as(&tokens, "/api/auth/whoami").await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        refresh(&app, &tokens.access, &tokens.refresh)
            .await
            .status(),
        StatusCode::UNAUTHORIZED
    );

    let again = app.login("leaving@example.org", PASSWORD).await;
    let again = Tokens::from_body(&again.json().await.unwrap());
    let body = app
        .graphql_as(&again.access, "mutation { logout }", json!({}))
        .await;
    assert_eq!(body["data"]["logout"], true);
    assert_eq!(
        error_code(&app.graphql_as(&again.access, ME, json!({})).await),
        "UNAUTHENTICATED"
    );
    let body = app.graphql("mutation { logout }", json!({})).await;
    assert_eq!(error_code(&body), "UNAUTHENTICATED", "nobody to log out");
}

/// The reset link of the newest mail: `(token, id)`.
fn reset_link(mail: &str) -> (String, String) {
    let link = mail
        .lines()
        .find(|l| l.contains("/reset-password?"))
        .expect("a reset link");
    let query = link.trim().split_once('?').unwrap().1;
    let param = |name: &str| {
        query
            .split('&')
            .find_map(|p| p.strip_prefix(&format!("{name}=")))
            .unwrap()
            .to_owned()
    };
    (param("token"), param("id"))
}

async fn reset(app: &TestApp, token: &str, id: &str, password: &str) -> (StatusCode, Value) {
    let body =
        json!({ "password": password, "confirmPassword": password, "token": token, "id": id });
    status_and_body(app.post_json("/api/auth/reset-password", body).await).await
}

const SENT: &str = "If that email address exists, instructions for resetting your password have been sent to your email.";

async fn password_reset_is_single_use_and_ends_every_session(app: TestApp) {
    let old = app.register("forgetful@example.org", PASSWORD).await;
    let body = json!({ "email": "Forgetful@example.org", "confirmEmail": "forgetful@example.org" });
    let (status, body) =
        status_and_body(app.post_json("/api/auth/request-token", body).await).await;
    assert_eq!((status, body), (StatusCode::OK, json!({ "message": SENT })));
    let mail = app.outbox(1).await.pop().expect("a mail in the outbox");
    assert!(mail.contains("To: forgetful@example.org"), "{mail}");
    let (token, id) = reset_link(&mail);
    assert_eq!(token.len(), 64, "256-bit token");
    let stored = password_resets::Entity::find()
        .one(&app.db().await)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.token_hash, hash_token(&token));
    assert!(stored.expires_at - stored.created_at <= chrono::Duration::minutes(30));

    let (status, body) = reset(&app, &token, &id, "weak").await;
    assert_eq!(
        (status, body["error"].as_str()),
        (
            StatusCode::BAD_REQUEST,
            Some("Passwords should be at least 8 characters")
        )
    );
    let (status, body) = reset(&app, &token, &id, "Brand-New-Path-7").await;
    assert_eq!(
        (status, body),
        (StatusCode::OK, json!({ "message": "success" }))
    );

    assert_eq!(
        app.get_as(&old, "/api/auth/whoami").await.status(),
        StatusCode::UNAUTHORIZED,
        "old sessions end"
    );
    assert_eq!(
        refresh(&app, &old.access, &old.refresh).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.login("forgetful@example.org", PASSWORD).await.status(),
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        app.login("forgetful@example.org", "Brand-New-Path-7")
            .await
            .status(),
        StatusCode::OK
    );

    let (status, body) = reset(&app, &token, &id, "Another-New-Path-8").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "a link works once");
    assert_eq!(
        body["error"], "This reset link has already been used. Please request a new one.",
        "whoever holds a spent link is told so"
    );
    let (status, body) = reset(&app, &"0".repeat(64), &id, "Another-New-Path-8").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["error"], "Failed to reset password. Please try again or contact us for help.",
        "a wrong token learns nothing about the link"
    );
}

async fn password_reset_answers_alike_for_unknown_emails(app: TestApp) {
    app.register("exists@example.org", PASSWORD).await;
    let ask = |email: &str| json!({ "email": email, "confirmEmail": email });
    // The same answer, and (the mail goes after it, `just bench` times the two) no later.
    for i in 0..3 {
        let known = status_and_body(
            app.post_json("/api/auth/request-token", ask("exists@example.org"))
                .await,
        )
        .await;
        let unknown = status_and_body(
            app.post_json(
                "/api/auth/request-token",
                ask(&format!("ghost{i}@example.org")),
            )
            .await,
        )
        .await;
        assert_eq!(known, unknown);
        assert_eq!(known, (StatusCode::OK, json!({ "message": SENT })));
    }
    assert_eq!(
        app.outbox(3).await.len(),
        3,
        "mail only for the account that exists"
    );

    let graphql = app
        .graphql("mutation { requestPasswordReset(input: { email: \"ghost@example.org\", confirmEmail: \"ghost@example.org\" }) }", json!({}))
        .await;
    assert_eq!(graphql["data"]["requestPasswordReset"], SENT);
    let mismatch = json!({ "email": "a@example.org", "confirmEmail": "b@example.org" });
    let (status, body) =
        status_and_body(app.post_json("/api/auth/request-token", mismatch).await).await;
    assert_eq!(
        (status, body),
        (
            StatusCode::BAD_REQUEST,
            json!({ "error": "Emails do not match" })
        )
    );
}

async fn password_reset_links_expire_and_requests_are_limited(app: TestApp) {
    app.register("limited@example.org", PASSWORD).await;
    let ask = json!({ "email": "limited@example.org", "confirmEmail": "limited@example.org" });
    for _ in 0..4 {
        assert_eq!(
            app.post_json("/api/auth/request-token", ask.clone())
                .await
                .status(),
            StatusCode::OK
        );
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let mails = app.outbox(4).await;
    assert_eq!(mails.len(), 3, "at most three links an hour");

    let (token, id) = reset_link(&mails[0]);
    app.advance(chrono::Duration::minutes(30));
    let (status, _) = reset(&app, &token, &id, "Brand-New-Path-7").await;
    assert_eq!(
        status,
        StatusCode::BAD_REQUEST,
        "an expired link is refused"
    );
    let (status, _) = reset(
        &app,
        "0".repeat(64).as_str(),
        &reset_link(&mails[1]).1,
        "Brand-New-Path-7",
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "a wrong token is refused");
    assert_eq!(
        app.login("limited@example.org", PASSWORD).await.status(),
        StatusCode::OK,
        "the password is unchanged"
    );
    // An hour later the account may ask again.
    app.advance(chrono::Duration::minutes(31));
    app.post_json("/api/auth/request-token", ask.clone()).await;
    assert_eq!(app.outbox(4).await.len(), 4);
}

const ADMIN_ROUTES: [&str; 2] = ["/api/admin/topic", "/api/admin/user"];
const ADMIN_USERS: &str = "{ adminUsers(query: { first: 10 }) { items { username email isAdmin } hasNextPage endCursor } }";

async fn members_are_refused_every_admin_route(app: TestApp) {
    let member = app.register("member@example.org", PASSWORD).await;
    for path in ADMIN_ROUTES {
        let (status, body) = status_and_body(app.get_as(&member, path).await).await;
        assert_eq!(
            (status, body),
            (
                StatusCode::FORBIDDEN,
                json!({ "error": "You can't access that" })
            ),
            "{path}"
        );
    }
    let body = app.graphql_as(&member.access, ADMIN_USERS, json!({})).await;
    assert_eq!(error_code(&body), "FORBIDDEN", "{body}");
    assert_eq!(
        error_code(&app.graphql(ADMIN_USERS, json!({})).await),
        "UNAUTHENTICATED"
    );
}

async fn admins_reach_the_admin_routes(app: TestApp) {
    for i in 0..3 {
        app.register(&format!("member{i}@example.org"), PASSWORD)
            .await;
    }
    let admin = app.admin().await;
    for path in ADMIN_ROUTES {
        assert_eq!(
            app.get_as(&admin, path).await.status(),
            StatusCode::OK,
            "{path}"
        );
    }
    let body = app
        .graphql_as(
            &admin.access,
            "{ adminUsers(query: { first: 3 }) { items { email } hasNextPage endCursor } }",
            json!({}),
        )
        .await;
    let page = &body["data"]["adminUsers"];
    assert_eq!(page["items"].as_array().unwrap().len(), 3, "{body}");
    assert_eq!(
        page["items"][0]["email"], "admin@example.org",
        "newest first"
    );
    assert_eq!(page["hasNextPage"], true);
    let next = app
        .graphql_as(&admin.access, "query($after: String) { adminUsers(query: { first: 3, after: $after }) { items { email } hasNextPage } }",
            json!({ "after": page["endCursor"] }))
        .await;
    assert_eq!(
        next["data"]["adminUsers"]["items"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    assert_eq!(next["data"]["adminUsers"]["hasNextPage"], false);

    // Demoting an admin takes effect on their next call, whatever their token says.
    let db = app.db().await;
    let mut account = users::Entity::find()
        .filter(users::Column::Email.eq("admin@example.org"))
        .one(&db)
        .await
        .unwrap()
        .unwrap()
        .into_active_model();
    account.is_admin = Set(false);
    account.update(&db).await.unwrap();
    assert_eq!(
        app.get_as(&admin, "/api/admin/user").await.status(),
        StatusCode::FORBIDDEN
    );
}

async fn whoami_shows_the_member_their_own_account_without_secrets(app: TestApp) {
    let tokens = app.register("self@example.org", PASSWORD).await;
    let body = app
        .get_as(&tokens, "/api/auth/whoami")
        .await
        .json::<Value>()
        .await
        .unwrap();
    let user = body["user"].as_object().expect("{user}");
    assert_eq!(user["email"], "self@example.org");
    assert_eq!(user["permissions"], json!({ "isAdmin": false }));
    let text = body.to_string();
    assert!(
        !text.contains("argon2") && !text.to_lowercase().contains("password"),
        "{text}"
    );
    assert_eq!(
        app.get_json("/api/auth/whoami", StatusCode::OK).await,
        json!({ "user": null })
    );
}
