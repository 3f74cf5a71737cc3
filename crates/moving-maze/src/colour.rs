//! The four player colours.

use std::fmt;

/// A player's colour; the order of the variants is the order of play.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// Plays first; starts in the top-left corner.
    Green,
    /// Plays second; starts in the top-right corner.
    Yellow,
    /// Plays third; starts in the bottom-left corner.
    Red,
    /// Plays fourth; starts in the bottom-right corner.
    Blue,
}

impl Colour {
    /// Every colour, in the order of play.
    pub const ALL: [Colour; 4] = [Colour::Green, Colour::Yellow, Colour::Red, Colour::Blue];

    /// The position in the order of play (0 to 3).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour that plays after this one.
    pub const fn next(self) -> Colour {
        Colour::ALL[(self.index() + 1) % 4]
    }

    /// The lowercase initial used in board files and for relics on the text board: `g y r b`.
    pub const fn letter(self) -> char {
        match self {
            Colour::Green => 'g',
            Colour::Yellow => 'y',
            Colour::Red => 'r',
            Colour::Blue => 'b',
        }
    }

    /// The colour of a lowercase initial.
    pub fn from_letter(letter: char) -> Option<Colour> {
        Colour::ALL.into_iter().find(|c| c.letter() == letter)
    }

    /// The name in title case, as the text mode prints it: `Green`.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Green => "Green",
            Colour::Yellow => "Yellow",
            Colour::Red => "Red",
            Colour::Blue => "Blue",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
