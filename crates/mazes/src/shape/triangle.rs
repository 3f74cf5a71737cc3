//! Triangular cells (delta mazes): rows of triangles pointing up and down in turn.

use super::columns::Columns;
use super::geometry::polygon_side;
use super::{Across, Inland, Neighbours, Offsets, Point, Stroke, Tiling};
use crate::size::Size;

/// A triangle's side: one and a half units, so that a triangle covers about as much of the
/// picture as a square cell (a unit square).
const SIDE: f64 = 1.5;
/// A triangle's height: √3 / 2 of its side.
const H: f64 = SIDE * 0.866_025_403_784_438_6;

/// The steps `(dx, dy)` to the neighbours across each side of a downward triangle (north,
/// east, west) and of an upward one (east, south, west).
const STEPS: [[(i64, i64); 3]; 2] = [[(0, -1), (1, 0), (-1, 0)], [(1, 0), (0, 1), (-1, 0)]];

/// The side of the neighbour across each side that faces back: a neighbour points the other
/// way.
const BACK: [[usize; 3]; 2] = [[1, 2, 0], [2, 0, 1]];

/// Equilateral triangles, `width` in each of `height` rows; cell `(x, y)` points up when
/// `x + y` is even.
///
/// An upward triangle's sides run east, south (its base), west; a downward one's north (its
/// top), east, west.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Triangle {
    size: Size,
    columns: Columns,
}

impl Triangle {
    /// Triangles, `size.width` in each of `size.height` rows.
    pub const fn new(size: Size) -> Triangle {
        Triangle {
            size,
            columns: Columns::new(size),
        }
    }

    /// Triangles per row, and rows.
    pub const fn size(&self) -> Size {
        self.size
    }

    fn column_row_of(&self, cell: usize) -> (usize, usize) {
        self.columns.split(cell)
    }

    fn points_up(x: usize, y: usize) -> bool {
        (x + y).is_multiple_of(2)
    }
}

impl Tiling for Triangle {
    fn cell_count(&self) -> usize {
        self.size.cells() as usize
    }

    fn side_count(&self, _cell: usize) -> usize {
        3
    }

    #[inline]
    fn across(&self, cell: usize, side: usize) -> Option<Across> {
        let (x, y) = self.column_row_of(cell);
        // Tables, not a branch on the side: walks ask for random sides.
        let up = usize::from(Triangle::points_up(x, y));
        let next = self.columns.step((x, y), STEPS[up][side])?;
        Some(Across {
            cell: next,
            side: BACK[up][side],
            seam: false,
        })
    }

    #[inline]
    fn neighbours(&self, cell: usize) -> Neighbours {
        let (x, y) = self.column_row_of(cell);
        let up = usize::from(Triangle::points_up(x, y));
        self.columns.neighbours((x, y), STEPS[up].into_iter())
    }

    fn centre(&self, cell: usize) -> Point {
        let (x, y) = self.column_row_of(cell);
        // The centroid sits a third of the height from the base.
        let base_third = if Triangle::points_up(x, y) {
            2.0 / 3.0
        } else {
            1.0 / 3.0
        };
        Point::new((x as f64 + 1.0) * SIDE / 2.0, (y as f64 + base_third) * H)
    }

    fn stroke(&self, cell: usize, side: usize) -> Stroke {
        let (x, y) = self.column_row_of(cell);
        let left = x as f64 * SIDE / 2.0;
        let (mid, right) = (left + SIDE / 2.0, left + SIDE);
        let (top, bottom) = (y as f64 * H, (y as f64 + 1.0) * H);
        let corners = if Triangle::points_up(x, y) {
            [
                Point::new(mid, top),
                Point::new(right, bottom),
                Point::new(left, bottom),
            ]
        } else {
            [
                Point::new(left, top),
                Point::new(right, top),
                Point::new(mid, bottom),
            ]
        };
        polygon_side(&corners, side)
    }

    fn extent(&self) -> Point {
        Point::new(
            (f64::from(self.size.width) + 1.0) * SIDE / 2.0,
            f64::from(self.size.height) * H,
        )
    }

    fn longest_step(&self) -> Option<f64> {
        // Centroids of triangles sharing a side are twice the inradius apart.
        Some(SIDE / 3f64.sqrt())
    }

    fn column_row(&self, cell: usize) -> Option<(u32, u32)> {
        let (x, y) = self.column_row_of(cell);
        Some((x as u32, y as u32))
    }
}

impl Inland for Triangle {
    #[inline]
    fn inland(&self, cell: usize) -> Option<Offsets> {
        let (x, y) = self.column_row_of(cell);
        let up = usize::from(Triangle::points_up(x, y));
        self.columns.inland((x, y), STEPS[up])
    }
}
