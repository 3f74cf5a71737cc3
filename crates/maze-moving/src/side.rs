//! The four sides of a tile and directions of movement.

maze_named::named! {
    /// A side of a tile, or a direction on the board; `North` is up. Its name is the lowercase
    /// word the text mode prints: `north`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum Side("side") {
        /// Up.
        North = "north",
        /// Right.
        East = "east",
        /// Down.
        South = "south",
        /// Left.
        West = "west",
    }
}

impl Side {
    /// The position in [`Side::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The side facing the other way.
    pub const fn opposite(self) -> Side {
        Side::ALL[(self.index() + 2) % 4]
    }

    /// The side of a letter `n`, `e`, `s` or `w`.
    pub fn from_letter(letter: char) -> Option<Side> {
        match letter {
            'n' => Some(Side::North),
            'e' => Some(Side::East),
            's' => Some(Side::South),
            'w' => Some(Side::West),
            _ => None,
        }
    }

    /// The lowercase letter: `n`, `e`, `s` or `w`.
    pub const fn letter(self) -> char {
        match self {
            Side::North => 'n',
            Side::East => 'e',
            Side::South => 's',
            Side::West => 'w',
        }
    }

    /// The step `(dx, dy)` this direction takes on the board.
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Side::North => (0, -1),
            Side::East => (1, 0),
            Side::South => (0, 1),
            Side::West => (-1, 0),
        }
    }
}
