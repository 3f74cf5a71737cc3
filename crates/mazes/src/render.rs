//! Pictures of mazes: ASCII (an exact, documented text format), Unicode box drawing, SVG, PNG.
//!
//! Each renderer draws a [`Maze`] with an [`Overlay`]: a path and marks such as the start, the
//! goal and players. Renderers write to any [`std::io::Write`] row by row, so big mazes never
//! need the whole picture in memory.

pub(crate) mod ascii;
mod draw;
mod heat;
#[cfg(feature = "png")]
mod letters;
#[cfg(feature = "pdf")]
mod pdf;
mod plotter;
#[cfg(feature = "png")]
pub(crate) mod png;
mod stl;
mod strokes;
pub(crate) mod svg;
pub(crate) mod unicode;
#[cfg(feature = "png")]
mod zlib;

#[cfg(feature = "png")]
pub use draw::write_png;
pub use draw::{ascii, svg, unicode, write_ascii, write_svg, write_unicode};
pub use heat::{HEAT_LEVELS, Heat};
#[cfg(feature = "pdf")]
pub use pdf::{BookletOptions, Paper, write_pdf};
pub use plotter::plotter_svg;
#[cfg(feature = "png")]
pub use png::{PngCompression, PngOptions};
pub use stl::{StlOptions, write_stl};
#[cfg(feature = "png")]
pub use strokes::png::write_png_all;
pub use strokes::svg::{Drawing, cell_path, side_path, wall_path, write_svg_all};
pub use strokes::text::{NotSquare, write_ascii_all, write_unicode_all};
pub use svg::SvgOptions;
pub use unicode::{
    Glyph, UnicodeOptions, unicode_glyph, unicode_glyph_masked, unicode_point, unicode_size,
};

use std::collections::HashMap;

use crate::bits::BitSet;
use crate::{
    direction::Direction, grid::Grid, maze::Maze, maze::SquaresOnly, pos::Pos, size::Size,
    solve::Path,
};

/// A colour, 8 bits per channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// Walls.
    pub const WALL: Rgb = Rgb(0x22, 0x22, 0x22);
    /// Floors.
    pub const FLOOR: Rgb = Rgb(0xff, 0xff, 0xff);
    /// Paths and the start (seed 000: the path is green, the entrance green).
    pub const GREEN: Rgb = Rgb(0x2e, 0xa0, 0x43);
    /// The goal and the AI player (seed 000: the exit is red).
    pub const RED: Rgb = Rgb(0xd0, 0x30, 0x30);
    /// The human player (seed 000: the player is blue).
    pub const BLUE: Rgb = Rgb(0x25, 0x63, 0xeb);
    /// A path overlay, lighter than the start so both stay visible.
    pub const PATH: Rgb = Rgb(0x86, 0xd9, 0x8f);

    /// The colour as `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// Reads `#rrggbb` or `#rgb` (the `#` optional), as `--wall-color` and the studio take them.
///
/// ```
/// use mazes::render::Rgb;
///
/// assert_eq!("#0f766e".parse(), Ok(Rgb(0x0f, 0x76, 0x6e)));
/// assert_eq!("fa0".parse(), Ok(Rgb(0xff, 0xaa, 0x00)));
/// assert!("teal".parse::<Rgb>().is_err());
/// ```
impl std::str::FromStr for Rgb {
    type Err = ParseRgbError;

    fn from_str(text: &str) -> Result<Rgb, ParseRgbError> {
        let hex = text.trim().trim_start_matches('#');
        let digits: Option<Vec<u8>> = hex
            .chars()
            .map(|c| c.to_digit(16).and_then(|d| u8::try_from(d).ok()))
            .collect();
        match digits.as_deref() {
            Some(&[r, g, b]) => Ok(Rgb(r * 17, g * 17, b * 17)),
            Some(&[r1, r0, g1, g0, b1, b0]) => Ok(Rgb(r1 * 16 + r0, g1 * 16 + g0, b1 * 16 + b0)),
            _ => Err(ParseRgbError(text.to_owned())),
        }
    }
}

/// A colour that is not `#rrggbb` or `#rgb`: the text given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseRgbError(pub String);

impl std::fmt::Display for ParseRgbError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "write a colour as #rrggbb or #rgb (hex digits), not {:?}",
            self.0
        )
    }
}

impl std::error::Error for ParseRgbError {}

/// The colours of a picture's walls, floor and ways through it (SVG and PNG): the defaults
/// are [`Rgb::WALL`], [`Rgb::FLOOR`] and [`Rgb::PATH`]. Marks keep their own colours; a legend's
/// letters take the walls'.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Colors {
    /// Walls, and the legend's letters.
    pub wall: Rgb,
    /// The floor, behind everything.
    pub floor: Rgb,
    /// Ways through the maze (a solution), and their legend's swatch.
    pub path: Rgb,
}

impl Default for Colors {
    /// Near-black walls on a white floor, ways in light green.
    fn default() -> Self {
        Colors {
            wall: Rgb::WALL,
            floor: Rgb::FLOOR,
            path: Rgb::PATH,
        }
    }
}

impl Colors {
    /// The colour to draw for `rgb`: the default wall, floor and path colours become these
    /// (so that a legend's solution swatch follows the path), any other stays.
    pub fn paint(self, rgb: Rgb) -> Rgb {
        match rgb {
            Rgb::WALL => self.wall,
            Rgb::FLOOR => self.floor,
            Rgb::PATH => self.path,
            other => other,
        }
    }
}

/// What a mark shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MarkKind {
    /// The start, `S`, green.
    Start,
    /// The goal, `G`, red.
    Goal,
    /// A player, drawn with its own symbol and colour.
    Player {
        /// The character shown in text renderings.
        symbol: char,
        /// The colour in colour renderings.
        color: Rgb,
    },
    /// Something lying in a cell (gold, a thief, a letter), drawn with its own symbol and
    /// colour.
    Item {
        /// The character shown in text renderings.
        symbol: char,
        /// The colour in colour renderings.
        color: Rgb,
    },
}

impl MarkKind {
    /// The character of the mark in text renderings.
    pub fn symbol(self) -> char {
        match self {
            MarkKind::Start => 'S',
            MarkKind::Goal => 'G',
            MarkKind::Player { symbol, .. } | MarkKind::Item { symbol, .. } => symbol,
        }
    }

    /// The colour of the mark.
    pub fn color(self) -> Rgb {
        match self {
            MarkKind::Start => Rgb::GREEN,
            MarkKind::Goal => Rgb::RED,
            MarkKind::Player { color, .. } | MarkKind::Item { color, .. } => color,
        }
    }
}

/// A mark drawn in one cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mark {
    /// The cell, by number (row by row on square cells).
    pub cell: usize,
    /// What it shows.
    pub kind: MarkKind,
}

/// Up to this many marks, [`Overlay::mark_at`] looks through them rather than hashing.
const FEW_MARKS: usize = 8;

/// What to draw on top of a maze's walls, on any shape: ways through it, marks, a legend and a
/// heat map, each cell named by its number (row by row on square cells, `Grid::index`). Later
/// marks hide earlier ones in the same cell, and marks hide the ways.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Overlay {
    /// The cells on any of the ways, a bit a cell of the maze.
    on_way: Option<BitSet>,
    ways: Vec<Vec<usize>>,
    marks: Vec<Mark>,
    /// The index in `marks` of the mark shown in each marked cell, so that a maze with a
    /// mark in every other cell still draws in time proportional to its size.
    shown: HashMap<usize, usize>,
    legend: Vec<(MarkKind, String)>,
    heat: Option<Heat>,
}

impl Overlay {
    /// Nothing on top of the walls.
    pub fn none() -> Overlay {
        Overlay::default()
    }

    /// The maze's start and goal, if it has them.
    pub fn ends(maze: &Maze) -> Overlay {
        let mut overlay = Overlay::none();
        if let Some((start, goal)) = maze.ends() {
            overlay = overlay
                .with_mark(start, MarkKind::Start)
                .with_mark(goal, MarkKind::Goal);
        }
        overlay
    }

    /// The start, the goal and `path`, a walk on the maze's grid.
    pub fn solution(maze: &Maze, path: &Path) -> Overlay {
        Overlay::ends(maze).with_path(maze, path)
    }

    /// Adds the cells of `path`, a walk on the grid of `maze` (nothing on a maze that keeps
    /// none, where a [`Path`]'s steps lead nowhere).
    pub fn with_path(self, maze: &Maze, path: &Path) -> Overlay {
        let Some(grid) = maze.grid() else {
            return self;
        };
        let way: Vec<usize> = path.cells(grid).map(|pos| grid.index(pos)).collect();
        self.with_way(maze, way)
    }

    /// Adds a way through `maze`, of any shape: its cells in order (what the solvers answer).
    /// Cells past the last are left out, and a way of no cells adds nothing.
    pub fn with_way(mut self, maze: &Maze, way: impl IntoIterator<Item = usize>) -> Overlay {
        let cells = maze.cell_count();
        let way: Vec<usize> = way.into_iter().filter(|&c| c < cells).collect();
        if way.is_empty() {
            return self;
        }
        let on_way = self.on_way.get_or_insert_with(|| BitSet::with_len(cells));
        let len = on_way.len();
        for &cell in way.iter().filter(|&&c| c < len) {
            on_way.set(cell);
        }
        self.ways.push(way);
        self
    }

    /// Adds `cells` (positions in a `size` grid) to the cells on a way, drawn as such but with
    /// no line through them: for several paths at once, or a maze that is not a [`Maze`].
    pub fn with_path_cells(mut self, size: Size, cells: impl IntoIterator<Item = Pos>) -> Overlay {
        let len = usize::try_from(size.cells()).unwrap_or(usize::MAX);
        let on_way = self.on_way.get_or_insert_with(|| BitSet::with_len(len));
        let width = size.width as usize;
        for pos in cells
            .into_iter()
            .filter(|p| p.x < size.width && p.y < size.height)
        {
            let cell = pos.y as usize * width + pos.x as usize;
            if cell < on_way.len() {
                on_way.set(cell);
            }
        }
        self
    }

    /// Colours the cells by `heat` (SVG, PNG; Unicode shades them), under the ways and marks.
    pub fn with_heat(mut self, heat: Heat) -> Overlay {
        self.heat = Some(heat);
        self
    }

    /// The colour level of `cell` in the heat map, if there is one and it gives `cell` a
    /// number.
    #[inline]
    pub fn heat_at(&self, cell: usize) -> Option<usize> {
        self.heat.as_ref()?.level_of(cell)
    }

    /// The heat map, if there is one.
    pub fn heat(&self) -> Option<&Heat> {
        self.heat.as_ref()
    }

    /// Whether the overlay has a heat map.
    pub fn has_heat(&self) -> bool {
        self.heat.is_some()
    }

    /// Adds a mark at `cell`.
    pub fn with_mark(mut self, cell: usize, kind: MarkKind) -> Overlay {
        self.shown.insert(cell, self.marks.len());
        self.marks.push(Mark { cell, kind });
        self
    }

    /// Adds a line to the legend, which SVG and PNG pictures draw below the maze: `kind`'s
    /// symbol or colour, then `label`.
    pub fn with_legend(mut self, kind: MarkKind, label: impl Into<String>) -> Overlay {
        self.legend.push((kind, label.into()));
        self
    }

    /// The mark shown at `cell`, if any.
    #[inline]
    pub fn mark_at(&self, cell: usize) -> Option<MarkKind> {
        // A few marks (the start and the goal, players) are looked through faster than a
        // cell is hashed, and renderers ask at every cell.
        if self.marks.len() <= FEW_MARKS {
            return self
                .marks
                .iter()
                .rev()
                .find(|m| m.cell == cell)
                .map(|m| m.kind);
        }
        self.shown.get(&cell).map(|&i| self.marks[i].kind)
    }

    /// Whether `cell` is on a way.
    #[inline]
    pub fn on_path(&self, cell: usize) -> bool {
        self.on_way
            .as_ref()
            .is_some_and(|on| cell < on.len() && on.get(cell))
    }

    /// The ways, each its cells in order, in the order they were added.
    pub fn ways(&self) -> &[Vec<usize>] {
        &self.ways
    }

    /// The marks, in the order they were added.
    pub fn marks(&self) -> &[Mark] {
        &self.marks
    }

    /// Whether the start and the goal are marked.
    pub fn marks_ends(&self) -> bool {
        self.marks
            .iter()
            .any(|m| matches!(m.kind, MarkKind::Start | MarkKind::Goal))
    }

    /// The legend's entries, in the order they were added.
    pub fn legend(&self) -> &[(MarkKind, String)] {
        &self.legend
    }
}

/// The walls on a maze's lattice of corners, as the renderers see them. A whole maze in
/// memory provides every row; a maze being streamed provides only the rows at hand, and the
/// renderers only ask for row `y` and the row above it while drawing row `y`.
pub(crate) trait WallSource {
    /// The number of columns.
    fn width(&self) -> u32;
    /// The number of rows.
    fn height(&self) -> u32;
    /// Whether a wall stands on the west side of column `x` (0 to width) in row `y`.
    fn vertical(&self, x: u32, y: u32) -> bool;
    /// Whether a wall stands on the north side of row `y` (0 to height) in column `x`.
    fn horizontal(&self, x: u32, y: u32) -> bool;

    /// The walls on the west side of each column of row `y` (below the height): `out[x]` is 1
    /// for a wall, for `x` from 0 to the width. Whole rows at once let a source read its bits
    /// in bulk.
    #[cfg(feature = "png")]
    fn vertical_row(&self, y: u32, out: &mut [u8]) {
        for (x, wall) in (0..).zip(out.iter_mut()) {
            *wall = u8::from(self.vertical(x, y));
        }
    }

    /// The walls on the north side of each cell of row `y` (0 to the height): `out[x]` is 1
    /// for a wall, for `x` below the width.
    #[cfg(feature = "png")]
    fn horizontal_row(&self, y: u32, out: &mut [u8]) {
        for (x, wall) in (0..).zip(out.iter_mut()) {
            *wall = u8::from(self.horizontal(x, y));
        }
    }

    /// The number of the cell at column `x`, row `y`, as an [`Overlay`] names it: row by row.
    #[inline]
    fn cell(&self, x: u32, y: u32) -> usize {
        y as usize * self.width() as usize + x as usize
    }

    /// The number of the cell at column `x`, row `y`, if there is one there (the corners'
    /// lattice runs one past the last column and row).
    #[inline]
    fn cell_at(&self, x: u32, y: u32) -> Option<usize> {
        (x < self.width() && y < self.height()).then(|| self.cell(x, y))
    }

    /// Whether the ASCII picture draws a `+` at the corner at the top left of column `x`, row
    /// `y`: every corner of a whole grid; a source whose cells do not fill it (a mask) leaves
    /// blank the corners it has no cell at.
    fn corner_shown(&self, _x: u32, _y: u32) -> bool {
        true
    }

    /// The walls meeting at the corner at the top left of column `x`, row `y` (both may be one
    /// past the last): up 1, right 2, down 4, left 8.
    fn corner(&self, x: u32, y: u32) -> usize {
        let up = y > 0 && self.vertical(x, y - 1);
        let right = x < self.width() && self.horizontal(x, y);
        let down = y < self.height() && self.vertical(x, y);
        let left = x > 0 && self.horizontal(x - 1, y);
        usize::from(up) | usize::from(right) << 1 | usize::from(down) << 2 | usize::from(left) << 3
    }
}

/// Row `y`'s passage bits as the bin format packs them: two a cell, east then south.
#[cfg(feature = "png")]
fn packed_row(grid: &crate::grid::Grid, y: u32) -> Vec<u8> {
    let mut bits = vec![0; (2 * grid.width() as usize).div_ceil(8)];
    grid.pack_row(y, &mut bits);
    bits
}

/// The walls of a maze in memory: the passages of the grid plus the doors of the start and
/// goal in the outer wall.
#[derive(Clone, Copy)]
pub(crate) struct Walls<'a> {
    maze: &'a Maze,
    grid: &'a Grid,
}

impl<'a> Walls<'a> {
    /// The walls of `maze`, which `what` (a picture or a format) draws only on whole squares.
    pub(crate) fn new(maze: &'a Maze, what: &'static str) -> Result<Walls<'a>, SquaresOnly> {
        Walls::of(maze).ok_or_else(|| SquaresOnly::new(what, maze))
    }

    /// The walls of `maze`, if it is a whole rectangle of squares (which keeps a grid).
    pub(crate) fn of(maze: &'a Maze) -> Option<Walls<'a>> {
        Some(Walls {
            maze,
            grid: maze.grid()?,
        })
    }

    /// The grid whose walls these are.
    pub(crate) fn grid(&self) -> &'a Grid {
        self.grid
    }

    fn closed(&self, cell: Pos, side: Direction) -> bool {
        !self.grid.is_open(cell, side) && !self.maze.has_door(cell, side)
    }
}

/// `refused` as an error a writer returns: of kind [`std::io::ErrorKind::Unsupported`].
pub(crate) fn unsupported(refused: SquaresOnly) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::Unsupported, refused)
}

impl WallSource for Walls<'_> {
    fn width(&self) -> u32 {
        self.grid.width()
    }

    #[cfg(feature = "png")]
    fn vertical_row(&self, y: u32, out: &mut [u8]) {
        let grid = self.grid;
        let width = grid.width();
        // Inside, a wall stands wherever the cell to the left has no passage east.
        let bits = packed_row(grid, y);
        let inner = &mut out[1..width as usize];
        for (walls, byte) in inner.chunks_mut(4).zip(&bits) {
            for (k, wall) in walls.iter_mut().enumerate() {
                *wall = !byte >> (2 * k) & 1;
            }
        }
        out[0] = u8::from(self.vertical(0, y));
        out[width as usize] = u8::from(self.vertical(width, y));
    }

    #[cfg(feature = "png")]
    fn horizontal_row(&self, y: u32, out: &mut [u8]) {
        let grid = self.grid;
        if y == 0 || y >= grid.height() {
            for (x, wall) in (0..).zip(out.iter_mut()) {
                *wall = u8::from(self.horizontal(x, y));
            }
            return;
        }
        let bits = packed_row(grid, y - 1);
        for (walls, byte) in out.chunks_mut(4).zip(&bits) {
            for (k, wall) in walls.iter_mut().enumerate() {
                *wall = !byte >> (2 * k + 1) & 1;
            }
        }
    }

    fn height(&self) -> u32 {
        self.grid.height()
    }

    // Always inlined, as `horizontal`: the pictures ask for every wall, and left to itself the
    // compiler inlined one of the two into the Unicode glyph and not the other (a 1000 × 1000
    // Unicode picture took 1.04–1.15 times as long as with both inlined).
    #[inline(always)]
    fn vertical(&self, x: u32, y: u32) -> bool {
        let grid = self.grid;
        let width = grid.width();
        let row = y as usize * width as usize;
        if x > 0 && x < width {
            // Inside: the east side of the cell to the left, read straight from the bits.
            return !grid.is_edge_open(2 * (row + x as usize - 1));
        }
        let (cell, side) = if x == 0 {
            (Pos::new(0, y), Direction::West)
        } else {
            (Pos::new(width - 1, y), Direction::East)
        };
        self.closed(cell, side)
    }

    #[inline(always)]
    fn horizontal(&self, x: u32, y: u32) -> bool {
        let grid = self.grid;
        let height = grid.height();
        if y > 0 && y < height {
            // Inside: the south side of the cell above.
            return !grid
                .is_edge_open(2 * ((y as usize - 1) * grid.width() as usize + x as usize) + 1);
        }
        let (cell, side) = if y == 0 {
            (Pos::new(x, 0), Direction::North)
        } else {
            (Pos::new(x, height - 1), Direction::South)
        };
        self.closed(cell, side)
    }
}
