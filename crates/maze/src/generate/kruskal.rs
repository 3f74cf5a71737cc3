//! Randomized Kruskal: join the cells of random walls while they belong to different trees.
//!
//! 1. Put every cell in a set of its own and every interior wall in a list.
//! 2. Take the walls in random order; if the two cells a wall separates are in different sets,
//!    remove the wall and merge the sets.
//!
//! **Result:** perfect; many short dead ends, an even, spiky texture without directional bias.
//! **Memory:** 13 bytes per cell: a union–find forest (a 32-bit parent and a rank byte per
//! cell) and the wall list (32 bits per wall). 32-bit numbers halve the memory traffic, which
//! is what the algorithm spends its time on; they limit it to grids under 2³¹ cells (which would
//! need 28 GB). **Time:** near-linear (union by rank with path halving). Works on every
//! topology.

use rand::Rng;

use crate::bits::{OutOfMemory, try_filled};
use crate::rng::below;
use crate::{Grid, Progress};

/// Disjoint sets of cells: union by rank, find with path halving.
struct DisjointSets {
    parent: Vec<u32>,
    rank: Vec<u8>,
}

impl DisjointSets {
    /// `count` singleton sets.
    fn new(count: usize) -> Result<DisjointSets, OutOfMemory> {
        let mut parent = try_filled(count as u64, 0u32)?;
        for (i, p) in (0..).zip(parent.iter_mut()) {
            *p = i;
        }
        Ok(DisjointSets {
            parent,
            rank: try_filled(count as u64, 0u8)?,
        })
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
        if self.rank[a as usize] < self.rank[b as usize] {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent[b as usize] = a;
        if self.rank[a as usize] == self.rank[b as usize] {
            self.rank[a as usize] += 1;
        }
        true
    }
}

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized>(
    grid: &mut Grid,
    rng: &mut R,
    progress: &mut Progress<'_>,
) -> Result<(), OutOfMemory> {
    let too_big = OutOfMemory {
        bytes: grid.cell_count().saturating_mul(13),
    };
    if grid.edge_bits() > u32::MAX as usize {
        return Err(too_big);
    }
    let mut walls: Vec<u32> = Vec::new();
    walls
        .try_reserve_exact(grid.edge_bits())
        .map_err(|_| too_big)?;
    walls.extend((0..grid.edge_bits() as u32).filter(|&e| grid.edge_cells(e as usize).is_some()));
    let mut sets = DisjointSets::new(grid.len())?;
    progress.advance(1);
    let mut joined = 1;
    for i in 0..walls.len() {
        if joined == grid.len() {
            break;
        }
        let pick = i + below(rng, walls.len() - i);
        walls.swap(i, pick);
        let wall = walls[i] as usize;
        let Some((a, b)) = grid.edge_cells(wall) else {
            continue;
        };
        if sets.union(a as u32, b as u32) {
            grid.set_edge(wall, true);
            joined += 1;
            progress.advance(1);
        }
    }
    Ok(())
}
