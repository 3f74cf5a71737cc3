//! PNG pictures, streamed a pixel row at a time with an indexed palette, so even very large mazes
//! need memory only for one row of pixels.

use std::io::{self, Write};

use super::letters::{Ink, Line};
use super::strokes::raster::index_in;
use super::zlib::{Effort, ParallelZlib, Sink};
use super::{Colors, HEAT_LEVELS, Heat, Overlay, Rgb, WallSource, Walls};
use crate::bits::{OutOfMemory, try_filled};
use crate::shape::Tiling;

/// How to draw PNG pictures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PngOptions {
    /// The side of a cell's floor, in pixels (at least 1).
    pub cell: u32,
    /// The thickness of a wall, in pixels (at least 1).
    pub wall: u32,
    /// How hard to compress.
    pub compression: PngCompression,
    /// The colours of the walls, the floor and the ways.
    pub colors: Colors,
}

/// How hard a PNG is compressed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PngCompression {
    /// Fast and still small (zlib's run-length strategy): the default.
    #[default]
    Fast,
    /// The smallest file, at several times the time (zlib level 6, as small as 9 on mazes).
    Best,
}

impl Default for PngOptions {
    /// 8-pixel floors with 2-pixel walls, compressed fast, in the default colours.
    fn default() -> Self {
        PngOptions {
            cell: 8,
            wall: 2,
            compression: PngCompression::Fast,
            colors: Colors::default(),
        }
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
            ..PngOptions::default()
        }
    }

    /// Options that keep the picture of `maze` near `target` pixels across its longer side, as
    /// [`PngOptions::fit`] does for square mazes: huge mazes come down to two pixels a cell. A
    /// weave maze's cells may grow larger, with thinner walls, so that its narrow corridors and
    /// their crossings show.
    pub fn fit_maze(maze: &crate::maze::Maze, target: u32) -> PngOptions {
        let extent = maze.shape().extent();
        let units = |v: f64| v.ceil().clamp(1.0, f64::from(u32::MAX)) as u32;
        let (width, height) = (units(extent.x), units(extent.y));
        match maze.shape() {
            crate::shape::Shape::Weave(_) => {
                let unit = (target / width.max(height)).clamp(2, 36);
                let wall = (unit / 9).max(1);
                PngOptions {
                    cell: unit - wall,
                    wall,
                    ..PngOptions::default()
                }
            }
            _ => PngOptions::fit(width, height, target),
        }
    }
}

const FLOOR: u8 = 0;
const WALL: u8 = 1;
/// The path's colour, when the overlay has a path (marks take the next colours either way).
const PATH: u8 = 2;
/// The palette index of the heat map's first colour (after the path's, which a heat map
/// keeps a place for).
const HEAT: u8 = 3;

/// Writes the PNG picture of the square maze whose walls are `walls`, a band of rows at a
/// time.
pub(crate) fn write_walls<W: Write>(
    out: W,
    walls: &Walls<'_>,
    overlay: &Overlay,
    options: PngOptions,
) -> io::Result<()> {
    let mut png = PngImage::new(out, walls.width(), walls.height(), overlay, options)?;
    let mut writer = png.rows()?;
    for y in 0..=walls.height() {
        writer.band(walls, overlay, y)?;
    }
    writer.finish()?;
    png.finish()
}

/// A PNG picture of `width`×`height` cells whose header is written.
pub(crate) struct PngImage<W: Write> {
    writer: png::Writer<W>,
    compression: PngCompression,
    palette: Vec<Rgb>,
    colors: Colors,
    legend: Legend,
    cell: usize,
    wall: usize,
    width: u32,
    height: u32,
    px_width: usize,
    /// Pixels left of the maze: a maze narrower than its legend stands in the middle above it.
    shift: usize,
    depth: u8,
}

/// The pixel rows of a [`PngImage`], written a band at a time: the walls above a row of cells,
/// then the cells. Memory: one row of pixels.
pub(crate) struct PngWriter<'a, W: Write> {
    writer: &'a mut png::Writer<W>,
    scanlines: Scanlines,
    palette: &'a [Rgb],
    colors: Colors,
    legend: &'a Legend,
    cell: usize,
    wall: usize,
    width: u32,
    height: u32,
    /// One palette index a pixel, the whole row.
    pixels: Vec<u8>,
    /// Pixels left of the maze (see [`PngImage`]).
    shift: usize,
    /// The row of walls and path cells at hand, 0 or 1 an entry.
    lines: Lines,
    /// The row packed to the picture's bit depth (unused at 8 bits).
    packed: Vec<u8>,
    depth: u8,
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
        let colors = options.colors;
        let mut palette = vec![colors.floor, colors.wall];
        if !overlay.ways().is_empty() || overlay.has_heat() {
            palette.push(colors.path);
        }
        if overlay.has_heat() {
            // At `HEAT` onwards, one entry a level.
            palette.extend((0..HEAT_LEVELS).map(Heat::colour));
        }
        let kinds = overlay.marks().iter().map(|m| m.kind);
        for kind in kinds.chain(overlay.legend().iter().map(|(kind, _)| *kind)) {
            let colour = colors.paint(kind.color());
            if !palette.contains(&colour) && palette.len() < 256 {
                palette.push(colour);
            }
        }
        let ink = if overlay.legend().is_empty() {
            Ink::default()
        } else {
            letter_ink(&mut palette, colors)
        };
        let legend = Legend::new(overlay, &palette, colors, unit, ink);
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
        let (writer, depth) = header(out, px_width as u32, px_height as u32, &palette)?;
        Ok(PngImage {
            writer,
            compression: options.compression,
            palette,
            colors,
            legend,
            cell: cell as usize,
            wall: wall as usize,
            width,
            height,
            px_width: px_width as usize,
            shift: ((px_width - side(width)) / 2) as usize,
            depth,
        })
    }

    /// Ends the file, once its rows are written.
    pub(crate) fn finish(self) -> io::Result<()> {
        self.writer.finish().map_err(io_error)
    }

    /// The writer of the pixel rows.
    pub(crate) fn rows(&mut self) -> io::Result<PngWriter<'_, W>> {
        let scanlines = Scanlines::new(self.compression, &mut self.writer)?;
        Ok(PngWriter {
            writer: &mut self.writer,
            scanlines,
            palette: &self.palette,
            colors: self.colors,
            legend: &self.legend,
            cell: self.cell,
            wall: self.wall,
            width: self.width,
            height: self.height,
            pixels: try_filled(self.px_width as u64, FLOOR)?,
            shift: self.shift,
            lines: Lines::new(self.width as usize)?,
            packed: Vec::new(),
            depth: self.depth,
        })
    }
}

impl<W: Write> PngWriter<'_, W> {
    /// Writes the walls above row `y` and, unless `y` is the height, the cells of row `y`.
    /// Rows come in order, from 0 to the height.
    pub(crate) fn band<S: WallSource>(
        &mut self,
        walls: &S,
        overlay: &Overlay,
        y: u32,
    ) -> io::Result<()> {
        self.lines.advance(walls, overlay, y, self.height);
        self.wall_band();
        if overlay.has_heat() && y > 0 && y < self.height {
            self.heat_gaps_above(overlay, y);
        }
        self.emit(self.wall)?;
        if y < self.height {
            self.cell_band(overlay, y);
            if overlay.has_heat() {
                self.heat_cells(overlay, y);
            }
            self.emit(self.cell)?;
        }
        Ok(())
    }

    /// Colours the floors of row `y`'s cells by the heat map, and the open passages west of
    /// them (see [`gap_heat`]), leaving the path and marks.
    fn heat_cells(&mut self, overlay: &Overlay, y: u32) {
        let (wall, unit) = (self.wall, self.cell + self.wall);
        let row = y as usize * self.width as usize;
        for x in 0..self.width {
            let cell = row + x as usize;
            let at = self.shift + x as usize * unit + wall;
            if let Some(level) = plain_heat(overlay, cell) {
                paint(&mut self.pixels[at..at + self.cell], HEAT + level as u8);
            }
            let open_west = x > 0 && self.lines.here[x as usize] == 0;
            if let Some(level) = gap_heat(overlay, cell.wrapping_sub(1), cell).filter(|_| open_west)
            {
                paint(&mut self.pixels[at - wall..at], HEAT + level as u8);
            }
        }
    }

    /// Colours the open passages between rows `y − 1` and `y` (see [`gap_heat`]) in the band
    /// of walls above row `y`.
    fn heat_gaps_above(&mut self, overlay: &Overlay, y: u32) {
        let (wall, unit) = (self.wall, self.cell + self.wall);
        let width = self.width as usize;
        let row = y as usize * width;
        for x in 0..self.width {
            if self.lines.across[x as usize + 1] != 0 {
                continue;
            }
            let cell = row + x as usize;
            if let Some(level) = gap_heat(overlay, cell - width, cell) {
                let at = self.shift + x as usize * unit + wall;
                paint(&mut self.pixels[at..at + self.cell], HEAT + level as u8);
            }
        }
    }

    /// Writes the row of pixels `times` times, packed to the picture's depth.
    fn emit(&mut self, times: usize) -> io::Result<()> {
        let row = if self.depth == 8 {
            &self.pixels
        } else {
            pack(&self.pixels, self.depth, &mut self.packed);
            &self.packed
        };
        let sink = &mut idat(self.writer);
        for _ in 0..times {
            self.scanlines.write(row, sink)?;
        }
        Ok(())
    }

    /// Writes the legend, if any, and ends the pixel data ([`PngImage::finish`] ends the file).
    pub(crate) fn finish(mut self) -> io::Result<()> {
        for row in 0..self.legend.height {
            self.pixels.fill(FLOOR);
            self.legend.paint_row(row, &mut self.pixels);
            self.emit(1)?;
        }
        self.scanlines.finish(&mut idat(self.writer))
    }

    /// The pixels of the walls above the row at hand: a corner where any wall meets it, then
    /// the wall (or the path crossing it) over each cell.
    fn wall_band(&mut self) {
        let Lines {
            above,
            here,
            across,
            path_above,
            path_here,
        } = &self.lines;
        let units = above
            .iter()
            .zip(here)
            .zip(across.windows(2))
            .zip(path_above[1..].iter().zip(&path_here[1..]))
            .map(|(((&up, &down), sides), (&path_up, &path))| {
                let (left, right) = (sides[0], sides[1]);
                let corner = up | down | left | right;
                (corner, right | (path_up & path & !right) << 1)
            });
        let width = self.width as usize * (self.cell + self.wall) + self.wall;
        let shift = self.shift;
        lay(
            &mut self.pixels[shift..shift + width],
            self.wall,
            self.cell,
            units,
        );
    }

    /// The pixels of the row at hand: each cell's west wall (or the path crossing it), its
    /// floor (or path), then the marks on top.
    fn cell_band(&mut self, overlay: &Overlay, y: u32) {
        let Lines {
            here, path_here, ..
        } = &self.lines;
        let units = here.iter().zip(path_here.windows(2)).map(|(&wall, paths)| {
            let (path_left, path) = (paths[0], paths[1]);
            (wall | (path_left & path & !wall) << 1, path << 1)
        });
        let (wall, unit) = (self.wall, self.cell + self.wall);
        let shift = self.shift;
        lay(
            &mut self.pixels[shift..shift + self.width as usize * unit + wall],
            wall,
            self.cell,
            units,
        );
        // Marks go on top, the latest mark of a cell last.
        let width = self.width as usize;
        for mark in overlay
            .marks()
            .iter()
            .filter(|m| m.cell / width == y as usize)
        {
            let at = (mark.cell % width) * unit + wall;
            let ink = self.colors.paint(mark.kind.color());
            let colour = self.palette.iter().position(|&c| c == ink);
            paint(
                &mut self.pixels[self.shift + at..self.shift + at + self.cell],
                colour.map_or(PATH, |i| i as u8),
            );
        }
    }
}

/// The heat level of `cell` when its floor shows it: it has one, and neither the path nor a
/// mark covers the cell.
fn plain_heat(overlay: &Overlay, cell: usize) -> Option<usize> {
    let covered = overlay.on_path(cell) || overlay.mark_at(cell).is_some();
    overlay.heat_at(cell).filter(|_| !covered)
}

/// The heat level of the open passage between cells `a` and `b`: the cooler of the two when
/// both floors show theirs, the one that does when the other is under the path or a mark
/// (`None` when neither does: a passage between path cells is the path's).
fn gap_heat(overlay: &Overlay, a: usize, b: usize) -> Option<usize> {
    match (plain_heat(overlay, a), plain_heat(overlay, b)) {
        (Some(x), Some(y)) => Some(x.min(y)),
        (one, other) => one.or(other),
    }
}

// The bands compute colours with bit operations: a wall is 1, a path 2, a floor 0.
const _: () = assert!(FLOOR == 0 && WALL == 1 && PATH == 2);

/// Lays a row of pixels: for each unit, `wall` pixels of its first colour then `cell` of its
/// second (the last unit, at the right edge, has only its first). One-pixel walls and floors,
/// the usual size of huge pictures, go two bytes at a time.
#[inline]
fn lay(pixels: &mut [u8], wall: usize, cell: usize, units: impl Iterator<Item = (u8, u8)>) {
    if (wall, cell) == (1, 1) {
        let mut units = units;
        let mut pairs = pixels.chunks_exact_mut(2);
        for (pair, (edge, inside)) in (&mut pairs).zip(&mut units) {
            pair[0] = edge;
            pair[1] = inside;
        }
        if let (Some(last), Some((edge, _))) = (pairs.into_remainder().first_mut(), units.next()) {
            *last = edge;
        }
        return;
    }
    for (pixels, (edge, inside)) in pixels.chunks_mut(wall + cell).zip(units) {
        paint(&mut pixels[..wall], edge);
        if pixels.len() > wall {
            paint(&mut pixels[wall..], inside);
        }
    }
}

/// The walls and path cells around the row being drawn, one byte (0 or 1) an entry.
struct Lines {
    /// The west walls of the row above, one per column boundary (zeros above the top).
    above: Vec<u8>,
    /// The west walls of this row (zeros below the bottom).
    here: Vec<u8>,
    /// The walls on this row's north side: one per cell, between a 0 on either end.
    across: Vec<u8>,
    /// Which cells of the row above are on a path, between a 0 on either end.
    path_above: Vec<u8>,
    /// Which cells of this row are on a path, between a 0 on either end.
    path_here: Vec<u8>,
}

impl Lines {
    fn new(width: usize) -> Result<Lines, OutOfMemory> {
        let line = |extra: usize| try_filled(width as u64 + extra as u64, 0);
        Ok(Lines {
            above: line(1)?,
            here: line(1)?,
            across: line(2)?,
            path_above: line(2)?,
            path_here: line(2)?,
        })
    }

    /// Moves on to row `y` (the one after the last), reading its walls and path cells.
    fn advance<S: WallSource>(&mut self, walls: &S, overlay: &Overlay, y: u32, height: u32) {
        std::mem::swap(&mut self.above, &mut self.here);
        std::mem::swap(&mut self.path_above, &mut self.path_here);
        if y == 0 {
            self.above.fill(0);
            self.path_above.fill(0);
        }
        let cells = self.across.len() - 2;
        walls.horizontal_row(y, &mut self.across[1..=cells]);
        if y < height {
            walls.vertical_row(y, &mut self.here);
        } else {
            self.here.fill(0);
        }
        let path = &mut self.path_here[1..=cells];
        if overlay.ways().is_empty() || y >= height {
            path.fill(0);
        } else {
            for (x, on) in (0..).zip(path.iter_mut()) {
                *on = u8::from(overlay.on_path(walls.cell(x, y)));
            }
        }
    }
}

/// Writes the header of a `width`×`height` picture in the colours of `palette` (at most 256),
/// at the fewest bits a pixel that hold them; returns the writer and that depth.
fn header<W: Write>(
    out: W,
    width: u32,
    height: u32,
    palette: &[Rgb],
) -> io::Result<(png::Writer<W>, u8)> {
    let mut encoder = png::Encoder::new(out, width, height);
    encoder.set_color(png::ColorType::Indexed);
    // The fewest bits that hold the palette: a bare maze is 1 bit a pixel.
    let (depth, bit_depth) = match palette.len() {
        0..=2 => (1, png::BitDepth::One),
        3..=4 => (2, png::BitDepth::Two),
        5..=16 => (4, png::BitDepth::Four),
        _ => (8, png::BitDepth::Eight),
    };
    encoder.set_depth(bit_depth);
    encoder.set_palette(
        palette
            .iter()
            .flat_map(|c| [c.0, c.1, c.2])
            .collect::<Vec<_>>(),
    );
    let writer = encoder.write_header().map_err(io_error)?;
    Ok((writer, depth))
}

/// The pixel data's rows, each after its filter byte, deflated on every core. A row equal to
/// the one before goes as its difference from it (filter 2, "up": all zeros, which a run
/// deflates to a few bytes), any other as it is (filter 0: palette indices do not predict
/// each other).
struct Scanlines {
    zlib: ParallelZlib,
    previous: Vec<u8>,
    zeros: Vec<u8>,
}

impl Scanlines {
    /// The pixel data of `writer`'s picture, compressed as `compression` says.
    fn new<W: Write>(
        compression: PngCompression,
        writer: &mut png::Writer<W>,
    ) -> io::Result<Scanlines> {
        let effort = match compression {
            PngCompression::Fast => Effort::Runs,
            PngCompression::Best => Effort::Level(BEST_LEVEL),
        };
        let threads = crate::threads::cores().min(8);
        Ok(Scanlines {
            zlib: ParallelZlib::new(effort, threads, &mut idat(writer))?,
            previous: Vec::new(),
            zeros: Vec::new(),
        })
    }

    /// Adds a row of packed pixels.
    fn write(&mut self, row: &[u8], sink: &mut Sink<'_>) -> io::Result<()> {
        if row == self.previous.as_slice() {
            self.zeros.resize(row.len(), 0);
            self.zlib.write(&[2], sink)?;
            self.zlib.write(&self.zeros, sink)
        } else {
            self.previous.clear();
            self.previous.extend_from_slice(row);
            self.zlib.write(&[0], sink)?;
            self.zlib.write(row, sink)
        }
    }

    /// Ends the pixel data.
    fn finish(self, sink: &mut Sink<'_>) -> io::Result<()> {
        self.zlib.finish(sink)
    }
}

/// Writes a whole picture held in memory: `pixels` holds one palette index a pixel, row after
/// row of `width`, in the colours of `palette` (at most 256).
pub(crate) fn write_indexed<W: Write>(
    out: W,
    width: u32,
    palette: &[Rgb],
    pixels: &[u8],
    compression: PngCompression,
) -> io::Result<()> {
    let rows = pixels.chunks_exact(width.max(1) as usize);
    let (mut writer, depth) = header(out, width, rows.len() as u32, palette)?;
    let mut scanlines = Scanlines::new(compression, &mut writer)?;
    let mut packed = Vec::new();
    for row in rows {
        let row = if depth == 8 {
            row
        } else {
            pack(row, depth, &mut packed);
            &packed
        };
        scanlines.write(row, &mut idat(&mut writer))?;
    }
    scanlines.finish(&mut idat(&mut writer))?;
    writer.finish().map_err(io_error)
}

/// The zlib level of the best compression: the smallest measured on mazes (9 is no smaller).
const BEST_LEVEL: u8 = 6;

/// The pixel data's sink: each piece an `IDAT` chunk.
fn idat<W: Write>(writer: &mut png::Writer<W>) -> impl FnMut(&[u8]) -> io::Result<()> + '_ {
    |piece: &[u8]| {
        if piece.is_empty() {
            return Ok(());
        }
        writer
            .write_chunk(png::chunk::IDAT, piece)
            .map_err(io_error)
    }
}

/// Packs palette indices (each below 2^`depth`) into `out`, the leftmost pixel in the high
/// bits of its byte, as PNG stores rows of 1, 2 or 4 bits a pixel.
fn pack(pixels: &[u8], depth: u8, out: &mut Vec<u8>) {
    out.clear();
    // A multiplication gathers a group of pixels, one a byte, into the top byte of its word.
    match depth {
        1 => gather::<8>(pixels, 0x8040_2010_0804_0201, 56, out),
        2 => gather::<4>(pixels, 0x4010_0401, 24, out),
        _ => gather::<2>(pixels, 0x1001, 8, out),
    }
}

/// Packs groups of `N` pixels into a byte each: the group as a little-endian word, times
/// `magic`, shifted down by `shift`.
#[inline(always)]
fn gather<const N: usize>(pixels: &[u8], magic: u64, shift: u32, out: &mut Vec<u8>) {
    let byte = |word: [u8; 8]| (u64::from_le_bytes(word).wrapping_mul(magic) >> shift) as u8;
    out.resize(pixels.len().div_ceil(N), 0);
    let groups = pixels.chunks_exact(N);
    let rest = groups.remainder();
    for (packed, group) in out.iter_mut().zip(groups) {
        let mut word = [0u8; 8];
        word[..N].copy_from_slice(group);
        *packed = byte(word);
    }
    if let Some(last) = out.last_mut().filter(|_| !rest.is_empty()) {
        let mut word = [0u8; 8];
        word[..rest.len()].copy_from_slice(rest);
        *last = byte(word);
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

/// The legend below the maze: a row of entries, each a swatch of its mark's colour (a square
/// where marks fill square cells, a disc where they are discs) and its label, larger on
/// pictures with big cells.
#[derive(Debug, Default)]
pub(crate) struct Legend {
    /// Pixels per step of the layout: 1, or 2 on pictures with big cells.
    scale: usize,
    /// Each entry's palette colour and label.
    entries: Vec<(u8, Line)>,
    /// Whether the swatches are discs.
    round: bool,
    /// The letters' shades.
    ink: Ink,
    /// Pixel rows, 0 without entries.
    pub(crate) height: usize,
    /// Pixels across.
    pub(crate) width: usize,
}

impl Legend {
    fn new(overlay: &Overlay, palette: &[Rgb], colors: Colors, unit: u64, ink: Ink) -> Legend {
        let entries: Vec<(u8, String)> = overlay
            .legend()
            .iter()
            .map(|(kind, label)| {
                let paint = colors.paint(kind.color());
                let colour = palette.iter().position(|&c| c == paint);
                (colour.map_or(PATH, |i| i as u8), label.clone())
            })
            .collect();
        Legend::with_entries(entries, unit, ink)
    }

    /// The legend of `entries`, each a palette index and a label, below a picture of `unit`
    /// pixels a cell, its letters in `ink`.
    pub(crate) fn with_entries(entries: Vec<(u8, String)>, unit: u64, ink: Ink) -> Legend {
        if entries.is_empty() {
            return Legend::default();
        }
        let scale = letter_scale(unit);
        let entries: Vec<(u8, Line)> = entries
            .into_iter()
            .map(|(colour, label)| (colour, Line::new(&label, letter_size(scale))))
            .collect();
        let line_height = entries.first().map_or(0, |(_, line)| line.height);
        let mut legend = Legend {
            scale,
            entries,
            round: false,
            ink,
            height: line_height + 6 * scale,
            width: 0,
        };
        legend.width = legend.entry_starts().last().copied().unwrap_or(0);
        legend
    }

    /// The legend with discs for swatches, as the marks of shaped pictures are.
    pub(crate) fn round(self) -> Legend {
        Legend {
            round: true,
            ..self
        }
    }

    /// Where each entry starts, and then where the legend ends.
    fn entry_starts(&self) -> Vec<usize> {
        let s = self.scale;
        let mut starts = vec![4 * s];
        for (_, label) in &self.entries {
            let last = starts[starts.len() - 1];
            starts.push(last + 8 * s + 4 * s + label.width + 12 * s);
        }
        starts
    }

    /// Paints pixel row `row` of the legend into `pixels`.
    pub(crate) fn paint_row(&self, row: usize, pixels: &mut [u8]) {
        let s = self.scale;
        let Some(text_row) = row.checked_sub(3 * s) else {
            return;
        };
        for (&(colour, ref label), start) in self.entries.iter().zip(self.entry_starts()) {
            // The swatch, 8 steps square, in the middle of the letters' height.
            let swatch_top = (label.height.saturating_sub(8 * s)) / 2;
            if let Some(dot_row) = text_row.checked_sub(swatch_top).map(|r| r / s) {
                for dot in (0..8).filter(|&d| dot_row < 8 && (!self.round || in_disc(d, dot_row))) {
                    pixels[start + dot * s..start + (dot + 1) * s].fill(colour);
                }
            }
            label.paint_row(text_row, pixels, start + 12 * s, &self.ink);
        }
    }
}

/// Lines of text at places along a row below the maze (the levels' names under each level),
/// in the legend's letters.
#[derive(Debug, Default)]
pub(crate) struct Captions {
    /// Pixels per step of the layout: 1, or 2 on pictures with big cells.
    scale: usize,
    /// Each caption's first pixel across, and its text.
    items: Vec<(usize, Line)>,
    /// The letters' shades.
    ink: Ink,
    /// Pixel rows, 0 without captions.
    pub(crate) height: usize,
}

impl Captions {
    /// Captions centred on the pixel columns given, below a picture of `unit` pixels a cell,
    /// in `ink`; one that would start left of the picture starts at its edge.
    pub(crate) fn centred(items: Vec<(f64, String)>, unit: u64, ink: Ink) -> Captions {
        if items.is_empty() {
            return Captions::default();
        }
        let scale = letter_scale(unit);
        let items: Vec<(usize, Line)> = items
            .into_iter()
            .map(|(centre, text)| {
                let line = Line::new(&text, letter_size(scale));
                ((centre - line.width as f64 / 2.0).max(0.0) as usize, line)
            })
            .collect();
        let line_height = items.first().map_or(0, |(_, line)| line.height);
        Captions {
            scale,
            items,
            ink,
            height: line_height + 3 * scale,
        }
    }

    /// Paints pixel row `row` of the captions into `pixels` (text past its end is cut).
    pub(crate) fn paint_row(&self, row: usize, pixels: &mut [u8]) {
        let Some(text_row) = row.checked_sub(2 * self.scale) else {
            return;
        };
        for (start, line) in &self.items {
            line.paint_row(text_row, pixels, *start, &self.ink);
        }
    }
}

/// The letters' shades, from the floor to the walls, added to `palette` where it has room
/// (the nearest colour it holds where it has not).
pub(crate) fn letter_ink(palette: &mut Vec<Rgb>, colors: Colors) -> Ink {
    Ink::new(colors.floor, colors.wall, |shade| index_in(palette, shade))
}

/// Pixels per step of the legend's layout below a picture of `unit` pixels a cell.
fn letter_scale(unit: u64) -> usize {
    if unit >= 12 { 2 } else { 1 }
}

/// The letters' size (from their ascent to their descent, in pixels) at layout step `scale`:
/// capitals 8 pixels high at the smaller.
fn letter_size(scale: usize) -> f32 {
    13.0 * scale as f32
}

/// Whether dot `(x, y)` of an 8×8 swatch lies in the disc it holds.
fn in_disc(x: usize, y: usize) -> bool {
    let (dx, dy) = (x as f64 - 3.5, y as f64 - 3.5);
    dx * dx + dy * dy <= 16.0
}

/// An encoder's error as an I/O error: the writer's own error when writing failed (so that a
/// closed pipe stays a broken pipe), the encoder's wrapped otherwise.
fn io_error(err: png::EncodingError) -> io::Error {
    match err {
        png::EncodingError::IoError(err) => err,
        other => io::Error::other(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::Maze;
    use crate::render::MarkKind;
    use crate::render::write_png;
    use crate::{
        direction::Direction, grid::Grid, pos::Pos, size::Size, solve::Path, topology::Wrap,
    };

    /// The palette index of every pixel, row by row, whatever the bit depth.
    fn pixels(png: &[u8]) -> Vec<Vec<u8>> {
        let mut reader = ::png::Decoder::new(std::io::Cursor::new(png))
            .read_info()
            .unwrap();
        let mut buffer = vec![0; reader.output_buffer_size().unwrap()];
        let frame = reader.next_frame(&mut buffer).unwrap();
        let (depth, width) = (frame.bit_depth as usize, frame.width as usize);
        buffer[..frame.buffer_size()]
            .chunks(frame.line_size)
            .map(|row| {
                (0..width)
                    .map(|x| {
                        let bit = x * depth;
                        let shift = 8 - depth - bit % 8;
                        (row[bit / 8] >> shift) & ((1u16 << depth) - 1) as u8
                    })
                    .collect()
            })
            .collect()
    }

    /// The pixels of `maze` drawn with 2-pixel floors and 1-pixel walls.
    fn small_picture(maze: &Maze, overlay: &Overlay) -> Vec<Vec<u8>> {
        let mut png = Vec::new();
        let options = PngOptions {
            cell: 2,
            wall: 1,
            ..PngOptions::default()
        };
        write_png(&mut png, maze, overlay, options).unwrap();
        pixels(&png)
    }

    /// Every cell's floor and every open passage between two cells off the path take the
    /// heat map's colour; the path keeps its own.
    #[test]
    fn heat_colours_floors_and_the_passages_between_them() {
        let maze = crate::build::MazeBuilder::new(Size::new(9, 6))
            .seed(4)
            .build()
            .unwrap();
        let (start, goal) = maze.endpoints().map(|(s, g)| (s.cell, g.cell)).unwrap();
        let path = crate::solve::bfs(maze.grid().unwrap(), start, goal).unwrap();
        let heat = crate::render::Heat::distances(maze.grid().unwrap(), [start]);
        let overlay = Overlay::none()
            .with_path(&maze, &path)
            .with_heat(heat.clone());
        let picture = small_picture(&maze, &overlay);
        // Cells are 2 pixels and walls 1: cell (x, y)'s floor starts at 3x + 1, 3y + 1.
        let floor = |p: Pos| picture[3 * p.y as usize + 1][3 * p.x as usize + 1];
        for pos in maze.grid().unwrap().cells() {
            let expected = if overlay.on_path(maze.grid().unwrap().index(pos)) {
                PATH
            } else {
                HEAT + heat.level(pos).unwrap() as u8
            };
            assert_eq!(floor(pos), expected, "{pos}");
            let east = Pos::new(pos.x + 1, pos.y);
            if pos.x + 1 < 9
                && maze
                    .grid()
                    .unwrap()
                    .is_open(pos, crate::direction::Direction::East)
            {
                let gap = picture[3 * pos.y as usize + 1][3 * pos.x as usize + 3];
                assert_ne!(gap, FLOOR, "the passage east of {pos} is left white");
                assert_ne!(gap, WALL, "{east}");
            }
        }
    }

    #[test]
    fn both_compressions_hold_the_same_pixels() {
        // Big enough for several compressed bands.
        let maze = crate::build::MazeBuilder::new(Size::new(700, 700))
            .seed(3)
            .build()
            .unwrap();
        let path =
            crate::solve::bfs(maze.grid().unwrap(), Pos::new(0, 0), Pos::new(699, 699)).unwrap();
        let overlay = Overlay::solution(&maze, &path);
        let picture = |compression| {
            let mut png = Vec::new();
            let options = PngOptions {
                cell: 2,
                wall: 1,
                compression,
                ..PngOptions::default()
            };
            write_png(&mut png, &maze, &overlay, options).unwrap();
            png
        };
        let (fast, best) = (picture(PngCompression::Fast), picture(PngCompression::Best));
        assert!(best.len() <= fast.len());
        assert_eq!(pixels(&fast), pixels(&best));
        assert_eq!(pixels(&fast).len(), 3 * 700 + 1);
    }

    /// The pixel data of `png` as written: each row's filter byte and its bytes.
    fn scanlines(png: &[u8]) -> Vec<(u8, Vec<u8>)> {
        let (mut at, mut deflated, mut width, mut depth) = (8, Vec::new(), 0, 0);
        while at + 8 <= png.len() {
            let len = u32::from_be_bytes(png[at..at + 4].try_into().unwrap()) as usize;
            let data = &png[at + 8..at + 8 + len];
            match &png[at + 4..at + 8] {
                b"IHDR" => {
                    width = u32::from_be_bytes(data[..4].try_into().unwrap()) as usize;
                    depth = usize::from(data[8]);
                }
                b"IDAT" => deflated.extend_from_slice(data),
                _ => {}
            }
            at += 12 + len;
        }
        let mut raw = Vec::new();
        std::io::Read::read_to_end(&mut flate2::read::ZlibDecoder::new(&deflated[..]), &mut raw)
            .unwrap();
        raw.chunks(1 + (width * depth).div_ceil(8))
            .map(|row| (row[0], row[1..].to_vec()))
            .collect()
    }

    /// A row equal to the one before is sent as zero differences from it (filter "up"),
    /// every other row as it is, with either compression.
    #[test]
    fn repeated_rows_go_as_zero_differences() {
        let maze = crate::build::MazeBuilder::new(Size::new(12, 9))
            .seed(2)
            .build()
            .unwrap();
        for compression in [PngCompression::Fast, PngCompression::Best] {
            let mut png = Vec::new();
            let options = PngOptions {
                compression,
                ..PngOptions::default()
            };
            write_png(&mut png, &maze, &Overlay::none(), options).unwrap();
            let rows = pixels(&png);
            let written = scanlines(&png);
            assert_eq!(written.len(), rows.len());
            let mut repeats = 0;
            for (i, (filter, bytes)) in written.iter().enumerate() {
                if i > 0 && rows[i] == rows[i - 1] {
                    assert_eq!(
                        (*filter, bytes.iter().all(|&b| b == 0)),
                        (2, true),
                        "row {i}"
                    );
                    repeats += 1;
                } else {
                    assert_eq!(*filter, 0, "row {i}");
                }
            }
            // 8-pixel floors and 2-pixel walls: 8 of every 10 rows repeat the one before.
            assert!(
                repeats * 10 >= rows.len() * 7,
                "{repeats} of {}",
                rows.len()
            );
        }
    }

    #[test]
    fn packing_puts_the_leftmost_pixel_in_the_high_bits() {
        let mut out = Vec::new();
        let ones = [1, 0, 1, 1, 0, 0, 0, 1, 1, 1];
        pack(&ones, 1, &mut out);
        assert_eq!(out, [0b1011_0001, 0b1100_0000]);
        pack(&[3, 0, 2, 1, 1], 2, &mut out);
        assert_eq!(out, [0b1100_1001, 0b0100_0000]);
        pack(&[15, 1, 7], 4, &mut out);
        assert_eq!(out, [0xf1, 0x70]);
    }

    #[test]
    fn the_depth_is_the_fewest_bits_the_palette_needs() {
        let maze = crate::build::MazeBuilder::new(Size::new(5, 3))
            .seed(2)
            .build()
            .unwrap();
        let depth = |overlay: &Overlay| {
            let mut png = Vec::new();
            write_png(&mut png, &maze, overlay, PngOptions::default()).unwrap();
            let reader = ::png::Decoder::new(std::io::Cursor::new(png))
                .read_info()
                .unwrap();
            reader.info().bit_depth as u8
        };
        let path = crate::solve::bfs(maze.grid().unwrap(), Pos::new(0, 0), Pos::new(4, 2)).unwrap();
        assert_eq!(depth(&Overlay::none()), 1);
        assert_eq!(depth(&Overlay::ends(&maze)), 2);
        assert_eq!(depth(&Overlay::solution(&maze, &path)), 4);
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
            .with_mark(0, MarkKind::Start)
            .with_mark(2, MarkKind::Goal);
        let rows = small_picture(&maze, &overlay);
        let (start, goal) = (3, 4); // after floor, wall and the path
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
        let maze = crate::build::MazeBuilder::new(Size::new(2, 2))
            .seed(1)
            .build()
            .unwrap();
        let gold = MarkKind::Item {
            symbol: '$',
            color: Rgb(200, 150, 0),
        };
        let overlay = Overlay::none().with_legend(gold, "gold");
        let rows = small_picture(&maze, &overlay);
        // 7 rows of maze, then the legend: its letters' height and 3 pixels above and below;
        // the legend is wider than the maze.
        let label = Line::new("gold", letter_size(1));
        assert_eq!(rows.len(), 7 + 3 + label.height + 3);
        let width = 4 + 8 + 4 + label.width + 12;
        assert!(rows.iter().all(|r| r.len() == width));
        let swatch_row = 7 + 3 + (label.height - 8) / 2;
        assert_eq!(
            rows[swatch_row][4..12],
            [2; 8],
            "after floor and wall: no path"
        );
        assert_eq!(
            rows[swatch_row - 1][4..12],
            [FLOOR; 8],
            "the swatch is 8 high"
        );
        let letters: Vec<u8> = rows[10..].iter().flat_map(|r| r[16..].to_vec()).collect();
        assert!(
            letters.contains(&WALL),
            "letters are drawn in the walls' colour"
        );
        assert!(
            letters.iter().any(|&p| p > 2),
            "and smoothed by shades between floor and wall"
        );
        assert!(rows[7][..].iter().all(|&p| p == FLOOR));
        // The maze, 7 pixels across, keeps its width and stands in the middle above the legend.
        let shift = (width - 7) / 2;
        assert_eq!((rows[0][shift], rows[0][shift + 6]), (WALL, WALL));
        assert!(
            rows[0][..shift]
                .iter()
                .chain(&rows[0][shift + 7..])
                .all(|&p| p == FLOOR),
            "the maze keeps its width"
        );
    }
}
