//! Trémaux's algorithm: the walker marks each passage as it walks it, and never walks one a
//! third time.
//!
//! 1. In a cell it has not stood on before, take a passage with the fewest marks (none, if
//!    there is one), marking it.
//! 2. Back in a cell it has stood on, having come by a passage marked once (a new way into an
//!    old place: a loop), turn round and walk back, marking that passage a second time.
//! 3. Otherwise take a passage with the fewest marks, never one marked twice.
//!
//! It reaches the goal on any maze, loops and wrapping included, walking each passage at most
//! twice (linear time); when the goal cannot be reached it comes back to the start with every
//! passage it found marked twice, and answers `None`. The passages marked once when it arrives
//! are a path from the start; it answers the way it found (see `walk.rs`), which is that path.
//! Memory: two bits a side of each cell for the marks (a byte a cell on a grid), and the way.
//! Written once for every storage.

use super::steps::SearchStep;
use std::marker::PhantomData;

use super::walk::Walk;
use crate::bits::{BitSet, set_bits};
use crate::network::Network;
use crate::watch::Watcher;

/// The one Trémaux walker, on every storage: its walk from `from` to `to` (cells), or `None`
/// if there is none.
pub(crate) fn walk<'n, N: Network, W: Watcher<SearchStep>>(
    net: &'n N,
    from: usize,
    to: usize,
    watcher: &mut W,
) -> Option<Walk<'n, N>> {
    let mut marks = Marks::new(net);
    let mut way = Walk::new(net, from, watcher);
    // The side of the cell it stands in that it came in by.
    let mut back: Option<usize> = None;
    loop {
        let at = way.at();
        if at == to {
            return Some(way);
        }
        let side = match back {
            Some(back) if marks.get(at, back) == 1 && marks.old(at) => back,
            _ => marks.fewest(at, net.open_sides(at), back)?,
        };
        marks.visit(at);
        marks.add(net, at, side);
        back = Some(way.step(side, watcher));
    }
}

/// The marks on every passage, two bits each, at both of its cells.
struct Marks<N> {
    /// Two bits a side of each cell (as many sides a cell as its storage's side bits can
    /// name): the marks on the passage through that side.
    marks: BitSet,
    /// Cells the walker has left at least once.
    old: BitSet,
    storage: PhantomData<fn(&N)>,
}

impl<N: Network> Marks<N> {
    fn new(net: &N) -> Marks<N> {
        Marks {
            marks: BitSet::with_len(2 * (net.cells() << N::SIDE_BITS)),
            old: BitSet::with_len(net.cells()),
            storage: PhantomData,
        }
    }

    /// The open side of `cell` (among `open`, a mask) whose passage has the fewest marks,
    /// never one marked twice; on a tie, not `back`, the way it came, then the first.
    #[inline]
    fn fewest(&self, cell: usize, open: u32, back: Option<usize>) -> Option<usize> {
        let mut best: Option<((u8, bool), usize)> = None;
        for side in set_bits(u64::from(open)).map(|side| side as usize) {
            let key = (self.get(cell, side), Some(side) == back);
            if key.0 < 2 && best.is_none_or(|(fewest, _)| key < fewest) {
                best = Some((key, side));
            }
        }
        best.map(|(_, side)| side)
    }

    /// The marks on the passage through side `side` of `cell`.
    #[inline]
    fn get(&self, cell: usize, side: usize) -> u8 {
        self.marks.field(cell << N::SIDE_BITS | side, 2) as u8
    }

    /// Marks the passage through side `side` of `cell` once more, at both ends.
    #[inline]
    fn add(&mut self, net: &N, cell: usize, side: usize) {
        let (next, back) = (net.through(cell, side), net.back(cell, side));
        for (cell, side) in [(cell, side), (next, back)] {
            let field = cell << N::SIDE_BITS | side;
            let marks = self.marks.field(field, 2);
            self.marks.set_field(field, 2, marks + 1);
        }
    }

    /// Whether the walker has left `cell` before (so stands in it now for another time).
    fn old(&self, cell: usize) -> bool {
        self.old.get(cell)
    }

    /// Notes that the walker leaves `cell`.
    fn visit(&mut self, cell: usize) {
        self.old.set(cell);
    }
}
