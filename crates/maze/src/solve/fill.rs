//! The dead-end filler: fill every dead end, then every cell that filling made a dead end,
//! until none is left but the start and the goal.
//!
//! A filled cell lies on no path between the start and the goal that visits no cell twice, so
//! what is left holds every such path: on a perfect maze exactly the solution, on a maze with
//! loops the solution's corridors and the loops between them. The answer is a shortest way
//! through what is left (a breadth-first search that never enters a filled cell), so a
//! shortest path of the whole maze. It looks at every cell once (linear time); memory is a byte
//! a cell for the passages left, and a bit a cell for the filled ones.

use std::collections::VecDeque;

use super::steps::{self, SearchStep};
use super::{Path, Trail, endpoints, passages};
use crate::bits::BitSet;
use crate::watch::Watcher;
use crate::{Grid, Pos};

/// Fills the dead ends of `grid` between `from` and `to`: the filled cells. `watcher` is told
/// of every cell as the filler looks it over (explored), then of each cell as it is filled
/// (left).
pub(crate) fn fill_dead_ends<W: Watcher<SearchStep>>(
    grid: &Grid,
    from: usize,
    to: usize,
    watcher: &mut W,
) -> BitSet {
    let mut filled = BitSet::with_len(grid.len());
    let mut left: Vec<u8> = (0..grid.len())
        .map(|cell| grid.degree_at(cell) as u8)
        .collect();
    let keep = |cell: usize| cell == from || cell == to;
    let mut ends: Vec<usize> = Vec::new();
    for (cell, &degree) in left.iter().enumerate() {
        steps::explored(watcher, grid, cell);
        if degree <= 1 && !keep(cell) {
            ends.push(cell);
        }
    }
    while let Some(cell) = ends.pop() {
        filled.set(cell);
        steps::left(watcher, grid, cell);
        for (_, next) in passages(grid, cell) {
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

/// The way the dead-end filler leaves from `from` to `to`, or `None` if there is none.
pub(crate) fn dead_end_filler<W: Watcher<SearchStep>>(
    grid: &Grid,
    from: Pos,
    to: Pos,
    watcher: &mut W,
) -> Option<Path> {
    let (from, to) = endpoints(grid, from, to)?;
    let filled = fill_dead_ends(grid, from, to, watcher);
    let mut trail = Trail::new(grid, from);
    let mut queue = VecDeque::from([from]);
    while let Some(cell) = queue.pop_front() {
        if cell == to {
            return Some(trail.path_to(grid, to));
        }
        for (dir, next) in passages(grid, cell) {
            if !filled.get(next) && !trail.seen(next) {
                trail.enter(next, dir);
                queue.push_back(next);
            }
        }
    }
    None
}
