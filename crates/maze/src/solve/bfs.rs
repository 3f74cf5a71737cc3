//! Breadth-first search: shortest paths and distance maps.
//!
//! Memory: three bits per cell for a path (reached, and the direction each cell was entered by)
//! plus the cells at the current distance; eight bytes per cell for a distance map.
//! Time: linear in the cells reached.

use std::collections::VecDeque;

use super::steps::{self, SearchStep};
use super::{Path, Trail, endpoints, passages};
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

/// The number of steps from one cell to every other, as found by [`distances`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DistanceMap {
    width: u32,
    steps: Vec<u64>,
}

impl DistanceMap {
    /// Steps from the origin to `pos`, or `None` if it cannot be reached (or lies outside).
    pub fn get(&self, pos: Pos) -> Option<u64> {
        if pos.x >= self.width {
            return None;
        }
        let index = pos.y as usize * self.width as usize + pos.x as usize;
        self.steps.get(index).copied().filter(|&d| d != u64::MAX)
    }

    /// The reachable cell farthest from the origin (the first in reading order on ties) and its
    /// distance.
    pub fn farthest(&self) -> (Pos, u64) {
        let (index, steps) = self
            .steps
            .iter()
            .enumerate()
            .filter(|&(_, &d)| d != u64::MAX)
            .fold(
                (0, 0),
                |best, (i, &d)| if d > best.1 { (i, d) } else { best },
            );
        let w = self.width as usize;
        (Pos::new((index % w) as u32, (index / w) as u32), steps)
    }

    /// The number of cells reachable from the origin.
    pub fn reachable(&self) -> u64 {
        self.steps.iter().filter(|&&d| d != u64::MAX).count() as u64
    }
}

/// The distance in steps from `from` to every cell.
///
/// Memory: eight bytes per cell. A cell outside the grid gives a map where nothing is reachable.
pub fn distances(grid: &Grid, from: Pos) -> DistanceMap {
    let mut steps = vec![u64::MAX; grid.len()];
    if grid.contains(from) {
        let origin = grid.index(from);
        steps[origin] = 0;
        let mut queue = VecDeque::from([origin]);
        while let Some(cell) = queue.pop_front() {
            for (_, next) in passages(grid, cell) {
                if steps[next] == u64::MAX {
                    steps[next] = steps[cell] + 1;
                    queue.push_back(next);
                }
            }
        }
    }
    DistanceMap {
        width: grid.width(),
        steps,
    }
}
