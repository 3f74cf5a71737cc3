//! The two storages of a maze answer alike (issue 66). A square maze that keeps its grid and
//! the same passages forced into a lattice's links:
//! - answer exactly alike in everything: measures, analysis, difficulty, loops and braiding
//!   from the same RNG, their file and their walls;
//! - solver by solver, the grid's solvers find the links' ways. Two may take other ways where
//!   loops give a choice: A* (a bucket queue under the squares' Manhattan estimate, a heap
//!   under the straight line elsewhere) and the wall followers (which enter a start without a
//!   door from the outer wall they find on a grid, by its first side elsewhere): on those
//!   mazes both ways must be ways from start to goal through open passages; on perfect mazes,
//!   where the way is one, they must be the same.

use proptest::prelude::*;

use crate::format::{from_json, to_json};
use crate::metrics::{Analysis, Difficulty, Metrics};
use crate::solve::Solver;
use crate::{
    generate::Algorithm, grid::Grid, maze::Maze, pos::Endpoint, pos::Pos, size::Size,
    topology::Wrap,
};

/// A square maze of `seed`: perfect, or with `loops` extra passages, corner to corner; `None`
/// where the generator refuses the size (too narrow to wrap).
fn square(seed: u64, size: Size, wrap: Wrap, algorithm: Algorithm, loops: u64) -> Option<Maze> {
    let mut rng = crate::rng::rng_from_seed(seed);
    let mut grid: Grid = algorithm.generate(size, wrap, &mut rng).ok()?;
    let loops = loops.min(crate::transmute::closed_walls(&grid));
    crate::transmute::add_loops(&mut grid, loops, &mut rng).expect("loops");
    let (start, goal) = (Pos::new(0, 0), Pos::new(size.width - 1, size.height - 1));
    let ends = (Endpoint::new(start, None), Endpoint::new(goal, None));
    Some(
        Maze::new(grid)
            .with_endpoints(ends.0, ends.1)
            .expect("ends in the grid"),
    )
}

/// The cells of a square path, numbered as the links number them (row by row).
fn cells(grid: &Grid, path: &crate::solve::Path) -> Vec<usize> {
    path.cells(grid).map(|pos| grid.index(pos)).collect()
}

/// The solvers whose storages break ties apart on mazes with loops (see the module's words).
const TIES_APART: [Solver; 3] = [
    Solver::AStar,
    Solver::WallFollower,
    Solver::WallFollowerRight,
];

/// Whether `way` runs from `from` to `to`, each step through an open passage.
fn joins(links: &Maze, way: &[usize], from: usize, to: usize) -> bool {
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
        let grid = maze.grid().expect("keeps its grid");
        let links = maze.clone().into_links();
        prop_assert!(links.grid().is_none());
        storages_agree(&maze, &links, seed)?;
        prop_assert_eq!(crate::metrics::is_perfect(grid), links.is_perfect());
        prop_assert_eq!(
            crate::metrics::is_connected(grid),
            links.regions() == 1
        );
        let (from, to) = maze.ends().unwrap();
        let (start, goal) = (grid.pos(from), grid.pos(to));
        let perfect = crate::metrics::is_perfect(grid);
        for solver in Solver::ALL.into_iter().filter(|s| s.on_every_shape()) {
            let grid_way = solver.solve(grid, start, goal).map(|p| cells(grid, &p));
            let link_way = solver.way(&links, from, to);
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
fn storages_agree(shaped: &Maze, links: &Maze, seed: u64) -> Result<(), TestCaseError> {
    prop_assert_eq!(shaped.cell_count(), links.cell_count());
    prop_assert_eq!(shaped.passage_count(), links.passage_count());
    prop_assert_eq!(Metrics::of(shaped), Metrics::of(links));
    prop_assert_eq!(Analysis::of(shaped), Analysis::of(links));
    prop_assert_eq!(
        Difficulty::by_centres(shaped),
        Difficulty::by_centres(links)
    );
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
    // The grid-kept maze is solved on its grid, the links on themselves: ways alike, as below.
    let perfect = shaped.is_perfect();
    for solver in Solver::ALL.into_iter().filter(|s| s.on_every_shape()) {
        let (way, link_way) = (solver.way(shaped, from, to), solver.way(links, from, to));
        if perfect || !TIES_APART.contains(&solver) {
            prop_assert_eq!(way, link_way, "{}", solver);
        } else {
            for way in [way, link_way].into_iter().flatten() {
                prop_assert!(joins(links, &way, from, to), "{}: {:?}", solver, way);
            }
        }
    }
    // The version 2 file both can be written as (a grid-kept maze's file is version 1).
    prop_assert_eq!(v2(shaped), v2(links));
    prop_assert_eq!(&from_json(&to_json(shaped)).expect("reads back"), shaped);
    let strokes = |maze: &Maze| format!("{:?}", maze.wall_strokes().collect::<Vec<_>>());
    prop_assert_eq!(strokes(shaped), strokes(links));
    let (mut looped, mut looped_links) = (shaped.clone(), links.clone());
    let loops = looped.add_loops(3, &mut crate::rng::rng_from_seed(seed));
    let loops_links = looped_links.add_loops(3, &mut crate::rng::rng_from_seed(seed));
    prop_assert_eq!(loops, loops_links);
    prop_assert_eq!(v2(&looped), v2(&looped_links));
    let (mut braided, mut braided_links) = (shaped.clone(), links.clone());
    let report = braided.braid(0.5, &mut crate::rng::rng_from_seed(seed));
    prop_assert_eq!(
        report,
        braided_links.braid(0.5, &mut crate::rng::rng_from_seed(seed))
    );
    prop_assert_eq!(v2(&braided), v2(&braided_links));
    Ok(())
}

/// The version 2 file of `maze`, whatever its storage.
fn v2(maze: &Maze) -> String {
    serde_json::to_string(&crate::format::shaped::file_of(maze)).expect("a file")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// A square maze keeps its ends and doors, whatever its openings (no ends, ends without
    /// doors, doors on random sides), through its file of version 1 and of version 2.
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
            crate::openings::Openings::Corners,
            crate::openings::Openings::Sides,
            crate::openings::Openings::Cells { start: Pos::new(1, 1), goal: Pos::new(0, height - 1) },
            crate::openings::Openings::None,
        ][openings];
        let Ok(maze) = crate::build::MazeBuilder::new(size).wrap(wrap).seed(seed).openings(openings).build()
        else {
            // Random sides on a torus: refused.
            return Ok(());
        };
        prop_assert_eq!(maze.ends().is_some(), openings != crate::openings::Openings::None);
        prop_assert_eq!(&from_json(&to_json(&maze)).expect("version 1 reads back"), &maze);
        let read = from_json(&v2(&maze)).expect("version 2 reads back");
        prop_assert_eq!(read.endpoints(), maze.endpoints());
        prop_assert_eq!(read, maze);
    }
}
