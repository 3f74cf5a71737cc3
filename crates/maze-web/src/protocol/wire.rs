//! The words every game's messages share: cells and directions.

use serde::{Deserialize, Serialize};

/// A cell (a room, a tile), counted from 0: column `x` from the left, row `y` from the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cell {
    /// Column, from 0.
    pub x: u32,
    /// Row, from 0.
    pub y: u32,
}

impl From<maze::Pos> for Cell {
    fn from(pos: maze::Pos) -> Cell {
        Cell { x: pos.x, y: pos.y }
    }
}

impl From<Cell> for maze::Pos {
    fn from(cell: Cell) -> maze::Pos {
        maze::Pos::new(cell.x, cell.y)
    }
}

impl From<moving_maze::Cell> for Cell {
    /// A tile's cell (boards are at most 9 tiles across; larger numbers saturate).
    fn from(cell: moving_maze::Cell) -> Cell {
        let number = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        Cell {
            x: number(cell.x),
            y: number(cell.y),
        }
    }
}

impl From<Cell> for moving_maze::Cell {
    fn from(cell: Cell) -> moving_maze::Cell {
        let number = |n: u32| usize::try_from(n).unwrap_or(usize::MAX);
        moving_maze::Cell::new(number(cell.x), number(cell.y))
    }
}

/// A way on the board, north up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dir {
    /// Up.
    North,
    /// Right.
    East,
    /// Down.
    South,
    /// Left.
    West,
}

impl From<Dir> for maze::Direction {
    fn from(dir: Dir) -> maze::Direction {
        match dir {
            Dir::North => maze::Direction::North,
            Dir::East => maze::Direction::East,
            Dir::South => maze::Direction::South,
            Dir::West => maze::Direction::West,
        }
    }
}

impl From<Dir> for moving_maze::Side {
    fn from(dir: Dir) -> moving_maze::Side {
        match dir {
            Dir::North => moving_maze::Side::North,
            Dir::East => moving_maze::Side::East,
            Dir::South => moving_maze::Side::South,
            Dir::West => moving_maze::Side::West,
        }
    }
}

impl From<moving_maze::Side> for Dir {
    fn from(side: moving_maze::Side) -> Dir {
        match side {
            moving_maze::Side::North => Dir::North,
            moving_maze::Side::East => Dir::East,
            moving_maze::Side::South => Dir::South,
            moving_maze::Side::West => Dir::West,
        }
    }
}

/// Every cell of a path or a search, as the page reads them.
pub fn cells(positions: impl IntoIterator<Item = maze::Pos>) -> Vec<Cell> {
    positions.into_iter().map(Cell::from).collect()
}

/// One hex digit a cell, row by row: bit 1 north, 2 east, 4 south, 8 west open (a passage
/// through the border wraps).
pub fn passages(grid: &maze::Grid) -> String {
    grid.cells()
        .map(|at| char::from_digit(grid.open_bits(at).into(), 16).unwrap_or('0'))
        .collect()
}
