//! Sidewinder: a row at a time, runs of eastward passages each closed by one passage north.
//!
//! 1. Open the whole top row into one corridor.
//! 2. In every later row, walk east, extending the current run; at random (and always at the
//!    right border) close the run by carving north from one of its cells at random.
//!
//! **Result:** perfect; an open top corridor and a slight upward bias (every cell has a path
//! up that never goes down). **Memory:** none beyond the grid. **Time:** linear.
//! Bounded grids only.

use rand::Rng;

use crate::bits::OutOfMemory;
use crate::rng::{BitPool, below};
use crate::{Direction, Grid, Progress};

/// Carves a perfect maze into `grid`, whose walls must all be up and which must not wrap.
pub fn generate<R: Rng + ?Sized>(
    grid: &mut Grid,
    rng: &mut R,
    progress: &mut Progress<'_>,
) -> Result<(), OutOfMemory> {
    let width = grid.width() as usize;
    let mut bits = BitPool::default();
    for x in 0..width - 1 {
        grid.carve_at(x, Direction::East);
    }
    progress.advance(width as u64);
    for first in (width..grid.len()).step_by(width) {
        let mut run_start = 0;
        for x in 0..width {
            if x + 1 == width || bits.coin(rng) {
                let up = run_start + below(rng, x - run_start + 1);
                grid.carve_at(first + up, Direction::North);
                run_start = x + 1;
            } else {
                grid.carve_at(first + x, Direction::East);
            }
        }
        progress.advance(width as u64);
    }
    Ok(())
}
