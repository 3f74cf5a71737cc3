//! Eller's algorithm: a row at a time, remembering only which cells of the row are connected.
//!
//! 1. Give each cell of the first row a set of its own.
//! 2. Join random neighbours of the row that are in different sets (carving east).
//! 3. From every set, carve south from at least one random cell; the cells below inherit the
//!    set, the other cells of the next row get sets of their own.
//! 4. Repeat; in the last row, join every pair of neighbours still in different sets.
//!
//! **Result:** perfect; a slight horizontal streakiness. **Memory:** a few words per column,
//! independent of the height, which is what makes streaming unbounded mazes possible.
//! **Time:** linear (a union–find forest over the row's columns). Bounded grids only.

use rand::Rng;

use super::rows::{Row, fill};
use crate::bits::{OutOfMemory, try_filled};
use crate::rng::BitPool;
use crate::{Algorithm, Grid, Progress};

const NONE: u32 = u32::MAX;

/// Carves a perfect maze into `grid`, whose walls must all be up and which must not wrap.
pub fn generate<R: Rng + ?Sized>(
    grid: &mut Grid,
    rng: &mut R,
    progress: &mut Progress<'_>,
) -> Result<(), OutOfMemory> {
    fill(grid, Algorithm::Eller, rng, progress)
}

/// The sets of the current row, as a union–find forest over its columns.
#[derive(Debug)]
pub(crate) struct Rows {
    parent: Vec<u32>,
    /// Per column: its set's root, refreshed before the passages down are chosen.
    root: Vec<u32>,
    /// Per root: cells not yet considered for a passage down, then the next row's new root.
    count: Vec<u32>,
    /// Per root: whether the set already has a passage down.
    has_down: Vec<bool>,
    /// The passages down chosen in the previous row: the next row's passages north.
    down: Vec<u64>,
    bits: BitPool,
}

impl Rows {
    pub(crate) fn new(width: u32) -> Result<Rows, OutOfMemory> {
        let len = u64::from(width);
        let mut parent = try_filled(len, 0u32)?;
        for (x, p) in (0..).zip(parent.iter_mut()) {
            *p = x;
        }
        Ok(Rows {
            parent,
            root: try_filled(len, 0)?,
            count: try_filled(len, 0)?,
            has_down: try_filled(len, false)?,
            down: try_filled(len.div_ceil(64), 0)?,
            bits: BitPool::default(),
        })
    }

    #[inline]
    fn find(&mut self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            let grandparent = self.parent[self.parent[x as usize] as usize];
            self.parent[x as usize] = grandparent;
            x = grandparent;
        }
        x
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
        // Branch-free: the coin flips are unpredictable, so both sets are always looked up and
        // the join is applied by selection rather than by jumping.
        for x in 0..width - 1 {
            let wanted = last | self.bits.coin(rng);
            let (a, b) = (self.find(x), self.find(x + 1));
            let join = wanted & (a != b);
            let (low, high) = (a.min(b) as usize, a.max(b) as usize);
            self.parent[high] = if join { low as u32 } else { self.parent[high] };
            east[x as usize / 64] |= u64::from(join) << (x % 64);
        }
        if !last {
            self.choose_down(rng, width);
            self.start_next_row(width);
        }
    }

    /// Chooses the passages down: each at random, plus the last cell of a set that has none.
    fn choose_down<R: Rng + ?Sized>(&mut self, rng: &mut R, width: u32) {
        for x in 0..width {
            let root = self.find(x);
            self.root[x as usize] = root;
            self.count[root as usize] = 0;
            self.has_down[root as usize] = false;
        }
        for x in 0..width as usize {
            self.count[self.root[x] as usize] += 1;
        }
        self.down.fill(0);
        for x in 0..width as usize {
            let root = self.root[x] as usize;
            self.count[root] -= 1;
            let must = (self.count[root] == 0) & !self.has_down[root];
            let down = self.bits.coin(rng) | must;
            self.has_down[root] |= down;
            self.down[x / 64] |= u64::from(down) << (x % 64);
        }
    }

    /// Cells below a passage down keep their set (under a new root: its leftmost such cell);
    /// the others start sets of their own.
    fn start_next_row(&mut self, width: u32) {
        for x in 0..width as usize {
            self.count[self.root[x] as usize] = NONE;
        }
        for x in 0..width {
            let went_down = self.down[x as usize / 64] >> (x % 64) & 1 == 1;
            self.parent[x as usize] = if went_down {
                let new_root = &mut self.count[self.root[x as usize] as usize];
                if *new_root == NONE {
                    *new_root = x;
                }
                *new_root
            } else {
                x
            };
        }
    }
}
