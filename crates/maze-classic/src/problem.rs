//! Everything that can be wrong with a game's settings or a saved game, each a reason in words.

use std::fmt;
use std::time::Duration;

use mazes::Size;

use crate::{AiLevel, MAX_PERIOD, MAX_SIDE, MIN_SIDE, Mode, Who};

/// The latest game time a game reaches: a year. The clock stops there, and a save claiming a
/// later time is refused, so no clock arithmetic can overflow.
pub const MAX_GAME_TIME: Duration = Duration::from_secs(365 * 24 * 60 * 60);

/// The largest move count a save may hold: 2⁵³, the largest integer a JavaScript page reads
/// exactly (counts saturate there, far beyond any game's length).
pub const MAX_MOVES: u64 = 1 << 53;

/// One thing wrong with settings or a saved game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Problem {
    /// The maze would be narrower, shorter, wider or taller than a game allows.
    SizeOutOfRange(Size),
    /// The maze would regenerate less often than once a day.
    PeriodTooLong(Duration),
    /// The maze is not the size the difficulty names.
    SizeMismatch {
        /// The size the difficulty names.
        difficulty: Size,
        /// The maze's size.
        maze: Size,
    },
    /// The maze wraps around its borders; games are played on bounded mazes.
    Wraps,
    /// The maze's cells are not those the settings' board makes.
    BoardMismatch,
    /// More levels than a game allows, or none.
    Levels(u32),
    /// Words for the mask too long, or none.
    Text(usize),
    /// A board that cannot be played, with the reason.
    Board(String),
    /// The maze has no entrance and exit, or they are the same cell.
    Ends,
    /// A racer stands outside the maze.
    OffGrid {
        /// Who.
        who: Who,
        /// The cell, numbered as the maze's lattice numbers them.
        cell: usize,
    },
    /// No way leads from a racer to the exit: the game could never be finished.
    Trapped(Who),
    /// A move count beyond [`MAX_MOVES`].
    TooManyMoves(Who),
    /// A game time beyond [`MAX_GAME_TIME`].
    TimeTooLate {
        /// Which time: `game time` or `finishing time`.
        what: &'static str,
        /// Its value.
        time: Duration,
    },
    /// The next regeneration is set on a game that never regenerates, or is further away than
    /// one period.
    Schedule,
    /// The random number generator's state is one it never reaches (an even number), from
    /// which some regenerations would never finish.
    StuckRng,
    /// Versus mode without an AI, or an AI in single mode.
    ModeMismatch(Mode),
    /// The AI plays at another level than the settings say.
    AiLevelMismatch {
        /// The level in the settings.
        config: AiLevel,
        /// The AI's own level.
        ai: AiLevel,
    },
    /// The AI plans (or remembers) more steps than the maze has cells.
    PlanTooLong(usize),
    /// The AI's memory of explored cells is not hex, or not one bit per cell.
    Memory,
    /// The cells the player has visited are not hex, or not one bit per cell.
    Visited,
    /// The way the AI remembers having come does not lead back through open passages: the
    /// AI would walk through walls retracing it.
    TrailThroughWalls,
    /// The game is marked over, but the winner is not on the exit, or the counts disagree.
    FalseOutcome,
    /// A racer is on the exit, yet the game is not marked over.
    MissingOutcome(Who),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::SizeOutOfRange(size) => write!(
                f,
                "a {size} maze is outside the sizes a game allows ({MIN_SIDE}×{MIN_SIDE} to {MAX_SIDE}×{MAX_SIDE})"
            ),
            Problem::PeriodTooLong(period) => write!(
                f,
                "the maze regenerates every {} s, more than the limit of {} s",
                period.as_secs(),
                MAX_PERIOD.as_secs()
            ),
            Problem::SizeMismatch { difficulty, maze } => write!(
                f,
                "the difficulty names a {difficulty} maze but the maze is {maze}"
            ),
            Problem::Wraps => write!(f, "the maze wraps around its borders"),
            Problem::BoardMismatch => {
                write!(
                    f,
                    "the maze's cells are not those the settings' board makes"
                )
            }
            Problem::Levels(levels) => write!(
                f,
                "a maze of {levels} levels is outside the 1 to {} levels a game allows",
                crate::MAX_LEVELS
            ),
            Problem::Text(length) => write!(
                f,
                "the mask's words have {length} characters; a game's maze spells 1 to {}",
                crate::MAX_TEXT
            ),
            Problem::Board(why) => write!(f, "{why}"),
            Problem::Ends => write!(f, "the maze needs an entrance and a different exit"),
            Problem::OffGrid { who, cell } => {
                write!(f, "{who} stands on cell {cell}, outside the maze")
            }
            Problem::Trapped(who) => write!(f, "no way leads from {who} to the exit"),
            Problem::TooManyMoves(who) => write!(f, "{who} has made more than {MAX_MOVES} moves"),
            Problem::TimeTooLate { what, time } => write!(
                f,
                "the {what} is {} s, beyond the limit of {} s",
                time.as_secs(),
                MAX_GAME_TIME.as_secs()
            ),
            Problem::Schedule => write!(
                f,
                "the next regeneration does not fit the regeneration period"
            ),
            Problem::StuckRng => write!(
                f,
                "the random number generator's state is even, which no generator reaches"
            ),
            Problem::ModeMismatch(Mode::Versus) => write!(f, "versus mode has no AI"),
            Problem::ModeMismatch(Mode::Single) => write!(f, "single-player mode has an AI"),
            Problem::AiLevelMismatch { config, ai } => write!(
                f,
                "the settings ask for the {} AI but the AI is {}",
                config.name(),
                ai.name()
            ),
            Problem::PlanTooLong(steps) => {
                write!(
                    f,
                    "the AI plans or remembers {steps} steps, more than the maze has cells"
                )
            }
            Problem::Memory => write!(
                f,
                "the AI's memory of explored cells is not one bit per cell in hex"
            ),
            Problem::Visited => write!(
                f,
                "the cells the player has visited are not one bit per cell in hex"
            ),
            Problem::TrailThroughWalls => {
                write!(f, "the way the AI remembers having come goes through walls")
            }
            Problem::FalseOutcome => write!(
                f,
                "the game is marked over but its result does not match the racers"
            ),
            Problem::MissingOutcome(who) => {
                write!(f, "{who} is on the exit but the game is not marked over")
            }
        }
    }
}

/// Settings or a saved game that cannot be played, with every problem found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct Invalid {
    /// What is wrong, in the order checked.
    pub problems: Vec<Problem>,
}

impl Invalid {
    /// `Ok` when there are no problems.
    pub(crate) fn check(problems: Vec<Problem>) -> Result<(), Invalid> {
        if problems.is_empty() {
            Ok(())
        } else {
            Err(Invalid { problems })
        }
    }
}
