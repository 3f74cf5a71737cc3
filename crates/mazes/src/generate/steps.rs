//! Generation one step at a time: what each generator does to the grid, as events a front end
//! can animate (`maze watch`, the word maze, the web page).
//!
//! Every generator reports its work to a [`Watcher`]. [`Algorithm::steps`] records the steps
//! of a real run and hands them back as an iterator: replayed in order onto a grid with all
//! walls up, they build exactly the maze [`Algorithm::generate`] makes from the same seed.
//!
//! [`Algorithm::steps`]: crate::Algorithm::steps
//! [`Algorithm::generate`]: crate::Algorithm::generate

use crate::watch::Watcher;
use crate::{direction::Direction, grid::Grid, grid::GridError, pos::Pos};

/// One thing a generator did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Step {
    /// The passage from `at` towards `dir` was opened.
    Open {
        /// The cell carved from.
        at: Pos,
        /// The side of `at` that opened.
        dir: Direction,
    },
    /// The passage from `at` towards `dir` was walled up (recursive division builds walls).
    Close {
        /// The cell walled from.
        at: Pos,
        /// The side of `at` that closed.
        dir: Direction,
    },
    /// Every passage inside the grid was opened (recursive division starts from one open room).
    OpenAll,
    /// The generator looked at `at` without changing the maze: a random walk's step, a step back
    /// along the way it came, a hunt for the next cell to start from.
    Visit(Pos),
}

impl Step {
    /// Applies the step to `grid`; a visit changes nothing.
    ///
    /// ```
    /// use mazes::{Algorithm, Grid, Size, Wrap};
    ///
    /// let (size, wrap) = (Size::new(6, 4), Wrap::None);
    /// let steps = Algorithm::Kruskal.steps(size, wrap, &mut mazes::rng_from_seed(9))?;
    /// let mut replayed = Grid::new(size, wrap)?;
    /// for step in steps.clone() {
    ///     step.apply(&mut replayed)?;
    /// }
    /// assert_eq!(&replayed, steps.outcome());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply(self, grid: &mut Grid) -> Result<(), GridError> {
        match self {
            Step::Open { at, dir } => grid.carve(at, dir).map(drop),
            Step::Close { at, dir } => grid.wall_up(at, dir).map(drop),
            Step::OpenAll => {
                grid.open_all();
                Ok(())
            }
            Step::Visit(_) => Ok(()),
        }
    }
}

/// Reports opening the passage from cell `cell` towards `dir`.
#[inline]
pub(crate) fn opened<W: Watcher<Step>>(watcher: &mut W, grid: &Grid, cell: usize, dir: Direction) {
    if W::STEPS {
        watcher.step(Step::Open {
            at: grid.pos(cell),
            dir,
        });
    }
}

/// Reports walling up the passage from cell `cell` towards `dir`.
#[inline]
pub(crate) fn closed<W: Watcher<Step>>(watcher: &mut W, grid: &Grid, cell: usize, dir: Direction) {
    if W::STEPS {
        watcher.step(Step::Close {
            at: grid.pos(cell),
            dir,
        });
    }
}

/// Reports looking at cell `cell`.
#[inline]
pub(crate) fn visited<W: Watcher<Step>>(watcher: &mut W, grid: &Grid, cell: usize) {
    if W::STEPS {
        watcher.step(Step::Visit(grid.pos(cell)));
    }
}
