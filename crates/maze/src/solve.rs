//! Finding ways through a maze: shortest paths, first-found paths, distances, reachability.
//!
//! Every solver is iterative and takes positions; a solver that is handed a cell outside the
//! grid, or a goal that cannot be reached, answers `None`. Paths are [`Path`]s: a start and the
//! directions taken from it.

mod astar;
mod bfs;
mod dfs;
mod dijkstra;
mod explore;
mod path;
mod reach;

pub use astar::astar;
pub use bfs::{DistanceMap, bfs, distances};
pub use dfs::dfs;
pub use dijkstra::{WeightsError, dijkstra};
pub use explore::explore;
pub use path::{Path, PathError};
pub use reach::{CellSet, reachable};

use crate::{Direction, Grid, Pos};

/// A solver the command line can name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Solver {
    /// Breadth-first search: a shortest path.
    #[default]
    Bfs,
    /// Depth-first search: the first path found, trying N, E, S, W in turn; not shortest.
    Dfs,
    /// A* with the (wrap-aware) Manhattan distance: a shortest path, exploring less.
    AStar,
    /// Dijkstra with every cell costing 1: a shortest path.
    Dijkstra,
}

impl Solver {
    /// Every solver.
    pub const ALL: [Solver; 4] = [Solver::Bfs, Solver::Dfs, Solver::AStar, Solver::Dijkstra];

    /// The command-line name.
    pub const fn name(self) -> &'static str {
        match self {
            Solver::Bfs => "bfs",
            Solver::Dfs => "dfs",
            Solver::AStar => "astar",
            Solver::Dijkstra => "dijkstra",
        }
    }

    /// A path from `from` to `to`, or `None` if there is none.
    pub fn solve(self, grid: &Grid, from: Pos, to: Pos) -> Option<Path> {
        match self {
            Solver::Bfs => bfs(grid, from, to),
            Solver::Dfs => dfs(grid, from, to),
            Solver::AStar => astar(grid, from, to),
            Solver::Dijkstra => {
                let ones = vec![1; grid.len()];
                dijkstra(grid, &ones, from, to)
                    .ok()
                    .flatten()
                    .map(|(path, _)| path)
            }
        }
    }
}

/// The direction a search entered each cell by, for walking a path back from its end.
pub(crate) struct Trail {
    /// `0..4`: the direction index taken into the cell; [`Trail::UNSEEN`] or [`Trail::ORIGIN`].
    came: Vec<u8>,
}

impl Trail {
    const UNSEEN: u8 = 4;
    const ORIGIN: u8 = 5;

    /// A trail over `grid` with only `origin` reached.
    pub(crate) fn new(grid: &Grid, origin: usize) -> Trail {
        let mut came = vec![Trail::UNSEEN; grid.len()];
        came[origin] = Trail::ORIGIN;
        Trail { came }
    }

    /// Whether `cell` has been reached.
    #[inline]
    pub(crate) fn seen(&self, cell: usize) -> bool {
        self.came[cell] != Trail::UNSEEN
    }

    /// Records that `cell` was entered by moving `dir`.
    #[inline]
    pub(crate) fn enter(&mut self, cell: usize, dir: Direction) {
        self.came[cell] = dir.index() as u8;
    }

    /// The path from the origin to `end`, walked back along the recorded directions.
    pub(crate) fn path_to(&self, grid: &Grid, end: usize) -> Path {
        let mut steps = Vec::new();
        let mut cell = end;
        while let Some(&came) = self.came.get(cell).filter(|&&c| c < 4) {
            let dir = Direction::from_index(came as usize);
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
    let (found, count) = grid.open_neighbors(cell);
    found.into_iter().take(count)
}

/// The indices of `from` and `to`, if both lie in the grid.
pub(crate) fn endpoints(grid: &Grid, from: Pos, to: Pos) -> Option<(usize, usize)> {
    (grid.contains(from) && grid.contains(to)).then(|| (grid.index(from), grid.index(to)))
}
