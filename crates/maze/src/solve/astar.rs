//! A* search guided by the Manhattan distance, measured the short way round on wrapping axes.
//!
//! The heuristic never overestimates (a step changes one coordinate by one), so the path is a
//! shortest one. Memory: three bits and a word per cell plus the open set.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::steps::{self, SearchStep};
use super::{Path, Trail, endpoints, passages};
use crate::watch::Watcher;
use crate::{Grid, Pos};

/// A shortest path from `from` to `to`, or `None` if `to` cannot be reached.
pub fn astar(grid: &Grid, from: Pos, to: Pos) -> Option<Path> {
    astar_watched(grid, from, to, &mut ())
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
    let mut trail = Trail::new(grid, start);
    let mut cost = vec![u64::MAX; grid.len()];
    cost[start] = 0;
    let mut open = BinaryHeap::from([Reverse((manhattan(grid, from, to), 0u64, start))]);
    while let Some(Reverse((_, spent, cell))) = open.pop() {
        if spent > cost[cell] {
            continue;
        }
        steps::explored(watcher, grid, cell);
        if cell == goal {
            return Some(trail.path_to(grid, goal));
        }
        for (dir, next) in passages(grid, cell) {
            if spent + 1 < cost[next] {
                cost[next] = spent + 1;
                trail.enter(next, dir);
                steps::reached(watcher, grid, next);
                let estimate = spent + 1 + manhattan(grid, grid.pos(next), to);
                open.push(Reverse((estimate, spent + 1, next)));
            }
        }
    }
    None
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
