//! Depth-first search: the first path found, as the seeds' AI players walk.
//!
//! From each cell the search tries its sides in turn (north, east, south and west on squares)
//! and backs up at dead ends. The path is simple (no cell twice) but usually not the shortest.
//! Iterative: memory is one bit per cell plus the current path. Written once for every
//! storage.

use super::steps::{self, SearchStep};
use super::trail::Way;
use super::{Path, endpoints};
use crate::bits::BitSet;
use crate::network::Network;
use crate::watch::Watcher;
use crate::{direction::Direction, grid::Grid, pos::Pos};

/// The first path from `from` to `to` found depth-first, or `None` if there is none.
pub fn dfs(grid: &Grid, from: Pos, to: Pos) -> Option<Path> {
    super::Solver::Dfs.solve(grid, from, to)
}

/// [`dfs`] trying the directions in `order` from each cell instead of N, E, S, W, reporting
/// its steps to `watcher`: for games whose rules fix the order (seed 002's adjacency matrix
/// tries the cells above, left, right and below, in index order).
///
/// ```
/// use mazes::solve::{SearchStep, dfs_ordered};
/// use mazes::{Direction::*, Grid, Pos, Size, Wrap};
///
/// // A 2 × 2 ring: west-first reaches (1, 1) through (0, 1); east-first through (1, 0).
/// let mut grid = Grid::new(Size::new(2, 2), Wrap::None)?;
/// for (x, y, dir) in [(0, 0, East), (0, 0, South), (1, 0, South), (0, 1, East)] {
///     grid.carve(Pos::new(x, y), dir)?;
/// }
/// let mut explored = Vec::new();
/// let mut watch = |step| if let SearchStep::Explore(at) = step { explored.push(grid.pos(at)) };
/// let path = dfs_ordered(&grid, Pos::new(0, 0), Pos::new(1, 1), [North, West, East, South], &mut watch);
/// assert_eq!(path.unwrap().to_wasd(), "ds");
/// assert_eq!(explored, [Pos::new(0, 0), Pos::new(1, 0), Pos::new(1, 1)]);
/// # Ok::<(), mazes::GridError>(())
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
    Some(search(grid, from, to, &ranks, watcher)?.path(grid))
}

/// The order a depth-first search tries a cell's sides in.
pub(crate) trait Order {
    /// A cell's sides `sides` (bit `s` for side `s`) rewritten as ranks: bit `r` for the `r`th
    /// side tried.
    fn ranked(&self, sides: u32) -> u32;

    /// The side tried `rank`th.
    fn side(&self, rank: u32) -> usize;
}

/// Each cell's sides tried in their own order (north, east, south, west on squares).
pub(crate) struct SideOrder;

impl Order for SideOrder {
    #[inline]
    fn ranked(&self, sides: u32) -> u32 {
        sides
    }

    #[inline]
    fn side(&self, rank: u32) -> usize {
        rank as usize
    }
}

/// The one depth-first search, on every storage: the first way from `from` to `to` (cells)
/// found trying each cell's sides in `order`, backing up at dead ends; `None` if there is
/// none.
pub(crate) fn search<N: Network, W: Watcher<SearchStep>>(
    net: &N,
    from: usize,
    to: usize,
    order: &impl Order,
    watcher: &mut W,
) -> Option<Way> {
    let mut visited = BitSet::with_len(net.cells());
    visited.set(from);
    steps::explored(watcher, from);
    // The cells of the current way, each with the passages still to try from it (bit `r` for
    // its `r`th side; the way back is never tried) and the side of the cell before that led
    // to it.
    let mut stack = vec![(from, order.ranked(net.open_sides(from)), 0)];
    while let Some(top) = stack.last_mut() {
        let (cell, untried, _) = *top;
        if cell == to {
            return Some(Way {
                start: from,
                sides: stack.iter().skip(1).map(|&(_, _, side)| side).collect(),
            });
        }
        if untried == 0 {
            steps::left(watcher, cell);
            stack.pop();
            continue;
        }
        top.1 = untried & (untried - 1);
        let side = order.side(untried.trailing_zeros());
        let next = net.through(cell, side);
        if !visited.get(next) {
            visited.set(next);
            steps::explored(watcher, next);
            let back = net.back(cell, side);
            stack.push((
                next,
                order.ranked(net.open_sides(next) & !(1 << back)),
                side as u8,
            ));
        }
    }
    None
}

/// Passage masks (bit `d` for `Direction::ALL[d]`) rewritten in the order a search tries them
/// (bit `r` for its `r`th direction), so that the next to try is the lowest bit.
struct Ranks([u8; 16], [Direction; 4]);

impl Ranks {
    fn new(order: [Direction; 4]) -> Ranks {
        let ranks = std::array::from_fn(|mask| {
            (0..4).fold(0, |ranked, r| {
                ranked | u8::from(mask >> order[r].index() & 1 == 1) << r
            })
        });
        Ranks(ranks, order)
    }

    /// `mask` in the search's order.
    #[inline]
    fn of(&self, mask: u8) -> u8 {
        self.0[usize::from(mask & 15)]
    }
}

impl Order for Ranks {
    #[inline]
    fn ranked(&self, sides: u32) -> u32 {
        u32::from(self.of(sides as u8))
    }

    #[inline]
    fn side(&self, rank: u32) -> usize {
        self.1[rank as usize].index()
    }
}
