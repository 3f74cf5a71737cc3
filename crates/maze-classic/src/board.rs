//! What a game is played on besides its size: the cells' shape, levels, a mask, a weave.

use std::fmt;

use mazes::Maze;
use mazes::MazeBuilder;
use mazes::shape::mask::Outline;
use mazes::shape::{Lattice, Mask, Shape, ShapeKind, Tiling};
use mazes::{Algorithm, Size};
use serde::{Deserialize, Serialize};

use crate::problem::Problem;

/// The most levels a game's maze has.
pub const MAX_LEVELS: u32 = 8;
/// The longest text a game's maze spells.
pub const MAX_TEXT: usize = 24;
/// The most cells a game's maze of another shape than plain squares has (a plain square maze
/// may have 1000 × 1000).
pub const MAX_CELLS: usize = 1_000_000;

/// Where a mask comes from: a built-in outline, or words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cut {
    /// The largest circle that fits.
    Circle,
    /// A triangle standing on its base.
    Triangle,
    /// A hexagon with flat top and bottom.
    Hexagon,
    /// The maze spells these words, its letters joined into one maze.
    Text(String),
}

impl Cut {
    /// The mask over `shape`, or why there is none.
    fn mask(&self, shape: &Shape) -> Result<Mask, String> {
        let outline = match self {
            Cut::Circle => Outline::Circle,
            Cut::Triangle => Outline::Triangle,
            Cut::Hexagon => Outline::Hexagon,
            Cut::Text(text) => return Mask::text(shape, text).map_err(|e| e.to_string()),
        };
        Ok(Mask::outline(shape, outline))
    }
}

impl fmt::Display for Cut {
    /// `a circle`, `the words "HI"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Cut::Circle => f.write_str("a circle"),
            Cut::Triangle => f.write_str("a triangle"),
            Cut::Hexagon => f.write_str("a hexagon"),
            Cut::Text(text) => write!(f, "the words {text:?}"),
        }
    }
}

/// The cells a game is played on: their shape, the levels stacked, the mask cutting them, and
/// whether passages weave under one another. The default is plain square cells.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Board {
    /// The cells' shape. A polar maze has half the size's height in rings.
    #[serde(default = "square")]
    pub shape: ShapeKind,
    /// Levels joined by stairs (1: a flat maze).
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub levels: u32,
    /// The mask, if cells are cut away.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cut: Option<Cut>,
    /// Whether passages run under one another (square cells, one level, no mask).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub weave: bool,
}

fn square() -> ShapeKind {
    ShapeKind::Square
}

fn one() -> u32 {
    1
}

fn is_one(n: &u32) -> bool {
    *n == 1
}

impl Default for Board {
    fn default() -> Board {
        Board {
            shape: ShapeKind::Square,
            levels: 1,
            cut: None,
            weave: false,
        }
    }
}

/// The chance of a crossing wherever one can go, in a weave game.
const WEAVE_DENSITY: f64 = 0.5;

impl Board {
    /// Whether this is plain square cells: one level, no mask, no weave (the seeds' game).
    pub fn is_plain(&self) -> bool {
        *self == Board::default()
    }

    /// Whether every cell is a square with sides north, east, south and west (then up and
    /// down, in levels), so that moves by compass direction apply.
    pub fn is_square(&self) -> bool {
        self.shape == ShapeKind::Square
    }

    /// The shape of a maze of `size` on this board, before any mask (a weave's crossings come
    /// with each maze).
    pub fn shape(&self, size: Size) -> Shape {
        let flat = Shape::of_kind(self.shape, size, size.height.div_ceil(2));
        match self.levels {
            1 => flat,
            levels => Shape::levels(flat, levels),
        }
    }

    /// The cells of a maze of `size` on this board (a weave's without its crossings).
    pub fn lattice(&self, size: Size) -> Result<Lattice, String> {
        let shape = self.shape(size);
        let lattice = match &self.cut {
            None => Lattice::new(shape),
            Some(cut) => {
                let mask = cut.mask(&shape)?.bridged(&shape);
                mask.and_then(|mask| Lattice::masked(shape, mask))
            }
        };
        lattice.map_err(|e| e.to_string())
    }

    /// Everything wrong with playing a maze of `size` by `algorithm` on this board.
    pub(crate) fn problems(&self, size: Size, algorithm: Algorithm) -> Vec<Problem> {
        let mut problems = Vec::new();
        if !(1..=MAX_LEVELS).contains(&self.levels) {
            problems.push(Problem::Levels(self.levels));
        }
        if let Some(Cut::Text(text)) = &self.cut
            && !(1..=MAX_TEXT).contains(&text.chars().count())
        {
            problems.push(Problem::Text(text.chars().count()));
        }
        if self.weave
            && !(self.shape == ShapeKind::Square && self.levels == 1 && self.cut.is_none())
        {
            problems.push(Problem::Board(
                "a weave takes square cells on one level, with no mask".to_owned(),
            ));
        }
        if !problems.is_empty() || self.is_plain() {
            return problems;
        }
        let cells = self.shape(size).cell_count();
        if cells > MAX_CELLS {
            problems.push(Problem::Board(format!(
                "{} maze of {size} has {cells} cells, more than the {MAX_CELLS} a game allows",
                with_article(&self.shape(size).describe())
            )));
            return problems;
        }
        let supported = match self.weave {
            true => mazes::shape::weave::supports(algorithm),
            false => match self.lattice(size) {
                Ok(lattice) => mazes::shape::generate::supports(algorithm, &lattice),
                Err(why) => {
                    problems.push(Problem::Board(why));
                    return problems;
                }
            },
        };
        if let Err(e) = supported {
            problems.push(Problem::Board(e.to_string()));
        }
        problems
    }

    /// A new maze of `size` on this board by `algorithm`, from `seed`: with `start` and `goal`
    /// (in the lattice's numbers) when given, else its own default ends.
    pub(crate) fn generate(
        &self,
        size: Size,
        algorithm: Algorithm,
        seed: u64,
        ends: Option<(usize, usize)>,
    ) -> Option<Maze> {
        let maze = if self.weave {
            MazeBuilder::of_shape(Shape::square(size))
                .weave(WEAVE_DENSITY)
                .algorithm(algorithm)
                .seed(seed)
                .build()
                .ok()?
        } else {
            let lattice = self.lattice(size).ok()?;
            Maze::generate(lattice, algorithm, seed).ok()?
        };
        match ends {
            Some((start, goal)) => maze.with_ends(start, goal).ok(),
            None => Some(maze),
        }
    }

    /// The board in words: `hex`, `3-level square`, `woven square`, `square cut to a circle`.
    pub fn describe(&self) -> String {
        let mut words = match self.levels {
            1 => self.shape.to_string(),
            levels => format!("{levels}-level {}", self.shape),
        };
        if self.weave {
            words = format!("woven {words}");
        }
        if let Some(cut) = &self.cut {
            words = format!("{words} cut to {cut}");
        }
        words
    }
}

/// `words` after "a" or "an", as they are said: "a hex", "an upsilon", "an 8-level square",
/// "an 11-level hex", "a 3-level polar". For the sentences that name a board.
pub fn with_article(words: &str) -> String {
    let lower = words.to_ascii_lowercase();
    let number: String = lower.chars().take_while(char::is_ascii_digit).collect();
    // Eight, eleven and eighteen (and 80 to 89, 800 to 899, …) begin with a vowel sound.
    let vowel = match number.as_str() {
        "" => lower.starts_with(['a', 'e', 'i', 'o', 'u']),
        "11" | "18" => true,
        digits => digits.starts_with('8'),
    };
    format!("{} {words}", if vowel { "an" } else { "a" })
}

#[cfg(test)]
mod article_tests {
    use super::with_article;

    #[test]
    fn articles_follow_the_sound() {
        for (words, said) in [
            ("hex", "a hex"),
            ("upsilon", "an upsilon"),
            (
                "square cut to the words \"HI\"",
                "a square cut to the words \"HI\"",
            ),
            ("8-level square", "an 8-level square"),
            ("11-level hex", "an 11-level hex"),
            ("18-level polar", "an 18-level polar"),
            ("3-level triangle", "a 3-level triangle"),
            ("81-level square", "an 81-level square"),
            ("masked square", "a masked square"),
            ("woven square", "a woven square"),
        ] {
            assert_eq!(with_article(words), said);
        }
    }
}
