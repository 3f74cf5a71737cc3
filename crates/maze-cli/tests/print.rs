//! `maze print` writes booklets that a PDF reader opens: poppler-utils' `pdfinfo` counts the
//! pages and reads the title and paper, `pdftotext` finds every maze's seed (once on its page,
//! once among the answers), and `pdftoppm` draws a page.
//!
//! Needs poppler-utils (`apt-get install poppler-utils`, which `.ci/run` does). Without it the
//! test is reported ignored; on CI (`CI` set) it fails instead.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "a test fails by panicking"
)]

mod common;

use common::{maze, temp_dir};

/// The reader's tools this test runs.
const TOOLS: [&str; 3] = ["pdfinfo", "pdftotext", "pdftoppm"];

/// The first of the reader's tools this machine lacks, if any.
fn missing() -> Option<&'static str> {
    TOOLS
        .into_iter()
        .find(|tool| std::process::Command::new(tool).arg("-v").output().is_err())
}

/// Runs the one test, or reports it ignored when this machine cannot run it.
fn main() -> std::process::ExitCode {
    let arguments = libtest_mimic::Arguments::from_args();
    let ignored = missing().is_some() && std::env::var_os("CI").is_none();
    let trial = libtest_mimic::Trial::test("a_pdf_reader_opens_the_booklets", || match missing() {
        Some(tool) => {
            Err(format!("this machine lacks {tool} (apt-get install poppler-utils)").into())
        }
        None => {
            a_pdf_reader_opens_the_booklets();
            Ok(())
        }
    })
    .with_ignored_flag(ignored);
    libtest_mimic::run(&arguments, vec![trial]).exit_code()
}

/// The standard output of a reader's `tool` run on `args`, which must succeed.
fn run(tool: &str, args: &[&str]) -> String {
    let output = std::process::Command::new(tool)
        .args(args)
        .output()
        .unwrap();
    assert!(output.status.success(), "{tool} {args:?} failed");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn a_pdf_reader_opens_the_booklets() {
    let tmp = temp_dir();
    let pdf = tmp.path().join("book.pdf");
    let path = pdf.to_str().unwrap();
    maze()
        .args([
            "print",
            "--count",
            "5",
            "-W",
            "12",
            "-H",
            "9",
            "-s",
            "40",
            "--title",
            "Rainy day",
            "-o",
            path,
        ])
        .assert()
        .success();
    let bytes = std::fs::read(&pdf).unwrap();
    assert!(bytes.starts_with(b"%PDF-") && bytes.len() < 100_000);
    // Three pages of two mazes, then two of answers (four to a page).
    let info = run("pdfinfo", &[path]);
    assert!(info.contains("Pages:           5"), "{info}");
    assert!(info.contains("Title:           Rainy day"), "{info}");
    let text = run("pdftotext", &[path, "-"]);
    for seed in 40..45 {
        assert_eq!(text.matches(&format!("seed {seed},")).count(), 2, "{text}");
    }
    assert!(text.contains("Rainy day: answers - page 4 of 5"), "{text}");
    let image = tmp.path().join("page");
    run(
        "pdftoppm",
        &[
            "-r",
            "40",
            "-f",
            "1",
            "-l",
            "1",
            "-png",
            path,
            image.to_str().unwrap(),
        ],
    );
    let png = std::fs::read(tmp.path().join("page-1.png")).unwrap();
    assert!(png.starts_with(b"\x89PNG") && png.len() > 1000);
    maze()
        .args([
            "print",
            "--count",
            "3",
            "--no-answers",
            "--per-page",
            "3",
            "--paper",
            "letter",
            "-o",
            path,
        ])
        .assert()
        .success();
    let info = run("pdfinfo", &[path]);
    assert!(
        info.contains("Pages:           1") && info.contains("612 x 792"),
        "{info}"
    );
    // Round mazes and words: their own captions, answers after them.
    for (args, caption) in [
        (
            &["--shape", "polar", "--rings", "9"][..],
            "polar 9 rings, seed 7",
        ),
        (&["--mask-text", "HI"][..], "square 20×20 masked, seed 7"),
    ] {
        maze()
            .args(["print", "--count", "2", "-s", "7", "-o", path])
            .args(args)
            .assert()
            .success();
        let info = run("pdfinfo", &[path]);
        assert!(info.contains("Pages:           2"), "{info}");
        let text = run("pdftotext", &[path, "-"]);
        assert_eq!(text.matches(caption).count(), 2, "{text}");
    }
}
