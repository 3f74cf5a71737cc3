//! Which cells can be reached from a cell.

use super::passages;
use crate::bits::BitSet;
use crate::{grid::Grid, pos::Pos, size::Size};

/// A set of cells of one grid, one bit per cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellSet {
    width: u32,
    bits: BitSet,
}

impl CellSet {
    /// An empty set for the cells of `grid`.
    pub fn new(grid: &Grid) -> CellSet {
        CellSet::of_size(grid.size())
    }

    /// An empty set for the cells of a grid of `size`.
    pub(crate) fn of_size(size: Size) -> CellSet {
        CellSet {
            width: size.width,
            bits: BitSet::with_len(size.cells() as usize),
        }
    }

    /// Adds `pos`; ignored if it lies outside the grid.
    pub fn insert(&mut self, pos: Pos) {
        if let Some(i) = self.index(pos) {
            self.bits.set(i);
        }
    }

    /// Takes `pos` out; ignored if it is not in the set (or lies outside the grid).
    pub fn remove(&mut self, pos: Pos) {
        if let Some(i) = self.index(pos) {
            self.bits.clear(i);
        }
    }

    /// Whether `pos` is in the set.
    pub fn contains(&self, pos: Pos) -> bool {
        self.index(pos).is_some_and(|i| self.bits.get(i))
    }

    /// The number of cells in the set.
    pub fn len(&self) -> u64 {
        self.bits.count_ones()
    }

    /// True when no cell is in the set.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn index(&self, pos: Pos) -> Option<usize> {
        let i = pos.y as usize * self.width as usize + pos.x as usize;
        (pos.x < self.width && i < self.bits.len()).then_some(i)
    }
}

/// Every cell that can be reached from `from` through open passages (empty if `from` is outside).
pub fn reachable(grid: &Grid, from: Pos) -> CellSet {
    let mut set = CellSet::new(grid);
    if !grid.contains(from) {
        return set;
    }
    let origin = grid.index(from);
    set.bits.set(origin);
    let mut stack = vec![origin];
    while let Some(cell) = stack.pop() {
        for (_, next) in passages(grid, cell) {
            if !set.bits.get(next) {
                set.bits.set(next);
                stack.push(next);
            }
        }
    }
    set
}
