//! PNG pictures, streamed a pixel row at a time with an indexed palette, so even very large mazes
//! need memory only for one row of pixels.

use std::io::{self, Write};

use super::{Overlay, Rgb, WallSource, Walls};
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
    let walls = Walls::new(maze);
    let mut png = PngImage::new(out, walls.width(), walls.height(), overlay, options)?;
    let mut writer = png.rows()?;
    for y in 0..=walls.height() {
        writer.band(&walls, overlay, y)?;
    }
    writer.finish()
}

/// A PNG picture of `width`×`height` cells whose header is written.
pub(crate) struct PngImage<W: Write> {
    writer: png::Writer<W>,
    palette: Vec<Rgb>,
    legend: Legend,
    cell: usize,
    wall: usize,
    width: u32,
    height: u32,
    px_width: usize,
}

/// The pixel rows of a [`PngImage`], written a band at a time: the walls above a row of cells,
/// then the cells. Memory: one row of pixels.
pub(crate) struct PngWriter<'a, W: Write> {
    stream: png::StreamWriter<'a, W>,
    palette: &'a [Rgb],
    legend: &'a Legend,
    cell: usize,
    wall: usize,
    width: u32,
    height: u32,
    pixels: Vec<u8>,
}

impl<W: Write> PngImage<W> {
    /// Writes the header of a picture of `width`×`height` cells.
    pub(crate) fn new(
        out: W,
        width: u32,
        height: u32,
        overlay: &Overlay,
        options: PngOptions,
    ) -> io::Result<PngImage<W>> {
        let (cell, wall) = (options.cell.max(1), options.wall.max(1));
        let unit = u64::from(cell + wall);
        let side = |cells: u32| u64::from(cells) * unit + u64::from(wall);
        let mut palette = vec![Rgb::FLOOR, Rgb::WALL, Rgb::PATH];
        let kinds = overlay.marks().iter().map(|m| m.kind);
        for kind in kinds.chain(overlay.legend().iter().map(|(kind, _)| *kind)) {
            if !palette.contains(&kind.color()) && palette.len() < 256 {
                palette.push(kind.color());
            }
        }
        let legend = Legend::new(overlay, &palette, unit);
        let px_width = side(width).max(legend.width as u64);
        let px_height = side(height) + legend.height as u64;
        let limit = (1u64 << 31) - 1;
        if px_width > limit || px_height > limit {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!(
                    "a {px_width}×{px_height} pixel picture is larger than PNG allows; use smaller cells"
                ),
            ));
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
        // Palette indices do not predict each other: filtering would cost time and size.
        encoder.set_filter(png::Filter::NoFilter);
        let writer = encoder.write_header().map_err(io::Error::other)?;
        Ok(PngImage {
            writer,
            palette,
            legend,
            cell: cell as usize,
            wall: wall as usize,
            width,
            height,
            px_width: px_width as usize,
        })
    }

    /// The writer of the pixel rows.
    pub(crate) fn rows(&mut self) -> io::Result<PngWriter<'_, W>> {
        Ok(PngWriter {
            stream: self.writer.stream_writer().map_err(io::Error::other)?,
            palette: &self.palette,
            legend: &self.legend,
            cell: self.cell,
            wall: self.wall,
            width: self.width,
            height: self.height,
            pixels: vec![FLOOR; self.px_width],
        })
    }
}

impl<W: Write> PngWriter<'_, W> {
    /// Writes the walls above row `y` and, unless `y` is the height, the cells of row `y`.
    pub(crate) fn band<S: WallSource>(
        &mut self,
        walls: &S,
        overlay: &Overlay,
        y: u32,
    ) -> io::Result<()> {
        self.wall_band(walls, overlay, y);
        for _ in 0..self.wall {
            self.stream.write_all(&self.pixels)?;
        }
        if y < self.height {
            self.cell_band(walls, overlay, y);
            for _ in 0..self.cell {
                self.stream.write_all(&self.pixels)?;
            }
        }
        Ok(())
    }

    /// Writes the legend, if any, and ends the image.
    pub(crate) fn finish(mut self) -> io::Result<()> {
        for row in 0..self.legend.height {
            self.pixels.fill(FLOOR);
            self.legend.paint_row(row, &mut self.pixels);
            self.stream.write_all(&self.pixels)?;
        }
        self.stream.finish().map_err(io::Error::other)
    }

    fn wall_band<S: WallSource>(&mut self, walls: &S, overlay: &Overlay, y: u32) {
        let unit = self.cell + self.wall;
        let paths = !overlay.paths().is_empty();
        for x in 0..=self.width {
            let at = x as usize * unit;
            let corner = if any_wall_at_corner(walls, x, y) {
                WALL
            } else {
                FLOOR
            };
            paint(&mut self.pixels[at..at + self.wall], corner);
            if x < self.width {
                let segment = if walls.horizontal(x, y) {
                    WALL
                } else if paths
                    && y > 0
                    && y < self.height
                    && both_on_path(overlay, Pos::new(x, y - 1), Pos::new(x, y))
                {
                    PATH
                } else {
                    FLOOR
                };
                paint(&mut self.pixels[at + self.wall..at + unit], segment);
            }
        }
    }

    fn cell_band<S: WallSource>(&mut self, walls: &S, overlay: &Overlay, y: u32) {
        let unit = self.cell + self.wall;
        let paths = !overlay.paths().is_empty();
        for x in 0..=self.width {
            let at = x as usize * unit;
            let boundary = if walls.vertical(x, y) {
                WALL
            } else if paths
                && x > 0
                && x < self.width
                && both_on_path(overlay, Pos::new(x - 1, y), Pos::new(x, y))
            {
                PATH
            } else {
                FLOOR
            };
            paint(&mut self.pixels[at..at + self.wall], boundary);
            if x < self.width {
                let floor = if paths && overlay.on_path(Pos::new(x, y)) {
                    PATH
                } else {
                    FLOOR
                };
                paint(&mut self.pixels[at + self.wall..at + unit], floor);
            }
        }
        // Marks go on top, the latest mark of a cell last.
        for mark in overlay
            .marks()
            .iter()
            .filter(|m| m.pos.y == y && m.pos.x < self.width)
        {
            let at = mark.pos.x as usize * unit + self.wall;
            let colour = self.palette.iter().position(|&c| c == mark.kind.color());
            paint(
                &mut self.pixels[at..at + self.cell],
                colour.map_or(PATH, |i| i as u8),
            );
        }
    }
}

/// Fills a few pixels; one-pixel walls and floors are common in big pictures, and a single
/// store beats a call to `memset`.
#[inline]
fn paint(pixels: &mut [u8], colour: u8) {
    match pixels {
        [one] => *one = colour,
        many => many.fill(colour),
    }
}

/// The legend below the maze: a row of entries, each a square of its mark's colour and a label
/// in 8×8 bitmap letters, scaled up on pictures with big cells.
#[derive(Debug, Default)]
struct Legend {
    /// Pixels per dot of the 8×8 letters.
    scale: usize,
    /// Each entry's palette colour and label.
    entries: Vec<(u8, String)>,
    /// Pixel rows, 0 without entries.
    height: usize,
    /// Pixels across.
    width: usize,
}

impl Legend {
    fn new(overlay: &Overlay, palette: &[Rgb], unit: u64) -> Legend {
        let entries: Vec<(u8, String)> = overlay
            .legend()
            .iter()
            .map(|(kind, label)| {
                let colour = palette.iter().position(|&c| c == kind.color());
                (colour.map_or(PATH, |i| i as u8), label.clone())
            })
            .collect();
        if entries.is_empty() {
            return Legend::default();
        }
        let scale = if unit >= 12 { 2 } else { 1 };
        let mut legend = Legend {
            scale,
            entries,
            height: 16 * scale,
            width: 0,
        };
        legend.width = legend.entry_starts().last().copied().unwrap_or(0);
        legend
    }

    /// Where each entry starts, and then where the legend ends.
    fn entry_starts(&self) -> Vec<usize> {
        let s = self.scale;
        let mut starts = vec![4 * s];
        for (_, label) in &self.entries {
            let last = starts[starts.len() - 1];
            starts.push(last + 8 * s + 4 * s + 8 * s * label.chars().count() + 12 * s);
        }
        starts
    }

    /// Paints pixel row `row` of the legend into `pixels`.
    fn paint_row(&self, row: usize, pixels: &mut [u8]) {
        let s = self.scale;
        let Some(dot_row) = (row / s).checked_sub(4).filter(|&r| r < 8) else {
            return;
        };
        for (&(colour, ref label), start) in self.entries.iter().zip(self.entry_starts()) {
            pixels[start..start + 8 * s].fill(colour);
            let text = start + 12 * s;
            for (i, c) in label.chars().enumerate() {
                // ASCII letters; anything else shows as a question mark.
                let glyph = if c.is_ascii() {
                    c as usize
                } else {
                    usize::from(b'?')
                };
                let bits = font8x8::legacy::BASIC_LEGACY[glyph][dot_row];
                for dot in (0..8).filter(|d| bits & (1 << d) != 0) {
                    let at = text + (8 * i + dot) * s;
                    pixels[at..at + s].fill(WALL);
                }
            }
        }
    }
}

/// Whether any wall meets at a corner, stopping at the first found.
#[inline]
fn any_wall_at_corner<S: WallSource>(walls: &S, x: u32, y: u32) -> bool {
    (x < walls.width() && walls.horizontal(x, y))
        || (x > 0 && walls.horizontal(x - 1, y))
        || (y > 0 && walls.vertical(x, y - 1))
        || (y < walls.height() && walls.vertical(x, y))
}

/// Whether two neighbouring cells are both on the path.
fn both_on_path(overlay: &Overlay, a: Pos, b: Pos) -> bool {
    overlay.on_path(a) && overlay.on_path(b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::MarkKind;
    use crate::{Direction, Grid, Path, Size, Wrap};

    /// The palette index of every pixel, row by row.
    fn pixels(png: &[u8]) -> Vec<Vec<u8>> {
        let mut reader = ::png::Decoder::new(std::io::Cursor::new(png))
            .read_info()
            .unwrap();
        let mut buffer = vec![0; reader.output_buffer_size().unwrap()];
        let frame = reader.next_frame(&mut buffer).unwrap();
        buffer[..frame.buffer_size()]
            .chunks(frame.line_size)
            .map(<[u8]>::to_vec)
            .collect()
    }

    #[test]
    fn floors_walls_path_and_marks_get_their_colours() {
        let mut grid = Grid::new(Size::new(3, 1), Wrap::None).unwrap();
        grid.carve(Pos::new(0, 0), Direction::East).unwrap();
        grid.carve(Pos::new(1, 0), Direction::East).unwrap();
        let maze = Maze::new(grid);
        let path = Path::new(Pos::new(0, 0), vec![Direction::East]);
        let overlay = Overlay::none()
            .with_path(&maze, &path)
            .with_mark(Pos::new(0, 0), MarkKind::Start)
            .with_mark(Pos::new(2, 0), MarkKind::Goal);
        let mut png = Vec::new();
        write_png(&mut png, &maze, &overlay, PngOptions { cell: 2, wall: 1 }).unwrap();
        let rows = pixels(&png);
        let (start, goal) = (3, 4);
        assert_eq!(rows.len(), 4);
        assert_eq!(rows[0], [WALL; 10]);
        let cells = [
            WALL, start, start, PATH, PATH, PATH, FLOOR, goal, goal, WALL,
        ];
        assert_eq!(rows[1], cells);
        assert_eq!(rows[2], cells);
        assert_eq!(rows[3], [WALL; 10]);
    }

    #[test]
    fn a_legend_adds_a_band_of_swatches_and_letters_below() {
        let maze = crate::MazeBuilder::new(Size::new(2, 2))
            .seed(1)
            .build()
            .unwrap();
        let gold = MarkKind::Item {
            symbol: '$',
            color: Rgb(200, 150, 0),
        };
        let overlay = Overlay::none().with_legend(gold, "gold");
        let mut png = Vec::new();
        write_png(&mut png, &maze, &overlay, PngOptions { cell: 2, wall: 1 }).unwrap();
        let rows = pixels(&png);
        // 7 rows of maze, 16 of legend; the legend is wider than the maze.
        assert_eq!(rows.len(), 7 + 16);
        let width = 4 + 8 + 4 + 8 * 4 + 12;
        assert!(rows.iter().all(|r| r.len() == width));
        let swatch = rows[7 + 4][4..12].to_vec();
        assert_eq!(swatch, [3; 8]);
        assert!(rows[7 + 6][16..48].contains(&WALL), "letters are drawn");
        assert!(rows[7][..].iter().all(|&p| p == FLOOR));
        assert!(
            rows[1][7..].iter().all(|&p| p == FLOOR),
            "the maze keeps its width"
        );
    }
}
