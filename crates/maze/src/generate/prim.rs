//! True Prim: the minimum spanning tree of the grid under random wall weights.
//!
//! 1. Start from a random cell; give each wall leading out of the maze a random weight.
//! 2. Repeatedly take the lightest wall leading out; if the cell beyond is new, carve it and add
//!    its walls.
//!
//! **Result:** perfect; many short dead ends radiating from the start, much branching.
//! **Memory:** one visited bit per cell and a heap of frontier walls (8 bytes each: a 30-bit
//! weight above the wall's 34-bit number, which caps grids at 2³⁴ cells).
//! **Time:** `O(n log n)`. Works on every topology.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

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
    let mut frontier: BinaryHeap<Reverse<u64>> = BinaryHeap::new();
    let start = below(rng, grid.len());
    add_cell(grid, &mut visited, &mut frontier, start, rng);
    progress.advance(1);
    while let Some(Reverse(entry)) = frontier.pop() {
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
    frontier: &mut BinaryHeap<Reverse<u64>>,
    cell: usize,
    rng: &mut R,
) {
    visited.set(cell);
    for dir in Direction::ALL {
        if grid.step(cell, dir).is_some_and(|n| !visited.get(n)) {
            let weight = u64::from(rng.next_u32() >> 2) << WALL_BITS;
            frontier.push(Reverse(weight | (cell * 4 + dir.index()) as u64));
        }
    }
}
