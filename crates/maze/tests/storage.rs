//! The two storages of a maze answer alike: a square maze held as a grid (two bits a cell) and
//! the same passages forced into links (`of_square`) give the same measures, the same analysis
//! and, solver by solver, the same ways (issue 66). The measures are written once over the
//! crate's neighbour trait; the solvers are still written once a storage, and held to agree
//! here.
//!
//! Four solvers, each a storage, break ties differently where loops give a choice (depth-first
//! search, A*, the wall followers, the random mouse): on those mazes both ways must be ways
//! from start to goal through open passages; on perfect mazes, where the way is one, they must
//! be the same. Every other solver gives the same cells on every maze.

use maze::format::shaped::of_square;
use maze::metrics::{Analysis, Metrics};
use maze::solve::Solver;
use maze::{Algorithm, Endpoint, Grid, Maze, Pos, Size, Wrap};
use proptest::prelude::*;

/// A square maze of `seed`: perfect, or with `loops` extra passages, corner to corner; `None`
/// where the generator refuses the size (too narrow to wrap).
fn square(seed: u64, size: Size, wrap: Wrap, algorithm: Algorithm, loops: u64) -> Option<Maze> {
    let mut rng = maze::rng_from_seed(seed);
    let mut grid: Grid = algorithm.generate(size, wrap, &mut rng).ok()?;
    let loops = loops.min(maze::transmute::closed_walls(&grid));
    maze::transmute::add_loops(&mut grid, loops, &mut rng).expect("loops");
    let (start, goal) = (Pos::new(0, 0), Pos::new(size.width - 1, size.height - 1));
    let ends = (Endpoint::new(start, None), Endpoint::new(goal, None));
    Some(
        Maze::new(grid)
            .with_ends(ends.0, ends.1)
            .expect("ends in the grid"),
    )
}

/// The cells of a square path, numbered as the links number them (row by row).
fn cells(maze: &Maze, path: &maze::Path) -> Vec<usize> {
    let grid = maze.grid();
    path.cells(grid).map(|pos| grid.index(pos)).collect()
}

/// The solvers whose storages break ties apart on mazes with loops (see the module's words).
const TIES_APART: [Solver; 5] = [
    Solver::Dfs,
    Solver::AStar,
    Solver::WallFollower,
    Solver::WallFollowerRight,
    Solver::RandomMouse,
];

/// Whether `way` runs from `from` to `to`, each step through an open passage.
fn joins(links: &maze::shape::ShapeMaze, way: &[usize], from: usize, to: usize) -> bool {
    way.first() == Some(&from)
        && way.last() == Some(&to)
        && way
            .windows(2)
            .all(|pair| links.neighbours(pair[0]).any(|next| next == pair[1]))
}

const ALGORITHMS: [Algorithm; 4] = [
    Algorithm::Backtracker,
    Algorithm::Kruskal,
    Algorithm::Eller,
    Algorithm::Sidewinder,
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn grid_and_links_measure_and_solve_alike(
        seed: u64,
        width in 1u32..16,
        height in 1u32..16,
        wrap in prop::sample::select(Wrap::ALL.to_vec()),
        algorithm in prop::sample::select(ALGORITHMS.to_vec()),
        loops in 0u64..6,
    ) {
        let Some(maze) = square(seed, Size::new(width, height), wrap, algorithm, loops) else {
            return Ok(());
        };
        let links = of_square(&maze);
        prop_assert_eq!(Metrics::of(&maze), maze::shape::metrics::measure(&links));
        prop_assert_eq!(Analysis::of(&maze), Analysis::of_shape(&links));
        prop_assert_eq!(maze::metrics::is_perfect(maze.grid()), links.is_perfect());
        prop_assert_eq!(
            maze::metrics::is_connected(maze.grid()),
            maze::shape::metrics::regions(&links) == 1
        );
        let (start, goal) = (maze.start().unwrap(), maze.goal().unwrap());
        let (from, to) = (maze.grid().index(start), maze.grid().index(goal));
        let perfect = maze::metrics::is_perfect(maze.grid());
        for solver in Solver::ALL.into_iter().filter(|s| s.on_every_shape()) {
            let grid_way = solver.solve(maze.grid(), start, goal).map(|p| cells(&maze, &p));
            let link_way = maze::shape::solve::solve(&links, solver, from, to);
            if perfect || !TIES_APART.contains(&solver) {
                prop_assert_eq!(grid_way, link_way, "{}", solver);
            } else {
                for way in [grid_way, link_way].into_iter().flatten() {
                    prop_assert!(joins(&links, &way, from, to), "{}: {:?}", solver, way);
                }
            }
        }
    }
}
