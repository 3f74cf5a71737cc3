//! Grid dimensions.

use std::fmt;
use std::str::FromStr;

/// The width and height of a grid, in cells.
///
/// A named pair so that width and height can never be swapped by accident.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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

/// Text that is not `WxH`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a size: write COLUMNSxROWS, like 10x10")]
pub struct ParseSizeError(pub String);

impl FromStr for Size {
    type Err = ParseSizeError;

    /// Reads `WxH`, `W×H` (as [`Size`] displays itself) or `W X H`, spaces around the numbers
    /// allowed. Any numbers are read; what a size may be is its user's to check.
    ///
    /// ```
    /// use mazes::Size;
    ///
    /// assert_eq!("40x25".parse(), Ok(Size::new(40, 25)));
    /// assert_eq!(Size::new(3, 2).to_string().parse(), Ok(Size::new(3, 2)));
    /// assert!("40 by 25".parse::<Size>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Size, ParseSizeError> {
        let bad = || ParseSizeError(text.to_owned());
        let (width, height) = text.split_once(['x', 'X', '×']).ok_or_else(bad)?;
        let side = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
        Ok(Size::new(side(width)?, side(height)?))
    }
}
