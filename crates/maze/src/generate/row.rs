//! One row of a row-by-row maze, and the loop that fills a grid with rows: the vocabulary
//! Eller, sidewinder and binary tree share, apart from [`super::rows`], which chooses among
//! them.

use rand::Rng;

use super::steps::{self, Step};
use crate::bits::{OutOfMemory, try_filled};
use crate::watch::Watcher;
use crate::{Direction, Grid, Wrap};

/// One row of a maze: which cells open east and which open north (into the row above).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    width: u32,
    east: Vec<u64>,
    north: Vec<u64>,
}

impl Row {
    /// An empty row of `width` cells (all walls).
    pub fn new(width: u32) -> Row {
        let words = (width as usize).div_ceil(64);
        Row {
            width,
            east: vec![0; words],
            north: vec![0; words],
        }
    }

    /// [`Row::new`], failing with the bytes it needed where memory runs out.
    pub fn try_new(width: u32) -> Result<Row, OutOfMemory> {
        let words = u64::from(width).div_ceil(64);
        Ok(Row {
            width,
            east: try_filled(words, 0)?,
            north: try_filled(words, 0)?,
        })
    }

    /// The number of cells.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Whether cell `x` has a passage east.
    pub fn opens_east(&self, x: u32) -> bool {
        self.east[x as usize / 64] >> (x % 64) & 1 == 1
    }

    /// Whether cell `x` has a passage north, into the row above.
    pub fn opens_north(&self, x: u32) -> bool {
        self.north[x as usize / 64] >> (x % 64) & 1 == 1
    }

    /// The east flags, 64 cells to a word, bit `x % 64` of word `x / 64`.
    pub fn east_words(&self) -> &[u64] {
        &self.east
    }

    /// The north flags, laid out like [`Row::east_words`].
    pub fn north_words(&self) -> &[u64] {
        &self.north
    }

    pub(crate) fn words_mut(&mut self) -> (&mut [u64], &mut [u64]) {
        (&mut self.east, &mut self.north)
    }

    pub(crate) fn set_north(&mut self, x: u32) {
        self.north[x as usize / 64] |= 1 << (x % 64);
    }

    /// Clears bits beyond the width, and the east passage of the last cell (the border).
    pub(crate) fn trim(&mut self) {
        let width = self.width as usize;
        let last_word = (width - 1) / 64;
        let keep = if width.is_multiple_of(64) {
            u64::MAX
        } else {
            (1u64 << (width % 64)) - 1
        };
        self.east[last_word] &= keep;
        self.north[last_word] &= keep;
        self.east[last_word] &= !(1u64 << ((width - 1) % 64));
    }

    /// All cells open east except the last: the corridor the first row of some algorithms is.
    pub(crate) fn corridor(&mut self) {
        self.east.fill(u64::MAX);
        self.north.fill(0);
        self.trim();
    }
}

/// A row-by-row generator: it makes each row from the one before.
pub(crate) trait MakeRows {
    /// Makes the next row into `row`: `first` and `last` say it is the top or bottom one.
    fn next_row<R: Rng + ?Sized>(&mut self, rng: &mut R, row: &mut Row, first: bool, last: bool);
}

/// Generates `grid` (bounded, all walls up) a row at a time with `maker`.
pub(crate) fn fill<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    mut maker: impl MakeRows,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    debug_assert_eq!(grid.wrap(), Wrap::None);
    let width = grid.width();
    let mut row = Row::new(width);
    // A row's passages east wait for the next row, whose passages north are its south sides,
    // so that both go into the grid in one pass.
    let mut east_above = try_filled(u64::from(width).div_ceil(64), 0)?;
    let height = grid.height();
    for y in 0..height {
        maker.next_row(rng, &mut row, y == 0, y + 1 == height);
        if y > 0 {
            grid.open_row(y - 1, &east_above, row.north_words());
        }
        east_above.copy_from_slice(row.east_words());
        if W::STEPS {
            report_row(watcher, grid, y, &row);
        }
        watcher.advance(u64::from(width));
    }
    if let Some(bottom) = height.checked_sub(1) {
        grid.open_row(bottom, &east_above, &[]);
    }
    Ok(())
}

/// Reports row `y`'s passages, cell by cell: north (except on the top row), then east.
fn report_row<W: Watcher<Step>>(watcher: &mut W, grid: &Grid, y: u32, row: &Row) {
    let first = y as usize * grid.width() as usize;
    for x in 0..row.width() {
        let cell = first + x as usize;
        if y > 0 && row.opens_north(x) {
            steps::opened(watcher, grid, cell, Direction::North);
        }
        if row.opens_east(x) {
            steps::opened(watcher, grid, cell, Direction::East);
        }
    }
}
