//! ASCII and Unicode pictures of square mazes cut to a mask: the same formats as whole square
//! mazes ([`crate::render`]), with masked-off cells left blank and no walls between them, so a
//! maze in the shape of a word reads as that word.
//!
//! Weave mazes draw the same way, a crossing marked by its bridge: `║` (ASCII `H`) where the
//! bridge runs north–south and the passage under it east–west, `═` (ASCII `=`) the other way.
//! The walls either side of a bridge are gaps, where the passage under it runs.
//!
//! Other shapes have no text picture: their cells do not sit on a character grid.

use std::io::{self, Write};

use super::svg::Drawing;
use crate::maze::Maze;
use crate::pos::Pos;
use crate::render::{MarkKind, Overlay, Rgb, UnicodeOptions};
use crate::shape::weave::Under;
use crate::shape::{Shape, Square};

/// A maze whose cells are not square, which no text picture draws.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "a {shape} maze has no text picture (only square cells sit on a grid of characters); draw it as svg or png"
)]
pub struct NotSquare {
    /// The shape's name.
    pub shape: &'static str,
}

/// The ASCII picture of `maze` (see [`crate::render::ascii`] for the format).
pub(crate) fn ascii(maze: &Maze, overlay: &Overlay) -> Result<String, NotSquare> {
    let pictures = [(maze, overlay)];
    let walls = MaskedWalls::new(&pictures)?;
    let mut out = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = crate::render::ascii::write_walls(&mut out, &walls, &walls.overlay(Bridges::ASCII));
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// Writes the ASCII picture of `maze` to `out`; a maze of another shape than squares is an
/// error of kind [`io::ErrorKind::Unsupported`] wrapping [`NotSquare`].
pub(crate) fn write_ascii<W: Write + ?Sized>(
    out: &mut W,
    maze: &Maze,
    overlay: &Overlay,
) -> io::Result<()> {
    write_ascii_all(out, &[(maze, overlay)])
}

/// Writes one ASCII picture of several square mazes cut to different masks (a maze in each
/// region of one mask); a maze of other cells is an error of kind
/// [`io::ErrorKind::Unsupported`] wrapping [`NotSquare`].
pub fn write_ascii_all<W: Write + ?Sized>(out: &mut W, pictures: &[Drawing<'_>]) -> io::Result<()> {
    let walls = MaskedWalls::new(pictures).map_err(unsupported)?;
    crate::render::ascii::write_walls(out, &walls, &walls.overlay(Bridges::ASCII))
}

/// The Unicode picture of `maze` (see [`crate::render::unicode`] for the format).
pub(crate) fn unicode(
    maze: &Maze,
    overlay: &Overlay,
    options: UnicodeOptions,
) -> Result<String, NotSquare> {
    let pictures = [(maze, overlay)];
    let walls = MaskedWalls::new(&pictures)?;
    let mut out = Vec::new();
    // Writing to a Vec cannot fail.
    let overlay = walls.overlay(Bridges::UNICODE);
    let _ = crate::render::unicode::write_walls(&mut out, &walls, &overlay, options);
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// Writes the Unicode picture of `maze` to `out`; errors as `write_ascii`.
pub(crate) fn write_unicode<W: Write + ?Sized>(
    out: &mut W,
    maze: &Maze,
    overlay: &Overlay,
    options: UnicodeOptions,
) -> io::Result<()> {
    write_unicode_all(out, &[(maze, overlay)], options)
}

/// Writes one Unicode picture of several square mazes cut to different masks; errors as
/// [`write_ascii_all`].
pub fn write_unicode_all<W: Write + ?Sized>(
    out: &mut W,
    pictures: &[Drawing<'_>],
    options: UnicodeOptions,
) -> io::Result<()> {
    let walls = MaskedWalls::new(pictures).map_err(unsupported)?;
    let overlay = walls.overlay(Bridges::UNICODE);
    crate::render::unicode::write_walls(out, &walls, &overlay, options)
}

/// The characters that draw a weave maze's bridges.
#[derive(Clone, Copy)]
struct Bridges {
    north_south: char,
    east_west: char,
}

impl Bridges {
    const ASCII: Bridges = Bridges {
        north_south: 'H',
        east_west: '=',
    };
    const UNICODE: Bridges = Bridges {
        north_south: '║',
        east_west: '═',
    };
}

/// `e` as an I/O error of kind [`io::ErrorKind::Unsupported`].
fn unsupported(e: NotSquare) -> io::Error {
    io::Error::new(io::ErrorKind::Unsupported, e)
}

/// The walls of square mazes with masks, on the lattice of corners the text renderers draw:
/// a wall stands between two cells that are on and not joined, and between a cell that is on
/// and one that is off (or outside, or another maze's), but for the starts' and goals' doors.
struct MaskedWalls<'a> {
    pictures: &'a [Drawing<'a>],
    square: Square,
}

impl<'a> MaskedWalls<'a> {
    fn new(pictures: &'a [Drawing<'a>]) -> Result<MaskedWalls<'a>, NotSquare> {
        let mut square = None;
        for (maze, _) in pictures {
            match maze.shape() {
                Shape::Square(s) => square = Some(*s),
                Shape::Weave(w) => {
                    square = Some(Square::new(w.size(), crate::topology::Wrap::None))
                }
                other => {
                    return Err(NotSquare {
                        shape: other.kind().name(),
                    });
                }
            }
        }
        Ok(MaskedWalls {
            pictures,
            // No maze at all draws as an empty grid.
            square: square.unwrap_or(Square::new(
                crate::size::Size::new(0, 0),
                crate::topology::Wrap::None,
            )),
        })
    }

    /// The overlay of the whole grid the pictures share: the pictures' marks and way cells by
    /// the grid's numbers, and the bridges of weave mazes drawn with `bridges`.
    fn overlay(&self, bridges: Bridges) -> Overlay {
        let size = self.square.size();
        let mut picture = Overlay::none();
        for &(maze, overlay) in self.pictures {
            let pos = |cell: usize| {
                let (x, y) = maze.column_row(cell).unwrap_or_default();
                Pos::new(x, y)
            };
            let at = |cell: usize| {
                let pos = pos(cell);
                pos.y as usize * size.width as usize + pos.x as usize
            };
            if let Shape::Weave(weave) = maze.shape() {
                for crossing in weave.crossings() {
                    let symbol = match crossing.under {
                        Under::EastWest => bridges.north_south,
                        Under::NorthSouth => bridges.east_west,
                    };
                    let kind = MarkKind::Item {
                        symbol,
                        color: Rgb::WALL,
                    };
                    // A crossing is a square of the grid: its number is the grid's.
                    picture = picture.with_mark(crossing.cell, kind);
                }
            }
            for way in overlay.ways() {
                picture = picture.with_path_cells(size, way.iter().map(|&c| pos(c)));
            }
            for mark in overlay.marks() {
                picture = picture.with_mark(at(mark.cell), mark.kind);
            }
        }
        picture
    }

    /// Whether a wall stands on `side` of the cell at column `x`, row `y`, or `None` when
    /// that cell is in no maze (off, or outside the grid).
    fn side(&self, x: u32, y: u32, side: usize) -> Option<bool> {
        let size = self.square.size();
        if x >= size.width || y >= size.height {
            return None;
        }
        let shape_cell = y as usize * size.width as usize + x as usize;
        self.pictures.iter().find_map(|(maze, _)| {
            let cell = maze.cell_of(shape_cell)?;
            // The side of a crossing that the passage under it runs through is that passage's.
            let cell = match maze.shape() {
                Shape::Weave(weave) => weave.entry(cell, Under::of_side(side)),
                _ => cell,
            };
            Some(if maze.across(cell, side).is_none() {
                !maze.is_door(cell, side)
            } else {
                !maze.is_open_side(cell, side)
            })
        })
    }

    /// The wall between the cell at `here` (`side` of it) and the one before it at `before`
    /// (the opposite side), whichever is on; the line past the last cell is the far side of
    /// the last cell, or of the first where the grid wraps.
    fn between(&self, here: (u32, u32), before: Option<(u32, u32)>, side: usize) -> bool {
        self.side(here.0, here.1, side)
            .or_else(|| before.and_then(|(x, y)| self.side(x, y, side ^ 2)))
            .unwrap_or(false)
    }
}

impl crate::render::WallSource for MaskedWalls<'_> {
    fn corner_shown(&self, x: u32, y: u32) -> bool {
        let on = |x: Option<u32>, y: Option<u32>| {
            x.zip(y).and_then(|(x, y)| self.side(x, y, 0)).is_some()
        };
        let (left, up) = (x.checked_sub(1), y.checked_sub(1));
        on(left, up) || on(Some(x), up) || on(left, Some(y)) || on(Some(x), Some(y))
    }

    fn width(&self) -> u32 {
        self.square.size().width
    }

    fn height(&self) -> u32 {
        self.square.size().height
    }

    fn vertical(&self, x: u32, y: u32) -> bool {
        let (here, before) = either_side(x, self.width(), self.square.wrap().x());
        self.between((here, y), before.map(|b| (b, y)), 3)
    }

    fn horizontal(&self, x: u32, y: u32) -> bool {
        let (here, before) = either_side(y, self.height(), self.square.wrap().y());
        self.between((x, here), before.map(|b| (x, b)), 0)
    }
}

/// The cells either side of wall line `at` along an axis of `len` cells that wraps if
/// `wraps`: the cell after the line (the first again past the end of a wrapping axis) and the
/// cell before it, if there is one.
fn either_side(at: u32, len: u32, wraps: bool) -> (u32, Option<u32>) {
    let before = match at {
        0 if wraps => Some(len - 1),
        0 => None,
        at => Some(at - 1),
    };
    let here = if at == len && wraps { 0 } else { at };
    (here, before)
}
