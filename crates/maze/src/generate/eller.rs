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

use super::rows::{Row, fill};
use crate::bits::{OutOfMemory, try_filled};
use crate::rng::BitPool;
use crate::{Algorithm, Grid, Progress};

/// Carves a perfect maze into `grid`, whose walls must all be up and which must not wrap.
pub fn generate<R: Rng + ?Sized>(
    grid: &mut Grid,
    rng: &mut R,
    progress: &mut Progress<'_>,
) -> Result<(), OutOfMemory> {
    fill(grid, Algorithm::Eller, rng, progress)
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
    bits: BitPool,
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
            bits: BitPool::default(),
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
        let (left, right) = (&mut self.left, &mut self.right);
        for x in 0..width - 1 {
            let next = x + 1;
            if right[x as usize] != next && (last || self.bits.coin(rng)) {
                // Splice the two lists: x's successor becomes x + 1, and the last cell of
                // x + 1's set now leads on to x's old successor.
                let (after, before) = (right[x as usize], left[next as usize]);
                right[before as usize] = after;
                left[after as usize] = before;
                right[x as usize] = next;
                left[next as usize] = x;
                east[x as usize / 64] |= 1 << (x % 64);
            }
        }
        if last {
            return;
        }
        self.down.fill(0);
        for x in 0..width {
            let alone = right[x as usize] == x;
            if !alone && self.bits.coin(rng) {
                // No passage down: x leaves its set (which keeps another cell) to start anew.
                let (before, after) = (left[x as usize], right[x as usize]);
                right[before as usize] = after;
                left[after as usize] = before;
                left[x as usize] = x;
                right[x as usize] = x;
            } else {
                self.down[x as usize / 64] |= 1 << (x % 64);
            }
        }
    }
}
