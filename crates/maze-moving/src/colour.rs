//! The four player colours.

maze_named::named! {
    /// A player's colour; the order of the variants is the order of play. Its name is in title
    /// case, as the text mode prints it: `Green`.
    #[derive(
        Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
    )]
    #[serde(rename_all = "snake_case")]
    pub enum Colour("colour") {
        /// Plays first; starts in the top-left corner.
        Green = "Green",
        /// Plays second; starts in the top-right corner.
        Yellow = "Yellow",
        /// Plays third; starts in the bottom-left corner.
        Red = "Red",
        /// Plays fourth; starts in the bottom-right corner.
        Blue = "Blue",
    }
}

impl Colour {
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
}
