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
//! the passages left, and a bit a cell for the filled ones.

use super::steps::{self, SearchStep};
use super::{Path, endpoints};
use crate::bits::{BitSet, set_bits};
use crate::grid::grid_links;
use crate::network::{Network, follow};
use crate::watch::Watcher;
use crate::{Direction, Grid, Pos};

/// Each cell's open directions (bit `d` for `Direction::from_index(d)`), as a filler has left
/// them: a network whose corridors the filler walks.
struct Passages<'g> {
    grid: &'g Grid,
    open: Vec<u8>,
}

impl<'g> Passages<'g> {
    fn of(grid: &'g Grid) -> Passages<'g> {
        Passages {
            grid,
            open: (0..grid.len()).map(|cell| grid.open_mask(cell)).collect(),
        }
    }

    fn count(&self, cell: usize) -> u32 {
        self.open[cell].count_ones()
    }

    /// The cells the passages left from `cell` lead to, with the direction of each.
    fn from(&self, cell: usize) -> impl Iterator<Item = (Direction, usize)> + '_ {
        set_bits(u64::from(self.open[cell])).map(move |d| {
            let dir = Direction::from_index(d as usize);
            (dir, self.grid.through(cell, dir))
        })
    }

    /// Walls up the passage from `cell` towards `dir`, at both ends.
    fn seal(&mut self, cell: usize, dir: Direction) {
        let next = self.grid.through(cell, dir);
        self.open[cell] &= !(1 << dir.index());
        self.open[next] &= !(1 << dir.opposite().index());
    }

    /// Seals one end of every noose: a corridor that leaves a junction and comes back to it
    /// with no other junction on the way.
    fn seal_nooses(&mut self) {
        for junction in 0..self.grid.len() {
            if self.count(junction) < 3 {
                continue;
            }
            for d in set_bits(u64::from(self.open[junction])) {
                let out = Direction::from_index(d as usize);
                // Sealed from its other end already?
                if self.open[junction] & 1 << d == 0 {
                    continue;
                }
                let first = grid_links(self.grid, junction, 1 << d).next();
                let end = first.map(|first| follow(&*self, junction, first, |_| {}).0);
                if end == Some(junction) {
                    self.seal(junction, out);
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
        let grid = self.grid;
        let mut filled = BitSet::with_len(grid.len());
        let mut left: Vec<u8> = (0..grid.len()).map(|cell| self.count(cell) as u8).collect();
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
            for (_, next) in self.from(cell) {
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

    /// A shortest way from `from` to `to` through the passages left and the cells not
    /// `filled`.
    fn way(&self, from: usize, to: usize, filled: &BitSet) -> Option<Path> {
        let trail = super::bfs::search(self, from, to, |cell| !filled.get(cell), &mut ())?;
        Some(trail.way_to(self, to).path(self.grid))
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

/// The way the dead-end filler leaves from `from` to `to`, or `None` if there is none.
pub(crate) fn dead_end_filler<W: Watcher<SearchStep>>(
    grid: &Grid,
    from: Pos,
    to: Pos,
    watcher: &mut W,
) -> Option<Path> {
    fill_and_find(grid, from, to, false, watcher)
}

/// The way the cul-de-sac filler leaves from `from` to `to`, or `None` if there is none.
pub(crate) fn cul_de_sac_filler<W: Watcher<SearchStep>>(
    grid: &Grid,
    from: Pos,
    to: Pos,
    watcher: &mut W,
) -> Option<Path> {
    fill_and_find(grid, from, to, true, watcher)
}

/// Fills the dead ends (first sealing the nooses, if `nooses`) and finds a way through what is
/// left.
fn fill_and_find<W: Watcher<SearchStep>>(
    grid: &Grid,
    from: Pos,
    to: Pos,
    nooses: bool,
    watcher: &mut W,
) -> Option<Path> {
    let (from, to) = endpoints(grid, from, to)?;
    let mut passages = Passages::of(grid);
    if nooses {
        passages.seal_nooses();
    }
    let filled = passages.fill_dead_ends(from, to, watcher);
    passages.way(from, to, &filled)
}

impl Network for Passages<'_> {
    fn cells(&self) -> usize {
        self.grid.len()
    }

    fn passages(&self) -> u64 {
        self.open
            .iter()
            .map(|m| u64::from(m.count_ones()))
            .sum::<u64>()
            / 2
    }

    fn links(&self, cell: usize) -> impl Iterator<Item = (usize, usize)> {
        grid_links(self.grid, cell, self.open[cell])
    }

    fn degree(&self, cell: usize) -> usize {
        self.count(cell) as usize
    }

    fn straight(&self, cell: usize) -> bool {
        matches!(self.open[cell], 0b0101 | 0b1010)
    }

    const SIDE_BITS: u32 = Grid::SIDE_BITS;

    fn side_count(&self, _: usize) -> usize {
        4
    }

    #[inline(always)]
    fn open_sides(&self, cell: usize) -> u32 {
        u32::from(self.open[cell])
    }

    #[inline(always)]
    fn through(&self, cell: usize, side: usize) -> usize {
        Network::through(self.grid, cell, side)
    }

    #[inline(always)]
    fn back(&self, cell: usize, side: usize) -> usize {
        Network::back(self.grid, cell, side)
    }
}
