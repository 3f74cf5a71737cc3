//! The treasure maze of seed 001: a maze of rooms, some holding gold and some a thief; a player
//! who walks from the start to the goal and never enters a room twice; and the maze's
//! traversal queries (can one room reach another, a walk through every room, a random path,
//! the wealthiest path).
//!
//! The engine is pure, shaped like the other games' (see `docs/architecture.md`): settings are
//! checked into a [`Game`] ([`ConfigError`] lists every problem), the player's moves go through
//! [`Game::apply`] as [`Command`]s and come back as [`Event`]s, or as a [`RuleError`] that
//! leaves the game untouched. The seed's recursive node graph overflowed its stack past
//! 100 × 100 rooms; here the maze is the `mazes` library's bit-packed grid and every query is
//! iterative, so a 4096 × 4096 maze plays.
//!
//! ```
//! use mazes::{Direction, Pos};
//! use maze_treasure::{Command, Config, Game};
//!
//! let config = Config { player: "Greg".into(), ..Config::new(7) };
//! let mut game = Game::new(config)?;
//! let start = game.player().pos;
//! let walk = maze_treasure::explore_to(game.treasure(), start, Pos::new(6, 6)).unwrap();
//! assert_eq!(walk.cells(game.treasure().grid()).last(), Some(Pos::new(6, 6)));
//! # Ok::<(), maze_treasure::ConfigError>(())
//! ```

mod config;
pub mod console;
pub mod demo;
pub mod file;
mod game;
pub mod marks;
mod queries;
mod treasure;
mod wealth;

pub use config::{Config, ConfigError, GoldAmount, MAX_ROOM_GOLD, MAX_SIDE, Problem};
pub use game::{Command, Event, Game, Outcome, Player, RuleError};
pub use queries::{can_reach, explore_to, random_path};
pub use treasure::{Room, Treasure, stolen};
pub use wealth::{DEFAULT_BUDGET, Wealthiest, wealthiest_path};

/// Settings for tests: a `size` maze from its top-left room to its bottom-right one.
#[cfg(test)]
fn corner_to_corner(size: mazes::Size, wrap: mazes::Wrap, loops: u64, seed: u64) -> Config {
    Config {
        size,
        wrap,
        loops,
        start: mazes::Pos::new(0, 0),
        goal: mazes::Pos::new(size.width - 1, size.height - 1),
        ..Config::new(seed)
    }
}
