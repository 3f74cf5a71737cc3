//! Eller's algorithm: a row at a time, remembering only which cells of the row are connected.
//!
//! 1. Give each cell of the first row a set of its own.
//! 2. Join random neighbours of the row that are in different sets (carving east).
//! 3. From every set, carve south from at least one random cell; the cells below inherit the
//!    set, the other cells of the next row get sets of their own.
//! 4. Repeat; in the last row, join every pair of neighbours still in different sets.
//!
//! **Result:** perfect; a slight horizontal streakiness. **Memory:** two words per column,
//! independent of the height, which is what makes streaming unbounded mazes possible.
//! **Time:** linear, a few array writes per cell (each set is a sorted circular list of its
//! cells). Bounded grids only.

use rand::Rng;

use super::Step;
use super::rows::{Row, fill};
use crate::bits::{OutOfMemory, set_bits, try_filled};
use crate::watch::Watcher;
use crate::{Algorithm, Grid};

/// Carves a perfect maze into `grid`, whose walls must all be up and which must not wrap.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    fill(grid, Algorithm::Eller, rng, watcher)
}

/// A word with its lowest `count` bits set (all 64 for 64 or more).
fn low_bits(count: u32) -> u64 {
    if count >= 64 {
        u64::MAX
    } else {
        (1 << count) - 1
    }
}

/// The sets of the current row, each a circular list of its cells in increasing order.
///
/// Eller's sets never cross (a set's cells are joined above the row, and paths in a plane do
/// not cross), so two neighbours `x` and `x + 1` share a set exactly when `x + 1` follows `x`
/// in its list: membership, joining and leaving are each a few array writes, with no search.
#[derive(Debug)]
pub(crate) struct Rows {
    left: Vec<u32>,
    right: Vec<u32>,
    /// The passages down chosen in the previous row: the next row's passages north.
    down: Vec<u64>,
}

impl Rows {
    pub(crate) fn new(width: u32) -> Result<Rows, OutOfMemory> {
        let len = u64::from(width);
        let mut left = try_filled(len, 0u32)?;
        for (x, l) in (0..).zip(left.iter_mut()) {
            *l = x;
        }
        Ok(Rows {
            right: left.clone(),
            left,
            down: try_filled(len.div_ceil(64), 0)?,
        })
    }

    pub(crate) fn next_row<R: Rng + ?Sized>(
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
        // Coins are drawn 64 at a time and only the cells whose coin came up are visited, so
        // the loops do not branch on each random bit.
        let (left, right) = (&mut self.left, &mut self.right);
        let words = east.len();
        for (w, east_word) in east.iter_mut().enumerate() {
            let mut candidates = if last { u64::MAX } else { rng.next_u64() };
            if w + 1 == words {
                // Only cells with a neighbour to the east can join it.
                candidates &= low_bits(width - 1 - w as u32 * 64);
            }
            for bit in set_bits(candidates) {
                let x = w as u32 * 64 + bit;
                let next = x + 1;
                // Splice the two lists: x's successor becomes x + 1, and the last cell of
                // x + 1's set now leads on to x's old successor. When x + 1 already follows x
                // (one set) every write below changes nothing, so nothing branches on it: the
                // answer is random, and a mispredicted branch costs more than the writes.
                let apart = right[x as usize] != next;
                let (after, before) = (right[x as usize], left[next as usize]);
                right[before as usize] = after;
                left[after as usize] = before;
                right[x as usize] = next;
                left[next as usize] = x;
                *east_word |= u64::from(apart) << bit;
            }
        }
        if last {
            return;
        }
        for (w, down_word) in self.down.iter_mut().enumerate() {
            let cells = low_bits(width - w as u32 * 64);
            *down_word = cells;
            let candidates = rng.next_u64() & cells;
            for bit in set_bits(candidates) {
                let x = w as u32 * 64 + bit;
                // No passage down: x leaves its set (if another cell keeps it) to start anew.
                // For a cell alone in its set the writes change nothing, as above.
                let shared = right[x as usize] != x;
                let (before, after) = (left[x as usize], right[x as usize]);
                right[before as usize] = after;
                left[after as usize] = before;
                left[x as usize] = x;
                right[x as usize] = x;
                *down_word &= !(u64::from(shared) << bit);
            }
        }
    }
}
