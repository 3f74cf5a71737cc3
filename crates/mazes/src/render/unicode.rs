//! Unicode box drawing: half the width of the ASCII picture, with joined corners.
//!
//! A maze of W×H cells is `2H+1` lines of `2W+1` characters: corners are box-drawing junctions
//! (`┌ ┬ ┼ ╴` …) chosen by the walls that meet there, walls are `─` and `│`, and each cell is
//! one character: its mark, `·` on the path, or a space. Marks and the path can be coloured
//! with ANSI escapes for terminals.

use std::io::{self, Write};

use super::{Heat, MarkKind, Overlay, Rgb, WallSource, Walls};
use crate::{grid::Grid, maze::Maze, pos::Pos};

/// How to draw Unicode pictures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UnicodeOptions {
    /// Colour marks and the path with 24-bit ANSI escapes.
    pub color: bool,
}

/// Junctions indexed by the walls meeting at a corner: up 1, right 2, down 4, left 8.
const JUNCTIONS: [char; 16] = [
    ' ', '╵', '╶', '└', '╷', '│', '┌', '├', '╴', '┘', '─', '┴', '┐', '┤', '┬', '┼',
];

/// What one character of the Unicode picture shows, for front ends that style each kind
/// their own way (a terminal UI colouring marks, say).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Glyph {
    /// A wall (`─`, `│`) or the junction of walls at a corner (a space where none meet).
    Wall(char),
    /// An open passage between two cells; `on_path` when both cells are on the path.
    Passage {
        /// Whether the cells on both sides are on the overlay's path.
        on_path: bool,
    },
    /// A cell with no mark; `on_path` when it is on the overlay's path.
    Cell {
        /// Whether the cell is on the overlay's path.
        on_path: bool,
    },
    /// A cell with a mark.
    Mark(MarkKind),
}

impl Glyph {
    /// The character the Unicode picture shows: passages are blank, path cells `·`.
    pub fn symbol(self) -> char {
        match self {
            Glyph::Wall(c) => c,
            Glyph::Passage { .. } | Glyph::Cell { on_path: false } => ' ',
            Glyph::Cell { on_path: true } => '·',
            Glyph::Mark(kind) => kind.symbol(),
        }
    }
}

/// The size of the Unicode picture of a `grid`, in characters: `2W+1` columns, `2H+1` lines.
pub fn unicode_size(grid: &Grid) -> (u64, u64) {
    (
        2 * u64::from(grid.width()) + 1,
        2 * u64::from(grid.height()) + 1,
    )
}

/// Where the Unicode picture draws the cell `pos`: column `2x+1`, line `2y+1`.
pub fn unicode_point(pos: Pos) -> (u64, u64) {
    (2 * u64::from(pos.x) + 1, 2 * u64::from(pos.y) + 1)
}

/// The glyph at column `x`, line `y` of the Unicode picture of `maze`, or `None` outside it
/// (and everywhere on a maze that is not a whole rectangle of squares, which has no such
/// picture).
///
/// A front end showing a window of a big maze asks only for the points it shows, so its
/// cost is the window's, not the maze's.
pub fn unicode_glyph(maze: &Maze, overlay: &Overlay, x: u64, y: u64) -> Option<Glyph> {
    let walls = Walls::of(maze)?;
    let (columns, lines) = unicode_size(maze.grid()?);
    if x >= columns || y >= lines {
        return None;
    }
    // Both fit in u32: they are at most the grid's width and height.
    Some(glyph(
        &walls,
        overlay,
        (x / 2) as u32,
        (y / 2) as u32,
        (x % 2, y % 2),
    ))
}

/// The glyph at column `x`, line `y` of the Unicode picture of `maze` showing only the cells
/// for which `on` holds (a mask): cells that are off are blank, and no wall stands between two
/// of them or between one and the border, so the maze keeps the mask's outline. For bounded
/// grids (a wrapping border counts as a border). `None` everywhere, as [`unicode_glyph`], on
/// a maze that is not a whole rectangle of squares.
pub fn unicode_glyph_masked(
    maze: &Maze,
    overlay: &Overlay,
    on: &dyn Fn(Pos) -> bool,
    x: u64,
    y: u64,
) -> Option<Glyph> {
    let walls = OnlyOn {
        walls: Walls::of(maze)?,
        on,
    };
    let (columns, lines) = unicode_size(maze.grid()?);
    if x >= columns || y >= lines {
        return None;
    }
    // Both fit in u32: they are at most the grid's width and height.
    Some(glyph(
        &walls,
        overlay,
        (x / 2) as u32,
        (y / 2) as u32,
        (x % 2, y % 2),
    ))
}

/// The walls of a maze beside at least one cell that is on.
struct OnlyOn<'a> {
    walls: Walls<'a>,
    on: &'a dyn Fn(Pos) -> bool,
}

impl WallSource for OnlyOn<'_> {
    fn width(&self) -> u32 {
        self.walls.width()
    }

    fn height(&self) -> u32 {
        self.walls.height()
    }

    fn vertical(&self, x: u32, y: u32) -> bool {
        let left = x > 0 && (self.on)(Pos::new(x - 1, y));
        let right = x < self.width() && (self.on)(Pos::new(x, y));
        (left || right) && self.walls.vertical(x, y)
    }

    fn horizontal(&self, x: u32, y: u32) -> bool {
        let above = y > 0 && (self.on)(Pos::new(x, y - 1));
        let below = y < self.height() && (self.on)(Pos::new(x, y));
        (above || below) && self.walls.horizontal(x, y)
    }
}

/// The glyph of the lattice point of corner or cell (`cx`, `cy`): `parity` says which point
/// of the two-by-two block it is (a corner at (0, 0), the cell at (1, 1), walls between).
#[inline]
fn glyph<S: WallSource>(
    walls: &S,
    overlay: &Overlay,
    cx: u32,
    cy: u32,
    parity: (u64, u64),
) -> Glyph {
    let on_path = |a: usize, b: usize| overlay.on_path(a) && overlay.on_path(b);
    match parity {
        (0, 0) => Glyph::Wall(JUNCTIONS[walls.corner(cx, cy)]),
        (1, 0) if walls.horizontal(cx, cy) => Glyph::Wall('─'),
        (1, 0) => Glyph::Passage {
            on_path: cy > 0
                && cy < walls.height()
                && on_path(walls.cell(cx, cy - 1), walls.cell(cx, cy)),
        },
        (0, _) if walls.vertical(cx, cy) => Glyph::Wall('│'),
        (0, _) => Glyph::Passage {
            on_path: cx > 0
                && cx < walls.width()
                && on_path(walls.cell(cx - 1, cy), walls.cell(cx, cy)),
        },
        _ => cell_glyph(overlay, walls.cell(cx, cy)),
    }
}

#[inline]
fn cell_glyph(overlay: &Overlay, cell: usize) -> Glyph {
    match overlay.mark_at(cell) {
        Some(kind) => Glyph::Mark(kind),
        None => Glyph::Cell {
            on_path: overlay.on_path(cell),
        },
    }
}

/// Writes the Unicode picture of the walls of `walls`, a line at a time.
pub(crate) fn write_walls<W: Write + ?Sized, S: WallSource>(
    out: &mut W,
    walls: &S,
    overlay: &Overlay,
    options: UnicodeOptions,
) -> io::Result<()> {
    let columns = 2 * u64::from(walls.width()) + 1;
    let lines = 2 * u64::from(walls.height()) + 1;
    let mut line = String::new();
    for y in 0..lines {
        line.clear();
        for x in 0..columns {
            // In u32: x / 2 and y / 2 are at most the grid's width and height.
            let (cx, cy) = ((x / 2) as u32, (y / 2) as u32);
            match glyph(walls, overlay, cx, cy, (x % 2, y % 2)) {
                Glyph::Mark(kind) => push_symbol(&mut line, kind.symbol(), kind.color(), options),
                Glyph::Cell { on_path: false } | Glyph::Passage { on_path: false }
                    if overlay.has_heat() =>
                {
                    line.push(heat_shade(walls, overlay, cx, cy, (x % 2, y % 2)));
                }
                g @ Glyph::Cell { .. } => {
                    push_symbol(&mut line, g.symbol(), MarkKind::Start.color(), options);
                }
                g => line.push(g.symbol()),
            }
        }
        line.push('\n');
        out.write_all(line.as_bytes())?;
    }
    Ok(())
}

/// The shade of the heat map at the point of a cell (`parity` (1, 1)) or of the passage west
/// (0, 1) or north (1, 0) of cell `cx`, `cy`: a passage takes the cooler of its two cells.
fn heat_shade<S: WallSource>(
    walls: &S,
    overlay: &Overlay,
    cx: u32,
    cy: u32,
    parity: (u64, u64),
) -> char {
    let heat = |x, y| overlay.heat_at(walls.cell_at(x, y)?);
    let here = heat(cx, cy);
    let other = match parity {
        (0, 1) if cx > 0 => heat(cx - 1, cy),
        (1, 0) if cy > 0 => heat(cx, cy - 1),
        _ => here,
    };
    match (here, other) {
        (Some(a), Some(b)) => Heat::shade(a.min(b)),
        _ => ' ',
    }
}

/// A cell's symbol, coloured when asked and not blank.
fn push_symbol(line: &mut String, symbol: char, color: Rgb, options: UnicodeOptions) {
    if options.color && symbol != ' ' {
        let Rgb(r, g, b) = color;
        line.push_str(&format!("\x1b[1;38;2;{r};{g};{b}m{symbol}\x1b[0m"));
    } else {
        line.push(symbol);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::unicode;
    use crate::{build::MazeBuilder, size::Size, topology::Wrap};
    use crate::{grid::Grid, maze::Maze};

    #[test]
    fn glyphs_are_the_picture_point_by_point() {
        for wrap in [Wrap::None, Wrap::Both] {
            let maze = MazeBuilder::new(Size::new(7, 5))
                .wrap(wrap)
                .seed(3)
                .build()
                .unwrap();
            let path =
                crate::solve::bfs(maze.grid().unwrap(), Pos::new(0, 0), Pos::new(6, 4)).unwrap();
            let overlay = Overlay::solution(&maze, &path).with_mark(
                maze.grid().unwrap().index(Pos::new(3, 2)),
                MarkKind::Player {
                    symbol: 'P',
                    color: Rgb::BLUE,
                },
            );
            let picture = unicode(&maze, &overlay, UnicodeOptions::default()).unwrap();
            let (columns, lines) = unicode_size(maze.grid().unwrap());
            let masked = |x, y| unicode_glyph_masked(&maze, &overlay, &|_| true, x, y);
            for (x, y) in [(0, 0), (3, 1), (columns - 1, lines - 2), (5, 4)] {
                assert_eq!(masked(x, y), unicode_glyph(&maze, &overlay, x, y), "all on");
            }
            for (y, line) in (0..).zip(picture.lines()) {
                let drawn: String = (0..columns)
                    .map(|x| unicode_glyph(&maze, &overlay, x, y).unwrap().symbol())
                    .collect();
                assert_eq!(drawn, line);
            }
            assert_eq!(unicode_glyph(&maze, &overlay, columns, 0), None);
            assert_eq!(unicode_glyph(&maze, &overlay, 0, lines), None);
            let (x, y) = unicode_point(Pos::new(3, 2));
            assert_eq!(
                unicode_glyph(&maze, &overlay, x, y).map(Glyph::symbol),
                Some('P')
            );
        }
    }

    #[test]
    fn masked_off_cells_are_blank_and_only_the_outline_of_the_rest_is_walled() {
        // Every wall up; only the middle cell of the middle row of a 3×3 grid is on.
        let maze = Maze::new(Grid::new(Size::new(3, 3), Wrap::None).unwrap());
        let on = |pos: Pos| pos == Pos::new(1, 1);
        let (columns, lines) = unicode_size(maze.grid().unwrap());
        let picture: Vec<String> = (0..lines)
            .map(|y| {
                (0..columns)
                    .map(|x| {
                        unicode_glyph_masked(&maze, &Overlay::none(), &on, x, y)
                            .unwrap()
                            .symbol()
                    })
                    .collect()
            })
            .collect();
        assert_eq!(
            picture,
            [
                "       ",
                "       ",
                "  ┌─┐  ",
                "  │ │  ",
                "  └─┘  ",
                "       ",
                "       "
            ]
        );
    }

    #[test]
    fn passages_between_path_cells_are_on_the_path() {
        let maze = MazeBuilder::new(Size::new(6, 4)).seed(8).build().unwrap();
        let path = crate::solve::bfs(maze.grid().unwrap(), Pos::new(0, 0), Pos::new(5, 3)).unwrap();
        let overlay = Overlay::none().with_path(&maze, &path);
        let cells: Vec<Pos> = path.cells(maze.grid().unwrap()).collect();
        for pair in cells.windows(2) {
            let ((x1, y1), (x2, y2)) = (unicode_point(pair[0]), unicode_point(pair[1]));
            let between = unicode_glyph(&maze, &overlay, (x1 + x2) / 2, (y1 + y2) / 2);
            assert_eq!(between, Some(Glyph::Passage { on_path: true }));
        }
    }
}
