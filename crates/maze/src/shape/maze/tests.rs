//! The two storages of a maze answer alike (issue 66). A square maze on the square lane (a
//! [`Maze`] and its grid), the same maze as a [`ShapeMaze`] (which keeps the grid), and the
//! same passages forced into a lattice's links:
//! - the shape maze answers exactly as the forced one, in everything: measures, analysis,
//!   difficulty, loops and braiding from the same RNG, its file and its walls; its ways are the
//!   square lane's (as below);
//! - the square lane gives the same measures, analysis and, solver by solver, the same ways.
//!   Four solvers, written once for each lane, break ties differently where loops give a
//!   choice (depth-first search, A*, the wall followers, the random mouse): on those mazes
//!   both ways must be ways from start to goal through open passages; on perfect mazes, where
//!   the way is one, they must be the same.

use proptest::prelude::*;

use super::ShapeMaze;
use crate::format::shaped::{of_square, to_json};
use crate::metrics::{Analysis, Difficulty, Metrics};
use crate::solve::Solver;
use crate::{Algorithm, Endpoint, Grid, Maze, Pos, Size, Wrap};

/// A square maze of `seed`: perfect, or with `loops` extra passages, corner to corner; `None`
/// where the generator refuses the size (too narrow to wrap).
fn square(seed: u64, size: Size, wrap: Wrap, algorithm: Algorithm, loops: u64) -> Option<Maze> {
    let mut rng = crate::rng_from_seed(seed);
    let mut grid: Grid = algorithm.generate(size, wrap, &mut rng).ok()?;
    let loops = loops.min(crate::transmute::closed_walls(&grid));
    crate::transmute::add_loops(&mut grid, loops, &mut rng).expect("loops");
    let (start, goal) = (Pos::new(0, 0), Pos::new(size.width - 1, size.height - 1));
    let ends = (Endpoint::new(start, None), Endpoint::new(goal, None));
    Some(
        Maze::new(grid)
            .with_ends(ends.0, ends.1)
            .expect("ends in the grid"),
    )
}

/// The cells of a square path, numbered as the links number them (row by row).
fn cells(maze: &Maze, path: &crate::Path) -> Vec<usize> {
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
fn joins(links: &ShapeMaze, way: &[usize], from: usize, to: usize) -> bool {
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
        let shaped = of_square(&maze);
        prop_assert!(shaped.grid().is_some(), "keeps its grid");
        let links = shaped.clone().into_links();
        prop_assert!(links.grid().is_none());
        prop_assert_eq!(&shaped, &of_square(&maze));
        storages_agree(&shaped, &links, seed)?;
        prop_assert_eq!(Metrics::of(&maze), crate::shape::metrics::measure(&links));
        prop_assert_eq!(Analysis::of(&maze), Analysis::of_shape(&links));
        prop_assert_eq!(crate::metrics::is_perfect(maze.grid()), links.is_perfect());
        prop_assert_eq!(
            crate::metrics::is_connected(maze.grid()),
            crate::shape::metrics::regions(&links) == 1
        );
        let (start, goal) = (maze.start().unwrap(), maze.goal().unwrap());
        let (from, to) = (maze.grid().index(start), maze.grid().index(goal));
        let perfect = crate::metrics::is_perfect(maze.grid());
        for solver in Solver::ALL.into_iter().filter(|s| s.on_every_shape()) {
            let grid_way = solver.solve(maze.grid(), start, goal).map(|p| cells(&maze, &p));
            let link_way = crate::shape::solve::solve(&links, solver, from, to);
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

/// The grid-kept `shaped` and the same maze in `links` answer exactly alike, in everything.
fn storages_agree(shaped: &ShapeMaze, links: &ShapeMaze, seed: u64) -> Result<(), TestCaseError> {
    use crate::shape::{metrics, solve};
    prop_assert_eq!(shaped.cell_count(), links.cell_count());
    prop_assert_eq!(shaped.passage_count(), links.passage_count());
    prop_assert_eq!(metrics::measure(shaped), metrics::measure(links));
    prop_assert_eq!(Analysis::of_shape(shaped), Analysis::of_shape(links));
    prop_assert_eq!(Difficulty::of_shape(shaped), Difficulty::of_shape(links));
    prop_assert_eq!(shaped.is_perfect(), links.is_perfect());
    for cell in 0..shaped.cell_count() {
        prop_assert_eq!(shaped.side_count(cell), links.side_count(cell));
        prop_assert_eq!(shaped.degree(cell), links.degree(cell));
        prop_assert_eq!(shaped.door(cell), links.door(cell));
        for side in 0..shaped.side_count(cell) {
            prop_assert_eq!(shaped.across(cell, side), links.across(cell, side));
            prop_assert_eq!(
                shaped.is_open_side(cell, side),
                links.is_open_side(cell, side)
            );
            prop_assert_eq!(shaped.back_side(cell, side), links.back_side(cell, side));
        }
        let ways: Vec<usize> = shaped.neighbours(cell).collect();
        prop_assert_eq!(ways, links.neighbours(cell).collect::<Vec<_>>());
    }
    prop_assert_eq!(shaped.ends(), links.ends());
    let (from, to) = shaped.ends().expect("square mazes with ends");
    // The grid-kept maze is solved by the square lane's solvers: ways alike, as below.
    let perfect = shaped.is_perfect();
    for solver in Solver::ALL.into_iter().filter(|s| s.on_every_shape()) {
        let (way, link_way) = (
            solve::solve(shaped, solver, from, to),
            solve::solve(links, solver, from, to),
        );
        if perfect || !TIES_APART.contains(&solver) {
            prop_assert_eq!(way, link_way, "{}", solver);
        } else {
            for way in [way, link_way].into_iter().flatten() {
                prop_assert!(joins(links, &way, from, to), "{}: {:?}", solver, way);
            }
        }
    }
    // The version 2 file both can be written as (a grid-kept maze's file is version 1).
    let v2 = |maze: &ShapeMaze| serde_json::to_string(maze).expect("a file");
    prop_assert_eq!(v2(shaped), v2(links));
    prop_assert_eq!(
        &crate::format::shaped::from_json(&to_json(shaped)).expect("reads back"),
        shaped
    );
    let strokes = |maze: &ShapeMaze| format!("{:?}", maze.wall_strokes().collect::<Vec<_>>());
    prop_assert_eq!(strokes(shaped), strokes(links));
    let (mut looped, mut looped_links) = (shaped.clone(), links.clone());
    let loops = looped.add_loops(3, &mut crate::rng_from_seed(seed));
    let loops_links = looped_links.add_loops(3, &mut crate::rng_from_seed(seed));
    prop_assert_eq!(loops, loops_links);
    prop_assert_eq!(v2(&looped), v2(&looped_links));
    let (mut braided, mut braided_links) = (shaped.clone(), links.clone());
    let report = braided.braid(0.5, &mut crate::rng_from_seed(seed));
    prop_assert_eq!(
        report,
        braided_links.braid(0.5, &mut crate::rng_from_seed(seed))
    );
    prop_assert_eq!(v2(&braided), v2(&braided_links));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// A square maze crosses to the shape maze and back unchanged, whatever its openings (no
    /// ends, ends without doors, doors on random sides), and its shape maze's file reads back
    /// the same.
    #[test]
    fn square_mazes_keep_their_ends_and_doors_as_shape_mazes(
        seed: u64,
        width in 2u32..12,
        height in 2u32..12,
        wrap in prop::sample::select(Wrap::ALL.to_vec()),
        openings in 0usize..4,
    ) {
        let size = Size::new(width, height);
        let openings = [
            crate::Openings::Corners,
            crate::Openings::Sides,
            crate::Openings::Cells { start: Pos::new(1, 1), goal: Pos::new(0, height - 1) },
            crate::Openings::None,
        ][openings];
        let Ok(maze) = crate::MazeBuilder::new(size).wrap(wrap).seed(seed).openings(openings).build()
        else {
            // Random sides on a torus: refused.
            return Ok(());
        };
        let shaped = of_square(&maze);
        prop_assert_eq!(shaped.ends().is_some(), maze.ends().is_some());
        prop_assert_eq!(crate::format::shaped::to_square(&shaped), Some(maze.clone()));
        let read = crate::format::shaped::from_json(&to_json(&shaped)).expect("reads back");
        prop_assert_eq!(read, shaped);
    }
}
