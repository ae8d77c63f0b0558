//! The server under test, as its own process: the release `forum serve` binary, started on
//! the seeded database and stopped at the end, so that its memory and its cores are its own
//! and what it costs to start is measured.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use reqwest::Client;

/// What the server logged at WARN or ERROR: how many lines, and the first few.
#[derive(Default)]
pub struct Complaints {
    pub count: usize,
    pub first: Vec<String>,
}

pub struct Server {
    child: Child,
    pub base: String,
    /// From spawning the process to its first successful answer.
    pub cold_start: Duration,
    complaints: Arc<Mutex<Complaints>>,
}

/// `FORUM_BIN`, or the `forum` binary the same `cargo build --release` put beside this
/// example (`<target>/release/examples/bench` → `<target>/release/forum`).
pub fn binary() -> PathBuf {
    if let Some(bin) = std::env::var_os("FORUM_BIN") {
        return PathBuf::from(bin);
    }
    let exe = std::env::current_exe().expect("the bench's own path");
    let release = exe
        .parent()
        .and_then(|examples| examples.parent())
        .expect("the bench runs from <target>/release/examples");
    release.join("forum")
}

impl Server {
    /// Spawns `forum serve` with `env` (which names `PORT=0`), reads the address it prints,
    /// and polls it every 5 ms until it answers.
    pub async fn start(env: &[(&str, String)], client: &Client) -> Self {
        let bin = binary();
        let started = Instant::now();
        let mut child = Command::new(&bin)
            .arg("serve")
            .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| {
                panic!(
                    "cannot start {} ({e}): build it with `cargo build --release -p gateway --bin forum`, or set FORUM_BIN",
                    bin.display()
                )
            });
        let complaints = Arc::new(Mutex::new(Complaints::default()));
        let (address_tx, address_rx) = tokio::sync::oneshot::channel::<String>();
        // Both pipes are drained to the end, so the server never blocks on a full pipe.
        let stdout = child.stdout.take().expect("piped stdout");
        {
            let complaints = Arc::clone(&complaints);
            std::thread::spawn(move || {
                let mut address_tx = Some(address_tx);
                for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                    if let Some(rest) = line.split("Forum is running at ").nth(1) {
                        let address = rest.split_whitespace().next().unwrap_or_default();
                        if let Some(tx) = address_tx.take() {
                            let _ = tx.send(address.to_owned());
                        }
                    }
                    note(&complaints, &line);
                }
            });
        }
        let stderr = child.stderr.take().expect("piped stderr");
        {
            let complaints = Arc::clone(&complaints);
            std::thread::spawn(move || {
                for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                    eprintln!("server: {line}");
                    note(&complaints, &line);
                }
            });
        }
        let base = match tokio::time::timeout(Duration::from_secs(300), address_rx).await {
            Ok(Ok(base)) => base,
            _ => {
                let _ = child.kill();
                panic!("{} serve did not print its address", bin.display());
            }
        };
        let probe = format!("{base}/api/public/topic");
        loop {
            if let Ok(response) = client.get(&probe).send().await
                && response.status().is_success()
                && response.bytes().await.is_ok()
            {
                break;
            }
            if let Ok(Some(status)) = child.try_wait() {
                panic!("the server exited before answering: {status}");
            }
            assert!(
                started.elapsed() < Duration::from_secs(300),
                "the server did not answer within 5 minutes"
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        Self {
            cold_start: started.elapsed(),
            child,
            base,
            complaints,
        }
    }

    /// The server's peak and current resident memory, in MiB (`VmHWM`, `VmRSS`).
    pub fn memory(&self) -> (u64, u64) {
        memory_of(self.child.id())
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Stops it as an operator would (SIGTERM, then SIGKILL after 15 s) and returns what it
    /// complained about.
    pub fn stop(mut self) -> Complaints {
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        let deadline = Instant::now() + Duration::from_secs(15);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        std::mem::take(&mut *self.complaints.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

/// A server left running by a panic is killed, never orphaned.
impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn note(complaints: &Mutex<Complaints>, line: &str) {
    if line.contains("WARN") || line.contains("ERROR") {
        let mut complaints = complaints.lock().unwrap_or_else(|e| e.into_inner());
        complaints.count += 1;
        if complaints.first.len() < 5 {
            complaints.first.push(line.chars().take(300).collect());
        }
    }
}

/// `VmHWM` and `VmRSS` of a process, in MiB (0 when unreadable).
pub fn memory_of(pid: u32) -> (u64, u64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|kb| kb.parse::<u64>().ok())
            .map_or(0, |kb| kb / 1024)
    };
    (field("VmHWM:"), field("VmRSS:"))
}
