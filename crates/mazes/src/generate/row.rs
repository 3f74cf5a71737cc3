//! One row of a row-by-row maze, and the loop that fills a grid with rows: the vocabulary
//! Eller, sidewinder and binary tree share, apart from [`super::rows`], which chooses among
//! them.

use std::collections::VecDeque;
use std::sync::{Mutex, PoisonError};

use rand::{Rng, SeedableRng};

use super::steps::{self, Step};
use crate::bits::{OutOfMemory, try_filled};
use crate::grid::RowBand;
use crate::watch::Watcher;
use crate::{direction::Direction, grid::Grid, rng::MazeRng, topology::Wrap};

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

/// Makes a row from its own random numbers: `first` says it is the top row.
pub(crate) type MakeRow = fn(&mut MazeRng, &mut Row, bool);

/// A generator whose rows do not depend on each other (binary tree, sidewinder): row `y` draws
/// from a generator of its own, seeded by one draw of the maze's and `y`, so its rows can be
/// made in any order, on any number of threads, and make the same maze.
#[derive(Debug)]
pub(crate) struct SeededRows {
    make: MakeRow,
    /// The maze's draw, taken at the top row.
    base: u64,
    /// The row made next.
    y: u32,
}

impl SeededRows {
    pub(crate) fn new(make: MakeRow) -> SeededRows {
        SeededRows {
            make,
            base: 0,
            y: 0,
        }
    }
}

impl MakeRows for SeededRows {
    fn next_row<R: Rng + ?Sized>(&mut self, rng: &mut R, row: &mut Row, first: bool, _: bool) {
        if first {
            (self.base, self.y) = (rng.next_u64(), 0);
        }
        (self.make)(&mut row_rng(self.base, self.y), row, first);
        self.y += 1;
    }
}

/// Row `y`'s own generator.
fn row_rng(base: u64, y: u32) -> MazeRng {
    MazeRng::seed_from_u64(base ^ u64::from(y).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// Mazes smaller than this are made on one thread: starting threads would cost more.
const BANDS_FROM: u64 = 1 << 20;

/// Bands a thread takes, on average, when a maze is made in bands.
const BANDS_A_THREAD: u32 = 16;

/// Generates `grid` (bounded, all walls up) with rows that do not depend on each other: in
/// bands of rows, one a thread, when it is big enough and no watcher wants the steps; the
/// maze is the same either way.
pub(crate) fn fill_seeded<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    make: MakeRow,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    // `--threads` beyond 2³² is as many as there are rows.
    let threads = u32::try_from(crate::threads::cores()).unwrap_or(u32::MAX);
    if W::STEPS || threads == 1 || grid.cell_count() < BANDS_FROM {
        return fill(grid, SeededRows::new(make), rng, watcher);
    }
    fill_in_bands(grid, make, rng.next_u64(), threads)?;
    watcher.advance(grid.cell_count());
    Ok(())
}

/// Fills `grid` on `threads` threads, from the maze's draw `base`, in bands of rows (each a
/// multiple of 32 rows) taken from both ends: this thread takes them from the top, the others
/// from the bottom, until they meet.
///
/// A thread started here begins about 0.1 ms late (docs/performance.md), so fixed halves would
/// leave this one waiting for it; taken from both ends, the bands go to whichever thread is
/// free, and the others leave the last band to this one, so that it seldom waits in a join.
fn fill_in_bands(
    grid: &mut Grid,
    make: MakeRow,
    base: u64,
    threads: u32,
) -> Result<(), OutOfMemory> {
    let height = grid.height();
    let rows = height
        .div_ceil(threads.saturating_mul(BANDS_A_THREAD))
        .next_multiple_of(32);
    let bands: VecDeque<RowBand<'_>> = grid.row_bands(rows).collect();
    // No more threads than bands: the others would find nothing to take.
    let workers = (0..threads.min(u32::try_from(bands.len()).unwrap_or(u32::MAX)))
        .map(|t| t == 0)
        .collect();
    let bands = Mutex::new(bands);
    let take = |from_top: bool| {
        let mut bands = bands.lock().unwrap_or_else(PoisonError::into_inner);
        match from_top {
            true => bands.pop_front(),
            false if bands.len() > 1 => bands.pop_back(),
            false => None,
        }
    };
    crate::threads::on_threads(workers, |from_top| {
        while let Some(mut band) = take(from_top) {
            fill_band(&mut band, make, base, height)?;
        }
        Ok(())
    })
    .into_iter()
    .collect()
}

/// Makes the rows of `band` in a maze `height` rows high, and the first row of the band below
/// it, whose passages north are the south sides of the band's last row.
fn fill_band(
    band: &mut RowBand<'_>,
    make: MakeRow,
    base: u64,
    height: u32,
) -> Result<(), OutOfMemory> {
    let mut row = Row::try_new(band.width())?;
    let mut east_above = try_filled(u64::from(band.width()).div_ceil(64), 0)?;
    let (first, end) = (band.first(), band.first() + band.rows());
    for y in first..(end + 1).min(height) {
        make(&mut row_rng(base, y), &mut row, y == 0);
        if y > first {
            band.open_row(y - 1, &east_above, row.north_words());
        }
        east_above.copy_from_slice(row.east_words());
    }
    if end == height {
        band.open_row(height - 1, &east_above, &[]);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::size::Size;
    use rand::RngCore;

    use crate::generate::{binary_tree, sidewinder};

    #[test]
    fn bands_make_the_maze_rows_in_order_make() {
        let makers: [MakeRow; 2] = [binary_tree::next_row, sidewinder::next_row];
        for make in makers {
            for (w, h) in [(1, 40), (3, 100), (64, 33), (70, 64), (65, 97), (130, 200)] {
                let size = Size::new(w, h);
                let mut in_order = Grid::new(size, Wrap::None).unwrap();
                let mut rng = crate::rng::rng_from_seed(u64::from(w * h));
                fill(&mut in_order, SeededRows::new(make), &mut rng, &mut ()).unwrap();
                for threads in [2, 3, 5, 64, u32::MAX] {
                    let mut banded = Grid::new(size, Wrap::None).unwrap();
                    let base = crate::rng::rng_from_seed(u64::from(w * h)).next_u64();
                    fill_in_bands(&mut banded, make, base, threads).unwrap();
                    assert_eq!(banded, in_order, "{size} in {threads} bands");
                }
            }
        }
    }
}
