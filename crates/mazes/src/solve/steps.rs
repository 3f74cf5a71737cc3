//! Searching one step at a time: what each solver looks at, as events a front end can animate
//! (`maze watch`) or count (`maze solve` reports the cells explored).

use crate::solve::Path;
use crate::watch::{Recording, Watcher};

/// One thing a solver did, to a cell named by its number (row by row on a grid:
/// [`Grid::pos`](crate::Grid::pos) gives its column and row).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SearchStep {
    /// The search reached the cell and put it on its frontier, to be explored later.
    Reach(usize),
    /// The search explored the cell: took it from the frontier (or, depth-first or walking,
    /// entered it) and followed the passages out of it. A walker enters a cell again after
    /// leaving it; a filler explores every cell once before it fills.
    Explore(usize),
    /// A depth-first search backed out of the cell (every way on from it led nowhere new), a walker
    /// cut it out of its way (it came back to where it had been), or a filler filled it.
    Leave(usize),
}

/// The steps of one search, and the path it found, if any.
pub type SearchSteps = Recording<SearchStep, Option<Path>>;

/// Reports that cell `cell` joined the frontier.
#[inline]
pub(crate) fn reached<W: Watcher<SearchStep>>(watcher: &mut W, cell: usize) {
    if W::STEPS {
        watcher.step(SearchStep::Reach(cell));
    }
}

/// Reports that cell `cell` was explored, one unit of the search's work.
#[inline]
pub(crate) fn explored<W: Watcher<SearchStep>>(watcher: &mut W, cell: usize) {
    if W::STEPS {
        watcher.step(SearchStep::Explore(cell));
    }
    watcher.advance(1);
}

/// Reports that a depth-first search backed out of cell `cell`.
#[inline]
pub(crate) fn left<W: Watcher<SearchStep>>(watcher: &mut W, cell: usize) {
    if W::STEPS {
        watcher.step(SearchStep::Leave(cell));
    }
}

/// The number of cells a search explored, counted as it runs.
///
/// ```
/// use mazes::solve::{Explored, Solver};
/// use mazes::{Algorithm, Pos, Size, Wrap};
///
/// let grid = Algorithm::Backtracker.generate(Size::new(20, 20), Wrap::None, &mut mazes::rng_from_seed(3))?;
/// let mut explored = Explored::default();
/// let path = Solver::Bfs.search(&grid, Pos::new(0, 0), Pos::new(19, 19), &mut explored);
/// assert!(path.is_some());
/// assert!(explored.cells() >= path.unwrap().len() as u64 && explored.cells() <= 400);
/// # Ok::<(), mazes::GenerateError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Explored(u64);

impl Explored {
    /// The cells explored so far.
    pub fn cells(self) -> u64 {
        self.0
    }
}

impl Watcher<SearchStep> for Explored {
    const STEPS: bool = false;

    #[inline]
    fn step(&mut self, _: SearchStep) {}

    #[inline]
    fn advance(&mut self, units: u64) {
        self.0 += units;
    }
}
