//! Times `maze` and its Rust peers on the same tasks, the same way:
//! `cargo run --release --manifest-path bench/peers/Cargo.toml -- [RUNS] [TASK]`, where TASK
//! (a part of a task's name, such as `division` or `PNG`) runs only the tasks it names.
//!
//! Each task runs RUNS times (default 5) for every contender, the contenders interleaved run by
//! run, each run on a fresh seed shared by all; the median is printed, with the ratio of the
//! peer's median to ours. `maze` runs twice, on every core (the default) and on one
//! (`maze::set_threads`); the peers run on one. Only the work is timed: building the maze in
//! memory, or writing a built maze's PNG into memory, each timed run right after an untimed
//! one of the same contender.

use std::hint::black_box;
use std::num::NonZeroUsize;
use std::time::{Duration, Instant};

use amaze::generators::MazeGenerator2D;
use maze::{Algorithm, MazeBuilder, Size};

/// A contender: its name and the work it does for a side and a seed.
type Contender = (&'static str, Box<dyn Fn(usize, u64)>);

fn main() {
    let runs: usize = std::env::args()
        .nth(1)
        .map_or(5, |n| n.parse().expect("RUNS is a number"));
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!(
        "| task | side | maze, {cores} cores | maze, 1 core | peer | peer's time | ratio, {cores} cores | ratio, 1 core |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for side in [1000, 4000] {
        for (task, algorithm, peer) in [
            (
                "binary tree",
                Algorithm::BinaryTree,
                amaze_with::<amaze::generators::BinaryTree4>(),
            ),
            (
                "sidewinder",
                Algorithm::Sidewinder,
                amaze_with::<amaze::generators::Sidewinder4>(),
            ),
            (
                "Eller",
                Algorithm::Eller,
                amaze_with::<amaze::generators::Eller4>(),
            ),
        ] {
            race(task, side, runs, ours(algorithm), peer);
        }
        race(
            "recursive division",
            side,
            runs,
            ours(Algorithm::Division),
            (
                "knossos",
                Box::new(|side, seed| {
                    use knossos::maze::*;
                    let maze = OrthogonalMazeBuilder::new()
                        .width(side)
                        .height(side)
                        .seed(Some(seed))
                        .algorithm(Box::new(RecursiveDivision))
                        .build();
                    black_box(maze);
                }),
            ),
        );
        race(
            "Kruskal",
            side,
            runs,
            ours(Algorithm::Kruskal),
            amaze_with::<amaze::generators::Kruskal4>(),
        );
        race(
            "Prim",
            side,
            runs,
            ours(Algorithm::Prim),
            amaze_with::<amaze::generators::Prim4>(),
        );
        race(
            "growing tree (newest)",
            side,
            runs,
            ours(Algorithm::GrowingTree(maze::generate::Pick::Newest)),
            amaze_with::<amaze::generators::GrowingTree4>(),
        );
        race(
            "backtracker",
            side,
            runs,
            ours(Algorithm::Backtracker),
            (
                "Mazeir",
                Box::new(|side, seed| {
                    use mazeir::algorithm::DepthFirst;
                    let mut maze = mazeir::map::Orthogonal::new(side, side);
                    maze.depth_first_with_seed(seed_bytes(seed));
                    black_box(maze);
                }),
            ),
        );
    }
    png(4000, runs);
}

/// Builds a `side`-square maze with `algorithm`.
fn ours(algorithm: Algorithm) -> Contender {
    (
        "maze",
        Box::new(move |side, seed| {
            let side = u32::try_from(side).expect("small");
            let maze = MazeBuilder::new(Size::new(side, side))
                .algorithm(algorithm)
                .seed(seed)
                .build()
                .expect("fits");
            black_box(maze);
        }),
    )
}

/// amaze's generator `G`.
fn amaze_with<G: MazeGenerator2D + 'static>() -> Contender {
    (
        "amaze",
        Box::new(|side, seed| {
            black_box(G::new_from_seed(seed).generate(side, side));
        }),
    )
}

fn seed_bytes(seed: u64) -> [u8; 16] {
    let mut bytes = [0; 16];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    bytes
}

/// Times `maze` on every core and on one, and a peer, on `task`, interleaved, and prints a
/// table row.
fn race(task: &str, side: usize, runs: usize, ours: Contender, peer: Contender) {
    if !wanted(task) {
        return;
    }
    let mut times = [Vec::new(), Vec::new(), Vec::new()];
    for run in 0..runs {
        let seed = 1 + run as u64;
        for (i, (threads, work)) in [
            (None, &ours.1),
            (NonZeroUsize::new(1), &ours.1),
            (None, &peer.1),
        ]
        .into_iter()
        .enumerate()
        {
            maze::set_threads(threads);
            // Once untimed first, so that no contender pays for the memory the one before
            // it freed (the allocator's state, fresh pages).
            work(side, seed);
            let clock = Instant::now();
            work(side, seed);
            times[i].push(clock.elapsed());
        }
    }
    maze::set_threads(None);
    let [every_core, one_core, theirs] = times.map(median);
    let ratio = |mine: Duration| theirs.as_secs_f64() / mine.as_secs_f64();
    println!(
        "| {task} | {side}² | {} | {} | {} | {} | {:.1}× | {:.1}× |",
        seconds(every_core),
        seconds(one_core),
        peer.0,
        seconds(theirs),
        ratio(every_core),
        ratio(one_core)
    );
}

/// The PNG of a built `side`-square backtracker maze, one pixel a wall and a floor, written
/// into memory: ours against Mazeir's `Draw`.
fn png(side: usize, runs: usize) {
    if !wanted("PNG") {
        return;
    }
    use mazeir::algorithm::DepthFirst;
    use mazeir::output::Draw;
    let size = u32::try_from(side).expect("small");
    let mine = MazeBuilder::new(Size::new(size, size))
        .algorithm(Algorithm::Backtracker)
        .seed(1)
        .build()
        .expect("fits");
    let mut theirs = mazeir::map::Orthogonal::new(side, side);
    theirs.depth_first_with_seed(seed_bytes(1));
    let options = maze::render::PngOptions {
        cell: 1,
        wall: 1,
        ..Default::default()
    };
    let overlay = maze::render::Overlay::none();
    let (mut times, mut bytes) = ([Vec::new(), Vec::new(), Vec::new()], [0, 0]);
    for _ in 0..runs {
        for (i, threads) in [None, NonZeroUsize::new(1)].into_iter().enumerate() {
            maze::set_threads(threads);
            let clock = Instant::now();
            let mut out = Vec::new();
            maze::render::write_png(&mut out, &mine, &overlay, options).expect("in memory");
            times[i].push(clock.elapsed());
            bytes[0] = out.len();
        }
        maze::set_threads(None);
        let clock = Instant::now();
        let mut out = Vec::new();
        theirs.draw(&mut out).expect("in memory");
        times[2].push(clock.elapsed());
        bytes[1] = out.len();
    }
    let [every_core, one_core, theirs] = times.map(median);
    let ratio = |mine: Duration| theirs.as_secs_f64() / mine.as_secs_f64();
    println!(
        "| PNG, 1-pixel walls ({} / {} bytes) | {side}² | {} | {} | Mazeir | {} | {:.1}× | {:.1}× |",
        bytes[0],
        bytes[1],
        seconds(every_core),
        seconds(one_core),
        seconds(theirs),
        ratio(every_core),
        ratio(one_core)
    );
}

/// Whether the command line's TASK, if any, names `task` (in any case).
fn wanted(task: &str) -> bool {
    std::env::args()
        .nth(2)
        .is_none_or(|part| task.to_lowercase().contains(&part.to_lowercase()))
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn seconds(time: Duration) -> String {
    format!("{:.3} s", time.as_secs_f64())
}
