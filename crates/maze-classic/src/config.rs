//! What kind of game to play, and the limits every game (new or loaded) stays within.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use mazes::{Algorithm, Size};
use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::problem::Problem;

/// The narrowest or shortest maze a game is played on.
pub const MIN_SIDE: u32 = 2;
/// The widest or tallest maze a game is played on.
pub const MAX_SIDE: u32 = 1000;
/// The time between regenerations unless a game says otherwise: seed 000's minute.
pub const DEFAULT_PERIOD: Duration = Duration::from_secs(60);
/// The longest time between regenerations: a day.
pub const MAX_PERIOD: Duration = Duration::from_secs(24 * 60 * 60);

/// The size of the maze: seed 000's three levels, or any size from 2×2 to 1000×1000.
///
/// (Each variant's alias is its spelling in version 1 saves.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    /// 10×10.
    #[serde(alias = "Easy")]
    Easy,
    /// 20×20.
    #[serde(alias = "Medium")]
    Medium,
    /// 30×30.
    #[serde(alias = "Hard")]
    Hard,
    /// Any size.
    #[serde(alias = "Custom")]
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

    /// Which of the generator's mazes of this size the level plays: the percentile of their
    /// difficulty scores ([`mazes::metrics::Difficulty`]), harder at harder levels; `None` (any
    /// maze) for a custom size.
    pub fn percentile(self) -> Option<u8> {
        match self {
            Difficulty::Easy => Some(10),
            Difficulty::Medium => Some(50),
            Difficulty::Hard => Some(90),
            Difficulty::Custom(_) => None,
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
pub enum ParseDifficultyError {
    /// Neither a level nor a size.
    #[error(
        "unknown size {0:?}: expected easy, medium, hard or WxH such as 40x25 (each from {MIN_SIDE} to {MAX_SIDE})"
    )]
    Unknown(String),
    /// A size with a side outside the limits.
    #[error("a {0} maze cannot be played: each side must be from {MIN_SIDE} to {MAX_SIDE}")]
    OutOfRange(Size),
}

impl FromStr for Difficulty {
    type Err = ParseDifficultyError;

    /// Reads `easy`, `medium`, `hard` or `WxH` (2 to 1000 each way).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || ParseDifficultyError::Unknown(text.to_owned());
        match text.to_ascii_lowercase().as_str() {
            "easy" => Ok(Difficulty::Easy),
            "medium" => Ok(Difficulty::Medium),
            "hard" => Ok(Difficulty::Hard),
            other => {
                let size: Size = other.parse().map_err(|_| bad())?;
                let fits = |n: u32| (MIN_SIDE..=MAX_SIDE).contains(&n);
                if !(fits(size.width) && fits(size.height)) {
                    return Err(ParseDifficultyError::OutOfRange(size));
                }
                Ok(Difficulty::Custom(size))
            }
        }
    }
}

maze_named::named! {
    /// Alone, or racing the computer.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum Mode("mode", own Display) {
        /// Reach the exit; time and moves are counted.
        #[serde(alias = "Single")]
        Single = "single",
        /// Race the AI from the entrance, taking turns: first to the exit wins.
        #[serde(alias = "Versus")]
        Versus = "versus",
    }
}

impl Mode {
    /// What the mode is, in a sentence for help pages.
    pub fn description(self) -> &'static str {
        match self {
            Mode::Single => "alone against the clock",
            Mode::Versus => "race the computer from the entrance, taking turns",
        }
    }
}

impl fmt::Display for Mode {
    /// `single player` or `versus the AI`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mode::Single => "single player",
            Mode::Versus => "versus the AI",
        })
    }
}

maze_named::named! {
    /// How the AI finds its way.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum AiLevel("AI level", own Display) {
        /// Follows the wall on its right hand without knowing the map: beatable.
        #[serde(alias = "Easy")]
        Easy = "easy",
        /// Explores without a map, remembering where it has been: dead ends cost it moves.
        #[serde(alias = "Medium")]
        Medium = "medium",
        /// Follows a shortest path, replanned whenever the maze regenerates.
        #[serde(alias = "Hard")]
        Hard = "hard",
    }
}

impl AiLevel {
    /// How it plays, in a sentence for help pages.
    pub fn description(self) -> &'static str {
        match self {
            AiLevel::Easy => "follows the right-hand wall, knowing nothing of the map",
            AiLevel::Medium => "explores without a map, remembering where it has been",
            AiLevel::Hard => "follows a shortest path, replanned when the maze changes",
        }
    }
}

impl fmt::Display for AiLevel {
    /// The name and, in brackets, how it plays in a few words: `easy (wall follower)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let how = match self {
            AiLevel::Easy => "wall follower",
            AiLevel::Medium => "explorer",
            AiLevel::Hard => "shortest path",
        };
        write!(f, "{} ({how})", self.name())
    }
}

/// Everything that defines a new game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// The maze's size.
    pub difficulty: Difficulty,
    /// The cells' shape, levels, mask and weave (plain squares when absent).
    #[serde(default, skip_serializing_if = "Board::is_plain")]
    pub board: Board,
    /// The generator for the maze and its regenerations.
    pub algorithm: Algorithm,
    /// Alone or against the AI.
    pub mode: Mode,
    /// The AI's strength, in versus mode.
    pub ai: AiLevel,
    /// How often the maze regenerates; `None` (or zero) never.
    pub regenerate_every: Option<Duration>,
    /// The seed of every random choice in the game.
    pub seed: u64,
}

impl Config {
    /// A single-player medium game by the recursive backtracker, regenerating every
    /// [`DEFAULT_PERIOD`].
    pub fn new(seed: u64) -> Config {
        Config {
            difficulty: Difficulty::Medium,
            board: Board::default(),
            algorithm: Algorithm::Backtracker,
            mode: Mode::Single,
            ai: AiLevel::Medium,
            regenerate_every: Some(DEFAULT_PERIOD),
            seed,
        }
    }

    /// The regeneration period, if the maze regenerates at all.
    pub fn period(&self) -> Option<Duration> {
        self.regenerate_every.filter(|p| !p.is_zero())
    }

    /// Everything wrong with these settings: a size beyond the limits, a period over a day.
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        let size = self.difficulty.size();
        let fits = |n: u32| (MIN_SIDE..=MAX_SIDE).contains(&n);
        if !fits(size.width) || !fits(size.height) {
            problems.push(Problem::SizeOutOfRange(size));
        }
        if let Some(period) = self.period().filter(|&p| p > MAX_PERIOD) {
            problems.push(Problem::PeriodTooLong(period));
        }
        if problems.is_empty() {
            problems.extend(self.board.problems(size, self.algorithm));
        }
        problems
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

    #[test]
    fn modes_and_levels_read_their_names() {
        for level in AiLevel::ALL {
            assert_eq!(level.name().parse::<AiLevel>(), Ok(level));
        }
        for mode in Mode::ALL {
            assert_eq!(mode.name().to_uppercase().parse::<Mode>(), Ok(mode));
        }
        let err = "insane".parse::<AiLevel>().unwrap_err().to_string();
        assert_eq!(
            err,
            "unknown AI level \"insane\": expected easy, medium or hard"
        );
    }

    #[test]
    fn settings_beyond_the_limits_are_problems() {
        let config = Config {
            difficulty: Difficulty::Custom(Size::new(100_000, 3)),
            regenerate_every: Some(Duration::MAX),
            ..Config::new(1)
        };
        assert_eq!(
            config.problems(),
            vec![
                Problem::SizeOutOfRange(Size::new(100_000, 3)),
                Problem::PeriodTooLong(Duration::MAX)
            ]
        );
        assert!(Config::new(1).problems().is_empty());
    }
}
