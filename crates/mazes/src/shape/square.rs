//! Square cells: the grid of the fast lane, as a tiling.

use super::geometry::polygon_side;
use super::{Across, Point, Stroke, Tiling};
use crate::{size::Size, topology::Wrap};

/// Square cells in `width` columns and `height` rows, bounded or wrapping.
///
/// Sides run north, east, south, west: the order of [`Direction::ALL`](crate::Direction::ALL).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Square {
    size: Size,
    wrap: Wrap,
}

impl Square {
    /// Square cells of `size`, wrapping as `wrap` says.
    pub const fn new(size: Size, wrap: Wrap) -> Square {
        Square { size, wrap }
    }

    /// Columns and rows.
    pub const fn size(&self) -> Size {
        self.size
    }

    /// Which axes wrap.
    pub const fn wrap(&self) -> Wrap {
        self.wrap
    }

    fn column_row_of(&self, cell: usize) -> (u32, u32) {
        let w = self.size.width as usize;
        ((cell % w) as u32, (cell / w) as u32)
    }
}

impl Tiling for Square {
    fn cell_count(&self) -> usize {
        self.size.cells() as usize
    }

    fn side_count(&self, _cell: usize) -> usize {
        4
    }

    fn across(&self, cell: usize, side: usize) -> Option<Across> {
        let (w, h) = (self.size.width as usize, self.size.height as usize);
        let (x, y) = (cell % w, cell / w);
        let (to, seam) = match side {
            0 if y > 0 => (cell - w, false),
            0 if self.wrap.y() => (cell + (h - 1) * w, true),
            1 if x + 1 < w => (cell + 1, false),
            1 if self.wrap.x() => (cell + 1 - w, true),
            2 if y + 1 < h => (cell + w, false),
            2 if self.wrap.y() => (x, true),
            3 if x > 0 => (cell - 1, false),
            3 if self.wrap.x() => (cell + w - 1, true),
            _ => return None,
        };
        Some(Across {
            cell: to,
            side: side ^ 2,
            seam,
        })
    }

    fn centre(&self, cell: usize) -> Point {
        let (x, y) = self.column_row_of(cell);
        Point::new(f64::from(x) + 0.5, f64::from(y) + 0.5)
    }

    fn stroke(&self, cell: usize, side: usize) -> Stroke {
        let (x, y) = self.column_row_of(cell);
        let (x, y) = (f64::from(x), f64::from(y));
        let corners = [
            Point::new(x, y),
            Point::new(x + 1.0, y),
            Point::new(x + 1.0, y + 1.0),
            Point::new(x, y + 1.0),
        ];
        polygon_side(&corners, side)
    }

    fn extent(&self) -> Point {
        Point::new(f64::from(self.size.width), f64::from(self.size.height))
    }

    fn longest_step(&self) -> Option<f64> {
        // Across a wrapping border neighbours are drawn a whole grid apart.
        (self.wrap == Wrap::None).then_some(1.0)
    }

    fn column_row(&self, cell: usize) -> Option<(u32, u32)> {
        Some(self.column_row_of(cell))
    }
}
