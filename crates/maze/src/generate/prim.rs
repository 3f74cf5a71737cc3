//! True Prim: the minimum spanning tree of the grid under random wall weights.
//!
//! 1. Start from a random cell; give each wall leading out of the maze a random weight.
//! 2. Repeatedly take the lightest wall leading out; if the cell beyond is new, carve it and add
//!    its walls.
//!
//! **Result:** perfect; many short dead ends radiating from the start, much branching.
//! **Memory:** one visited bit per cell and the frontier walls (8 bytes each: a 30-bit weight
//! above the wall's 34-bit number, which caps grids at 2³⁴ cells), kept in 65,536 buckets by
//! weight rather than a binary heap.
//! **Time:** `O(n log n)`. Works on every topology.

use rand::Rng;

use crate::bits::{BitSet, OutOfMemory};
use crate::rng::below;
use crate::{Direction, Grid, Progress};

/// Bits of a heap entry holding the wall number `cell * 4 + direction`; the weight sits above.
const WALL_BITS: u32 = 34;
const WALL_MASK: u64 = (1 << WALL_BITS) - 1;

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized>(
    grid: &mut Grid,
    rng: &mut R,
    progress: &mut Progress<'_>,
) -> Result<(), OutOfMemory> {
    if grid.cell_count() > 1 << (WALL_BITS - 2) {
        return Err(OutOfMemory {
            bytes: grid.cell_count().saturating_mul(16),
        });
    }
    let mut visited = BitSet::new(grid.cell_count())?;
    let mut frontier = Frontier::new();
    let start = below(rng, grid.len());
    add_cell(grid, &mut visited, &mut frontier, start, rng);
    progress.advance(1);
    while let Some(entry) = frontier.pop() {
        let wall = (entry & WALL_MASK) as usize;
        let (cell, dir) = (wall / 4, Direction::from_index(wall % 4));
        let Some(next) = grid.step(cell, dir) else {
            continue;
        };
        if !visited.get(next) {
            grid.carve_at(cell, dir);
            add_cell(grid, &mut visited, &mut frontier, next, rng);
            progress.advance(1);
        }
    }
    Ok(())
}

fn add_cell<R: Rng + ?Sized>(
    grid: &Grid,
    visited: &mut BitSet,
    frontier: &mut Frontier,
    cell: usize,
    rng: &mut R,
) {
    visited.set(cell);
    for dir in Direction::ALL {
        if grid.step(cell, dir).is_some_and(|n| !visited.get(n)) {
            let weight = u64::from(rng.next_u32() >> 2) << WALL_BITS;
            frontier.push(weight | (cell * 4 + dir.index()) as u64);
        }
    }
}

/// Buckets of frontier walls by the top 16 bits of their weight, with a two-level bitmap of the
/// non-empty ones: the lightest wall is in the first non-empty bucket, found with two
/// trailing-zero counts, and buckets hold only a few walls each. The same walls come out in the
/// same order as from a binary heap, without its cache-missing sift on every push and pop.
struct Frontier {
    buckets: Vec<Vec<u64>>,
    /// Bit `b` set when bucket `b` is not empty.
    used: Vec<u64>,
    /// Bit `w` set when word `w` of `used` is not zero.
    summary: Vec<u64>,
}

/// Bits of weight above the wall number that pick the bucket.
const BUCKET_BITS: u32 = 16;
const BUCKET_SHIFT: u32 = 64 - BUCKET_BITS;

impl Frontier {
    fn new() -> Frontier {
        let buckets = 1usize << BUCKET_BITS;
        Frontier {
            buckets: vec![Vec::new(); buckets],
            used: vec![0; buckets / 64],
            summary: vec![0; buckets / 64 / 64],
        }
    }

    fn push(&mut self, entry: u64) {
        let b = (entry >> BUCKET_SHIFT) as usize;
        self.buckets[b].push(entry);
        self.used[b / 64] |= 1 << (b % 64);
        self.summary[b / 4096] |= 1 << (b / 64 % 64);
    }

    /// Removes and returns the smallest entry.
    fn pop(&mut self) -> Option<u64> {
        let top = self.summary.iter().position(|&w| w != 0)?;
        let word = top * 64 + self.summary[top].trailing_zeros() as usize;
        let b = word * 64 + self.used[word].trailing_zeros() as usize;
        let bucket = &mut self.buckets[b];
        let (at, &entry) = bucket.iter().enumerate().min_by_key(|&(_, &e)| e)?;
        bucket.swap_remove(at);
        if bucket.is_empty() {
            self.used[word] &= !(1 << (b % 64));
            if self.used[word] == 0 {
                self.summary[top] &= !(1 << (word % 64));
            }
        }
        Some(entry)
    }
}
