//! Recursive backtracker: a randomized depth-first search, without the recursion.
//!
//! 1. Start at a random cell and mark it visited.
//! 2. If the current cell has unvisited neighbours, carve to a random one and move there.
//! 3. Otherwise step back the way you came; when back at the start, stop.
//!
//! **Result:** perfect; long, winding corridors with few dead ends and a long solution.
//! **Memory:** one visited bit per cell plus one byte per step of the current path (the way
//! back is stored as directions, not positions). **Time:** linear. Works on every topology.

use rand::Rng;

use super::carve_to_unvisited;
use crate::bits::{BitSet, OutOfMemory};
use crate::rng::below;
use crate::{Direction, Grid, Progress};

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized>(
    grid: &mut Grid,
    rng: &mut R,
    progress: &mut Progress<'_>,
) -> Result<(), OutOfMemory> {
    let mut visited = BitSet::new(grid.cell_count())?;
    let mut came_by: Vec<Direction> = Vec::new();
    let mut current = below(rng, grid.len());
    visited.set(current);
    progress.advance(1);
    loop {
        if let Some((dir, next)) = carve_to_unvisited(grid, &mut visited, current, rng) {
            progress.advance(1);
            came_by.push(dir);
            current = next;
        } else {
            let Some(dir) = came_by.pop() else { break };
            let Some(back) = grid.step(current, dir.opposite()) else {
                break;
            };
            current = back;
        }
    }
    Ok(())
}
