//! Octagons and squares (upsilon mazes): a checkerboard whose dark cells are octagons that also
//! touch each other diagonally.

use super::columns::Columns;
use super::geometry::polygon_side;
use super::{Across, Inland, Neighbours, Offsets, Point, Stroke, Tiling};
use crate::size::Size;

/// Half the side of a cell's edges, `(2 − √2) / 2`, when neighbouring centres are one unit apart.
const A: f64 = 0.292_893_218_813_452_5;
/// An octagon's inradius, `√2 / 2`.
const B: f64 = std::f64::consts::FRAC_1_SQRT_2;

/// The steps `(dx, dy)` to the neighbours of an octagon, side by side in order around it: north,
/// north-east, east, south-east, south, south-west, west, north-west.
const OCTAGON_STEPS: [(i64, i64); 8] = [
    (0, -1),
    (1, -1),
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
];

/// The steps of a square: every other one of an octagon's, north, east, south, west.
const SQUARE_STEPS: [(i64, i64); 4] = [
    OCTAGON_STEPS[0],
    OCTAGON_STEPS[2],
    OCTAGON_STEPS[4],
    OCTAGON_STEPS[6],
];

/// A checkerboard of `width` × `height` cells: cell `(x, y)` is an octagon when `x + y` is even
/// and a square otherwise.
///
/// An octagon's eight sides run north, north-east, … north-west (the diagonal ones face other
/// octagons); a square's four run north, east, south, west.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Upsilon {
    size: Size,
    columns: Columns,
}

impl Upsilon {
    /// Octagons and squares in a checkerboard of `size`.
    pub const fn new(size: Size) -> Upsilon {
        Upsilon {
            size,
            columns: Columns::new(size),
        }
    }

    /// Columns and rows.
    pub const fn size(&self) -> Size {
        self.size
    }

    /// The steps to the neighbours across each side of the cell at `(x, y)`: all eight for an
    /// octagon, every other one for a square (whose side k faces the way an octagon's side 2k
    /// does). An array of each kind's own length, so that walks know how many.
    fn steps(&self, at: (usize, usize)) -> &'static [(i64, i64)] {
        match octagon_at(at) {
            true => &OCTAGON_STEPS,
            false => &SQUARE_STEPS,
        }
    }

    /// Whether `cell` is an octagon (otherwise it is a square).
    pub fn is_octagon(&self, cell: usize) -> bool {
        octagon_at(self.columns.split(cell))
    }
}

/// Whether the cell at column `x`, row `y` is an octagon: the checkerboard's dark cells.
fn octagon_at((x, y): (usize, usize)) -> bool {
    (x + y) & 1 == 0
}

impl Tiling for Upsilon {
    fn cell_count(&self) -> usize {
        self.size.cells() as usize
    }

    fn side_count(&self, cell: usize) -> usize {
        if self.is_octagon(cell) { 8 } else { 4 }
    }

    fn across(&self, cell: usize, side: usize) -> Option<Across> {
        let octagon = self.is_octagon(cell);
        // A square's side k faces the way an octagon's side 2k does.
        let compass = if octagon { side } else { 2 * side };
        let next = self
            .columns
            .step(self.columns.split(cell), OCTAGON_STEPS[compass])?;
        let back = (compass + 4) % 8;
        Some(Across {
            cell: next,
            // Across an orthogonal side an octagon meets a square and the other way round.
            side: if octagon && compass % 2 == 0 {
                back / 2
            } else {
                back
            },
            seam: false,
        })
    }

    #[inline]
    fn neighbours(&self, cell: usize) -> Neighbours {
        let at = self.columns.split(cell);
        self.columns.neighbours(at, self.steps(at).iter().copied())
    }

    fn centre(&self, cell: usize) -> Point {
        let (x, y) = self.columns.split(cell);
        Point::new(B + x as f64, B + y as f64)
    }

    fn stroke(&self, cell: usize, side: usize) -> Stroke {
        let c = self.centre(cell);
        if self.is_octagon(cell) {
            let corners = [
                c.offset(-A, -B),
                c.offset(A, -B),
                c.offset(B, -A),
                c.offset(B, A),
                c.offset(A, B),
                c.offset(-A, B),
                c.offset(-B, A),
                c.offset(-B, -A),
            ];
            polygon_side(&corners, side)
        } else {
            let corners = [
                c.offset(-A, -A),
                c.offset(A, -A),
                c.offset(A, A),
                c.offset(-A, A),
            ];
            polygon_side(&corners, side)
        }
    }

    fn extent(&self) -> Point {
        Point::new(
            f64::from(self.size.width) - 1.0 + 2.0 * B,
            f64::from(self.size.height) - 1.0 + 2.0 * B,
        )
    }

    fn longest_step(&self) -> Option<f64> {
        // Octagons meet diagonally, √2 apart; an octagon and a square are 1 apart.
        Some(std::f64::consts::SQRT_2)
    }

    fn column_row(&self, cell: usize) -> Option<(u32, u32)> {
        let (x, y) = self.columns.split(cell);
        Some((x as u32, y as u32))
    }
}

impl Inland for Upsilon {
    #[inline]
    fn inland(&self, cell: usize) -> Option<Offsets> {
        let at = self.columns.split(cell);
        // Each kind's steps as an array of its own, so that their number is known here (from
        // `steps`' slice it is not, and walks ran 1.6 times as long).
        match octagon_at(at) {
            true => self.columns.inland(at, OCTAGON_STEPS),
            false => self.columns.inland(at, SQUARE_STEPS),
        }
    }
}
