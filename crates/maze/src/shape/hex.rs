//! Hexagonal cells (sigma mazes): flat-topped hexagons in columns, odd columns half a cell lower.

use super::geometry::polygon_side;
use super::{Across, Neighbours, Point, Stroke, Tiling};
use crate::Size;

/// The circumradius of a hexagon whose height is one unit.
const R: f64 = 0.577_350_269_189_625_8; // 1 / √3
/// Half a hexagon's height.
const HALF: f64 = 0.5;

/// Flat-topped hexagons in `width` columns of `height` cells; odd columns sit half a cell lower.
///
/// Sides run south-east, south, south-west, north-west, north, north-east; the side facing
/// back from a neighbour is three places on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hex {
    size: Size,
}

impl Hex {
    /// Hexagons in `size.width` columns of `size.height`.
    pub const fn new(size: Size) -> Hex {
        Hex { size }
    }

    /// Columns and rows.
    pub const fn size(&self) -> Size {
        self.size
    }

    fn column_row_of(&self, cell: usize) -> (i64, i64) {
        let w = self.size.width as usize;
        ((cell % w) as i64, (cell / w) as i64)
    }
}

impl Tiling for Hex {
    fn cell_count(&self) -> usize {
        self.size.cells() as usize
    }

    fn side_count(&self, _cell: usize) -> usize {
        6
    }

    fn across(&self, cell: usize, side: usize) -> Option<Across> {
        let (x, y) = self.column_row_of(cell);
        // An odd column sits lower, so its diagonal neighbours are a row further down.
        let low = x & 1;
        let (nx, ny) = match side {
            0 => (x + 1, y + low),
            1 => (x, y + 1),
            2 => (x - 1, y + low),
            3 => (x - 1, y + low - 1),
            4 => (x, y - 1),
            _ => (x + 1, y + low - 1),
        };
        let (w, h) = (i64::from(self.size.width), i64::from(self.size.height));
        ((0..w).contains(&nx) && (0..h).contains(&ny)).then(|| Across {
            cell: (ny * w + nx) as usize,
            side: (side + 3) % 6,
            seam: false,
        })
    }

    #[inline]
    fn neighbours(&self, cell: usize) -> Neighbours {
        let (x, y) = self.column_row_of(cell);
        let (w, h) = (i64::from(self.size.width), i64::from(self.size.height));
        let low = x & 1;
        let mut around = Neighbours::walled(6);
        let steps = [
            (1, low),
            (0, 1),
            (-1, low),
            (-1, low - 1),
            (0, -1),
            (1, low - 1),
        ];
        for (side, (dx, dy)) in steps.into_iter().enumerate() {
            let (nx, ny) = (x + dx, y + dy);
            if (0..w).contains(&nx) && (0..h).contains(&ny) {
                around.join(side, (ny * w + nx) as usize);
            }
        }
        around
    }

    fn centre(&self, cell: usize) -> Point {
        let (x, y) = self.column_row_of(cell);
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
        let (x, y) = self.column_row_of(cell);
        Some((x as u32, y as u32))
    }
}
