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
//! **Memory:** about 1.5 bytes per cell beside the grid at 4096² (3 at 1024²), for the walls
//! the bands hand on to the union–find of the whole grid; watched, 36 bytes per cell (a 32-bit parent per cell and the walls, sorted,
//! with their weights). **Time:** near-linear: a tile sorts the walls left by counting. Works on
//! every topology.

mod tiled;

pub(crate) use tiled::insertion_sort;

use rand::Rng;

use super::steps::{self, Step};
use crate::bits::{OutOfMemory, try_filled};
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

/// The walls' random weights: the order Kruskal's algorithm takes them in.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Weights {
    seed: u64,
}

impl Weights {
    /// The weights that `seed` picks.
    pub(crate) fn new(seed: u64) -> Weights {
        Weights { seed }
    }

    /// The weight of wall `edge` (an edge bit of the grid): SplitMix64's output for position
    /// `edge` of the seed's stream. Every step of it is a bijection, so no two walls weigh the
    /// same and the weights alone fix the order.
    #[inline]
    pub(crate) fn of(self, edge: usize) -> u64 {
        let mut z = self
            .seed
            .wrapping_add((edge as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// Disjoint sets of numbers: find with path halving, the root with the lower number linked
/// under the other (which saves a rank array's cache misses). `P` holds the parents.
pub(crate) struct DisjointSets<P = Vec<u32>> {
    parent: P,
}

/// Where disjoint sets keep each number's parent.
pub(crate) trait Parents {
    /// Every parent, in order.
    fn all(&mut self) -> &mut [u32];

    /// Number `i`'s parent.
    fn get(&self, i: u32) -> u32;

    /// Makes `parent` number `i`'s parent.
    fn set(&mut self, i: u32, parent: u32);
}

impl Parents for Vec<u32> {
    fn all(&mut self) -> &mut [u32] {
        self
    }

    #[inline]
    fn get(&self, i: u32) -> u32 {
        self[i as usize]
    }

    #[inline]
    fn set(&mut self, i: u32, parent: u32) {
        self[i as usize] = parent;
    }
}

/// The parents of up to `N` numbers (a power of two), numbers taken modulo `N`: the
/// compiler then knows every index is in bounds, and checks none.
impl<const N: usize> Parents for Box<[u32; N]> {
    fn all(&mut self) -> &mut [u32] {
        &mut self[..]
    }

    #[inline]
    fn get(&self, i: u32) -> u32 {
        self[i as usize % N]
    }

    #[inline]
    fn set(&mut self, i: u32, parent: u32) {
        self[i as usize % N] = parent;
    }
}

impl DisjointSets {
    /// `count` singleton sets.
    pub(crate) fn new(count: usize) -> Result<DisjointSets, OutOfMemory> {
        let mut sets = DisjointSets {
            parent: try_filled(count as u64, 0u32)?,
        };
        sets.reset(count);
        Ok(sets)
    }
}

impl<P: Parents> DisjointSets<P> {
    /// Makes the sets of the first `count` numbers singletons again.
    fn reset(&mut self, count: usize) {
        for (i, p) in (0..).zip(&mut self.parent.all()[..count]) {
            *p = i;
        }
    }

    /// The representative of `item`'s set (the set's highest number, as roots are linked).
    ///
    /// The first two steps up are taken without asking whether `item` is a root (a root's
    /// step stays put): 96 % of the finds in a tile end within them, so the loop's exit is
    /// rarely mispredicted (1000×1000 went from 44 to 39 ms with one step, and 27.9 to 26.9
    /// ms on one core with two; three were slower).
    #[inline]
    pub(crate) fn find(&mut self, mut item: u32) -> u32 {
        let parent = &mut self.parent;
        for _ in 0..2 {
            let grandparent = parent.get(parent.get(item));
            parent.set(item, grandparent);
            item = grandparent;
        }
        while parent.get(item) != item {
            let grandparent = parent.get(parent.get(item));
            parent.set(item, grandparent);
            item = grandparent;
        }
        item
    }

    /// Merges the sets of `a` and `b`: returns the root kept and the root linked under it,
    /// which are the same if `a` and `b` were already in one set. No branch on which.
    #[inline]
    pub(crate) fn union(&mut self, a: u32, b: u32) -> (u32, u32) {
        let (a, b) = (self.find(a), self.find(b));
        let (kept, linked) = (a.max(b), a.min(b));
        self.parent.set(linked, kept);
        (kept, linked)
    }
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
