//! Sidewinder: a row at a time, runs of eastward passages each closed by one passage north.
//!
//! 1. Open the whole top row into one corridor.
//! 2. In every later row, walk east, extending the current run; at random (and always at the
//!    right border) close the run by carving north from one of its cells at random.
//!
//! **Result:** perfect; an open top corridor and a slight upward bias (every cell has a path
//! up that never goes down). **Memory:** none beyond the grid; one row when streamed.
//! **Time:** linear: a random bit per cell (64 at a time) and half a draw per run of two or more
//! cells (a run of one climbs from its cell, found for a whole word at once). Bounded grids
//! only.

use rand::Rng;

use super::Step;
use super::row::{Row, fill_seeded};
use crate::bits::{OutOfMemory, set_bits};
use crate::grid::Grid;
use crate::rng::BitPool;
use crate::watch::Watcher;

/// Carves a perfect maze into `grid`, whose walls must all be up and which must not wrap.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    fill_seeded(grid, next_row, rng, watcher)
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
    // Where the run still open at the end of the last word began.
    let mut run_start = 0u32;
    // Whether the cell before this word's first closed a run (the row's first cell starts one).
    let mut closed_before = 1u64;
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
        // A run of one cell (half of them) climbs from that cell: no draw, no loop.
        let single = closes & (closes << 1 | closed_before);
        closed_before = closes >> 63;
        // This word's north bits gather in a register: or-ing each into memory made every run
        // wait for the last one's store. Only a run that began in an earlier word may climb
        // from there.
        let word_start = w as u32 * 64;
        let mut ups = single;
        for bit in set_bits(closes & !single) {
            let before = closes & ((1 << bit) - 1);
            let start = if before == 0 {
                run_start
            } else {
                word_start + 64 - before.leading_zeros()
            };
            let run = u64::from(bit + word_start - start + 1);
            let up = start + ((fractions.take(rng, 32) * run) >> 32) as u32;
            if up >= word_start {
                ups |= 1 << (up % 64);
            } else {
                north[up as usize / 64] |= 1 << (up % 64);
            }
        }
        if closes != 0 {
            run_start = word_start + 64 - closes.leading_zeros();
        }
        north[w] |= ups;
    }
    row.trim();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each run of a row, as (first cell, cells), and the cells that climb north.
    fn runs_and_climbs(row: &Row) -> (Vec<(u32, u32)>, Vec<u32>) {
        let mut runs = Vec::new();
        let mut start = 0;
        for x in 0..row.width() {
            if !row.opens_east(x) {
                runs.push((start, x + 1 - start));
                start = x + 1;
            }
        }
        let climbs = (0..row.width()).filter(|&x| row.opens_north(x)).collect();
        (runs, climbs)
    }

    #[test]
    fn every_run_climbs_once_from_a_cell_picked_uniformly() {
        // Runs that cross the rows' 64-cell words and runs of one cell, which take no draw.
        let mut rng = crate::rng::rng_from_seed(17);
        let mut row = Row::new(200);
        // For runs of 1 to 4 cells: how often each cell of the run climbed.
        let mut seen = [[0u32; 4]; 4];
        for _ in 0..4000 {
            next_row(&mut rng, &mut row, false);
            let (runs, climbs) = runs_and_climbs(&row);
            assert_eq!(climbs.len(), runs.len(), "one climb a run");
            for (&(start, cells), &up) in runs.iter().zip(&climbs) {
                assert!(
                    (start..start + cells).contains(&up),
                    "{up} outside {start}+{cells}"
                );
                if cells <= 4 {
                    seen[cells as usize - 1][(up - start) as usize] += 1;
                }
            }
        }
        for (len, counts) in seen.iter().enumerate() {
            let counts = &counts[..=len];
            let mean = counts.iter().sum::<u32>() as f64 / counts.len() as f64;
            assert!(mean > 5000.0, "runs of {} cells: too few ({mean})", len + 1);
            for &count in counts {
                // Within 5 % of the mean: far outside chance for these counts (σ ≈ 1 %).
                assert!(
                    (f64::from(count) - mean).abs() < 0.05 * mean,
                    "runs of {} cells climb unevenly: {counts:?}",
                    len + 1
                );
            }
        }
    }
}
