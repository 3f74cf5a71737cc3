//! Disjoint sets of numbers: the union–find under every Kruskal here, and under the checks
//! that a maze is one tree.

use crate::bits::{OutOfMemory, try_filled};

/// Disjoint sets of numbers: find with path halving, the root with the lower number linked
/// under the other (which saves a rank array's cache misses). `P` holds the parents.
#[derive(Default)]
pub(crate) struct DisjointSets<P = Vec<u32>> {
    pub(super) parent: P,
}

/// Where disjoint sets keep each number's parent.
pub(crate) trait Parents {
    /// Number `i`'s parent.
    fn get(&self, i: u32) -> u32;

    /// Makes `parent` number `i`'s parent.
    fn set(&mut self, i: u32, parent: u32);
}

impl Parents for Vec<u32> {
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
    /// `count` singleton sets, or the memory they would need.
    pub(crate) fn new(count: usize) -> Result<DisjointSets, OutOfMemory> {
        let mut sets = DisjointSets {
            parent: try_filled(count as u64, 0u32)?,
        };
        for (i, p) in (0..).zip(&mut sets.parent) {
            *p = i;
        }
        Ok(sets)
    }

    /// Makes these sets `count` singletons, growing to hold them: a work space kept from one
    /// band of cells to the next, each smaller than the whole maze.
    pub(crate) fn renew(&mut self, count: usize) {
        self.parent.clear();
        self.parent.extend(0..count as u32);
    }
}

impl<P: Parents> DisjointSets<P> {
    /// The representative of `item`'s set (the set's highest number, as roots are linked).
    ///
    /// The first two steps up are taken without asking whether `item` is a root (a root's
    /// step stays put): 96 % of the finds in a tile end within them, so the loop's exit is
    /// rarely mispredicted (1000×1000 went from 44 to 39 ms with one step, and 27.9 to 26.9
    /// ms on one core with two; three were slower).
    ///
    /// Always inlined, as [`union`](Self::union): otherwise a lattice band's Kruskal leaves
    /// `union` a call (a 600 × 600 hex maze took 436 million instructions, 429 inlined).
    #[inline(always)]
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
    #[inline(always)]
    pub(crate) fn union(&mut self, a: u32, b: u32) -> (u32, u32) {
        let (a, b) = (self.find(a), self.find(b));
        let (kept, linked) = (a.max(b), a.min(b));
        self.parent.set(linked, kept);
        (kept, linked)
    }

    /// Merges the sets of `a` and `b`; false when they were one set already.
    #[inline]
    pub(crate) fn join(&mut self, a: u32, b: u32) -> bool {
        let (kept, linked) = self.union(a, b);
        kept != linked
    }
}
