//! Times the exact single-player search (medium's, and the hint's):
//! `cargo run --release -p maze-moving --example search -- [POSITIONS]`.
//!
//! On random boards (3 relics), after a random number of easy turns, it asks for the fewest
//! turns to the next relic: 3 turns ahead on 7 × 7 and 4 on 9 × 9. It prints the median, p99
//! and worst time, and how often the relic was in reach at each depth. Positions where the
//! relic is further away than the horizon are the slowest: the search is then exhaustive.

use std::time::{Duration, Instant};

use maze_moving::computer::{Level, analyse, choose};
use maze_moving::{Game, Phase};
use rand::{Rng, SeedableRng};

fn main() {
    let positions: u64 = std::env::args()
        .nth(1)
        .map_or(1000, |n| n.parse().expect("POSITIONS is a number"));
    for (side, horizon) in [(7, 3), (9, 4)] {
        let count = if side == 9 { positions / 4 } else { positions };
        let mut times = Vec::new();
        let mut depths = [0u32; 6];
        for seed in 0..count {
            let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            let mut game =
                Game::new(maze_moving::random_board(side, side, 3, &mut rng).expect("fits"));
            for _ in 0..rng.random_range(0..12) {
                if game.phase() == Phase::Over {
                    break;
                }
                let turn = choose(&game, Level::Easy).expect("the slide phase");
                for command in turn.commands(&game) {
                    game.apply(command).expect("a legal turn");
                }
            }
            if game.phase() == Phase::Over {
                continue;
            }
            let clock = Instant::now();
            let analysis = analyse(&game, horizon).expect("the slide phase");
            times.push(clock.elapsed());
            depths[usize::from(analysis.turns.unwrap_or(0))] += 1;
        }
        times.sort();
        let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize].as_secs_f64() * 1e3;
        let beyond = depths[0];
        println!(
            "{side}x{side}, {horizon} turns ahead: {} positions; median {:.3} ms, p99 {:.3} ms, max {:.3} ms, mean {:.3} ms",
            times.len(),
            at(0.5),
            at(0.99),
            at(1.0),
            times.iter().sum::<Duration>().as_secs_f64() * 1e3 / times.len() as f64,
        );
        println!(
            "  relic in 1/2/3/4 turns: {:?}; beyond the horizon: {beyond}",
            &depths[1..=usize::from(horizon)]
        );
    }
}
