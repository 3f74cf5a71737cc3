//! Hexagonal cells (sigma mazes): flat-topped hexagons in columns, odd columns half a cell lower.

use super::columns::Columns;
use super::geometry::polygon_side;
use super::{Across, Inland, Neighbours, Offsets, Point, Stroke, Tiling};
use crate::size::Size;

/// The circumradius of a hexagon whose height is one unit.
const R: f64 = 0.577_350_269_189_625_8; // 1 / √3
/// Half a hexagon's height.
const HALF: f64 = 0.5;

/// The steps `(dx, dy)` to the neighbours across each side, in an even column and in an odd
/// one (which sits lower, so its diagonal neighbours are a row further down).
const STEPS: [[(i64, i64); 6]; 2] = [
    [(1, 0), (0, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)],
    [(1, 1), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, 0)],
];

/// The side facing back from the neighbour across each side: three places on.
const BACK: [usize; 6] = [3, 4, 5, 0, 1, 2];

/// Flat-topped hexagons in `width` columns of `height` cells; odd columns sit half a cell lower.
///
/// Sides run south-east, south, south-west, north-west, north, north-east; the side facing
/// back from a neighbour is three places on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hex {
    size: Size,
    columns: Columns,
}

impl Hex {
    /// Hexagons in `size.width` columns of `size.height`.
    pub const fn new(size: Size) -> Hex {
        Hex {
            size,
            columns: Columns::new(size),
        }
    }

    /// Columns and rows.
    pub const fn size(&self) -> Size {
        self.size
    }
}

impl Tiling for Hex {
    fn cell_count(&self) -> usize {
        self.size.cells() as usize
    }

    fn side_count(&self, _cell: usize) -> usize {
        6
    }

    #[inline]
    fn across(&self, cell: usize, side: usize) -> Option<Across> {
        let at = self.columns.split(cell);
        // A table, not a branch on the side: walks ask for random sides.
        let next = self.columns.step(at, STEPS[at.0 & 1][side])?;
        Some(Across {
            cell: next,
            side: BACK[side],
            seam: false,
        })
    }

    #[inline]
    fn neighbours(&self, cell: usize) -> Neighbours {
        let at = self.columns.split(cell);
        self.columns.neighbours(at, STEPS[at.0 & 1].into_iter())
    }

    fn centre(&self, cell: usize) -> Point {
        let (x, y) = self.columns.split(cell);
        Point::new(
            R + 1.5 * R * x as f64,
            HALF + y as f64 + HALF * (x & 1) as f64,
        )
    }

    fn stroke(&self, cell: usize, side: usize) -> Stroke {
        let c = self.centre(cell);
        let corners = [
            c.offset(R, 0.0),
            c.offset(R / 2.0, HALF),
            c.offset(-R / 2.0, HALF),
            c.offset(-R, 0.0),
            c.offset(-R / 2.0, -HALF),
            c.offset(R / 2.0, -HALF),
        ];
        polygon_side(&corners, side)
    }

    fn extent(&self) -> Point {
        let (w, h) = (f64::from(self.size.width), f64::from(self.size.height));
        let lowered = if self.size.width > 1 { HALF } else { 0.0 };
        Point::new(R * (1.5 * w + 0.5), h + lowered)
    }

    fn longest_step(&self) -> Option<f64> {
        // Centres of touching hexagons are one height apart.
        Some(1.0)
    }

    fn column_row(&self, cell: usize) -> Option<(u32, u32)> {
        let (x, y) = self.columns.split(cell);
        Some((x as u32, y as u32))
    }
}

impl Inland for Hex {
    #[inline]
    fn inland(&self, cell: usize) -> Option<Offsets> {
        let at = self.columns.split(cell);
        self.columns.inland(at, STEPS[at.0 & 1])
    }
}
