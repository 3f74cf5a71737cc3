//! Recursive backtracker: a randomized depth-first search, without the recursion.
//!
//! 1. Start at a random cell and mark it visited.
//! 2. If the current cell has unvisited neighbours, carve to a random one and move there.
//! 3. Otherwise step back the way you came; when back at the start, stop.
//!
//! **Result:** perfect; long, winding corridors with few dead ends and a long solution.
//! **Memory:** one visited bit per cell beside the grid's two: the way back from each cell is
//! written into the grid's own bits while the search runs (see `tree`), so there is no stack,
//! and the directions become passages at the end. **Time:** linear. Works on every topology.

use rand::Rng;

use super::space::{Framed, Space, Wrapped};
use super::steps::{self, Step};
use super::tree;
use super::walk::random_choice;
use crate::bits::OutOfMemory;
use crate::rng::{BitPool, below};
use crate::watch::Watcher;
use crate::{Grid, Wrap};

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    let root = below(rng, grid.len());
    if grid.wrap() == Wrap::None {
        search(grid, Framed::new(grid)?, root, rng, watcher);
    } else {
        search(grid, Wrapped::new(grid)?, root, rng, watcher);
    }
    tree::into_passages(grid, root);
    Ok(())
}

/// The depth-first search from `root`, leaving each cell's way back in the grid.
fn search<S: Space, R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    mut space: S,
    root: usize,
    rng: &mut R,
    watcher: &mut W,
) {
    let mut bits = BitPool::default();
    let mut at = space.at(root);
    space.visit(at);
    steps::visited(watcher, grid, root);
    watcher.advance(1);
    loop {
        let fresh = space.unvisited(at);
        if fresh != 0 {
            let from = space.index(at);
            let dir;
            (at, dir) = space.step_among(at, fresh, random_choice(&mut bits, rng));
            space.visit(at);
            tree::set_first_parent(grid, space.index(at), dir.opposite());
            steps::opened(watcher, grid, from, dir);
            watcher.advance(1);
        } else if space.index(at) == root {
            break;
        } else {
            at = space.step(at, tree::parent(grid, space.index(at)));
            steps::visited(watcher, grid, space.index(at));
        }
    }
}
