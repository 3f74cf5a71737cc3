//! The treasure maze's queries timed against the library's BFS, and how often the wealthiest
//! path is proven on room mazes: `cargo run --release -p maze-treasure --example speed`.

use std::time::{Duration, Instant};

use maze_treasure::{
    Config, DEFAULT_BUDGET, Treasure, can_reach, explore_to, random_path, wealthiest_path,
};
use mazes::{Pos, Size};

fn timed<T>(work: impl FnOnce() -> T) -> (T, Duration) {
    let started = Instant::now();
    let value = work();
    (value, started.elapsed())
}

fn main() {
    let side = 1000;
    let config = Config {
        size: Size::new(side, side),
        goal: Pos::new(side - 1, side - 1),
        ..Config::new(1)
    };
    let ((treasure, _), built) = timed(|| Treasure::build(&config).expect("valid settings"));
    let (from, to) = (treasure.start(), treasure.goal());
    println!("{side}×{side} perfect maze built in {built:.2?}");
    let (_, bfs) = timed(|| mazes::solve::bfs(treasure.grid(), from, to));
    println!("  library BFS          {bfs:.2?}");
    let (_, t) = timed(|| can_reach(&treasure, from, to));
    println!("  can_reach            {t:.2?}");
    let (walk, t) = timed(|| explore_to(&treasure, from, to));
    println!(
        "  explore_to           {t:.2?} ({} steps)",
        walk.map_or(0, |w| w.len())
    );
    let (_, t) = timed(|| random_path(&treasure, from, to, &mut mazes::rng_from_seed(2)));
    println!("  random_path          {t:.2?}");
    let (best, t) = timed(|| wealthiest_path(&treasure, from, to, DEFAULT_BUDGET));
    println!(
        "  wealthiest_path      {t:.2?} ({} gold)",
        best.map_or(0, |b| b.gold)
    );

    for loops in [10, 20, 30, 40] {
        let mut times = Vec::new();
        let mut unproven = 0;
        for seed in 0..100 {
            let config = Config {
                size: Size::new(100, 100),
                goal: Pos::new(99, 99),
                loops,
                ..Config::new(seed)
            };
            let (treasure, _) = Treasure::build(&config).expect("valid settings");
            let (found, t) = timed(|| {
                wealthiest_path(&treasure, treasure.start(), treasure.goal(), DEFAULT_BUDGET)
            });
            unproven += usize::from(!found.is_some_and(|f| f.proven));
            times.push(t);
        }
        times.sort();
        println!(
            "100×100, {loops} extra passages, 100 seeds: median {:.2?}, 90th {:.2?}, max {:.2?}, not proven {unproven}",
            times[50], times[90], times[99]
        );
    }
}
