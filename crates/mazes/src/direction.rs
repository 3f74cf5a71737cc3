//! The four compass directions of a square grid.

use std::fmt;
use std::str::FromStr;

/// One of the four directions a passage can lead from a cell.
///
/// `y` grows downwards, so [`Direction::North`] is "up" on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Direction {
    /// Up: `y - 1`.
    North,
    /// Right: `x + 1`.
    East,
    /// Down: `y + 1`.
    South,
    /// Left: `x - 1`.
    West,
}

impl Direction {
    /// All four directions, in the fixed order N, E, S, W used wherever an order matters.
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The direction pointing the other way.
    #[inline]
    pub const fn opposite(self) -> Direction {
        // In the order N, E, S, W the opposite is two places on: a bit flip, no table.
        Direction::from_index(self.index() ^ 2)
    }

    /// The position of this direction in [`Direction::ALL`] (0 to 3).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction at `index` in [`Direction::ALL`]; the index is taken modulo 4.
    #[inline]
    pub const fn from_index(index: usize) -> Direction {
        // A match rather than `ALL[index % 4]`: it compiles to no work at all, where the table
        // costs a load on every step of the generators' walks.
        match index % 4 {
            0 => Direction::North,
            1 => Direction::East,
            2 => Direction::South,
            _ => Direction::West,
        }
    }

    /// The `wasd` key that moves this way in the games: `w` north, `d` east, `s` south, `a` west.
    pub const fn wasd(self) -> char {
        match self {
            Direction::North => 'w',
            Direction::East => 'd',
            Direction::South => 's',
            Direction::West => 'a',
        }
    }

    /// The direction of a `wasd` key (either case), if it is one.
    pub fn from_wasd(key: char) -> Option<Direction> {
        match key.to_ascii_lowercase() {
            'w' => Some(Direction::North),
            'd' => Some(Direction::East),
            's' => Some(Direction::South),
            'a' => Some(Direction::West),
            _ => None,
        }
    }

    /// The lowercase compass name: `north`, `east`, `south` or `west`.
    pub const fn name(self) -> &'static str {
        match self {
            Direction::North => "north",
            Direction::East => "east",
            Direction::South => "south",
            Direction::West => "west",
        }
    }

    /// True for east and west.
    pub const fn is_horizontal(self) -> bool {
        matches!(self, Direction::East | Direction::West)
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error of parsing a [`Direction`] from text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown direction {0:?}: expected north, east, south, west (or n, e, s, w)")]
pub struct ParseDirectionError(pub String);

impl FromStr for Direction {
    type Err = ParseDirectionError;

    /// Accepts compass names and their first letters, in any case.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.to_ascii_lowercase().as_str() {
            "north" | "n" => Ok(Direction::North),
            "east" | "e" => Ok(Direction::East),
            "south" | "s" => Ok(Direction::South),
            "west" | "w" => Ok(Direction::West),
            _ => Err(ParseDirectionError(text.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opposite_is_an_involution() {
        for d in Direction::ALL {
            assert_eq!(d.opposite().opposite(), d);
            assert_ne!(d.opposite(), d);
        }
    }

    #[test]
    fn wasd_round_trips() {
        for d in Direction::ALL {
            assert_eq!(Direction::from_wasd(d.wasd()), Some(d));
        }
        assert_eq!(Direction::from_wasd('x'), None);
    }

    #[test]
    fn names_parse_back() {
        for d in Direction::ALL {
            assert_eq!(d.name().parse::<Direction>(), Ok(d));
        }
        assert!("up".parse::<Direction>().is_err());
    }
}
