//! Dijkstra's algorithm over per-cell costs: the cheapest path when cells cost different amounts
//! to enter (mud, gold, guards).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::steps::{self, SearchStep};
use super::{Path, Trail, endpoints, passages};
use crate::watch::Watcher;
use crate::{Grid, Pos};

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
/// use maze::{Direction, Grid, Pos, Size, Wrap};
///
/// let mut grid = Grid::new(Size::new(2, 2), Wrap::None)?;
/// for (pos, dir) in [((0, 0), Direction::East), ((0, 0), Direction::South),
///                    ((1, 0), Direction::South), ((0, 1), Direction::East)] {
///     grid.carve(Pos::new(pos.0, pos.1), dir)?;
/// }
/// // Going right first costs 9 + 1; going down first costs 1 + 1.
/// let weights = [0, 9, 1, 1];
/// let (path, cost) = maze::solve::dijkstra(&grid, &weights, Pos::new(0, 0), Pos::new(1, 1))?.unwrap();
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
    let mut trail = Trail::new(grid, start);
    let mut cost = vec![u64::MAX; grid.len()];
    cost[start] = 0;
    steps::reached(watcher, grid, start);
    let mut open = BinaryHeap::from([Reverse((0u64, start))]);
    while let Some(Reverse((spent, cell))) = open.pop() {
        if spent > cost[cell] {
            continue;
        }
        steps::explored(watcher, grid, cell);
        if cell == goal {
            return Ok(Some((trail.path_to(grid, goal), spent)));
        }
        for (dir, next) in passages(grid, cell) {
            let through = spent + u64::from(weights[next]);
            if through < cost[next] {
                cost[next] = through;
                trail.enter(next, dir);
                steps::reached(watcher, grid, next);
                open.push(Reverse((through, next)));
            }
        }
    }
    Ok(None)
}
