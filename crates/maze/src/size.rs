//! Grid dimensions.

use std::fmt;

/// The width and height of a grid, in cells.
///
/// A named pair so that width and height can never be swapped by accident.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Size {
    /// Number of columns.
    pub width: u32,
    /// Number of rows.
    pub height: u32,
}

impl Size {
    /// A size of `width` columns and `height` rows.
    pub const fn new(width: u32, height: u32) -> Size {
        Size { width, height }
    }

    /// The number of cells, `width × height`, which never overflows a `u64`.
    pub const fn cells(self) -> u64 {
        self.width as u64 * self.height as u64
    }
}

impl fmt::Display for Size {
    /// Writes `W×H`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}×{}", self.width, self.height)
    }
}
