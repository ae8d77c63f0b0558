//! Migrations are append-only: a migration that has landed on `main` never changes, because a
//! deployed forum never runs an edited migration again and its schema would silently differ
//! from a new forum's. `landed.sha256` pins every landed file (the format of `sha256sum`, so
//! `cd migrations/src && sha256sum -c ../landed.sha256` checks it too); a fix is a new migration.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeMap;
use std::path::Path;

use sha2::{Digest, Sha256};

fn sha256_of(path: &Path) -> String {
    hex::encode(Sha256::digest(std::fs::read(path).unwrap()))
}

#[test]
fn landed_migrations_are_unchanged_and_every_migration_is_pinned() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let pinned: BTreeMap<String, String> = std::fs::read_to_string(root.join("landed.sha256"))
        .expect("migrations/landed.sha256 lists the landed migrations")
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let (hash, file) = line
                .split_once("  ")
                .unwrap_or_else(|| panic!("not a `sha256  file` line: {line:?}"));
            (file.trim().to_owned(), hash.trim().to_owned())
        })
        .collect();
    let src = root.join("src");
    let mut problems = Vec::new();
    for (file, hash) in &pinned {
        let path = src.join(file);
        if !path.exists() {
            problems.push(format!("{file} has landed and must not be removed"));
        } else if sha256_of(&path) != *hash {
            problems.push(format!(
                "{file} has landed and must not change: undo the edit and write a new migration"
            ));
        }
    }
    for entry in std::fs::read_dir(&src).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name.starts_with('m') && name.ends_with(".rs") && !pinned.contains_key(&name) {
            problems.push(format!(
                "{name} is not pinned: append `{}  {name}` to migrations/landed.sha256",
                sha256_of(&src.join(&name))
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
