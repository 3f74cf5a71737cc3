//! Randomized Kruskal: join the cells of random walls while they belong to different trees.
//!
//! 1. Give every interior wall a random weight; put every cell in a set of its own.
//! 2. Take the walls lightest first; if the two cells a wall separates are in different sets,
//!    remove the wall and merge the sets.
//!
//! **Result:** perfect; many short dead ends, an even, spiky texture without directional bias.
//! The maze is the minimum spanning tree of the grid under the walls' weights.
//!
//! Taking every wall of a big grid in weight order scatters finds over a union–find that
//! outgrows the cache (3.4 s at 4000×4000). So, unless a watcher wants to see the walls go in
//! order, the same tree is built tile by tile: each cache-sized tile settles most of its walls
//! by local rules (a cell's lightest wall is in the tree, a square's heaviest is not) and runs
//! Kruskal on the rest, and one small union–find then settles the walls between tiles and the
//! few inside a tile that a path through other tiles might make redundant. Bands of tiles
//! are spanned, and settle what they can, on every core (4000×4000: 0.18 s on two cores,
//! 0.33 s on one).
//!
//! A wall's weight is a hash of the seed and the wall, so any part of the grid can work out
//! its walls' order without a list of all the walls.
//!
//! Every shape's Kruskal is built in bands the same way, with two ways to span a band: the
//! general lane's (`shape/generate/kruskal.rs`) spans bands of consecutive cell numbers of any
//! lattice where this one spans square tiles, and both share the walls' order (`order`), the union–find (`sets`) and the last step, one
//! union–find over the bands' ends (`ends`). The tiles' local rules and their branch-free
//! loops are what only squares get.
//!
//! **Memory:** about 1.5 bytes per cell beside the grid at 4096² (3 at 1024²), for the walls
//! the bands hand on to the union–find of the whole grid; watched, 36 bytes per cell (a 32-bit
//! parent per cell and the walls, sorted, with their weights). **Time:** near-linear: a tile
//! sorts the walls left by counting. Works on every topology.

pub(crate) mod ends;
pub(crate) mod order;
pub(crate) mod sets;
mod tiled;

use rand::Rng;

use self::order::Weights;
use self::sets::DisjointSets;
use super::steps::{self, Step};
use crate::bits::OutOfMemory;
use crate::watch::Watcher;
use crate::{direction::Direction, grid::Grid};

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    let weights = Weights::new(rng.next_u64());
    if W::STEPS {
        in_order(grid, weights, watcher)
    } else {
        spanning_tree(grid, weights, watcher)
    }
}

/// Builds the minimum spanning tree of `grid` (all walls up) under `weights`, a tile at a
/// time; reports progress only. True Prim's tree is this one too, for its own weights.
pub(super) fn spanning_tree<W: Watcher<Step>>(
    grid: &mut Grid,
    weights: Weights,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    let threads = crate::threads::cores();
    tiled::generate(grid, weights, tiled::SIDE, threads, watcher)
}

/// Kruskal's algorithm as written: every wall, sorted by weight, through one union–find over
/// the cells. Each wall removed is reported as it goes.
fn in_order<W: Watcher<Step>>(
    grid: &mut Grid,
    weights: Weights,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    let too_big = OutOfMemory {
        bytes: grid.cell_count().saturating_mul(12),
    };
    let cells = u32::try_from(grid.len()).map_err(|_| too_big)?;
    let mut walls = Vec::new();
    for cell in 0..grid.len() {
        for dir in [Direction::East, Direction::South] {
            if let Some(edge) = grid.edge(cell, dir) {
                walls.push((weights.of(edge), edge));
            }
        }
    }
    walls.sort_unstable();
    let mut sets = DisjointSets::new(grid.len())?;
    watcher.advance(1);
    let mut joined = 1;
    for (_, edge) in walls {
        if joined == cells {
            break;
        }
        let (cell, dir) = (edge / 2, [Direction::East, Direction::South][edge % 2]);
        let (kept, linked) = sets.union(cell as u32, grid.through(cell, dir) as u32);
        if kept != linked {
            grid.set_edge(edge, true);
            steps::opened(watcher, grid, cell, dir);
            joined += 1;
            watcher.advance(1);
        }
    }
    Ok(())
}
