//! The fillers: they fill in what cannot be on the way between the start and the goal, and
//! answer a way through what is left.
//!
//! - The **dead-end filler** fills every dead end, then every cell that filling made a dead
//!   end, until none is left but the start and the goal. A filled cell lies on no path between
//!   the start and the goal that visits no cell twice, so what is left holds every such path:
//!   on a perfect maze exactly the solution, on a maze with loops the solution's corridors and
//!   the loops between them. The answer is a shortest way through what is left, so a shortest
//!   path of the whole maze.
//! - The **cul-de-sac filler** first seals every *noose*: a loop of corridor that leaves a
//!   junction and comes back to it with no junction on the way, hung on the rest of the maze by
//!   that junction alone. It walls the loop off at one end, which turns it into a dead end,
//!   then fills dead ends as above: the nooses and their stalks go too. A noose holding the
//!   start or the goal stays open at its other end, so a way is still found, though it may
//!   then go round the long side of the loop: a path, not always a shortest.
//!
//! Both look at every cell a fixed number of times (linear time); memory is a byte a cell for
//! the passages left, and a bit a cell for the filled ones. Written once for every storage.

use super::steps::{self, SearchStep};
use super::trail::Way;
use crate::bits::{BitSet, set_bits};
use crate::grid::Grid;
use crate::network::{Network, follow};
use crate::watch::Watcher;

/// Each cell's open sides (bit `s` for side `s`), as a filler has left them: a network whose
/// corridors the filler walks, over any storage.
struct Passages<'n, N> {
    net: &'n N,
    open: Vec<u8>,
}

impl<'n, N: Network> Passages<'n, N> {
    fn of(net: &'n N) -> Passages<'n, N> {
        Passages {
            net,
            // A cell has at most eight sides (`shape::MAX_SIDES`).
            open: (0..net.cells())
                .map(|cell| net.open_sides(cell) as u8)
                .collect(),
        }
    }

    fn count(&self, cell: usize) -> u32 {
        self.open[cell].count_ones()
    }

    /// The cells the passages left from `cell` lead to.
    fn from(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        set_bits(u64::from(self.open[cell])).map(move |side| self.net.through(cell, side as usize))
    }

    /// Walls up the passage through side `side` of `cell`, at both ends.
    fn seal(&mut self, cell: usize, side: usize) {
        let (next, back) = (self.net.through(cell, side), self.net.back(cell, side));
        self.open[cell] &= !(1 << side);
        self.open[next] &= !(1 << back);
    }

    /// Seals one end of every noose: a corridor that leaves a junction and comes back to it
    /// with no other junction on the way.
    fn seal_nooses(&mut self) {
        for junction in 0..self.net.cells() {
            if self.count(junction) < 3 {
                continue;
            }
            for side in set_bits(u64::from(self.open[junction])).map(|side| side as usize) {
                // Sealed from its other end already?
                if self.open[junction] & 1 << side == 0 {
                    continue;
                }
                let first = self.net.link(junction, side);
                if follow(&*self, junction, first, |_| {}).0 == junction {
                    self.seal(junction, side);
                }
            }
        }
    }

    /// Fills the dead ends between `from` and `to`: the filled cells. `watcher` is told of
    /// every cell as the filler looks it over (explored), then of each cell as it is filled
    /// (left).
    fn fill_dead_ends<W: Watcher<SearchStep>>(
        &self,
        from: usize,
        to: usize,
        watcher: &mut W,
    ) -> BitSet {
        let cells = self.net.cells();
        let mut filled = BitSet::with_len(cells);
        let mut left: Vec<u8> = (0..cells).map(|cell| self.count(cell) as u8).collect();
        let keep = |cell: usize| cell == from || cell == to;
        let mut ends: Vec<usize> = Vec::new();
        for (cell, &degree) in left.iter().enumerate() {
            steps::explored(watcher, cell);
            if degree <= 1 && !keep(cell) {
                ends.push(cell);
            }
        }
        while let Some(cell) = ends.pop() {
            filled.set(cell);
            steps::left(watcher, cell);
            for next in self.from(cell) {
                if filled.get(next) {
                    continue;
                }
                left[next] = left[next].saturating_sub(1);
                if left[next] == 1 && !keep(next) {
                    ends.push(next);
                }
            }
        }
        filled
    }
}

/// The cells the dead-end filler fills in `grid` between `from` and `to`, reported to
/// `watcher` as it goes.
pub(crate) fn fill_dead_ends<W: Watcher<SearchStep>>(
    grid: &Grid,
    from: usize,
    to: usize,
    watcher: &mut W,
) -> BitSet {
    Passages::of(grid).fill_dead_ends(from, to, watcher)
}

/// The one filler, on every storage: fills the dead ends between `from` and `to` (cells),
/// first sealing the nooses if `nooses`, and finds a shortest way through what is left.
pub(crate) fn fill<N: Network, W: Watcher<SearchStep>>(
    net: &N,
    from: usize,
    to: usize,
    nooses: bool,
    watcher: &mut W,
) -> Option<Way> {
    let mut passages = Passages::of(net);
    if nooses {
        passages.seal_nooses();
    }
    let filled = passages.fill_dead_ends(from, to, watcher);
    let trail = super::bfs::search(&passages, from, to, |cell| !filled.get(cell), &mut ())?;
    Some(trail.way_to(&passages, to))
}

impl<N: Network> Network for Passages<'_, N> {
    fn cells(&self) -> usize {
        self.net.cells()
    }

    fn passages(&self) -> u64 {
        self.open
            .iter()
            .map(|m| u64::from(m.count_ones()))
            .sum::<u64>()
            / 2
    }

    fn degree(&self, cell: usize) -> usize {
        self.count(cell) as usize
    }

    const SIDE_BITS: u32 = N::SIDE_BITS;

    fn side_count(&self, cell: usize) -> usize {
        self.net.side_count(cell)
    }

    #[inline(always)]
    fn open_sides(&self, cell: usize) -> u32 {
        u32::from(self.open[cell])
    }

    #[inline(always)]
    fn through(&self, cell: usize, side: usize) -> usize {
        self.net.through(cell, side)
    }

    #[inline(always)]
    fn back(&self, cell: usize, side: usize) -> usize {
        self.net.back(cell, side)
    }

    #[inline(always)]
    fn link(&self, cell: usize, side: usize) -> (usize, usize) {
        self.net.link(cell, side)
    }
}
