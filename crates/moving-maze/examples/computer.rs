//! Times the computer player's turns: `cargo run --release -p moving-maze --example computer`.
//!
//! Plays four easy computers against each other on 200 random boards of each size (7 × 7 and
//! 9 × 9, 3 relics each, at most 400 turns a game) and prints the time per turn and who won.

use std::time::{Duration, Instant};

use moving_maze::computer::{Level, choose};
use moving_maze::{Game, Outcome, Phase};
use rand::SeedableRng;

fn main() {
    for side in [7, 9] {
        let mut times: Vec<Duration> = Vec::new();
        let mut wins = [0u32; 4];
        let mut unfinished = 0;
        for seed in 0..200 {
            let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            let mut game =
                Game::new(moving_maze::random_board(side, side, 3, &mut rng).expect("fits"));
            for _ in 0..400 {
                if game.phase() == Phase::Over {
                    break;
                }
                let clock = Instant::now();
                let turn = choose(&game, Level::Easy).expect("the slide phase");
                times.push(clock.elapsed());
                for command in turn.commands(&game) {
                    game.apply(command).expect("a legal turn");
                }
            }
            match game.outcome() {
                Some(Outcome::Won(colour)) => wins[colour.index()] += 1,
                _ => unfinished += 1,
            }
        }
        times.sort();
        let mean = times.iter().sum::<Duration>() / u32::try_from(times.len()).expect("few");
        let p99 = times[times.len() * 99 / 100];
        println!(
            "{side}x{side}: {} turns, mean {:.3} ms, p99 {:.3} ms, max {:.3} ms; wins green/yellow/red/blue {:?}, unfinished {unfinished}",
            times.len(),
            mean.as_secs_f64() * 1e3,
            p99.as_secs_f64() * 1e3,
            times.last().expect("some").as_secs_f64() * 1e3,
            wins
        );
    }
}
