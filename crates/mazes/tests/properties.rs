//! Properties that must hold for every algorithm, size, topology and seed.

use std::collections::HashSet;

use mazes::metrics::is_perfect;
use mazes::solve::{self, Promise, Solver};
use mazes::transmute::{add_loops, braid, closed_walls};
use mazes::{
    Algorithm, Direction, Endpoint, GenerateError, Grid, GridError, Maze, MazeBuilder, Openings,
    Pos, Progress, Size, Wrap,
};
use proptest::prelude::*;

fn algorithm() -> impl Strategy<Value = Algorithm> {
    proptest::sample::select(Algorithm::ALL.to_vec())
}

fn wrap() -> impl Strategy<Value = Wrap> {
    proptest::sample::select(Wrap::ALL.to_vec())
}

/// Sizes from 1×1 up, with thin corridors (1×N, N×1) common, and rows wider than a word of
/// cells (32 at two bits, 64 at one) where the word-at-a-time code meets row ends mid-word.
fn size() -> impl Strategy<Value = Size> {
    prop_oneof![
        (1..=14u32, 1..=14u32).prop_map(|(w, h)| Size::new(w, h)),
        (1..=30u32).prop_map(|h| Size::new(1, h)),
        (1..=30u32).prop_map(|w| Size::new(w, 1)),
        (31..=70u32, 1..=6u32).prop_map(|(w, h)| Size::new(w, h)),
    ]
}

/// A generated grid, or `None` where the combination is refused (and the refusal is checked).
fn generate(algorithm: Algorithm, size: Size, wrap: Wrap, seed: u64) -> Option<Grid> {
    match algorithm.generate(size, wrap, &mut mazes::rng_from_seed(seed)) {
        Ok(grid) => Some(grid),
        Err(GenerateError::Unsupported { .. }) => {
            assert!(algorithm.supports(wrap).is_err());
            None
        }
        Err(GenerateError::Grid(GridError::WrapTooNarrow { .. })) => {
            assert!((wrap.x() && size.width < 2) || (wrap.y() && size.height < 2));
            None
        }
        Err(other) => panic!("{algorithm} {size} {wrap}: {other}"),
    }
}

fn any_cell(grid: &Grid, pick: u64) -> Pos {
    grid.pos((pick % grid.cell_count()) as usize)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn every_generator_makes_a_perfect_maze(algorithm in algorithm(), size in size(), wrap in wrap(), seed: u64) {
        if let Some(grid) = generate(algorithm, size, wrap, seed) {
            prop_assert!(is_perfect(&grid), "{algorithm} {size} {wrap} seed {seed}");
            prop_assert_eq!(grid.passage_count(), size.cells() - 1);
        }
    }

    #[test]
    fn progress_counts_every_cell_once(algorithm in algorithm(), size in size(), wrap in wrap(), seed: u64) {
        let mut report = |_, _| {};
        let mut progress = Progress::new(size.cells(), &mut report);
        let made = algorithm.generate_with_progress(size, wrap, &mut mazes::rng_from_seed(seed), &mut progress);
        if made.is_ok() {
            prop_assert_eq!(progress.done(), size.cells(), "{} {} {}", algorithm, size, wrap);
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_maze(algorithm in algorithm(), size in size(), seed: u64) {
        let a = generate(algorithm, size, Wrap::None, seed);
        let b = generate(algorithm, size, Wrap::None, seed);
        prop_assert_eq!(a, b);
    }
}

/// Replays `steps` onto a grid with every wall up, checking that each step changes what it says
/// it changes: an open never opens a passage twice, a close never closes a wall twice.
fn replay(steps: mazes::generate::Steps, size: Size, wrap: Wrap) -> Result<Grid, TestCaseError> {
    use mazes::generate::Step;
    let mut grid = Grid::new(size, wrap).expect("the generator made this grid");
    for step in steps {
        match step {
            Step::Open { at, dir } => prop_assert!(!grid.is_open(at, dir), "{step:?} twice"),
            Step::Close { at, dir } => prop_assert!(grid.is_open(at, dir), "{step:?} twice"),
            Step::Visit(at) => prop_assert!(grid.contains(at), "{step:?} outside"),
            Step::OpenAll => {}
            other => prop_assert!(false, "a kind of step this test does not check: {other:?}"),
        }
        step.apply(&mut grid).expect("steps stay inside the grid");
    }
    Ok(grid)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The steps a generator reports build its maze, and it draws the same random numbers
    /// while reporting them as without.
    #[test]
    fn replayed_steps_build_the_generated_maze(algorithm in algorithm(), size in size(), wrap in wrap(), seed: u64) {
        let Some(fast) = generate(algorithm, size, wrap, seed) else { return Ok(()) };
        let mut rng = mazes::rng_from_seed(seed);
        let steps = algorithm.steps(size, wrap, &mut rng).expect("generate succeeded");
        prop_assert_eq!(steps.outcome(), &fast);
        let mut after_fast = mazes::rng_from_seed(seed);
        algorithm.generate(size, wrap, &mut after_fast).expect("it did before");
        prop_assert_eq!(rand::RngCore::next_u64(&mut rng), rand::RngCore::next_u64(&mut after_fast));
        prop_assert_eq!(replay(steps, size, wrap)?, fast);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn loops_add_exactly_the_passages_asked(algorithm in algorithm(), size in size(), wrap in wrap(), seed: u64, fraction in 0.0..=1.0f64) {
        let Some(mut grid) = generate(algorithm, size, wrap, seed) else { return Ok(()) };
        let walls = closed_walls(&grid);
        let count = (walls as f64 * fraction) as u64;
        let before = grid.passage_count();
        add_loops(&mut grid, count, &mut mazes::rng_from_seed(seed))?;
        prop_assert_eq!(grid.passage_count(), before + count);
        let untouched = grid.clone();
        prop_assert!(add_loops(&mut grid, walls - count + 1, &mut mazes::rng_from_seed(seed)).is_err());
        prop_assert_eq!(grid, untouched);
    }

    #[test]
    fn braid_removes_the_chosen_dead_ends(algorithm in algorithm(), size in size(), wrap in wrap(), seed: u64, fraction in 0.0..=1.0f64) {
        let Some(mut grid) = generate(algorithm, size, wrap, seed) else { return Ok(()) };
        let passages = grid.passage_count();
        let report = braid(&mut grid, fraction, &mut mazes::rng_from_seed(seed))?;
        prop_assert_eq!(report.chosen, (report.before as f64 * fraction).round() as u64);
        prop_assert!(report.after + report.chosen <= report.before + report.stuck, "{report:?}");
        if size.width >= 2 && size.height >= 2 {
            prop_assert_eq!(report.stuck, 0);
        }
        prop_assert!(grid.passage_count() >= passages);
        prop_assert!(mazes::metrics::is_connected(&grid));
    }

    #[test]
    fn solvers_find_valid_paths_and_bfs_is_shortest(algorithm in algorithm(), size in size(), wrap in wrap(), seed: u64, loops in 0..20u64, a: u64, b: u64) {
        let Some(mut grid) = generate(algorithm, size, wrap, seed) else { return Ok(()) };
        let loops = loops.min(closed_walls(&grid));
        add_loops(&mut grid, loops, &mut mazes::rng_from_seed(seed))?;
        let (from, to) = (any_cell(&grid, a), any_cell(&grid, b));
        let shortest = solve::bfs(&grid, from, to).expect("a connected maze has a path");
        prop_assert!(shortest.is_valid(&grid));
        prop_assert_eq!(shortest.start(), from);
        prop_assert_eq!(shortest.end(&grid), Some(to));
        let distances = solve::distances(&Maze::new(grid.clone()), grid.index(from));
        prop_assert_eq!(distances.get(grid.index(to)), Some(shortest.len() as u32));
        let perfect = loops == 0;
        for solver in Solver::ALL {
            let found = solver.solve(&grid, from, to);
            let promised = match solver.promise() {
                Promise::Shortest | Promise::Path | Promise::GivenTime => true,
                Promise::SameWall => perfect || (wrap == Wrap::None && on_border(&grid, from) && on_border(&grid, to)),
                Promise::OuterWall => wrap == Wrap::None && on_border(&grid, to),
                Promise::Unwrapped => wrap == Wrap::None,
                other => panic!("a promise this test does not check: {other:?}"),
            };
            prop_assert!(found.is_some() || !promised, "{:?} found no path", solver);
            let Some(path) = found else { continue };
            prop_assert!(path.is_valid(&grid), "{:?}", solver);
            prop_assert_eq!(path.start(), from);
            prop_assert_eq!(path.end(&grid), Some(to));
            prop_assert!(path.len() >= shortest.len());
            // On a perfect maze there is one path, which every way found is.
            if solver.promise() == Promise::Shortest || (perfect && solver != Solver::Dfs) {
                prop_assert_eq!(path.len(), shortest.len(), "{:?} is not shortest", solver);
            }
        }
        let ones = vec![1; grid.cell_count() as usize];
        let (_, cost) = solve::dijkstra(&grid, &ones, from, to)?.expect("reachable");
        prop_assert_eq!(cost, shortest.len() as u64);
    }

    /// A search's steps: the path is the one `solve` finds; every cell is explored at most once
    /// (reached first, except the depth-first search, which explores as it enters); the path's
    /// cells are all explored, and a depth-first search never left one of them.
    #[test]
    fn search_steps_lead_to_the_solved_path(algorithm in algorithm(), size in size(), wrap in wrap(), seed: u64, loops in 0..20u64, a: u64, b: u64) {
        use mazes::solve::{Explored, SearchStep};
        let Some(mut grid) = generate(algorithm, size, wrap, seed) else { return Ok(()) };
        let loops = loops.min(closed_walls(&grid));
        add_loops(&mut grid, loops, &mut mazes::rng_from_seed(seed))?;
        let (from, to) = (any_cell(&grid, a), any_cell(&grid, b));
        for solver in Solver::ALL {
            let steps = solver.steps(&grid, from, to);
            let found = steps.outcome().clone();
            prop_assert_eq!(&found, &solver.solve(&grid, from, to));
            let Some(path) = found else { continue };
            let mut count = Explored::default();
            solver.search(&grid, from, to, &mut count);
            if walks(solver) {
                // The cells on the way: entered (explored) and not cut out (left) since.
                let (mut way, mut seen) = (HashSet::new(), HashSet::new());
                for step in steps {
                    match step {
                        SearchStep::Reach(at) => prop_assert!(false, "{solver:?} reached {at}"),
                        SearchStep::Explore(at) => {
                            prop_assert!(way.insert(at), "{solver:?} entered {at} on its way");
                            seen.insert(at);
                        }
                        SearchStep::Leave(at) => prop_assert!(way.remove(&at), "{solver:?} left {at} off its way"),
                    }
                }
                prop_assert_eq!(path.cells(&grid).map(|at| grid.index(at)).collect::<HashSet<_>>(), way, "{:?}", solver);
                prop_assert_eq!(count.cells(), seen.len() as u64);
                continue;
            }
            let (mut reached, mut explored, mut left) = (HashSet::new(), HashSet::new(), HashSet::new());
            let frontier = !matches!(solver, Solver::Dfs | Solver::DeadEndFiller | Solver::CulDeSacFiller | Solver::Collision);
            for step in steps {
                match step {
                    SearchStep::Reach(at) => _ = reached.insert(at),
                    SearchStep::Explore(at) => {
                        prop_assert!(explored.insert(at), "{solver:?} explored {at} twice");
                        prop_assert!(!frontier || reached.contains(&at), "{solver:?} explored {at} unreached");
                    }
                    SearchStep::Leave(at) => prop_assert!(left.insert(at) && explored.contains(&at)),
                }
            }
            for cell in path.cells(&grid).map(|at| grid.index(at)) {
                prop_assert!(explored.contains(&cell) && !left.contains(&cell), "{solver:?} {cell}");
            }
            prop_assert_eq!(count.cells(), explored.len() as u64);
        }
    }

    /// The collision solver leaves (explores and does not fill) exactly the cells on shortest
    /// paths, on mazes with loops too.
    #[test]
    fn the_collision_solver_leaves_every_shortest_path(algorithm in algorithm(), size in size(), wrap in wrap(), seed: u64, loops in 0..20u64, a: u64, b: u64) {
        use mazes::solve::SearchStep;
        let Some(mut grid) = generate(algorithm, size, wrap, seed) else { return Ok(()) };
        let loops = loops.min(closed_walls(&grid));
        add_loops(&mut grid, loops, &mut mazes::rng_from_seed(seed))?;
        let (from, to) = (any_cell(&grid, a), any_cell(&grid, b));
        let mut kept = HashSet::new();
        for step in Solver::Collision.steps(&grid, from, to) {
            match step {
                SearchStep::Explore(at) => _ = kept.insert(at),
                SearchStep::Leave(at) => _ = kept.remove(&at),
                SearchStep::Reach(at) => prop_assert!(false, "reached {at}"),
            }
        }
        let all = solve::all_shortest(&grid, from, to).expect("connected");
        prop_assert_eq!(kept, all.cells.into_iter().map(|at| grid.index(at)).collect::<HashSet<_>>());
    }

    /// The bottlenecks `Analysis` counts are the cells whose walling-up cuts the start from the
    /// goal, and its corridors hold every passage.
    #[test]
    fn bottlenecks_are_the_cells_that_cut_the_way(algorithm in algorithm(), size in size(), wrap in wrap(), seed: u64, loops in 0..20u64, a: u64, b: u64) {
        let Some(mut grid) = generate(algorithm, size, wrap, seed) else { return Ok(()) };
        let loops = loops.min(closed_walls(&grid));
        add_loops(&mut grid, loops, &mut mazes::rng_from_seed(seed))?;
        let (from, to) = (any_cell(&grid, a), any_cell(&grid, b));
        let maze = Maze::new(grid.clone())
            .with_endpoints(Endpoint::new(from, None), Endpoint::new(to, None))
            .expect("inside");
        let analysis = mazes::metrics::Analysis::of(&maze);
        let cuts = grid.cells().filter(|&v| v != from && v != to).filter(|&v| {
            let mut cut = grid.clone();
            for dir in Direction::ALL {
                let _ = cut.wall_up(v, dir);
            }
            solve::bfs(&cut, from, to).is_none()
        }).count() as u64;
        prop_assert_eq!(analysis.bottlenecks, Some(cuts));
        prop_assert!((analysis.river * analysis.corridors as f64 - grid.passage_count() as f64).abs() <= 1e-6);
    }

    #[test]
    fn exploring_visits_every_reachable_cell(algorithm in algorithm(), size in size(), seed: u64, a: u64) {
        let Some(grid) = generate(algorithm, size, Wrap::None, seed) else { return Ok(()) };
        let from = any_cell(&grid, a);
        let walk = solve::explore(&grid, from);
        prop_assert!(walk.is_valid(&grid));
        let seen: HashSet<Pos> = walk.cells(&grid).collect();
        prop_assert_eq!(seen.len() as u64, grid.cell_count());
        prop_assert!((walk.len() as u64) < 2 * grid.cell_count());
        prop_assert_eq!(solve::reachable(&grid, from).len(), grid.cell_count());
    }

    #[test]
    fn json_round_trips_exactly(algorithm in algorithm(), size in size(), wrap in wrap(), seed: u64, loops in 0..5u64, sides: bool) {
        let openings = if sides { Openings::Sides } else { Openings::Corners };
        let built = MazeBuilder::new(size).algorithm(algorithm).wrap(wrap).seed(seed).loops(loops).openings(openings).build();
        let Ok(maze) = built else { return Ok(()) };
        let text = mazes::format::to_json(&maze);
        prop_assert_eq!(mazes::format::from_json(&text)?, maze);
    }
}

#[test]
fn dfs_finds_a_path_but_not_always_the_shortest() {
    // Over many seeds of a maze with loops, DFS is sometimes longer than BFS: it is a
    // first-found search, as the seeds' AI is.
    let longer = (0..50).any(|seed| {
        let maze = MazeBuilder::new(Size::new(12, 12))
            .loops(30)
            .seed(seed)
            .build()
            .unwrap();
        let (from, to) = maze.endpoints().map(|(s, g)| (s.cell, g.cell)).unwrap();
        let grid = maze.grid().unwrap();
        let dfs = solve::dfs(grid, from, to).unwrap();
        dfs.len() > solve::bfs(grid, from, to).unwrap().len()
    });
    assert!(longer);
}

#[test]
fn backtracker_makes_a_4000_square_maze_without_overflowing_the_stack() {
    let grid = Algorithm::Backtracker
        .generate(
            Size::new(4000, 4000),
            Wrap::None,
            &mut mazes::rng_from_seed(1),
        )
        .unwrap();
    assert_eq!(grid.passage_count(), 4000 * 4000 - 1);
}

/// Whether `solver` walks the maze (entering cells again after cutting them out of its way)
/// rather than searching it.
fn walks(solver: Solver) -> bool {
    matches!(
        solver,
        Solver::WallFollower
            | Solver::WallFollowerRight
            | Solver::Pledge
            | Solver::Tremaux
            | Solver::RandomMouse
            | Solver::Chain
    )
}

/// Whether `pos` lies on the outer border of `grid`.
fn on_border(grid: &Grid, pos: Pos) -> bool {
    pos.x == 0 || pos.y == 0 || pos.x + 1 == grid.width() || pos.y + 1 == grid.height()
}
