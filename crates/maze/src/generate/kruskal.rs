//! Randomized Kruskal: join the cells of random walls while they belong to different trees.
//!
//! 1. Put every cell in a set of its own and every interior wall in a list.
//! 2. Take the walls in random order; if the two cells a wall separates are in different sets,
//!    remove the wall and merge the sets.
//!
//! **Result:** perfect; many short dead ends, an even, spiky texture without directional bias.
//! **Memory:** a union–find forest (one word per cell) and the wall list (one word per wall).
//! **Time:** near-linear (union by size with path halving). Works on every topology.

use rand::Rng;

use crate::bits::{OutOfMemory, try_filled};
use crate::rng::below;
use crate::{Grid, Progress};

/// Disjoint sets of cells: union by size, find with path halving.
pub(crate) struct DisjointSets {
    parent: Vec<usize>,
    size: Vec<u32>,
}

impl DisjointSets {
    /// `count` singleton sets.
    pub(crate) fn new(count: usize) -> Result<DisjointSets, OutOfMemory> {
        let mut parent = try_filled(count as u64, 0usize)?;
        for (i, p) in parent.iter_mut().enumerate() {
            *p = i;
        }
        Ok(DisjointSets {
            parent,
            size: try_filled(count as u64, 1u32)?,
        })
    }

    /// The representative of `item`'s set.
    pub(crate) fn find(&mut self, mut item: usize) -> usize {
        while self.parent[item] != item {
            let grandparent = self.parent[self.parent[item]];
            self.parent[item] = grandparent;
            item = grandparent;
        }
        item
    }

    /// Merges the sets of `a` and `b`; false if they were already one set.
    pub(crate) fn union(&mut self, a: usize, b: usize) -> bool {
        let (mut a, mut b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        if self.size[a] < self.size[b] {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent[b] = a;
        self.size[a] = self.size[a].saturating_add(self.size[b]);
        true
    }
}

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized>(
    grid: &mut Grid,
    rng: &mut R,
    progress: &mut Progress<'_>,
) -> Result<(), OutOfMemory> {
    let mut walls = Vec::new();
    walls
        .try_reserve_exact(grid.edge_bits())
        .map_err(|_| OutOfMemory {
            bytes: grid.edge_bits() as u64 * 8,
        })?;
    walls.extend((0..grid.edge_bits()).filter(|&e| grid.edge_cells(e).is_some()));
    let mut sets = DisjointSets::new(grid.len())?;
    progress.advance(1);
    let mut joined = 1;
    for i in 0..walls.len() {
        if joined == grid.len() {
            break;
        }
        let pick = i + below(rng, walls.len() - i);
        walls.swap(i, pick);
        let wall = walls[i];
        let Some((a, b)) = grid.edge_cells(wall) else {
            continue;
        };
        if sets.union(a, b) {
            grid.set_edge(wall, true);
            joined += 1;
            progress.advance(1);
        }
    }
    Ok(())
}
