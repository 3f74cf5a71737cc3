//! What kind of game to play.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use maze::{Algorithm, Size};
use serde::{Deserialize, Serialize};

/// The size of the maze: seed 000's three levels, or any size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Difficulty {
    /// 10×10.
    Easy,
    /// 20×20.
    Medium,
    /// 30×30.
    Hard,
    /// Any size.
    Custom(Size),
}

impl Difficulty {
    /// The three named levels, easiest first.
    pub const LEVELS: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// The maze size.
    pub fn size(self) -> Size {
        match self {
            Difficulty::Easy => Size::new(10, 10),
            Difficulty::Medium => Size::new(20, 20),
            Difficulty::Hard => Size::new(30, 30),
            Difficulty::Custom(size) => size,
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Difficulty::Easy => write!(f, "easy (10×10)"),
            Difficulty::Medium => write!(f, "medium (20×20)"),
            Difficulty::Hard => write!(f, "hard (30×30)"),
            Difficulty::Custom(size) => write!(f, "custom ({size})"),
        }
    }
}

/// Why a difficulty could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown size {0:?}: expected easy, medium, hard or WxH such as 40x25 (each from 2 to 1000)"
)]
pub struct ParseDifficultyError(pub String);

impl FromStr for Difficulty {
    type Err = ParseDifficultyError;

    /// Reads `easy`, `medium`, `hard` or `WxH` (2 to 1000 each way).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || ParseDifficultyError(text.to_owned());
        match text.to_ascii_lowercase().as_str() {
            "easy" => Ok(Difficulty::Easy),
            "medium" => Ok(Difficulty::Medium),
            "hard" => Ok(Difficulty::Hard),
            other => {
                let (w, h) = other.split_once('x').ok_or_else(bad)?;
                let side = |s: &str| s.parse::<u32>().ok().filter(|n| (2..=1000).contains(n));
                Ok(Difficulty::Custom(Size::new(
                    side(w).ok_or_else(bad)?,
                    side(h).ok_or_else(bad)?,
                )))
            }
        }
    }
}

/// Alone, or racing the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// Reach the exit; time and moves are counted.
    Single,
    /// Race the AI from the entrance, taking turns: first to the exit wins.
    Versus,
}

/// How the AI finds its way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AiLevel {
    /// Follows the wall on its right hand without knowing the map: beatable.
    Easy,
    /// Follows the first path a depth-first search finds (seed 000's AI): often long.
    Medium,
    /// Follows a shortest path, replanned whenever the maze regenerates.
    Hard,
}

/// Everything that defines a new game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// The maze's size.
    pub difficulty: Difficulty,
    /// The generator for the maze and its regenerations.
    pub algorithm: Algorithm,
    /// Alone or against the AI.
    pub mode: Mode,
    /// The AI's strength, in versus mode.
    pub ai: AiLevel,
    /// How often the maze regenerates; `None` never.
    pub regenerate_every: Option<Duration>,
    /// The seed of every random choice in the game.
    pub seed: u64,
}

impl Config {
    /// A single-player medium game by the recursive backtracker, regenerating every 60 s.
    pub fn new(seed: u64) -> Config {
        Config {
            difficulty: Difficulty::Medium,
            algorithm: Algorithm::Backtracker,
            mode: Mode::Single,
            ai: AiLevel::Medium,
            regenerate_every: Some(Duration::from_secs(60)),
            seed,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_by_name_or_dimensions() {
        assert_eq!(
            "HARD".parse::<Difficulty>().unwrap().size(),
            Size::new(30, 30)
        );
        assert_eq!(
            "40x25".parse::<Difficulty>().unwrap().size(),
            Size::new(40, 25)
        );
        for bad in ["", "huge", "0x5", "5x", "x5", "1x9", "2000x10", "-3x4"] {
            assert!(bad.parse::<Difficulty>().is_err(), "{bad}");
        }
    }
}
