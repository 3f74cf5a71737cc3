//! The README's and docs' console examples, run: each ```` ```console ```` block is a session in
//! a fresh directory, each `$ ` line a shell command with the real `maze` first on `PATH`, and
//! the lines after it what it must print on standard output. A line holding only `…` (however
//! indented) stands for any number of lines. Recorded measurements that cannot be rerun belong
//! in ```` ```text ```` blocks, which are not run.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "a test fails by panicking"
)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// One `$ ` command and the output it must print.
struct Example {
    /// Where it stands: file and line.
    place: String,
    command: String,
    expected: Vec<String>,
}

/// The console sessions of a Markdown file: one list of examples per block.
fn sessions(file: &Path) -> Vec<Vec<Example>> {
    let text = std::fs::read_to_string(file).unwrap();
    let mut sessions = Vec::new();
    let mut current: Option<Vec<Example>> = None;
    for (number, line) in (1..).zip(text.lines()) {
        match (&mut current, line.trim_end()) {
            (None, "```console") => current = Some(Vec::new()),
            (Some(_), "```") => sessions.extend(current.take()),
            (Some(block), line) => match line.strip_prefix("$ ") {
                Some(command) => block.push(Example {
                    place: format!("{}:{number}", file.display()),
                    command: command.to_owned(),
                    expected: Vec::new(),
                }),
                None => match block.last_mut() {
                    Some(example) => example.expected.push(line.to_owned()),
                    None => panic!("{}:{number}: output before any command", file.display()),
                },
            },
            (None, _) => {}
        }
    }
    assert!(
        current.is_none(),
        "{}: an unclosed console block",
        file.display()
    );
    sessions
}

/// Whether `actual` matches `expected`, where a `…` line matches any lines (trailing spaces are
/// not compared).
fn matches(expected: &[String], actual: &[&str]) -> bool {
    match expected.split_first() {
        None => actual.is_empty(),
        Some((first, rest)) if first.trim() == "…" => {
            (0..=actual.len()).any(|skip| matches(rest, &actual[skip..]))
        }
        Some((first, rest)) => actual
            .split_first()
            .is_some_and(|(line, more)| line.trim_end() == first.trim_end() && matches(rest, more)),
    }
}

/// Runs every session of `file` and checks every output.
fn check_file(file: &Path) -> usize {
    let binary = PathBuf::from(env!("CARGO_BIN_EXE_maze"));
    let bin_dir = binary.parent().unwrap();
    let path = std::env::join_paths(std::iter::once(bin_dir.to_path_buf()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .unwrap();
    let mut count = 0;
    for session in sessions(file) {
        let dir = tempfile::tempdir().unwrap();
        for example in session {
            let output = Command::new("bash")
                .arg("-c")
                .arg(format!("set -o pipefail; {}", example.command))
                .current_dir(dir.path())
                .env("PATH", &path)
                .env_remove("NO_COLOR")
                .stdin(Stdio::null())
                .output()
                .unwrap();
            let stdout = String::from_utf8_lossy(&output.stdout);
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert!(
                output.status.success(),
                "{}: `{}` failed: {stderr}",
                example.place,
                example.command
            );
            let actual: Vec<&str> = stdout.lines().collect();
            assert!(
                matches(&example.expected, &actual),
                "{}: `{}` printed\n{stdout}\nbut the document shows\n{}",
                example.place,
                example.command,
                example.expected.join("\n")
            );
            count += 1;
        }
    }
    count
}

fn project_file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(name)
}

#[test]
fn the_readme_examples_print_what_it_shows() {
    assert!(check_file(&project_file("README.md")) >= 8);
}

#[test]
fn the_docs_examples_print_what_they_show() {
    let docs = std::fs::read_dir(project_file("docs")).unwrap();
    for entry in docs {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            check_file(&path);
        }
    }
}

#[test]
fn an_ellipsis_matches_any_lines_and_nothing_else_is_loose() {
    let expected = |lines: &[&str]| lines.iter().map(|l| (*l).to_owned()).collect::<Vec<_>>();
    assert!(matches(&expected(&["a", "…", "d"]), &["a", "b", "c", "d"]));
    assert!(matches(&expected(&["a", "…"]), &["a"]));
    assert!(!matches(&expected(&["a", "d"]), &["a", "b", "d"]));
    assert!(!matches(&expected(&["a"]), &["a", "b"]));
    assert!(matches(&expected(&["a  "]), &["a"]));
}
