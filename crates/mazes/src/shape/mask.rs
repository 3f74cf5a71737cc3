//! Masks: which cells of a shape are on, from a text file, a PNG, a built-in outline or words.

use std::fmt;

use super::{Shape, ShapeError, Tiling};
use crate::bits::BitSet;

/// Which cells of a shape a maze uses: the others are switched off, as if cut out of the paper.
#[derive(Clone, PartialEq, Eq)]
pub struct Mask {
    on: BitSet,
}

impl fmt::Debug for Mask {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Mask({} of {} cells on)", self.count_on(), self.len())
    }
}

impl Mask {
    /// The mask of `shape` keeping the cells for which `keep` is true.
    pub fn from_fn(shape: &Shape, mut keep: impl FnMut(usize) -> bool) -> Mask {
        let mut on = BitSet::with_len(shape.cell_count());
        for cell in 0..shape.cell_count() {
            on.set_if(cell, keep(cell));
        }
        Mask { on }
    }

    /// The mask of `shape` that a picture draws: where the picture has exactly one pixel per cell
    /// (a text file as wide and tall as the grid), each cell takes its own; otherwise the picture
    /// is stretched over the shape and each cell takes the pixel under its centre.
    ///
    /// A maze of levels takes the mask of its base on every level.
    pub fn from_picture(shape: &Shape, picture: &Picture) -> Mask {
        if let Shape::Levels(levels) = shape {
            return Mask::every_level(shape, &Mask::from_picture(levels.base(), picture));
        }
        if let Some(size) = shape.columns_rows()
            && (size.width as usize, size.height as usize) == (picture.width, picture.height)
        {
            return Mask::from_fn(shape, |cell| {
                let (x, y) = shape.column_row(cell).unwrap_or_default();
                picture.is_on(x as usize, y as usize)
            });
        }
        let extent = shape.extent();
        let (w, h) = (picture.width as f64, picture.height as f64);
        Mask::from_fn(shape, |cell| {
            let c = shape.centre(cell);
            let x = (c.x / extent.x * w).floor().clamp(0.0, w - 1.0);
            let y = (c.y / extent.y * h).floor().clamp(0.0, h - 1.0);
            picture.is_on(x as usize, y as usize)
        })
    }

    /// The cells of `shape` whose centres lie inside `outline`, drawn as large as the shape
    /// (as large as a level, on every level of a maze of levels).
    pub fn outline(shape: &Shape, outline: Outline) -> Mask {
        if let Shape::Levels(levels) = shape {
            return Mask::every_level(shape, &Mask::outline(levels.base(), outline));
        }
        let extent = shape.extent();
        Mask::from_fn(shape, |cell| {
            let c = shape.centre(cell);
            outline.contains(c.x / extent.x, c.y / extent.y)
        })
    }

    /// The cells of `shape` under the letters of `text`, in the 8×8 bitmap font of the PNG
    /// legends, stretched over the shape.
    pub fn text(shape: &Shape, text: &str) -> Result<Mask, MaskError> {
        Ok(Mask::from_picture(shape, &Picture::text(text)?))
    }

    /// The mask of a maze of levels, `shape`, with the cells of `base` (a mask of one level) on
    /// at every level.
    fn every_level(shape: &Shape, base: &Mask) -> Mask {
        Mask::from_fn(shape, |cell| base.is_on(cell % base.len().max(1)))
    }

    /// This mask with its separate regions of cells joined: again and again, the shortest way
    /// of cells from one region to the nearest other is switched on, until one region is left.
    /// Words make masks of many regions (a letter each, a dot over an i); bridged, they make one
    /// maze.
    ///
    /// Each bridge is searched for over the whole mask, so a mask of more regions × cells than
    /// [`MAX_REGION_WORK`] is refused ([`ShapeError::TooManyRegions`]) before any is.
    pub fn bridged(&self, shape: &Shape) -> Result<Mask, ShapeError> {
        self.check_region_work(shape)?;
        let mut mask = self.clone();
        while let Some(bridge) = mask.shortest_bridge(shape) {
            for cell in bridge {
                mask.on.set(cell);
            }
        }
        Ok(mask)
    }

    /// The separate regions of cells that are on, each as a mask of its own, in the order of
    /// their first cells (letters of words from left to right): for a maze in each.
    ///
    /// Each region's mask covers every cell, and a maze of each is built over the whole
    /// shape, so a mask of more regions × cells than [`MAX_REGION_WORK`] is refused
    /// ([`ShapeError::TooManyRegions`]) before any is made.
    pub fn regions(&self, shape: &Shape) -> Result<Vec<Mask>, ShapeError> {
        self.check_region_work(shape)?;
        let mut left = self.clone();
        let mut regions = Vec::new();
        let mut from = 0;
        while let Some(first) = (from..left.len()).find(|&c| left.is_on(c)) {
            from = first + 1;
            let (region, cells) = left.region_of(first, shape);
            for cell in cells {
                left.on.clear(cell);
            }
            regions.push(Mask { on: region });
        }
        Ok(regions)
    }

    /// The number of separate regions of cells that are on, counted in one pass over the
    /// mask.
    pub fn region_count(&self, shape: &Shape) -> usize {
        let mut seen = BitSet::with_len(self.len());
        let mut stack = Vec::new();
        let mut count = 0;
        for first in 0..self.len() {
            if !self.is_on(first) || seen.get(first) {
                continue;
            }
            count += 1;
            seen.set(first);
            stack.push(first);
            while let Some(cell) = stack.pop() {
                for next in neighbours(shape, cell) {
                    if self.is_on(next) && !seen.get(next) {
                        seen.set(next);
                        stack.push(next);
                    }
                }
            }
        }
        count
    }

    /// Refuses a mask whose regions × cells pass [`MAX_REGION_WORK`].
    fn check_region_work(&self, shape: &Shape) -> Result<(), ShapeError> {
        let regions = self.region_count(shape);
        if regions as u64 * self.len() as u64 > MAX_REGION_WORK {
            return Err(ShapeError::TooManyRegions {
                regions,
                cells: self.len(),
                limit: MAX_REGION_WORK,
            });
        }
        Ok(())
    }

    /// The region of cells that are on around `first`: as a set, and as a list.
    fn region_of(&self, first: usize, shape: &Shape) -> (BitSet, Vec<usize>) {
        let mut region = BitSet::with_len(self.len());
        region.set(first);
        let mut stack = vec![first];
        let mut cells = Vec::new();
        while let Some(cell) = stack.pop() {
            cells.push(cell);
            for next in neighbours(shape, cell) {
                if self.is_on(next) && !region.get(next) {
                    region.set(next);
                    stack.push(next);
                }
            }
        }
        (region, cells)
    }

    /// The cells that are off on the shortest way from the region of the first cell that is on
    /// to any cell on outside it, or `None` when that region is all there is.
    fn shortest_bridge(&self, shape: &Shape) -> Option<Vec<usize>> {
        let first = (0..self.len()).find(|&c| self.is_on(c))?;
        let (region, frontier) = self.region_of(first, shape);
        // Breadth first from the whole region through any cells, to the nearest cell on.
        let mut came = vec![u32::MAX; self.len()];
        for &cell in &frontier {
            came[cell] = cell as u32;
        }
        let mut queue = std::collections::VecDeque::from(frontier);
        while let Some(cell) = queue.pop_front() {
            for next in neighbours(shape, cell) {
                if came[next] != u32::MAX {
                    continue;
                }
                came[next] = cell as u32;
                if self.is_on(next) {
                    let mut bridge = Vec::new();
                    let mut at = cell;
                    while !region.get(at) {
                        bridge.push(at);
                        at = came[at] as usize;
                    }
                    return Some(bridge);
                }
                queue.push_back(next);
            }
        }
        None
    }

    /// The number of cells the mask covers (on or off).
    pub fn len(&self) -> usize {
        self.on.len()
    }

    /// True when the mask covers no cells.
    pub fn is_empty(&self) -> bool {
        self.on.len() == 0
    }

    /// Whether `cell` is on.
    pub fn is_on(&self, cell: usize) -> bool {
        self.on.get(cell)
    }

    /// The number of cells on.
    pub fn count_on(&self) -> usize {
        self.on.count_ones() as usize
    }
}

/// The most regions × cells that [`Mask::bridged`] and [`Mask::regions`] work through: each
/// works through every cell for every region (a 999-byte checkerboard PNG of 125,000 regions
/// took 14 GB and hours before). A word's letters over a 300 × 60 maze are far within it.
pub const MAX_REGION_WORK: u64 = 1 << 27;

/// The cells beside `cell` in `shape`.
fn neighbours(shape: &Shape, cell: usize) -> impl Iterator<Item = usize> + '_ {
    (0..shape.side_count(cell)).filter_map(move |side| shape.across(cell, side).map(|a| a.cell))
}

maze_named::named! {
    /// A built-in outline for a mask, drawn as large as the shape's picture.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Outline("outline") {
        /// The largest circle (or oval) that fits.
        Circle = "circle",
        /// A triangle standing on its base.
        Triangle = "triangle",
        /// A hexagon with flat top and bottom.
        Hexagon = "hexagon",
    }
}

impl Outline {
    /// Whether the point `(x, y)` of the unit square (`y` downwards) lies inside the outline.
    pub fn contains(self, x: f64, y: f64) -> bool {
        let (dx, dy) = (x - 0.5, y - 0.5);
        match self {
            Outline::Circle => dx * dx + dy * dy <= 0.25,
            Outline::Triangle => (0.0..=1.0).contains(&y) && dx.abs() <= y / 2.0,
            // Flat top and bottom; the slanted sides meet the middle of the left and right.
            Outline::Hexagon => dy.abs() <= 0.5 && dx.abs() <= 0.5 - dy.abs() / 2.0,
        }
    }
}

/// A black-and-white picture: pixels that are on keep their cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    width: usize,
    height: usize,
    on: Vec<bool>,
}

/// Why a picture could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MaskError {
    /// The text has no lines, or the image no pixels.
    #[error("the mask is empty")]
    Empty,
    /// A character that means neither on nor off.
    #[error(
        "line {line}, column {column} of the mask has {found:?}: use '#' or 'X' for cells that are off, '.' or a space for cells that are on"
    )]
    Character {
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        column: usize,
        /// The character.
        found: char,
    },
    /// The PNG could not be decoded.
    #[error("the mask image is not a PNG this program can read: {0}")]
    Png(String),
    /// The picture is too big to hold.
    #[error("the mask picture is {width}×{height} pixels, more than the {limit} a mask may have")]
    TooLarge {
        /// Pixels across.
        width: u64,
        /// Pixels down.
        height: u64,
        /// The most pixels a mask may have.
        limit: u64,
    },
    /// Words to draw had no letter in them.
    #[error("the mask text has nothing to draw: give it some letters")]
    NoText,
}

/// The most pixels a mask picture may have.
const MAX_PIXELS: u64 = 1 << 26;

impl Picture {
    /// A picture of `width` × `height` pixels, on where `on` says (row by row).
    pub fn new(width: usize, height: usize, on: Vec<bool>) -> Result<Picture, MaskError> {
        if width == 0 || height == 0 || on.len() != width * height {
            return Err(MaskError::Empty);
        }
        Ok(Picture { width, height, on })
    }

    /// Reads a mask file: one line per row of cells, `#` or `X` for a cell that is off, `.` or
    /// a space for one that is on. Lines shorter than the longest are on to the end.
    pub fn parse(text: &str) -> Result<Picture, MaskError> {
        let lines = || text.lines().map(|l| l.trim_end_matches('\r'));
        // Measured before anything is held: a text of millions of lines is refused without
        // a list of its lines.
        let (mut width, mut height) = (0u64, 0u64);
        for line in lines() {
            width = width.max(line.chars().count() as u64);
            height += 1;
            // Blank lines so far count as one pixel wide, for the size alone.
            Picture::check_size(width.max(1), height)?;
        }
        Picture::check_size(width, height)?;
        let (width, height) = (width as usize, height as usize);
        let mut on = vec![true; width * height];
        for (y, line) in lines().enumerate() {
            for (x, c) in line.chars().enumerate() {
                on[y * width + x] = match c {
                    '.' | ' ' => true,
                    '#' | 'X' | 'x' => false,
                    found => {
                        return Err(MaskError::Character {
                            line: y + 1,
                            column: x + 1,
                            found,
                        });
                    }
                };
            }
        }
        Picture::new(width, height, on)
    }

    #[cfg(feature = "png")]
    /// Reads a PNG: dark pixels (less than half brightness, or more than half transparent over
    /// white counted as light) are off.
    pub fn from_png(bytes: &[u8]) -> Result<Picture, MaskError> {
        let png_error = |e: png::DecodingError| MaskError::Png(e.to_string());
        let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::normalize_to_color8());
        let mut reader = decoder.read_info().map_err(png_error)?;
        let (width, height) = {
            let info = reader.info();
            (u64::from(info.width), u64::from(info.height))
        };
        Picture::check_size(width, height)?;
        let mut pixels = vec![
            0;
            reader.output_buffer_size().ok_or(MaskError::TooLarge {
                width,
                height,
                limit: MAX_PIXELS,
            })?
        ];
        let frame = reader.next_frame(&mut pixels).map_err(png_error)?;
        let channels = frame.color_type.samples();
        let row_bytes = frame.line_size;
        let on = (0..height as usize)
            .flat_map(|y| (0..width as usize).map(move |x| (x, y)))
            .map(|(x, y)| {
                let px = &pixels[y * row_bytes + x * channels..][..channels];
                let (grey, alpha) = match px {
                    [g] => (u32::from(*g), 255),
                    [g, a] => (u32::from(*g), u32::from(*a)),
                    [r, g, b] => (
                        (u32::from(*r) * 3 + u32::from(*g) * 6 + u32::from(*b)) / 10,
                        255,
                    ),
                    [r, g, b, a, ..] => (
                        (u32::from(*r) * 3 + u32::from(*g) * 6 + u32::from(*b)) / 10,
                        u32::from(*a),
                    ),
                    [] => (255, 255),
                };
                // Composite over white: a transparent pixel is light.
                let seen = (grey * alpha + 255 * (255 - alpha)) / 255;
                seen >= 128
            })
            .collect();
        Picture::new(width as usize, height as usize, on)
    }

    /// The letters of `text` in the 8×8 bitmap font, on where the letters are, trimmed to the ink.
    pub fn text(text: &str) -> Result<Picture, MaskError> {
        let glyphs: Vec<[u8; 8]> = text
            .chars()
            .map(|c| {
                let code = if c.is_ascii() {
                    c as usize
                } else {
                    usize::from(b'?')
                };
                font8x8::legacy::BASIC_LEGACY[code]
            })
            .collect();
        let width = glyphs.len() * 8;
        Picture::check_size(width as u64, 8)?;
        let ink = |x: usize, y: usize| glyphs[x / 8][y] & (1 << (x % 8)) != 0;
        let rows: Vec<usize> = (0..8).filter(|&y| (0..width).any(|x| ink(x, y))).collect();
        let columns: Vec<usize> = (0..width).filter(|&x| (0..8).any(|y| ink(x, y))).collect();
        let (Some(&top), Some(&bottom), Some(&left), Some(&right)) =
            (rows.first(), rows.last(), columns.first(), columns.last())
        else {
            return Err(MaskError::NoText);
        };
        let on = (top..=bottom)
            .flat_map(|y| (left..=right).map(move |x| (x, y)))
            .map(|(x, y)| ink(x, y))
            .collect();
        Picture::new(right - left + 1, bottom - top + 1, on)
    }

    fn check_size(width: u64, height: u64) -> Result<(), MaskError> {
        if width == 0 || height == 0 {
            return Err(MaskError::Empty);
        }
        if width.saturating_mul(height) > MAX_PIXELS {
            return Err(MaskError::TooLarge {
                width,
                height,
                limit: MAX_PIXELS,
            });
        }
        Ok(())
    }

    /// Pixels across.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Pixels down.
    pub fn height(&self) -> usize {
        self.height
    }

    /// Whether the pixel at `(x, y)` is on; outside the picture, off.
    pub fn is_on(&self, x: usize, y: usize) -> bool {
        x < self.width && y < self.height && self.on[y * self.width + x]
    }
}
