//! Tiles, the relics they may carry, and their six-character encoding.

use std::fmt;
use std::str::FromStr;

use crate::{Colour, Side};

/// A relic: which colour must collect it, and its place in that colour's collection order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Relic {
    /// The colour that collects it.
    pub colour: Colour,
    /// Its place in the collection order, from 1.
    pub order: u8,
}

/// A tile: which of its four sides are open, and the relic it carries, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tile {
    /// Bit `side.index()` is set when that side is open.
    open: u8,
    relic: Option<Relic>,
}

/// Why six characters are not a tile.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseTileError {
    /// Not exactly six characters.
    #[error("a tile is six characters, not {0:?}")]
    Length(String),
    /// One of the first four characters is not `0` or `1`.
    #[error("the first four characters of tile {0:?} must be 0 or 1")]
    Sides(String),
    /// The last two characters are neither `xx` nor a colour letter and a digit 1–9.
    #[error("tile {0:?} must end in xx or a colour letter (g, y, r, b) and a digit 1 to 9")]
    Relic(String),
}

impl Tile {
    /// A tile open on the given sides, without a relic.
    pub fn new(open: &[Side]) -> Tile {
        Tile {
            open: open.iter().fold(0, |bits, side| bits | 1 << side.index()),
            relic: None,
        }
    }

    /// This tile carrying `relic`.
    pub fn with_relic(mut self, relic: Option<Relic>) -> Tile {
        self.relic = relic;
        self
    }

    /// Whether `side` is open.
    pub fn is_open(self, side: Side) -> bool {
        self.open & 1 << side.index() != 0
    }

    /// The open sides as flags in N, E, S, W order.
    pub fn sides(self) -> [bool; 4] {
        Side::ALL.map(|s| self.is_open(s))
    }

    /// The number of open sides.
    pub fn open_count(self) -> u32 {
        self.open.count_ones()
    }

    /// The relic on the tile, if any.
    pub fn relic(self) -> Option<Relic> {
        self.relic
    }

    /// The tile turned a quarter clockwise: what was open north is open east.
    pub fn rotated_right(self) -> Tile {
        Tile {
            open: (self.open << 1 | self.open >> 3) & 0b1111,
            ..self
        }
    }

    /// The tile turned a quarter counterclockwise: what was open north is open west.
    pub fn rotated_left(self) -> Tile {
        Tile {
            open: (self.open >> 1 | self.open << 3) & 0b1111,
            ..self
        }
    }

    /// Whether an adventurer can step from this tile to `next`, which lies towards `side`:
    /// both facing sides must be open.
    pub fn connects(self, side: Side, next: Tile) -> bool {
        self.is_open(side) && next.is_open(side.opposite())
    }
}

impl FromStr for Tile {
    type Err = ParseTileError;

    /// Reads the six-character encoding: four `0`/`1` flags for N, E, S, W, then `xx` or a
    /// colour letter and order digit, such as `1010g1`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let chars: Vec<char> = text.chars().collect();
        let [n, e, s, w, colour, order] = chars[..] else {
            return Err(ParseTileError::Length(text.to_owned()));
        };
        let mut open = 0;
        for (i, flag) in [n, e, s, w].into_iter().enumerate() {
            match flag {
                '1' => open |= 1 << i,
                '0' => {}
                _ => return Err(ParseTileError::Sides(text.to_owned())),
            }
        }
        let relic = match (colour, order) {
            ('x', 'x') => None,
            (c, d) => {
                let colour = Colour::from_letter(c);
                let order = d.to_digit(10).filter(|&d| d >= 1);
                match (colour, order) {
                    (Some(colour), Some(order)) => Some(Relic {
                        colour,
                        order: order as u8,
                    }),
                    _ => return Err(ParseTileError::Relic(text.to_owned())),
                }
            }
        };
        Ok(Tile { open, relic })
    }
}

impl fmt::Display for Tile {
    /// Writes the six-character encoding.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for side in Side::ALL {
            f.write_str(if self.is_open(side) { "1" } else { "0" })?;
        }
        match self.relic {
            Some(relic) => write!(f, "{}{}", relic.colour.letter(), relic.order),
            None => f.write_str("xx"),
        }
    }
}

impl serde::Serialize for Tile {
    /// A tile serialises as its six-character encoding, as in board files: `0110g1`.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Tile {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodings_round_trip() {
        for text in ["1010xx", "0111g1", "1111b9", "0011r2"] {
            assert_eq!(text.parse::<Tile>().unwrap().to_string(), text);
        }
    }

    #[test]
    fn malformed_encodings_are_refused() {
        for bad in [
            "", "1010x", "1010xxx", "2010xx", "1010g0", "1010k1", "1010gx", "1010xg", "1010é1",
        ] {
            assert!(bad.parse::<Tile>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn rotating_four_times_is_the_identity() {
        for bits in 0..16u8 {
            let tile = Tile {
                open: bits,
                relic: None,
            };
            let right = (0..4).fold(tile, |t, _| t.rotated_right());
            let left = (0..4).fold(tile, |t, _| t.rotated_left());
            assert_eq!((right, left), (tile, tile));
            assert_eq!(tile.rotated_right().rotated_left(), tile);
        }
    }
}
