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

impl From<mazes::Pos> for Cell {
    fn from(pos: mazes::Pos) -> Cell {
        Cell { x: pos.x, y: pos.y }
    }
}

impl From<Cell> for mazes::Pos {
    fn from(cell: Cell) -> mazes::Pos {
        mazes::Pos::new(cell.x, cell.y)
    }
}

impl From<maze_moving::Cell> for Cell {
    /// A tile's cell (boards are at most 9 tiles across; larger numbers saturate).
    fn from(cell: maze_moving::Cell) -> Cell {
        let number = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        Cell {
            x: number(cell.x),
            y: number(cell.y),
        }
    }
}

impl From<Cell> for maze_moving::Cell {
    fn from(cell: Cell) -> maze_moving::Cell {
        let number = |n: u32| usize::try_from(n).unwrap_or(usize::MAX);
        maze_moving::Cell::new(number(cell.x), number(cell.y))
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

impl From<Dir> for mazes::Direction {
    fn from(dir: Dir) -> mazes::Direction {
        match dir {
            Dir::North => mazes::Direction::North,
            Dir::East => mazes::Direction::East,
            Dir::South => mazes::Direction::South,
            Dir::West => mazes::Direction::West,
        }
    }
}

impl From<Dir> for maze_moving::Side {
    fn from(dir: Dir) -> maze_moving::Side {
        match dir {
            Dir::North => maze_moving::Side::North,
            Dir::East => maze_moving::Side::East,
            Dir::South => maze_moving::Side::South,
            Dir::West => maze_moving::Side::West,
        }
    }
}

impl From<maze_moving::Side> for Dir {
    fn from(side: maze_moving::Side) -> Dir {
        match side {
            maze_moving::Side::North => Dir::North,
            maze_moving::Side::East => Dir::East,
            maze_moving::Side::South => Dir::South,
            maze_moving::Side::West => Dir::West,
        }
    }
}

/// Every cell of a path or a search, as the page reads them.
pub fn cells(positions: impl IntoIterator<Item = mazes::Pos>) -> Vec<Cell> {
    positions.into_iter().map(Cell::from).collect()
}

/// One hex digit a cell, row by row: bit 1 north, 2 east, 4 south, 8 west open (a passage
/// through the border wraps).
pub fn passages(grid: &mazes::Grid) -> String {
    grid.cells()
        .map(|at| char::from_digit(grid.open_bits(at).into(), 16).unwrap_or('0'))
        .collect()
}
