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
//! flood's distances and order, and a bit a cell for what is left. Written once for every
//! storage.

use super::steps::{self, SearchStep};
use super::trail::Way;
use crate::bits::{BitSet, set_bits};
use crate::network::{Network, UNREACHED, levels};
use crate::watch::Watcher;

/// The one collision solver, on every storage: a shortest way from `start` to `goal` (cells)
/// through what it leaves, each step the first side that flows on towards the goal; `None` if
/// there is none.
pub(crate) fn way<N: Network, W: Watcher<SearchStep>>(
    net: &N,
    start: usize,
    goal: usize,
    watcher: &mut W,
) -> Option<Way> {
    let (levels, kept) = kept(net, start, goal, watcher)?;
    let mut way = Way {
        start,
        sides: Vec::new(),
    };
    let mut at = start;
    while at != goal {
        let side = set_bits(u64::from(net.open_sides(at)))
            .map(|side| side as usize)
            .find(|&side| {
                let next = net.through(at, side);
                kept.get(next) && downstream(&levels, at, next)
            })?;
        at = net.through(at, side);
        way.sides.push(side as u8);
    }
    Some(way)
}

/// Whether water flows from `from` straight on to `to`.
fn downstream(levels: &[u32], from: usize, to: usize) -> bool {
    levels[from] != UNREACHED && levels[from].wrapping_add(1) == levels[to]
}

/// Floods from `start` and fills back every column that does not reach `goal`: the flood's
/// distances and the cells left (every cell on a shortest way), or `None` if the water never
/// reaches the goal. `watcher` sees the flood explore each cell, and the fill leave those it
/// fills.
pub(crate) fn kept<N: Network, W: Watcher<SearchStep>>(
    net: &N,
    start: usize,
    goal: usize,
    watcher: &mut W,
) -> Option<(Vec<u32>, BitSet)> {
    let (levels, order) = levels(net, [start]);
    for &cell in &order {
        steps::explored(watcher, cell as usize);
    }
    if levels[goal] == UNREACHED {
        return None;
    }
    let mut cells = BitSet::with_len(net.cells());
    for cell in order.into_iter().rev().map(|cell| cell as usize) {
        // Over the open sides themselves: `ways(cell).any(…)` left its fold a call of its own
        // on a grid, and the solver took 1.2 times as many instructions as the square-only
        // code it replaced.
        let flows_on = cell == goal
            || set_bits(u64::from(net.open_sides(cell))).any(|side| {
                let next = net.through(cell, side as usize);
                cells.get(next) && downstream(&levels, cell, next)
            });
        if flows_on {
            cells.set(cell);
        } else {
            steps::left(watcher, cell);
        }
    }
    Some((levels, cells))
}
