//! Recursive division: start with one open room and split it with walls, recursively.
//!
//! 1. Open every passage of the grid.
//! 2. Split the room across its longer side (a coin decides for squares) with a wall that has one
//!    gap at a random place; then split each half the same way, until rooms are one cell wide.
//!
//! **Result:** perfect; long straight walls and a fractal, boxy look. **Memory:** a stack of
//! rooms, logarithmic in the maze for balanced splits and never more than its longer side.
//! **Time:** linear. Bounded grids only. The recursion is an explicit stack.

use rand::Rng;

use super::steps::{self, Step};
use crate::bits::OutOfMemory;
use crate::rng::BitPool;
use crate::watch::Watcher;
use crate::{Direction, Grid};

/// A rectangle of cells still to be divided.
#[derive(Clone, Copy, Default)]
struct Room {
    x: usize,
    y: usize,
    width: usize,
    height: usize,
}

impl Room {
    /// Whether the room is at least two cells each way: one cell across, it is a corridor,
    /// with nothing to divide.
    fn divisible(self) -> bool {
        (self.width >= 2) & (self.height >= 2)
    }

    /// Its number of cells.
    fn cells(self) -> u64 {
        (self.width * self.height) as u64
    }
}

/// Carves a perfect maze into `grid`, whose walls must all be up and which must not wrap.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    grid.open_all();
    if W::STEPS {
        watcher.step(Step::OpenAll);
    }
    let whole = Room {
        x: 0,
        y: 0,
        width: grid.width() as usize,
        height: grid.height() as usize,
    };
    // Rooms still to divide, the last on top; corridors are counted, never stacked. The
    // halves of a split are written and the top moved past each that is divisible, so which
    // rooms are stacked costs no branch (most are small, and a branch on their size would
    // be a coin toss).
    let mut rooms = vec![whole];
    let mut top = usize::from(whole.divisible());
    let mut coins = BitPool::default();
    // Progress is reported every 2¹⁶ splits: the cells done are those in no room still to
    // divide (a sum over a short stack), so a split itself counts nothing.
    let cells = grid.len() as u64;
    let mut reported = 0;
    let mut splits = 0u32;
    while let Some(below) = top.checked_sub(1) {
        top = below;
        let room = rooms[top];
        let square = room.width == room.height;
        let horizontal = (room.height > room.width) | coins.take_bit_if(rng, square);
        let (first, second) = split(grid, room, horizontal, Draw(rng.next_u64()), watcher);
        if rooms.len() < top + 2 {
            rooms.resize(top + 2, Room::default());
        }
        // The second half is divided next, the first later: depth first, in cache.
        rooms[top] = first;
        top += usize::from(first.divisible());
        rooms[top] = second;
        top += usize::from(second.divisible());
        splits = splits.wrapping_add(1);
        if splits % (1 << 16) == 0 {
            let waiting: u64 = rooms[..top].iter().map(|room| room.cells()).sum();
            watcher.advance(cells - waiting - reported);
            reported = cells - waiting;
        }
    }
    watcher.advance(cells - reported);
    Ok(())
}

/// One random word, enough for a split: where the wall goes (its low half) and where its gap
/// is (its high half). Each is a 32-bit fraction scaled to the room, so a split costs one draw;
/// the bias, under a side's length in 2³², is far below anything a maze shows.
#[derive(Clone, Copy)]
struct Draw(u64);

impl Draw {
    /// The wall's place, from 0 to `n - 1`.
    fn line(self, n: usize) -> usize {
        (((self.0 & 0xffff_ffff) * n as u64) >> 32) as usize
    }

    /// The gap's place, from 0 to `n - 1`.
    fn gap(self, n: usize) -> usize {
        (((self.0 >> 32) * n as u64) >> 32) as usize
    }
}

/// Walls off the two halves of `room` on either side of a random line, leaving one gap: rows
/// above from rows below if `horizontal`, else columns on the left from those on the right.
///
/// Both ways are one computation, the orientation a 0 or 1 in the arithmetic, so that it
/// compiles without branches (which way a room is split is as good as random).
fn split<W: Watcher<Step>>(
    grid: &mut Grid,
    room: Room,
    horizontal: bool,
    draw: Draw,
    watcher: &mut W,
) -> (Room, Room) {
    let (h, v) = (usize::from(horizontal), usize::from(!horizontal));
    let stride = grid.width() as usize;
    // The line cuts `along` after `cut` rows or columns; the wall runs `across`.
    let along = h * room.height + v * room.width;
    let across = h * room.width + v * room.height;
    let cut = 1 + draw.line(along - 1);
    let gap = draw.gap(across);
    // The wall's cells: the last row above the line (their south sides) or the last column
    // left of it (their east sides), which never reach the grid's bottom row or last column.
    let first = (room.y + h * (cut - 1)) * stride + room.x + v * (cut - 1);
    let step = h + v * stride;
    // A cell's east bit is bit 2 × cell of the passages, its south bit the next. Each wall
    // cell but the gap is closed, the gap skipped rather than closed and opened again: a
    // 2-cell wall, the most common, is one write.
    let words = grid.passage_words_mut();
    for k in 0..across - 1 {
        let k = k + usize::from(k >= gap);
        let bit = 2 * (first + k * step) + h;
        words[bit / 64] &= !(1 << (bit % 64));
    }
    if W::STEPS {
        let dir = if horizontal {
            Direction::South
        } else {
            Direction::East
        };
        for k in (0..across).filter(|&k| k != gap) {
            steps::closed(watcher, grid, first + k * step, dir);
        }
    }
    // The halves: above and below the line, or left and right of it.
    (
        Room {
            width: h * room.width + v * cut,
            height: h * cut + v * room.height,
            ..room
        },
        Room {
            x: room.x + v * cut,
            y: room.y + h * cut,
            width: room.width - v * cut,
            height: room.height - h * cut,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Size, Wrap};

    /// Records the units of work reported, and wants no steps.
    #[derive(Default)]
    struct Advances(Vec<u64>);

    impl Watcher<Step> for Advances {
        const STEPS: bool = false;

        fn step(&mut self, _: Step) {}

        fn advance(&mut self, units: u64) {
            self.0.push(units);
        }
    }

    #[test]
    fn progress_comes_in_batches_that_add_up_to_every_cell() {
        // About 0.42 splits a cell, some 147,000 here: two batches of 2¹⁶ splits, each about
        // 150,000 cells done, and the rest.
        let size = Size::new(700, 500);
        let mut grid = Grid::new(size, Wrap::None).unwrap();
        let mut advances = Advances::default();
        generate(&mut grid, &mut crate::rng_from_seed(8), &mut advances).unwrap();
        assert_eq!(advances.0.len(), 3, "{:?}", advances.0);
        assert!(
            advances.0[..2].iter().all(|&units| units > 100_000),
            "{:?}",
            advances.0
        );
        assert_eq!(advances.0.iter().sum::<u64>(), size.cells());
    }
}
