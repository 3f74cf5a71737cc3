//! The perfectness check, a row at a time.
//!
//! It keeps what Eller's algorithm keeps while it makes a maze: which cells of the current row
//! are joined above it, as sets that never cross, two bits a cell ([`RowSets`]). Each row's
//! passages north take the sets down a row (a set with no passage down is a region that ends
//! there), and its passages east join sets: a passage between two cells of one set closes a
//! cycle. The rows are unpacked into bit masks 64 cells to a word, so nearly all the work is
//! word operations, not a union–find's scattered reads.

use crate::bits::{OutOfMemory, try_filled};
use crate::generate::kruskal::sets::DisjointSets;
use crate::row_sets::{RowSets, bit, low_bits};
use crate::{direction::Direction, pos::Pos};

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

/// Which way a checker reads a maze's rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reading {
    /// From the top row down: a row joins the one before by that row's passages south.
    Down,
    /// From the bottom row up: a row joins the one before by its own passages south.
    Up,
}

/// What the two halves of a maze, checked toward the middle, show together ([`meet`]).
pub(crate) struct Meeting {
    /// Open passages.
    pub(crate) passages: u64,
    /// Separate connected regions.
    pub(crate) regions: u64,
    /// Whether some passage closes a cycle (where the first one does, in reading order, only
    /// a check read down to it knows).
    pub(crate) cycle: bool,
}

/// The state of the streaming check, also used to check mazes in memory.
pub(crate) struct RowChecker {
    width: u32,
    wrap_x: bool,
    reading: Reading,
    /// This row's passages east and south, a bit a cell.
    east: Vec<u64>,
    south: Vec<u64>,
    /// The row above's passages south: this row's passages north.
    north: Vec<u64>,
    /// The passages east that joined two sets (the others closed cycles).
    joined: Vec<u64>,
    /// The sets of the row's cells, as the rows so far join them.
    sets: RowSets,
    rows: u64,
    passages: u64,
    /// Regions that ended in an earlier row.
    ended_regions: u64,
    first_cycle: Option<Pos>,
}

impl RowChecker {
    /// A checker for rows `width` cells wide, read from the top down.
    pub(crate) fn new(width: u32, wrap_x: bool) -> Result<RowChecker, OutOfMemory> {
        RowChecker::reading(width, wrap_x, Reading::Down)
    }

    /// A checker for rows `width` cells wide, read in the order `reading` says.
    pub(crate) fn reading(
        width: u32,
        wrap_x: bool,
        reading: Reading,
    ) -> Result<RowChecker, OutOfMemory> {
        let words = u64::from(width).div_ceil(64);
        Ok(RowChecker {
            width,
            wrap_x,
            reading,
            east: try_filled(words, 0)?,
            south: try_filled(words, 0)?,
            north: try_filled(words, 0)?,
            joined: try_filled(words, 0)?,
            sets: RowSets::new(width)?,
            rows: 0,
            passages: 0,
            ended_regions: 0,
            first_cycle: None,
        })
    }

    /// Takes row `y`, packed as in the bin format (`last`: the maze's last row); fails on a
    /// passage through the outer wall.
    pub(crate) fn row(&mut self, bytes: &[u8], y: u32, last: bool) -> Result<(), BorderPassage> {
        std::mem::swap(&mut self.south, &mut self.north);
        unpack(bytes, self.width, &mut self.east, &mut self.south);
        self.refuse_border_passages(y, last)?;
        self.passages += count(&self.east) + count(&self.south);
        if self.rows > 0 {
            let down = match self.reading {
                Reading::Down => &mut self.north,
                Reading::Up => &mut self.south,
            };
            self.ended_regions += self.sets.go_down(down, self.width, false);
        }
        self.rows += 1;
        let (east, joined) = (&self.east, &mut self.joined);
        self.sets.join(joined, self.width, |w| east[w]);
        if self.first_cycle.is_none() {
            self.first_cycle = self.first_unjoined().map(|x| Pos::new(x, y));
        }
        let last_cell = self.width - 1;
        if self.wrap_x && bit(&self.east, last_cell) && !self.sets.join_ends(self.width) {
            self.first_cycle.get_or_insert(Pos::new(last_cell, y));
        }
        Ok(())
    }

    /// The first passage through the outer wall in row `y` (`last`: the maze's last row), for
    /// a reader that stopped checking sets at an earlier one and looks for any before it.
    pub(crate) fn border_passage(
        &mut self,
        bytes: &[u8],
        y: u32,
        last: bool,
    ) -> Option<BorderPassage> {
        unpack(bytes, self.width, &mut self.east, &mut self.south);
        self.refuse_border_passages(y, last).err()
    }

    /// The cell whose passage first closed a cycle, so far.
    pub(crate) fn first_cycle(&self) -> Option<Pos> {
        self.first_cycle
    }

    /// The first cell whose passage east (not across a wrapping border) closed a cycle.
    fn first_unjoined(&self) -> Option<u32> {
        let last_cell = self.width as usize - 1;
        self.east
            .iter()
            .zip(&self.joined)
            .enumerate()
            .map(|(w, (east, joined))| {
                let across = if w == last_cell / 64 {
                    1 << (last_cell % 64)
                } else {
                    0
                };
                (w, east & !joined & !across)
            })
            .find(|&(_, unjoined)| unjoined != 0)
            .map(|(w, unjoined)| (64 * w) as u32 + unjoined.trailing_zeros())
    }

    /// Refuses the first passage (in reading order) through a border that does not wrap.
    fn refuse_border_passages(&self, y: u32, last: bool) -> Result<(), BorderPassage> {
        let last_cell = self.width - 1;
        let east = (!self.wrap_x && bit(&self.east, last_cell)).then_some(last_cell);
        let south = last
            .then(|| {
                (0..self.south.len())
                    .find(|&k| self.south[k] != 0)
                    .map(|k| 64 * k as u32 + self.south[k].trailing_zeros())
            })
            .flatten();
        match (east, south) {
            (Some(e), s) if s.is_none_or(|s| e <= s) => Err(BorderPassage {
                pos: Pos::new(e, y),
                dir: Direction::East,
            }),
            (_, Some(s)) => Err(BorderPassage {
                pos: Pos::new(s, y),
                dir: Direction::South,
            }),
            _ => Ok(()),
        }
    }

    /// What the rows showed.
    pub(crate) fn finish(self) -> Summary {
        let open_regions = if self.rows > 0 {
            self.sets.count(self.width)
        } else {
            0
        };
        Summary {
            passages: self.passages,
            regions: self.ended_regions + open_regions,
            first_cycle: self.first_cycle,
        }
    }
}

/// What the two halves of a maze show together, each checked toward the middle: `top` read
/// down to the row above the seam, `bottom` read up to the row below it. The top half's last
/// passages south cross the seam; they join the sets on either side, or close a cycle.
pub(crate) fn meet(top: &RowChecker, bottom: &RowChecker) -> Result<Meeting, OutOfMemory> {
    debug_assert_eq!((top.reading, bottom.reading), (Reading::Down, Reading::Up));
    let width = top.width;
    // Disjoint sets of the sets' first cells: the top's at `x`, the bottom's at width + x.
    let mut sets = DisjointSets::new(2 * width as usize)?;
    let mut joins = 0;
    let mut closes_cycle = false;
    let sides = top
        .sets
        .first_cells(width)
        .zip(bottom.sets.first_cells(width));
    for (x, (above, below)) in (0..width).zip(sides) {
        if bit(&top.south, x) {
            let (kept, linked) = sets.union(above, width + below);
            closes_cycle |= kept == linked;
            joins += u64::from(kept != linked);
        }
    }
    let open_regions = top.sets.count(width) + bottom.sets.count(width) - joins;
    Ok(Meeting {
        passages: top.passages + bottom.passages,
        regions: top.ended_regions + bottom.ended_regions + open_regions,
        cycle: closes_cycle || top.first_cycle.is_some() || bottom.first_cycle.is_some(),
    })
}

/// Unpacks a row in the bin format's packing (four cells a byte, east bit then south bit).
fn unpack(bytes: &[u8], width: u32, east: &mut [u64], south: &mut [u64]) {
    for (k, (east, south)) in east.iter_mut().zip(south).enumerate() {
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
        let cells = low_bits(width.saturating_sub(64 * k as u32));
        (*east, *south) = (e & cells, s & cells);
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
}
