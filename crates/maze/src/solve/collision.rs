//! The collision solver, or amoeba: flood the maze from the start and keep what the water
//! that reaches the goal flowed through.
//!
//! Water spreads from the start along every passage at the same speed (a breadth-first
//! flood). Where two of its fronts meet head-on, in a passage between two cells the water
//! reached at the same moment, the passage closes: it is on no shortest path. What is left
//! runs one way, away from the start, and a column of water that ends before the goal (at a
//! dead end, or where the only ways on were closed) is filled back to where it branched. The
//! description this follows (Walter Pullen's) floods, closes and fills again until a flood
//! meets no collision; flooding once and filling against the flow, from the farthest cells
//! back, reaches the same end in one sweep.
//!
//! What is left is exactly the cells on a shortest path from the start to the goal, all of
//! them; the answer is one of those paths. Linear time; memory: eight bytes a cell for the
//! flood's distances and order, and a bit a cell for what is left.

use super::steps::{self, SearchStep};
use super::{Path, endpoints, passages};
use crate::bits::BitSet;
use crate::network::{UNREACHED, levels};
use crate::watch::Watcher;
use crate::{Grid, Pos};

/// A shortest path from `from` to `to` through what the collision solver leaves, or `None` if
/// there is none.
pub(crate) fn collision<W: Watcher<SearchStep>>(
    grid: &Grid,
    from: Pos,
    to: Pos,
    watcher: &mut W,
) -> Option<Path> {
    let (start, goal) = endpoints(grid, from, to)?;
    let (levels, kept) = kept(grid, start, goal, watcher)?;
    let mut at = start;
    let mut dirs = Vec::new();
    while at != goal {
        let (dir, next) = passages(grid, at)
            .find(|&(_, next)| kept.get(next) && downstream(&levels, at, next))?;
        dirs.push(dir);
        at = next;
    }
    Some(Path::new(from, dirs))
}

/// Whether water flows from `from` straight on to `to`.
fn downstream(levels: &[u32], from: usize, to: usize) -> bool {
    levels[from] != UNREACHED && levels[from].wrapping_add(1) == levels[to]
}

/// Floods from `start` and fills back every column that does not reach `goal`: the flood's
/// distances and the cells left, or `None` if the water never reaches the goal. `watcher` sees the flood explore each cell,
/// and the fill leave those it fills.
fn kept<W: Watcher<SearchStep>>(
    grid: &Grid,
    start: usize,
    goal: usize,
    watcher: &mut W,
) -> Option<(Vec<u32>, BitSet)> {
    let (levels, order) = levels(grid, [start]);
    for &cell in &order {
        steps::explored(watcher, cell as usize);
    }
    if levels[goal] == UNREACHED {
        return None;
    }
    let mut cells = BitSet::with_len(grid.len());
    for cell in order.into_iter().rev().map(|cell| cell as usize) {
        let flows_on = cell == goal
            || passages(grid, cell)
                .any(|(_, next)| cells.get(next) && downstream(&levels, cell, next));
        if flows_on {
            cells.set(cell);
        } else {
            steps::left(watcher, cell);
        }
    }
    Some((levels, cells))
}
