//! Simplified Prim: grow the maze by a random frontier cell at a time.
//!
//! 1. Start from a random cell; its neighbours form the frontier.
//! 2. Take a random frontier cell, carve to a random neighbour already in the maze, and add its
//!    new neighbours to the frontier.
//!
//! **Result:** perfect; a radial texture with many short dead ends and short solutions.
//! **Memory:** two bits per cell and the frontier list (one word per frontier cell).
//! **Time:** linear. Works on every topology.

use rand::Rng;

use super::{neighbors_where, pick_one};
use crate::bits::{BitSet, OutOfMemory};
use crate::rng::below;
use crate::{Direction, Grid, Progress};

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized>(
    grid: &mut Grid,
    rng: &mut R,
    progress: &mut Progress<'_>,
) -> Result<(), OutOfMemory> {
    let mut in_maze = BitSet::new(grid.cell_count())?;
    let mut seen = BitSet::new(grid.cell_count())?;
    let mut frontier = Vec::new();
    let start = below(rng, grid.len());
    join(grid, start, &mut in_maze, &mut seen, &mut frontier);
    progress.advance(1);
    while !frontier.is_empty() {
        let cell = frontier.swap_remove(below(rng, frontier.len()));
        let (options, count) = neighbors_where(grid, cell, |n| in_maze.get(n));
        let (dir, _) = pick_one(rng, &options, count);
        grid.carve_at(cell, dir);
        join(grid, cell, &mut in_maze, &mut seen, &mut frontier);
        progress.advance(1);
    }
    Ok(())
}

/// Adds `cell` to the maze and its never-seen neighbours to the frontier.
fn join(
    grid: &Grid,
    cell: usize,
    in_maze: &mut BitSet,
    seen: &mut BitSet,
    frontier: &mut Vec<usize>,
) {
    in_maze.set(cell);
    seen.set(cell);
    for dir in Direction::ALL {
        if let Some(next) = grid.step(cell, dir) {
            if !seen.get(next) {
                seen.set(next);
                frontier.push(next);
            }
        }
    }
}
