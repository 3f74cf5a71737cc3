//! Aldous–Broder: one long random walk.
//!
//! 1. Start at a random cell.
//! 2. Step to a random neighbour; if it has not been visited, carve the passage to it.
//! 3. Stop when every cell has been visited.
//!
//! **Result:** perfect and *uniform*, like Wilson's. **Memory:** one bit per cell. **Time:** the
//! grid's cover time, about `n (ln n)² / π` steps on a large square grid: a second or so at
//! 1000×1000, and it grows faster than the maze. Works on every topology.

use rand::Rng;

use super::steps::{self, Step};
use super::walk::Walker;
use crate::bits::{BitSet, OutOfMemory};
use crate::grid::Grid;
use crate::rng::{BitPool, below};
use crate::watch::Watcher;

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    let mut visited = BitSet::new(grid.cell_count())?;
    let mut bits = BitPool::default();
    let walker = Walker::new(grid);
    let mut at = walker.at(below(rng, grid.len()));
    visited.set(at.index);
    steps::visited(watcher, grid, at.index);
    watcher.advance(1);
    let mut remaining = grid.len() - 1;
    while remaining > 0 {
        let (dir, next) = walker.random_step(at, &mut bits, rng);
        if !visited.get(next.index) {
            visited.set(next.index);
            grid.open_between(at.index, dir, next.index);
            steps::opened(watcher, grid, at.index, dir);
            remaining -= 1;
            watcher.advance(1);
        } else {
            steps::visited(watcher, grid, next.index);
        }
        at = next;
    }
    Ok(())
}
