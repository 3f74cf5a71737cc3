//! The word maze's speed: `cargo bench -p maze-words`.
//!
//! Targets (issue 13): a 20 × 20 board with at least 40 words in ≤ 50 ms; scoring linear in
//! the path's length; the hard AI's proof on default 15 × 15 boards in ≤ 100 ms (the
//! distribution over 1000 boards: `cargo run --release -p maze-words --example levels`).

use divan::Bencher;
use maze_words::{Board, Config, DEFAULT_BUDGET, Dictionary, Search, best_path, score, trace};
use mazes::Size;

fn main() {
    divan::main();
}

fn config(side: u32, seed: u64) -> Config {
    Config {
        size: Size::new(side, side),
        ..Config::new(seed)
    }
}

/// Reading the shipped word list and building its automaton (once per process in a game).
#[divan::bench(sample_count = 10)]
fn dictionary() -> Dictionary {
    let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/data/words.txt"))
        .expect("the shipped list");
    Dictionary::parse(&bytes).expect("valid").dictionary
}

/// A whole board: maze, words, loops, filler letters.
#[divan::bench(args = [10, 20, 30, 64], sample_count = 20)]
fn board(bencher: Bencher, side: u32) {
    let dictionary = Dictionary::english();
    let mut seed = 0;
    bencher.bench_local(|| {
        seed += 1;
        let board = Board::generate(&config(side, seed), &dictionary).expect("valid");
        assert!(side < 20 || board.placed().len() >= 40);
        board
    });
}

/// Scoring a path by the automaton: a depth-first path on boards of growing size, counted
/// per cell so that a linear cost shows as a flat rate.
#[divan::bench(args = [10, 32, 64], sample_count = 20)]
fn score_path(bencher: Bencher, side: u32) {
    let dictionary = Dictionary::english();
    let board = Board::generate(&config(side, 1), &dictionary).expect("valid");
    let path = trace(&board, Search::Dfs).path;
    bencher
        .counter(divan::counter::ItemsCount::new(path.len()))
        .bench_local(|| score(&board, &dictionary, &path));
}

/// The hard AI on the default 15 × 15 board, seed by seed.
#[divan::bench(args = [1, 2, 3, 4], sample_count = 10)]
fn hard_15(bencher: Bencher, seed: u64) {
    let dictionary = Dictionary::english();
    let board = Board::generate(&config(15, seed), &dictionary).expect("valid");
    bencher.bench_local(|| {
        let best = best_path(&board, &dictionary, DEFAULT_BUDGET);
        assert!(best.proven);
        best
    });
}

/// The hard AI on 30 × 30, where its default budget runs out: the time the budget buys.
#[divan::bench(sample_count = 3)]
fn hard_30(bencher: Bencher) {
    let dictionary = Dictionary::english();
    let board = Board::generate(&config(30, 1), &dictionary).expect("valid");
    bencher.bench_local(|| best_path(&board, &dictionary, DEFAULT_BUDGET));
}
