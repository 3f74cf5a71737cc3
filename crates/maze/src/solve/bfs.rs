//! Breadth-first search on a grid: shortest paths.
//!
//! Memory: three bits per cell for a path (reached, and the direction each cell was entered by)
//! plus the cells at the current distance.
//! Time: linear in the cells reached.

use super::steps::{self, SearchStep};
use super::{Path, Trail, endpoints};
use crate::bits::set_bits;
use crate::watch::Watcher;
use crate::{Direction, Grid, Pos};

/// A shortest path from `from` to `to`, or `None` if `to` cannot be reached.
///
/// ```
/// use maze::{Algorithm, Pos, Size, Wrap};
///
/// let grid = Algorithm::Kruskal.generate(Size::new(5, 5), Wrap::None, &mut maze::rng_from_seed(1))?;
/// let path = maze::solve::bfs(&grid, Pos::new(0, 0), Pos::new(4, 4)).unwrap();
/// assert_eq!(path.end(&grid), Some(Pos::new(4, 4)));
/// # Ok::<(), maze::GenerateError>(())
/// ```
pub fn bfs(grid: &Grid, from: Pos, to: Pos) -> Option<Path> {
    bfs_watched(grid, from, to, &mut ())
}

/// [`bfs`], reporting its steps to `watcher`.
pub(crate) fn bfs_watched<W: Watcher<SearchStep>>(
    grid: &Grid,
    from: Pos,
    to: Pos,
    watcher: &mut W,
) -> Option<Path> {
    let (from, to) = endpoints(grid, from, to)?;
    let mut trail = Trail::new(grid, from);
    steps::reached(watcher, grid, from);
    // One distance at a time: the cells at distance `d`, then those at `d + 1` (the order a
    // queue would give, with plain vectors).
    let (mut level, mut next_level) = (vec![from], Vec::new());
    while !level.is_empty() {
        for &cell in &level {
            steps::explored(watcher, grid, cell);
            if cell == to {
                return Some(trail.path_to(grid, to));
            }
            // The way back leads to a cell already seen: leaving it out saves a test whose
            // answer would be unpredictable (in a perfect maze every other way is new).
            for d in set_bits(u64::from(grid.open_mask(cell) & !trail.way_back(cell))) {
                let dir = Direction::from_index(d as usize);
                let next = grid.through(cell, dir);
                if !trail.seen(next) {
                    trail.enter(next, dir);
                    steps::reached(watcher, grid, next);
                    next_level.push(next);
                }
            }
        }
        std::mem::swap(&mut level, &mut next_level);
        next_level.clear();
    }
    None
}
