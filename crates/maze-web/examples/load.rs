//! The server under load: many pages playing Maze Games at once over WebSocket on loopback.
//!
//! ```text
//! maze gui --no-open --port 8765 --max-games 1000 &
//! cargo run --release -p maze-web --example load -- 1000 10 200 127.0.0.1:8765 $!
//! ```
//!
//! Arguments: pages (1000), seconds of play (10), milliseconds between a page's moves (200),
//! and the address and process id of a server to load; without them it serves in this process
//! (whose memory then holds the pages' sockets too). It prints answers a second, answer-time
//! percentiles, errors, and the server's memory: with every game open and idle, and at peak.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "a measuring tool for developers: it stops at the first failure"
)]

#[path = "../tests/common/load.rs"]
mod load;

use std::net::SocketAddr;
use std::time::Duration;

/// A number from the arguments, or `default`.
fn arg<T: std::str::FromStr>(args: &[String], at: usize, default: T) -> T {
    args.get(at).and_then(|a| a.parse().ok()).unwrap_or(default)
}

/// Resident and peak resident memory of process `pid`, in KiB (Linux).
fn memory_kib(pid: u32) -> Option<(u64, u64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| -> Option<u64> {
        let line = status.lines().find(|l| l.starts_with(name))?;
        line.split_whitespace().nth(1)?.parse().ok()
    };
    Some((field("VmRSS:")?, field("VmHWM:")?))
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let pages = arg(&args, 0, 1000usize);
    let seconds = arg(&args, 1, 10u64);
    let pace = Duration::from_millis(arg(&args, 2, 200u64));
    let (addr, pid) = match (args.get(3), args.get(4)) {
        (Some(addr), Some(pid)) => (
            addr.parse::<SocketAddr>()
                .expect("an address like 127.0.0.1:8765"),
            pid.parse().expect("the server's process id"),
        ),
        _ => {
            let server = maze_web::Server::bind("127.0.0.1".parse().unwrap(), 0)
                .await
                .expect("a free port")
                .with_capacity(pages);
            let addr = server.local_addr().unwrap();
            tokio::spawn(server.serve(std::future::pending()));
            (addr, std::process::id())
        }
    };
    let before = memory_kib(pid);
    let mut idle = None;
    println!("{pages} pages on {addr}, a move every {pace:?} each for {seconds} s");
    let report = load::run(addr, pages, Duration::from_secs(seconds), pace, || {
        idle = memory_kib(pid);
    })
    .await;
    let after = memory_kib(pid);
    println!(
        "games started {} · answers {} ({:.0} a second) · errors {}",
        report.games,
        report.answered,
        report.per_second(),
        report.errors.len()
    );
    for error in report.errors.iter().take(5) {
        println!("  {error}");
    }
    println!(
        "answer times: median {:.2?} · p90 {:.2?} · p99 {:.2?} · max {:.2?}",
        report.percentile(0.5),
        report.percentile(0.9),
        report.percentile(0.99),
        report.percentile(1.0)
    );
    if let (Some((rss_before, _)), Some((rss_idle, _)), Some((_, peak))) = (before, idle, after) {
        let per_game = (rss_idle.saturating_sub(rss_before)) as f64 / pages.max(1) as f64;
        println!(
            "server memory: {rss_before} KiB before · {rss_idle} KiB with every game open and idle \
             ({per_game:.1} KiB a game) · peak {peak} KiB"
        );
    }
}
