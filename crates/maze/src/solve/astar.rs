//! A* search guided by the Manhattan distance, measured the short way round on wrapping axes.
//!
//! The heuristic never overestimates and changes by at most one a step (a step changes one
//! coordinate by one), so the estimate of a path's length never falls along it: a cell is
//! settled the first time it leaves the open set, with a shortest path. That lets the search
//! keep no distances at all. The open set is a bucket queue: one stack per estimate, and
//! estimates only ever grow by 0, 1 or 2 from the smallest, so three stacks in turn suffice.
//! The newest cell of the smallest estimate goes first, so the search runs straight down a
//! corridor that leads towards the goal.
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

/// A cell in the open set: where it is, its distance left to the goal as the crow walks, and
/// the way it was entered (none for the start).
#[derive(Clone, Copy)]
struct Open {
    cell: usize,
    pos: Pos,
    left: u64,
    entered: Option<Direction>,
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
    // Bucket `e % 3` holds the cells whose estimate is `e`, for the smallest `e` and the two
    // above it.
    let mut buckets: [Vec<Open>; 3] = Default::default();
    let mut estimate = manhattan(grid, from, to);
    buckets[(estimate % 3) as usize].push(Open {
        cell: start,
        pos: from,
        left: estimate,
        entered: None,
    });
    let mut waiting = 1usize;
    while waiting > 0 {
        let Some(mut open) = buckets[(estimate % 3) as usize].pop() else {
            estimate += 1;
            continue;
        };
        waiting -= 1;
        if let Some(dir) = open.entered {
            if trail.seen(open.cell) {
                continue;
            }
            trail.enter(open.cell, dir);
        }
        loop {
            steps::explored(watcher, grid, open.cell);
            if open.cell == goal {
                return Some(trail.path_to(grid, goal));
            }
            // The estimate of a neighbour: one more step taken, and the distance left. The
            // way back leads to a settled cell, so it is left out, as BFS does.
            let spent = estimate - open.left;
            let ways = grid.open_mask(open.cell) & !trail.way_back(open.cell);
            let mut ahead = None;
            for d in set_bits(u64::from(ways)) {
                let dir = Direction::from_index(d as usize);
                let next = grid.through(open.cell, dir);
                if trail.seen(next) {
                    continue;
                }
                let pos = step(grid, open.pos, dir);
                let left = manhattan(grid, pos, to);
                let guess = spent + 1 + left;
                steps::reached(watcher, grid, next);
                let reached = Open {
                    cell: next,
                    pos,
                    left,
                    entered: Some(dir),
                };
                if guess == estimate && ways.count_ones() == 1 {
                    // A corridor that keeps the estimate: it would be popped next anyway.
                    ahead = Some(reached);
                } else {
                    buckets[(guess % 3) as usize].push(reached);
                    waiting += 1;
                }
            }
            let Some(next) = ahead else {
                break;
            };
            if let Some(dir) = next.entered {
                trail.enter(next.cell, dir);
            }
            open = next;
        }
    }
    None
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
