//! The REST contract frozen (issue 38 §1): one fixture per call under `tests/fixtures/rest/`
//! holds a request, its status and its answer with run-dependent values normalised. Every
//! fixture is replayed in file-name order against a fresh server built up by [`Scenario`], on
//! both databases, and any difference fails with the fixture's name and where it differs.
//! `UPDATE_GOLDEN=1` writes today's answers instead (docs/golden-fixtures.md says when that is
//! legitimate).

mod diff;
mod normalise;
mod scenario;

use std::path::{Path, PathBuf};

use reqwest::{Method, StatusCode};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::helpers::TestApp;
use scenario::Scenario;

crate::on_both_databases!(the_rest_contract_answers_as_its_golden_fixtures);

/// One frozen call.
#[derive(Deserialize, Serialize)]
struct Fixture {
    request: Request,
    /// JSON pointers into the answer whose values differ on every run (a generated username):
    /// they are compared as `"<varies>"`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    varies: Vec<String>,
    /// Absent in a fixture not recorded yet.
    #[serde(default)]
    status: Option<u16>,
    /// The answer: JSON, or text (CSV) as a string; absent when not recorded yet.
    #[serde(default)]
    body: Option<Value>,
}

#[derive(Deserialize, Serialize)]
struct Request {
    method: String,
    /// With `{name}` for the scenario's values, e.g. `/api/app/post/{post}`.
    path: String,
    /// `anonymous`, or one of the scenario's callers.
    #[serde(rename = "as")]
    caller: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    body: Option<Value>,
}

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/rest")
}

/// Every fixture, by file name (the replay order).
fn fixtures() -> Vec<(String, Fixture)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(fixtures_dir())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&path).unwrap();
            let fixture = serde_json::from_str(&text)
                .unwrap_or_else(|err| panic!("fixture {name} does not parse: {err}"));
            (name, fixture)
        })
        .collect()
}

fn recording() -> bool {
    std::env::var("UPDATE_GOLDEN").is_ok_and(|v| v == "1")
}

async fn the_rest_contract_answers_as_its_golden_fixtures(app: TestApp) {
    let scenario = Scenario::build(&app).await;
    let recording = recording();
    let mut failures = Vec::new();
    for (name, mut fixture) in fixtures() {
        let (status, body) = scenario
            .send(
                &app,
                &fixture.request.caller,
                &fixture.request.method,
                &fixture.request.path,
                fixture.request.body.as_ref(),
            )
            .await;
        let body = normalise::answer(body, scenario.values(), &fixture.varies);
        if recording {
            fixture.status = Some(status.as_u16());
            fixture.body = Some(body);
            let mut text = serde_json::to_string_pretty(&fixture).unwrap();
            text.push('\n');
            std::fs::write(fixtures_dir().join(format!("{name}.json")), text).unwrap();
            continue;
        }
        let mut differences = Vec::new();
        if fixture.status != Some(status.as_u16()) {
            differences.push(format!(
                "status: expected {:?}, got {}",
                fixture.status,
                status.as_u16()
            ));
        }
        let expected = fixture.body.unwrap_or(Value::Null);
        diff::json("", &expected, &body, &mut differences);
        if !differences.is_empty() {
            failures.push(format!(
                "fixture {name} ({} {} as {}):\n  {}",
                fixture.request.method,
                fixture.request.path,
                fixture.request.caller,
                differences.join("\n  ")
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} golden fixture(s) differ from the server's answers (see docs/golden-fixtures.md):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// New endpoints must be frozen too: every operation `/api/openapi.json` lists has a fixture
/// calling it, and the served document is the committed `openapi.json`.
#[tokio::test]
async fn every_routed_operation_has_a_golden_fixture() {
    let app = TestApp::sqlite().await;
    let document = app.get_json("/api/openapi.json", StatusCode::OK).await;
    let committed =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../openapi.json"))
            .unwrap();
    assert!(
        document == serde_json::from_str::<Value>(&committed).unwrap(),
        "/api/openapi.json differs from the committed openapi.json: run `just openapi` and commit it"
    );
    let exported = app.forum(&["export-openapi"]);
    assert!(exported.status.success(), "{exported:?}");
    assert!(
        exported.stdout == committed.as_bytes(),
        "`forum export-openapi` differs from the committed openapi.json"
    );

    let operations: Vec<(Method, String)> = document["paths"]
        .as_object()
        .unwrap()
        .iter()
        .flat_map(|(path, item)| {
            item.as_object()
                .unwrap()
                .keys()
                .map(|method| (method_of(method), path.clone()))
        })
        .collect();
    let mut covered = vec![false; operations.len()];
    for (name, fixture) in fixtures() {
        let method = method_of(&fixture.request.method);
        let path = fixture.request.path.split('?').next().unwrap_or_default();
        match most_specific(&operations, &method, path) {
            Some(operation) => covered[operation] = true,
            // Freezes the answer to a path nothing routes.
            None if fixture.status == Some(404) => {}
            None => panic!("fixture {name} calls no documented operation"),
        }
    }
    let missing: Vec<String> = operations
        .iter()
        .zip(&covered)
        .filter(|(_, covered)| !**covered)
        .map(|((method, path), _)| format!("{method} {path}"))
        .collect();
    assert!(
        missing.is_empty(),
        "operations with no golden fixture (add one under tests/fixtures/rest, see docs/golden-fixtures.md):\n{}",
        missing.join("\n")
    );
}

fn method_of(name: &str) -> Method {
    Method::from_bytes(name.to_uppercase().as_bytes()).unwrap()
}

/// The operation a concrete path calls: of the documented paths it fits segment by segment
/// (`{…}` fits any segment; a last `{content_type}` the rest), the one with the most literal
/// segments, as the router picks `/admin/user/export` over `/admin/user/{id}`.
fn most_specific(operations: &[(Method, String)], method: &Method, path: &str) -> Option<usize> {
    let segments: Vec<&str> = path.split('/').collect();
    operations
        .iter()
        .enumerate()
        .filter(|(_, (m, _))| m == method)
        .filter_map(|(index, (_, documented))| {
            let pattern: Vec<&str> = documented.split('/').collect();
            let is_param = |s: &str| s.starts_with('{');
            let rest_param = pattern.last().is_some_and(|s| *s == "{content_type}");
            let fits = if rest_param {
                segments.len() >= pattern.len()
            } else {
                segments.len() == pattern.len()
            } && pattern
                .iter()
                .zip(&segments)
                .all(|(p, s)| is_param(p) || p == s);
            fits.then(|| (pattern.iter().filter(|p| !is_param(p)).count(), index))
        })
        .max()
        .map(|(_, index)| index)
}
