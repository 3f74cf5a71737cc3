//! What the solvers that walk (wall followers, Pledge, Trémaux, the random mouse) share: the
//! way a walk found, with its detours cut out, on every storage.
//!
//! A walker's route goes into dead ends and round loops and back. The way it found is that
//! route with every loop erased: each time the walker comes back to a cell already on the way,
//! the part since is cut. What is left is a simple path from the start to where the walker
//! stands; on a perfect maze it is the one path, so the shortest.

use super::Path;
use super::steps::{self, SearchStep};
use super::trail::Way;
use crate::bits::BitSet;
use crate::network::Network;
use crate::watch::Watcher;
use crate::{direction::Direction, grid::Grid};

/// "Not on the way".
const OFF: u32 = u32::MAX;

/// The way a walk found so far: the cells from the start to the walker, no cell twice; on
/// every storage.
pub(crate) struct Walk<'n, N> {
    net: &'n N,
    /// The cells of the way so far, from the start.
    cells: Vec<usize>,
    /// The side each step of the way left its cell by.
    sides: Vec<u8>,
    /// Each cell's place in `cells`, or [`OFF`].
    place: Vec<u32>,
    /// The cells the walker has stood on.
    seen: BitSet,
}

impl<'n, N: Network> Walk<'n, N> {
    /// A walk standing at `start`, which `watcher` is told it explored.
    pub(crate) fn new<W: Watcher<SearchStep>>(
        net: &'n N,
        start: usize,
        watcher: &mut W,
    ) -> Walk<'n, N> {
        let mut place = vec![OFF; net.cells()];
        place[start] = 0;
        let mut seen = BitSet::with_len(net.cells());
        seen.set(start);
        steps::explored(watcher, start);
        Walk {
            net,
            cells: vec![start],
            sides: Vec::new(),
            place,
            seen,
        }
    }

    /// Where the walker stands.
    pub(crate) fn at(&self) -> usize {
        self.cells[self.cells.len() - 1]
    }

    /// The walker steps through the open side `side` of the cell it stands in, and arrives by
    /// the side it answers. `watcher` is told of each cell that joins the way (explored;
    /// counted the first time only) and of each cell of a loop it closes (left).
    #[inline]
    pub(crate) fn step<W: Watcher<SearchStep>>(&mut self, side: usize, watcher: &mut W) -> usize {
        let (next, back) = (
            self.net.through(self.at(), side),
            self.net.back(self.at(), side),
        );
        let back_to = self.place[next];
        if back_to != OFF {
            while self.cells.len() > back_to as usize + 1 {
                if let Some(cell) = self.cells.pop() {
                    self.place[cell] = OFF;
                    self.sides.pop();
                    steps::left(watcher, cell);
                }
            }
            return back;
        }
        self.place[next] = self.cells.len() as u32;
        self.cells.push(next);
        self.sides.push(side as u8);
        if W::STEPS {
            watcher.step(SearchStep::Explore(next));
        }
        if !self.seen.get(next) {
            self.seen.set(next);
            watcher.advance(1);
        }
        back
    }

    /// A cell seen off the way, by something sent ahead of the walker (the chain algorithm's
    /// robots): `watcher` is told it was explored and left behind, the first time only.
    pub(crate) fn scout<W: Watcher<SearchStep>>(&mut self, cell: usize, watcher: &mut W) {
        if self.seen.get(cell) {
            return;
        }
        self.seen.set(cell);
        steps::explored(watcher, cell);
        steps::left(watcher, cell);
    }

    /// The way from the start to where the walker stands.
    pub(crate) fn into_way(self) -> Way {
        Way {
            start: self.cells[0],
            sides: self.sides,
        }
    }
}

impl Walk<'_, Grid> {
    /// The way from the start to where the walker stands, as compass steps.
    pub(crate) fn into_path(self) -> Path {
        let grid = self.net;
        self.into_way().path(grid)
    }
}

/// The hand a wall follower keeps on the wall.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hand {
    /// The left hand: the follower turns left wherever it can.
    Left,
    /// The right hand: the follower turns right wherever it can.
    Right,
}

impl Hand {
    /// The directions a follower heading `heading` tries, in order: towards its hand, straight
    /// on, away from its hand, back; with each one's turn in quarter turns (right positive).
    pub(crate) fn tries(self, heading: Direction) -> [(Direction, i64); 4] {
        let turn = |quarters: i64| {
            let index = (heading.index() as i64 + quarters).rem_euclid(4) as usize;
            (Direction::from_index(index), quarters)
        };
        match self {
            Hand::Left => [turn(-1), turn(0), turn(1), turn(2)],
            Hand::Right => [turn(1), turn(0), turn(-1), turn(-2)],
        }
    }
}
