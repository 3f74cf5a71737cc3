//! Making a complete maze in one expression.

use crate::generate::Step;
use crate::metrics::{Difficulty, at_percentile};
use crate::transmute::{BraidError, Extra, LoopsError, add_loops, braid};
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
    /// A maze was to be picked by difficulty, which is measured between a start and a goal,
    /// and the openings give none.
    #[error("picking a maze by difficulty needs a start and a goal")]
    DifficultyWithoutEnds,
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
/// assert_eq!(a.passage_count(), 9 * 7 - 1 + 4);
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
    difficulty: Option<u8>,
}

/// How many mazes [`MazeBuilder::difficulty`] builds to pick one.
pub const DIFFICULTY_CANDIDATES: u64 = 32;

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
            difficulty: None,
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

    /// Picks the maze by difficulty: of the [`DIFFICULTY_CANDIDATES`] mazes built from the seed and the
    /// seeds after it, the one at `percentile` (0 the easiest, 100 the hardest) of their
    /// [`Difficulty`](crate::metrics::Difficulty) scores, measured before any loops or
    /// braiding. The maze records its own seed, so building that seed without this option
    /// gives the same maze. Needs openings that give a start and a goal.
    ///
    /// ```
    /// use maze::metrics::Difficulty;
    /// use maze::{MazeBuilder, Size};
    ///
    /// let recipe = MazeBuilder::new(Size::new(15, 15)).seed(3);
    /// let easy = recipe.clone().difficulty(0).build()?;
    /// let hard = recipe.clone().difficulty(100).build()?;
    /// let score = |m| Difficulty::of(m).unwrap().expected_steps;
    /// assert!(score(&easy) < score(&hard));
    /// assert_eq!(recipe.seed(hard.seed().unwrap()).build()?, hard);
    /// # Ok::<(), maze::BuildError>(())
    /// ```
    pub fn difficulty(mut self, percentile: u8) -> MazeBuilder {
        self.difficulty = Some(percentile.min(100));
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
        let Some(percentile) = self.difficulty else {
            return self.build_seeded(seed, watcher).map(|(maze, _)| maze);
        };
        let mut scored = Vec::new();
        for k in 0..DIFFICULTY_CANDIDATES {
            let candidate = seed.wrapping_add(k);
            let (_, score) = self.build_seeded(candidate, &mut ())?;
            scored.push((score.ok_or(BuildError::DifficultyWithoutEnds)?, candidate));
        }
        let chosen = at_percentile(scored, percentile).unwrap_or(seed);
        self.build_seeded(chosen, watcher).map(|(maze, _)| maze)
    }

    /// Builds the maze from `seed`, with its difficulty score (the explorer's expected steps,
    /// before loops or braiding) if it has a start and a goal.
    fn build_seeded<W: Watcher<Step>>(
        &self,
        seed: u64,
        watcher: &mut W,
    ) -> Result<(Maze, Option<f64>), BuildError> {
        let mut rng = rng_from_seed(seed);
        if let Extra::Braid(fraction) = self.extra
            && !(0.0..=1.0).contains(&fraction)
        {
            return Err(BraidError::Fraction(fraction).into());
        }
        let mut grid = self
            .algorithm
            .generate_watched(self.size, self.wrap, &mut rng, watcher)?;
        let perfect = self.difficulty.is_some().then(|| grid.clone());
        match self.extra {
            Extra::Perfect => {}
            Extra::Loops(count) => add_loops(&mut grid, count, &mut rng)?,
            Extra::Braid(fraction) => {
                braid(&mut grid, fraction, &mut rng)?;
            }
        }
        let ends = self.openings.place(&grid, &mut rng)?;
        let score = perfect.zip(ends).and_then(|(perfect, (start, goal))| {
            Difficulty::between(&perfect, start.cell, goal.cell).map(|d| d.expected_steps)
        });
        let maze = Maze::new(grid).with_provenance(Some(self.algorithm), Some(seed));
        let maze = match ends {
            Some((start, goal)) => maze.with_endpoints(start, goal)?,
            None => maze,
        };
        Ok((maze, score))
    }
}
