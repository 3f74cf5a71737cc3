//! Depth-first search: the first path found, as the seeds' AI players walk.
//!
//! From each cell the search tries north, east, south and west in turn and backs up at dead
//! ends. The path is simple (no cell twice) but usually not the shortest. Iterative: memory is
//! one bit per cell plus the current path.

use super::steps::{self, SearchStep};
use super::{Path, endpoints};
use crate::bits::BitSet;
use crate::watch::Watcher;
use crate::{Direction, Grid, Pos};

/// The first path from `from` to `to` found depth-first, or `None` if there is none.
pub fn dfs(grid: &Grid, from: Pos, to: Pos) -> Option<Path> {
    dfs_watched(grid, from, to, &mut ())
}

/// [`dfs`], reporting its steps to `watcher`.
pub(crate) fn dfs_watched<W: Watcher<SearchStep>>(
    grid: &Grid,
    from: Pos,
    to: Pos,
    watcher: &mut W,
) -> Option<Path> {
    dfs_ordered(grid, from, to, Direction::ALL, watcher)
}

/// [`dfs`] trying the directions in `order` from each cell instead of N, E, S, W, reporting
/// its steps to `watcher`: for games whose rules fix the order (seed 002's adjacency matrix
/// tries the cells above, left, right and below, in index order).
///
/// ```
/// use maze::solve::{SearchStep, dfs_ordered};
/// use maze::{Direction::*, Grid, Pos, Size, Wrap};
///
/// // A 2 × 2 ring: west-first reaches (1, 1) through (0, 1); east-first through (1, 0).
/// let mut grid = Grid::new(Size::new(2, 2), Wrap::None)?;
/// for (x, y, dir) in [(0, 0, East), (0, 0, South), (1, 0, South), (0, 1, East)] {
///     grid.carve(Pos::new(x, y), dir)?;
/// }
/// let mut explored = Vec::new();
/// let mut watch = |step| if let SearchStep::Explore(at) = step { explored.push(at) };
/// let path = dfs_ordered(&grid, Pos::new(0, 0), Pos::new(1, 1), [North, West, East, South], &mut watch);
/// assert_eq!(path.unwrap().to_wasd(), "ds");
/// assert_eq!(explored, [Pos::new(0, 0), Pos::new(1, 0), Pos::new(1, 1)]);
/// # Ok::<(), maze::GridError>(())
/// ```
pub fn dfs_ordered<W: Watcher<SearchStep>>(
    grid: &Grid,
    from: Pos,
    to: Pos,
    order: [Direction; 4],
    watcher: &mut W,
) -> Option<Path> {
    let (from, to) = endpoints(grid, from, to)?;
    let mut visited = BitSet::with_len(grid.len());
    visited.set(from);
    steps::explored(watcher, grid, from);
    // The cells of the current path, each with the next direction index to try from it.
    let mut stack = vec![(from, 0usize)];
    let mut steps: Vec<Direction> = Vec::new();
    while let Some(top) = stack.last_mut() {
        let (cell, next_dir) = *top;
        if cell == to {
            return Some(Path::new(grid.pos(from), steps));
        }
        if next_dir == 4 {
            steps::left(watcher, grid, cell);
            stack.pop();
            steps.pop();
            continue;
        }
        top.1 += 1;
        let dir = order[next_dir];
        if !grid.is_open_at(cell, dir) {
            continue;
        }
        if let Some(next) = grid.step(cell, dir).filter(|&n| !visited.get(n)) {
            visited.set(next);
            steps::explored(watcher, grid, next);
            stack.push((next, 0));
            steps.push(dir);
        }
    }
    None
}
