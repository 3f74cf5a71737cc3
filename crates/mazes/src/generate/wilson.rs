//! Wilson's algorithm: loop-erased random walks.
//!
//! 1. Put one random cell in the maze.
//! 2. From each cell not yet in the maze, walk at random until the walk hits the maze, remembering
//!    only the last direction taken from each cell (which erases any loop the walk made).
//! 3. Retrace the remembered directions from the walk's start, carving them into the maze.
//!
//! **Result:** perfect and *uniform*: every spanning tree of the grid is equally likely, so the
//! maze has no bias at all. **Memory:** one bit per cell beside the grid's two: the remembered
//! directions are kept in the grid's own bits (see `tree`), and once a walk joins the maze they
//! already are the way from each of its cells to the first one. **Time:** the first walks are
//! long on big grids (expected total is the grid's mean hitting time), later ones short. Works
//! on every topology.

use rand::Rng;

use super::steps::{self, Step};
use super::tree;
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
    let mut in_maze = BitSet::new(grid.cell_count())?;
    let mut bits = BitPool::default();
    let walker = Walker::new(grid);
    let root = below(rng, grid.len());
    in_maze.set(root);
    steps::visited(watcher, grid, root);
    watcher.advance(1);
    for start in 0..grid.len() {
        if in_maze.get(start) {
            continue;
        }
        let mut at = walker.at(start);
        steps::visited(watcher, grid, start);
        while !in_maze.get(at.index) {
            let (dir, next) = walker.random_step(at, &mut bits, rng);
            tree::set_parent(grid, at.index, dir);
            at = next;
            steps::visited(watcher, grid, at.index);
        }
        let mut at = walker.at(start);
        while !in_maze.get(at.index) {
            in_maze.set(at.index);
            let dir = tree::parent(grid, at.index);
            steps::opened(watcher, grid, at.index, dir);
            watcher.advance(1);
            at = walker.around(at)[dir.index()];
        }
    }
    tree::into_passages(grid, root);
    Ok(())
}
