//! The perfectness check's union–find: a row at a time, and a run at a time.
//!
//! Cells joined by east passages form *runs*, intervals of one row that cannot hold a cycle by
//! themselves; so the union–find holds runs rather than cells, and only the passages down
//! (and a wrapping row's passage across the border) can join two sets or close a cycle. Each
//! row is unpacked into bit masks 64 cells to a word, and runs and passages are found with bit
//! scans, so the per-cell work is a few bit operations.

use crate::bits::{OutOfMemory, set_bits, try_filled};
use crate::{Direction, Pos};

/// A passage through an outer wall that does not wrap: the first one met, in reading order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BorderPassage {
    /// The cell it leaves from.
    pub(crate) pos: Pos,
    /// The wall it goes through.
    pub(crate) dir: Direction,
}

/// What the rows showed, before the cell count is known.
pub(crate) struct Summary {
    /// Open passages.
    pub(crate) passages: u64,
    /// Separate connected regions.
    pub(crate) regions: u64,
    /// The cell whose passage first closed a cycle.
    pub(crate) first_cycle: Option<Pos>,
}

/// The union–find state of the streaming check, also used to check mazes in memory.
pub(crate) struct RowChecker {
    width: usize,
    wrap_x: bool,
    /// This row's east and south passages and the first cells of its runs, a bit per cell.
    row: RowBits,
    /// The same for the row above.
    above: RowBits,
    /// The union–find forest of runs, by their first column: even rows' runs are ids
    /// `0..width`, odd rows' `width..2 * width`. Every set's root is a run of the newest row it
    /// reaches, so the row above's runs lead to their regions without relabelling.
    forest: Vec<u32>,
    passages: u64,
    /// Regions that ended in an earlier row, and regions open in the row above.
    closed_regions: u64,
    open_regions: u64,
    first_cycle: Option<Pos>,
}

/// What the joins of one row did.
#[derive(Default)]
struct Tally {
    /// Regions of the row above that reached this row.
    continued: u64,
    /// Runs of this row merged with another.
    merged: u64,
    first_cycle: Option<Pos>,
}

impl Tally {
    /// Joins the sets of `region` (a run of the row above, or of this row for a passage across
    /// a wrapping border) and `run` (a run of this row, whose ids start at `here`); notes a
    /// cycle at `at` if they were one set already.
    #[inline]
    fn join(&mut self, forest: &mut [u32], here: usize, region: usize, run: usize, at: Pos) {
        let (a, b) = (find(forest, region as u32), find(forest, run as u32));
        if a == b {
            self.first_cycle.get_or_insert(at);
        } else if (a as usize).wrapping_sub(here) >= forest.len() / 2 {
            // A region of the row above goes under this row's set, so that every root stays
            // a run of the newest row.
            forest[a as usize] = b;
            self.continued += 1;
        } else {
            forest[b as usize] = a;
            self.merged += 1;
        }
    }
}

/// One row's passages as bit masks.
struct RowBits {
    east: Vec<u64>,
    south: Vec<u64>,
    /// Cells with no passage west inside the row: where runs start.
    starts: Vec<u64>,
}

impl RowBits {
    fn new(width: usize) -> Result<RowBits, OutOfMemory> {
        let words = width.div_ceil(64) as u64;
        Ok(RowBits {
            east: try_filled(words, 0)?,
            south: try_filled(words, 0)?,
            starts: try_filled(words, 0)?,
        })
    }

    /// Unpacks a row in the bin format's packing (four cells a byte, east bit then south bit).
    fn unpack(&mut self, bytes: &[u8], width: usize) {
        for (k, (east, south)) in self.east.iter_mut().zip(&mut self.south).enumerate() {
            let (mut e, mut s) = (0, 0);
            for half in 0..2 {
                let at = 16 * k + 8 * half;
                let mut word = [0u8; 8];
                let end = bytes.len().min(at + 8);
                if at < end {
                    word[..end - at].copy_from_slice(&bytes[at..end]);
                }
                let pairs = u64::from_le_bytes(word);
                e |= even_bits(pairs) << (32 * half);
                s |= even_bits(pairs >> 1) << (32 * half);
            }
            let valid = width.saturating_sub(64 * k).min(64);
            let mask = if valid == 64 {
                u64::MAX
            } else {
                (1 << valid) - 1
            };
            (*east, *south) = (e & mask, s & mask);
        }
        let mut carry = 0;
        for (k, start) in self.starts.iter_mut().enumerate() {
            let valid = width.saturating_sub(64 * k).min(64);
            let mask = if valid == 64 {
                u64::MAX
            } else {
                (1 << valid) - 1
            };
            *start = !(self.east[k] << 1 | carry) & mask;
            carry = self.east[k] >> 63;
        }
    }

    fn is_east_open(&self, x: usize) -> bool {
        self.east[x / 64] >> (x % 64) & 1 == 1
    }
}

/// Bits 0, 2, 4, … 62 of `word`, packed into its low 32 bits.
#[inline]
fn even_bits(word: u64) -> u64 {
    let mut x = word & 0x5555_5555_5555_5555;
    x = (x | x >> 1) & 0x3333_3333_3333_3333;
    x = (x | x >> 2) & 0x0f0f_0f0f_0f0f_0f0f;
    x = (x | x >> 4) & 0x00ff_00ff_00ff_00ff;
    x = (x | x >> 8) & 0x0000_ffff_0000_ffff;
    (x | x >> 16) & 0x0000_0000_ffff_ffff
}

/// The first column of the run holding column `x`, for columns asked in increasing order.
struct RunStarts<'a> {
    starts: &'a [u64],
    /// Words before this one have been passed; `before` is the last start in them.
    word: usize,
    before: usize,
}

impl<'a> RunStarts<'a> {
    fn new(starts: &'a [u64]) -> RunStarts<'a> {
        RunStarts {
            starts,
            word: 0,
            before: 0,
        }
    }

    #[inline]
    fn of(&mut self, x: usize) -> usize {
        let k = x / 64;
        while self.word < k {
            if let Some(last) = highest_bit(self.starts[self.word]) {
                self.before = 64 * self.word + last;
            }
            self.word += 1;
        }
        match highest_bit(self.starts[k] & (u64::MAX >> (63 - x % 64))) {
            Some(last) => 64 * k + last,
            None => self.before,
        }
    }
}

#[inline]
fn highest_bit(word: u64) -> Option<usize> {
    (word != 0).then(|| 63 - word.leading_zeros() as usize)
}

/// The root of `x` in a union–find forest, halving the path on the way.
#[inline]
fn find(forest: &mut [u32], mut x: u32) -> u32 {
    while forest[x as usize] != x {
        let grandparent = forest[forest[x as usize] as usize];
        forest[x as usize] = grandparent;
        x = grandparent;
    }
    x
}

impl RowChecker {
    /// A checker for rows `width` cells wide.
    ///
    /// Runs are numbered with 32 bits, two rows' worth: rows wider than 2³¹ cells are refused
    /// as needing more memory than this layout can address.
    pub(crate) fn new(width: u32, wrap_x: bool) -> Result<RowChecker, OutOfMemory> {
        if u64::from(width) * 2 > u64::from(u32::MAX) {
            return Err(OutOfMemory {
                bytes: u64::from(width) * 9,
            });
        }
        let width = width as usize;
        Ok(RowChecker {
            width,
            wrap_x,
            row: RowBits::new(width)?,
            above: RowBits::new(width)?,
            forest: try_filled(2 * width as u64, 0)?,
            passages: 0,
            closed_regions: 0,
            open_regions: 0,
            first_cycle: None,
        })
    }

    /// Takes row `y`, packed as in the bin format; fails on a passage through the outer wall.
    pub(crate) fn row(&mut self, bytes: &[u8], y: u32, last: bool) -> Result<(), BorderPassage> {
        std::mem::swap(&mut self.row, &mut self.above);
        self.row.unpack(bytes, self.width);
        self.refuse_border_passages(y, last)?;
        self.passages += count(&self.row.east) + count(&self.row.south);
        let (continued, merged) = self.join_rows(y);
        self.closed_regions += self.open_regions - continued;
        self.open_regions = count(&self.row.starts) - merged;
        Ok(())
    }

    /// Adds this row's runs to the forest, joined to the regions above by the passages down.
    /// Returns how many regions of the row above continued into this row, and how many of
    /// this row's runs merged.
    fn join_rows(&mut self, y: u32) -> (u64, u64) {
        let w = self.width;
        let (row, above, forest) = (&self.row, &self.above, &mut self.forest[..]);
        let here = if y.is_multiple_of(2) { 0 } else { w };
        let there = w - here;
        for (k, &starts) in row.starts.iter().enumerate() {
            for bit in set_bits(starts) {
                let run = here + 64 * k + bit as usize;
                forest[run] = run as u32;
            }
        }
        let mut tally = Tally::default();
        if y > 0 {
            let mut above_runs = RunStarts::new(&above.starts);
            let mut runs_here = RunStarts::new(&row.starts);
            for (k, &south) in above.south.iter().enumerate() {
                for bit in set_bits(south) {
                    let x = 64 * k + bit as usize;
                    let (region, run) = (there + above_runs.of(x), here + runs_here.of(x));
                    tally.join(forest, here, region, run, Pos::new(x as u32, y - 1));
                }
            }
        }
        if self.wrap_x && row.is_east_open(w - 1) {
            let last_run = here + RunStarts::new(&row.starts).of(w - 1);
            tally.join(forest, here, last_run, here, Pos::new(w as u32 - 1, y));
        }
        if self.first_cycle.is_none() {
            self.first_cycle = tally.first_cycle;
        }
        (tally.continued, tally.merged)
    }

    /// Refuses the first passage (in reading order) through a border that does not wrap.
    fn refuse_border_passages(&self, y: u32, last: bool) -> Result<(), BorderPassage> {
        let east =
            (!self.wrap_x && self.row.is_east_open(self.width - 1)).then_some(self.width - 1);
        let south = last
            .then(|| {
                (0..self.row.south.len())
                    .find(|&k| self.row.south[k] != 0)
                    .map(|k| 64 * k + self.row.south[k].trailing_zeros() as usize)
            })
            .flatten();
        match (east, south) {
            (Some(e), s) if s.is_none_or(|s| e <= s) => Err(BorderPassage {
                pos: Pos::new(e as u32, y),
                dir: Direction::East,
            }),
            (_, Some(s)) => Err(BorderPassage {
                pos: Pos::new(s as u32, y),
                dir: Direction::South,
            }),
            _ => Ok(()),
        }
    }

    /// What the rows showed.
    pub(crate) fn finish(self) -> Summary {
        Summary {
            passages: self.passages,
            regions: self.closed_regions + self.open_regions,
            first_cycle: self.first_cycle,
        }
    }
}

fn count(words: &[u64]) -> u64 {
    words.iter().map(|w| u64::from(w.count_ones())).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_bits_are_packed_in_order() {
        assert_eq!(even_bits(0b0100_0101), 0b1011);
        assert_eq!(even_bits(1 << 62), 1 << 31);
        assert_eq!(even_bits(0xAAAA_AAAA_AAAA_AAAA), 0);
    }

    #[test]
    fn run_starts_are_found_across_words() {
        let starts = [1 | 1 << 10, 0, 1 << 5];
        let mut runs = RunStarts::new(&starts);
        let found: Vec<usize> = [0, 9, 10, 63, 64, 130, 133, 191]
            .into_iter()
            .map(|x| runs.of(x))
            .collect();
        assert_eq!(found, [0, 0, 10, 10, 10, 10, 133, 133]);
    }
}
