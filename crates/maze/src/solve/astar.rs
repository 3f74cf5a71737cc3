//! A* search guided by the Manhattan distance, measured the short way round on wrapping axes.
//!
//! The heuristic never overestimates and changes by at most one a step (a step changes one
//! coordinate by one), so the estimate of a path's length never falls along it: a cell is
//! settled the first time it leaves the open set, with a shortest path. That lets the search
//! keep no distances at all. The open set is a bucket queue: one list per estimate, read in
//! the order cells were reached, as BFS reads its levels; estimates only ever grow by 0, 1 or
//! 2 from the smallest, so three lists in turn suffice. Every reached cell goes on a list, even
//! one that keeps the estimate and could be walked to at once: a branch on that would be
//! mispredicted half the time in a winding corridor, which cost more than the list.
//!
//! Memory: BFS's three bits a cell (settled, and the way each cell was entered) plus the open
//! set. Time: constant per cell and passage reached, like BFS, and it reaches fewer.

use super::steps::{self, SearchStep};
use super::{Path, Trail, endpoints};
use crate::bits::set_bits;
use crate::watch::Watcher;
use crate::{Direction, Grid, Pos};

/// A shortest path from `from` to `to`, or `None` if `to` cannot be reached.
pub fn astar(grid: &Grid, from: Pos, to: Pos) -> Option<Path> {
    astar_watched(grid, from, to, &mut ())
}

/// A cell in the open set: where it is and the way it was entered (north for the start,
/// which is never entered), in sixteen bytes.
#[derive(Clone, Copy)]
struct Open {
    /// The cell's index times four, plus the index of the direction it was entered by.
    cell_entered: usize,
    pos: Pos,
}

impl Open {
    fn new(cell: usize, pos: Pos, entered: Direction) -> Open {
        Open {
            cell_entered: cell << 2 | entered.index(),
            pos,
        }
    }

    fn cell(self) -> usize {
        self.cell_entered >> 2
    }

    fn entered(self) -> Direction {
        Direction::from_index(self.cell_entered)
    }
}

/// [`astar`], reporting its steps to `watcher`.
pub(crate) fn astar_watched<W: Watcher<SearchStep>>(
    grid: &Grid,
    from: Pos,
    to: Pos,
    watcher: &mut W,
) -> Option<Path> {
    let (start, goal) = endpoints(grid, from, to)?;
    steps::reached(watcher, grid, start);
    // The trail marks cells as they are settled (the start from the outset: nothing leads
    // back into it).
    let mut trail = Trail::new(grid, start);
    // `levels[e % 3]` holds the cells whose estimate is `e`, in the order they were reached,
    // for the smallest `e` and the two above it; the smallest is read while it grows.
    let mut levels: [Vec<Open>; 3] = Default::default();
    let mut estimate = manhattan(grid, from, to);
    levels[(estimate % 3) as usize].push(Open::new(start, from, Direction::North));
    loop {
        let current = (estimate % 3) as usize;
        let mut read = 0;
        while let Some(&open) = levels[current].get(read) {
            read += 1;
            let (cell, pos) = (open.cell(), open.pos);
            if cell != start {
                if trail.seen(cell) {
                    continue;
                }
                trail.enter(cell, open.entered());
            }
            steps::explored(watcher, grid, cell);
            if cell == goal {
                return Some(trail.path_to(grid, goal));
            }
            // A neighbour's estimate: one more step taken, and the distance left. The way
            // back leads to a settled cell, so it is left out, as BFS does.
            let spent = estimate - manhattan(grid, pos, to);
            for d in set_bits(u64::from(grid.open_mask(cell) & !trail.way_back(cell))) {
                let entered = Direction::from_index(d as usize);
                let next = grid.through(cell, entered);
                if trail.seen(next) {
                    continue;
                }
                steps::reached(watcher, grid, next);
                let pos = step(grid, pos, entered);
                let guess = spent + 1 + manhattan(grid, pos, to);
                levels[(guess % 3) as usize].push(Open::new(next, pos, entered));
            }
        }
        levels[current].clear();
        if levels.iter().all(Vec::is_empty) {
            return None;
        }
        estimate += 1;
    }
}

/// The position one step from `pos` towards `dir`, wrapping where the grid does (the step is
/// through an open passage, so it stays in the grid). Arithmetic and selects, not a match: the
/// direction is as good as random, and a jump on it would be mispredicted most of the time.
#[inline]
fn step(grid: &Grid, pos: Pos, dir: Direction) -> Pos {
    let d = dir.index() as u32;
    // East +1 and west -1 in x; south +1 and north -1 in y.
    let dx = u32::from(d == 1).wrapping_sub(u32::from(d == 3));
    let dy = u32::from(d == 2).wrapping_sub(u32::from(d == 0));
    let wrapped = |v: u32, len: u32| match v {
        u32::MAX => len - 1,
        v if v == len => 0,
        v => v,
    };
    Pos::new(
        wrapped(pos.x.wrapping_add(dx), grid.width()),
        wrapped(pos.y.wrapping_add(dy), grid.height()),
    )
}

/// The fewest steps between `a` and `b` if there were no walls, wrapping where the grid does.
pub(crate) fn manhattan(grid: &Grid, a: Pos, b: Pos) -> u64 {
    let axis = |p: u32, q: u32, len: u32, wraps: bool| {
        let d = u64::from(p.abs_diff(q));
        if wraps { d.min(u64::from(len) - d) } else { d }
    };
    let wrap = grid.wrap();
    axis(a.x, b.x, grid.width(), wrap.x()) + axis(a.y, b.y, grid.height(), wrap.y())
}
