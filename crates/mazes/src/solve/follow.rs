//! Solvers that keep a hand on the wall: the wall follower and Pledge's algorithm.
//!
//! Neither sees the maze from above: each walks it from the inside, remembering almost
//! nothing, as a person in a hedge maze could. Both answer the way they found (their route
//! with its detours cut out, see `walk.rs`), and both are told apart from the searches by what
//! they promise:
//!
//! - The **wall follower** reaches the goal whenever the start and the goal lie beside the same
//!   connected wall, which every perfect maze ensures (it then walks the whole tree in order,
//!   each passage at most twice, on wrapping grids too), and so does a start and a goal on the
//!   outer wall of a maze that does not wrap: a walker starting there enters from the outer
//!   wall, so its hand starts on it. In a maze with loops it may circle a free-standing wall
//!   forever: it stops, and answers `None`, once it must have been in the same cell facing the
//!   same way twice (after four steps a cell on a grid, eight on a lattice).
//! - **Pledge** heads one way (towards the goal) and, at a wall, follows it, counting its turns,
//!   until it faces that way again with a count of zero. That escapes loops that trap a wall
//!   follower: from any start it reaches a goal on the outer wall of a maze that does not wrap.
//!   A goal inside the maze may not be found; it gives up after 64 steps a cell.

use super::steps::SearchStep;
use super::walk::{Hand, Walk};
use super::{Path, endpoints};
use crate::network::Network;
use crate::watch::Watcher;
use crate::{direction::Direction, grid::Grid, pos::Pos};

/// The one wall follower, on every storage: the walk keeping `hand` on the wall from `from`,
/// entered by its side `entered`, to `to` (cells), or `None` if it circles without reaching
/// `to`. A cell's sides come in order round it, clockwise on screen, so the first side a left
/// hand tries is the next one clockwise from the side it came in by.
pub(crate) fn follow<'n, N: Network, W: Watcher<SearchStep>>(
    net: &'n N,
    from: usize,
    to: usize,
    hand: Hand,
    mut entered: usize,
    watcher: &mut W,
) -> Option<Walk<'n, N>> {
    let mut way = Walk::new(net, from, watcher);
    // After as many steps as there are (cell, side entered by) states, the walk repeats one:
    // it is in a circle, and the goal is not on it. The sides a storage can name bound them
    // (exactly four a cell on a grid).
    let states = net.cells() << N::SIDE_BITS;
    for _ in 0..=states {
        let at = way.at();
        if at == to {
            return Some(way);
        }
        let (open, count) = (net.open_sides(at), net.side_count(at));
        let side = (1..=count)
            .map(|k| match hand {
                Hand::Left => (entered + k) % count,
                Hand::Right => (entered + count - k % count) % count,
            })
            .find(|&side| open >> side & 1 == 1)?;
        entered = way.step(side, watcher);
    }
    None
}

/// The way a walker faces as it enters the maze at `start`: in from the outer wall when the
/// start lies beside it (so that either hand starts on the outer wall), else north.
pub(crate) fn entering(grid: &Grid, start: Pos) -> Direction {
    let (w, h, wrap) = (grid.width(), grid.height(), grid.wrap());
    if !wrap.y() && start.y == 0 {
        Direction::South
    } else if !wrap.x() && start.x == 0 {
        Direction::East
    } else if !wrap.y() && start.y + 1 == h {
        Direction::North
    } else if !wrap.x() && start.x + 1 == w {
        Direction::West
    } else {
        Direction::North
    }
}

/// The most steps Pledge takes a cell before giving up.
const PLEDGE_STEPS_PER_CELL: usize = 64;

/// The way Pledge's walker (following walls with `hand`) finds from `from` to `to`, or `None`
/// if it gives up.
pub(crate) fn pledge<W: Watcher<SearchStep>>(
    grid: &Grid,
    from: Pos,
    to: Pos,
    hand: Hand,
    watcher: &mut W,
) -> Option<Path> {
    let (start, goal) = endpoints(grid, from, to)?;
    let preferred = towards(from, to);
    let mut way = Walk::new(grid, start, watcher);
    // Quarter turns taken since the walker last left a wall (right positive); `None` while it
    // walks straight on in the preferred direction.
    let mut turns: Option<i64> = None;
    let mut heading = preferred;
    let limit = PLEDGE_STEPS_PER_CELL
        .saturating_mul(grid.len())
        .saturating_add(256);
    for _ in 0..limit {
        let at = way.at();
        if at == goal {
            return Some(way.into_path());
        }
        let count = match turns {
            None if grid.is_open_at(at, preferred) => {
                way.step(preferred.index(), watcher);
                continue;
            }
            // A wall ahead: turn away from the hand, so that the wall is at the hand, and
            // follow it.
            None => {
                let (away, quarters) = hand.tries(preferred)[2];
                heading = away;
                quarters
            }
            Some(count) => count,
        };
        let (dir, quarters) = hand
            .tries(heading)
            .into_iter()
            .find(|&(dir, _)| grid.is_open_at(at, dir))?;
        way.step(dir.index(), watcher);
        heading = dir;
        let count = count + quarters;
        turns = (count != 0).then_some(count);
    }
    None
}

/// The direction from `from` most nearly towards `to`: along the longer of the two distances
/// (east or west first on a tie).
fn towards(from: Pos, to: Pos) -> Direction {
    let (dx, dy) = (
        i64::from(to.x) - i64::from(from.x),
        i64::from(to.y) - i64::from(from.y),
    );
    match (dx.abs() >= dy.abs(), dx >= 0, dy >= 0) {
        (true, true, _) => Direction::East,
        (true, false, _) => Direction::West,
        (false, _, true) => Direction::South,
        (false, _, false) => Direction::North,
    }
}
