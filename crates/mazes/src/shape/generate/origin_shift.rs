//! Origin Shift: a perfect maze that stays perfect while its root wanders.

use std::collections::VecDeque;

use rand::Rng;

use super::Change;
use crate::bits::BitSet;
use crate::rng::below;
use crate::shape::{Lattice, Link};

/// What the root points at: no cell, no wall.
const NOWHERE: Link = Link {
    to: Link::NONE,
    wall: Link::NONE,
};

/// A perfect maze held as a tree whose every cell points along a passage towards one cell, the
/// root (the *origin*). One step moves the root to a random neighbour: the old root now points
/// at the new one, and the new root's own passage onward is closed. One wall opens, one closes,
/// and the maze is still perfect.
///
/// Started from any perfect maze, the steps morph it into a new one a passage at a time (the
/// root's walk re-draws the maze behind it), which is what a maze that changes while someone
/// walks it needs. Once the root has visited every cell, every passage was drawn by the walk:
/// the walk's last exits from each cell form the tree, the time reverse of Aldous–Broder's
/// first entries (the algorithm is CaptainLuma's, 2024).
#[derive(Clone, Debug)]
pub struct OriginShift {
    /// For each cell, the link it leaves by towards the root ([`Link::NONE`] parts at the root).
    toward_root: Vec<Link>,
    root: usize,
}

impl OriginShift {
    /// The breadth-first tree of `lattice` from cell 0: a perfect maze of straight spokes.
    pub fn new(lattice: &Lattice) -> OriginShift {
        OriginShift::breadth_first(lattice, 0)
    }

    /// The breadth-first tree of `lattice` from `root`, which must be a cell of it.
    fn breadth_first(lattice: &Lattice, root: usize) -> OriginShift {
        let mut toward_root = vec![NOWHERE; lattice.len()];
        let mut seen = BitSet::with_len(lattice.len());
        let mut queue = VecDeque::from([root]);
        seen.set(root);
        while let Some(cell) = queue.pop_front() {
            for link in lattice.links(cell) {
                if let Some(next) = link.neighbour().filter(|&n| !seen.get(n)) {
                    seen.set(next);
                    toward_root[next] = Link {
                        to: cell as u32,
                        wall: link.wall,
                    };
                    queue.push_back(next);
                }
            }
        }
        OriginShift { toward_root, root }
    }

    /// The perfect maze of `lattice` whose side `side` of `cell` is open where
    /// `open(cell, side)`, rooted at `root`; `None` unless that maze is perfect and `root` is
    /// one of its cells ([`Maze::origin_shift`](crate::Maze::origin_shift)).
    pub(crate) fn of_tree(
        lattice: &Lattice,
        open: impl Fn(usize, usize) -> bool,
        root: usize,
    ) -> Option<OriginShift> {
        if root >= lattice.len() {
            return None;
        }
        let mut shift = OriginShift {
            toward_root: vec![NOWHERE; lattice.len()],
            root,
        };
        let mut seen = BitSet::with_len(lattice.len());
        let mut queue = VecDeque::from([root]);
        seen.set(root);
        let mut reached = 1;
        while let Some(cell) = queue.pop_front() {
            for (side, link) in lattice.links(cell).iter().enumerate() {
                let Some(next) = link.neighbour() else {
                    continue;
                };
                if !open(cell, side) {
                    continue;
                }
                if seen.get(next) {
                    // A passage back to a seen cell other than the one we came from: a loop.
                    if shift.toward_root[cell].wall != link.wall {
                        return None;
                    }
                    continue;
                }
                seen.set(next);
                reached += 1;
                shift.toward_root[next] = Link {
                    to: cell as u32,
                    wall: link.wall,
                };
                queue.push_back(next);
            }
        }
        (reached == lattice.len()).then_some(shift)
    }

    /// The root: the one cell that points nowhere.
    pub fn root(&self) -> usize {
        self.root
    }

    /// Moves the root to a random neighbour: returns the wall opened (from the old root to the
    /// new) and the wall closed (the new root's way on), equal when the root stepped back along
    /// its own passage and nothing changed. `None` for a lattice of one cell.
    pub fn step<R: Rng + ?Sized>(&mut self, lattice: &Lattice, rng: &mut R) -> Option<(u32, u32)> {
        let links = lattice.links(self.root);
        let count = links.iter().filter(|l| l.to != Link::NONE).count();
        if count == 0 {
            return None;
        }
        let chosen = below(rng, count);
        let link = *links.iter().filter(|l| l.to != Link::NONE).nth(chosen)?;
        let next = link.to as usize;
        let closed = self.toward_root[next].wall;
        self.toward_root[self.root] = link;
        self.toward_root[next] = NOWHERE;
        self.root = next;
        Some((link.wall, closed))
    }

    /// The open walls: each cell's way towards the root.
    pub fn walls(&self) -> impl Iterator<Item = usize> + '_ {
        self.toward_root
            .iter()
            .filter(|l| l.wall != Link::NONE)
            .map(|l| l.wall as usize)
    }
}

/// Carves a perfect maze by Origin Shift: the breadth-first tree from cell 0, its root walked
/// until it has visited every cell (`-a origin-shift`). Returns the open walls.
pub(super) fn carve<R: Rng + ?Sized>(
    lattice: &Lattice,
    mut watcher: Option<&mut dyn FnMut(Change)>,
    rng: &mut R,
) -> BitSet {
    let mut tell = |change| {
        if let Some(watcher) = watcher.as_mut() {
            watcher(change);
        }
    };
    let mut shift = OriginShift::new(lattice);
    let mut passages = BitSet::with_len(lattice.wall_count());
    for wall in shift.walls() {
        passages.set(wall);
        tell(Change::Open(wall as u32));
    }
    let mut visited = BitSet::with_len(lattice.len());
    visited.set(shift.root());
    let mut remaining = lattice.len() - 1;
    while remaining > 0 {
        let Some((opened, closed)) = shift.step(lattice, rng) else {
            break;
        };
        if opened != closed {
            passages.clear(closed as usize);
            tell(Change::Close(closed));
            passages.set(opened as usize);
            tell(Change::Open(opened));
        }
        if !visited.get(shift.root()) {
            visited.set(shift.root());
            remaining -= 1;
        }
    }
    passages
}
