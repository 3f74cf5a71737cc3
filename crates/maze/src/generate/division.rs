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
use crate::rng::below;
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
    let (width, height) = (grid.width() as usize, grid.height() as usize);
    let mut rooms = vec![Room {
        x: 0,
        y: 0,
        width,
        height,
    }];
    while let Some(room) = rooms.pop() {
        if room.width < 2 || room.height < 2 {
            watcher.advance((room.width * room.height) as u64);
            continue;
        }
        let horizontal = match room.width.cmp(&room.height) {
            std::cmp::Ordering::Less => true,
            std::cmp::Ordering::Greater => false,
            std::cmp::Ordering::Equal => rng.random_bool(0.5),
        };
        let (first, second) = if horizontal {
            split_rows(grid, room, rng, watcher)
        } else {
            split_columns(grid, room, rng, watcher)
        };
        rooms.push(first);
        rooms.push(second);
    }
    Ok(())
}

/// Walls off the rows of `room` above a random line from those below, leaving one gap.
fn split_rows<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    room: Room,
    rng: &mut R,
    watcher: &mut W,
) -> (Room, Room) {
    let above = 1 + below(rng, room.height - 1);
    let gap = below(rng, room.width);
    let wall_row = room.y + above - 1;
    for dx in (0..room.width).filter(|&dx| dx != gap) {
        let cell = wall_row * grid.width() as usize + room.x + dx;
        grid.wall_up_at(cell, Direction::South);
        steps::closed(watcher, grid, cell, Direction::South);
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
fn split_columns<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    room: Room,
    rng: &mut R,
    watcher: &mut W,
) -> (Room, Room) {
    let left = 1 + below(rng, room.width - 1);
    let gap = below(rng, room.height);
    let wall_column = room.x + left - 1;
    for dy in (0..room.height).filter(|&dy| dy != gap) {
        let cell = (room.y + dy) * grid.width() as usize + wall_column;
        grid.wall_up_at(cell, Direction::East);
        steps::closed(watcher, grid, cell, Direction::East);
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
