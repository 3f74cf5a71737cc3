//! The growing tree's list of active cells, kept small without changing the odds of a pick.
//!
//! The textbook list keeps every cell until a pick finds it has nothing left to visit and
//! removes it. Most of the list is such finished cells, waiting: they cost memory, and yet
//! they matter, because a pick that lands on one carves nothing and its coin is spent. That
//! is what tilts the mixed pick towards the newest cell (a random pick is often wasted), and
//! gives mixed mazes their long corridors. So once the list is big, its finished cells are
//! dropped and only counted: a random pick lands on one of them exactly as often as before.

use rand::Rng;

use crate::rng::below;

/// A cell number as the list stores it: 32 bits where the grid allows, which halves the list.
pub(super) trait Slot: Copy + Eq {
    /// A place whose cell has been removed.
    const GAP: Self;
    /// Cell `cell`, which must not be `GAP`'s number.
    fn from_cell(cell: usize) -> Self;
    /// The cell number.
    fn cell(self) -> usize;
}

impl Slot for u32 {
    const GAP: u32 = u32::MAX;
    fn from_cell(cell: usize) -> u32 {
        debug_assert!(cell < u32::MAX as usize);
        cell as u32
    }
    fn cell(self) -> usize {
        self as usize
    }
}

impl Slot for usize {
    const GAP: usize = usize::MAX;
    fn from_cell(cell: usize) -> usize {
        cell
    }
    fn cell(self) -> usize {
        self
    }
}

/// The active cells, and how many finished ones were dropped.
///
/// When the newest cell is wanted the list is kept oldest first: a cell removed from the
/// middle leaves a gap, so that the last cell stays the newest without shifting the rest down;
/// gaps are skipped when picking and closed once they are half the list. Otherwise the last
/// cell simply moves into the removed one's place.
pub(super) struct Active<S> {
    cells: Vec<S>,
    /// Whether the order of `cells` is kept.
    ordered: bool,
    gaps: usize,
    /// Finished cells dropped from `cells`, still there to be picked (and removed).
    dropped: usize,
    /// The list's capacity from which a full list drops its finished cells before growing.
    drop_from: usize,
}

/// What a pick found.
pub(super) enum Found {
    /// The cell at this place of the list.
    At(usize),
    /// A dropped finished cell, which the pick has now removed.
    Dropped,
}

impl<S: Slot> Active<S> {
    /// A list holding `start`, for a grid of `cells` cells, `ordered` if the newest cell will
    /// be asked for. Up to a 64th of the grid, the list keeps every cell, as the textbook's does.
    pub(super) fn new(start: usize, cells: usize, ordered: bool) -> Active<S> {
        Active {
            cells: vec![S::from_cell(start)],
            ordered,
            gaps: 0,
            dropped: 0,
            drop_from: cells / 64,
        }
    }

    /// The cell at place `at`.
    pub(super) fn cell(&self, at: usize) -> usize {
        self.cells[at].cell()
    }

    /// The newest cell if `newest`, else a uniformly random one, dropped cells included; `None`
    /// when only dropped cells are left, all finished: the maze is complete.
    pub(super) fn pick<R: Rng + ?Sized>(&mut self, newest: bool, rng: &mut R) -> Option<Found> {
        while self.cells.last() == Some(&S::GAP) {
            self.cells.pop();
            self.gaps -= 1;
        }
        if self.cells.is_empty() {
            return None;
        }
        if newest {
            return Some(Found::At(self.cells.len() - 1));
        }
        // At least half the places hold cells, so this takes at most two draws on average.
        loop {
            let at = below(rng, self.cells.len() + self.dropped);
            if at >= self.cells.len() {
                self.dropped -= 1;
                return Some(Found::Dropped);
            }
            if self.cells[at] != S::GAP {
                return Some(Found::At(at));
            }
        }
    }

    /// Removes the cell at place `at`.
    pub(super) fn remove(&mut self, at: usize) {
        if !self.ordered {
            self.cells.swap_remove(at);
            return;
        }
        self.cells[at] = S::GAP;
        self.gaps += 1;
        if 2 * self.gaps > self.cells.len() {
            self.keep(|_| true);
        }
    }

    /// Adds `cell` as the newest. A full list that is already big first drops the cells
    /// `growing` refuses (those with nothing left to visit), and makes room for half as many
    /// again if that freed less than half, so that dropping stays rare.
    pub(super) fn push(&mut self, cell: usize, growing: impl Fn(usize) -> bool) {
        if self.cells.len() == self.cells.capacity() && self.cells.capacity() >= self.drop_from {
            let before = self.cells.len() - self.gaps;
            self.keep(growing);
            self.dropped += before - self.cells.len();
            if self.cells.len() > self.cells.capacity() / 2 {
                self.cells.reserve_exact(self.cells.capacity() / 2 + 1);
            }
        }
        self.cells.push(S::from_cell(cell));
    }

    /// Closes the gaps and keeps only the cells `wanted` accepts, in order.
    fn keep(&mut self, wanted: impl Fn(usize) -> bool) {
        self.cells
            .retain(|&slot| slot != S::GAP && wanted(slot.cell()));
        self.gaps = 0;
    }
}
