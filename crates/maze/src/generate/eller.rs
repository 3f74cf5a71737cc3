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
//! **Time:** linear. Bounded grids only.

use rand::Rng;

use crate::bits::{OutOfMemory, try_filled};
use crate::rng::BitPool;
use crate::{Direction, Grid, Progress};

const NONE: u32 = u32::MAX;

/// Carves a perfect maze into `grid`, whose walls must all be up and which must not wrap.
pub fn generate<R: Rng + ?Sized>(
    grid: &mut Grid,
    rng: &mut R,
    progress: &mut Progress<'_>,
) -> Result<(), OutOfMemory> {
    let width = grid.width();
    let mut row = Row::new(width)?;
    let mut bits = BitPool::default();
    let mut down = try_filled(u64::from(width), false)?;
    for y in 0..grid.height() {
        let first = y as usize * width as usize;
        let last_row = y + 1 == grid.height();
        for x in 0..width - 1 {
            if (last_row || bits.coin(rng)) && row.union(x, x + 1) {
                grid.carve_at(first + x as usize, Direction::East);
            }
        }
        if !last_row {
            row.choose_down(&mut down, &mut bits, rng);
            for (x, _) in down.iter().enumerate().filter(|(_, d)| **d) {
                grid.carve_at(first + x, Direction::South);
            }
            row.next_row(&down);
        }
        progress.advance(u64::from(width));
    }
    Ok(())
}

/// The sets of one row: a union–find forest over the columns.
struct Row {
    parent: Vec<u32>,
    /// Per set root: cells of the set not yet considered for a passage down.
    pending: Vec<u32>,
    /// Per set root: whether a passage down has been carved, or the new root for the next row.
    mark: Vec<u32>,
}

impl Row {
    fn new(width: u32) -> Result<Row, OutOfMemory> {
        let len = u64::from(width);
        let mut parent = try_filled(len, 0u32)?;
        for (x, p) in (0..).zip(parent.iter_mut()) {
            *p = x;
        }
        Ok(Row {
            parent,
            pending: try_filled(len, 0)?,
            mark: try_filled(len, NONE)?,
        })
    }

    fn find(&mut self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            let grandparent = self.parent[self.parent[x as usize] as usize];
            self.parent[x as usize] = grandparent;
            x = grandparent;
        }
        x
    }

    /// Joins the sets of columns `a` and `b`; false if they already were one.
    fn union(&mut self, a: u32, b: u32) -> bool {
        let (a, b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        let (low, high) = (a.min(b), a.max(b));
        self.parent[high as usize] = low;
        true
    }

    /// Decides which columns open south: each at random, and the last cell of a set that has
    /// none yet.
    fn choose_down<R: Rng + ?Sized>(&mut self, down: &mut [bool], bits: &mut BitPool, rng: &mut R) {
        self.pending.fill(0);
        for x in 0..self.parent.len() as u32 {
            let root = self.find(x);
            self.pending[root as usize] += 1;
        }
        self.mark.fill(NONE);
        for (x, go_down) in (0..).zip(down.iter_mut()) {
            let root = self.find(x) as usize;
            self.pending[root] -= 1;
            *go_down = bits.coin(rng) || (self.pending[root] == 0 && self.mark[root] == NONE);
            if *go_down {
                self.mark[root] = 0;
            }
        }
    }

    /// Moves to the next row: columns below a passage keep their set, the others start anew.
    fn next_row(&mut self, down: &[bool]) {
        let roots: Vec<u32> = (0..self.parent.len() as u32)
            .map(|x| self.find(x))
            .collect();
        self.mark.fill(NONE);
        for (x, (&root, &went_down)) in (0..).zip(roots.iter().zip(down)) {
            self.parent[x as usize] = if went_down {
                let new_root = &mut self.mark[root as usize];
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
