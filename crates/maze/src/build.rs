//! Making a complete maze in one expression.

use crate::generate::Step;
use crate::transmute::{BraidError, LoopsError, add_loops, braid};
use crate::watch::Watcher;
use crate::{
    Algorithm, GenerateError, Maze, Openings, OpeningsError, Progress, Size, Wrap, rng_from_seed,
};

/// Why a maze could not be built.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum BuildError {
    /// Generation failed (bad size, unsupported wrapping, no memory).
    #[error(transparent)]
    Generate(#[from] GenerateError),
    /// Too many loops were asked.
    #[error(transparent)]
    Loops(#[from] LoopsError),
    /// The braid fraction was out of range.
    #[error(transparent)]
    Braid(#[from] BraidError),
    /// The openings could not be placed.
    #[error(transparent)]
    Openings(#[from] OpeningsError),
}

/// What to do to the perfect maze after generating it.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub(crate) enum Extra {
    /// Nothing: the maze stays perfect.
    #[default]
    Perfect,
    /// Open this many more walls.
    Loops(u64),
    /// Remove this fraction of the dead ends.
    Braid(f64),
}

/// A recipe for a [`Maze`]: size, wrapping, algorithm, seed, loops or braiding, openings.
///
/// Everything is drawn from one RNG seeded with the seed, in a fixed order (generate, then
/// loops or braid, then openings), so the same recipe always builds the same maze.
///
/// ```
/// use maze::{MazeBuilder, Size, Wrap};
///
/// let a = MazeBuilder::new(Size::new(9, 7)).wrap(Wrap::Both).loops(4).seed(11).build()?;
/// let b = MazeBuilder::new(Size::new(9, 7)).wrap(Wrap::Both).loops(4).seed(11).build()?;
/// assert_eq!(a, b);
/// assert_eq!(a.grid().passage_count(), 9 * 7 - 1 + 4);
/// # Ok::<(), maze::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct MazeBuilder {
    size: Size,
    wrap: Wrap,
    algorithm: Algorithm,
    seed: Option<u64>,
    extra: Extra,
    openings: Openings,
}

impl MazeBuilder {
    /// A recipe for a bounded `size` maze by the recursive backtracker, with corner openings
    /// and a random seed.
    pub fn new(size: Size) -> MazeBuilder {
        MazeBuilder {
            size,
            wrap: Wrap::None,
            algorithm: Algorithm::default(),
            seed: None,
            extra: Extra::Perfect,
            openings: Openings::Corners,
        }
    }

    /// Which axes wrap around.
    pub fn wrap(mut self, wrap: Wrap) -> MazeBuilder {
        self.wrap = wrap;
        self
    }

    /// The generation algorithm.
    pub fn algorithm(mut self, algorithm: Algorithm) -> MazeBuilder {
        self.algorithm = algorithm;
        self
    }

    /// The seed; without one, a random seed is drawn (and recorded in the maze).
    pub fn seed(mut self, seed: u64) -> MazeBuilder {
        self.seed = Some(seed);
        self
    }

    /// Opens `count` extra walls after generating: a "room maze" with loops.
    pub fn loops(mut self, count: u64) -> MazeBuilder {
        self.extra = Extra::Loops(count);
        self
    }

    /// Removes `fraction` (0 to 1) of the dead ends after generating.
    pub fn braid(mut self, fraction: f64) -> MazeBuilder {
        self.extra = Extra::Braid(fraction);
        self
    }

    /// Where the start and goal go.
    pub fn openings(mut self, openings: Openings) -> MazeBuilder {
        self.openings = openings;
        self
    }

    /// Builds the maze.
    pub fn build(self) -> Result<Maze, BuildError> {
        // Nobody watching: no count kept at every step.
        self.build_watched(&mut ())
    }

    /// Builds the maze, counting generated cells in `progress`.
    pub fn build_with_progress(self, progress: &mut Progress<'_>) -> Result<Maze, BuildError> {
        let maze = self.build_watched(progress)?;
        progress.flush();
        Ok(maze)
    }

    /// Builds the maze, telling `watcher` of the generator's progress.
    fn build_watched<W: Watcher<Step>>(self, watcher: &mut W) -> Result<Maze, BuildError> {
        let seed = self.seed.unwrap_or_else(rand::random);
        let mut rng = rng_from_seed(seed);
        if let Extra::Braid(fraction) = self.extra
            && !(0.0..=1.0).contains(&fraction)
        {
            return Err(BraidError::Fraction(fraction).into());
        }
        let mut grid = self
            .algorithm
            .generate_watched(self.size, self.wrap, &mut rng, watcher)?;
        match self.extra {
            Extra::Perfect => {}
            Extra::Loops(count) => add_loops(&mut grid, count, &mut rng)?,
            Extra::Braid(fraction) => {
                braid(&mut grid, fraction, &mut rng)?;
            }
        }
        let ends = self.openings.place(&grid, &mut rng)?;
        let maze = Maze::new(grid).with_provenance(Some(self.algorithm), Some(seed));
        Ok(match ends {
            Some((start, goal)) => maze.with_ends(start, goal)?,
            None => maze,
        })
    }
}
