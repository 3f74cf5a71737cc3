//! What the solvers that walk (wall followers, Pledge, Trémaux, the random mouse) share: the
//! way a walk found, with its detours cut out.
//!
//! A walker's route goes into dead ends and round loops and back. The way it found is that
//! route with every loop erased: each time the walker comes back to a cell already on the way,
//! the part since is cut. What is left is a simple path from the start to where the walker
//! stands; on a perfect maze it is the one path, so the shortest.

use super::Path;
use super::steps::{self, SearchStep};
use crate::bits::BitSet;
use crate::watch::Watcher;
use crate::{Direction, Grid};

/// "Not on the way".
const OFF: u32 = u32::MAX;

/// The way a walk found so far: the cells from the start to the walker, no cell twice.
pub(crate) struct Way<'g> {
    grid: &'g Grid,
    /// The cells of the way, from the start.
    cells: Vec<usize>,
    /// The direction of each step along the way.
    dirs: Vec<Direction>,
    /// Each cell's place in `cells`, or [`OFF`].
    place: Vec<u32>,
    /// The cells the walker has stood on.
    seen: BitSet,
}

impl<'g> Way<'g> {
    /// A walk standing at `start`, which `watcher` is told it explored.
    pub(crate) fn new<W: Watcher<SearchStep>>(
        grid: &'g Grid,
        start: usize,
        watcher: &mut W,
    ) -> Way<'g> {
        let mut place = vec![OFF; grid.len()];
        place[start] = 0;
        let mut seen = BitSet::with_len(grid.len());
        seen.set(start);
        steps::explored(watcher, grid, start);
        Way {
            grid,
            cells: vec![start],
            dirs: Vec::new(),
            place,
            seen,
        }
    }

    /// Where the walker stands.
    pub(crate) fn at(&self) -> usize {
        self.cells[self.cells.len() - 1]
    }

    /// The walker steps `dir` through an open passage. `watcher` is told of each cell that
    /// joins the way (explored; counted the first time only) and of each cell of a loop it
    /// closes (left).
    pub(crate) fn step<W: Watcher<SearchStep>>(&mut self, dir: Direction, watcher: &mut W) {
        let next = self.grid.through(self.at(), dir);
        let back_to = self.place[next];
        if back_to != OFF {
            while self.cells.len() > back_to as usize + 1 {
                if let Some(cell) = self.cells.pop() {
                    self.place[cell] = OFF;
                    self.dirs.pop();
                    steps::left(watcher, self.grid, cell);
                }
            }
            return;
        }
        self.place[next] = self.cells.len() as u32;
        self.cells.push(next);
        self.dirs.push(dir);
        if W::STEPS {
            watcher.step(SearchStep::Explore(self.grid.pos(next)));
        }
        if !self.seen.get(next) {
            self.seen.set(next);
            watcher.advance(1);
        }
    }

    /// A cell seen off the way, by something sent ahead of the walker (the chain algorithm's
    /// robots): `watcher` is told it was explored and left behind, the first time only.
    pub(crate) fn scout<W: Watcher<SearchStep>>(&mut self, cell: usize, watcher: &mut W) {
        if self.seen.get(cell) {
            return;
        }
        self.seen.set(cell);
        steps::explored(watcher, self.grid, cell);
        steps::left(watcher, self.grid, cell);
    }

    /// The way from the start to where the walker stands.
    pub(crate) fn into_path(self) -> Path {
        Path::new(self.grid.pos(self.cells[0]), self.dirs)
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
