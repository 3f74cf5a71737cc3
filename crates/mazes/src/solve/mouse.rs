//! The random mouse: the walker goes on along its corridor, chooses at random at a junction
//! (never straight back, unless it stands in a dead end), and stops when it finds the goal.
//!
//! It needs no memory of where it has been beyond the way it found (see `walk.rs`), and finds
//! the goal with certainty given time, on any maze, but that time is long: on a perfect maze a
//! random walk's expected number of steps between two cells is at most twice the number of
//! cells times the length of the path between them (the commute time of a tree), which is
//! millions of steps on a 100×100 maze and far more on big ones. So it gives up, answering
//! `None`, after [`MOUSE_STEPS`] steps.

use rand::Rng;

use super::steps::SearchStep;
use super::walk::Walk;
use crate::network::Network;
use crate::watch::Watcher;

/// The most steps the mouse takes: about a second of walking.
pub const MOUSE_STEPS: u64 = 1 << 27;

/// The one random mouse, on every storage: its walk from `from` to `to` (cells) choosing
/// with `rng`, or `None` if it gives up after [`MOUSE_STEPS`] steps.
pub(crate) fn walk<'n, N: Network, R: Rng + ?Sized, W: Watcher<SearchStep>>(
    net: &'n N,
    from: usize,
    to: usize,
    rng: &mut R,
    watcher: &mut W,
) -> Option<Walk<'n, N>> {
    let mut way = Walk::new(net, from, watcher);
    // The side it came in by, as a mask.
    let mut back = 0;
    for _ in 0..MOUSE_STEPS {
        let at = way.at();
        if at == to {
            return Some(way);
        }
        let open = net.open_sides(at);
        let ahead = if open & !back != 0 {
            open & !back
        } else {
            open
        };
        if ahead == 0 {
            return None;
        }
        let nth = crate::rng::below(rng, ahead.count_ones() as usize);
        let side = crate::bits::set_bits(u64::from(ahead)).nth(nth)? as usize;
        back = 1 << way.step(side, watcher);
    }
    None
}
