//! PNG pictures, streamed a pixel row at a time with an indexed palette, so even very large mazes
//! need memory only for one row of pixels.

use std::io::{self, Write};

use super::{Overlay, Rgb, Walls};
use crate::{Maze, Pos};

/// How to draw PNG pictures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PngOptions {
    /// The side of a cell's floor, in pixels (at least 1).
    pub cell: u32,
    /// The thickness of a wall, in pixels (at least 1).
    pub wall: u32,
}

impl Default for PngOptions {
    /// 8-pixel floors with 2-pixel walls.
    fn default() -> Self {
        PngOptions { cell: 8, wall: 2 }
    }
}

impl PngOptions {
    /// Options that keep the picture of a `width`×`height` maze near `target` pixels across
    /// its longer side, down to one pixel per floor and wall for huge mazes.
    pub fn fit(width: u32, height: u32, target: u32) -> PngOptions {
        let unit = (target / width.max(height).max(1)).clamp(2, 20);
        let wall = (unit / 5).max(1);
        PngOptions {
            cell: unit - wall,
            wall,
        }
    }
}

const FLOOR: u8 = 0;
const WALL: u8 = 1;
const PATH: u8 = 2;

/// Writes `maze` as a PNG image to `out`.
///
/// Fails with [`io::ErrorKind::InvalidInput`] if the picture would be wider or taller than a
/// PNG allows (2³¹ − 1 pixels).
pub fn write_png<W: Write>(
    out: W,
    maze: &Maze,
    overlay: &Overlay,
    options: PngOptions,
) -> io::Result<()> {
    let grid = maze.grid();
    let (cell, wall) = (options.cell.max(1), options.wall.max(1));
    let unit = u64::from(cell + wall);
    let side = |cells: u32| u64::from(cells) * unit + u64::from(wall);
    let (px_width, px_height) = (side(grid.width()), side(grid.height()));
    let limit = (1u64 << 31) - 1;
    if px_width > limit || px_height > limit {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "a {px_width}×{px_height} pixel picture is larger than PNG allows; use smaller cells"
            ),
        ));
    }
    let mut palette = vec![Rgb::FLOOR, Rgb::WALL, Rgb::PATH];
    for mark in overlay.marks() {
        if !palette.contains(&mark.kind.color()) && palette.len() < 256 {
            palette.push(mark.kind.color());
        }
    }
    let mut encoder = png::Encoder::new(out, px_width as u32, px_height as u32);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(
        palette
            .iter()
            .flat_map(|c| [c.0, c.1, c.2])
            .collect::<Vec<_>>(),
    );
    encoder.set_compression(png::Compression::Fast);
    let mut writer = encoder.write_header().map_err(io::Error::other)?;
    let mut stream = writer.stream_writer().map_err(io::Error::other)?;
    let painter = Painter {
        maze,
        overlay,
        walls: Walls::new(maze),
        palette,
        cell: cell as usize,
        wall: wall as usize,
    };
    let mut row = vec![FLOOR; px_width as usize];
    for y in 0..=grid.height() {
        painter.wall_band(y, &mut row);
        for _ in 0..wall {
            stream.write_all(&row)?;
        }
        if y < grid.height() {
            painter.cell_band(y, &mut row);
            for _ in 0..cell {
                stream.write_all(&row)?;
            }
        }
    }
    stream.finish().map_err(io::Error::other)
}

/// Paints pixel rows of the picture.
struct Painter<'a> {
    maze: &'a Maze,
    overlay: &'a Overlay,
    walls: Walls<'a>,
    palette: Vec<Rgb>,
    cell: usize,
    wall: usize,
}

impl Painter<'_> {
    /// The row of pixels through the walls above row `y` (`y` = height: the bottom border).
    fn wall_band(&self, y: u32, row: &mut [u8]) {
        let width = self.maze.grid().width();
        for x in 0..=width {
            let corner = if self.walls.corner(x, y) != 0 {
                WALL
            } else {
                FLOOR
            };
            let at = x as usize * (self.cell + self.wall);
            row[at..at + self.wall].fill(corner);
            if x < width {
                let segment = if self.walls.horizontal(x, y) {
                    WALL
                } else if y > 0 && self.joined_on_path(Pos::new(x, y - 1), Pos::new(x, y)) {
                    PATH
                } else {
                    FLOOR
                };
                row[at + self.wall..at + self.wall + self.cell].fill(segment);
            }
        }
    }

    /// The row of pixels through the floors of row `y`.
    fn cell_band(&self, y: u32, row: &mut [u8]) {
        let width = self.maze.grid().width();
        for x in 0..=width {
            let at = x as usize * (self.cell + self.wall);
            let boundary = if self.walls.vertical(x, y) {
                WALL
            } else if x > 0 && self.joined_on_path(Pos::new(x - 1, y), Pos::new(x, y)) {
                PATH
            } else {
                FLOOR
            };
            row[at..at + self.wall].fill(boundary);
            if x < width {
                row[at + self.wall..at + self.wall + self.cell].fill(self.floor(Pos::new(x, y)));
            }
        }
    }

    /// The palette index of a cell's floor.
    fn floor(&self, pos: Pos) -> u8 {
        match self.overlay.mark_at(pos) {
            Some(kind) => self
                .palette
                .iter()
                .position(|&c| c == kind.color())
                .map_or(PATH, |i| i as u8),
            None if self.overlay.on_path(pos) => PATH,
            None => FLOOR,
        }
    }

    /// Whether two neighbouring cells `a` (left or above) and `b` are both on the path.
    fn joined_on_path(&self, a: Pos, b: Pos) -> bool {
        b.x < self.maze.grid().width()
            && b.y < self.maze.grid().height()
            && self.overlay.on_path(a)
            && self.overlay.on_path(b)
    }
}
