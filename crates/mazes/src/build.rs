//! Making a complete maze in one expression: one recipe for every shape, mask and weave.

use rand::Rng;

use crate::generate::Step;
use crate::metrics::{Difficulty, at_percentile};
use crate::shape::{Lattice, Mask, Shape, ShapeError};
use crate::transmute::{BraidError, Extra, LoopsError, add_loops, braid};
use crate::watch::Watcher;
use crate::{
    generate::Algorithm, generate::GenerateError, maze::Maze, openings::Openings,
    openings::OpeningsError, progress::Progress, rng::rng_from_seed, size::Size, threads::Threads,
    topology::Wrap,
};

/// Why a maze could not be built.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum BuildError {
    /// Generation failed (bad size, unsupported wrapping or shape, no memory).
    #[error(transparent)]
    Generate(#[from] GenerateError),
    /// The shape or the mask was refused.
    #[error(transparent)]
    Shape(#[from] ShapeError),
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
    /// The weave density was out of range.
    #[error("the weave density is the chance of a crossing where one can go, 0 to 1, not {0}")]
    WeaveDensity(f64),
    /// Weaving was asked of a shape that cannot weave.
    #[error("only bounded square cells with no mask weave, not a {0} maze")]
    WeaveShape(String),
    /// A setting that only a whole rectangle of square cells has was given for another maze.
    #[error("{setting} needs a whole rectangle of square cells, not a {shape} maze")]
    SquaresOnly {
        /// The setting, as the recipe names it.
        setting: &'static str,
        /// The maze's shape in words.
        shape: String,
    },
}

/// A recipe for a [`Maze`] of any shape: its cells (a rectangle of squares, wrapping or not, or
/// any [`Shape`], cut to a [`Mask`] whose regions may be joined, woven), the algorithm, the
/// seed, loops or braiding, and on whole squares the openings and a difficulty to pick by.
///
/// Everything is drawn from one RNG seeded with the seed, in a fixed order (generate, then
/// loops or braid, then openings), so the same recipe always builds the same maze. A whole
/// rectangle of squares takes the square fast paths (and keeps its [`Grid`](crate::Grid));
/// other cells are carved into their [`Lattice`], the maze [`Maze::generate`] makes from the
/// same seed when there are no loops or braiding, from the top-left border cell to the
/// bottom-right one.
///
/// ```
/// use mazes::shape::mask::Outline;
/// use mazes::shape::{Mask, Shape};
/// use mazes::{Algorithm, MazeBuilder, Size, Wrap};
///
/// let a = MazeBuilder::new(Size::new(9, 7)).wrap(Wrap::Both).loops(4).seed(11).build()?;
/// let b = MazeBuilder::new(Size::new(9, 7)).wrap(Wrap::Both).loops(4).seed(11).build()?;
/// assert_eq!(a, b);
/// assert_eq!(a.passage_count(), 9 * 7 - 1 + 4);
///
/// let shape = Shape::hex(Size::new(12, 10));
/// let hex = MazeBuilder::of_shape(shape.clone())
///     .mask(Mask::outline(&shape, Outline::Circle))
///     .algorithm(Algorithm::Wilson)
///     .loops(3)
///     .seed(7)
///     .build()?;
/// assert_eq!(hex.passage_count(), hex.cell_count() as u64 - 1 + 3);
/// assert_eq!(hex.seed(), Some(7));
/// # Ok::<(), mazes::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct MazeBuilder {
    shape: Shape,
    wrap: Option<Wrap>,
    mask: Option<Mask>,
    join: bool,
    weave: Option<f64>,
    algorithm: Algorithm,
    seed: Option<u64>,
    extra: Extra,
    openings: Option<Openings>,
    difficulty: Option<u8>,
    threads: Option<Threads>,
}

/// How many mazes [`MazeBuilder::difficulty`] builds to pick one.
pub const DIFFICULTY_CANDIDATES: u64 = 32;

impl MazeBuilder {
    /// A recipe for a bounded `size` maze of square cells by the recursive backtracker, with
    /// corner openings and a random seed.
    pub fn new(size: Size) -> MazeBuilder {
        MazeBuilder::of_shape(Shape::square(size))
    }

    /// A recipe for a perfect maze of the whole `shape` by the recursive backtracker, with a
    /// random seed.
    pub fn of_shape(shape: Shape) -> MazeBuilder {
        MazeBuilder {
            shape,
            wrap: None,
            mask: None,
            join: false,
            weave: None,
            algorithm: Algorithm::default(),
            seed: None,
            extra: Extra::Perfect,
            openings: None,
            difficulty: None,
            threads: None,
        }
    }

    /// Which axes wrap around (square cells only).
    pub fn wrap(mut self, wrap: Wrap) -> MazeBuilder {
        self.wrap = Some(wrap);
        self
    }

    /// Switches off the cells `mask` says (made for the same shape).
    pub fn mask(mut self, mask: Mask) -> MazeBuilder {
        self.mask = Some(mask);
        self
    }

    /// Joins the mask's separate regions by the shortest bridges of cells, instead of
    /// refusing it.
    pub fn join_regions(mut self, join: bool) -> MazeBuilder {
        self.join = join;
        self
    }

    /// Weaves the maze: passages may run under perpendicular corridors, a crossing made with
    /// chance `density` (0 to 1) wherever one can go.
    /// Only bounded square cells with no mask weave, by Kruskal's algorithm, the backtracker
    /// or the growing tree.
    pub fn weave(mut self, density: f64) -> MazeBuilder {
        self.weave = Some(density);
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

    /// Where the start and goal go (whole squares only; other cells go from the top-left
    /// border cell to the bottom-right one).
    pub fn openings(mut self, openings: Openings) -> MazeBuilder {
        self.openings = Some(openings);
        self
    }

    /// Picks the maze by difficulty: of the [`DIFFICULTY_CANDIDATES`] mazes built from the seed and the
    /// seeds after it, the one at `percentile` (0 the easiest, 100 the hardest) of their
    /// [`Difficulty`](crate::metrics::Difficulty) scores, measured before any loops or
    /// braiding. The maze records its own seed, so building that seed without this option
    /// gives the same maze. Needs openings that give a start and a goal (so whole squares).
    ///
    /// ```
    /// use mazes::metrics::Difficulty;
    /// use mazes::{MazeBuilder, Size};
    ///
    /// let recipe = MazeBuilder::new(Size::new(15, 15)).seed(3);
    /// let easy = recipe.clone().difficulty(0).build()?;
    /// let hard = recipe.clone().difficulty(100).build()?;
    /// let score = |m| Difficulty::of(m).unwrap().expected_steps;
    /// assert!(score(&easy) < score(&hard));
    /// assert_eq!(recipe.seed(hard.seed().unwrap()).build()?, hard);
    /// # Ok::<(), mazes::BuildError>(())
    /// ```
    pub fn difficulty(mut self, percentile: u8) -> MazeBuilder {
        self.difficulty = Some(percentile.min(100));
        self
    }

    /// How many threads building may take (generation in bands, Kruskal's and true Prim's
    /// tiles, as [`Threads`] counts them); by default the budget installed around the call,
    /// else what [`crate::set_threads`] set, else one a core. The maze is the same whatever
    /// the number.
    ///
    /// ```
    /// use mazes::{Algorithm, MazeBuilder, Size, Threads};
    ///
    /// let recipe = MazeBuilder::new(Size::new(600, 400)).algorithm(Algorithm::Kruskal).seed(9);
    /// let alone = recipe.clone().threads(Threads::ONE).build()?;
    /// assert_eq!(alone, recipe.build()?);
    /// # Ok::<(), mazes::BuildError>(())
    /// ```
    pub fn threads(mut self, threads: Threads) -> MazeBuilder {
        self.threads = Some(threads);
        self
    }

    /// Runs `work` within the recipe's thread budget, if it names one.
    fn within<R>(&self, work: impl FnOnce() -> R) -> R {
        match self.threads {
            Some(threads) => threads.install(work),
            None => work(),
        }
    }

    /// The shape the recipe's cells come from, its wrapping applied.
    fn shape(&self) -> Result<Shape, BuildError> {
        match (&self.shape, self.wrap) {
            (Shape::Square(square), Some(wrap)) => Ok(Shape::Square(crate::shape::Square::new(
                square.size(),
                wrap,
            ))),
            (_, Some(wrap)) if wrap != Wrap::None => Err(self.squares_only("wrapping")),
            (shape, _) => Ok(shape.clone()),
        }
    }

    /// The refusal of `setting` on a maze that is not a whole rectangle of squares.
    fn squares_only(&self, setting: &'static str) -> BuildError {
        let masked = if self.mask.is_some() { "masked " } else { "" };
        let woven = if self.weave.is_some() { "woven " } else { "" };
        BuildError::SquaresOnly {
            setting,
            shape: format!("{masked}{woven}{}", self.shape.describe()),
        }
    }

    /// The cells the maze will have: the shape checked, cut to the mask (before weaving adds
    /// the cells under its crossings).
    pub fn lattice(&self) -> Result<Lattice, BuildError> {
        let shape = self.shape()?;
        shape.check()?;
        Ok(match &self.mask {
            None => Lattice::new(shape)?,
            Some(mask) if self.join => Lattice::masked(shape.clone(), mask.bridged(&shape)?)?,
            Some(mask) => Lattice::masked(shape, mask.clone())?,
        })
    }

    /// Builds a maze in each separate region of the mask, instead of refusing a mask that falls
    /// apart or bridging it: one maze a region, in the order of [`Mask::regions`], each from a
    /// seed drawn from this recipe's, with its own start, goal, loops or braiding. Without a
    /// mask, or with a mask of one region, it is the one maze [`MazeBuilder::build`] would
    /// make from another seed.
    ///
    /// ```
    /// use mazes::shape::{Mask, Shape};
    /// use mazes::{MazeBuilder, Size};
    ///
    /// let shape = Shape::square(Size::new(30, 8));
    /// let mazes = MazeBuilder::of_shape(shape.clone())
    ///     .mask(Mask::text(&shape, "HI")?)
    ///     .seed(3)
    ///     .build_apart()?;
    /// assert_eq!(mazes.len(), 2, "H and I");
    /// assert!(mazes.iter().all(|maze| maze.is_perfect()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn build_apart(&self) -> Result<Vec<Maze>, BuildError> {
        let shape = self.shape()?;
        shape.check()?;
        let regions = match &self.mask {
            None => vec![None],
            Some(mask) => mask.regions(&shape)?.into_iter().map(Some).collect(),
        };
        if regions.is_empty() {
            return Err(ShapeError::NothingLeft.into());
        }
        let mut seeds = rng_from_seed(self.seed.unwrap_or_else(crate::random_seed));
        regions
            .into_iter()
            .map(|region| {
                let recipe = MazeBuilder {
                    mask: region,
                    join: false,
                    seed: Some(seeds.random()),
                    ..self.clone()
                };
                recipe.build()
            })
            .collect()
    }

    /// Builds the maze.
    pub fn build(&self) -> Result<Maze, BuildError> {
        // Nobody watching: no count kept at every step.
        self.within(|| self.build_watched(&mut ()))
    }

    /// Builds the maze, counting generated cells in `progress` (on whole squares; other cells
    /// are carved without a count).
    pub fn build_with_progress(&self, progress: &mut Progress<'_>) -> Result<Maze, BuildError> {
        let maze = self.within(|| self.build_watched(progress))?;
        progress.flush();
        Ok(maze)
    }

    /// Builds the maze, telling `watcher` of the generator's progress.
    fn build_watched<W: Watcher<Step>>(&self, watcher: &mut W) -> Result<Maze, BuildError> {
        if let Extra::Braid(fraction) = self.extra
            && !(0.0..=1.0).contains(&fraction)
        {
            return Err(BraidError::Fraction(fraction).into());
        }
        let seed = self.seed.unwrap_or_else(crate::random_seed);
        let (size, wrap) = match (self.shape()?, &self.mask, self.weave) {
            (Shape::Square(square), None, None) => (square.size(), square.wrap()),
            _ => return self.build_cells(seed),
        };
        let Some(percentile) = self.difficulty else {
            return self
                .build_square(size, wrap, seed, watcher)
                .map(|(maze, _)| maze);
        };
        let mut scored = Vec::new();
        for k in 0..DIFFICULTY_CANDIDATES {
            let candidate = seed.wrapping_add(k);
            let (_, score) = self.build_square(size, wrap, candidate, &mut ())?;
            scored.push((score.ok_or(BuildError::DifficultyWithoutEnds)?, candidate));
        }
        let chosen = at_percentile(scored, percentile).unwrap_or(seed);
        self.build_square(size, wrap, chosen, watcher)
            .map(|(maze, _)| maze)
    }

    /// Builds a whole rectangle of squares from `seed`, with its difficulty score (the
    /// explorer's expected steps, before loops or braiding) if it has a start and a goal.
    fn build_square<W: Watcher<Step>>(
        &self,
        size: Size,
        wrap: Wrap,
        seed: u64,
        watcher: &mut W,
    ) -> Result<(Maze, Option<f64>), BuildError> {
        let mut rng = rng_from_seed(seed);
        let mut grid = self
            .algorithm
            .generate_watched(size, wrap, &mut rng, watcher)?;
        let perfect = self.difficulty.is_some().then(|| grid.clone());
        match self.extra {
            Extra::Perfect => {}
            Extra::Loops(count) => add_loops(&mut grid, count, &mut rng)?,
            Extra::Braid(fraction) => {
                braid(&mut grid, fraction, &mut rng)?;
            }
        }
        let openings = self.openings.unwrap_or(Openings::Corners);
        let ends = openings.place(&grid, &mut rng)?;
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

    /// Builds a maze of any other cells from `seed`: carved into the lattice (or woven), then
    /// loops or braiding.
    fn build_cells(&self, seed: u64) -> Result<Maze, BuildError> {
        if self.openings.is_some() {
            return Err(self.squares_only("placing the openings"));
        }
        if self.difficulty.is_some() {
            return Err(self.squares_only("picking by difficulty"));
        }
        let mut rng = rng_from_seed(seed);
        let mut maze = match self.weave {
            None => Maze::generate_with(self.lattice()?, self.algorithm, &mut rng)?,
            Some(density) => self.woven(density, &mut rng)?,
        };
        match self.extra {
            Extra::Perfect => {}
            Extra::Loops(count) => maze.add_loops(count, &mut rng)?,
            Extra::Braid(fraction) => {
                maze.braid(fraction, &mut rng)?;
            }
        }
        Ok(maze.with_provenance(Some(self.algorithm), Some(seed)))
    }

    /// A weave maze of the recipe's square cells.
    fn woven<R: Rng + ?Sized>(&self, density: f64, rng: &mut R) -> Result<Maze, BuildError> {
        if !(0.0..=1.0).contains(&density) {
            return Err(BuildError::WeaveDensity(density));
        }
        let size = match (self.shape()?, &self.mask) {
            (Shape::Square(square), None) if square.wrap() == Wrap::None => square.size(),
            (shape, mask) => {
                let masked = if mask.is_some() { "masked " } else { "" };
                let wraps = match shape {
                    Shape::Square(s) if s.wrap() != Wrap::None => "wrapping ",
                    _ => "",
                };
                return Err(BuildError::WeaveShape(format!(
                    "{masked}{wraps}{}",
                    shape.describe()
                )));
            }
        };
        let (lattice, passages) = crate::shape::weave::carve(size, self.algorithm, density, rng)?;
        Ok(Maze::of_passages(lattice, passages).with_provenance(Some(self.algorithm), None))
    }
}
