//! What a board is made of, apart from the maze: the words laid along it and the letters
//! around them. Both the board and the placing of words speak of these.

use mazes::Pos;
use rand::Rng;

/// A word laid along the maze: its letters, in order, on cells joined by passages.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PlacedWord {
    /// The word.
    pub text: String,
    /// Its cells, first letter first.
    pub cells: Vec<Pos>,
}

/// A letter drawn by English letter frequency (per mille, from Lewand's table).
pub(crate) fn random_letter<R: Rng + ?Sized>(rng: &mut R) -> u8 {
    const FREQUENCY: [u16; 26] = [
        82, 15, 28, 43, 127, 22, 20, 61, 70, 2, 8, 40, 24, 67, 75, 19, 1, 60, 63, 91, 28, 10, 24,
        2, 20, 1,
    ];
    let total: u16 = FREQUENCY.iter().sum();
    let mut pick = rng.random_range(0..total);
    for (letter, &weight) in (b'a'..=b'z').zip(&FREQUENCY) {
        if pick < weight {
            return letter;
        }
        pick -= weight;
    }
    b'e'
}
