//! Helpers shared by the tests that run the real `maze` binary.

// Each test file compiles this module on its own and uses only some of it.
#![allow(dead_code)]

use std::path::Path;

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

/// Runs `command`, which must fail with one error line (clap's details, tips and usage may
/// follow it; a line naming a seed, which a generation prints first, may precede it) saying
/// `says`, and no panic.
pub fn fails_saying(command: &mut Command, says: &str) {
    let assert = command.assert().failure();
    let stderr = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
    let errors: Vec<&str> = stderr.lines().filter(|l| l.starts_with("error")).collect();
    assert_eq!(errors.len(), 1, "{command:?}: {stderr}");
    assert!(stderr.contains(says), "{command:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "{command:?}");
}

/// A fresh, empty directory for one test's files, removed when dropped.
pub fn temp_dir() -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix("maze-cli-test-")
        .tempdir()
        .unwrap()
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
