//! The REST contract written down (issue 17 §7): `/api/openapi.json` lists every routed path
//! with its parameters and answer shapes, and every path it lists is routed.

use reqwest::{Method, StatusCode};
use serde_json::Value;

use crate::helpers::TestApp;

/// A made-up id: routed paths answer "… not found", never "API route not found".
const NOBODY: &str = "0000000000000000deadbeef";

/// The spec's path prefixes (§7), each with a path of it the contract must have.
const SPEC_PATHS: &[(&str, &str)] = &[
    ("get", "/api/auth/whoami"),
    ("post", "/api/auth/login"),
    ("post", "/api/auth/register"),
    ("get", "/api/auth/refresh"),
    ("post", "/api/auth/request-token"),
    ("post", "/api/auth/reset-password"),
    ("get", "/api/app/homepage-content"),
    ("post", "/api/app/post"),
    ("post", "/api/app/comment"),
    ("post", "/api/app/post-reaction"),
    ("post", "/api/app/comment-reaction"),
    ("post", "/api/app/report"),
    ("post", "/api/app/user"),
    ("get", "/api/public/topic"),
    ("get", "/api/s3/get-signed-url/{id}"),
    ("post", "/api/log/crash-report"),
    ("get", "/api/admin/topic"),
    ("get", "/api/admin/report/populate/all"),
    ("get", "/api/admin/resource"),
    ("get", "/api/admin/post-reaction"),
    ("get", "/api/admin/reaction"),
    ("post", "/api/admin/comment"),
    ("get", "/api/admin/post"),
    ("post", "/api/admin/user"),
];

fn concrete(path: &str) -> String {
    path.replace("{id}", NOBODY)
        .replace("{text}", "San")
        .replace("{name_timestamp}", "a_1")
        .replace("{content_type}", "image/png")
}

#[tokio::test]
async fn the_rest_contract_documents_every_routed_path() {
    let app = TestApp::sqlite().await;
    let admin = app.admin().await;
    // Open to anyone, a token or not.
    let document = app.get_json("/api/openapi.json", StatusCode::OK).await;
    assert!(document["openapi"].as_str().unwrap().starts_with("3."));
    assert_eq!(document["info"]["title"], "Real Talk REST API");
    let paths = document["paths"].as_object().unwrap();
    for (method, path) in SPEC_PATHS {
        assert!(
            paths
                .get(*path)
                .is_some_and(|item| item.get(*method).is_some()),
            "{method} {path} is documented"
        );
    }

    // Every documented operation is routed: an admin reaches each one (a made-up id is not
    // found, an empty body is refused, but never "API route not found").
    let mut operations = 0;
    for (path, item) in paths {
        for method in item.as_object().unwrap().keys() {
            operations += 1;
            let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
            let mut request = app
                .client
                .request(method.clone(), app.url(&concrete(path)))
                .bearer_auth(&admin.access);
            if method == Method::POST {
                request = request
                    .header("content-type", "application/json")
                    .body("{}");
            }
            let response = request.send().await.unwrap();
            let status = response.status();
            let text = response.text().await.unwrap();
            let routed = serde_json::from_str::<Value>(&text)
                .map_or(true, |body| body["error"] != "API route not found");
            assert!(routed, "{method} {path}: {status} {text}");
            assert_ne!(status, StatusCode::METHOD_NOT_ALLOWED, "{method} {path}");
        }
    }
    assert!(operations >= 80, "{operations} operations");
    // What is not documented is not routed.
    let response = app.get_as(&admin, "/api/admin/nothing-here").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);

    // An admin table names its query parameters; a page names its answer's shape.
    let users = &paths["/api/admin/user"]["get"];
    let parameters: Vec<&str> = users["parameters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    for name in [
        "search", "sort", "order", "first", "after", "contact", "isAdmin",
    ] {
        assert!(parameters.contains(&name), "{name} in {parameters:?}");
    }
    let answer = &users["responses"]["200"]["content"]["application/json"]["schema"];
    let properties = answer["properties"].as_object().unwrap();
    assert!(properties.contains_key("hasNextPage") && properties.contains_key("endCursor"));
    assert_eq!(
        properties["data"]["items"]["$ref"],
        "#/components/schemas/AdminUserDto"
    );
    let admin_user = &document["components"]["schemas"]["AdminUserDto"]["properties"];
    assert!(admin_user.get("_id").is_some() && admin_user.get("permissions").is_some());
    assert!(users["responses"]["403"].is_object(), "admins only");
    assert_eq!(
        users["security"][0]["bearer"],
        serde_json::json!([]),
        "a bearer token"
    );
    let export = &paths["/api/admin/user/export"]["get"]["responses"]["200"]["content"];
    assert!(export.get("text/csv").is_some());
    // Request bodies are described by their own types.
    let post =
        &paths["/api/app/post"]["post"]["requestBody"]["content"]["application/json"]["schema"];
    assert_eq!(post["$ref"], "#/components/schemas/PostBody");
}
