//! Moving Maze, the four-player sliding-tile maze game of seed 003 (a CS144 specification).
//!
//! Players take turns sliding the floating tile into the maze — shifting a whole row or column
//! and pushing another tile out — then walking their adventurer through the new pathways to
//! collect their relics in order, and finally back to their starting corner.
//!
//! The engine follows the project's one shape for game engines (`docs/architecture.md`):
//! - [`parse_board`] reads and checks a board file into a [`Setup`], listing every problem;
//! - [`Game::apply`] takes a [`Command`] and reports [`Event`]s, refusing illegal ones with a
//!   [`RuleError`] and leaving the game unchanged (the game has no clock, so no time is passed);
//! - the end is an [`Outcome`] ([`Game::outcome`], also sent as [`Event::Ended`]);
//! - a [`save`] is a versioned envelope around a [`SavedGame`], checked into a game with
//!   [`TryFrom`], every [`SaveProblem`] listed; state, commands and events are serde types;
//! - [`text::TextSession`] is the exact text mode, with the specification's sentences;
//!   [`api`] the course's test functions.
//!
//! ```
//! use maze_moving::{Command, Event, Game, Side, parse_board, Insertion};
//!
//! let setup = parse_board("3 3\n0\n0101xx\n0110xx 0101xx 0011xx\n1110xx 1010xx 1011xx\n1100xx 1111xx 1001xx\n")?;
//! let mut game = Game::new(setup);
//! let events = game.apply(Command::Slide(Insertion { side: Side::North, index: 1 }))?;
//! assert_eq!(events, vec![Event::Slid(Insertion { side: Side::North, index: 1 })]);
//! assert!(game.apply(Command::Step(Side::North)).is_err()); // off the board
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The engine does no I/O: the `maze moving` command of `maze-cli` reads files and lines.

pub mod api;
mod board;
mod board_file;
mod colour;
pub mod computer;
mod game;
mod generate;
mod path;
pub mod save;
mod side;
pub mod text;
mod tile;

pub use board::{Cell, Insertion, SlideError, TileMaze};
pub use board_file::{
    BoardFileError, MAX_SIDE, MIN_SIDE, Problem, RELIC_LIMIT, Setup, parse_board,
};
pub use colour::Colour;
pub use game::{
    ColoursError, Command, Event, Game, Outcome, Phase, Player, RuleError, start_corner,
};
pub use generate::{BoardShapeError, board_file, random_board};
pub use path::{find_path, reachable};
pub use save::{InvalidSave, SaveError, SaveProblem, SavedGame};
pub use side::Side;
pub use tile::{ParseTileError, Relic, Tile};
