//! The generators that grow from a frontier or join trees: the growing tree, both Prims and
//! Kruskal.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rand::Rng;

use super::{Carving, Cells};
use crate::Pick;
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
/// A wall joins the frontier once, when the first of its cells joins the maze (the other is
/// outside it then, and when that one joins, this one is no longer outside), so its weight is
/// drawn then.
pub(super) fn prim<C: Cells, R: Rng + ?Sized>(c: &mut Carving<'_, C>, rng: &mut R) {
    let mut heap = BinaryHeap::new();
    let add = |c: &mut Carving<'_, C>, cell: usize, heap: &mut BinaryHeap<_>, rng: &mut R| {
        c.visit(cell);
        for (side, next) in c.neighbours(cell).iter() {
            if !c.visited(next) {
                let wall = Wall::new(cell, side);
                heap.push(Reverse((rng.random::<u32>(), wall.0, next as u32)));
            }
        }
    };
    let first = c.any_cell(rng);
    add(c, first, &mut heap, rng);
    while let Some(Reverse((_, wall, to))) = heap.pop() {
        if !c.visited(to as usize) {
            let (cell, side) = Wall(wall).cell_side();
            c.open(cell, side);
            add(c, to as usize, &mut heap, rng);
        }
    }
}

/// A wall named by a cell beside it and the side of that cell it lies on, in 32 bits.
#[derive(Clone, Copy)]
struct Wall(u32);

impl Wall {
    /// Side `side` of `cell` (which has fewer than [`MAX_CELLS`](crate::shape::MAX_CELLS) cells
    /// before it).
    fn new(cell: usize, side: usize) -> Wall {
        Wall((cell * MAX_SIDES + side) as u32)
    }

    fn cell_side(self) -> (usize, usize) {
        (self.0 as usize / MAX_SIDES, self.0 as usize % MAX_SIDES)
    }
}

/// Kruskal: open the walls in a random order, each only if its cells are not yet joined.
pub(super) fn kruskal<C: Cells, R: Rng + ?Sized>(c: &mut Carving<'_, C>, rng: &mut R) {
    let mut order = Vec::with_capacity(c.lattice.wall_count());
    for cell in 0..c.len() {
        for (side, next) in c.neighbours(cell).iter() {
            if next > cell {
                order.push(Wall::new(cell, side));
            }
        }
    }
    shuffle(rng, &mut order);
    let mut sets = Sets::new(c.len());
    let mut joins = c.len() - 1;
    for wall in order {
        if joins == 0 {
            break;
        }
        let (cell, side) = wall.cell_side();
        let Some(next) = c.neighbours(cell).get(side) else {
            continue;
        };
        if sets.join(cell as u32, next as u32) {
            c.open(cell, side);
            joins -= 1;
        }
    }
}

/// Disjoint sets of cells, joined by size with paths halved.
struct Sets {
    parent: Vec<u32>,
    size: Vec<u32>,
}

impl Sets {
    fn new(len: usize) -> Sets {
        Sets {
            parent: (0..len as u32).collect(),
            size: vec![1; len],
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
        let (small, big) = if self.size[a as usize] < self.size[b as usize] {
            (a, b)
        } else {
            (b, a)
        };
        self.parent[small as usize] = big;
        self.size[big as usize] += self.size[small as usize];
        true
    }
}
