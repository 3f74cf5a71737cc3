//! The generators that grow from a frontier: the growing tree and both Prims.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rand::Rng;

use super::kruskal::{Wall, minimum_tree};
use super::{Carving, Cells};
use crate::generate::Pick;
use crate::generate::kruskal::order::Weights;
use crate::rng::below;

/// Growing tree: grow from a cell of the active list (the newest, a random one, or either by a
/// coin flip), dropping cells with nothing left to visit.
///
/// When the newest cell may be asked for, the list stays in the order cells joined: a dropped
/// cell leaves a gap that random picks skip (drawing again) and that is swept out once gaps
/// make up half the list, so every step costs constant time on average. Always random, the
/// order does not matter, and the last cell takes a dropped cell's place.
pub(super) fn growing_tree<C: Cells, R: Rng + ?Sized>(
    c: &mut Carving<'_, C>,
    pick: Pick,
    rng: &mut R,
) {
    let first = c.any_cell(rng);
    c.visit(first);
    let mut active = vec![first as u32];
    if pick == Pick::Random {
        while !active.is_empty() {
            let index = below(rng, active.len());
            if !grow(c, &mut active, index, rng) {
                active.swap_remove(index);
            }
        }
        return;
    }
    const GAP: u32 = u32::MAX;
    let mut gaps = 0;
    loop {
        while active.last() == Some(&GAP) {
            active.pop();
            gaps -= 1;
        }
        if active.is_empty() {
            return;
        }
        let newest = match pick {
            Pick::Newest => true,
            Pick::Random => false,
            Pick::Mixed => c.bits.take(rng, 1) == 1,
        };
        let index = if newest {
            active.len() - 1
        } else {
            loop {
                let i = below(rng, active.len());
                if active[i] != GAP {
                    break i;
                }
            }
        };
        if !grow(c, &mut active, index, rng) {
            active[index] = GAP;
            gaps += 1;
            if 2 * gaps > active.len() {
                active.retain(|&cell| cell != GAP);
                gaps = 0;
            }
        }
    }
}

/// Carves from the cell at place `index` of `active` to a random neighbour outside the maze and
/// adds that neighbour to the list; false if the cell has none left.
#[inline]
fn grow<C: Cells, R: Rng + ?Sized>(
    c: &mut Carving<'_, C>,
    active: &mut Vec<u32>,
    index: usize,
    rng: &mut R,
) -> bool {
    let cell = active[index] as usize;
    let Some((side, next)) = c.pick(cell, false, rng) else {
        return false;
    };
    c.open(cell, side);
    c.visit(next);
    active.push(next as u32);
    true
}

/// Simplified Prim: join a random frontier cell (a cell beside the maze) to a random
/// neighbour in the maze.
pub(super) fn prim_simplified<C: Cells, R: Rng + ?Sized>(c: &mut Carving<'_, C>, rng: &mut R) {
    let mut cell = c.any_cell(rng);
    let mut frontier = Vec::new();
    let mut listed = crate::bits::BitSet::with_len(c.len());
    loop {
        // The cell's neighbours, found once: those in the maze to join, the others to list.
        // The first cell has none in the maze, and draws nothing.
        let around = c.neighbours(cell);
        let inside = super::sides_where(&around, |n| c.visited(n));
        if let Some(side) = super::draw_side(&mut c.bits, inside, rng) {
            c.open(cell, side);
        }
        c.visit(cell);
        for (_, next) in around.iter() {
            if !c.visited(next) && !listed.get(next) {
                listed.set(next);
                frontier.push(next as u32);
            }
        }
        if frontier.is_empty() {
            return;
        }
        cell = frontier.swap_remove(below(rng, frontier.len())) as usize;
    }
}

/// True Prim: a minimum spanning tree over random wall weights, grown from one cell by always
/// opening the lightest wall between the maze and a cell outside it.
///
/// With distinct weights a graph has one minimum spanning tree, which Kruskal's algorithm
/// finds as well: taking the walls lightest first is far faster than a heap of the frontier,
/// so that is how the tree is built unless someone watches it grow.
pub(super) fn prim<C: Cells, R: Rng + ?Sized>(c: &mut Carving<'_, C>, rng: &mut R) {
    let weights = Weights::new(rng.next_u64());
    let start = c.any_cell(rng);
    if c.watched() {
        prim_by_frontier(c, weights, start);
    } else {
        minimum_tree(c, weights);
    }
}

/// True Prim grown from `start`: the frontier's walls in a heap by weight.
fn prim_by_frontier<C: Cells>(c: &mut Carving<'_, C>, weights: Weights, start: usize) {
    let mut heap = BinaryHeap::new();
    let add = |c: &mut Carving<'_, C>, cell: usize, heap: &mut BinaryHeap<_>| {
        c.visit(cell);
        for (side, next) in c.neighbours(cell).iter() {
            if !c.visited(next) {
                let wall = Wall::between(&c.cells, cell, side, next);
                heap.push(Reverse((
                    wall.key(weights),
                    cell as u32,
                    side as u8,
                    next as u32,
                )));
            }
        }
    };
    add(c, start, &mut heap);
    while let Some(Reverse((_, cell, side, next))) = heap.pop() {
        if !c.visited(next as usize) {
            c.open(cell as usize, usize::from(side));
            add(c, next as usize, &mut heap);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::Maze;
    use crate::shape::{Lattice, Shape};
    use crate::{generate::Algorithm, size::Size};

    /// The textbook random growing tree: the list keeps its order and a pick that finds a cell
    /// finished removes it there.
    fn textbook(lattice: &Lattice, seed: u64) -> Maze {
        Maze::of_passages(
            lattice.clone(),
            super::super::textbook_growing_tree(lattice, false, seed),
        )
    }

    /// A pick that lands on a finished cell only removes it, so moving the last cell into its
    /// place (instead of keeping the order) makes the same kind of maze: dead ends as often.
    #[test]
    fn the_random_growing_tree_keeps_the_textbook_texture() {
        for shape in [Shape::hex(Size::new(80, 80)), Shape::polar(45)] {
            let lattice = Lattice::new(shape).unwrap();
            let mean = |make: &dyn Fn(u64) -> Maze| {
                let percents: Vec<f64> = (1..=12)
                    .map(|seed| crate::metrics::Metrics::of(&make(seed)).dead_end_percent)
                    .collect();
                percents.iter().sum::<f64>() / percents.len() as f64
            };
            let random = Algorithm::GrowingTree(Pick::Random);
            let ours = mean(&|seed| Maze::generate(lattice.clone(), random, seed).unwrap());
            let reference = mean(&|seed| textbook(&lattice, seed));
            assert!(
                (ours - reference).abs() < 1.0,
                "{:?}: {ours:.2} % against {reference:.2} %",
                lattice.shape().kind()
            );
        }
    }
}
