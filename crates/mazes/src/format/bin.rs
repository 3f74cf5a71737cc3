//! The compact binary format, version 1 (documented in `docs/bin-format.md`).
//!
//! A header (size, wrapping, algorithm, seed, start and goal), then the rows of the maze, top
//! first, each `⌈W/4⌉` bytes: cell `x` uses bits `2·(x mod 4)` (opens east) and
//! `2·(x mod 4) + 1` (opens south) of byte `x / 4`. Two bits per cell, byte-aligned rows, so a
//! file can be written and checked a row at a time.

mod halves;

pub use halves::check_file;

use std::io::{self, BufReader, BufWriter, ErrorKind, Read, Write};

use super::{FormatError, Problem};
use crate::bits::{OutOfMemory, spread, try_filled};
use crate::metrics::checker::{BorderPassage, RowChecker, Summary};
use crate::{
    direction::Direction, generate::Algorithm, grid::Grid, maze::Maze, maze::SquaresOnly,
    pos::Endpoint, pos::Pos, progress::Progress, size::Size, topology::Wrap,
};

/// The first eight bytes of every file.
pub const MAGIC: [u8; 8] = *b"MAZE-BIN";
/// The version this library writes and reads.
pub const VERSION: u16 = 1;

/// The kind of document a bin file is, for the version check every format shares (the magic
/// bytes stand in for the format field).
const BIN_FORMAT: maze_store::Format = maze_store::Format {
    id: "maze-bin",
    version: VERSION as u32,
    oldest: VERSION as u32,
    what: "maze bin file",
};

/// What a file says about its maze, before the rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// Width and height.
    pub size: Size,
    /// Which axes wrap.
    pub wrap: Wrap,
    /// The generator, if recorded.
    pub algorithm: Option<Algorithm>,
    /// The seed, if recorded.
    pub seed: Option<u64>,
    /// Start and goal, if any.
    pub ends: Option<(Endpoint, Endpoint)>,
}

impl Header {
    /// The header describing `maze`, a whole rectangle of squares (the only mazes the format
    /// holds).
    pub fn of(maze: &Maze) -> Result<Header, SquaresOnly> {
        Ok(Header::of_grid(square(maze)?, maze))
    }

    /// The header of `maze`, whose grid is `grid`.
    fn of_grid(grid: &Grid, maze: &Maze) -> Header {
        Header {
            size: grid.size(),
            wrap: grid.wrap(),
            algorithm: maze.algorithm(),
            seed: maze.seed(),
            ends: maze.endpoints(),
        }
    }

    /// Bytes of one row of cells.
    pub fn row_bytes(&self) -> usize {
        (self.size.width as usize).div_ceil(4)
    }

    fn write<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        let wrap = Wrap::ALL.iter().position(|&w| w == self.wrap).unwrap_or(0) as u8;
        let flags = u8::from(self.seed.is_some()) | u8::from(self.ends.is_some()) << 1;
        out.write_all(&MAGIC)?;
        out.write_all(&VERSION.to_le_bytes())?;
        out.write_all(&[wrap, flags])?;
        out.write_all(&self.size.width.to_le_bytes())?;
        out.write_all(&self.size.height.to_le_bytes())?;
        out.write_all(&self.seed.unwrap_or(0).to_le_bytes())?;
        let (start, goal) = self.ends.unwrap_or((
            Endpoint::new(Pos::new(0, 0), None),
            Endpoint::new(Pos::new(0, 0), None),
        ));
        for end in [start, goal] {
            out.write_all(&end.cell.x.to_le_bytes())?;
            out.write_all(&end.cell.y.to_le_bytes())?;
            out.write_all(&[end.door.map_or(0xff, |d| d.index() as u8)])?;
        }
        let name = self.algorithm.map_or("", Algorithm::name).as_bytes();
        out.write_all(&[name.len() as u8])?;
        out.write_all(name)
    }

    /// Reads and checks a header.
    pub fn read<R: Read + ?Sized>(input: &mut R) -> Result<Header, FormatError> {
        let mut fixed = [0u8; 8 + 2 + 2 + 4 + 4 + 8 + 9 + 9 + 1];
        read_exact(input, &mut fixed, "the header")?;
        if fixed[..8] != MAGIC {
            return Err(Problem::NotBin.into());
        }
        let u16_at = |i: usize| u16::from_le_bytes([fixed[i], fixed[i + 1]]);
        let u32_at =
            |i: usize| u32::from_le_bytes([fixed[i], fixed[i + 1], fixed[i + 2], fixed[i + 3]]);
        let version = u16_at(8);
        BIN_FORMAT.check(&maze_store::Header {
            format: BIN_FORMAT.id.to_owned(),
            version: u32::from(version),
        })?;
        let wrap = *Wrap::ALL
            .get(usize::from(fixed[10]))
            .ok_or(Problem::WrapCode(fixed[10]))?;
        let flags = fixed[11];
        let size = Size::new(u32_at(12), u32_at(16));
        if size.cells() == 0 {
            return Err(Problem::NoCells(size).into());
        }
        let seed = (flags & 1 != 0)
            .then(|| u64::from_le_bytes(fixed[20..28].try_into().unwrap_or_default()));
        let end = |i: usize| -> Result<Endpoint, FormatError> {
            let door = match fixed[i + 8] {
                0xff => None,
                d @ 0..=3 => Some(Direction::from_index(usize::from(d))),
                other => return Err(Problem::DoorCode(other).into()),
            };
            Ok(Endpoint::new(Pos::new(u32_at(i), u32_at(i + 4)), door))
        };
        let ends = if flags & 2 != 0 {
            Some((end(28)?, end(37)?))
        } else {
            None
        };
        let mut name = vec![0u8; usize::from(fixed[46])];
        read_exact(input, &mut name, "the header")?;
        let algorithm = match name.as_slice() {
            [] => None,
            bytes => Some(
                String::from_utf8_lossy(bytes)
                    .parse::<Algorithm>()
                    .map_err(FormatError::Algorithm)?,
            ),
        };
        Ok(Header {
            size,
            wrap,
            algorithm,
            seed,
            ends,
        })
    }
}

fn read_exact<R: Read + ?Sized>(
    input: &mut R,
    buf: &mut [u8],
    what: &str,
) -> Result<(), FormatError> {
    input.read_exact(buf).map_err(|e| match e.kind() {
        ErrorKind::UnexpectedEof => Problem::Truncated(what.to_owned()).into(),
        _ => FormatError::Io(e),
    })
}

/// Whether `prefix` (the first bytes of a file) starts a bin file.
pub fn is_bin(prefix: &[u8]) -> bool {
    prefix.starts_with(&MAGIC)
}

fn unpacked(bytes: &[u8], x: u32) -> (bool, bool) {
    let bits = bytes[x as usize / 4] >> (2 * (x % 4));
    (bits & 1 == 1, bits & 2 == 2)
}

/// Writes `maze` in the bin format; a maze that is not a whole rectangle of squares is
/// refused ([`FormatError::SquaresOnly`]), as the format has no other cells.
pub fn write_bin<W: Write>(out: W, maze: &Maze) -> Result<(), FormatError> {
    let grid = square(maze)?;
    let header = Header::of_grid(grid, maze);
    let mut out = BufWriter::new(out);
    header.write(&mut out)?;
    let mut bytes = vec![0u8; header.row_bytes()];
    // The grid keeps a cell's east and south passages in two bits, as the format does: a row
    // is copied a word at a time.
    for y in 0..grid.height() {
        grid.pack_row(y, &mut bytes);
        out.write_all(&bytes)?;
    }
    out.flush()?;
    Ok(())
}

/// Reads a whole bin file into a maze, checking every passage against the border.
///
/// The header's size is only a claim: memory is taken as rows arrive, so a short file that
/// claims a huge maze costs no more than its bytes before it is refused as truncated.
pub fn read_bin<R: Read>(input: R) -> Result<Maze, FormatError> {
    let (grid, header) = read_grid(input)?;
    let maze = Maze::new(grid).with_provenance(header.algorithm, header.seed);
    match header.ends {
        Some((start, goal)) => maze.with_endpoints(start, goal).map_err(FormatError::Ends),
        None => Ok(maze),
    }
}

/// The grid of `maze`, the only kind of maze the format holds.
fn square(maze: &Maze) -> Result<&Grid, SquaresOnly> {
    maze.grid()
        .ok_or_else(|| SquaresOnly::new("the bin format", maze))
}

/// Reads a whole bin file: its grid and its header.
fn read_grid<R: Read>(input: R) -> Result<(Grid, Header), FormatError> {
    let mut input = BufReader::new(input);
    let header = Header::read(&mut input)?;
    let (size, wrap) = (header.size, header.wrap);
    Grid::check_shape(size, wrap).map_err(FormatError::Grid)?;
    let mut rows = PackedRows::new(size.width);
    let mut bytes = first_row(&mut input, header.row_bytes(), "row 0")?;
    for y in 0..size.height {
        if y > 0 {
            read_exact(&mut input, &mut bytes, &format!("row {y}"))?;
        }
        let last = y + 1 == size.height;
        if let Some((x, dir)) = border_passage(&bytes, size.width, wrap, last) {
            return Err(border_error(x, y, dir));
        }
        rows.push(&bytes).map_err(|OutOfMemory { bytes }| {
            FormatError::Grid(crate::grid::GridError::TooLarge { size, bytes })
        })?;
    }
    expect_end(&mut input)?;
    Ok((Grid::from_passage_words(size, wrap, rows.words), header))
}

/// The first passage of a packed row (in reading order, east before south) through a border
/// that does not wrap: east of the last cell, or south of any cell of the last row.
fn border_passage(bytes: &[u8], width: u32, wrap: Wrap, last: bool) -> Option<(u32, Direction)> {
    let east = (!wrap.x() && unpacked(bytes, width - 1).0).then_some(width - 1);
    let south = (last && !wrap.y())
        .then(|| (0..width).find(|&x| unpacked(bytes, x).1))
        .flatten();
    match (east, south) {
        (Some(e), s) if s.is_none_or(|s| e <= s) => Some((e, Direction::East)),
        (_, Some(s)) => Some((s, Direction::South)),
        _ => None,
    }
}

/// Rows of a bin file joined into a grid's passage words as they arrive: the bin format's
/// packing is the grid's, except that each row starts on a byte.
struct PackedRows {
    words: Vec<u64>,
    /// Bits filled so far.
    filled: usize,
    /// Bits of a row: two a cell.
    row_bits: usize,
}

impl PackedRows {
    fn new(width: u32) -> PackedRows {
        PackedRows {
            words: Vec::new(),
            filled: 0,
            row_bits: 2 * width as usize,
        }
    }

    /// Appends a row's `2 * width` bits, growing the words (or failing) as needed.
    fn push(&mut self, bytes: &[u8]) -> Result<(), OutOfMemory> {
        let end = self.filled + self.row_bits;
        let needed = end.div_ceil(64);
        if let Some(more) = needed.checked_sub(self.words.len()).filter(|&n| n > 0) {
            self.words.try_reserve(more).map_err(|_| OutOfMemory {
                bytes: 8 * needed as u64,
            })?;
            self.words.resize(needed, 0);
        }
        for (i, chunk) in bytes.chunks(8).enumerate() {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            let mut value = u64::from_le_bytes(word);
            let left = self.row_bits - 64 * i;
            if left < 64 {
                value &= (1 << left) - 1;
            }
            let at = self.filled + 64 * i;
            let (k, shift) = (at / 64, at % 64);
            self.words[k] |= value << shift;
            if shift > 0 && k + 1 < self.words.len() {
                self.words[k + 1] |= value >> (64 - shift);
            }
        }
        self.filled = end;
        Ok(())
    }
}

/// The first row's `len` bytes, read into a buffer that grows as they arrive: the header's
/// width is only a claim, and a short file claiming a huge one must not get the memory first.
fn first_row<R: Read>(input: &mut R, len: usize, what: &str) -> Result<Vec<u8>, FormatError> {
    let mut row = Vec::new();
    input.take(len as u64).read_to_end(&mut row)?;
    if row.len() < len {
        return Err(Problem::Truncated(what.to_owned()).into());
    }
    Ok(row)
}

fn border_error(x: u32, y: u32, dir: Direction) -> FormatError {
    Problem::ThroughBorder {
        at: Pos::new(x, y),
        dir,
    }
    .into()
}

fn expect_end<R: Read>(input: &mut R) -> Result<(), FormatError> {
    let mut extra = [0u8; 1];
    match input.read(&mut extra)? {
        0 => Ok(()),
        _ => Err(Problem::TrailingBytes.into()),
    }
}

/// A bin file written a row at a time from rows that say which cells open east and north, as
/// the row-by-row generators make them. Holds one row.
pub struct RowWriter<W: Write> {
    out: BufWriter<W>,
    /// The east passages of the row pushed last, written once the row after it is known.
    previous_east: Vec<u64>,
    waiting: bool,
    bytes: Vec<u8>,
}

impl<W: Write> RowWriter<W> {
    /// Writes `header` and gets ready for its rows; fails if the row buffers cannot be had.
    pub fn new(out: W, header: &Header) -> io::Result<RowWriter<W>> {
        let bytes = try_filled(header.row_bytes() as u64, 0)?;
        let previous_east = try_filled(u64::from(header.size.width).div_ceil(64), 0)?;
        let mut out = BufWriter::new(out);
        header.write(&mut out)?;
        Ok(RowWriter {
            out,
            previous_east,
            waiting: false,
            bytes,
        })
    }

    /// Takes the next row; the row before it is written now that its south side is known.
    pub fn push(&mut self, row: &crate::generate::rows::Row) -> io::Result<()> {
        let east = std::mem::take(&mut self.previous_east);
        if self.waiting {
            self.write(&east, Some(row.north_words()))?;
        }
        self.previous_east = east;
        self.previous_east.copy_from_slice(row.east_words());
        self.waiting = true;
        Ok(())
    }

    /// Writes the last row (nothing opens south of it) and flushes.
    pub fn finish(mut self) -> io::Result<W> {
        if self.waiting {
            let east = std::mem::take(&mut self.previous_east);
            self.write(&east, None)?;
        }
        self.out.into_inner().map_err(|e| e.into_error())
    }

    /// Writes a row with `east` passages and `south` ones (none for the last row), 64 cells
    /// at a time: each cell's two bits interleaved from the two words.
    fn write(&mut self, east: &[u64], south: Option<&[u64]>) -> io::Result<()> {
        for (i, chunk) in self.bytes.chunks_mut(16).enumerate() {
            let east = east.get(i).copied().unwrap_or(0);
            let south = south.and_then(|s| s.get(i)).copied().unwrap_or(0);
            let pairs =
                |half: u32| spread((east >> half) as u32) | spread((south >> half) as u32) << 1;
            let mut packed = [0u8; 16];
            packed[..8].copy_from_slice(&pairs(0).to_le_bytes());
            packed[8..].copy_from_slice(&pairs(32).to_le_bytes());
            chunk.copy_from_slice(&packed[..chunk.len()]);
        }
        self.out.write_all(&self.bytes)
    }
}

/// What [`check`] found.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct CheckReport {
    /// Cells in the maze.
    pub cells: u64,
    /// Open passages.
    pub passages: u64,
    /// Separate connected regions (1 for a connected maze).
    pub regions: u64,
    /// The first cell where a passage closes a cycle, if any.
    pub first_cycle: Option<Pos>,
    /// Connected and without cycles.
    pub perfect: bool,
}

/// Checks a bin file for perfectness a row at a time, with memory proportional to the width:
/// the sets of the current row's cells that paths above join (as Eller's algorithm keeps
/// them) find cycles, and regions that end without reaching the next row are counted. Files that wrap top to bottom are read whole instead.
pub fn check<R: Read>(input: R, progress: &mut Progress<'_>) -> Result<CheckReport, FormatError> {
    let mut input = BufReader::with_capacity(1 << 20, input);
    let header = Header::read(&mut input)?;
    if header.wrap.y() {
        let mut rest = Vec::new();
        header.write(&mut rest)?;
        let (grid, _) = read_grid(rest.as_slice().chain(input))?;
        let grid = &grid;
        let connected = crate::metrics::is_connected(grid);
        let perfect = crate::metrics::is_perfect(grid);
        return Ok(CheckReport {
            cells: grid.cell_count(),
            passages: grid.passage_count(),
            regions: u64::from(!connected) + 1,
            first_cycle: None,
            perfect,
        });
    }
    let too_wide = |e: OutOfMemory| {
        FormatError::from(Problem::TooWideToCheck {
            width: header.size.width,
            bytes: e.bytes,
        })
    };
    let height = header.size.height;
    // The first row shows the width is real before a checker that wide is made.
    let mut bytes = first_row(
        &mut input,
        header.row_bytes(),
        &format!("row 0 of {height}"),
    )?;
    let mut checker = RowChecker::new(header.size.width, header.wrap.x()).map_err(too_wide)?;
    for y in 0..height {
        if y > 0 {
            read_exact(&mut input, &mut bytes, &format!("row {y} of {height}"))?;
        }
        checker
            .row(&bytes, y, y + 1 == height)
            .map_err(|BorderPassage { pos, dir }| border_error(pos.x, pos.y, dir))?;
        progress.advance(u64::from(header.size.width));
    }
    expect_end(&mut input)?;
    let Summary {
        passages,
        regions,
        first_cycle,
    } = checker.finish();
    Ok(CheckReport {
        cells: header.size.cells(),
        passages,
        regions,
        first_cycle,
        perfect: first_cycle.is_none() && regions == 1,
    })
}
