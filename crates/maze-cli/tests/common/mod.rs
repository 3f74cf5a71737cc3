//! Helpers shared by the tests that run the real `maze` binary.

// Each test file compiles this module on its own and uses only some of it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use assert_cmd::Command;

/// The `maze` binary, with `NO_COLOR` cleared so colour choices are the program's own.
pub fn maze() -> Command {
    let mut cmd = Command::cargo_bin("maze").unwrap();
    cmd.env_remove("NO_COLOR");
    cmd
}

/// The standard output of a successful run.
pub fn stdout_of(args: &[&str]) -> String {
    success_stdout(maze().args(args))
}

/// Runs `command`, which must succeed, and returns its standard output.
pub fn success_stdout(command: &mut Command) -> String {
    let out = command.assert().success().get_output().stdout.clone();
    String::from_utf8(out).unwrap()
}

/// A fresh, empty directory for one test's files.
pub fn temp_dir() -> PathBuf {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let dir = std::env::temp_dir().join(format!(
        "maze-cli-test-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `maze generate` with `args`, writing the maze to `file`.
pub fn generate_into(file: &Path, args: &[&str]) {
    maze()
        .arg("generate")
        .args(args)
        .arg("-o")
        .arg(file)
        .assert()
        .success();
}
