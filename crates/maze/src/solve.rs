//! Finding ways through a maze: shortest paths, first-found paths, distances, reachability.
//!
//! Every solver is iterative and takes positions; a solver that is handed a cell outside the
//! grid, or a goal that cannot be reached, answers `None`. Paths are [`Path`]s: a start and the
//! directions taken from it.

mod astar;
mod bfs;
mod bidirectional;
mod dfs;
mod dijkstra;
mod explore;
mod path;
mod reach;
mod steps;

pub use astar::astar;
pub use bfs::{DistanceMap, bfs, distances};
pub use bidirectional::bidirectional;
pub use dfs::{dfs, dfs_ordered};
pub use dijkstra::{WeightsError, dijkstra, dijkstra_watched};
pub use explore::{explore, explore_to};
pub use path::{Path, PathError};
pub use reach::{CellSet, reachable};
pub use steps::{Explored, SearchStep, SearchSteps};

use crate::bits::BitSet;
use crate::watch::{Recording, Watcher};
use crate::{Direction, Grid, Pos};

crate::named! {
    /// A solver the command line can name.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub enum Solver("solver") {
        /// Breadth-first search: a shortest path.
        #[default]
        Bfs = "bfs",
        /// Depth-first search: the first path found, trying N, E, S, W in turn; not shortest.
        Dfs = "dfs",
        /// A* with the (wrap-aware) Manhattan distance: a shortest path, exploring less.
        AStar = "astar",
        /// Dijkstra with every cell costing 1: a shortest path.
        Dijkstra = "dijkstra",
        /// Breadth-first search from both ends at once: a shortest path, exploring fewer cells
        /// than BFS between far-apart cells.
        Bidirectional = "bidirectional",
    }
}

impl Solver {
    /// A path from `from` to `to`, or `None` if there is none.
    pub fn solve(self, grid: &Grid, from: Pos, to: Pos) -> Option<Path> {
        self.search(grid, from, to, &mut ())
    }

    /// Like [`Solver::solve`], reporting every [`SearchStep`] to `watcher` (and one unit of
    /// work per cell explored): the way to animate a search, or to count what it explored
    /// with [`Explored`].
    pub fn search<W: Watcher<SearchStep>>(
        self,
        grid: &Grid,
        from: Pos,
        to: Pos,
        watcher: &mut W,
    ) -> Option<Path> {
        match self {
            Solver::Bfs => bfs::bfs_watched(grid, from, to, watcher),
            Solver::Dfs => dfs::dfs_watched(grid, from, to, watcher),
            Solver::AStar => astar::astar_watched(grid, from, to, watcher),
            Solver::Bidirectional => bidirectional::bidirectional_watched(grid, from, to, watcher),
            Solver::Dijkstra => {
                let ones = vec![1; grid.len()];
                dijkstra::dijkstra_watched(grid, &ones, from, to, watcher)
                    .ok()
                    .flatten()
                    .map(|(path, _)| path)
            }
        }
    }

    /// Solves as [`Solver::solve`] does and returns the search's steps in order, with the path.
    pub fn steps(self, grid: &Grid, from: Pos, to: Pos) -> SearchSteps {
        let Ok(steps) = Recording::record(|watcher| {
            Ok::<_, std::convert::Infallible>(self.search(grid, from, to, &mut { watcher }))
        });
        steps
    }
}

/// The direction a search entered each cell by, for walking a path back from its end.
///
/// Three bits a cell (reached or not, and a direction), so that big searches stay in cache.
pub(crate) struct Trail {
    origin: usize,
    seen: BitSet,
    /// Two bits a cell: the index of the direction it was entered by.
    came: BitSet,
}

impl Trail {
    /// A trail over `grid` with only `origin` reached.
    pub(crate) fn new(grid: &Grid, origin: usize) -> Trail {
        let mut seen = BitSet::with_len(grid.len());
        seen.set(origin);
        Trail {
            origin,
            seen,
            came: BitSet::with_len(2 * grid.len()),
        }
    }

    /// Whether `cell` has been reached.
    #[inline]
    pub(crate) fn seen(&self, cell: usize) -> bool {
        self.seen.get(cell)
    }

    /// The direction back to where the reached `cell` was entered from, as a mask (bit `d` for
    /// `Direction::ALL[d]`); empty for the origin.
    #[inline]
    pub(crate) fn way_back(&self, cell: usize) -> u8 {
        let back = 1 << ((self.came.pair(cell) + 2) % 4);
        if cell == self.origin { 0 } else { back }
    }

    /// Records that `cell` was entered by moving `dir`.
    #[inline]
    pub(crate) fn enter(&mut self, cell: usize, dir: Direction) {
        self.seen.set(cell);
        self.came.set_pair(cell, dir.index() as u64);
    }

    /// The path from the origin to `end`, walked back along the recorded directions.
    pub(crate) fn path_to(&self, grid: &Grid, end: usize) -> Path {
        let mut steps = Vec::new();
        let mut cell = end;
        while cell != self.origin && self.seen(cell) {
            let dir = Direction::from_index(self.came.pair(cell) as usize);
            steps.push(dir);
            let Some(back) = grid.step(cell, dir.opposite()) else {
                break;
            };
            cell = back;
        }
        steps.reverse();
        Path::new(grid.pos(cell), steps)
    }
}

/// The neighbours of `cell` reachable through open passages, with the direction to each.
#[inline]
pub(crate) fn passages(grid: &Grid, cell: usize) -> impl Iterator<Item = (Direction, usize)> {
    grid.open_neighbors(cell)
}

/// The indices of `from` and `to`, if both lie in the grid.
pub(crate) fn endpoints(grid: &Grid, from: Pos, to: Pos) -> Option<(usize, usize)> {
    (grid.contains(from) && grid.contains(to)).then(|| (grid.index(from), grid.index(to)))
}
