//! Binary tree: every cell opens north or east.
//!
//! 1. For each cell, carve north or east at random; along the top row only east is possible,
//!    along the right column only north.
//!
//! **Result:** perfect; an open top row and right column and a strong diagonal bias (every path
//! to the top-right corner only goes up and right). **Memory:** none beyond the grid.
//! **Time:** linear, and the fastest generator. Bounded grids only.

use rand::Rng;

use crate::bits::OutOfMemory;
use crate::rng::BitPool;
use crate::{Direction, Grid, Progress};

/// Carves a perfect maze into `grid`, whose walls must all be up and which must not wrap.
pub fn generate<R: Rng + ?Sized>(
    grid: &mut Grid,
    rng: &mut R,
    progress: &mut Progress<'_>,
) -> Result<(), OutOfMemory> {
    let width = grid.width() as usize;
    let mut bits = BitPool::default();
    for cell in 0..grid.len() {
        let can_north = cell >= width;
        let can_east = cell % width + 1 < width;
        let dir = match (can_north, can_east) {
            (true, true) if bits.coin(rng) => Direction::North,
            (true, true) => Direction::East,
            (true, false) => Direction::North,
            (false, true) => Direction::East,
            (false, false) => continue,
        };
        grid.carve_at(cell, dir);
        if cell % width + 1 == width {
            progress.advance(width as u64);
        }
    }
    Ok(())
}
