//! Times `mazes` and its Rust peers on the same tasks, the same way:
//! `cargo run --release --manifest-path bench/peers/Cargo.toml -- [RUNS] [TASK]`, where TASK
//! (a part of a task's name, such as `division` or `PNG`) runs only the tasks it names.
//!
//! Each task runs RUNS times (default 5) for every contender, the contenders interleaved run by
//! run, each run on a fresh seed shared by all; the median is printed, with the ratio of the
//! peer's median to ours. `mazes` runs twice, on every core (the default) and on one
//! (`mazes::set_threads`); the peers run on one. Only the work is timed: building the maze in
//! memory, or writing a built maze's PNG into memory, each timed run right after an untimed
//! one of the same contender.

use std::hint::black_box;
use std::num::NonZeroUsize;
use std::time::{Duration, Instant};

use amaze::generators::MazeGenerator2D;
use amaze::preamble::{GridCoord2D, MazeSolver, Wall4Grid};
use mazes::solve::Solver;
use mazes::{Algorithm, Direction, MazeBuilder, Pos, Size};

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
            ours(Algorithm::GrowingTree(mazes::generate::Pick::Newest)),
            amaze_with::<amaze::generators::GrowingTree4>(),
        );
        race(
            "growing tree (random)",
            side,
            runs,
            ours(Algorithm::GrowingTree(mazes::generate::Pick::Random)),
            amaze_with::<amaze::generators::GrowingTree4<amaze::generators::RandomCell>>(),
        );
        race(
            "growing tree (mixed)",
            side,
            runs,
            ours(Algorithm::GrowingTree(mazes::generate::Pick::Mixed)),
            amaze_with::<amaze::generators::GrowingTree4<amaze::generators::MixedCell>>(),
        );
        // amaze's `Prim4` grows from a random frontier wall: the simplified Prim's kind.
        race(
            "simplified Prim",
            side,
            runs,
            ours(Algorithm::PrimSimplified),
            amaze_with::<amaze::generators::Prim4>(),
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
    for side in [1000, 4000] {
        solvers(side, runs);
    }
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

/// Times `mazes` on every core and on one, and a peer, on `task`, interleaved, and prints a
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
            mazes::set_threads(threads);
            // Once untimed first, so that no contender pays for the memory the one before
            // it freed (the allocator's state, fresh pages).
            work(side, seed);
            let clock = Instant::now();
            work(side, seed);
            times[i].push(clock.elapsed());
        }
    }
    mazes::set_threads(None);
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
    let options = mazes::render::PngOptions {
        cell: 1,
        wall: 1,
        ..Default::default()
    };
    let overlay = mazes::render::Overlay::none();
    let (mut times, mut bytes) = ([Vec::new(), Vec::new(), Vec::new()], [0, 0]);
    for _ in 0..runs {
        for (i, threads) in [None, NonZeroUsize::new(1)].into_iter().enumerate() {
            mazes::set_threads(threads);
            let clock = Instant::now();
            let mut out = Vec::new();
            mazes::render::write_png(&mut out, &mine, &overlay, options).expect("in memory");
            times[i].push(clock.elapsed());
            bytes[0] = out.len();
        }
        mazes::set_threads(None);
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

/// A solver of ours beside amaze's, by name.
type SolverPair = (&'static str, Solver, Box<dyn MazeSolver>);

/// Our solvers and amaze's, corner to corner on the same maze (ours converted into amaze's
/// grid, untimed), on a long-corridor (backtracker) and a branchy (Kruskal) maze; Dijkstra
/// (all weights 1), which amaze lacks, is timed beside our BFS.
fn solvers(side: usize, runs: usize) {
    use amaze::solvers::{AStarSolver, BfsSolver, DfsSolver};
    for kind in [Algorithm::Backtracker, Algorithm::Kruskal] {
        let pairs: [SolverPair; 3] = [
            ("BFS", Solver::Bfs, Box::new(BfsSolver)),
            ("DFS", Solver::Dfs, Box::new(DfsSolver)),
            ("A*", Solver::AStar, Box::new(AStarSolver)),
        ];
        for (task, solver, peer) in pairs {
            let task = format!("{task} on {}", kind.name());
            if !wanted(&task) {
                continue;
            }
            let mut times = [Vec::new(), Vec::new()];
            for run in 0..runs {
                let (mine, theirs) = same_maze(kind, side, 1 + run as u64);
                let goal = Pos::new(side as u32 - 1, side as u32 - 1);
                let far = GridCoord2D::new(side - 1, side - 1);
                times[0].push(twice(|| solver.solve(&mine, Pos::new(0, 0), goal)));
                times[1].push(twice(|| peer.solve(&theirs, GridCoord2D::new(0, 0), far)));
            }
            row(&task, side, times, "amaze");
        }
        let task = format!("Dijkstra against our BFS on {}", kind.name());
        if wanted(&task) {
            let mut times = [Vec::new(), Vec::new()];
            for run in 0..runs {
                let (mine, _) = same_maze(kind, side, 1 + run as u64);
                let goal = Pos::new(side as u32 - 1, side as u32 - 1);
                times[0].push(twice(|| Solver::Dijkstra.solve(&mine, Pos::new(0, 0), goal)));
                times[1].push(twice(|| Solver::Bfs.solve(&mine, Pos::new(0, 0), goal)));
            }
            row(&task, side, times, "BFS");
        }
    }
}

/// A `side`-square maze by `kind`, ours and the same in amaze's grid.
fn same_maze(kind: Algorithm, side: usize, seed: u64) -> (mazes::Grid, Wall4Grid) {
    let size = u32::try_from(side).expect("small");
    let mine = kind
        .generate(
            Size::new(size, size),
            mazes::Wrap::None,
            &mut mazes::rng_from_seed(seed),
        )
        .expect("fits");
    let mut theirs = Wall4Grid::new(side, side);
    for y in 0..side {
        for x in 0..side {
            let here = Pos::new(x as u32, y as u32);
            let cell = GridCoord2D::new(x, y);
            if x + 1 < side && mine.is_open(here, Direction::East) {
                theirs.remove_wall_between(cell, GridCoord2D::new(x + 1, y));
            }
            if y + 1 < side && mine.is_open(here, Direction::South) {
                theirs.remove_wall_between(cell, GridCoord2D::new(x, y + 1));
            }
        }
    }
    (mine, theirs)
}

/// The time of `work`'s second run (the first warms caches and the allocator).
fn twice<T>(work: impl Fn() -> T) -> Duration {
    black_box(work());
    let clock = Instant::now();
    black_box(work());
    clock.elapsed()
}

/// A table row for a task timed on one core (`times`: ours, then the other's).
fn row(task: &str, side: usize, times: [Vec<Duration>; 2], other: &str) {
    let [mine, theirs] = times.map(median);
    let ratio = theirs.as_secs_f64() / mine.as_secs_f64();
    println!(
        "| {task} | {side}² | | {} | {other} | {} | | {ratio:.1}× |",
        seconds(mine),
        seconds(theirs)
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
    format!("{:.4} s", time.as_secs_f64())
}
