//! Bidirectional breadth-first search: one search from each end, a level at a time, until they
//! meet.
//!
//! Each search grows the smaller of the two frontiers by one level. The first cell reached by
//! one search that the other has already reached joins a shortest path: every meeting found
//! while a level grows has the same length (the cell met lies on the other search's frontier,
//! or the two would have met earlier), and a shorter path would have put a cell in both
//! searches before this level.
//!
//! Where BFS explores every cell closer than the goal, the two searches explore the cells
//! closer than about half the distance to either end: far fewer where the number of cells
//! within a distance grows faster than the distance (open mazes, mazes with loops, and most
//! perfect mazes between far-apart cells).
//!
//! Memory: twice BFS's bits a cell (three on a grid), plus the two frontiers.

use super::steps::{self, SearchStep};
use super::trail::Way;
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
/// let grid = Algorithm::Kruskal.generate(Size::new(9, 9), Wrap::None, &mut mazes::rng_from_seed(1))?;
/// let (from, to) = (Pos::new(0, 0), Pos::new(8, 8));
/// let path = mazes::solve::bidirectional(&grid, from, to).unwrap();
/// assert_eq!(path.end(&grid), Some(to));
/// assert_eq!(path.len(), mazes::solve::bfs(&grid, from, to).unwrap().len());
/// # Ok::<(), mazes::GenerateError>(())
/// ```
pub fn bidirectional(grid: &Grid, from: Pos, to: Pos) -> Option<Path> {
    super::Solver::Bidirectional.solve(grid, from, to)
}

/// One of the two searches: what it has reached, and its newest level.
struct Side<N> {
    trail: Trail<N>,
    level: Vec<usize>,
}

impl<N: Network> Side<N> {
    fn new(net: &N, origin: usize) -> Side<N> {
        Side {
            trail: Trail::new(net, origin),
            level: vec![origin],
        }
    }
}

/// The one two-ended search, on every storage: a shortest way from `start` to `goal` (both
/// cells), or `None` if `goal` cannot be reached.
pub(crate) fn search<N: Network, W: Watcher<SearchStep>>(
    net: &N,
    start: usize,
    goal: usize,
    watcher: &mut W,
) -> Option<Way> {
    steps::reached(watcher, start);
    if start == goal {
        steps::explored(watcher, start);
        return Some(Way {
            start,
            sides: Vec::new(),
        });
    }
    steps::reached(watcher, goal);
    let mut sides = [Side::new(net, start), Side::new(net, goal)];
    let mut next_level = Vec::new();
    loop {
        let [forward, backward] = &mut sides;
        let backwards = forward.level.len() > backward.level.len();
        let (this, other) = if backwards {
            (backward, forward)
        } else {
            (forward, backward)
        };
        if this.level.is_empty() {
            return None;
        }
        for &cell in &this.level {
            steps::explored(watcher, cell);
            for side in set_bits(u64::from(net.open_sides(cell) & !this.trail.way_back(cell))) {
                let next = net.through(cell, side as usize);
                if this.trail.seen(next) {
                    continue;
                }
                this.trail.enter(next, net.back(cell, side as usize));
                steps::reached(watcher, next);
                if other.trail.seen(next) {
                    steps::explored(watcher, next);
                    let (there, back) = if backwards {
                        (&other.trail, &this.trail)
                    } else {
                        (&this.trail, &other.trail)
                    };
                    return Some(joined(net, there, back, next));
                }
                next_level.push(next);
            }
        }
        std::mem::swap(&mut this.level, &mut next_level);
        next_level.clear();
    }
}

/// The way along the forward search's trail from its origin to `meeting`, then on along the
/// backward search's trail, walked the other way, to its origin.
fn joined<N: Network>(net: &N, forward: &Trail<N>, backward: &Trail<N>, meeting: usize) -> Way {
    let mut way = forward.way_to(net, meeting);
    backward.extend_back(net, &mut way, meeting);
    way
}
