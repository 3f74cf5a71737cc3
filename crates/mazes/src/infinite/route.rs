//! Ways across the plane: exact lengths and next steps, found through the blocks.
//!
//! The way between two cells leaves the smallest block holding both through the hops its plan
//! gives between their two children. The children passed through are typed (each has the
//! entry and the exit door), so the length inside each depends on its level, gene and two
//! ports only; those lengths are remembered, and with [`TYPES`](super::hierarchy::TYPES)
//! genes and 32 ports a level, a way across 2⁶⁴ cells adds up a few thousand of them.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::hierarchy::{Block, Hierarchy, Hop, LEAF_LEVEL, Port, down, leaf_cell};
use super::{Cell, bits_apart};
use crate::direction::Direction;

/// Lengths of ways between the doors of typed blocks, found once and remembered.
#[derive(Clone, Debug, Default)]
pub(crate) struct Distances {
    known: HashMap<u32, u128, BuildHasherDefault<KeyHasher>>,
}

/// A hasher for the packed 32-bit keys of [`Distances`]: one mix, where the
/// standard hasher's defence against chosen keys (these are not chosen) cost half the time of
/// a long way's first measure.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u32(byte.into());
        }
    }

    fn write_u32(&mut self, key: u32) {
        self.0 = super::hash::mix(self.0 ^ u64::from(key));
    }
}

/// The child of a block of level `level` that holds `cell`.
fn child_holding(level: u32, cell: Cell) -> u8 {
    let shift = level - 1;
    (((cell.x >> shift) & 1) | (((cell.y >> shift) & 1) << 1)) as u8
}

/// The cell's place in its leaf (8 × row + column).
fn in_leaf(cell: Cell) -> u8 {
    ((cell.y & 7) * 8 + (cell.x & 7)) as u8
}

/// The smallest block holding both cells, or `None` when they share a leaf.
fn common_block(hierarchy: &Hierarchy, a: Cell, b: Cell) -> Option<Block> {
    let level = bits_apart(a, b);
    (level > LEAF_LEVEL).then(|| {
        let shift = |v: u64| v.checked_shr(level).unwrap_or(0);
        hierarchy.block_at(level, shift(a.x), shift(a.y))
    })
}

/// The leaf holding `cell`.
pub(crate) fn leaf_block(hierarchy: &Hierarchy, cell: Cell) -> Block {
    hierarchy.block_at(LEAF_LEVEL, cell.x >> LEAF_LEVEL, cell.y >> LEAF_LEVEL)
}

impl Distances {
    /// The number of passages on the way between cells `a` and `b`.
    pub(crate) fn between(&mut self, hierarchy: &Hierarchy, a: Cell, b: Cell) -> u128 {
        let Some(block) = common_block(hierarchy, a, b) else {
            let leaf = hierarchy.leaf(&leaf_block(hierarchy, a));
            return leaf.distance(in_leaf(a), in_leaf(b)).into();
        };
        let plan = hierarchy.plan(block.level, block.gene);
        let (from, to) = (child_holding(block.level, a), child_holding(block.level, b));
        let hops = plan.route(from, to);
        let hops = hops.as_slice();
        let (first, last) = (hops[0], hops[hops.len() - 1]);
        let start = hierarchy.child(&block, &plan, from);
        let end = hierarchy.child(&block, &plan, to);
        self.cell_to_door(hierarchy, &start, a, first.exit)
            + self.through(hierarchy, block.level, block.gene, hops)
            + self.cell_to_door(hierarchy, &end, b, last.entry)
    }

    /// The passages crossed by `hops` inside `block`, and inside the children between the
    /// first and the last.
    fn through(&mut self, hierarchy: &Hierarchy, level: u32, gene: u64, hops: &[Hop]) -> u128 {
        let mut total = hops.len() as u128;
        for pair in hops.windows(2) {
            let child = hierarchy.typed_gene(level - 1, gene, pair[0].to);
            total += self.between_doors(hierarchy, level - 1, child, pair[0].entry, pair[1].exit);
        }
        total
    }

    /// The number of passages from `cell`, inside `block`, to the block's door `door`.
    fn cell_to_door(
        &mut self,
        hierarchy: &Hierarchy,
        block: &Block,
        cell: Cell,
        door: Port,
    ) -> u128 {
        if block.level == LEAF_LEVEL {
            let leaf = hierarchy.leaf(block);
            return leaf.distance(in_leaf(cell), leaf_cell(door)).into();
        }
        let plan = hierarchy.plan(block.level, block.gene);
        let from = child_holding(block.level, cell);
        let (to, inner) = down(door);
        let start = hierarchy.child(block, &plan, from);
        if from == to {
            return self.cell_to_door(hierarchy, &start, cell, inner);
        }
        let hops = plan.route(from, to);
        let hops = hops.as_slice();
        let (first, last) = (hops[0], hops[hops.len() - 1]);
        let gene = hierarchy.typed_gene(block.level - 1, block.gene, to);
        self.cell_to_door(hierarchy, &start, cell, first.exit)
            + self.through(hierarchy, block.level, block.gene, hops)
            + self.between_doors(hierarchy, block.level - 1, gene, last.entry, inner)
    }

    /// The number of passages between doors `a` and `b` of a typed block.
    fn between_doors(
        &mut self,
        hierarchy: &Hierarchy,
        level: u32,
        gene: u64,
        a: Port,
        b: Port,
    ) -> u128 {
        if level == LEAF_LEVEL {
            let leaf = hierarchy.typed_leaf(gene);
            return leaf.distance(leaf_cell(a), leaf_cell(b)).into();
        }
        let (a, b) = (a.min(b), a.max(b));
        let key = (level << 24) | ((gene as u32) << 16) | (u32::from(a) << 8) | u32::from(b);
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        let plan = hierarchy.plan(level, gene);
        let ((from, a_inner), (to, b_inner)) = (down(a), down(b));
        let child_gene = |child| hierarchy.typed_gene(level - 1, gene, child);
        let length = if from == to {
            self.between_doors(hierarchy, level - 1, child_gene(from), a_inner, b_inner)
        } else {
            let hops = plan.route(from, to);
            let hops = hops.as_slice();
            let (first, last) = (hops[0], hops[hops.len() - 1]);
            self.between_doors(hierarchy, level - 1, child_gene(from), a_inner, first.exit)
                + self.through(hierarchy, level, gene, hops)
                + self.between_doors(hierarchy, level - 1, child_gene(to), last.entry, b_inner)
        };
        self.known.insert(key, length);
        length
    }

    /// How many lengths are remembered.
    pub(crate) fn len(&self) -> usize {
        self.known.len()
    }
}

/// Where the way from a cell towards another leaves the cell's leaf: at a door, or nowhere
/// (the other cell is in the same leaf).
fn leaf_exit(hierarchy: &Hierarchy, from: Cell, to: Cell) -> (Block, Option<Port>) {
    let Some(block) = common_block(hierarchy, from, to) else {
        return (leaf_block(hierarchy, from), None);
    };
    let plan = hierarchy.plan(block.level, block.gene);
    let child = child_holding(block.level, from);
    let hops = plan.route(child, child_holding(block.level, to));
    let mut door = hops.as_slice()[0].exit;
    let mut block = hierarchy.child(&block, &plan, child);
    while block.level > LEAF_LEVEL {
        let plan = hierarchy.plan(block.level, block.gene);
        let child = child_holding(block.level, from);
        let (under, inner) = down(door);
        door = if under == child {
            inner
        } else {
            plan.route(child, under).as_slice()[0].exit
        };
        block = hierarchy.child(&block, &plan, child);
    }
    (block, Some(door))
}

/// The steps of the way from `from` to `to` inside `from`'s leaf, and the step out of it when
/// the way leaves: none when they are the same cell.
pub(crate) fn steps_in_leaf(
    hierarchy: &Hierarchy,
    from: Cell,
    to: Cell,
    steps: &mut Vec<Direction>,
) {
    if from == to {
        return;
    }
    let (block, door) = leaf_exit(hierarchy, from, to);
    let target = door.map_or_else(|| in_leaf(to), leaf_cell);
    hierarchy.leaf(&block).way(in_leaf(from), target, steps);
    if let Some(door) = door {
        steps.push(Direction::from_index(usize::from(door / 8)));
    }
}
