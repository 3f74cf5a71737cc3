//! The page's keys (`assets/keys.js`) reach every open way from every cell of every board:
//! the engine gives each board's ways with the headings the server sends, and Node runs the
//! page's own key map over them (`browser/keys-check.mjs`).
//!
//! Needs `node` (as the browser test does); without it the test is reported as ignored, except
//! under CI, where it fails.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "a test fails by panicking"
)]

use std::path::PathBuf;
use std::process::Command;

use maze_classic::{Board, Config, Cut, Difficulty, Game};
use mazes::shape::ShapeKind;
use serde_json::{Value, json};

/// Whether this machine runs Node.
fn has_node() -> bool {
    Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The boards checked: every cell shape at every size the game has, levels of hexagons and
/// rings, a weave and masks.
fn boards() -> Vec<(String, Board, Difficulty)> {
    let plain = |shape| Board {
        shape,
        ..Board::default()
    };
    let mut boards = Vec::new();
    for shape in [
        ShapeKind::Square,
        ShapeKind::Hex,
        ShapeKind::Triangle,
        ShapeKind::Polar,
        ShapeKind::Upsilon,
    ] {
        for difficulty in [Difficulty::Easy, Difficulty::Hard] {
            boards.push((
                format!("{shape:?} {difficulty:?}"),
                plain(shape),
                difficulty,
            ));
        }
    }
    let more = [
        (
            "polar, 3 levels",
            Board {
                levels: 3,
                ..plain(ShapeKind::Polar)
            },
        ),
        (
            "hex, 2 levels",
            Board {
                levels: 2,
                ..plain(ShapeKind::Hex)
            },
        ),
        (
            "weave",
            Board {
                weave: true,
                ..Board::default()
            },
        ),
        (
            "circle",
            Board {
                cut: Some(Cut::Circle),
                ..Board::default()
            },
        ),
        (
            "words",
            Board {
                cut: Some(Cut::Text("MAZE".into())),
                ..Board::default()
            },
        ),
    ];
    for (name, board) in more {
        boards.push((name.to_owned(), board, Difficulty::Medium));
    }
    boards
}

/// Every cell of `game`'s maze: its up and its ways, as the server sends them.
fn cells(game: &Game) -> Value {
    let maze = game.maze();
    let cells: Vec<Value> = (0..maze.cell_count())
        .map(|cell| {
            let ways: Vec<Value> = maze_classic::ways(maze, cell)
                .into_iter()
                .map(|way| {
                    let stairs = way.stairs.map(|up| if up { "up" } else { "down" });
                    json!({ "cell": way.cell, "open": way.open, "heading": way.heading, "stairs": stairs })
                })
                .collect();
            json!({ "cell": cell, "up": maze_classic::up_heading(maze, cell), "ways": ways })
        })
        .collect();
    Value::Array(cells)
}

fn every_open_way_has_a_key() {
    let mut out = Vec::new();
    for (name, board, difficulty) in boards() {
        let shape = board.shape.name();
        // 8308652136012177: the hard polar board where a key once missed a cell.
        for seed in [1, 2, 3, 8_308_652_136_012_177] {
            let config = Config {
                difficulty,
                board: board.clone(),
                ..Config::new(seed)
            };
            let game = Game::new(config).unwrap();
            out.push(json!({ "name": format!("{name}, seed {seed}"), "shape": shape, "cells": cells(&game) }));
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("boards.json");
    std::fs::write(&file, serde_json::to_vec(&out).unwrap()).unwrap();
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("browser/keys-check.mjs");
    let run = Command::new("node")
        .arg(&script)
        .arg(&file)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(said.contains("every open way has a key"), "{said}");
}

/// Runs the one test, or reports it ignored when this machine has no Node.
fn main() -> std::process::ExitCode {
    let arguments = libtest_mimic::Arguments::from_args();
    let ignored = !has_node() && std::env::var_os("CI").is_none();
    let trial = libtest_mimic::Trial::test("every_open_way_has_a_key", || {
        if !has_node() {
            return Err("this machine lacks node".into());
        }
        every_open_way_has_a_key();
        Ok(())
    })
    .with_ignored_flag(ignored);
    libtest_mimic::run(&arguments, vec![trial]).exit_code()
}
