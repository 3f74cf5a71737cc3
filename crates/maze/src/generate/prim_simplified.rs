//! Simplified Prim: grow the maze by a random frontier cell at a time.
//!
//! 1. Start from a random cell; its neighbours form the frontier.
//! 2. Take a random frontier cell, carve to a random neighbour already in the maze, and add its
//!    new neighbours to the frontier.
//!
//! **Result:** perfect; a radial texture with many short dead ends and short solutions.
//! **Memory:** one bit per cell (which cells are in the maze) and the frontier list (one word
//! per frontier cell). Whether a cell is already on the frontier is not stored: it is exactly
//! when one of its neighbours is in the maze.
//! **Time:** linear. Works on every topology.

use rand::Rng;

use super::steps::{self, Step};
use super::walk::{At, Walker};
use crate::bits::{BitSet, OutOfMemory, set_bits};
use crate::rng::below;
use crate::watch::Watcher;
use crate::{Direction, Grid};

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    let mut in_maze = BitSet::new(grid.cell_count())?;
    let mut frontier = Vec::new();
    let walker = Walker::new(grid);
    let start = below(rng, grid.len());
    join(&walker, walker.at(start), &mut in_maze, &mut frontier);
    steps::visited(watcher, grid, start);
    watcher.advance(1);
    while !frontier.is_empty() {
        let at = walker.at(frontier.swap_remove(below(rng, frontier.len())));
        let around = walker.around(at);
        let inside = walker.distinct(0b1111 & !outside(&around, &in_maze));
        let pick = below(rng, inside.count_ones() as usize);
        let d = set_bits(inside.into()).nth(pick).unwrap_or_default() as usize;
        let dir = Direction::from_index(d);
        grid.open_between(at.index, dir, around[d].index);
        steps::opened(watcher, grid, at.index, dir);
        join(&walker, at, &mut in_maze, &mut frontier);
        watcher.advance(1);
    }
    Ok(())
}

/// Adds `at` to the maze and to the frontier its neighbours that were not on it: those outside
/// the maze whose only neighbour in the maze is now `at`.
fn join(walker: &Walker, at: At, in_maze: &mut BitSet, frontier: &mut Vec<usize>) {
    in_maze.set(at.index);
    let around = walker.around(at);
    for d in set_bits(walker.distinct(outside(&around, in_maze)).into()) {
        let next = around[d as usize];
        let joined = 0b1111 & !outside(&walker.around(next), in_maze);
        if walker.distinct(joined).count_ones() == 1 {
            frontier.push(next.index);
        }
    }
}

/// The directions (bit `d` for `Direction::ALL[d]`) in which `around` holds cells outside the
/// maze (a bounded border's stand-in, the cell itself, counts as outside only if it is).
fn outside(around: &[At; 4], in_maze: &BitSet) -> u8 {
    around.iter().enumerate().fold(0, |mask, (d, next)| {
        mask | u8::from(!in_maze.get(next.index)) << d
    })
}
