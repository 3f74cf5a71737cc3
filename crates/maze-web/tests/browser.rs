//! The pages in a real browser: Debian's Chromium driven by `browser/play.mjs` (Playwright's
//! library, pointed at the system's browser; nothing downloads one). Screenshots land in
//! `target/browser-screenshots/` for a person to look at.
//!
//! Needs `chromium` (or `CHROMIUM=/path`) and `npm ci` in `crates/maze-web/browser`;
//! `.ci/run` sets both up. Without them the test says what is missing and passes, except
//! under CI, where it fails.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "a test fails by panicking"
)]

use std::path::{Path, PathBuf};
use std::process::Command;

use maze_classic::{Config, Difficulty, Game, Mode};

/// What the browser test needs that this machine lacks, if anything.
fn missing(browser_dir: &Path) -> Option<String> {
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".to_owned());
    if !Path::new(&chromium).exists() {
        return Some(format!("{chromium} (apt-get install chromium)"));
    }
    if !browser_dir.join("node_modules/playwright-core").exists() {
        return Some(format!(
            "playwright-core (npm ci in {})",
            browser_dir.display()
        ));
    }
    None
}

/// The `wasd` keys of the shortest way out of the easy single-player game of `seed`.
fn way_out(seed: u64) -> String {
    let config = Config {
        difficulty: Difficulty::Easy,
        mode: Mode::Single,
        seed,
        ..Config::new(seed)
    };
    let game = Game::new(config).unwrap();
    game.solution().unwrap().to_wasd()
}

#[test]
fn the_pages_play_in_chromium() {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let browser_dir = manifest.join("browser");
    if let Some(what) = missing(&browser_dir) {
        assert!(std::env::var_os("CI").is_none(), "CI lacks {what}");
        eprintln!("skipped: this machine lacks {what}");
        return;
    }
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let server = runtime
        .block_on(maze_web::Server::bind("127.0.0.1".parse().unwrap(), 0))
        .unwrap();
    let base = server.url().trim_end_matches('/').to_owned();
    runtime.spawn(server.serve(std::future::pending()));
    let shots = manifest.join("../../target/browser-screenshots");
    let seed = 7;
    let output = Command::new("node")
        .arg(browser_dir.join("play.mjs"))
        .args([&base, &seed.to_string(), &way_out(seed)])
        .arg(&shots)
        .output()
        .expect("node runs");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.status.success(), "{said}");
    assert!(said.contains("won in"), "{said}");
}
