//! Eller's algorithm: a row at a time, remembering only which cells of the row are connected.
//!
//! 1. Give each cell of the first row a set of its own.
//! 2. Join random neighbours of the row that are in different sets (carving east).
//! 3. From every set, carve south from at least one random cell; the cells below inherit the
//!    set, the other cells of the next row get sets of their own.
//! 4. Repeat; in the last row, join every pair of neighbours still in different sets.
//!
//! **Result:** perfect; a slight horizontal streakiness. **Memory:** a few bits per column,
//! independent of the height, which is what makes streaming unbounded mazes possible.
//! **Time:** linear, and mostly 64 cells at a time: a row's sets are kept as two bits a cell.
//! Bounded grids only.

use rand::Rng;

use super::Step;
use super::row::{MakeRows, Row, fill};
use crate::bits::OutOfMemory;
use crate::grid::Grid;
use crate::row_sets::RowSets;
use crate::watch::Watcher;

/// Carves a perfect maze into `grid`, whose walls must all be up and which must not wrap.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    fill(grid, Rows::new(grid.width())?, rng, watcher)
}

impl MakeRows for Rows {
    fn next_row<R: Rng + ?Sized>(&mut self, rng: &mut R, row: &mut Row, first: bool, last: bool) {
        Rows::next_row(self, rng, row, first, last);
    }
}

/// Eller's rows: the sets of the current row, and the passages down into the next.
#[derive(Debug)]
pub(crate) struct Rows {
    sets: RowSets,
    /// The passages down chosen in the previous row: the next row's passages north.
    down: Vec<u64>,
}

impl Rows {
    /// The sets before the first row of a maze `width` cells wide (its cells not yet made).
    pub(crate) fn new(width: u32) -> Result<Rows, OutOfMemory> {
        Ok(Rows {
            sets: RowSets::new(width)?,
            down: crate::bits::try_filled(u64::from(width).div_ceil(64), 0)?,
        })
    }

    /// Makes the next row into `row`: `first` and `last` say it is the top or bottom one.
    ///
    /// Step 2: each cell whose coin comes up (every cell in the last row) joins its east
    /// neighbour's set to its own, carving a passage, unless they are in one set already.
    /// Step 3: each cell's coin says whether it would rather not go down; the last cell of a
    /// set whose other cells all would rather not goes down anyway.
    pub(crate) fn next_row<R: Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        row: &mut Row,
        first: bool,
        last: bool,
    ) {
        let width = row.width();
        let (east, north) = row.words_mut();
        if first {
            north.fill(0);
        } else {
            north.copy_from_slice(&self.down);
        }
        self.sets.join(
            east,
            width,
            |_| if last { u64::MAX } else { rng.next_u64() },
        );
        if !last {
            for wanted in &mut self.down {
                *wanted = !rng.next_u64();
            }
            self.sets.go_down(&mut self.down, width, true);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bits::set_bits;
    use crate::row_sets::low_bits;

    /// Eller's sets kept the plain way, each a circular list of its cells: the model the bits
    /// must agree with, row for row, for the same random numbers.
    struct Lists {
        left: Vec<u32>,
        right: Vec<u32>,
        down: Vec<u64>,
    }

    impl Lists {
        fn new(width: u32) -> Lists {
            Lists {
                left: (0..width).collect(),
                right: (0..width).collect(),
                down: vec![0; (width as usize).div_ceil(64)],
            }
        }

        fn next_row<R: Rng + ?Sized>(
            &mut self,
            rng: &mut R,
            row: &mut Row,
            first: bool,
            last: bool,
        ) {
            let width = row.width();
            let (east, north) = row.words_mut();
            east.fill(0);
            if first {
                north.fill(0);
            } else {
                north.copy_from_slice(&self.down);
            }
            let (left, right) = (&mut self.left, &mut self.right);
            let words = east.len();
            for (w, east_word) in east.iter_mut().enumerate() {
                let mut candidates = if last { u64::MAX } else { rng.next_u64() };
                if w + 1 == words {
                    candidates &= low_bits(width - 1 - w as u32 * 64);
                }
                for b in set_bits(candidates) {
                    let x = (w as u32 * 64 + b) as usize;
                    if right[x] == x as u32 + 1 {
                        continue;
                    }
                    let (after, before) = (right[x], left[x + 1]);
                    right[before as usize] = after;
                    left[after as usize] = before;
                    right[x] = x as u32 + 1;
                    left[x + 1] = x as u32;
                    *east_word |= 1 << b;
                }
            }
            if last {
                return;
            }
            for (w, down_word) in self.down.iter_mut().enumerate() {
                *down_word = low_bits(width - w as u32 * 64);
                for b in set_bits(rng.next_u64() & *down_word) {
                    let x = (w as u32 * 64 + b) as usize;
                    if right[x] == x as u32 {
                        continue;
                    }
                    let (before, after) = (left[x], right[x]);
                    right[before as usize] = after;
                    left[after as usize] = before;
                    (left[x], right[x]) = (x as u32, x as u32);
                    *down_word &= !(1 << b);
                }
            }
        }
    }

    #[test]
    fn the_bits_make_the_rows_the_lists_make() {
        for width in [0, 1, 2, 3, 5, 63, 64, 65, 127, 128, 129, 200, 1000] {
            for seed in 0..20 {
                let (mut a, mut b) = (
                    crate::rng::rng_from_seed(seed),
                    crate::rng::rng_from_seed(seed),
                );
                let mut bits = Rows::new(width).unwrap();
                let mut lists = Lists::new(width);
                let (mut row_a, mut row_b) = (Row::new(width), Row::new(width));
                let height = 60;
                for y in 0..height {
                    let (first, last) = (y == 0, y + 1 == height);
                    bits.next_row(&mut a, &mut row_a, first, last);
                    lists.next_row(&mut b, &mut row_b, first, last);
                    assert_eq!(row_a, row_b, "width {width}, seed {seed}, row {y}");
                }
            }
        }
    }
}
