//! Dijkstra's algorithm over per-cell costs: the cheapest path when cells cost different amounts
//! to enter (mud, gold, guards).
//!
//! With small weights (up to [`SMALL_WEIGHT`], every cell costing 1 among them) it keeps its
//! frontier in a ring of buckets, one a cost (Dial's queue): every cost waiting lies within a
//! heaviest weight of the cost being settled, so a cell's cost is known from its remainder by the
//! ring's size, a byte a cell. It then runs at about breadth-first search's speed and memory.
//! Heavier weights take a binary heap and eight bytes a cell.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

use super::steps::{self, SearchStep};
use super::{Path, Trail, endpoints, passages};
use crate::bits::set_bits;
use crate::watch::Watcher;
use crate::{direction::Direction, grid::Grid, pos::Pos};

/// The heaviest weight the bucket queue takes (a cell's cost is kept as its remainder by the
/// heaviest weight plus one, in a byte, beside a mark for settled cells).
pub const SMALL_WEIGHT: u32 = 254;

/// A settled cell's mark in place of its remainder.
const SETTLED: u8 = u8::MAX;

/// The cost table does not match the grid.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("expected one weight per cell ({expected}), got {found}")]
pub struct WeightsError {
    /// The number of cells.
    pub expected: u64,
    /// The number of weights given.
    pub found: u64,
}

/// The cheapest path from `from` to `to` and its cost, where entering a cell costs its weight
/// (in row-major order, see [`Grid::index`]); `Ok(None)` if `to` cannot be reached.
///
/// ```
/// use mazes::{Direction, Grid, Pos, Size, Wrap};
///
/// let mut grid = Grid::new(Size::new(2, 2), Wrap::None)?;
/// for (pos, dir) in [((0, 0), Direction::East), ((0, 0), Direction::South),
///                    ((1, 0), Direction::South), ((0, 1), Direction::East)] {
///     grid.carve(Pos::new(pos.0, pos.1), dir)?;
/// }
/// // Going right first costs 9 + 1; going down first costs 1 + 1.
/// let weights = [0, 9, 1, 1];
/// let (path, cost) = mazes::solve::dijkstra(&grid, &weights, Pos::new(0, 0), Pos::new(1, 1))?.unwrap();
/// assert_eq!((path.to_wasd().as_str(), cost), ("sd", 2));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn dijkstra(
    grid: &Grid,
    weights: &[u32],
    from: Pos,
    to: Pos,
) -> Result<Option<(Path, u64)>, WeightsError> {
    dijkstra_watched(grid, weights, from, to, &mut ())
}

/// [`dijkstra`], reporting its steps to `watcher`: the way to animate a weighted search.
pub fn dijkstra_watched<W: Watcher<SearchStep>>(
    grid: &Grid,
    weights: &[u32],
    from: Pos,
    to: Pos,
    watcher: &mut W,
) -> Result<Option<(Path, u64)>, WeightsError> {
    if weights.len() as u64 != grid.cell_count() {
        return Err(WeightsError {
            expected: grid.cell_count(),
            found: weights.len() as u64,
        });
    }
    let Some((start, goal)) = endpoints(grid, from, to) else {
        return Ok(None);
    };
    let heaviest = weights.iter().copied().max().unwrap_or(0);
    if heaviest <= SMALL_WEIGHT {
        let weight = |cell: usize| weights[cell];
        return Ok(buckets(grid, weight, heaviest, start, goal, watcher));
    }
    Ok(heap(grid, weights, start, goal, watcher))
}

/// Dijkstra's search from `start` to `goal` with a binary heap, for any weights: the cheapest
/// path and its cost.
fn heap<W: Watcher<SearchStep>>(
    grid: &Grid,
    weights: &[u32],
    start: usize,
    goal: usize,
    watcher: &mut W,
) -> Option<(Path, u64)> {
    let mut trail = Trail::new(grid, start);
    let mut cost = vec![u64::MAX; grid.len()];
    cost[start] = 0;
    steps::reached(watcher, start);
    let mut open = BinaryHeap::from([Reverse((0u64, start))]);
    while let Some(Reverse((spent, cell))) = open.pop() {
        if spent > cost[cell] {
            continue;
        }
        steps::explored(watcher, cell);
        if cell == goal {
            return Some((trail.path_to(grid, goal), spent));
        }
        for (dir, next) in passages(grid, cell) {
            let through = spent + u64::from(weights[next]);
            if through < cost[next] {
                cost[next] = through;
                trail.enter(next, dir.opposite().index());
                steps::reached(watcher, next);
                open.push(Reverse((through, next)));
            }
        }
    }
    None
}

/// Dijkstra's search from `start` to `goal` with Dial's ring of buckets, each cell costing
/// `weight` (at most `heaviest`, itself at most [`SMALL_WEIGHT`]): the cheapest path and its
/// cost.
pub(crate) fn buckets<W: Watcher<SearchStep>>(
    grid: &Grid,
    weight: impl Fn(usize) -> u32,
    heaviest: u32,
    start: usize,
    goal: usize,
    watcher: &mut W,
) -> Option<(Path, u64)> {
    // Costs are handled by their remainders by `span` (no division in the loop): `at` is the
    // ring's slot for `cost`.
    let span = heaviest as usize + 1;
    let wrap = |slot: usize| if slot >= span { slot - span } else { slot };
    let mut trail = Trail::new(grid, start);
    // A reached cell's cost, less a multiple of `span` (it lies within `span` of the cost being
    // settled, which makes it exact), or `SETTLED`.
    let mut remainder = vec![0u8; grid.len()];
    let mut ring: Vec<VecDeque<u32>> = vec![VecDeque::new(); span];
    ring[0].push_back(start as u32);
    let mut waiting = 1usize;
    steps::reached(watcher, start);
    let (mut cost, mut at) = (0u64, 0usize);
    while waiting > 0 {
        let Some(cell) = ring[at].pop_front() else {
            cost += 1;
            at = wrap(at + 1);
            continue;
        };
        waiting -= 1;
        let cell = cell as usize;
        // A cell found cheaper later was settled at that cost: this entry is stale.
        if remainder[cell] == SETTLED {
            continue;
        }
        remainder[cell] = SETTLED;
        steps::explored(watcher, cell);
        if cell == goal {
            return Some((trail.path_to(grid, goal), cost));
        }
        // The way back leads to the settled cell this one was reached from.
        for d in set_bits(u64::from(
            u32::from(grid.open_mask(cell)) & !trail.way_back(cell),
        )) {
            let dir = Direction::from_index(d as usize);
            let next = grid.through(cell, dir);
            if remainder[next] == SETTLED {
                continue;
            }
            // Both within `span` of `cost`: compared by how far past it they lie.
            let ahead = weight(next) as usize;
            let better =
                !trail.seen(next) || ahead < wrap(usize::from(remainder[next]) + span - at);
            if better {
                let slot = wrap(at + ahead);
                // A slot of the ring: below 255, it fits a byte.
                remainder[next] = slot as u8;
                trail.enter(next, dir.opposite().index());
                steps::reached(watcher, next);
                ring[slot].push_back(next as u32);
                waiting += 1;
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transmute::add_loops;
    use crate::{generate::Algorithm, size::Size, topology::Wrap};
    use rand::Rng;

    /// The ring of buckets and the heap agree on the cheapest cost, zero weights and ties
    /// included, on mazes with loops.
    #[test]
    fn the_bucket_queue_finds_the_heaps_cost() {
        for seed in 0..300u64 {
            let mut rng = crate::rng::rng_from_seed(seed);
            let size = Size::new(rng.random_range(1..30), rng.random_range(1..30));
            let mut grid = Algorithm::Wilson
                .generate(size, Wrap::None, &mut rng)
                .unwrap();
            let loops = rng.random_range(0..=crate::transmute::closed_walls(&grid).min(300));
            add_loops(&mut grid, loops, &mut rng).unwrap();
            let heaviest = [0, 1, 3, SMALL_WEIGHT][(seed % 4) as usize];
            let weights: Vec<u32> = (0..grid.len())
                .map(|_| rng.random_range(0..=heaviest))
                .collect();
            let (start, goal) = (
                rng.random_range(0..grid.len()),
                rng.random_range(0..grid.len()),
            );
            let by_heap = heap(&grid, &weights, start, goal, &mut ());
            let by_ring = buckets(&grid, |c| weights[c], heaviest, start, goal, &mut ());
            assert_eq!(
                by_ring.as_ref().map(|r| r.1),
                by_heap.as_ref().map(|h| h.1),
                "seed {seed}"
            );
            let (path, cost) = by_ring.unwrap();
            assert!(path.is_valid(&grid));
            let paid: u64 = path
                .cells(&grid)
                .skip(1)
                .map(|p| u64::from(weights[grid.index(p)]))
                .sum();
            assert_eq!(paid, cost, "seed {seed}");
        }
    }
}
