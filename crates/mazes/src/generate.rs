//! Perfect-maze generators: one module per algorithm, and [`Algorithm`] to choose among them.
//!
//! Every generator carves a *perfect* maze (a spanning tree: exactly one path between any two
//! cells) into a grid whose walls are all up, draws its randomness from the caller's RNG, and
//! works without recursion, so maze size is bounded only by memory. Each module's documentation
//! describes the algorithm, its texture, and its cost.

use std::fmt;
use std::str::FromStr;

use rand::Rng;

use crate::bits::OutOfMemory;
use crate::{grid::Grid, grid::GridError, progress::Progress, size::Size, topology::Wrap};

pub mod aldous_broder;
pub mod backtracker;
pub mod binary_tree;
pub mod division;
pub mod eller;
pub mod growing_tree;
pub mod hunt_and_kill;
pub mod kruskal;
pub mod origin_shift;
pub mod prim;
pub mod prim_simplified;
mod row;
pub mod rows;
pub mod sidewinder;
mod space;
mod steps;
mod tree;
mod walk;
pub mod wilson;

pub use growing_tree::Pick;
pub use steps::Step;

use crate::watch::{Recording, Watcher};

/// The steps of one generator run, and the maze they build.
pub type Steps = Recording<Step, Grid>;

/// Why a maze could not be generated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GenerateError {
    /// The algorithm cannot make a perfect maze on this topology.
    #[error("{algorithm} cannot generate a maze that wraps in {wrap}: {reason}")]
    Unsupported {
        /// The algorithm's name.
        algorithm: &'static str,
        /// The requested wrapping.
        wrap: Wrap,
        /// Why it cannot.
        reason: &'static str,
    },
    /// The algorithm cannot make a perfect maze on this cell shape or mask.
    #[error("{algorithm} cannot generate a {shape} maze: {reason}")]
    UnsupportedShape {
        /// The algorithm's name.
        algorithm: &'static str,
        /// The shape, such as `hex` or `masked square`.
        shape: String,
        /// Why it cannot.
        reason: &'static str,
    },
    /// The grid could not be made.
    #[error(transparent)]
    Grid(#[from] GridError),
    /// A row-by-row maker was asked of an algorithm that needs the whole maze.
    #[error(
        "{algorithm} cannot make a maze a row at a time; eller, sidewinder and binary-tree can"
    )]
    NotRowByRow {
        /// The algorithm's name.
        algorithm: &'static str,
    },
    /// The algorithm's working memory could not be allocated.
    #[error(
        "{algorithm} needs {bytes} bytes of working memory for this maze, more than can be allocated"
    )]
    OutOfMemory {
        /// The algorithm's name.
        algorithm: &'static str,
        /// Bytes the refused allocation asked for.
        bytes: u64,
    },
}

/// A maze generation algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Algorithm {
    /// Recursive backtracker (randomized depth-first search), the seeds' algorithm.
    Backtracker,
    /// Randomized Kruskal: join random walls' cells while they are in different trees.
    Kruskal,
    /// True Prim: a minimum spanning tree over random edge weights.
    Prim,
    /// Simplified Prim: add a random frontier cell to the maze.
    PrimSimplified,
    /// Wilson: loop-erased random walks; uniform.
    Wilson,
    /// Aldous–Broder: one long random walk; uniform.
    AldousBroder,
    /// Hunt-and-kill: random walks, then a scan for the next unvisited cell.
    HuntAndKill,
    /// Growing tree, picking the next cell as the [`Pick`] says.
    GrowingTree(Pick),
    /// Eller: row by row with sets; needs one row of memory.
    Eller,
    /// Sidewinder: row by row, runs closed by a passage north.
    Sidewinder,
    /// Binary tree: every cell opens north or east.
    BinaryTree,
    /// Recursive division: wall off an open room, recursively.
    Division,
    /// Origin Shift: a perfect maze whose root wanders until it has visited every cell; uniform.
    OriginShift,
}

impl Algorithm {
    /// Every algorithm, each growing-tree variant included, in the order `maze algorithms` lists them.
    pub const ALL: [Algorithm; 15] = [
        Algorithm::Backtracker,
        Algorithm::Kruskal,
        Algorithm::Prim,
        Algorithm::PrimSimplified,
        Algorithm::Wilson,
        Algorithm::AldousBroder,
        Algorithm::HuntAndKill,
        Algorithm::GrowingTree(Pick::Mixed),
        Algorithm::GrowingTree(Pick::Newest),
        Algorithm::GrowingTree(Pick::Random),
        Algorithm::Eller,
        Algorithm::Sidewinder,
        Algorithm::BinaryTree,
        Algorithm::Division,
        Algorithm::OriginShift,
    ];

    /// The name used on the command line and in files, such as `hunt-and-kill`.
    pub const fn name(self) -> &'static str {
        match self {
            Algorithm::Backtracker => "backtracker",
            Algorithm::Kruskal => "kruskal",
            Algorithm::Prim => "prim",
            Algorithm::PrimSimplified => "prim-simplified",
            Algorithm::Wilson => "wilson",
            Algorithm::AldousBroder => "aldous-broder",
            Algorithm::HuntAndKill => "hunt-and-kill",
            Algorithm::GrowingTree(Pick::Mixed) => "growing-tree",
            Algorithm::GrowingTree(Pick::Newest) => "growing-tree:newest",
            Algorithm::GrowingTree(Pick::Random) => "growing-tree:random",
            Algorithm::Eller => "eller",
            Algorithm::Sidewinder => "sidewinder",
            Algorithm::BinaryTree => "binary-tree",
            Algorithm::Division => "division",
            Algorithm::OriginShift => "origin-shift",
        }
    }

    /// One line on the algorithm's character: its texture and bias.
    pub const fn description(self) -> &'static str {
        match self {
            Algorithm::Backtracker => {
                "long winding corridors, few dead ends, a very long solution (depth-first search)"
            }
            Algorithm::Kruskal => {
                "many short dead ends, an even, spiky texture; unbiased in direction"
            }
            Algorithm::Prim => {
                "many short dead ends, an even texture: the same kind of maze as Kruskal's"
            }
            Algorithm::PrimSimplified => "radial texture, many short dead ends, short solutions",
            Algorithm::Wilson => "uniform: every perfect maze is equally likely; no bias at all",
            Algorithm::AldousBroder => "uniform like Wilson, but a slow random walk on large mazes",
            Algorithm::HuntAndKill => "long corridors like the backtracker, with more dead ends",
            Algorithm::GrowingTree(Pick::Mixed) => {
                "half newest, half random cell: corridors mixed with branching"
            }
            Algorithm::GrowingTree(Pick::Newest) => {
                "always the newest cell: the backtracker's long corridors"
            }
            Algorithm::GrowingTree(Pick::Random) => {
                "always a random cell: simplified Prim's short, branching texture"
            }
            Algorithm::Eller => {
                "row by row with one row of memory; horizontal streaks, unbounded height"
            }
            Algorithm::Sidewinder => "row by row; an open top corridor, a slight upward bias",
            Algorithm::BinaryTree => {
                "north/east only: open top row and right column, diagonal bias"
            }
            Algorithm::Division => "fractal rooms split by long straight walls; fast",
            Algorithm::OriginShift => {
                "uniform: a perfect maze redrawn by its wandering root; slow like Aldous-Broder"
            }
        }
    }

    /// Whether the algorithm works along the rows and columns of a whole rectangle of square
    /// cells (Eller, sidewinder, binary tree, division), so that it carves no other shape and
    /// no mask.
    pub const fn needs_rows(self) -> bool {
        matches!(
            self,
            Algorithm::Eller | Algorithm::Sidewinder | Algorithm::BinaryTree | Algorithm::Division
        )
    }

    /// Why this algorithm cannot generate on `wrap`, or `Ok` if it can.
    pub fn supports(self, wrap: Wrap) -> Result<(), GenerateError> {
        if wrap == Wrap::None {
            return Ok(());
        }
        let reason = match self {
            Algorithm::Eller => {
                "it joins sets row by row towards a last row, which a wrapping grid does not have"
            }
            Algorithm::Sidewinder => {
                "its runs end at the right border and climb to a top row, borders a wrapping grid lacks"
            }
            Algorithm::BinaryTree => {
                "every cell opens north or east, so on a wrapping grid the passages would circle around"
            }
            Algorithm::Division => {
                "it splits a walled rectangle, and a wrapping grid has no outer walls to split"
            }
            _ => return Ok(()),
        };
        Err(GenerateError::Unsupported {
            algorithm: self.name(),
            wrap,
            reason,
        })
    }

    /// Working memory per cell in bytes, beyond the grid's own two bits: an estimate that lets a
    /// front end refuse absurd sizes before starting.
    pub const fn bytes_per_cell(self) -> f64 {
        match self {
            Algorithm::Eller | Algorithm::Sidewinder | Algorithm::BinaryTree => 0.0,
            Algorithm::Division => 0.1,
            // Each cell's way towards the root (two bits), and a visited bit.
            Algorithm::OriginShift => 0.375,
            Algorithm::AldousBroder
            | Algorithm::HuntAndKill
            | Algorithm::Backtracker
            | Algorithm::GrowingTree(Pick::Newest)
            | Algorithm::Wilson => 0.125,
            // A visited bit and a list of a cell index per frontier or active cell, which
            // measures up to another bit a cell at 1024×1024 and less on bigger grids.
            Algorithm::PrimSimplified | Algorithm::GrowingTree(_) => 0.25,
            // The walls the tiles hand on and the walls between tiles: 3.2 bytes a cell
            // measured at 1024×1024, 2.7 at 4000×4000 (true Prim's tree is built the same way).
            Algorithm::Kruskal | Algorithm::Prim => 4.0,
        }
    }

    /// Makes a `size` grid with `wrap` and carves a perfect maze into it.
    ///
    /// ```
    /// use mazes::{Algorithm, Size, Wrap};
    ///
    /// let grid = Algorithm::Wilson.generate(Size::new(8, 5), Wrap::None, &mut mazes::rng_from_seed(1))?;
    /// assert_eq!(grid.passage_count(), 8 * 5 - 1);
    /// # Ok::<(), mazes::GenerateError>(())
    /// ```
    pub fn generate<R: Rng + ?Sized>(
        self,
        size: Size,
        wrap: Wrap,
        rng: &mut R,
    ) -> Result<Grid, GenerateError> {
        // Nobody watching: no count kept at every step.
        self.generate_watched(size, wrap, rng, &mut ())
    }

    /// Like [`Algorithm::generate`], counting each cell joined to the maze in `progress`.
    pub fn generate_with_progress<R: Rng + ?Sized>(
        self,
        size: Size,
        wrap: Wrap,
        rng: &mut R,
        progress: &mut Progress<'_>,
    ) -> Result<Grid, GenerateError> {
        let grid = self.generate_watched(size, wrap, rng, progress)?;
        progress.flush();
        Ok(grid)
    }

    /// Like [`Algorithm::generate`], reporting every [`Step`] to `watcher` as it is taken: the
    /// way to animate a generator without storing its steps.
    ///
    /// The maze is the one [`Algorithm::generate`] makes from the same RNG.
    ///
    /// ```
    /// use mazes::generate::Step;
    /// use mazes::{Algorithm, Size, Wrap};
    ///
    /// let mut opened = 0;
    /// let count = |step| opened += u64::from(matches!(step, Step::Open { .. }));
    /// let size = Size::new(9, 7);
    /// Algorithm::Wilson.generate_watched(size, Wrap::None, &mut mazes::rng_from_seed(4), &mut { count })?;
    /// assert_eq!(opened, size.cells() - 1);
    /// # Ok::<(), mazes::GenerateError>(())
    /// ```
    pub fn generate_watched<R: Rng + ?Sized, W: Watcher<Step>>(
        self,
        size: Size,
        wrap: Wrap,
        rng: &mut R,
        watcher: &mut W,
    ) -> Result<Grid, GenerateError> {
        self.supports(wrap)?;
        let mut grid = Grid::new(size, wrap)?;
        self.carve(&mut grid, rng, watcher)
            .map_err(|OutOfMemory { bytes }| GenerateError::OutOfMemory {
                algorithm: self.name(),
                bytes,
            })?;
        Ok(grid)
    }

    /// Generates a maze as [`Algorithm::generate`] does (the same maze from the same RNG) and
    /// returns its steps in order, with the finished maze.
    pub fn steps<R: Rng + ?Sized>(
        self,
        size: Size,
        wrap: Wrap,
        rng: &mut R,
    ) -> Result<Steps, GenerateError> {
        Recording::record(|watcher| self.generate_watched(size, wrap, rng, &mut { watcher }))
    }

    fn carve<R: Rng + ?Sized, W: Watcher<Step>>(
        self,
        grid: &mut Grid,
        rng: &mut R,
        watcher: &mut W,
    ) -> Result<(), OutOfMemory> {
        match self {
            Algorithm::Backtracker => backtracker::generate(grid, rng, watcher),
            Algorithm::Kruskal => kruskal::generate(grid, rng, watcher),
            Algorithm::Prim => prim::generate(grid, rng, watcher),
            Algorithm::PrimSimplified => prim_simplified::generate(grid, rng, watcher),
            Algorithm::Wilson => wilson::generate(grid, rng, watcher),
            Algorithm::AldousBroder => aldous_broder::generate(grid, rng, watcher),
            Algorithm::HuntAndKill => hunt_and_kill::generate(grid, rng, watcher),
            Algorithm::GrowingTree(pick) => growing_tree::generate(grid, pick, rng, watcher),
            Algorithm::Eller => eller::generate(grid, rng, watcher),
            Algorithm::Sidewinder => sidewinder::generate(grid, rng, watcher),
            Algorithm::BinaryTree => binary_tree::generate(grid, rng, watcher),
            Algorithm::Division => division::generate(grid, rng, watcher),
            Algorithm::OriginShift => origin_shift::generate(grid, rng, watcher),
        }
    }
}

impl Default for Algorithm {
    /// The recursive backtracker, the seeds' algorithm.
    fn default() -> Self {
        Algorithm::Backtracker
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error of parsing an [`Algorithm`] name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown algorithm {name:?}; known: {}", known_names())]
pub struct ParseAlgorithmError {
    /// The name that was not recognised.
    pub name: String,
}

fn known_names() -> String {
    Algorithm::ALL.map(Algorithm::name).join(", ")
}

#[cfg(feature = "serde")]
impl serde::Serialize for Algorithm {
    /// Stored as its name, like `"wilson"`.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Algorithm {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = String::deserialize(deserializer)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

impl FromStr for Algorithm {
    type Err = ParseAlgorithmError;

    /// Reads a name of [`Algorithm::name`], in any case.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Algorithm::ALL
            .into_iter()
            .find(|a| a.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| ParseAlgorithmError {
                name: text.to_owned(),
            })
    }
}

/// Chooses uniformly among the directions in `options[..count]`.
#[inline]
fn pick_one<T: Copy, R: Rng + ?Sized>(rng: &mut R, options: &[T; 4], count: usize) -> T {
    options[crate::rng::below(rng, count)]
}

/// The distinct neighbours of cell `index` for which `wanted` holds, with the direction to each.
#[inline]
fn neighbors_where(
    grid: &Grid,
    index: usize,
    wanted: impl Fn(usize) -> bool,
) -> ([(crate::direction::Direction, usize); 4], usize) {
    let (neighbors, total) = grid.neighbors_at(index);
    let mut found = [(crate::direction::Direction::North, 0); 4];
    let mut count = 0;
    for &(dir, next) in &neighbors[..total] {
        if wanted(next) && !found[..count].iter().any(|&(_, n)| n == next) {
            found[count] = (dir, next);
            count += 1;
        }
    }
    (found, count)
}

/// Carves from `at` to a random neighbour not yet visited in `space`, marks it visited and
/// tells `watcher`, returning the direction and the neighbour; `None` when every neighbour is
/// visited.
#[inline(always)]
fn carve_to_unvisited<S: space::Space, R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    space: &mut S,
    at: S::At,
    bits: &mut crate::rng::BitPool,
    rng: &mut R,
    watcher: &mut W,
) -> Option<(crate::direction::Direction, S::At)> {
    let fresh = space.unvisited(at);
    if fresh == 0 {
        return None;
    }
    let (next, dir) = space.step_among(at, fresh, walk::random_choice(bits, rng));
    space.visit(next);
    let index = space.index(at);
    grid.open_between(index, dir, space.index(next));
    steps::opened(watcher, grid, index, dir);
    watcher.advance(1);
    Some((dir, next))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for algorithm in Algorithm::ALL {
            assert_eq!(algorithm.name().parse::<Algorithm>(), Ok(algorithm));
        }
        let err = "dfs".parse::<Algorithm>().unwrap_err();
        assert!(err.to_string().contains("backtracker"));
    }

    #[test]
    fn row_algorithms_refuse_wrapping_with_a_reason() {
        let err = Algorithm::Eller
            .generate(Size::new(4, 4), Wrap::X, &mut crate::rng::rng_from_seed(0))
            .unwrap_err();
        assert!(
            err.to_string()
                .contains("eller cannot generate a maze that wraps in x")
        );
    }
}
