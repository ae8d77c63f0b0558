//! A quick measure of the location service: how long the place list takes to load, how much
//! memory it holds, and how long one suggestion search and one nearest-city lookup take.
//! Not a test (numbers vary by machine); run it optimised:
//!
//!     cargo run --release -p identity --example locations

use std::error::Error;
use std::hint::black_box;
use std::time::{Duration, Instant};

use identity::service::locations;

/// The process's resident memory in KiB (Linux), to see what the loaded list costs.
fn resident_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The CPU time this process has used (Linux, in 10 ms ticks): on a busy machine wall time
/// also counts the time other programs had the cores.
fn cpu_time() -> Duration {
    let ticks = std::fs::read_to_string("/proc/self/stat")
        .ok()
        .and_then(|stat| {
            let fields: Vec<u64> = stat
                .rsplit(')')
                .next()?
                .split_whitespace()
                .skip(11)
                .take(2)
                .filter_map(|f| f.parse().ok())
                .collect();
            Some(fields.iter().sum::<u64>())
        })
        .unwrap_or_default();
    Duration::from_millis(ticks * 10)
}

/// Times `calls` runs of `work` in wall and CPU time.
struct Timer {
    wall: Instant,
    cpu: Duration,
}

impl Timer {
    fn start() -> Self {
        Self {
            wall: Instant::now(),
            cpu: cpu_time(),
        }
    }

    fn report(self, what: &str, calls: u32) {
        let per = |total: Duration| total.as_secs_f64() * 1e6 / f64::from(calls);
        println!(
            "{what}: {:.1} µs wall, {:.1} µs CPU per call",
            per(self.wall.elapsed()),
            per(cpu_time() - self.cpu)
        );
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn Error>> {
    let before = resident_kib();
    let started = Timer::start();
    locations::preload().await;
    let after = resident_kib();
    println!(
        "load: {:.0} ms wall, {:.0} ms CPU",
        started.wall.elapsed().as_secs_f64() * 1e3,
        (cpu_time() - started.cpu).as_secs_f64() * 1e3
    );
    if let (Some(before), Some(after)) = (before, after) {
        println!("memory held: {:.1} MiB", (after - before) as f64 / 1024.0);
    }

    // Typing "san francisco" one key at a time, and a few other searches, short and long.
    let typed = "san francisco";
    let mut searches: Vec<&str> = (1..=typed.len()).map(|n| &typed[..n]).collect();
    searches.extend(["sao", "new york", "zurich", "paris, texas", "a", "qqqq"]);
    let rounds = 200;
    let started = Timer::start();
    for _ in 0..rounds {
        for text in &searches {
            black_box(locations::suggest(black_box(text)).await?);
        }
    }
    started.report("suggest", rounds * u32::try_from(searches.len())?);
    let started = Timer::start();
    for _ in 0..rounds {
        black_box(locations::suggest(black_box("s")).await?);
    }
    started.report("suggest \"s\" (the longest run of names)", rounds);

    // Points spread over the globe, land and sea, dense and empty.
    let calls = 20_000;
    let started = Timer::start();
    for i in 0..calls {
        let latitude = f64::from(i % 170) - 85.0 + f64::from(i % 7) * 0.13;
        let longitude = f64::from((i * 37) % 360) - 180.0 + f64::from(i % 11) * 0.07;
        black_box(locations::nearest(latitude, longitude).await?);
    }
    started.report("nearest, anywhere", calls);
    let started = Timer::start();
    for i in 0..calls {
        let offset = f64::from(i % 100) * 0.002;
        black_box(locations::nearest(48.8 + offset, 2.3 + offset).await?);
    }
    started.report("nearest, in Paris (many places near)", calls);
    Ok(())
}
