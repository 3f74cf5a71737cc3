//! Breadth-first search: shortest paths, on every storage.
//!
//! Memory: three bits a cell for a path on a grid, five on a lattice (reached, and the side its
//! way back leaves by), plus the cells at the current distance.
//! Time: linear in the cells reached.

use super::steps::{self, SearchStep};
use super::{Path, Trail};
use crate::bits::set_bits;
use crate::network::Network;
use crate::watch::Watcher;
use crate::{grid::Grid, pos::Pos};

/// A shortest path from `from` to `to`, or `None` if `to` cannot be reached.
///
/// ```
/// use mazes::{Algorithm, Pos, Size, Wrap};
///
/// let grid = Algorithm::Kruskal.generate(Size::new(5, 5), Wrap::None, &mut mazes::rng_from_seed(1))?;
/// let path = mazes::solve::bfs(&grid, Pos::new(0, 0), Pos::new(4, 4)).unwrap();
/// assert_eq!(path.end(&grid), Some(Pos::new(4, 4)));
/// # Ok::<(), mazes::GenerateError>(())
/// ```
pub fn bfs(grid: &Grid, from: Pos, to: Pos) -> Option<Path> {
    super::Solver::Bfs.solve(grid, from, to)
}

/// The one breadth-first search, on every storage: from `from` (a cell) through the cells
/// `inside` lets it enter, a distance at a time, each cell's sides tried in order, until it
/// explores `to`; the trail that reached it, or `None` if it cannot be reached. Every
/// shortest way the solvers answer is walked back along this trail.
pub(crate) fn search<N: Network, W: Watcher<SearchStep>>(
    net: &N,
    from: usize,
    to: usize,
    inside: impl Fn(usize) -> bool,
    watcher: &mut W,
) -> Option<Trail<N>> {
    let mut trail = Trail::new(net, from);
    steps::reached(watcher, from);
    // One distance at a time: the cells at distance `d`, then those at `d + 1` (the order a
    // queue would give, with plain vectors).
    let (mut level, mut next_level) = (vec![from], Vec::new());
    while !level.is_empty() {
        for &cell in &level {
            steps::explored(watcher, cell);
            if cell == to {
                return Some(trail);
            }
            // The way back leads to a cell already seen: leaving it out saves a test whose
            // answer would be unpredictable (in a perfect maze every other way is new).
            for side in set_bits(u64::from(net.open_sides(cell) & !trail.way_back(cell))) {
                let next = net.through(cell, side as usize);
                if !trail.seen(next) && inside(next) {
                    trail.enter(next, net.back(cell, side as usize));
                    steps::reached(watcher, next);
                    next_level.push(next);
                }
            }
        }
        std::mem::swap(&mut level, &mut next_level);
        next_level.clear();
    }
    None
}
