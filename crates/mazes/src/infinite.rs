//! A perfect maze of 2⁶⁴ × 2⁶⁴ cells, any part of it made on demand from the seed alone.
//!
//! [`InfiniteMaze`] answers what a cell's passages are from the seed and the cell's
//! coordinates, in time that grows with the number of levels (64), never with the distance
//! from the origin; [`InfiniteMaze::window`] hands out any rectangle of it as an ordinary
//! [`Maze`], so every renderer and measure works on it; [`InfiniteMaze::distance`] gives the
//! exact length of the one way between any two cells, however far apart, without visiting the
//! cells between them.
//!
//! ```
//! use mazes::Size;
//! use mazes::infinite::{Cell, InfiniteMaze};
//!
//! let mut plane = InfiniteMaze::new(7);
//! let far = Cell::new(u64::MAX - 3, 1_000_000_000_000_000);
//! let window = plane.window(far, Size::new(4, 4))?;
//! assert_eq!(window.grid().map(|grid| grid.width()), Some(4));
//!
//! let next = Cell::new(far.x, far.y + 1);
//! let length = plane.distance(Cell::new(0, 0), far);
//! assert!(length >= 1_000_000_000_000_000);
//! // Neighbours joined by a passage are one step apart; otherwise the way round is longer.
//! let apart = plane.distance(far, next);
//! assert_eq!(apart == 1, plane.passages(far)[mazes::Direction::South.index()]);
//! # Ok::<(), mazes::infinite::WindowError>(())
//! ```
//!
//! # How it is made, and why it is one perfect maze
//!
//! The plane is cut into aligned blocks: a block of level `k` is a square of 2ᵏ × 2ᵏ cells,
//! made of four blocks of level `k − 1`, its children; level 64 is the whole plane, level 3
//! the 8 × 8 *leaves*. Each block above the leaves opens three of the four places where its
//! children touch (a random spanning tree of the cycle NW–NE–SE–SW) with one door each: one
//! passage between two facing cells of the two children. Each leaf is a random spanning tree
//! of its 64 cells. Every passage of the maze is one of these.
//!
//! *Every block is a tree* (connected, without a cycle), by induction on the level. A leaf is
//! one by construction. A block above is four trees joined by three passages, each between two
//! different trees, that join all four (three edges of a 4-cycle form a path through its four
//! corners): four trees joined like the edges of a tree make a tree. The passages of a block
//! are exactly its children's and its three doors, since a door is made by the smallest block
//! holding both its cells. So the plane, the block of level 64, is a tree spanning all its
//! cells: a perfect maze, with one way between any two cells.
//!
//! # Why the way between far cells is quick to measure
//!
//! Doors lie at *ports*: eight places along each side of a block, nested so that a port of a
//! block is a port of the child it falls in (the first, the last and six between, spread
//! evenly). A block with two doors or more takes its plan from one of 32 genes per level,
//! chosen by its parent's plan, so all blocks of one level and gene are passed through in the
//! same way: the length between two of its doors is found once and remembered. Blocks with a
//! single door, which no way passes through, take their plans and leaves from a hash of their
//! position, and the leaves of typed blocks keep only the ways between their doors from the
//! gene and grow the rest from the position: so no two parts of the plane look alike.
//!
//! The module's tests hold windows to all of this: shared cells agree, every aligned block is
//! a spanning tree, and the ways found through the blocks are those a search finds inside a
//! window. `docs/infinite.md` measures the texture against Wilson's and Eller's mazes.

mod hash;
mod hierarchy;
mod leaf;
mod route;

use std::fmt;
use std::str::FromStr;

use hierarchy::{Block, Hierarchy, LEAF_LEVEL, leaf_port};
use route::{Distances, leaf_block};

use crate::{
    direction::Direction, grid::Grid, grid::GridError, maze::Maze, pos::Pos, size::Size,
    solve::Path, topology::Wrap,
};

/// A cell of the infinite maze: column `x` and row `y`, from 0 to 2⁶⁴ − 1, `y` growing
/// downwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cell {
    /// Column, 0 at the left.
    pub x: u64,
    /// Row, 0 at the top.
    pub y: u64,
}

impl Cell {
    /// The cell at column `x`, row `y`.
    pub const fn new(x: u64, y: u64) -> Cell {
        Cell { x, y }
    }

    /// The cell beside this one in `dir`, or `None` past the plane's edge.
    pub fn neighbor(self, dir: Direction) -> Option<Cell> {
        let Cell { x, y } = self;
        Some(match dir {
            Direction::North => Cell::new(x, y.checked_sub(1)?),
            Direction::East => Cell::new(x.checked_add(1)?, y),
            Direction::South => Cell::new(x, y.checked_add(1)?),
            Direction::West => Cell::new(x.checked_sub(1)?, y),
        })
    }
}

impl fmt::Display for Cell {
    /// Writes `x,y` in decimal, the form [`Cell::from_str`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.x, self.y)
    }
}

/// The error of reading a [`Cell`] from text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "bad cell {0:?}: expected X,Y, each a whole number from 0 to 18446744073709551615 \
     (2^64 - 1), in decimal or in hexadecimal after 0x"
)]
pub struct ParseCellError(pub String);

impl FromStr for Cell {
    type Err = ParseCellError;

    /// Reads `X,Y`, each in decimal or as `0x` hexadecimal, spaces and `_` allowed.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || ParseCellError(text.to_owned());
        let (x, y) = text.split_once(',').ok_or_else(bad)?;
        let number = |part: &str| {
            let part: String = part.trim().chars().filter(|&c| c != '_').collect();
            match part.strip_prefix("0x").or_else(|| part.strip_prefix("0X")) {
                Some(hex) => u64::from_str_radix(hex, 16).ok(),
                None => part.parse().ok(),
            }
        };
        Ok(Cell::new(
            number(x).ok_or_else(bad)?,
            number(y).ok_or_else(bad)?,
        ))
    }
}

/// Why a window could not be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum WindowError {
    /// Part of the window lies past the plane's last column or row (2⁶⁴ − 1).
    #[error(
        "a {size} window at {at} reaches past the plane's edge: the last column and row are \
         18446744073709551615 (2^64 - 1)"
    )]
    BeyondEdge {
        /// The window's top-left cell.
        at: Cell,
        /// Its size.
        size: Size,
    },
    /// The window's grid could not be made (empty, or too large for memory).
    #[error(transparent)]
    Grid(#[from] GridError),
}

/// The perfect maze of 2⁶⁴ × 2⁶⁴ cells of one seed.
///
/// Looking at it needs only `&self`; measuring ways (`&mut self`) remembers lengths inside
/// blocks, a few megabytes at most whatever the coordinates. (The README's example.)
///
/// ```
/// use mazes::infinite::{Cell, InfiniteMaze};
///
/// let mut plane = InfiniteMaze::new(7);
/// let window = plane.window(Cell::new(u64::MAX - 99, 12_345), mazes::Size::new(100, 50))?;
/// let length: u128 = plane.distance(Cell::new(0, 0), Cell::new(1 << 50, 1 << 50));
/// let first_steps = plane.steps(Cell::new(0, 0), Cell::new(1 << 50, 1 << 50), 10);
/// assert_eq!(window.cell_count(), 5000);
/// assert!(length >= 1 << 51 && first_steps.len() == 10);
/// # Ok::<(), mazes::infinite::WindowError>(())
/// ```
#[derive(Clone, Debug)]
pub struct InfiniteMaze {
    hierarchy: Hierarchy,
    distances: Distances,
}

impl InfiniteMaze {
    /// The maze of `seed`: the same seed gives the same maze on every machine.
    pub fn new(seed: u64) -> InfiniteMaze {
        InfiniteMaze {
            hierarchy: Hierarchy::new(seed),
            distances: Distances::default(),
        }
    }

    /// The seed.
    pub fn seed(&self) -> u64 {
        self.hierarchy.seed()
    }

    /// Whether `cell` has a passage on each side, in the order of [`Direction::ALL`].
    pub fn passages(&self, cell: Cell) -> [bool; 4] {
        let block = leaf_block(&self.hierarchy, cell);
        let leaf = self.hierarchy.leaf(&block);
        let here = ((cell.y & 7) * 8 + (cell.x & 7)) as u8;
        Direction::ALL.map(|dir| match leaf_port(here, dir.index() as u8) {
            Some(port) => block.doors & (1 << port) != 0,
            None => leaf.is_open(here, dir),
        })
    }

    /// Whether `cell` has a passage towards `dir`.
    pub fn is_open(&self, cell: Cell, dir: Direction) -> bool {
        self.passages(cell)[dir.index()]
    }

    /// The `size` cells whose top-left corner is `at`, as a maze: passages between cells of the
    /// window are kept, passages that leave it are walls (so a window is a forest, each tree a
    /// part of the one tree of the plane). Its seed is the plane's.
    pub fn window(&self, at: Cell, size: Size) -> Result<Maze, WindowError> {
        let grid = self.window_grid(at, size)?;
        Ok(Maze::new(grid).with_provenance(None, Some(self.seed())))
    }

    /// The passages of the window of `size` cells at `at`, as [`InfiniteMaze::window`] gives
    /// them, as a square grid alone.
    pub fn window_grid(&self, at: Cell, size: Size) -> Result<Grid, WindowError> {
        let area = Area::new(at, size)?;
        let mut grid = Grid::new(size, Wrap::None)?;
        self.each_leaf(self.hierarchy.top(), &area, &mut |block| {
            self.copy_leaf(block, &area, &mut grid);
        });
        Ok(grid)
    }

    /// Calls `visit` with every leaf of `block` that overlaps `area`.
    fn each_leaf(&self, block: Block, area: &Area, visit: &mut impl FnMut(&Block)) {
        let side = 1u128 << block.level;
        let (left, top) = (u128::from(block.x) * side, u128::from(block.y) * side);
        let overlaps = left <= area.right
            && area.left < left + side
            && top <= area.bottom
            && area.top < top + side;
        if !overlaps {
            return;
        }
        if block.level == LEAF_LEVEL {
            return visit(&block);
        }
        let plan = self.hierarchy.plan(block.level, block.gene);
        for child in 0..4 {
            self.each_leaf(self.hierarchy.child(&block, &plan, child), area, visit);
        }
    }

    /// Carves the passages of leaf `block` that join two cells of `area` into `grid`.
    fn copy_leaf(&self, block: &Block, area: &Area, grid: &mut Grid) {
        let leaf = self.hierarchy.leaf(block);
        for here in 0..64u8 {
            let cell = Cell::new(
                (block.x << LEAF_LEVEL) + u64::from(here % 8),
                (block.y << LEAF_LEVEL) + u64::from(here / 8),
            );
            let Some(pos) = area.pos(cell) else { continue };
            for dir in [Direction::East, Direction::South] {
                let open = match leaf_port(here, dir.index() as u8) {
                    Some(port) => block.doors & (1 << port) != 0,
                    None => leaf.is_open(here, dir),
                };
                if open && grid.neighbor(pos, dir).is_some() {
                    // The neighbour is in the grid, so carving cannot fail.
                    let _ = grid.carve(pos, dir);
                }
            }
        }
    }

    /// The number of passages on the one way between `from` and `to`.
    ///
    /// Lengths inside blocks are remembered, so later calls are quicker.
    pub fn distance(&mut self, from: Cell, to: Cell) -> u128 {
        self.distances.between(&self.hierarchy, from, to)
    }

    /// The first move on the way from `from` to `to`, or `None` when they are the same cell.
    pub fn next_step(&self, from: Cell, to: Cell) -> Option<Direction> {
        let mut steps = Vec::new();
        route::steps_in_leaf(&self.hierarchy, from, to, &mut steps);
        steps.first().copied()
    }

    /// The first `count` moves on the way from `from` to `to` (fewer if it is shorter), found
    /// a leaf at a time.
    pub fn steps(&self, from: Cell, to: Cell, count: usize) -> Vec<Direction> {
        let mut steps = Vec::new();
        let mut at = from;
        while steps.len() < count && at != to {
            let before = steps.len();
            route::steps_in_leaf(&self.hierarchy, at, to, &mut steps);
            if steps.len() == before {
                break;
            }
            for &dir in &steps[before..] {
                // A passage never leads off the plane, so the neighbour exists.
                at = at.neighbor(dir).unwrap_or(at);
            }
        }
        steps.truncate(count);
        steps
    }

    /// The cell `count` steps along the way from `from` to `to` (`to` itself if the way is
    /// shorter).
    pub fn walk(&self, from: Cell, to: Cell, count: u64) -> Cell {
        let mut steps = Vec::new();
        let (mut at, mut left) = (from, count);
        while left > 0 && at != to {
            steps.clear();
            route::steps_in_leaf(&self.hierarchy, at, to, &mut steps);
            if steps.is_empty() {
                break;
            }
            for &dir in steps
                .iter()
                .take(usize::try_from(left).unwrap_or(usize::MAX))
            {
                at = at.neighbor(dir).unwrap_or(at);
                left -= 1;
            }
        }
        at
    }

    /// The parts of the way from `from` to `to` that cross the window of `size` cells at
    /// `at`, as paths in the window's coordinates (the way may leave and come back).
    pub fn way_in_window(
        &mut self,
        from: Cell,
        to: Cell,
        at: Cell,
        size: Size,
    ) -> Result<Vec<Path>, WindowError> {
        let window = self.window_grid(at, size)?;
        let area = Area::new(at, size)?;
        let length = self.distance(from, to);
        let mut ends: Vec<Pos> = [from, to].into_iter().filter_map(|c| area.pos(c)).collect();
        for (cell, pos, dir) in area.border() {
            let Some(outside) = cell.neighbor(dir) else {
                continue;
            };
            if self.is_open(cell, dir)
                && self.on_way(from, to, cell, length)
                && self.on_way(from, to, outside, length)
            {
                ends.push(pos);
            }
        }
        Ok(pair_up(&window, ends))
    }

    /// Whether `cell` is on the way from `from` to `to`, `length` passages long.
    fn on_way(&mut self, from: Cell, to: Cell, cell: Cell, length: u128) -> bool {
        self.distance(from, cell) + self.distance(cell, to) == length
    }

    /// How many lengths inside blocks are remembered (a measure of the memory used).
    pub fn remembered(&self) -> usize {
        self.distances.len()
    }
}

/// The paths joining `ends` two by two inside the trees of `grid` that hold them.
fn pair_up(grid: &Grid, mut ends: Vec<Pos>) -> Vec<Path> {
    let mut paths = Vec::new();
    while let Some(end) = ends.pop() {
        let found = ends
            .iter()
            .enumerate()
            .find_map(|(i, &other)| crate::solve::bfs(grid, end, other).map(|path| (i, path)));
        if let Some((i, path)) = found {
            ends.swap_remove(i);
            paths.push(path);
        } else {
            paths.push(Path::new(end, Vec::new()));
        }
    }
    paths
}

/// The cells of a window, with wide bounds so that no sum overflows.
struct Area {
    left: u128,
    top: u128,
    right: u128,
    bottom: u128,
}

impl Area {
    fn new(at: Cell, size: Size) -> Result<Area, WindowError> {
        if size.width == 0 || size.height == 0 {
            return Err(GridError::Empty(size).into());
        }
        let (left, top) = (u128::from(at.x), u128::from(at.y));
        let right = left + u128::from(size.width) - 1;
        let bottom = top + u128::from(size.height) - 1;
        if right > u128::from(u64::MAX) || bottom > u128::from(u64::MAX) {
            return Err(WindowError::BeyondEdge { at, size });
        }
        Ok(Area {
            left,
            top,
            right,
            bottom,
        })
    }

    /// Where `cell` is in the window, if it is in it.
    fn pos(&self, cell: Cell) -> Option<Pos> {
        let (x, y) = (u128::from(cell.x), u128::from(cell.y));
        let inside = (self.left..=self.right).contains(&x) && (self.top..=self.bottom).contains(&y);
        // Both offsets are below the window's size, a u32.
        inside.then(|| Pos::new((x - self.left) as u32, (y - self.top) as u32))
    }

    /// Every cell on the window's edge, with each side of it facing out.
    fn border(&self) -> impl Iterator<Item = (Cell, Pos, Direction)> + '_ {
        let (width, height) = (self.right - self.left, self.bottom - self.top);
        let cell = move |dx: u128, dy: u128| {
            let at = Cell::new((self.left + dx) as u64, (self.top + dy) as u64);
            (at, Pos::new(dx as u32, dy as u32))
        };
        let rows = (0..=width).flat_map(move |dx| {
            [(0, Direction::North), (height, Direction::South)].map(|(dy, dir)| (cell(dx, dy), dir))
        });
        let columns = (0..=height).flat_map(move |dy| {
            [(0, Direction::West), (width, Direction::East)].map(|(dx, dir)| (cell(dx, dy), dir))
        });
        rows.chain(columns).map(|((at, pos), dir)| (at, pos, dir))
    }
}

/// The number of low bits needed to tell `a` from `b` apart in either coordinate: the level of
/// the smallest block holding both.
fn bits_apart(a: Cell, b: Cell) -> u32 {
    64 - ((a.x ^ b.x) | (a.y ^ b.y)).leading_zeros()
}

#[cfg(test)]
mod tests;
