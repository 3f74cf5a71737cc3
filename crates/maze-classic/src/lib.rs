//! The Maze Game of seeds 000 and 004, as a pure engine.
//!
//! Find the way from the entrance to the exit, alone or racing an AI that moves after each of
//! your moves, with hints (the next ten steps of a shortest path) and the full solution on
//! demand, while the maze regenerates around you every minute, keeping everyone in place.
//!
//! The engine follows the project's one shape for game engines (`docs/architecture.md`):
//! - a [`Game`] takes [`Command`]s through [`Game::apply`] with the game time, and answers
//!   with [`Event`]s, or a [`RuleError`] that leaves it unchanged;
//! - queries are methods ([`Game::hint`], [`Game::solution`], …), and the end of the game is
//!   an [`Outcome`] ([`Game::outcome`], also sent as [`Event::Ended`]);
//! - a save is a versioned envelope around a [`SavedGame`], checked into a game with
//!   [`TryFrom`], every [`Problem`] listed ([`save`]).
//!
//! The engine does no I/O and reads no clock: front ends pass game time in. The same seed and
//! the same commands at the same times give the same game.
//!
//! ```
//! use std::time::Duration;
//! use maze_classic::{Command, Config, Event, Game};
//!
//! let mut game = Game::new(Config::new(7))?;
//! let way = game.solution().expect("a perfect maze has a way out");
//! for (i, &cell) in way.iter().skip(1).enumerate() {
//!     let now = Duration::from_millis(100 * i as u64);
//!     game.apply(Command::Go(cell), now).expect("no walls on the way");
//! }
//! assert_eq!(game.outcome().unwrap().human_moves, way.len() as u64 - 1);
//! // A minute later the maze would regenerate, but a finished game stays as it is.
//! assert_eq!(game.apply(Command::Wait, Duration::from_secs(60)), Ok(vec![]));
//! # Ok::<(), maze_classic::ConfigError>(())
//! ```

mod ai;
mod board;
mod cells;
mod config;
pub mod endless;
mod game;
mod problem;
pub mod save;
mod sight;
mod ways;

pub use ai::solo_moves;
pub use board::{Board, Cut, MAX_CELLS, MAX_LEVELS, MAX_TEXT, with_article};
pub use config::{
    AiLevel, Config, DEFAULT_PERIOD, Difficulty, MAX_PERIOD, MAX_SIDE, MIN_SIDE, Mode,
    ParseDifficultyError,
};
pub use game::{Command, ConfigError, Event, Game, HINT_STEPS, Outcome, Racer, RuleError, Who};
pub use problem::{Invalid, MAX_GAME_TIME, MAX_MOVES, Problem};
pub use save::{SavedAi, SavedGame, SavedRng};
pub use sight::in_sight;
pub use ways::{Way, side_toward, turn, up_heading, ways};
