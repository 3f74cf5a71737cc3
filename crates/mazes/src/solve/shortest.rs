//! Every shortest path at once: the cells that lie on one, and how many there are.
//!
//! A breadth-first search from each end gives every cell's distance to both; a cell lies on a
//! shortest path exactly when its two distances add up to the path's length. The number of
//! shortest paths is counted along the way, cell by cell in order of distance from the start
//! (each cell's count is the sum of its predecessors'). Linear time; memory: sixteen bytes
//! a cell (each search's distances and order) and a count for each cell on a shortest path.

use std::collections::HashMap;

use super::{Path, endpoints, passages};
use crate::network::{UNREACHED, levels};
use crate::{grid::Grid, pos::Pos};

/// Every shortest path between two cells, as [`all_shortest`] finds them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shortest {
    /// One of the shortest paths: the first that breadth-first search finds.
    pub path: Path,
    /// The cells that lie on some shortest path, in the grid's order.
    pub cells: Vec<Pos>,
    /// How many shortest paths there are, or `None` if more than `u128::MAX`.
    pub count: Option<u128>,
}

/// Every shortest path from `from` to `to`, or `None` if `to` cannot be reached.
///
/// ```
/// use mazes::{Direction, Grid, Pos, Size, Wrap};
///
/// // No walls at all: every staircase across a 3 × 3 room is a shortest path.
/// let mut grid = Grid::new(Size::new(3, 3), Wrap::None)?;
/// for at in grid.cells().collect::<Vec<_>>() {
///     for dir in [Direction::East, Direction::South] {
///         let _ = grid.carve(at, dir); // fails at the border, which stays
///     }
/// }
/// let shortest = mazes::solve::all_shortest(&grid, Pos::new(0, 0), Pos::new(2, 2)).unwrap();
/// assert_eq!(shortest.path.len(), 4);
/// assert_eq!(shortest.count, Some(6));
/// assert_eq!(shortest.cells.len(), 9);
/// # Ok::<(), mazes::GridError>(())
/// ```
pub fn all_shortest(grid: &Grid, from: Pos, to: Pos) -> Option<Shortest> {
    let (start, goal) = endpoints(grid, from, to)?;
    let path = super::bfs::bfs(grid, from, to)?;
    let (from_start, order) = levels(grid, [start]);
    let (from_goal, _) = levels(grid, [goal]);
    let length = from_start[goal];
    let on_shortest = |cell: usize| {
        from_start[cell] != UNREACHED
            && from_goal[cell] != UNREACHED
            && u64::from(from_start[cell]) + u64::from(from_goal[cell]) == u64::from(length)
    };
    // The shortest paths from the start to each cell on one, in order of distance (`None`
    // once past `u128::MAX`); kept only for those cells, which are few in most mazes.
    let mut paths: HashMap<usize, Option<u128>> = HashMap::from([(start, Some(1))]);
    for cell in order.into_iter().map(|cell| cell as usize) {
        if cell == start || !on_shortest(cell) {
            continue;
        }
        let count = passages(grid, cell)
            .filter(|&(_, before)| from_start[before].wrapping_add(1) == from_start[cell])
            .filter_map(|(_, before)| paths.get(&before).copied())
            .try_fold(0u128, |sum, before| sum.checked_add(before?));
        paths.insert(cell, count);
    }
    let cells = (0..grid.len())
        .filter(|&cell| on_shortest(cell))
        .map(|cell| grid.pos(cell))
        .collect();
    Some(Shortest {
        path,
        cells,
        count: paths.get(&goal).copied().flatten(),
    })
}
