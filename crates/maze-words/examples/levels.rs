//! Measures the hard AI over many boards: how often it proves its answer, how long it takes,
//! and the mean score gaps between the three levels.
//!
//! `cargo run --release -p maze-words --example levels -- [SIDE] [BOARDS] [BUDGET]`
//! (defaults: 15, 1000, the default budget).

use std::time::{Duration, Instant};

use maze_words::{Board, Config, DEFAULT_BUDGET, Dictionary, Search, best_path, score, trace};
use mazes::Size;

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>());
    let side = args.next().and_then(Result::ok).unwrap_or(15) as u32;
    let boards = args.next().and_then(Result::ok).unwrap_or(1000);
    let budget = args.next().and_then(Result::ok).unwrap_or(DEFAULT_BUDGET);
    let dictionary = &Dictionary::english();
    let mut times = Vec::new();
    let (mut proven, mut steps) = (0, 0);
    let mut gaps = Vec::new();
    let mut totals = [0i64; 3];
    let mut words = [0u64; 3];
    for seed in 0..boards {
        let config = Config {
            size: Size::new(side, side),
            ..Config::new(seed)
        };
        let board = Board::generate(&config, dictionary).expect("a valid size");
        let clock = Instant::now();
        let best = best_path(&board, dictionary, budget);
        times.push(clock.elapsed());
        proven += u64::from(best.proven);
        if !best.proven {
            gaps.push(best.bound.words - best.breakdown.rank().words);
        }
        steps += best.steps;
        let easy = score(&board, dictionary, &trace(&board, Search::Dfs).path);
        let medium = score(&board, dictionary, &trace(&board, Search::Bfs).path);
        for (i, breakdown) in [easy, medium, best.breakdown].iter().enumerate() {
            totals[i] += breakdown.total;
            words[i] += breakdown.words.len() as u64;
        }
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let n = boards as f64;
    println!("{boards} boards {side}x{side}, budget {budget} steps");
    println!(
        "proven: {proven} ({:.1} %), mean steps {:.0}",
        100.0 * proven as f64 / n,
        steps as f64 / n
    );
    println!(
        "time ms: median {:.2}, p90 {:.2}, p99 {:.2}, max {:.2}",
        ms(at(0.5)),
        ms(at(0.9)),
        ms(at(0.99)),
        ms(at(1.0))
    );
    if !gaps.is_empty() {
        let mean = gaps.iter().map(|&g| f64::from(g)).sum::<f64>() / gaps.len() as f64;
        println!(
            "unproven: the bound allows {mean:.1} more words than found on average (max {})",
            gaps.iter().max().copied().unwrap_or(0)
        );
    }
    for (i, level) in ["easy (dfs)", "medium (bfs)", "hard"].iter().enumerate() {
        println!(
            "{level:>13}: mean score {:.1}, mean words {:.2}",
            totals[i] as f64 / n,
            words[i] as f64 / n
        );
    }
}
