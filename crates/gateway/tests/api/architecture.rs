//! The shape the code keeps (docs/architecture.md, "Crates"), read from the tree itself: each
//! crate uses only the crates below it, GraphQL never reaches into the REST crate, the audit
//! log sits below the domains, and a member's own data (her erasure, her export) lives with
//! the domains that hold it, not in the back office.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Every crate of the workspace, lowest first: a crate may use only crates before it.
const TIERS: &[&str] = &[
    "common",
    "entity",
    "migration",
    "graphql-kit",
    "audit",
    "topics",
    "storage",
    "identity",
    "forum",
    "resources",
    "feed",
    "demo",
    "moderation",
    "edge",
    "rest-shim",
    "gateway",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn manifest_dir(name: &str) -> PathBuf {
    match name {
        "migration" => root().join("migrations"),
        _ => root().join("crates").join(name),
    }
}

/// The workspace crates a crate's `[dependencies]` name (dev-dependencies are tests' business).
fn dependencies(name: &str) -> Vec<String> {
    let mut found = every_dependency(name);
    found.retain(|dependency| TIERS.contains(&dependency.as_str()));
    found
}

/// Every crate a crate's `[dependencies]` name.
fn every_dependency(name: &str) -> Vec<String> {
    let manifest = std::fs::read_to_string(manifest_dir(name).join("Cargo.toml")).unwrap();
    let mut in_dependencies = false;
    let mut found = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_dependencies = line == "[dependencies]";
            continue;
        }
        if !in_dependencies {
            continue;
        }
        if let Some((dependency, _)) = line.split_once('=') {
            found.push(dependency.trim().to_owned());
        }
    }
    found
}

/// Every `.rs` file under `dir`, with its text.
fn sources(dir: &Path) -> BTreeMap<PathBuf, String> {
    let mut files = BTreeMap::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                files.insert(path, text);
            }
        }
    }
    files
}

#[test]
fn every_crate_uses_only_the_crates_below_it() {
    for entry in std::fs::read_dir(root().join("crates")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            TIERS.contains(&name.as_str()),
            "crates/{name} has no tier here"
        );
    }
    for (tier, name) in TIERS.iter().enumerate() {
        assert!(
            manifest_dir(name).join("Cargo.toml").exists(),
            "{name} has moved"
        );
        for dependency in dependencies(name) {
            let below = TIERS.iter().position(|t| *t == dependency).unwrap();
            assert!(
                below < tier,
                "{name} uses {dependency}, which is not below it (docs/architecture.md, Crates)"
            );
        }
    }
}

#[test]
fn common_is_a_base_without_a_transport() {
    let every = every_dependency("common");
    for transport in ["async-graphql", "axum", "utoipa"] {
        assert!(
            !every.iter().any(|dependency| dependency == transport),
            "common uses {transport}: it belongs with the layer that speaks it"
        );
    }
}

#[test]
fn the_audit_log_sits_below_the_domains() {
    assert_eq!(dependencies("audit"), ["common", "entity"]);
    for domain in ["forum", "moderation"] {
        assert!(
            dependencies(domain).contains(&"audit".to_owned()),
            "{domain}"
        );
    }
}

#[test]
fn no_graphql_code_imports_the_rest_crate() {
    let users: Vec<&str> = TIERS
        .iter()
        .copied()
        .filter(|name| dependencies(name).contains(&"rest-shim".to_owned()))
        .collect();
    assert_eq!(
        users,
        ["gateway"],
        "only the gateway composes the REST crate"
    );
    for name in TIERS {
        let graphql = manifest_dir(name).join("src/graphql");
        if !graphql.exists() {
            continue;
        }
        for (path, text) in sources(&graphql) {
            assert!(
                !text.contains("rest_shim"),
                "{} imports the REST crate; take the HTTP edge's parts from `edge`",
                path.display()
            );
        }
    }
}

#[test]
fn her_erasure_and_export_live_with_her_data_not_in_the_back_office() {
    for (path, text) in sources(&manifest_dir("moderation").join("src")) {
        let file = path.file_stem().unwrap().to_string_lossy();
        assert!(
            !matches!(file.as_ref(), "erasure" | "data_export"),
            "{}",
            path.display()
        );
        for definition in ["fn erase_", "fn export("] {
            assert!(
                !text.contains(definition),
                "{} defines `{definition}`",
                path.display()
            );
        }
    }
    let forum = manifest_dir("forum").join("src/service");
    assert!(forum.join("erasure.rs").exists());
    assert!(forum.join("data_export.rs").exists());
}
