//! Wilson's algorithm: loop-erased random walks.
//!
//! 1. Put one random cell in the maze.
//! 2. From each cell not yet in the maze, walk at random until the walk hits the maze, remembering
//!    only the last direction taken from each cell (which erases any loop the walk made).
//! 3. Retrace the remembered directions from the walk's start, carving them into the maze.
//!
//! **Result:** perfect and *uniform*: every spanning tree of the grid is equally likely, so the
//! maze has no bias at all. **Memory:** one bit and one direction byte per cell. **Time:** the
//! first walks are long on big grids (expected total is the grid's mean hitting time), later ones
//! short. Works on every topology.

use rand::Rng;

use crate::bits::{BitSet, OutOfMemory, try_filled};
use crate::rng::{BitPool, below};
use crate::{Direction, Grid, Progress};

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized>(
    grid: &mut Grid,
    rng: &mut R,
    progress: &mut Progress<'_>,
) -> Result<(), OutOfMemory> {
    let mut in_maze = BitSet::new(grid.cell_count())?;
    let mut exit = try_filled(grid.cell_count(), Direction::North)?;
    let mut bits = BitPool::default();
    in_maze.set(below(rng, grid.len()));
    progress.advance(1);
    for start in 0..grid.len() {
        if in_maze.get(start) {
            continue;
        }
        let mut cell = start;
        while !in_maze.get(cell) {
            let (dir, next) = random_step(grid, cell, &mut bits, rng);
            exit[cell] = dir;
            cell = next;
        }
        let mut cell = start;
        while !in_maze.get(cell) {
            in_maze.set(cell);
            progress.advance(1);
            grid.carve_at(cell, exit[cell]);
            let Some(next) = grid.step(cell, exit[cell]) else {
                break;
            };
            cell = next;
        }
    }
    Ok(())
}

/// A uniformly random step from `cell` to one of its neighbours; the cell must have one.
#[inline]
pub(crate) fn random_step<R: Rng + ?Sized>(
    grid: &Grid,
    cell: usize,
    bits: &mut BitPool,
    rng: &mut R,
) -> (Direction, usize) {
    loop {
        let dir = Direction::from_index(bits.take(rng, 2) as usize);
        if let Some(next) = grid.step(cell, dir) {
            return (dir, next);
        }
    }
}
