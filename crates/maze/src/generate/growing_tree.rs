//! Growing tree: keep a list of active cells and grow the maze from one of them at a time.
//!
//! 1. Put a random cell in the list.
//! 2. Pick a cell from the list (the newest, a random one, or either by a coin flip: the
//!    [`Pick`]). If it has unvisited neighbours, carve to a random one and add that to the list;
//!    otherwise remove the cell from the list.
//! 3. Stop when the list is empty.
//!
//! **Result:** perfect. Always newest *is* the recursive backtracker: the list is then a stack,
//! the choices are drawn the same way, and the maze for a seed is the same, so that pick is made
//! by [`backtracker`](super::backtracker) (3 bits per cell, no list). Always random behaves like
//! simplified Prim (short dead ends, branching); mixed lies between. Removal moves the last cell
//! into the gap, so "newest" means "last in the list".
//! **Memory:** one bit per cell and the list (one word per active cell; whenever it fills, the
//! cells with nothing left to visit are dropped from it first). **Time:** linear.
//! Works on every topology.

use rand::Rng;

use super::carve_to_unvisited;
use super::space::{Space, Wrapped};
use crate::bits::OutOfMemory;
use crate::rng::{BitPool, below};
use crate::{Grid, Progress};

/// How the growing tree chooses the next cell to grow from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pick {
    /// The most recently added cell.
    Newest,
    /// A uniformly random active cell.
    Random,
    /// Newest or random with equal chance.
    Mixed,
}

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized>(
    grid: &mut Grid,
    pick: Pick,
    rng: &mut R,
    progress: &mut Progress<'_>,
) -> Result<(), OutOfMemory> {
    if pick == Pick::Newest {
        return super::backtracker::generate(grid, rng, progress);
    }
    let mut space = Wrapped::new(grid)?;
    let mut bits = BitPool::default();
    let start = below(rng, grid.len());
    space.visit(space.at(start));
    progress.advance(1);
    let mut active = vec![start];
    while !active.is_empty() {
        // Only random and mixed come here: a coin for mixed, never the newest for random.
        let newest = pick == Pick::Mixed && rng.random_bool(0.5);
        let at = if newest {
            active.len() - 1
        } else {
            below(rng, active.len())
        };
        let cell = space.at(active[at]);
        match carve_to_unvisited(grid, &mut space, cell, &mut bits, rng) {
            Some((_, next)) => {
                progress.advance(1);
                if active.len() == active.capacity() {
                    prune(&mut active, &space);
                }
                active.push(next.index);
            }
            None => {
                active.swap_remove(at);
            }
        }
    }
    Ok(())
}

/// Drops from a full `active` list the cells whose neighbours are all visited, keeping the
/// order, and makes room to double it if that freed less than half.
///
/// Picking such a cell would only remove it, so dropping it early changes which cells are
/// picked, not how a maze grows from them (for random picks the choice stays uniform among the
/// cells that can grow). Until picked, finished cells are most of the list: pruning them
/// halves the list for random picks and quarters it for mixed ones.
fn prune(active: &mut Vec<usize>, space: &Wrapped) {
    active.retain(|&cell| space.unvisited(space.at(cell)) != 0);
    if active.len() > active.capacity() / 2 {
        active.reserve(active.capacity());
    }
}
