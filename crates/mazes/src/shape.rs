//! Mazes on every cell shape: squares, hexagons, triangles, polar rings and octagons with
//! squares, each optionally cut to a [`Mask`].
//!
//! The cells a [`Maze`](crate::Maze) is made of. A whole rectangle of squares keeps a
//! [`Grid`](crate::Grid), the fast storage: bit-packed, row-friendly, streamable. Every other
//! maze is built from three ideas a newcomer can hold at once:
//!
//! - a [`Shape`] is a small value that knows its cells (numbered densely from 0), how many sides
//!   each cell has, the neighbour across each side, and where each side is drawn
//!   ([`Shape::strokes`]);
//! - a [`Lattice`] is a shape with the cells of a [`Mask`] switched off, the rest renumbered
//!   densely, and every wall between two cells given a number once;
//! - a [`Maze`](crate::Maze) is a lattice's passages (a [`Grid`](crate::Grid) of two bits a
//!   cell for a whole rectangle of squares, one bit a wall otherwise), a start and a goal with
//!   their [`Door`](crate::Door)s, and how it was made.
//!
//! The generators of every shape are here ([`generate`](mod@generate)); the solvers
//! ([`crate::solve`]) and measures ([`crate::metrics`]) read any maze through one neighbour
//! trait, so they work on every shape and mask; [`crate::render`] draws every maze, from its
//! cells' strokes where it keeps no grid.
//!
//! ```
//! use mazes::shape::{Lattice, Shape};
//! use mazes::Maze;
//! use mazes::{Algorithm, Size};
//!
//! let lattice = Lattice::new(Shape::hex(Size::new(8, 6)))?;
//! let maze = Maze::generate(lattice, Algorithm::Wilson, 7)?;
//! let (start, goal) = maze.ends().unwrap();
//! let path = mazes::solve::shortest_way(&maze, start, goal).unwrap();
//! assert!(maze.is_perfect());
//! assert_eq!(path.first(), Some(&start));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod columns;
pub mod generate;
mod geometry;
mod hex;
mod lattice;
mod levels;
pub mod mask;
mod polar;
mod square;
mod triangle;
mod upsilon;
pub mod weave;

#[cfg(feature = "png")]
pub(crate) use geometry::on_circle;
pub use geometry::{Point, Stroke};
pub use hex::Hex;
pub use lattice::{Lattice, Link};
pub use levels::Levels;
pub use mask::Mask;
pub use polar::Polar;
pub use square::Square;
pub use triangle::Triangle;
pub use upsilon::Upsilon;
pub use weave::Weave;

use crate::{size::Size, topology::Wrap};

/// The neighbour across one side of a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Across {
    /// The neighbouring cell.
    pub cell: usize,
    /// The side of the neighbour that faces back.
    pub side: usize,
    /// True when the two cells meet across a wrapping border, so the wall is drawn on both.
    pub seam: bool,
}

/// What every cell shape knows: its cells, their sides and neighbours, and where they are drawn.
///
/// Cells are numbered `0..cell_count()`. A cell's sides are numbered in the order they run
/// around its outline, clockwise on screen (`y` grows downwards), so that the strokes of
/// consecutive sides join into the cell's outline.
pub trait Tiling {
    /// The number of cells.
    fn cell_count(&self) -> usize;

    /// How many sides `cell` has.
    fn side_count(&self, cell: usize) -> usize;

    /// How many of `cell`'s sides lie in the picture, drawn as strokes: every side but the
    /// stairs up and down of a maze of several levels, which come after them.
    fn flat_sides(&self, cell: usize) -> usize {
        self.side_count(cell)
    }

    /// The neighbour across `side` of `cell`, or `None` at the border.
    fn across(&self, cell: usize, side: usize) -> Option<Across>;

    /// Where `cell`'s centre is drawn, in the picture's units (about one unit a cell).
    fn centre(&self, cell: usize) -> Point;

    /// Where `side` of `cell` is drawn.
    fn stroke(&self, cell: usize, side: usize) -> Stroke;

    /// The width and height of the picture of all the cells, in the same units.
    fn extent(&self) -> Point;

    /// The longest distance between the centres of two neighbours across flat sides, or `None`
    /// when neighbours may lie anywhere in the picture (across a wrapping border): such a step
    /// never brings a walker nearer its goal than this, which keeps A*'s straight-line
    /// estimate admissible (stairs count apart, [`crate::solve::estimate`]).
    fn longest_step(&self) -> Option<f64>;

    /// The cell's column and row when the shape lays its cells out in rows (every shape but
    /// polar), so that a mask file can name cells one character each.
    fn column_row(&self, cell: usize) -> Option<(u32, u32)>;

    /// The neighbours across all of `cell`'s sides at once: what a walk reads at every step.
    /// Shapes override it to work out the cell's place once rather than once a side.
    fn neighbours(&self, cell: usize) -> Neighbours {
        let mut around = Neighbours::walled(self.side_count(cell));
        for side in 0..around.sides() {
            if let Some(across) = self.across(cell, side) {
                around.join(side, across.cell);
            }
        }
        around
    }
}

/// Shapes whose cells away from the border find every neighbour a fixed distance away in
/// cell numbers, in one of a few patterns (one per kind of cell): walks there find
/// neighbours by adding, with no test for the border.
pub(crate) trait Inland: Tiling {
    /// The distances from `cell` to the cells across each of its sides, when every side has
    /// one; `None` near the border.
    fn inland(&self, cell: usize) -> Option<Offsets>;
}

/// The distances in cell numbers from a cell to its neighbours, side by side.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Offsets {
    /// The distance across each side; only the first `sides` count.
    pub(crate) steps: [isize; MAX_SIDES],
    /// How many sides the cell has.
    pub(crate) sides: usize,
}

/// The most sides a cell of any shape has: an octagon's eight.
pub const MAX_SIDES: usize = 8;

/// The cells across each side of one cell, side by side in the cell's order (`None` at the
/// border or beside a masked-off cell).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Neighbours {
    cells: [u32; MAX_SIDES],
    sides: u8,
}

impl Neighbours {
    const NONE: u32 = u32::MAX;

    /// A cell of `sides` sides with no neighbour yet.
    pub(crate) const fn walled(sides: usize) -> Neighbours {
        debug_assert!(sides <= MAX_SIDES);
        Neighbours {
            cells: [Neighbours::NONE; MAX_SIDES],
            sides: sides as u8,
        }
    }

    /// Records `cell` across `side`.
    #[inline]
    pub(crate) fn join(&mut self, side: usize, cell: usize) {
        self.cells[side] = cell as u32;
    }

    /// How many sides the cell has.
    #[inline]
    pub fn sides(&self) -> usize {
        usize::from(self.sides)
    }

    /// The neighbour across `side`, if there is one.
    #[inline]
    pub fn get(&self, side: usize) -> Option<usize> {
        let cell = *self.cells.get(side)?;
        (cell != Neighbours::NONE).then_some(cell as usize)
    }

    /// The sides that have a neighbour, with the neighbour across each.
    pub fn iter(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.sides()).filter_map(|side| Some((side, self.get(side)?)))
    }
}

/// Why a shape could not be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ShapeError {
    /// A size with no cells.
    #[error("a {shape} maze needs at least one cell each way, not {size}")]
    Empty {
        /// The shape's name.
        shape: &'static str,
        /// The requested size.
        size: Size,
    },
    /// One column of triangles falls apart into pairs.
    #[error(
        "a triangle maze of more than one row needs at least 2 triangles a row; one column of \
         triangles falls apart into pairs that touch only at their corners"
    )]
    TriangleColumn,
    /// Polar mazes need at least one ring.
    #[error("a polar maze needs at least one ring")]
    NoRings,
    /// A stacked maze needs at least one level.
    #[error("a maze of levels needs at least one level")]
    NoLevels,
    /// A shape that cannot be stacked in levels.
    #[error(
        "{shape} mazes cannot be stacked in levels (stacked and woven shapes and octagons have \
         no room for stairs); stack square, hex, triangle or polar cells"
    )]
    Unstackable {
        /// The shape in words.
        shape: String,
    },
    /// More memory than can be had for the lattice's links (the probe is made before any is
    /// used, so the refusal comes at once, not as an abort midway).
    #[error(
        "a {shape} maze of {cells} cells needs about {bytes} bytes for its cells' links, more \
         than can be allocated"
    )]
    OutOfMemory {
        /// The shape in words.
        shape: String,
        /// Its cells.
        cells: u64,
        /// About the bytes its links need.
        bytes: u64,
    },
    /// More cells than the lattice can number.
    #[error("a {shape} maze of {cells} cells is more than the {limit} a shaped maze can hold")]
    TooLarge {
        /// The shape's name.
        shape: &'static str,
        /// The cells asked for.
        cells: u64,
        /// The most cells a shaped maze holds.
        limit: u64,
    },
    /// The grid's wrapping was refused.
    #[error(transparent)]
    Grid(#[from] crate::grid::GridError),
    /// A crossing of a weave maze that cannot be.
    #[error("the crossing at cell {cell} {why}")]
    Crossing {
        /// The square cell, numbered row by row.
        cell: usize,
        /// What is wrong with it.
        why: &'static str,
    },
    /// A shape that takes no mask.
    #[error("a {shape} maze cannot be cut to a mask")]
    Unmaskable {
        /// The shape in words.
        shape: String,
    },
    /// The mask was made for another shape.
    #[error("the mask covers {mask} cells but the shape has {cells}")]
    MaskSize {
        /// Cells the mask covers.
        mask: usize,
        /// Cells the shape has.
        cells: usize,
    },
    /// Every cell is masked off.
    #[error("the mask switches every cell off, so there is no maze left")]
    NothingLeft,
    /// A mask of so many regions over so many cells that joining them, or making a maze of
    /// each, would take work (and memory) the size of the two multiplied.
    #[error(
        "the mask leaves {regions} separate regions over {cells} cells; joining them or making          a maze of each works through every cell for every region, and at most {limit}          regions × cells are worked through: use fewer regions (fewer letters, a simpler          picture) or a smaller maze"
    )]
    TooManyRegions {
        /// The regions.
        regions: usize,
        /// The cells the mask covers.
        cells: usize,
        /// The most regions × cells worked through.
        limit: u64,
    },
    /// The unmasked cells fall apart into separate regions.
    #[error(
        "the mask leaves {} separate regions (of {} cells{}), and one maze cannot join them; \
         change the mask, or have them joined by the shortest bridges of cells",
        .sizes.len(),
        list(.sizes),
        if *.more { " and more" } else { "" }
    )]
    Regions {
        /// The sizes of the first regions found, largest first.
        sizes: Vec<usize>,
        /// True when there are more regions than listed.
        more: bool,
    },
}

/// `a, b and c`.
fn list(sizes: &[usize]) -> String {
    let words: Vec<String> = sizes.iter().map(usize::to_string).collect();
    match words.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The most cells a shaped maze holds: cells and walls are numbered with `u32`.
pub const MAX_CELLS: u64 = 1 << 28;

maze_named::named! {
    /// The kinds of cell shape, as the command line names them.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
    #[non_exhaustive]
    pub enum ShapeKind("shape") {
        /// Square cells in rows and columns.
        Square = "square",
        /// Hexagons in columns (sigma mazes).
        Hex = "hex",
        /// Triangles pointing up and down in turn (delta mazes).
        Triangle = "triangle",
        /// Rings around a centre, split outward so cells stay about the same size (theta mazes).
        Polar = "polar",
        /// Octagons with squares between them (upsilon mazes).
        Upsilon = "upsilon",
    }
}

impl ShapeKind {
    /// One line on what the shape looks like and what its size means.
    pub const fn describe(self) -> &'static str {
        match self {
            ShapeKind::Square => "square cells, 4 sides; size COLUMNSxROWS",
            ShapeKind::Hex => "hexagons, 6 sides; size COLUMNSxROWS",
            ShapeKind::Triangle => "triangles up and down, 3 sides; size COLUMNSxROWS",
            ShapeKind::Polar => "rings of a circle, split outward; size RINGS",
            ShapeKind::Upsilon => "octagons (8 sides) and squares (4); size COLUMNSxROWS",
        }
    }
}

/// A cell shape and its size: the tiling a maze is carved in.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum Shape {
    /// Square cells, bounded or wrapping.
    Square(Square),
    /// Hexagonal cells.
    Hex(Hex),
    /// Triangular cells.
    Triangle(Triangle),
    /// Polar rings.
    Polar(Polar),
    /// Octagons and squares.
    Upsilon(Upsilon),
    /// Another shape stacked in levels joined by stairs (3-D mazes).
    Levels(Levels),
    /// Square cells where passages cross under one another (weave mazes).
    Weave(Weave),
}

impl Shape {
    /// Bounded square cells.
    pub fn square(size: Size) -> Shape {
        Shape::Square(Square::new(size, Wrap::None))
    }

    /// Hexagonal cells, `size.width` columns of `size.height`.
    pub fn hex(size: Size) -> Shape {
        Shape::Hex(Hex::new(size))
    }

    /// Triangular cells, `size.width` triangles in each of `size.height` rows.
    pub fn triangle(size: Size) -> Shape {
        Shape::Triangle(Triangle::new(size))
    }

    /// Polar cells in `rings` rings around a centre cell.
    pub fn polar(rings: u32) -> Shape {
        Shape::Polar(Polar::new(rings))
    }

    /// Octagons and squares in a checkerboard of `size`.
    pub fn upsilon(size: Size) -> Shape {
        Shape::Upsilon(Upsilon::new(size))
    }

    /// A flat, bounded shape of `kind`: `size` cells across and down, or for polar cells
    /// `rings` rings (the one argument each kind does not read is ignored). The one place a
    /// kind named on a command line or a page becomes cells.
    pub fn of_kind(kind: ShapeKind, size: Size, rings: u32) -> Shape {
        match kind {
            ShapeKind::Square => Shape::square(size),
            ShapeKind::Hex => Shape::hex(size),
            ShapeKind::Triangle => Shape::triangle(size),
            ShapeKind::Polar => Shape::polar(rings),
            ShapeKind::Upsilon => Shape::upsilon(size),
        }
    }

    /// `base` stacked `levels` times, joined by stairs.
    pub fn levels(base: Shape, levels: u32) -> Shape {
        Shape::Levels(Levels::new(base, levels))
    }

    /// Which kind of cell this is (a stacked shape's, its base's).
    pub fn kind(&self) -> ShapeKind {
        match self {
            Shape::Levels(l) => l.base().kind(),
            Shape::Weave(_) => ShapeKind::Square,
            Shape::Square(_) => ShapeKind::Square,
            Shape::Hex(_) => ShapeKind::Hex,
            Shape::Triangle(_) => ShapeKind::Triangle,
            Shape::Polar(_) => ShapeKind::Polar,
            Shape::Upsilon(_) => ShapeKind::Upsilon,
        }
    }

    /// The shape's size as the command line writes it: `COLUMNSxROWS`, or the rings of a polar
    /// shape (of each level, for a maze of levels: [`describe`](Shape::describe) says how many).
    pub fn size_text(&self) -> String {
        match self {
            Shape::Square(s) => s.size().to_string(),
            Shape::Weave(s) => s.size().to_string(),
            Shape::Hex(s) => s.size().to_string(),
            Shape::Triangle(s) => s.size().to_string(),
            Shape::Upsilon(s) => s.size().to_string(),
            Shape::Polar(p) => format!("{} rings", p.rings()),
            Shape::Levels(l) => l.base().size_text(),
        }
    }

    /// The shape in words: `hex`, `polar`, `3-level square`.
    pub fn describe(&self) -> String {
        match self {
            Shape::Levels(l) => format!("{}-level {}", l.levels(), l.base().describe()),
            Shape::Weave(_) => "woven square".to_owned(),
            _ => self.kind().to_string(),
        }
    }

    /// The number of levels: 1 but for a stacked shape.
    pub fn level_count(&self) -> u32 {
        match self {
            Shape::Levels(l) => l.levels(),
            _ => 1,
        }
    }

    /// The levels' names and the middle of each level's picture across (none for a shape of
    /// one level), for pictures to write under each level.
    pub(crate) fn level_captions(&self) -> Vec<(f64, String)> {
        match self {
            Shape::Levels(l) => l.captions(),
            _ => Vec::new(),
        }
    }

    /// The tiling behind the shape.
    pub(crate) fn tiling(&self) -> &dyn Tiling {
        match self {
            Shape::Square(s) => s,
            Shape::Hex(s) => s,
            Shape::Triangle(s) => s,
            Shape::Polar(s) => s,
            Shape::Upsilon(s) => s,
            Shape::Levels(s) => s,
            Shape::Weave(s) => s,
        }
    }

    /// Checks that the shape has cells, and not more than a shaped maze holds.
    pub fn check(&self) -> Result<(), ShapeError> {
        let shape = self.kind().name();
        let size = match self {
            Shape::Square(s) => {
                crate::grid::Grid::check_shape(s.size(), s.wrap())?;
                s.size()
            }
            Shape::Hex(s) => s.size(),
            Shape::Triangle(s) => s.size(),
            Shape::Upsilon(s) => s.size(),
            Shape::Polar(p) if p.rings() == 0 => return Err(ShapeError::NoRings),
            Shape::Polar(_) => Size::new(1, 1),
            Shape::Levels(levels) => return check_levels(levels),
            Shape::Weave(weave) => {
                weave.check()?;
                weave.size()
            }
        };
        if size.cells() == 0 {
            return Err(ShapeError::Empty { shape, size });
        }
        if matches!(self, Shape::Triangle(_)) && size.width == 1 && size.height > 1 {
            return Err(ShapeError::TriangleColumn);
        }
        let cells = match self {
            Shape::Polar(p) => p.cells_in(p.rings()),
            Shape::Weave(w) => size.cells() + w.crossings().len() as u64,
            _ => size.cells(),
        };
        if cells > MAX_CELLS {
            return Err(ShapeError::TooLarge {
                shape,
                cells,
                limit: MAX_CELLS,
            });
        }
        Ok(())
    }

    /// The columns and rows of a shape whose cells lie in rows (every shape but polar).
    pub fn columns_rows(&self) -> Option<Size> {
        match self {
            Shape::Square(s) => Some(s.size()),
            Shape::Hex(s) => Some(s.size()),
            Shape::Triangle(s) => Some(s.size()),
            Shape::Upsilon(s) => Some(s.size()),
            Shape::Weave(s) => Some(s.size()),
            Shape::Polar(_) | Shape::Levels(_) => None,
        }
    }
}

/// Checks a stacked shape: some levels, a base that can be stacked, not too many cells.
fn check_levels(levels: &Levels) -> Result<(), ShapeError> {
    let base = levels.base();
    if levels.levels() == 0 {
        return Err(ShapeError::NoLevels);
    }
    if matches!(base, Shape::Levels(_) | Shape::Upsilon(_) | Shape::Weave(_)) {
        return Err(ShapeError::Unstackable {
            shape: base.describe(),
        });
    }
    base.check()?;
    let cells = base.cell_count() as u64 * u64::from(levels.levels());
    if cells > MAX_CELLS {
        return Err(ShapeError::TooLarge {
            shape: base.kind().name(),
            cells,
            limit: MAX_CELLS,
        });
    }
    Ok(())
}

impl Tiling for Shape {
    fn cell_count(&self) -> usize {
        self.tiling().cell_count()
    }

    fn side_count(&self, cell: usize) -> usize {
        self.tiling().side_count(cell)
    }

    fn flat_sides(&self, cell: usize) -> usize {
        self.tiling().flat_sides(cell)
    }

    fn across(&self, cell: usize, side: usize) -> Option<Across> {
        self.tiling().across(cell, side)
    }

    fn centre(&self, cell: usize) -> Point {
        self.tiling().centre(cell)
    }

    fn stroke(&self, cell: usize, side: usize) -> Stroke {
        self.tiling().stroke(cell, side)
    }

    fn extent(&self) -> Point {
        self.tiling().extent()
    }

    fn longest_step(&self) -> Option<f64> {
        self.tiling().longest_step()
    }

    fn column_row(&self, cell: usize) -> Option<(u32, u32)> {
        self.tiling().column_row(cell)
    }

    fn neighbours(&self, cell: usize) -> Neighbours {
        self.tiling().neighbours(cell)
    }
}

impl Shape {
    /// The strokes of every flat side of `cell`, in order around its outline.
    pub fn strokes(&self, cell: usize) -> impl Iterator<Item = Stroke> + '_ {
        (0..self.flat_sides(cell)).map(move |side| self.stroke(cell, side))
    }
}

#[cfg(test)]
mod tests;
