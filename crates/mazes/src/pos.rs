//! Cell positions, and the ends of a maze: a cell with a door beside it.

use std::fmt;
use std::str::FromStr;

use crate::direction::Direction;

/// The position of a cell: column `x` and row `y`, both 0-based, `y` growing downwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pos {
    /// Column, 0 at the left.
    pub x: u32,
    /// Row, 0 at the top.
    pub y: u32,
}

impl Pos {
    /// The cell at column `x`, row `y`.
    pub const fn new(x: u32, y: u32) -> Pos {
        Pos { x, y }
    }
}

impl fmt::Display for Pos {
    /// Writes `x,y`, the form the command line reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.x, self.y)
    }
}

/// The error of parsing a [`Pos`] from `x,y` text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad position {0:?}: expected two non-negative whole numbers as X,Y, like 3,4")]
pub struct ParsePosError(pub String);

impl FromStr for Pos {
    type Err = ParsePosError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || ParsePosError(text.to_owned());
        let (x, y) = text.split_once(',').ok_or_else(bad)?;
        let x = x.trim().parse().map_err(|_| bad())?;
        let y = y.trim().parse().map_err(|_| bad())?;
        Ok(Pos { x, y })
    }
}

/// A start or goal cell, and the door in the outer wall beside it, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Endpoint {
    /// The cell.
    pub cell: Pos,
    /// The side of the cell whose outer wall has a door in it.
    pub door: Option<Direction>,
}

impl Endpoint {
    /// An endpoint at `cell`, with a door on the `door` side if given.
    pub const fn new(cell: Pos, door: Option<Direction>) -> Endpoint {
        Endpoint { cell, door }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_what_it_displays() {
        let p = Pos::new(3, 14);
        assert_eq!(p.to_string().parse::<Pos>(), Ok(p));
        assert_eq!(" 1, 2".parse::<Pos>(), Ok(Pos::new(1, 2)));
    }

    #[test]
    fn rejects_negative_and_malformed_positions() {
        for bad in ["", "1", "1,", "-1,2", "a,b", "1,2,3"] {
            assert!(bad.parse::<Pos>().is_err(), "{bad:?} parsed");
        }
    }
}
