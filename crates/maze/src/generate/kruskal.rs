//! Randomized Kruskal: join the cells of random walls while they belong to different trees.
//!
//! 1. Put every cell in a set of its own and every interior wall in a list.
//! 2. Take the walls in random order; if the two cells a wall separates are in different sets,
//!    remove the wall and merge the sets.
//!
//! **Result:** perfect; many short dead ends, an even, spiky texture without directional bias.
//! **Memory:** 12 bytes per cell: a union–find forest (a 32-bit parent per cell) and the wall
//! list (32 bits per wall). 32-bit numbers halve the memory traffic, which is what the
//! algorithm spends its time on; they limit it to grids under 2³¹ cells (which would need
//! 26 GB). **Time:** `O(n log n)` at worst, near-linear in practice (path halving; roots are
//! linked by index, which saves the rank array's cache misses). Works on every topology.

use rand::Rng;

use rand::SeedableRng;

use super::steps::{self, Step};
use crate::bits::{OutOfMemory, try_filled};
use crate::rng::{BitPool, MazeRng, shuffle};
use crate::watch::Watcher;
use crate::{Direction, Grid};

/// Disjoint sets of cells: find with path halving, the root with the lower index linked under
/// the other.
struct DisjointSets {
    parent: Vec<u32>,
}

impl DisjointSets {
    /// `count` singleton sets.
    fn new(count: usize) -> Result<DisjointSets, OutOfMemory> {
        let mut parent = try_filled(count as u64, 0u32)?;
        for (i, p) in (0..).zip(parent.iter_mut()) {
            *p = i;
        }
        Ok(DisjointSets { parent })
    }

    /// The representative of `item`'s set.
    #[inline]
    fn find(&mut self, mut item: u32) -> u32 {
        while self.parent[item as usize] != item {
            let grandparent = self.parent[self.parent[item as usize] as usize];
            self.parent[item as usize] = grandparent;
            item = grandparent;
        }
        item
    }

    /// Merges the sets of `a` and `b`; false if they were already one set.
    #[inline]
    fn union(&mut self, a: u32, b: u32) -> bool {
        let (mut a, mut b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        if a < b {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent[b as usize] = a;
        true
    }
}

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    let too_big = OutOfMemory {
        bytes: grid.cell_count().saturating_mul(12),
    };
    if grid.edge_bits() > u32::MAX as usize {
        return Err(too_big);
    }
    let walls = shuffled_walls(grid, rng).ok_or(too_big)?;
    let mut sets = DisjointSets::new(grid.len())?;
    watcher.advance(1);
    let mut joined = 1;
    for &wall in &walls {
        if joined == grid.len() {
            break;
        }
        let (cell, dir) = (
            wall as usize / 2,
            [Direction::East, Direction::South][wall as usize % 2],
        );
        if sets.union(cell as u32, grid.through(cell, dir) as u32) {
            grid.set_edge(wall as usize, true);
            steps::opened(watcher, grid, cell, dir);
            joined += 1;
            watcher.advance(1);
        }
    }
    Ok(())
}

/// Every interior wall (as its edge bit), in a uniformly random order; `None` if the list does
/// not fit in memory.
///
/// A plain Fisher–Yates shuffle swaps with random places all over the list, a cache miss per
/// wall. Instead each wall is dealt to one of many small blocks at random, and each block is
/// shuffled on its own while it sits in cache; the result is just as uniform (every wall's
/// block is independent and uniform, and each block's order is uniform). The dealing is done
/// twice with the same random numbers, once to count the blocks' sizes and once to fill them,
/// so that the list needs no spare room.
fn shuffled_walls<R: Rng + ?Sized>(grid: &Grid, rng: &mut R) -> Option<Vec<u32>> {
    let (width, height) = (grid.width() as usize, grid.height() as usize);
    let (wrap_x, wrap_y) = (grid.wrap().x(), grid.wrap().y());
    let walls = || {
        (0..height).flat_map(move |y| {
            (0..width).flat_map(move |x| {
                let cell = y * width + x;
                let east = (x + 1 < width || wrap_x).then_some(2 * cell);
                let south = (y + 1 < height || wrap_y).then_some(2 * cell + 1);
                east.into_iter().chain(south)
            })
        })
    };
    let count = walls().count();
    let block_bits = (count / BLOCK_SIZE).max(1).ilog2().min(16);
    let dealer = MazeRng::seed_from_u64(rng.next_u64());
    let deal = |mut dealer: MazeRng| {
        let mut bits = BitPool::default();
        walls().map(move |e| (e as u32, bits.take(&mut dealer, block_bits) as usize))
    };
    let mut starts = vec![0usize; (1 << block_bits) + 1];
    for (_, block) in deal(dealer.clone()) {
        starts[block + 1] += 1;
    }
    for b in 1..starts.len() {
        starts[b] += starts[b - 1];
    }
    let mut order = Vec::new();
    order.try_reserve_exact(count).ok()?;
    order.resize(count, 0u32);
    let mut next = starts.clone();
    for (wall, block) in deal(dealer) {
        order[next[block]] = wall;
        next[block] += 1;
    }
    for block in starts.windows(2) {
        shuffle(rng, &mut order[block[0]..block[1]]);
    }
    Some(order)
}

/// Walls per block the shuffle aims at: a block of 32-bit walls fits in the first-level cache.
const BLOCK_SIZE: usize = 4096;
