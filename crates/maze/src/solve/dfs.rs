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
    let ranks = Ranks::new(order);
    let mut visited = BitSet::with_len(grid.len());
    visited.set(from);
    steps::explored(watcher, grid, from);
    // The cells of the current path, each with the passages still to try from it (bit `r`
    // for `order[r]`; the way back is never tried) and the step that led to it.
    let mut stack = vec![(from, ranks.of(grid.open_mask(from)), Direction::North)];
    while let Some(top) = stack.last_mut() {
        let (cell, untried, _) = *top;
        if cell == to {
            let steps = stack.iter().skip(1).map(|&(_, _, dir)| dir).collect();
            return Some(Path::new(grid.pos(from), steps));
        }
        if untried == 0 {
            steps::left(watcher, grid, cell);
            stack.pop();
            continue;
        }
        top.1 = untried & (untried - 1);
        let dir = order[untried.trailing_zeros() as usize];
        let next = grid.through(cell, dir);
        if !visited.get(next) {
            visited.set(next);
            steps::explored(watcher, grid, next);
            let back = 1 << dir.opposite().index();
            stack.push((next, ranks.of(grid.open_mask(next) & !back), dir));
        }
    }
    None
}

/// Passage masks (bit `d` for `Direction::ALL[d]`) rewritten in the order a search tries them
/// (bit `r` for its `r`th direction), so that the next to try is the lowest bit.
struct Ranks([u8; 16]);

impl Ranks {
    fn new(order: [Direction; 4]) -> Ranks {
        Ranks(std::array::from_fn(|mask| {
            (0..4).fold(0, |ranked, r| {
                ranked | u8::from(mask >> order[r].index() & 1 == 1) << r
            })
        }))
    }

    /// `mask` in the search's order.
    #[inline]
    fn of(&self, mask: u8) -> u8 {
        self.0[usize::from(mask & 15)]
    }
}
