//! Sidewinder: a row at a time, runs of eastward passages each closed by one passage north.
//!
//! 1. Open the whole top row into one corridor.
//! 2. In every later row, walk east, extending the current run; at random (and always at the
//!    right border) close the run by carving north from one of its cells at random.
//!
//! **Result:** perfect; an open top corridor and a slight upward bias (every cell has a path
//! up that never goes down). **Memory:** none beyond the grid; one row when streamed.
//! **Time:** linear: a random bit per cell (64 at a time) and half a draw per run. Bounded grids
//! only.

use rand::Rng;

use super::Step;
use super::rows::{Row, fill};
use crate::bits::{OutOfMemory, set_bits};
use crate::rng::BitPool;
use crate::watch::Watcher;
use crate::{Algorithm, Grid};

/// Carves a perfect maze into `grid`, whose walls must all be up and which must not wrap.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    fill(grid, Algorithm::Sidewinder, rng, watcher)
}

/// The next row: random run ends (always one at the right border), each run climbing north
/// from one of its cells.
pub(crate) fn next_row<R: Rng + ?Sized>(rng: &mut R, row: &mut Row, first: bool) {
    if first {
        row.corridor();
        return;
    }
    let last = row.width() - 1;
    let (east, north) = row.words_mut();
    north.fill(0);
    let mut run_start = 0u32;
    // A run's cell north: 32 random bits scaled to the run, two runs to a draw (the bias,
    // under a run's length in 2³², is far below anything a maze shows).
    let mut fractions = BitPool::default();
    for w in 0..east.len() {
        let mut closes = rng.next_u64();
        if w == east.len() - 1 {
            // The run always closes at the right border, and nothing lies beyond it.
            closes |= 1 << (last % 64);
            closes &= u64::MAX >> (63 - last % 64);
        }
        east[w] = !closes;
        // This word's north bits gather in a register: or-ing each into memory made every run
        // wait for the last one's store. Only a run that began in an earlier word may climb
        // from there.
        let word_start = w as u32 * 64;
        let mut ups = 0u64;
        for bit in set_bits(closes) {
            let end = word_start + bit;
            let run = u64::from(end - run_start + 1);
            let up = run_start + ((fractions.take(rng, 32) * run) >> 32) as u32;
            if up >= word_start {
                ups |= 1 << (up % 64);
            } else {
                north[up as usize / 64] |= 1 << (up % 64);
            }
            run_start = end + 1;
        }
        north[w] |= ups;
    }
    row.trim();
}
