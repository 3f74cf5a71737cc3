//! The generators that grow from a frontier: the growing tree and both Prims.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rand::Rng;

use super::kruskal::{Wall, minimum_tree};
use super::{Carving, Cells};
use crate::Pick;
use crate::generate::Weights;
use crate::rng::below;

/// Growing tree: grow from a cell of the active list (the newest, a random one, or either by a
/// coin flip), dropping cells with nothing left to visit.
///
/// The list stays in the order cells joined, so that "newest" is the newest: a dropped cell
/// leaves a gap that random picks skip (drawing again) and that is swept out once gaps make up
/// half the list, so every step costs constant time on average.
pub(super) fn growing_tree<C: Cells, R: Rng + ?Sized>(
    c: &mut Carving<'_, C>,
    pick: Pick,
    rng: &mut R,
) {
    const GAP: u32 = u32::MAX;
    let first = c.any_cell(rng);
    c.visit(first);
    let mut active = vec![first as u32];
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
            Pick::Mixed => rng.random::<bool>(),
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
        let cell = active[index] as usize;
        match c.pick(cell, false, rng) {
            Some((side, next)) => {
                c.open(cell, side);
                c.visit(next);
                active.push(next as u32);
            }
            None => {
                active[index] = GAP;
                gaps += 1;
                if 2 * gaps > active.len() {
                    active.retain(|&cell| cell != GAP);
                    gaps = 0;
                }
            }
        }
    }
}

/// Simplified Prim: join a random frontier cell (a cell beside the maze) to a random
/// neighbour in the maze.
pub(super) fn prim_simplified<C: Cells, R: Rng + ?Sized>(c: &mut Carving<'_, C>, rng: &mut R) {
    let first = c.any_cell(rng);
    let mut frontier = Vec::new();
    let mut listed = crate::bits::BitSet::with_len(c.len());
    let mut add = |c: &mut Carving<'_, C>, cell: usize, frontier: &mut Vec<u32>| {
        c.visit(cell);
        for (_, next) in c.neighbours(cell).iter() {
            if !c.visited(next) && !listed.get(next) {
                listed.set(next);
                frontier.push(next as u32);
            }
        }
    };
    add(c, first, &mut frontier);
    while !frontier.is_empty() {
        let cell = frontier.swap_remove(below(rng, frontier.len())) as usize;
        if let Some((side, _)) = c.pick(cell, true, rng) {
            c.open(cell, side);
        }
        add(c, cell, &mut frontier);
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
