//! Binary tree: every cell opens north or east.
//!
//! 1. For each cell, carve north or east at random; along the top row only east is possible,
//!    along the right column only north.
//!
//! **Result:** perfect; an open top row and right column and a strong diagonal bias (every path
//! to the top-right corner only goes up and right). **Memory:** none beyond the grid; one row
//! when streamed. **Time:** linear, one random bit per cell, drawn 64 at a time: the fastest
//! generator. Bounded grids only.

use rand::Rng;

use super::Step;
use super::row::{Row, fill_seeded};
use crate::bits::OutOfMemory;
use crate::grid::Grid;
use crate::watch::Watcher;

/// Carves a perfect maze into `grid`, whose walls must all be up and which must not wrap.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    fill_seeded(grid, next_row, rng, watcher)
}

/// The next row: a random bit per cell picks north (1) or east (0).
pub(crate) fn next_row<R: Rng + ?Sized>(rng: &mut R, row: &mut Row, first: bool) {
    if first {
        row.corridor();
        return;
    }
    let width = row.width();
    let (east, north) = row.words_mut();
    for (e, n) in east.iter_mut().zip(north.iter_mut()) {
        let bits = rng.next_u64();
        *n = bits;
        *e = !bits;
    }
    row.trim();
    row.set_north(width - 1);
}
