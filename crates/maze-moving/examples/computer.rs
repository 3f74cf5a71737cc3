//! Times the computer players' turns:
//! `cargo run --release -p maze-moving --example computer -- [LEVEL] [GAMES]`.
//!
//! Four computers of LEVEL (default hard) play GAMES random boards of each size (7 × 7 and
//! 9 × 9, 3 relics each, at most 400 turns a game). It prints the median, p99 and worst time
//! per turn. For hard it then replays the positions with a 20 ms budget and prints by how much
//! the budget was ever exceeded.

use std::time::{Duration, Instant};

use maze_moving::computer::{Level, choose, choose_within};
use maze_moving::{Game, Phase};
use rand::SeedableRng;

fn main() {
    let mut args = std::env::args().skip(1);
    let level: Level = args
        .next()
        .map_or(Level::Hard, |l| l.parse().expect("a level"));
    let games: u64 = args
        .next()
        .map_or(100, |n| n.parse().expect("GAMES is a number"));
    for side in [7, 9] {
        let mut times: Vec<Duration> = Vec::new();
        let mut positions = Vec::new();
        for seed in 0..games {
            let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            let mut game =
                Game::new(maze_moving::random_board(side, side, 3, &mut rng).expect("fits"));
            for _ in 0..400 {
                if game.phase() == Phase::Over {
                    break;
                }
                let clock = Instant::now();
                let turn = choose(&game, level).expect("the slide phase");
                times.push(clock.elapsed());
                if positions.len() < 2000 {
                    positions.push(game.clone());
                }
                for command in turn.commands(&game) {
                    game.apply(command).expect("a legal turn");
                }
            }
        }
        times.sort();
        let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize].as_secs_f64() * 1e3;
        println!(
            "{level} on {side}x{side}: {} turns; median {:.3} ms, p99 {:.3} ms, max {:.3} ms",
            times.len(),
            at(0.5),
            at(0.99),
            at(1.0),
        );
        if level == Level::Hard {
            let budget = Duration::from_millis(20);
            let worst = positions
                .iter()
                .map(|game| {
                    let clock = Instant::now();
                    choose_within(game, budget).expect("the slide phase");
                    clock.elapsed()
                })
                .max()
                .unwrap_or_default();
            println!(
                "  with a 20 ms budget, over {} positions: the slowest turn took {:.3} ms ({:+.1} %)",
                positions.len(),
                worst.as_secs_f64() * 1e3,
                (worst.as_secs_f64() / budget.as_secs_f64() - 1.0) * 100.0
            );
        }
    }
}
