//! The tile maze: a grid of tiles whose even rows and columns slide.

use crate::{Side, Tile};

/// A tile position, 0-based: column `x` from the left, row `y` from the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cell {
    /// Column, 0 at the left.
    pub x: usize,
    /// Row, 0 at the top.
    pub y: usize,
}

impl Cell {
    /// The cell at column `x`, row `y` (both 0-based).
    pub const fn new(x: usize, y: usize) -> Cell {
        Cell { x, y }
    }
}

/// Where the floating tile goes in: the side of the maze it enters from and the row (for east
/// and west) or column (for north and south), numbered from 0 as cells are.
///
/// The lines that slide are the odd ones (1, 3, 5, …); the text mode numbers lines from 1 and
/// so calls them even (`n4` enters column 3 from the north: see [`crate::text::indicator`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Insertion {
    /// The side of the maze the tile enters from.
    pub side: Side,
    /// The row or column, from 0.
    pub index: u32,
}

impl Insertion {
    /// The insertion that would push the tile straight back out: the same line, the other side.
    pub const fn reverse(self) -> Insertion {
        Insertion {
            side: self.side.opposite(),
            index: self.index,
        }
    }
}

/// Why a slide is not allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SlideError {
    /// The even rows and columns (from 0), the corners' among them, are fixed.
    #[error("that row or column is fixed")]
    Fixed,
    /// The row or column does not exist.
    #[error("there is no such row or column")]
    OutOfRange,
}

/// A rectangular grid of tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileMaze {
    width: usize,
    tiles: Vec<Tile>,
}

impl TileMaze {
    /// A maze of `rows`, top first; every row must have the same, non-zero length.
    ///
    /// Returns `None` for an empty or ragged set of rows.
    pub fn from_rows(rows: Vec<Vec<Tile>>) -> Option<TileMaze> {
        let width = rows.first()?.len();
        if width == 0 || rows.iter().any(|r| r.len() != width) {
            return None;
        }
        Some(TileMaze {
            width,
            tiles: rows.into_iter().flatten().collect(),
        })
    }

    /// The number of columns.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The number of rows.
    pub fn height(&self) -> usize {
        self.tiles.len() / self.width
    }

    /// The tile at `cell`, if it lies on the board.
    pub fn get(&self, cell: Cell) -> Option<Tile> {
        (cell.x < self.width).then(|| self.tiles.get(cell.y * self.width + cell.x).copied())?
    }

    /// Every tile with its cell, row by row.
    pub fn tiles(&self) -> impl Iterator<Item = (Cell, Tile)> + '_ {
        self.tiles
            .iter()
            .enumerate()
            .map(|(i, &t)| (Cell::new(i % self.width, i / self.width), t))
    }

    /// The neighbouring cell towards `side`, if it lies on the board.
    pub fn neighbor(&self, cell: Cell, side: Side) -> Option<Cell> {
        let (dx, dy) = side.delta();
        let x = cell.x.checked_add_signed(dx as isize)?;
        let y = cell.y.checked_add_signed(dy as isize)?;
        (x < self.width && y < self.height()).then_some(Cell::new(x, y))
    }

    /// Whether an adventurer can step from `cell` towards `side`.
    pub fn can_step(&self, cell: Cell, side: Side) -> bool {
        let (Some(here), Some(next)) = (self.get(cell), self.neighbor(cell, side)) else {
            return false;
        };
        self.get(next)
            .is_some_and(|there| here.connects(side, there))
    }

    /// Checks that `insertion` names a sliding (odd, from 0) row or column of this maze.
    pub fn check(&self, insertion: Insertion) -> Result<(), SlideError> {
        if insertion.index.is_multiple_of(2) {
            return Err(SlideError::Fixed);
        }
        let len = if matches!(insertion.side, Side::North | Side::South) {
            self.width
        } else {
            self.height()
        };
        if insertion.index as usize >= len {
            return Err(SlideError::OutOfRange);
        }
        Ok(())
    }

    /// Every place a tile can go in: the odd rows and columns (from 0), from each side in the
    /// order north, east, south, west. Whether a slide there is allowed now also depends on
    /// the last one (see `Game::legal_commands`).
    pub fn insertions(&self) -> Vec<Insertion> {
        let mut all = Vec::new();
        for side in Side::ALL {
            let across = if matches!(side, Side::North | Side::South) {
                self.width()
            } else {
                self.height()
            };
            for index in (1..across.saturating_sub(1)).step_by(2) {
                let index = u32::try_from(index).unwrap_or(u32::MAX);
                all.push(Insertion { side, index });
            }
        }
        all
    }

    /// The cells of the line `insertion` pushes, from where the tile enters to where one leaves.
    pub fn line(&self, insertion: Insertion) -> Vec<Cell> {
        let i = insertion.index as usize;
        let (w, h) = (self.width, self.height());
        match insertion.side {
            Side::North => (0..h).map(|y| Cell::new(i, y)).collect(),
            Side::South => (0..h).rev().map(|y| Cell::new(i, y)).collect(),
            Side::West => (0..w).map(|x| Cell::new(x, i)).collect(),
            Side::East => (0..w).rev().map(|x| Cell::new(x, i)).collect(),
        }
    }

    /// Slides `tile` in at `insertion`, pushing the line along, and returns the tile pushed out.
    pub fn slide(&mut self, insertion: Insertion, tile: Tile) -> Result<Tile, SlideError> {
        self.check(insertion)?;
        let mut carried = tile;
        for cell in self.line(insertion) {
            let slot = &mut self.tiles[cell.y * self.width + cell.x];
            carried = std::mem::replace(slot, carried);
        }
        Ok(carried)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn maze(rows: &[&str]) -> TileMaze {
        TileMaze::from_rows(
            rows.iter()
                .map(|r| r.split(' ').map(|t| t.parse().unwrap()).collect())
                .collect(),
        )
        .unwrap()
    }

    #[test]
    fn insertions_are_the_even_lines_from_every_side() {
        let row = "1111xx 1111xx 1111xx 1111xx 1111xx";
        let five_by_three = maze(&[row, row, row]);
        let all: Vec<(Side, u32)> = five_by_three
            .insertions()
            .iter()
            .map(|i| (i.side, i.index))
            .collect();
        use Side::*;
        assert_eq!(
            all,
            [
                (North, 1),
                (North, 3),
                (East, 1),
                (South, 1),
                (South, 3),
                (West, 1)
            ]
        );
    }

    #[test]
    fn a_slide_then_its_reverse_restores_the_maze() {
        let original = maze(&[
            "0110xx 0101g1 0011xx",
            "1110xx 1010xx 1011xx",
            "1100xx 1111b1 1001xx",
        ]);
        let floating: Tile = "0101xx".parse().unwrap();
        for side in Side::ALL {
            let mut m = original.clone();
            let insertion = Insertion { side, index: 1 };
            let out = m.slide(insertion, floating).unwrap();
            assert_ne!(m, original);
            let back = m.slide(insertion.reverse(), out).unwrap();
            assert_eq!((m, back), (original.clone(), floating));
        }
    }

    #[test]
    fn odd_and_missing_lines_do_not_slide() {
        let mut m = maze(&[
            "0110xx 0101xx 0011xx",
            "1110xx 1010xx 1011xx",
            "1100xx 1111xx 1001xx",
        ]);
        let tile: Tile = "1111xx".parse().unwrap();
        for (side, index, err) in [
            (Side::North, 0, SlideError::Fixed),
            (Side::West, 2, SlideError::Fixed),
            (Side::East, 3, SlideError::OutOfRange),
            (Side::South, 5, SlideError::OutOfRange),
        ] {
            assert_eq!(m.slide(Insertion { side, index }, tile), Err(err));
        }
    }
}
