//! How deep each of the deep searches sees within a time budget, over random positions:
//! `cargo run --release -p maze-moving --example expert_depth -- [POSITIONS] [SIDE] [MS]`
//! (defaults 100 positions on 7 × 7 boards, 1000 ms: about five minutes).
//!
//! Positions are random boards with three relics each, played on by easy, medium and hard for
//! 0 to 39 turns (a game that ends sooner gives no position: its seed is skipped). For each
//! search it prints the plies reached (paranoid and Best-Reply Search full width; Monte Carlo
//! tree search, the deepest line of its tree), how many positions reached 3 or more, how many
//! it decided sooner (a forced win found, the search stopped early), positions visited and the
//! time taken (median and slowest), for docs/performance.md.

use std::time::{Duration, Instant};

use maze_moving::computer::{self, Budget, Level, Search};
use maze_moving::{Game, Phase};
use rand::{Rng, SeedableRng};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let positions: u64 = args.next().map_or(Ok(100), |a| a.parse())?;
    let side: usize = args.next().map_or(Ok(7), |a| a.parse())?;
    let budget = Duration::from_millis(args.next().map_or(Ok(1000), |a| a.parse())?);
    let mut games = Vec::new();
    for seed in 0.. {
        if games.len() as u64 == positions {
            break;
        }
        games.extend(position(seed, side)?);
    }
    println!(
        "{positions} positions on {side}×{side}, {} ms a turn\n",
        budget.as_millis()
    );
    println!(
        "| search | plies min / median / max | ≥ 3 plies | decided sooner | positions visited (median) | time median / slowest |"
    );
    println!("|---|---|---|---|---|---|");
    for search in Search::ALL {
        let mut depths = Vec::new();
        let mut nodes = Vec::new();
        let mut times = Vec::new();
        let mut decided = 0;
        for game in &games {
            let clock = Instant::now();
            let thought = computer::think(game, search, Budget::time(budget)).ok_or("no turn")?;
            let elapsed = clock.elapsed();
            decided += usize::from(thought.depth < 3 && elapsed < budget / 2);
            times.push(elapsed);
            depths.push(thought.depth);
            nodes.push(thought.nodes);
        }
        depths.sort_unstable();
        nodes.sort_unstable();
        times.sort_unstable();
        let middle = depths.len() / 2;
        println!(
            "| {search} | {} / {} / {} | {} of {} | {decided} | {} | {:.0} ms / {:.0} ms |",
            depths[0],
            depths[middle],
            depths[depths.len() - 1],
            depths.iter().filter(|&&d| d >= 3).count(),
            depths.len(),
            nodes[middle],
            times[middle].as_secs_f64() * 1e3,
            times[times.len() - 1].as_secs_f64() * 1e3,
        );
    }
    Ok(())
}

/// A random position: a fresh board played on for a random number of turns; `None` if the
/// game ended before.
fn position(seed: u64, side: usize) -> Result<Option<Game>, Box<dyn std::error::Error>> {
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
    let mut game = Game::new(maze_moving::random_board(side, side, 3, &mut rng)?);
    for turn in 0..rng.random_range(0..40) {
        let level = [Level::Easy, Level::Medium, Level::Hard][turn % 3];
        let Some(chosen) = computer::choose(&game, level) else {
            break;
        };
        for command in chosen.commands(&game.clone()) {
            game.apply(command)?;
        }
        if game.phase() == Phase::Over {
            return Ok(None);
        }
    }
    Ok(Some(game))
}
