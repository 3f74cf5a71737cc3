//! A grid together with its start, goal and provenance.

use crate::openings::check_endpoint;
use crate::{Algorithm, Direction, Endpoint, Grid, OpeningsError, Pos};

/// A maze's start and goal.
pub(crate) type Ends = (Endpoint, Endpoint);

/// A maze: its grid, where it starts and ends, and how it was made.
///
/// The start and goal always lie in the grid, and their doors in an outer wall: the
/// constructors check it, so renderers and solvers can rely on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Maze {
    grid: Grid,
    ends: Option<(Endpoint, Endpoint)>,
    algorithm: Option<Algorithm>,
    seed: Option<u64>,
}

impl Maze {
    /// A maze of `grid` with no start, no goal and no recorded provenance.
    pub fn new(grid: Grid) -> Maze {
        Maze {
            grid,
            ends: None,
            algorithm: None,
            seed: None,
        }
    }

    /// Sets the start and goal, checking they fit the grid.
    pub fn with_ends(mut self, start: Endpoint, goal: Endpoint) -> Result<Maze, OpeningsError> {
        check_endpoint(&self.grid, "start", start)?;
        check_endpoint(&self.grid, "goal", goal)?;
        self.ends = Some((start, goal));
        Ok(self)
    }

    /// Records the algorithm and seed the maze was generated with.
    pub fn with_provenance(mut self, algorithm: Option<Algorithm>, seed: Option<u64>) -> Maze {
        self.algorithm = algorithm;
        self.seed = seed;
        self
    }

    /// The grid of passages.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The grid, for changes such as adding loops; the start and goal stay valid because the
    /// grid's size and wrapping cannot change.
    pub fn grid_mut(&mut self) -> &mut Grid {
        &mut self.grid
    }

    /// The start and goal endpoints, if the maze has them.
    pub fn ends(&self) -> Option<(Endpoint, Endpoint)> {
        self.ends
    }

    /// The start cell, if any.
    pub fn start(&self) -> Option<Pos> {
        self.ends.map(|(start, _)| start.cell)
    }

    /// The goal cell, if any.
    pub fn goal(&self) -> Option<Pos> {
        self.ends.map(|(_, goal)| goal.cell)
    }

    /// Whether the outer wall of `pos` on `side` has a door (the entrance or the exit).
    pub fn has_door(&self, pos: Pos, side: Direction) -> bool {
        self.ends.is_some_and(|(start, goal)| {
            [start, goal]
                .iter()
                .any(|e| e.cell == pos && e.door == Some(side))
        })
    }

    /// The grid, ends and provenance, taken apart.
    pub(crate) fn into_parts(self) -> (Grid, Option<Ends>, Option<Algorithm>, Option<u64>) {
        (self.grid, self.ends, self.algorithm, self.seed)
    }

    /// The algorithm that generated the maze, if known.
    pub fn algorithm(&self) -> Option<Algorithm> {
        self.algorithm
    }

    /// The seed the maze was generated from, if known.
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }
}
