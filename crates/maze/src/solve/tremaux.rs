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
//! Memory: a byte a cell for the marks, and the way.

use super::steps::SearchStep;
use super::walk::Way;
use super::{Path, endpoints};
use crate::watch::Watcher;
use crate::{Direction, Grid, Pos};

/// The way Trémaux's walker finds from `from` to `to`, or `None` if there is none.
pub(crate) fn tremaux<W: Watcher<SearchStep>>(
    grid: &Grid,
    from: Pos,
    to: Pos,
    watcher: &mut W,
) -> Option<Path> {
    let (from, to) = endpoints(grid, from, to)?;
    let mut marks = Marks::new(grid);
    let mut way = Way::new(grid, from, watcher);
    let mut came: Option<Direction> = None;
    loop {
        let at = way.at();
        if at == to {
            return Some(way.into_path());
        }
        let back = came.map(Direction::opposite);
        let dir = match back {
            Some(back) if marks.get(at, back) == 1 && marks.old(at) => back,
            _ => grid
                .open_neighbors(at)
                .map(|(dir, _)| dir)
                .filter(|&dir| marks.get(at, dir) < 2)
                // Fewest marks; on a tie, not back the way it came.
                .min_by_key(|&dir| (marks.get(at, dir), Some(dir) == back))?,
        };
        marks.visit(at);
        marks.add(at, dir);
        way.step(dir, watcher);
        came = Some(dir);
    }
}

/// The marks on every passage, two bits each, at both of its cells: a byte a cell.
struct Marks<'g> {
    grid: &'g Grid,
    /// Bits `2d..2d + 2` of `marks[c]`: the marks on the passage from cell `c` in direction
    /// `Direction::from_index(d)`.
    marks: Vec<u8>,
    /// Cells the walker has left at least once.
    old: crate::bits::BitSet,
}

impl<'g> Marks<'g> {
    fn new(grid: &'g Grid) -> Marks<'g> {
        Marks {
            grid,
            marks: vec![0; grid.len()],
            old: crate::bits::BitSet::with_len(grid.len()),
        }
    }

    /// The marks on the passage from `cell` towards `dir`.
    fn get(&self, cell: usize, dir: Direction) -> u8 {
        self.marks[cell] >> (2 * dir.index()) & 3
    }

    /// Marks the passage from `cell` towards `dir` once more, at both ends.
    fn add(&mut self, cell: usize, dir: Direction) {
        let next = self.grid.through(cell, dir);
        self.marks[cell] += 1 << (2 * dir.index());
        self.marks[next] += 1 << (2 * dir.opposite().index());
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
