//! The generators that grow from a frontier or join trees: the growing tree, both Prims and
//! Kruskal.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rand::Rng;

use super::Carving;
use crate::Pick;
use crate::rng::{below, shuffle};

/// Growing tree: grow from a cell of the active list (the newest, a random one, or either by a
/// coin flip), dropping cells with nothing left to visit.
///
/// The list stays in the order cells joined, so that "newest" is the newest: a dropped cell
/// leaves a gap that random picks skip (drawing again) and that is swept out once gaps make up
/// half the list, so every step costs constant time on average.
pub(super) fn growing_tree<R: Rng + ?Sized>(c: &mut Carving<'_>, pick: Pick, rng: &mut R) {
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
        match c.pick(active[index] as usize, false, rng) {
            Some(link) => {
                c.open(link);
                c.visit(link.to as usize);
                active.push(link.to);
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
pub(super) fn prim_simplified<R: Rng + ?Sized>(c: &mut Carving<'_>, rng: &mut R) {
    let first = c.any_cell(rng);
    let mut frontier = Vec::new();
    let mut listed = crate::bits::BitSet::with_len(c.len());
    let mut add = |c: &mut Carving<'_>, cell: usize, frontier: &mut Vec<u32>| {
        c.visit(cell);
        for next in c.links(cell).iter().filter_map(|l| l.neighbour()) {
            if !c.visited(next) && !listed.get(next) {
                listed.set(next);
                frontier.push(next as u32);
            }
        }
    };
    add(c, first, &mut frontier);
    while !frontier.is_empty() {
        let cell = frontier.swap_remove(below(rng, frontier.len())) as usize;
        if let Some(link) = c.pick(cell, true, rng) {
            c.open(link);
        }
        add(c, cell, &mut frontier);
    }
}

/// True Prim: a minimum spanning tree over random wall weights, grown from one cell by always
/// opening the lightest wall between the maze and a cell outside it.
pub(super) fn prim<R: Rng + ?Sized>(c: &mut Carving<'_>, rng: &mut R) {
    let weights: Vec<u32> = (0..c.lattice.wall_count()).map(|_| rng.random()).collect();
    let mut heap = BinaryHeap::new();
    let add = |c: &mut Carving<'_>, cell: usize, heap: &mut BinaryHeap<_>| {
        c.visit(cell);
        for link in c.links(cell) {
            if link.neighbour().is_some_and(|n| !c.visited(n)) {
                heap.push(Reverse((weights[link.wall as usize], link.wall, link.to)));
            }
        }
    };
    let first = c.any_cell(rng);
    add(c, first, &mut heap);
    while let Some(Reverse((_, wall, to))) = heap.pop() {
        if !c.visited(to as usize) {
            c.open_wall(wall);
            add(c, to as usize, &mut heap);
        }
    }
}

/// Kruskal: open the walls in a random order, each only if its cells are not yet joined.
pub(super) fn kruskal<R: Rng + ?Sized>(c: &mut Carving<'_>, rng: &mut R) {
    let ends = c.lattice.wall_ends();
    let mut order: Vec<u32> = (0..ends.len() as u32).collect();
    shuffle(rng, &mut order);
    let mut sets = Sets::new(c.len());
    let mut joins = c.len() - 1;
    for wall in order {
        if joins == 0 {
            break;
        }
        let [a, b] = ends[wall as usize];
        if sets.join(a, b) {
            c.open_wall(wall);
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
