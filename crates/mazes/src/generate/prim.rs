//! True Prim: the minimum spanning tree of the grid under random wall weights.
//!
//! 1. Give every wall a random weight, and start from a random cell.
//! 2. Repeatedly take the lightest wall leading out of the maze, carve it, and add the cell
//!    beyond with its walls.
//!
//! **Result:** perfect; many short dead ends, an even texture. The tree is the same whatever
//! the start: the minimum spanning tree of the weights, the one Kruskal's algorithm finds by
//! taking the walls lightest first. So the two make the same kind of maze by different routes
//! (a seed gives each its own weights; the radial look often credited to Prim's belongs to
//! [simplified Prim](super::prim_simplified)).
//!
//! Growing the tree a cell at a time keeps a frontier of walls spread over the grid, in a
//! heap (60 ms at 1000×1000). Unless a watcher wants to see the tree grow, the same tree is
//! built as Kruskal's is, a tile at a time (see [`super::kruskal`]); for that a wall's weight
//! is a hash of the seed and the wall, as Kruskal's are.
//!
//! **Memory:** as Kruskal's, about 1.5 bytes per cell beside the grid at 4096²; watched, one visited bit
//! per cell and the frontier walls (24 bytes each). **Time:** near-linear; watched,
//! `O(n log n)`. Works on every topology.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rand::Rng;

use super::kruskal::{self, order::Weights};
use super::steps::{self, Step};
use super::walk::Walker;
use crate::bits::{BitSet, OutOfMemory};
use crate::rng::below;
use crate::watch::Watcher;
use crate::{direction::Direction, grid::Grid};

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    let start = below(rng, grid.len());
    let weights = Weights::new(rng.next_u64());
    if W::STEPS {
        grow(grid, start, weights, watcher)
    } else {
        kruskal::spanning_tree(grid, weights, watcher)
    }
}

/// A wall on the frontier: its weight, the cell inside the maze and the way out of it.
type Exit = Reverse<(u64, usize, usize)>;

/// Prim's algorithm as written: the tree grows from `start`, a cell at a time, each step
/// reported as it goes.
fn grow<W: Watcher<Step>>(
    grid: &mut Grid,
    start: usize,
    weights: Weights,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    let mut visited = BitSet::new(grid.cell_count())?;
    let mut frontier = BinaryHeap::new();
    let walker = Walker::new(grid);
    add_cell(grid, &walker, weights, &mut visited, &mut frontier, start);
    steps::visited(watcher, grid, start);
    watcher.advance(1);
    while let Some(Reverse((_, cell, dir))) = frontier.pop() {
        let dir = Direction::from_index(dir);
        let next = grid.through(cell, dir);
        if !visited.get(next) {
            grid.open_between(cell, dir, next);
            steps::opened(watcher, grid, cell, dir);
            add_cell(grid, &walker, weights, &mut visited, &mut frontier, next);
            watcher.advance(1);
        }
    }
    Ok(())
}

/// Adds `cell` to the maze, and the walls to its unvisited neighbours to the frontier.
fn add_cell(
    grid: &Grid,
    walker: &Walker,
    weights: Weights,
    visited: &mut BitSet,
    frontier: &mut BinaryHeap<Exit>,
    cell: usize,
) {
    visited.set(cell);
    for (dir, next) in Direction::ALL
        .into_iter()
        .zip(walker.around(walker.at(cell)))
    {
        if next.index != cell
            && !visited.get(next.index)
            && let Some(edge) = grid.edge(cell, dir)
        {
            frontier.push(Reverse((weights.of(edge), cell, dir.index())));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{rng::rng_from_seed, size::Size, topology::Wrap};

    /// The maze of `size` and `wrap` for `seed`, grown cell by cell if `watched`.
    fn built(size: Size, wrap: Wrap, seed: u64, watched: bool) -> Grid {
        let mut grid = Grid::new(size, wrap).unwrap();
        let mut rng = rng_from_seed(seed);
        if watched {
            generate(&mut grid, &mut rng, &mut |_| {}).unwrap();
        } else {
            generate(&mut grid, &mut rng, &mut ()).unwrap();
        }
        grid
    }

    #[test]
    fn growing_the_tree_and_building_it_in_tiles_make_the_same_maze() {
        for (w, h) in [
            (1, 1),
            (1, 7),
            (2, 2),
            (5, 3),
            (30, 31),
            (64, 65),
            (130, 70),
        ] {
            for wrap in Wrap::ALL {
                let size = Size::new(w, h);
                if Grid::new(size, wrap).is_err() {
                    continue;
                }
                for seed in 0..3 {
                    let grown = built(size, wrap, seed, true);
                    assert_eq!(grown.passage_count(), size.cells() - 1);
                    assert_eq!(
                        built(size, wrap, seed, false),
                        grown,
                        "{w}×{h} {wrap:?} {seed}"
                    );
                }
            }
        }
    }
}
