//! A recipe for a maze of any shape, as [`MazeBuilder`](crate::MazeBuilder) is for square
//! ones: the shape, a mask (its regions joined if asked), the algorithm, the seed, loops or
//! braiding. The command line and the browser's studio both build their mazes with it.

use rand::Rng;

use super::{Lattice, Mask, Shape, ShapeError};
use crate::Maze;
use crate::generate::GenerateError;
use crate::transmute::Extra;
use crate::transmute::{BraidError, LoopsError};
use crate::{Algorithm, rng_from_seed};

/// Why a shaped maze could not be built.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum ShapeBuildError {
    /// The shape or the mask was refused.
    #[error(transparent)]
    Shape(#[from] ShapeError),
    /// The algorithm cannot carve this lattice.
    #[error(transparent)]
    Generate(#[from] GenerateError),
    /// Too many loops were asked.
    #[error(transparent)]
    Loops(#[from] LoopsError),
    /// The braid fraction was out of range.
    #[error(transparent)]
    Braid(#[from] BraidError),
    /// The weave density was out of range.
    #[error("the weave density is the chance of a crossing where one can go, 0 to 1, not {0}")]
    WeaveDensity(f64),
    /// Weaving was asked of a shape that cannot weave.
    #[error("only bounded square cells with no mask weave, not a {0} maze")]
    WeaveShape(String),
    /// The square lane refused a maze of whole square cells.
    #[error(transparent)]
    Square(crate::BuildError),
}

impl From<crate::BuildError> for ShapeBuildError {
    fn from(error: crate::BuildError) -> ShapeBuildError {
        match error {
            crate::BuildError::Generate(e) => ShapeBuildError::Generate(e),
            crate::BuildError::Loops(e) => ShapeBuildError::Loops(e),
            crate::BuildError::Braid(e) => ShapeBuildError::Braid(e),
            other => ShapeBuildError::Square(other),
        }
    }
}

/// A recipe for a [`Maze`].
///
/// Everything is drawn from one RNG seeded with the seed, in a fixed order (generate, then
/// loops or braid), so the same recipe always builds the same maze; without loops or braiding
/// it is the maze [`Maze::generate`] makes from the same seed. A whole rectangle of square
/// cells is built by [`MazeBuilder`](crate::MazeBuilder), the square lane: the same maze, file
/// and picture as `maze generate` makes of the same recipe, entrance in the top wall and exit
/// in the bottom one ([`Openings::Corners`](crate::Openings::Corners)).
///
/// ```
/// use maze::shape::mask::Outline;
/// use maze::shape::{Mask, Shape, ShapeBuilder};
/// use maze::{Algorithm, Size};
///
/// let shape = Shape::hex(Size::new(12, 10));
/// let maze = ShapeBuilder::new(shape.clone())
///     .mask(Mask::outline(&shape, Outline::Circle))
///     .algorithm(Algorithm::Wilson)
///     .loops(3)
///     .seed(7)
///     .build()?;
/// assert_eq!(maze.passage_count(), maze.cell_count() as u64 - 1 + 3);
/// assert_eq!(maze.seed(), Some(7));
/// # Ok::<(), maze::shape::ShapeBuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct ShapeBuilder {
    shape: Shape,
    mask: Option<Mask>,
    join: bool,
    algorithm: Algorithm,
    seed: Option<u64>,
    extra: Extra,
    weave: Option<f64>,
}

impl ShapeBuilder {
    /// A recipe for a perfect maze of the whole `shape` by the recursive backtracker, with a
    /// random seed.
    pub fn new(shape: Shape) -> ShapeBuilder {
        ShapeBuilder {
            shape,
            mask: None,
            join: false,
            algorithm: Algorithm::default(),
            seed: None,
            extra: Extra::Perfect,
            weave: None,
        }
    }

    /// Switches off the cells `mask` says (made for the same shape).
    pub fn mask(mut self, mask: Mask) -> ShapeBuilder {
        self.mask = Some(mask);
        self
    }

    /// Joins the mask's separate regions by the shortest bridges of cells, instead of
    /// refusing it.
    pub fn join_regions(mut self, join: bool) -> ShapeBuilder {
        self.join = join;
        self
    }

    /// The generation algorithm.
    pub fn algorithm(mut self, algorithm: Algorithm) -> ShapeBuilder {
        self.algorithm = algorithm;
        self
    }

    /// The seed; without one, a random seed is drawn (and recorded in the maze).
    pub fn seed(mut self, seed: u64) -> ShapeBuilder {
        self.seed = Some(seed);
        self
    }

    /// Opens `count` extra walls after generating: loops.
    pub fn loops(mut self, count: u64) -> ShapeBuilder {
        self.extra = Extra::Loops(count);
        self
    }

    /// Removes `fraction` (0 to 1) of the dead ends after generating.
    pub fn braid(mut self, fraction: f64) -> ShapeBuilder {
        self.extra = Extra::Braid(fraction);
        self
    }

    /// Weaves the maze: passages may run under perpendicular corridors, a crossing made with
    /// chance `density` (0 to 1) wherever one can go ([`weave::generate`](super::weave::generate)).
    /// Only bounded square cells with no mask weave, by Kruskal's algorithm, the backtracker
    /// or the growing tree.
    pub fn weave(mut self, density: f64) -> ShapeBuilder {
        self.weave = Some(density);
        self
    }

    /// The cells the maze will have: the shape checked, cut to the mask (before weaving adds
    /// the cells under its crossings).
    pub fn lattice(&self) -> Result<Lattice, ShapeError> {
        self.shape.check()?;
        match &self.mask {
            None => Lattice::new(self.shape.clone()),
            Some(mask) if self.join => {
                Lattice::masked(self.shape.clone(), mask.bridged(&self.shape))
            }
            Some(mask) => Lattice::masked(self.shape.clone(), mask.clone()),
        }
    }

    /// Builds a maze in each separate region of the mask, instead of refusing a mask that falls
    /// apart or bridging it: one maze a region, in the order of [`Mask::regions`], each from a
    /// seed drawn from this recipe's, with its own start, goal, loops or braiding. Without a
    /// mask, or with a mask of one region, it is the one maze [`ShapeBuilder::build`] would
    /// make from another seed.
    ///
    /// ```
    /// use maze::shape::{Mask, Shape, ShapeBuilder};
    /// use maze::Size;
    ///
    /// let shape = Shape::square(Size::new(30, 8));
    /// let mazes = ShapeBuilder::new(shape.clone())
    ///     .mask(Mask::text(&shape, "HI")?)
    ///     .seed(3)
    ///     .build_apart()?;
    /// assert_eq!(mazes.len(), 2, "H and I");
    /// assert!(mazes.iter().all(|maze| maze.is_perfect()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn build_apart(&self) -> Result<Vec<Maze>, ShapeBuildError> {
        self.shape.check()?;
        let regions = match &self.mask {
            None => vec![None],
            Some(mask) => mask.regions(&self.shape).into_iter().map(Some).collect(),
        };
        if regions.is_empty() {
            return Err(ShapeError::NothingLeft.into());
        }
        let mut seeds = rng_from_seed(self.seed.unwrap_or_else(rand::random));
        regions
            .into_iter()
            .map(|region| {
                let recipe = ShapeBuilder {
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
    pub fn build(&self) -> Result<Maze, ShapeBuildError> {
        if let Extra::Braid(fraction) = self.extra
            && !(0.0..=1.0).contains(&fraction)
        {
            return Err(BraidError::Fraction(fraction).into());
        }
        let seed = self.seed.unwrap_or_else(rand::random);
        if let (Shape::Square(square), None, None) = (&self.shape, &self.mask, self.weave) {
            self.shape.check()?;
            return self.square(square, seed);
        }
        let lattice = self.lattice()?;
        let mut rng = rng_from_seed(seed);
        let mut maze = match self.weave {
            None => Maze::generate_with(lattice, self.algorithm, &mut rng)?,
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

    /// The recipe's whole rectangle of square cells, built on the square lane.
    fn square(&self, square: &super::Square, seed: u64) -> Result<Maze, ShapeBuildError> {
        let builder = crate::MazeBuilder::new(square.size())
            .wrap(square.wrap())
            .algorithm(self.algorithm)
            .seed(seed);
        let builder = match self.extra {
            Extra::Perfect => builder,
            Extra::Loops(count) => builder.loops(count),
            Extra::Braid(fraction) => builder.braid(fraction),
        };
        Ok(builder.build()?)
    }

    /// A weave maze of the recipe's square cells.
    fn woven<R: Rng + ?Sized>(&self, density: f64, rng: &mut R) -> Result<Maze, ShapeBuildError> {
        if !(0.0..=1.0).contains(&density) {
            return Err(ShapeBuildError::WeaveDensity(density));
        }
        let size = match (&self.shape, &self.mask) {
            (Shape::Square(square), None) if square.wrap() == crate::Wrap::None => square.size(),
            (shape, mask) => {
                let masked = if mask.is_some() { "masked " } else { "" };
                let wraps = match shape {
                    Shape::Square(s) if s.wrap() != crate::Wrap::None => "wrapping ",
                    _ => "",
                };
                return Err(ShapeBuildError::WeaveShape(format!(
                    "{masked}{wraps}{}",
                    shape.describe()
                )));
            }
        };
        Ok(super::weave::generate(size, self.algorithm, density, rng)?)
    }
}
