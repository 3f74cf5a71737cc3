//! Origin Shift (CaptainLuma, 2024): a perfect maze kept perfect while its root wanders.
//!
//! 1. Start from a tree in which every cell points along a passage towards one root: each row
//!    runs west to its first cell, the first column north to the top-left corner.
//! 2. Move the root to a random neighbour: the old root now points at the new one (that passage
//!    opens), and the new root's own passage onward closes.
//! 3. Stop when the root has visited every cell.
//!
//! **Result:** perfect at every step (one passage out of every cell but the root, all leading
//! to it), and in the end *uniform*: every passage is then the walk's last way out of a cell,
//! and the tree of a random walk's last exits, stopped when it has covered the graph, is a
//! uniform spanning tree (Hu, Lyons and Tang, "A reverse Aldous–Broder algorithm", 2021). A
//! test checks it against the exact counts of small mazes. **Memory:** three
//! bits a cell: each cell's way towards the root, and whether the root has been there. **Time:** the grid's cover time, as Aldous–Broder. Works on every
//! topology; the library's [`OriginShift`](crate::shape::generate::OriginShift) takes single
//! steps on any shape, to morph a maze a passage at a time.

use rand::Rng;

use super::steps::{self, Step};
use super::walk::Walker;
use crate::bits::{BitSet, OutOfMemory};
use crate::rng::BitPool;
use crate::watch::Watcher;
use crate::{direction::Direction, grid::Grid};

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    // Each cell's way towards the root (the root's own pair is stale and never read).
    let mut toward = BitSet::new(2 * grid.cell_count())?;
    let mut visited = BitSet::new(grid.cell_count())?;
    let width = grid.width() as usize;
    for cell in 1..grid.len() {
        let dir = if cell % width > 0 {
            Direction::West
        } else {
            Direction::North
        };
        grid.carve_at(cell, dir);
        steps::opened(watcher, grid, cell, dir);
        toward.set_pair(cell, dir.index() as u64);
    }
    let walker = Walker::new(grid);
    let mut bits = BitPool::default();
    let mut root = walker.at(0);
    visited.set(0);
    watcher.advance(1);
    let mut remaining = grid.len() - 1;
    while remaining > 0 {
        let (dir, next) = walker.random_step(root, &mut bits, rng);
        let onward = Direction::from_index(toward.pair(next.index) as usize);
        // Back the way it came is the passage just walked (even where two passages join the same
        // cells, on a grid two cells wide that wraps); any other way is another passage.
        if onward == dir.opposite() {
            steps::visited(watcher, grid, next.index);
        } else {
            grid.open_between(root.index, dir, next.index);
            steps::opened(watcher, grid, root.index, dir);
            // A cell's way towards the root always leads to a neighbour.
            if let Some(far) = walker.step(next, onward) {
                grid.close_between(next.index, onward, far.index);
            }
            steps::closed(watcher, grid, next.index, onward);
        }
        toward.set_pair(root.index, dir.index() as u64);
        root = next;
        if !visited.get(root.index) {
            visited.set(root.index);
            remaining -= 1;
            watcher.advance(1);
        }
    }
    Ok(())
}
