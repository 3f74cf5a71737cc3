//! Spanning trees kept as each cell's direction to its parent, in the grid's own bits.
//!
//! A generator that grows its tree by walking (the backtracker, Wilson) can write each new
//! cell's way back into the two bits the grid keeps per cell for its passages, instead of
//! carving as it goes. The way back then needs no stack, the tree costs no memory beyond the
//! grid, and [`into_passages`] turns the directions into passages once the tree spans the grid.

use crate::{direction::Direction, grid::Grid};

/// Records that the way from `cell` towards the tree's root leaves in `dir`.
#[inline]
pub(crate) fn set_parent(grid: &mut Grid, cell: usize, dir: Direction) {
    grid.set_raw_pair(cell, dir.index() as u64);
}

/// [`set_parent`] for a `cell` whose bits are still those of a walled cell (no parent yet):
/// one OR instead of a read, mask and write, for trees that never re-parent a cell.
#[inline]
pub(crate) fn set_first_parent(grid: &mut Grid, cell: usize, dir: Direction) {
    grid.fill_raw_pair(cell, dir.index() as u64);
}

/// The direction recorded by [`set_parent`] for `cell`.
#[inline]
pub(crate) fn parent(grid: &Grid, cell: usize) -> Direction {
    Direction::from_index(grid.raw_pair(cell) as usize)
}

/// Replaces the parent directions of every cell but `root` with the passages they describe.
///
/// Works 32 cells (one word) at a time, in index order. A cell's own bits hold its east and
/// south passages, and a parent to the west or north is a bit of an earlier cell, already
/// rewritten; only parents across a wrapping border lie ahead, and those wait until the end.
pub(crate) fn into_passages(grid: &mut Grid, root: usize) {
    let (width, len) = (grid.width() as usize, grid.len());
    let mut across_border = Vec::new();
    let mut next_row = 0;
    for k in 0..len.div_ceil(32) {
        let first = 32 * k;
        let end = (first + 32).min(len);
        let mut cells = LOW_BITS >> (2 * (first + 32 - end));
        let mut skip = |cell: usize| cells &= !(1 << (2 * (cell - first)));
        if (first..end).contains(&root) {
            skip(root);
        }
        for cell in (next_row..end).step_by(width) {
            if cell != root && parent(grid, cell) == Direction::West {
                across_border.push((cell, Direction::West));
                skip(cell);
            }
            next_row = cell + width;
        }
        for cell in first..end.min(width) {
            if cell != root && parent(grid, cell) == Direction::North {
                across_border.push((cell, Direction::North));
                skip(cell);
            }
        }
        rewrite_word(grid.passage_words_mut(), k, cells, width);
    }
    for (cell, dir) in across_border {
        grid.carve_at(cell, dir);
    }
}

/// Bit `2 * j` for every cell `j` of a word.
const LOW_BITS: u64 = 0x5555_5555_5555_5555;

/// Rewrites word `k`'s parent directions as passages, for the cells marked in `cells` (their
/// low bits); the other cells' bits are cleared.
#[inline]
fn rewrite_word(words: &mut [u64], k: usize, cells: u64, width: usize) {
    let parents = words[k];
    let (low, high) = (parents & cells, parents >> 1 & cells);
    let east = low & !high;
    let south = high & !low;
    let west = low & high;
    let north = !low & !high & cells;
    words[k] = east | south << 1 | west >> 2;
    if west & 1 != 0 {
        words[k - 1] |= 1 << 62;
    }
    if north != 0 {
        // The south bits of the cells a row above: `width` cells back, which is `width / 32`
        // words and `width % 32` cells, so the bits land in at most two earlier words.
        let (words_back, cells_back) = (width / 32, width % 32);
        let south = north << 1;
        words[k - words_back] |= south >> (2 * cells_back);
        if cells_back > 0 {
            let spill = south << (64 - 2 * cells_back);
            if spill != 0 {
                words[k - words_back - 1] |= spill;
            }
        }
    }
}
