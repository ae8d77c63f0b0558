//! The REST contract's OpenAPI document as committed in `openapi.json`, as `schema.graphql` is
//! for GraphQL: reviewers see a contract change in the diff, and a test fails on drift.

use crate::state::AppState;

/// The document `/api/openapi.json` serves, pretty-printed with a final newline.
pub fn document() -> String {
    let routes = rest_shim::routes::routes::<AppState>();
    let document = rest_shim::routes::document(&routes);
    let mut json = serde_json::to_string_pretty(&document).unwrap_or_default();
    json.push('\n');
    json
}

#[cfg(test)]
mod tests {
    /// `openapi.json` is generated; this fails when the routes and the committed file drift apart.
    #[test]
    fn committed_openapi_matches_the_code() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../openapi.json");
        let committed = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            committed == super::document(),
            "openapi.json is out of date: run `just openapi` and commit it"
        );
    }
}
