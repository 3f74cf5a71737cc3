//! A* search guided by the Manhattan distance, measured the short way round on wrapping axes.
//!
//! The heuristic never overestimates and changes by at most one a step (a step changes one
//! coordinate by one), so the estimate of a path's length never falls along it: a cell is
//! settled the first time it leaves the open set, with a shortest path. That lets the search
//! keep no distances at all, nor even estimates. A step adds 0, 1 or 2 to the estimate (one
//! step more taken; the distance left one less, the same, or one more), which each cell works
//! out for its four ways from how it lies to the goal; so the open set is a bucket queue of
//! three lists, the cells whose estimate is the smallest and the two above it, each read in
//! the order its cells were reached, as BFS reads its levels. A cell in a list is one word,
//! its index and the way it was entered; its position is worked out as it leaves. Every
//! reached cell goes on a list, even one that keeps the estimate and could be walked to at
//! once: a branch on that would be mispredicted half the time in a winding corridor, which
//! cost more than the list.
//!
//! Memory: BFS's three bits a cell (settled, and the way each cell was entered) plus the open
//! set. Time: constant per cell and passage reached, like BFS, and it reaches fewer, but
//! each costs more (see docs/performance.md).

use super::steps::{self, SearchStep};
use super::{Path, Trail, endpoints};
use crate::bits::set_bits;
use crate::watch::Watcher;
use crate::{direction::Direction, grid::Grid, pos::Pos};

/// A shortest path from `from` to `to`, or `None` if `to` cannot be reached.
pub fn astar(grid: &Grid, from: Pos, to: Pos) -> Option<Path> {
    astar_watched(grid, from, to, &mut ())
}

/// A cell in the open set and the way it was entered (north for the start, which is never
/// entered): the cell's index times four, plus the index of the direction. Its position is
/// worked out when it leaves the set, so that the set holds a word a cell.
#[derive(Clone, Copy)]
struct Open(usize);

impl Open {
    fn new(cell: usize, entered: Direction) -> Open {
        Open(cell << 2 | entered.index())
    }

    fn cell(self) -> usize {
        self.0 >> 2
    }

    fn entered(self) -> Direction {
        Direction::from_index(self.0)
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
    steps::reached(watcher, start);
    // The trail marks cells as they are settled (the start from the outset: nothing leads
    // back into it).
    let mut trail = Trail::new(grid, start);
    // `levels[g]` holds the cells whose estimate is the smallest, `e`, plus `g`, in the
    // order they were reached; the first is read while it grows, then the lists move down.
    let mut levels: [Vec<Open>; 3] = Default::default();
    levels[0].push(Open::new(start, Direction::North));
    loop {
        let mut read = 0;
        while let Some(&open) = levels[0].get(read) {
            read += 1;
            let cell = open.cell();
            if cell != start {
                if trail.seen(cell) {
                    continue;
                }
                trail.enter(cell, open.entered().opposite().index());
            }
            steps::explored(watcher, cell);
            if cell == goal {
                return Some(trail.path_to(grid, goal));
            }
            // A neighbour's estimate grows by 0, 1 or 2 over this cell's (see [`Growth`]).
            // The way back leads to a settled cell, so it is left out, as BFS does.
            let growth = Growth::at(grid, grid.pos(cell), to);
            for d in set_bits(u64::from(
                u32::from(grid.open_mask(cell)) & !trail.way_back(cell),
            )) {
                let entered = Direction::from_index(d as usize);
                let next = grid.through(cell, entered);
                if trail.seen(next) {
                    continue;
                }
                steps::reached(watcher, next);
                levels[growth.towards(d)].push(Open::new(next, entered));
            }
        }
        levels[0].clear();
        if levels.iter().all(Vec::is_empty) {
            return None;
        }
        // Down a place: [a, b, c] becomes [b, c, a] (two swaps, where `rotate_left` calls
        // memmove, which cost 5 % over the many small levels of a long path).
        levels.swap(0, 1);
        levels.swap(1, 2);
    }
}

/// How much a step each way from a cell adds to the estimate: one step more taken, and the
/// distance left one less, the same or one more. Two bits a direction, worked out once a cell
/// from how the cell lies to the goal on each axis.
#[derive(Clone, Copy)]
struct Growth(u8);

impl Growth {
    /// The growth of a step each way from `pos`, on the way to `to`.
    #[inline(always)]
    fn at(grid: &Grid, pos: Pos, to: Pos) -> Growth {
        let wrap = grid.wrap();
        let (east, west) = axis(pos.x, to.x, grid.width(), wrap.x());
        let (south, north) = axis(pos.y, to.y, grid.height(), wrap.y());
        // Two bits a direction, in N, E, S, W order.
        Growth(north | east << 2 | south << 4 | west << 6)
    }

    /// The growth of a step towards direction `d` (its index).
    #[inline]
    fn towards(self, d: u32) -> usize {
        usize::from(self.0 >> (2 * d) & 3)
    }
}

/// The growth of a step up and of a step down one axis, from `p` to `q`: 0 for a step that
/// comes nearer, 2 for one that goes further, and 1 where a wrapping axis of odd length
/// leaves the distance as it is.
#[inline(always)]
fn axis(p: u32, q: u32, len: u32, wraps: bool) -> (u8, u8) {
    if !wraps {
        return (if p < q { 0 } else { 2 }, if p > q { 0 } else { 2 });
    }
    let distance = |p: u32| {
        let d = p.abs_diff(q);
        d.min(len - d)
    };
    let here = distance(p);
    let up = distance(if p + 1 == len { 0 } else { p + 1 });
    let down = distance(if p == 0 { len - 1 } else { p - 1 });
    ((1 + up - here) as u8, (1 + down - here) as u8)
}
