//! The generators that grow from a frontier or join trees: the growing tree, both Prims and
//! Kruskal.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rand::Rng;

use super::{Carving, Cells};
use crate::Pick;
use crate::generate::Weights;
use crate::rng::{below, shuffle};
use crate::shape::MAX_SIDES;

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
        let mut walls: Vec<u64> = c
            .walls()
            .map(|wall| weights.of(wall.0 as usize) & !0xFFFF_FFFF | u64::from(wall.0))
            .collect();
        walls.sort_unstable();
        join_in_order(c, walls.into_iter().map(|key| Wall(key as u32)));
    }
}

/// True Prim grown from `start`: the frontier's walls in a heap by weight.
fn prim_by_frontier<C: Cells>(c: &mut Carving<'_, C>, weights: Weights, start: usize) {
    let mut heap = BinaryHeap::new();
    let add = |c: &mut Carving<'_, C>, cell: usize, heap: &mut BinaryHeap<_>| {
        c.visit(cell);
        for (side, next) in c.neighbours(cell).iter() {
            if !c.visited(next) {
                let wall = Wall::between(c, cell, side, next);
                let weight = weights.of(wall.0 as usize) & !0xFFFF_FFFF | u64::from(wall.0);
                heap.push(Reverse((weight, cell as u32, side as u8, next as u32)));
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

/// A wall named by the lower-numbered of its two cells and the side of that cell it lies on,
/// in 32 bits.
#[derive(Clone, Copy)]
struct Wall(u32);

impl Wall {
    /// Side `side` of `cell` (which has fewer than [`MAX_CELLS`](crate::shape::MAX_CELLS) cells
    /// before it).
    fn new(cell: usize, side: usize) -> Wall {
        Wall((cell * MAX_SIDES + side) as u32)
    }

    /// The wall across `side` of `cell`, whose neighbour there is `next`.
    fn between<C: Cells>(c: &Carving<'_, C>, cell: usize, side: usize, next: usize) -> Wall {
        if cell < next {
            return Wall::new(cell, side);
        }
        let around = c.neighbours(next);
        let back = around
            .iter()
            .find(|&(_, n)| n == cell)
            .map_or(0, |(s, _)| s);
        Wall::new(next, back)
    }

    fn cell_side(self) -> (usize, usize) {
        (self.0 as usize / MAX_SIDES, self.0 as usize % MAX_SIDES)
    }
}

impl<C: Cells> Carving<'_, C> {
    /// Every wall between two cells, once each, in the order of the cells.
    fn walls(&self) -> impl Iterator<Item = Wall> + '_ {
        (0..self.len()).flat_map(move |cell| {
            let around = self.neighbours(cell);
            (0..around.sides())
                .filter(move |&side| around.get(side).is_some_and(|next| next > cell))
                .map(move |side| Wall::new(cell, side))
        })
    }
}

/// Kruskal: open the walls in a random order, each only if its cells are not yet joined.
pub(super) fn kruskal<C: Cells, R: Rng + ?Sized>(c: &mut Carving<'_, C>, rng: &mut R) {
    let mut order: Vec<Wall> = c.walls().collect();
    shuffle(rng, &mut order);
    join_in_order(c, order);
}

/// Opens each of `walls` in turn whose cells are not yet joined, until the maze is whole.
fn join_in_order<C: Cells>(c: &mut Carving<'_, C>, walls: impl IntoIterator<Item = Wall>) {
    let mut sets = Sets::new(c.len());
    let mut joins = c.len() - 1;
    for wall in walls {
        if joins == 0 {
            break;
        }
        let (cell, side) = wall.cell_side();
        let Some(next) = c.cells.across(cell, side) else {
            continue;
        };
        if sets.join(cell as u32, next as u32) {
            c.open(cell, side);
            joins -= 1;
        }
    }
}

/// Disjoint sets of cells with paths halved, the root with the lower number linked under the
/// other (as the square lane's Kruskal does: no array of sizes to miss in the cache).
struct Sets {
    parent: Vec<u32>,
}

impl Sets {
    fn new(len: usize) -> Sets {
        Sets {
            parent: (0..len as u32).collect(),
        }
    }

    fn root(&mut self, mut cell: u32) -> u32 {
        while self.parent[cell as usize] != cell {
            let grand = self.parent[self.parent[cell as usize] as usize];
            self.parent[cell as usize] = grand;
            cell = grand;
        }
        cell
    }

    /// Joins the sets of `a` and `b`; false when they were one set already.
    fn join(&mut self, a: u32, b: u32) -> bool {
        let (a, b) = (self.root(a), self.root(b));
        if a == b {
            return false;
        }
        self.parent[a.min(b) as usize] = a.max(b);
        true
    }
}
