//! The run's one table, printed and kept in `docs/performance.md` between this backend's
//! markers (other sections of that page belong to other tools and are left alone).

use std::path::PathBuf;

use super::load::{Row, ms};

pub struct Report {
    /// `sqlite` or `postgres`: the markers' name.
    pub backend: &'static str,
    pub database: String,
    pub posts: usize,
    pub rows: Vec<Row>,
    /// Lines under the table: cold start, memory, the baseline's ratio.
    pub notes: Vec<String>,
}

impl Report {
    pub fn markdown(&self) -> String {
        let cores = std::thread::available_parallelism().map_or(0, usize::from);
        let mut out = format!(
            "{} · {} posts · {} · {cores} cores · commit {}\n\n",
            chrono::Utc::now().format("%Y-%m-%d %H:%M UTC"),
            thousands(self.posts),
            self.database,
            git(&["rev-parse", "--short", "HEAD"]).unwrap_or_else(|| "unknown".into()),
        );
        out.push_str("| scenario | req/s | p50 ms | p99 ms | errors |\n");
        out.push_str("|---|--:|--:|--:|--:|\n");
        for row in &self.rows {
            out.push_str(&format!(
                "| {} | {:.0} | {:.1} | {:.1} | {} |\n",
                row.name.replace('|', "\\|"),
                row.per_sec,
                ms(row.p50),
                ms(row.p99),
                row.errors
            ));
        }
        if !self.notes.is_empty() {
            out.push('\n');
            for note in &self.notes {
                out.push_str(&format!("- {note}\n"));
            }
        }
        out
    }

    /// Replaces what lies between `<!-- bench:<backend>:begin -->` and `…:end -->` in
    /// `docs/performance.md`, creating the page or the markers when missing.
    pub fn write_docs(&self) -> std::io::Result<PathBuf> {
        let path = repository_root().join("docs").join("performance.md");
        let begin = format!("<!-- bench:{}:begin -->", self.backend);
        let end = format!("<!-- bench:{}:end -->", self.backend);
        let mut page = match std::fs::read_to_string(&path) {
            Ok(page) => page,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => String::from(
                "# Performance\n\nMeasured by `just bench` (`crates/gateway/examples/bench`): the release \
                 server as its own process, 16 connections, on the demo forum. Each section is \
                 replaced by the next run on its database.\n\n## SQLite\n\n\
                 <!-- bench:sqlite:begin -->\n<!-- bench:sqlite:end -->\n\n## PostgreSQL\n\n\
                 <!-- bench:postgres:begin -->\n<!-- bench:postgres:end -->\n",
            ),
            Err(err) => return Err(err),
        };
        let section = match (page.find(&begin), page.find(&end)) {
            (Some(b), Some(e)) if b < e => b + begin.len()..e,
            _ => {
                if !page.ends_with('\n') {
                    page.push('\n');
                }
                page.push_str(&format!("\n{begin}\n{end}\n"));
                let b = page.find(&begin).unwrap_or_default() + begin.len();
                let e = page.find(&end).unwrap_or(b);
                b..e
            }
        };
        page.replace_range(section, &format!("\n{}", self.markdown()));
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        std::fs::write(&path, page)?;
        Ok(path)
    }
}

/// The repository `just bench` runs in (its working directory's), else the one this bench
/// was built from.
fn repository_root() -> PathBuf {
    git(&["rev-parse", "--show-toplevel"])
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")))
}

fn git(args: &[&str]) -> Option<String> {
    let output = std::process::Command::new("git").args(args).output().ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).trim().to_owned())
        .filter(|s| !s.is_empty())
}

pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}
