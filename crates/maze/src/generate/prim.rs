//! True Prim: the minimum spanning tree of the grid under random wall weights.
//!
//! 1. Start from a random cell; give each wall leading out of the maze a random weight.
//! 2. Repeatedly take the lightest wall leading out; if the cell beyond is new, carve it and add
//!    its walls.
//!
//! **Result:** perfect; many short dead ends, an even texture. With random weights the tree is
//! the same whatever the start, and the same one Kruskal's algorithm finds by taking the walls
//! lightest first: the two make the same kind of maze, by different routes (the radial look
//! often credited to Prim's belongs to [simplified Prim](super::prim_simplified)).
//! **Memory:** one visited bit per cell and the frontier walls (8 bytes each: a 30-bit weight
//! above the wall's 34-bit number, which caps grids at 2³⁴ cells), kept in 256 buckets by
//! weight, each an unsorted pile until it holds the lightest walls and then a heap.
//! **Time:** `O(n log n)`. Works on every topology.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rand::Rng;

use super::steps::{self, Step};
use super::walk::Walker;
use crate::bits::{BitSet, OutOfMemory};
use crate::rng::below;
use crate::watch::Watcher;
use crate::{Direction, Grid};

/// Bits of a heap entry holding the wall number `cell * 4 + direction`; the weight sits above.
const WALL_BITS: u32 = 34;
const WALL_MASK: u64 = (1 << WALL_BITS) - 1;

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    if grid.cell_count() > 1 << (WALL_BITS - 2) {
        return Err(OutOfMemory {
            bytes: grid.cell_count().saturating_mul(12),
        });
    }
    let mut visited = BitSet::new(grid.cell_count())?;
    let mut frontier = Frontier::new();
    let walker = Walker::new(grid);
    let start = below(rng, grid.len());
    add_cell(&walker, &mut visited, &mut frontier, start, rng);
    steps::visited(watcher, grid, start);
    watcher.advance(1);
    while let Some(entry) = frontier.pop() {
        let wall = (entry & WALL_MASK) as usize;
        let (cell, dir) = (wall / 4, Direction::from_index(wall % 4));
        let next = grid.through(cell, dir);
        if !visited.get(next) {
            grid.open_between(cell, dir, next);
            steps::opened(watcher, grid, cell, dir);
            add_cell(&walker, &mut visited, &mut frontier, next, rng);
            watcher.advance(1);
        }
    }
    Ok(())
}

/// Adds `cell` to the maze, and the walls to its unvisited neighbours to the frontier.
fn add_cell<R: Rng + ?Sized>(
    walker: &Walker,
    visited: &mut BitSet,
    frontier: &mut Frontier,
    cell: usize,
    rng: &mut R,
) {
    visited.set(cell);
    for (dir, next) in Direction::ALL
        .into_iter()
        .zip(walker.around(walker.at(cell)))
    {
        if next.index != cell && !visited.get(next.index) {
            let weight = u64::from(rng.next_u32() >> 2) << WALL_BITS;
            frontier.push(weight | (cell * 4 + dir.index()) as u64);
        }
    }
}

/// The frontier walls in buckets by the top bits of their weight, with a bitmap of the
/// non-empty ones; the lightest wall is in the first non-empty bucket.
///
/// Prim's algorithm keeps taking the lightest walls, while most walls it adds are heavier and
/// pile up on the frontier. So a bucket stays an unsorted pile (a push is an append, and the
/// piles' ends stay in cache) until it holds the lightest walls; then it is sorted once, and
/// the few walls that arrive in it later wait in a small heap beside the sorted run. The walls
/// come out in the same order as from one big heap, without a heap's cache-missing,
/// mispredicted sift on every pop.
struct Frontier {
    buckets: Vec<Bucket>,
    /// Bit `b % 64` of word `b / 64` set when bucket `b` is not empty.
    used: Vec<u64>,
}

/// The walls of one weight range.
#[derive(Default)]
struct Bucket {
    /// Walls added while `sorted` was empty.
    pile: Vec<u64>,
    /// Walls sorted heaviest first, so the lightest is popped from the end.
    sorted: Vec<u64>,
    /// Walls added while `sorted` was not empty.
    late: BinaryHeap<Reverse<u64>>,
}

impl Bucket {
    fn push(&mut self, entry: u64) {
        if self.sorted.is_empty() {
            self.pile.push(entry);
        } else {
            self.late.push(Reverse(entry));
        }
    }

    /// Removes the lightest wall; the bucket must not be empty.
    fn pop(&mut self) -> Option<u64> {
        if self.sorted.is_empty() && self.late.is_empty() && self.pile.len() <= SMALL_PILE {
            let lightest = (0..self.pile.len()).min_by_key(|&i| self.pile[i])?;
            return Some(self.pile.swap_remove(lightest));
        }
        if self.sorted.is_empty() {
            // The pile's buffer becomes the run: no copy, and no second buffer held.
            std::mem::swap(&mut self.sorted, &mut self.pile);
            self.sorted.extend(self.late.drain().map(|Reverse(e)| e));
            self.sorted.sort_unstable_by(|a, b| b.cmp(a));
        }
        match (self.sorted.last(), self.late.peek()) {
            (Some(&run), Some(&Reverse(late))) if late < run => self.late.pop().map(|Reverse(e)| e),
            _ => self.sorted.pop(),
        }
    }

    fn is_empty(&self) -> bool {
        self.sorted.is_empty() && self.pile.is_empty() && self.late.is_empty()
    }
}

/// Piles this small are searched for their lightest wall rather than sorted: most piles that
/// reach the front are a wall or two that just arrived lighter than everything waiting.
const SMALL_PILE: usize = 8;

/// Bits of weight that pick the bucket.
const BUCKET_BITS: u32 = 8;
const BUCKET_SHIFT: u32 = 64 - BUCKET_BITS;

impl Frontier {
    fn new() -> Frontier {
        let buckets = 1usize << BUCKET_BITS;
        Frontier {
            buckets: (0..buckets).map(|_| Bucket::default()).collect(),
            used: vec![0; buckets.div_ceil(64)],
        }
    }

    fn push(&mut self, entry: u64) {
        let b = (entry >> BUCKET_SHIFT) as usize;
        self.buckets[b].push(entry);
        self.used[b / 64] |= 1 << (b % 64);
    }

    /// Removes and returns the smallest entry.
    fn pop(&mut self) -> Option<u64> {
        let word = self.used.iter().position(|&w| w != 0)?;
        let b = word * 64 + self.used[word].trailing_zeros() as usize;
        let bucket = &mut self.buckets[b];
        let entry = bucket.pop();
        if bucket.is_empty() {
            self.used[word] &= !(1 << (b % 64));
        }
        entry
    }
}
