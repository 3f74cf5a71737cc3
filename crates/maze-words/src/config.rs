//! A board's settings, checked before anything is built.

use std::fmt;

use mazes::{Algorithm, Size};

/// The smallest side of a board.
pub const MIN_SIDE: u32 = 3;
/// The largest side of a board: a 64 × 64 board already holds 4096 letters to read.
pub const MAX_SIDE: u32 = 64;

maze_named::named! {
    /// How hard the AI plays.
    #[derive(
        Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
    )]
    #[serde(rename_all = "snake_case")]
    pub enum Level("level") {
        /// The first path a depth-first search finds.
        Easy = "easy",
        /// A shortest path, by breadth-first search.
        #[default]
        Medium = "medium",
        /// The path with the most words, then the best score, then the fewest cells: the
        /// seed's hardest level, which a shorter path can outscore.
        Hard = "hard",
        /// The path with the highest score (an exact search): it can be tied, never beaten.
        Best = "best",
    }
}

impl Level {
    /// What the AI does at this level, in a few words.
    pub const fn describe(self) -> &'static str {
        match self {
            Level::Easy => "takes the first path a depth-first search finds",
            Level::Medium => "takes a shortest path (breadth-first search)",
            Level::Hard => {
                "takes the path with the most words, then the best score, never scoring below medium"
            }
            Level::Best => "takes the path with the highest score (exact search)",
        }
    }
}

/// How to build a board. Unset counts take defaults that grow with the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// Columns and rows, each from [`MIN_SIDE`] to [`MAX_SIDE`].
    pub size: Size,
    /// The seed every random choice is drawn from.
    pub seed: u64,
    /// How the maze is carved; the seed's is a depth-first search from a random cell
    /// ([`Algorithm::Backtracker`]).
    pub algorithm: Algorithm,
    /// Extra passages, each making a loop: words open some as they are placed, the rest
    /// are opened at random. `None`: one for every 20 cells (at least one).
    pub loops: Option<u32>,
    /// How many words to place. `None`: one for every 8 cells (at least one).
    pub words: Option<u32>,
    /// How well the AI answers.
    pub level: Level,
    /// The most steps the hard AI's search takes before it answers with the best path found,
    /// at most [`crate::MAX_BUDGET`] (more is taken as that).
    pub budget: u64,
}

/// One thing wrong with a [`Config`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Problem {
    /// A side is smaller than [`MIN_SIDE`] or larger than [`MAX_SIDE`].
    Side {
        /// `"width"` or `"height"`.
        axis: &'static str,
        /// The side asked for.
        asked: u32,
    },
    /// More loops than the maze has walls to open.
    TooManyLoops {
        /// The loops asked for.
        asked: u32,
        /// The walls a perfect maze of this size has left inside it.
        walls: u32,
    },
    /// More words than the board has cells, or none.
    Words {
        /// The words asked for.
        asked: u32,
        /// The most the board could hold.
        most: u32,
    },
    /// The maze generator failed.
    Maze(String),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Side { axis, asked } => write!(
                f,
                "the {axis} must be {MIN_SIDE} to {MAX_SIDE}, not {asked}"
            ),
            Problem::TooManyLoops { asked, walls } => write!(
                f,
                "{asked} loops asked for, but the maze has only {walls} walls to open"
            ),
            Problem::Words { asked, most } => {
                write!(
                    f,
                    "{asked} words asked for, but a board this size takes 1 to {most}"
                )
            }
            Problem::Maze(reason) => write!(f, "the maze cannot be carved: {reason}"),
        }
    }
}

/// The settings cannot make a board; every problem is listed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct ConfigError {
    /// What is wrong, in the order the settings are listed.
    pub problems: Vec<Problem>,
}

impl Config {
    /// The default board, 10 × 10, for `seed`.
    pub fn new(seed: u64) -> Config {
        Config {
            size: Size::new(10, 10),
            seed,
            algorithm: Algorithm::Backtracker,
            loops: None,
            words: None,
            level: Level::Medium,
            budget: crate::DEFAULT_BUDGET,
        }
    }

    /// The number of extra passages the board gets.
    pub fn loops(&self) -> u32 {
        let cells = self.cells();
        self.loops
            .unwrap_or_else(|| (cells / 20).clamp(1, self.walls().max(1)))
    }

    /// The number of words the board tries to place.
    pub fn words(&self) -> u32 {
        self.words.unwrap_or_else(|| (self.cells() / 8).max(1))
    }

    /// Everything wrong with these settings; empty when a board can be built.
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        for (axis, asked) in [("width", self.size.width), ("height", self.size.height)] {
            if !(MIN_SIDE..=MAX_SIDE).contains(&asked) {
                problems.push(Problem::Side { axis, asked });
            }
        }
        if !problems.is_empty() {
            return problems;
        }
        if self.loops() > self.walls() {
            problems.push(Problem::TooManyLoops {
                asked: self.loops(),
                walls: self.walls(),
            });
        }
        let most = self.cells() / 3;
        if !(1..=most).contains(&self.words()) {
            problems.push(Problem::Words {
                asked: self.words(),
                most,
            });
        }
        problems
    }

    /// `Ok` when a board can be built, else every problem.
    pub fn check(&self) -> Result<(), ConfigError> {
        let problems = self.problems();
        if problems.is_empty() {
            Ok(())
        } else {
            Err(ConfigError { problems })
        }
    }

    /// The number of cells, for a checked size (at most 64 × 64).
    fn cells(&self) -> u32 {
        self.size.width.saturating_mul(self.size.height)
    }

    /// The walls a perfect maze of this size keeps inside it: (width − 1) × (height − 1).
    fn walls(&self) -> u32 {
        let Size { width, height } = self.size;
        width
            .saturating_sub(1)
            .saturating_mul(height.saturating_sub(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_grow_with_the_board() {
        let config = Config::new(1);
        assert_eq!((config.loops(), config.words()), (5, 12));
        let big = Config {
            size: Size::new(20, 20),
            ..Config::new(1)
        };
        assert_eq!((big.loops(), big.words()), (20, 50));
        let small = Config {
            size: Size::new(3, 3),
            ..Config::new(1)
        };
        assert_eq!((small.loops(), small.words()), (1, 1));
        assert!(small.check().is_ok());
    }

    #[test]
    fn every_problem_is_listed() {
        let config = Config {
            loops: Some(82),
            words: Some(0),
            ..Config::new(1)
        };
        assert_eq!(
            config.check().unwrap_err().to_string(),
            "82 loops asked for, but the maze has only 81 walls to open; \
             0 words asked for, but a board this size takes 1 to 33"
        );
        let config = Config {
            size: Size::new(2, 65),
            ..Config::new(1)
        };
        assert_eq!(config.problems().len(), 2);
        assert_eq!(
            config.problems()[0].to_string(),
            "the width must be 3 to 64, not 2"
        );
    }
}
