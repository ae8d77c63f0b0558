//! The data the golden fixtures read and change, built the same way on every run: members, an
//! admin, posts, comments, reactions, reports, topics, Second Opinions, an upload and a crash
//! report. Each thing a fixture names (`{post}` in a path or body) is a value here, and its id
//! in an answer reads back as `<post>`.

use std::collections::BTreeMap;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::forum::PASSWORD;
use crate::helpers::{TestApp, Tokens};
use crate::uploads::{PHOTO, put_image};

pub struct Scenario {
    /// Who a fixture may call as (`"as"`), besides `anonymous`.
    pub callers: BTreeMap<&'static str, Tokens>,
    /// What a fixture may name, by name.
    values: BTreeMap<&'static str, String>,
}

impl Scenario {
    pub async fn build(app: &TestApp) -> Self {
        let mut s = Self {
            callers: BTreeMap::new(),
            values: BTreeMap::new(),
        };
        // fay's access token has expired by the time the fixtures call with it (tokens live 15
        // minutes).
        s.callers.insert("fay", register(app, "fay", 100).await);
        app.advance(chrono::Duration::minutes(16));
        // `forum create-admin` dates the account by the system clock, now behind the server's:
        // the admin is the second-oldest account on every run.
        let admin = app.admin().await;
        s.callers.insert("admin", admin);
        let who = s.call(app, "admin", "GET", "/api/auth/whoami", None).await;
        s.name("admin", text(&who["user"]["_id"]));
        // `forum create-admin` draws the admin's username.
        s.name("admin_username", text(&who["user"]["username"]));
        // ana writes, bea answers and reports; cat's account is the admin's to erase, dee
        // erases her own; eve's two sessions are for signing out.
        for (number, name) in (101..).zip(["ana", "bea", "cat", "dee", "eve"]) {
            let tokens = register(app, name, number).await;
            app.onboard(&tokens).await;
            s.callers.insert(name, tokens);
            let who = s.call(app, name, "GET", "/api/auth/whoami", None).await;
            s.name(name, text(&who["user"]["_id"]));
        }
        s.callers.insert("eve_again", sign_in(app, "eve").await);
        // A second session of ana's, for the token refresh (which replaces its tokens).
        s.callers.insert("ana_phone", sign_in(app, "ana").await);

        let topics = s
            .call(app, "anonymous", "GET", "/api/public/topic", None)
            .await;
        s.name("topic", first_with(&topics["data"], "title", "PCOS", "_id"));
        let reactions = s.call(app, "ana", "GET", "/api/app/reaction", None).await;
        s.name(
            "me_too",
            first_with(&reactions["data"], "name", "Me Too", "_id"),
        );

        let image = put_image(app, &s.callers["ana"], PHOTO).await;
        s.name("image", image.to_string());

        s.create(
            app,
            "topic_spare",
            "admin",
            "/api/admin/topic",
            json!({ "title": "Spare topic", "description": "For editing and deleting." }),
        )
        .await;
        s.create(
            app,
            "reaction_spare",
            "admin",
            "/api/admin/reaction",
            json!({ "name": "Spare", "emoji": "🧪", "description": "For editing and deleting." }),
        )
        .await;
        s.create(app, "resource", "admin", "/api/admin/resource", json!({ "title": "Understanding PCOS", "text": "An expert view.", "featured": true, "author": "Dr. Rivera", "topics": ["{topic}"] })).await;
        s.create(
            app,
            "resource_spare",
            "admin",
            "/api/admin/resource",
            json!({ "title": "Spare opinion", "text": "For deleting." }),
        )
        .await;

        s.create(app, "post", "ana", "/api/app/post", json!({ "title": "Spotting between periods", "text": "Is this normal?", "links": ["https://example.org/spotting"], "topics": ["{topic}"] })).await;
        s.create(
            app,
            "post_two",
            "ana",
            "/api/app/post",
            json!({ "title": "Second post", "text": "For reactions and quarantine." }),
        )
        .await;
        s.create(
            app,
            "post_reported",
            "ana",
            "/api/app/post",
            json!({ "title": "Reported post", "text": "Someone reports this." }),
        )
        .await;
        s.create(
            app,
            "post_spare",
            "ana",
            "/api/app/post",
            json!({ "title": "Spare post", "text": "Ana deletes this." }),
        )
        .await;
        s.create(
            app,
            "post_doomed",
            "ana",
            "/api/app/post",
            json!({ "title": "Doomed post", "text": "The admin deletes this." }),
        )
        .await;

        s.create(
            app,
            "comment",
            "bea",
            "/api/app/comment",
            json!({ "post": "{post}", "text": "Happens to me too." }),
        )
        .await;
        s.create(app, "reply", "ana", "/api/app/comment", json!({ "post": "{post}", "text": "Thanks, good to know.", "isReply": true, "parent": "{comment}" })).await;
        s.create(
            app,
            "comment_spare",
            "bea",
            "/api/app/comment",
            json!({ "post": "{post}", "text": "Bea deletes this." }),
        )
        .await;
        s.create(
            app,
            "comment_doomed",
            "bea",
            "/api/app/comment",
            json!({ "post": "{post}", "text": "The admin deletes this." }),
        )
        .await;
        s.create(
            app,
            "comment_reported",
            "ana",
            "/api/app/comment",
            json!({ "post": "{post_two}", "text": "Someone reports this too." }),
        )
        .await;

        s.create(
            app,
            "post_reaction",
            "bea",
            "/api/app/post-reaction",
            json!({ "reaction": "{me_too}", "post": "{post}" }),
        )
        .await;
        s.create(
            app,
            "post_reaction_spare",
            "bea",
            "/api/app/post-reaction",
            json!({ "reaction": "{me_too}", "post": "{post_two}" }),
        )
        .await;
        s.create(
            app,
            "post_reaction_doomed",
            "cat",
            "/api/app/post-reaction",
            json!({ "reaction": "{me_too}", "post": "{post}" }),
        )
        .await;
        s.create(
            app,
            "comment_reaction",
            "ana",
            "/api/app/comment-reaction",
            json!({ "reaction": "{me_too}" }),
        )
        .await;
        let attach = json!({ "_id": "{comment}", "reactions": ["{comment_reaction}"] });
        s.call(app, "ana", "POST", "/api/app/comment", Some(attach))
            .await;
        s.create(
            app,
            "comment_reaction_spare",
            "bea",
            "/api/app/comment-reaction",
            json!({ "reaction": "{me_too}" }),
        )
        .await;
        let attach = json!({ "_id": "{reply}", "reactions": ["{comment_reaction_spare}"] });
        s.call(app, "bea", "POST", "/api/app/comment", Some(attach))
            .await;

        s.create(
            app,
            "report",
            "bea",
            "/api/app/report",
            json!({ "post": "{post_reported}", "reason": "Bullying", "explanation": "Unkind." }),
        )
        .await;
        s.create(app, "report_spare", "bea", "/api/app/report", json!({ "comment": "{comment_reported}", "reason": "Other", "explanation": "Off topic." })).await;

        let crash =
            json!({ "id": "new", "error": { "name": "TypeError", "message": "x is undefined" } });
        // Only the member who sent a crash report may describe it.
        let crash = s
            .call(app, "ana", "POST", "/api/log/crash-report", Some(crash))
            .await;
        s.name("crash", text(&crash["id"]));
        s
    }

    fn name(&mut self, name: &'static str, value: String) {
        self.values.insert(name, value);
    }

    /// Makes a thing with a REST call and names its id.
    async fn create(
        &mut self,
        app: &TestApp,
        name: &'static str,
        caller: &str,
        path: &str,
        body: Value,
    ) {
        let answer = self.call(app, caller, "POST", path, Some(body)).await;
        self.name(name, text(&answer["data"]["_id"]));
    }

    /// A call the scenario needs to succeed; its JSON answer.
    async fn call(
        &self,
        app: &TestApp,
        caller: &str,
        method: &str,
        path: &str,
        body: Option<Value>,
    ) -> Value {
        let (status, answer) = self.send(app, caller, method, path, body.as_ref()).await;
        assert_eq!(
            status,
            StatusCode::OK,
            "{method} {path} as {caller}: {answer}"
        );
        answer
    }

    /// Sends a request with the scenario's values put in, as `caller` would (her bearer token
    /// and refresh token, as the app sends them); answers the status and the body, JSON or
    /// else text. The clock moves a second after each call, so lists ordered by time have one
    /// order on every run.
    pub async fn send(
        &self,
        app: &TestApp,
        caller: &str,
        method: &str,
        path: &str,
        body: Option<&Value>,
    ) -> (StatusCode, Value) {
        let method = Method::from_bytes(method.as_bytes()).unwrap();
        let mut request = app.client.request(method, app.url(&self.fill(path)));
        if caller != "anonymous" {
            let tokens = self
                .callers
                .get(caller)
                .unwrap_or_else(|| panic!("no caller {caller} in the scenario"));
            request = request
                .bearer_auth(&tokens.access)
                .header("X-Refresh-Token", &tokens.refresh);
        }
        if let Some(body) = body {
            request = request.json(&self.fill_json(body));
        }
        let response = request.send().await.unwrap();
        let status = response.status();
        let text = response.text().await.unwrap();
        app.advance(chrono::Duration::seconds(1));
        let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
        (status, body)
    }

    /// `{name}` replaced with the scenario's value of that name.
    fn fill(&self, text: &str) -> String {
        self.values
            .iter()
            .fold(text.to_owned(), |text, (name, value)| {
                text.replace(&format!("{{{name}}}"), value)
            })
    }

    fn fill_json(&self, value: &Value) -> Value {
        match value {
            Value::String(text) => Value::String(self.fill(text)),
            Value::Array(items) => items.iter().map(|v| self.fill_json(v)).collect(),
            Value::Object(fields) => fields
                .iter()
                .map(|(k, v)| (k.clone(), self.fill_json(v)))
                .collect(),
            other => other.clone(),
        }
    }

    /// The named values, for the normalisation to read them back as `<name>`.
    pub fn values(&self) -> impl Iterator<Item = (&str, &str)> {
        self.values
            .iter()
            .map(|(name, value)| (*name, value.as_str()))
    }
}

fn text(value: &Value) -> String {
    value
        .as_str()
        .unwrap_or_else(|| panic!("a string, not {value}"))
        .to_owned()
}

/// Registers a member with a fixed username (the suggested ones are drawn at random).
async fn register(app: &TestApp, name: &str, number: u16) -> Tokens {
    let username = format!("CalmAcorn{number}");
    let response = app
        .post_json(
            "/api/auth/register",
            json!({ "email": format!("{name}@example.org"), "password": PASSWORD,
                    "confirmPassword": PASSWORD, "username": username, "tos": true,
                    "contact": false }),
        )
        .await;
    assert_eq!(response.status(), StatusCode::OK, "register {name}");
    Tokens::from_body(&response.json().await.unwrap())
}

async fn sign_in(app: &TestApp, name: &str) -> Tokens {
    let response = app.login(&format!("{name}@example.org"), PASSWORD).await;
    assert_eq!(response.status(), StatusCode::OK, "sign in {name}");
    Tokens::from_body(&response.json().await.unwrap())
}

fn first_with(items: &Value, key: &str, wanted: &str, field: &str) -> String {
    let item = items
        .as_array()
        .and_then(|items| items.iter().find(|item| item[key] == wanted))
        .unwrap_or_else(|| panic!("no {key} {wanted} in {items}"));
    text(&item[field])
}
