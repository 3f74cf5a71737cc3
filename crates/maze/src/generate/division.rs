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
#[derive(Clone, Copy)]
struct Room {
    x: usize,
    y: usize,
    width: usize,
    height: usize,
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
    let mut rooms = Vec::new();
    let mut coins = BitPool::default();
    // Cells in finished corridors, reported to the watcher in batches.
    let mut finished = 0;
    let mut next = Some(whole);
    while let Some(room) = next.take().or_else(|| rooms.pop()) {
        if room.width < 2 || room.height < 2 {
            // A room one cell across is a corridor: nothing to divide.
            finished += (room.width * room.height) as u64;
            if finished >= 1 << 16 {
                watcher.advance(std::mem::take(&mut finished));
            }
            continue;
        }
        let horizontal = match room.width.cmp(&room.height) {
            std::cmp::Ordering::Less => true,
            std::cmp::Ordering::Greater => false,
            std::cmp::Ordering::Equal => coins.take(rng, 1) == 1,
        };
        let draw = Draw(rng.next_u64());
        let (first, second) = if horizontal {
            split_rows(grid, room, draw, watcher)
        } else {
            split_columns(grid, room, draw, watcher)
        };
        // The second half next, the first later: depth first, in cache.
        rooms.push(first);
        next = Some(second);
    }
    watcher.advance(finished);
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

/// Walls off the rows of `room` above a random line from those below, leaving one gap.
fn split_rows<W: Watcher<Step>>(
    grid: &mut Grid,
    room: Room,
    draw: Draw,
    watcher: &mut W,
) -> (Room, Room) {
    let above = 1 + draw.line(room.height - 1);
    let gap = draw.gap(room.width);
    let wall_row = room.y + above - 1;
    let first = wall_row * grid.width() as usize + room.x;
    // The wall never reaches the bottom row: every cell of it has a cell below.
    grid.wall_up_south_run(first, room.width);
    grid.open_south_at(first + gap);
    if W::STEPS {
        for dx in (0..room.width).filter(|&dx| dx != gap) {
            steps::closed(watcher, grid, first + dx, Direction::South);
        }
    }
    (
        Room {
            height: above,
            ..room
        },
        Room {
            y: room.y + above,
            height: room.height - above,
            ..room
        },
    )
}

/// Walls off the columns of `room` left of a random line from those right of it, leaving one gap.
fn split_columns<W: Watcher<Step>>(
    grid: &mut Grid,
    room: Room,
    draw: Draw,
    watcher: &mut W,
) -> (Room, Room) {
    let left = 1 + draw.line(room.width - 1);
    let gap = draw.gap(room.height);
    let wall_column = room.x + left - 1;
    let stride = grid.width() as usize;
    // The wall never reaches the last column: every cell of it has a cell to its east.
    let top = room.y * stride + wall_column;
    for dy in 0..room.height {
        if dy != gap {
            let cell = top + dy * stride;
            grid.wall_up_east_at(cell);
            steps::closed(watcher, grid, cell, Direction::East);
        }
    }
    (
        Room {
            width: left,
            ..room
        },
        Room {
            x: room.x + left,
            width: room.width - left,
            ..room
        },
    )
}
