//! Mazes streamed straight to a file, a row at a time, never held whole: any width, any
//! height, with memory proportional to the width. Only the row-by-row generators (Eller,
//! sidewinder, binary tree) can do it; the entrance is at the top of the top-left cell and the
//! exit at the bottom of the bottom-right cell, as `maze generate` places them by default.
//!
//! A streamed maze is the same maze, byte for byte in every format, as the one
//! [`crate::MazeBuilder`] makes in memory from the same algorithm, size and seed.

use std::io::{self, Write};

use crate::bits::OutOfMemory;
use crate::format::FormatError;
#[cfg(feature = "files")]
use crate::format::bin::{Header, RowWriter};
use crate::generate::rows::{Row, RowMaker};
#[cfg(feature = "png")]
use crate::render::PngOptions;
use crate::render::{MarkKind, Overlay, WallSource};
#[cfg(feature = "files")]
use crate::{direction::Direction, pos::Endpoint, pos::Pos, topology::Wrap};
use crate::{
    generate::Algorithm, generate::GenerateError, progress::Progress, rng::rng_from_seed,
    size::Size,
};

/// The formats a maze can be streamed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum StreamFormat {
    /// The ASCII format of [`crate::render::ascii`].
    Ascii,
    /// A PNG picture.
    #[cfg(feature = "png")]
    Png(PngOptions),
    /// The compact `format::bin` format.
    #[cfg(feature = "files")]
    Bin,
}

/// Why streaming failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StreamError {
    /// The algorithm cannot work row by row, or the size is empty.
    #[error(transparent)]
    Generate(#[from] GenerateError),
    /// Writing failed.
    #[error(transparent)]
    Io(#[from] io::Error),
    /// The format refused the maze (a header it cannot hold, say).
    #[error(transparent)]
    Format(FormatError),
    /// The rows, or a format's buffers for them, do not fit in memory.
    #[error("rows this wide need more memory than can be allocated ({0})")]
    OutOfMemory(#[from] OutOfMemory),
}

impl From<FormatError> for StreamError {
    fn from(err: FormatError) -> Self {
        match err {
            FormatError::Io(io) => StreamError::Io(io),
            other => StreamError::Format(other),
        }
    }
}

/// Generates a `size` maze with `algorithm` from `seed` and writes it to `out` in `format`,
/// counting cells in `progress`.
pub fn stream<W: Write>(
    out: W,
    algorithm: Algorithm,
    size: Size,
    seed: u64,
    format: StreamFormat,
    progress: &mut Progress<'_>,
) -> Result<(), StreamError> {
    if size.cells() == 0 {
        return Err(GenerateError::Grid(crate::grid::GridError::Empty(size)).into());
    }
    let mut maker = RowMaker::new(algorithm, size.width)?;
    let mut rng = rng_from_seed(seed);
    let mut rows = [Row::try_new(size.width)?, Row::try_new(size.width)?];
    let mut next = |y: u32, rows: &mut [Row; 2]| {
        rows.swap(0, 1);
        maker.next_row(&mut rng, &mut rows[1], y + 1 == size.height);
        progress.advance(u64::from(size.width));
    };
    let last = usize::try_from(size.cells() - 1).unwrap_or(usize::MAX);
    let overlay = Overlay::none()
        .with_mark(0, MarkKind::Start)
        .with_mark(last, MarkKind::Goal);
    match format {
        #[cfg(feature = "files")]
        StreamFormat::Bin => {
            let header = Header {
                size,
                wrap: Wrap::None,
                algorithm: Some(algorithm),
                seed: Some(seed),
                ends: Some((
                    Endpoint::new(Pos::new(0, 0), Some(Direction::North)),
                    Endpoint::new(
                        Pos::new(size.width - 1, size.height - 1),
                        Some(Direction::South),
                    ),
                )),
            };
            let mut writer = RowWriter::new(out, &header)?;
            for y in 0..size.height {
                next(y, &mut rows);
                writer.push(&rows[1])?;
            }
            writer.finish()?;
        }
        StreamFormat::Ascii => {
            let mut out = io::BufWriter::new(out);
            // The longest line: four characters a cell, the last wall and the newline.
            let mut line = String::new();
            let most = 4 * u64::from(size.width) + 2;
            line.try_reserve_exact(usize::try_from(most).unwrap_or(usize::MAX))
                .map_err(|_| io::Error::from(OutOfMemory { bytes: most }))?;
            for y in 0..size.height {
                next(y, &mut rows);
                let walls = Window::new(size, &rows, y);
                crate::render::ascii::write_wall_line(&mut out, &walls, y, &mut line)?;
                crate::render::ascii::write_cell_line(&mut out, &walls, y, &overlay, &mut line)?;
            }
            rows.swap(0, 1);
            let walls = Window::new(size, &rows, size.height);
            crate::render::ascii::write_wall_line(&mut out, &walls, size.height, &mut line)?;
            out.flush()?;
        }
        #[cfg(feature = "png")]
        StreamFormat::Png(options) => {
            let mut png =
                crate::render::png::PngImage::new(out, size.width, size.height, &overlay, options)?;
            let mut writer = png.rows()?;
            for y in 0..size.height {
                next(y, &mut rows);
                writer.band(&Window::new(size, &rows, y), &overlay, y)?;
            }
            rows.swap(0, 1);
            writer.band(
                &Window::new(size, &rows, size.height),
                &overlay,
                size.height,
            )?;
            writer.finish()?;
            png.finish()?;
        }
    }
    Ok(())
}

/// The walls around row `y` of a streamed maze: `previous` is row `y - 1`, `current` row `y`
/// (at `y` = height, `previous` is the last row and `current` is unused).
struct Window<'a> {
    size: Size,
    y: u32,
    previous: &'a Row,
    current: &'a Row,
}

impl<'a> Window<'a> {
    fn new(size: Size, rows: &'a [Row; 2], y: u32) -> Window<'a> {
        Window {
            size,
            y,
            previous: &rows[0],
            current: &rows[1],
        }
    }
}

impl WallSource for Window<'_> {
    fn width(&self) -> u32 {
        self.size.width
    }

    fn height(&self) -> u32 {
        self.size.height
    }

    fn vertical(&self, x: u32, y: u32) -> bool {
        let row = if y == self.y {
            self.current
        } else {
            self.previous
        };
        x == 0 || x == self.size.width || !row.opens_east(x - 1)
    }

    fn horizontal(&self, x: u32, y: u32) -> bool {
        if y == 0 {
            x != 0
        } else if y == self.size.height {
            x != self.size.width - 1
        } else {
            !self.current.opens_north(x)
        }
    }
}
