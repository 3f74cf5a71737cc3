//! Recursive division: start with one open room and split it with walls, recursively.
//!
//! 1. Open every passage of the grid.
//! 2. Split the room across its longer side (a coin decides for squares) with a wall that has one
//!    gap at a random place; then split each half the same way, until rooms are one cell wide.
//!
//! **Result:** perfect; long straight walls and a fractal, boxy look. **Memory:** a stack of
//! rooms, logarithmic in the maze for balanced splits and never more than its longer side.
//! **Time:** linear. Bounded grids only. The recursion is an explicit stack, and rooms of up
//! to 3 × 3 cells (and 2 × 4) are finished in one draw from a table of their outcomes, each
//! as likely as the splits would make it.

mod small;

use rand::Rng;

use super::steps::{self, Step};
use crate::bits::OutOfMemory;
use crate::rng::BitPool;
use crate::watch::Watcher;
use crate::{direction::Direction, grid::Grid};

/// A rectangle of cells still to be divided: its top left cell's index, and its size.
#[derive(Clone, Copy, Default)]
struct Room {
    at: usize,
    width: usize,
    height: usize,
}

impl Room {
    /// Whether the room is at least two cells each way: one cell across, it is a corridor,
    /// with nothing to divide.
    fn divisible(self) -> bool {
        (self.width >= 2) & (self.height >= 2)
    }

    /// `a` if `which`, else `b`, chosen without a branch.
    #[inline]
    fn pick(which: bool, a: Room, b: Room) -> Room {
        Room {
            at: pick(which, a.at, b.at),
            width: pick(which, a.width, b.width),
            height: pick(which, a.height, b.height),
        }
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
        at: 0,
        width: grid.width() as usize,
        height: grid.height() as usize,
    };
    // The room being divided is kept in registers, and the others still to divide on a
    // stack above a corridor that stands for "none left". A split's second half, when
    // divisible, is divided next, so it never goes through memory; its first half is
    // written above the top and the top moved past it if divisible, and the next room is
    // picked between the second half and the top of the stack by arithmetic. So which
    // rooms are stacked costs no branch (most are small, and a branch on their size would
    // be a coin toss). Whether a room is small enough for the table is such a branch, but
    // the splits it saves pay for it several times over.
    let mut rooms = vec![Room::default()];
    let mut top = 1;
    let mut room = whole;
    let mut coins = BitPool::default();
    // Progress is reported every 2¹⁶ rounds: the cells done are those in no room still to
    // divide (a sum over a short stack), so a split itself counts nothing.
    let cells = grid.len() as u64;
    let mut reported = 0;
    let mut rounds = 0u32;
    while room.divisible() {
        room = if small::fits(room.width, room.height) {
            // Finished in one draw; the next room is the stack's top.
            finish(grid, room, rng.next_u64(), watcher);
            top -= 1;
            rooms[top]
        } else {
            let square = room.width == room.height;
            let horizontal = (room.height > room.width) | coins.take_bit_if(rng, square);
            let (first, second) = split(grid, room, horizontal, Draw(rng.next_u64()), watcher);
            if rooms.len() < top + 2 {
                rooms.resize(top + 2, Room::default());
            }
            // The second half is divided next, the first later: depth first, in cache.
            rooms[top] = first;
            top += usize::from(first.divisible());
            let next = second.divisible();
            top -= usize::from(!next);
            Room::pick(next, second, rooms[top])
        };
        rounds = rounds.wrapping_add(1);
        if rounds.is_multiple_of(1 << 16) {
            let waiting: u64 = rooms[..top].iter().map(|room| room.cells()).sum();
            let waiting = waiting + u64::from(room.divisible()) * room.cells();
            watcher.advance(cells - waiting - reported);
            reported = cells - waiting;
        }
    }
    watcher.advance(cells - reported);
    Ok(())
}

/// Closes the walls of a random outcome of dividing `room`, which must be small enough for
/// [`small::walls`], picked by `draw`.
fn finish<W: Watcher<Step>>(grid: &mut Grid, room: Room, draw: u64, watcher: &mut W) {
    let walls = small::walls(room.width, room.height, draw);
    let stride = grid.width() as usize;
    let words = grid.passage_words_mut();
    // Every row a small room can have, the rows past its height with no walls (which saves
    // a loop whose end would be mispredicted).
    for row in 0..small::SIDE {
        // A row's cells are side by side in the grid's bits, in one word or across two.
        let bit = 2 * (room.at + row * stride);
        let closed = u128::from(walls.row(row)) << (bit % 64);
        // Past the grid's last row when the room is at the bottom.
        if let Some(word) = words.get_mut(bit / 64) {
            *word &= !(closed as u64);
        }
        let spilled = (closed >> 64) as u64;
        if spilled != 0 {
            words[bit / 64 + 1] &= !spilled;
        }
    }
    if W::STEPS {
        for (column, row, side) in walls.each() {
            steps::closed(watcher, grid, room.at + row * stride + column, side);
        }
    }
}

/// `a` if `which`, else `b`, by masks: no branch, and no multiplication (a 0-or-1 multiplier
/// would put one on the way from a room to the next).
#[inline]
fn pick(which: bool, a: usize, b: usize) -> usize {
    let mask = usize::from(which).wrapping_neg();
    a & mask | b & !mask
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
/// Both ways are one computation, the orientation a mask in the arithmetic, so that it
/// compiles without branches (which way a room is split is as good as random).
fn split<W: Watcher<Step>>(
    grid: &mut Grid,
    room: Room,
    horizontal: bool,
    draw: Draw,
    watcher: &mut W,
) -> (Room, Room) {
    let h = usize::from(horizontal);
    let pick = |a, b| pick(horizontal, a, b);
    let stride = grid.width() as usize;
    // The line cuts `along` after `cut` rows or columns; the wall runs `across`.
    let along = pick(room.height, room.width);
    let across = pick(room.width, room.height);
    let cut = 1 + draw.line(along - 1);
    let gap = draw.gap(across);
    // From a row or column to the next, and from a wall cell to the next.
    let (next_line, step) = (pick(stride, 1), pick(1, stride));
    // The wall's cells: the last row above the line (their south sides) or the last column
    // left of it (their east sides), which never reach the grid's bottom row or last column.
    let first = room.at + (cut - 1) * next_line;
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
            width: pick(room.width, cut),
            height: pick(cut, room.height),
            ..room
        },
        Room {
            at: room.at + cut * next_line,
            width: room.width - pick(0, cut),
            height: room.height - pick(cut, 0),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{pos::Pos, size::Size, topology::Wrap};

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
        // About 0.28 rounds a cell (splits, and small rooms finished at once), some 165,000
        // here: two batches of 2¹⁶ rounds, each about 240,000 cells done, and the rest.
        let size = Size::new(1200, 500);
        let mut grid = Grid::new(size, Wrap::None).unwrap();
        let mut advances = Advances::default();
        generate(&mut grid, &mut crate::rng::rng_from_seed(8), &mut advances).unwrap();
        assert_eq!(advances.0.len(), 3, "{:?}", advances.0);
        assert!(
            advances.0[..2].iter().all(|&units| units > 150_000),
            "{:?}",
            advances.0
        );
        assert_eq!(advances.0.iter().sum::<u64>(), size.cells());
    }

    /// Recursive division as the textbook has it: every room split, down to corridors.
    fn textbook(grid: &mut Grid, rng: &mut impl Rng, x: u32, y: u32, width: u32, height: u32) {
        if width < 2 || height < 2 {
            return;
        }
        let horizontal = height > width || (height == width && rng.random_bool(0.5));
        if horizontal {
            let cut = rng.random_range(1..height);
            let gap = rng.random_range(0..width);
            for k in (0..width).filter(|&k| k != gap) {
                grid.wall_up(Pos::new(x + k, y + cut - 1), Direction::South)
                    .unwrap();
            }
            textbook(grid, rng, x, y, width, cut);
            textbook(grid, rng, x, y + cut, width, height - cut);
        } else {
            let cut = rng.random_range(1..width);
            let gap = rng.random_range(0..height);
            for k in (0..height).filter(|&k| k != gap) {
                grid.wall_up(Pos::new(x + cut - 1, y + k), Direction::East)
                    .unwrap();
            }
            textbook(grid, rng, x, y, cut, height);
            textbook(grid, rng, x + cut, y, width - cut, height);
        }
    }

    /// Finishing small rooms from a table makes other mazes for each seed, but the same kind
    /// of maze: the share of dead ends is the textbook's.
    #[test]
    fn small_rooms_from_the_table_keep_the_textbook_texture() {
        let size = Size::new(100, 100);
        let dead_ends = |grid: &Grid| (0..grid.len()).filter(|&c| grid.degree_at(c) == 1).count();
        let (mut ours, mut reference) = (0, 0);
        for seed in 1..=6 {
            let mut grid = Grid::new(size, Wrap::None).unwrap();
            generate(&mut grid, &mut crate::rng::rng_from_seed(seed), &mut ()).unwrap();
            assert!(crate::metrics::is_perfect(&grid));
            ours += dead_ends(&grid);
            let mut grid = Grid::new(size, Wrap::None).unwrap();
            grid.open_all();
            let rng = &mut crate::rng::rng_from_seed(seed);
            textbook(&mut grid, rng, 0, 0, size.width, size.height);
            assert!(crate::metrics::is_perfect(&grid));
            reference += dead_ends(&grid);
        }
        let percent = |count: usize| count as f64 * 100.0 / (6.0 * size.cells() as f64);
        let (ours, reference) = (percent(ours), percent(reference));
        assert!(
            (ours - reference).abs() < 1.0,
            "{ours:.2} % against {reference:.2} %"
        );
    }
}
