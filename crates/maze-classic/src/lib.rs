//! The Maze Game of seeds 000 and 004, as a pure engine.
//!
//! Find the way from the entrance to the exit, alone or racing an AI that moves after each of
//! your moves, with hints (the next ten steps of a shortest path) and the full solution on
//! demand, while the maze regenerates around you every minute, keeping everyone in place.
//!
//! The engine does no I/O and reads no clock: front ends pass game time in (`now`), and save
//! the state with [`save::to_json`]. The same seed and the same moves at the same times give
//! the same game.
//!
//! ```
//! use std::time::Duration;
//! use maze_classic::{Config, Game};
//!
//! let mut game = Game::new(Config::new(7))?;
//! let path = game.solution().expect("a perfect maze has a way out");
//! for (i, &dir) in path.steps().iter().enumerate() {
//!     game.step(dir, Duration::from_secs(i as u64)).expect("the solution has no walls");
//! }
//! assert_eq!(game.outcome().unwrap().human_moves, path.len() as u64);
//! # Ok::<(), maze_classic::StartError>(())
//! ```

mod ai;
mod config;
mod game;
pub mod save;

pub use ai::Ai;
pub use config::{AiLevel, Config, Difficulty, Mode, ParseDifficultyError};
pub use game::{Event, Game, HINT_STEPS, MoveError, Outcome, Racer, StartError, Who};
