//! The word maze of seed 002: a maze whose cells hold letters, with dictionary words laid
//! along its passages; three searches whose exploration can be replayed; a score for the
//! words a path reads; and a player racing an AI at three levels.
//!
//! The engine is pure, shaped like the other games' (see `docs/architecture.md`): a
//! [`Config`] is checked into a [`Board`] ([`ConfigError`] lists every problem); the player's
//! steps go through [`Game::apply`] as [`Command`]s and come back as [`Event`]s, or as a
//! [`RuleError`] that leaves the game untouched.
//!
//! Where the seed went wrong, this crate does otherwise:
//! - the seed kept a cells² × cells² adjacency matrix; the maze here is the `mazes` library's
//!   two-bits-a-cell grid;
//! - the seed placed words along diagonals no one can walk; here every word reads in order
//!   along passages ([`PlacedWord`]);
//! - the seed's hard AI listed every path (exponential); here it is a branch and bound that
//!   proves its answer or says it ran out of budget ([`best_path`]);
//! - the seed's scoring example does not add up; here [`Breakdown`] lists every term and its
//!   total is their sum ([`score`]).
//!
//! ```
//! use maze_words::{Config, Dictionary, Game, Level, Search, trace};
//!
//! let game = Game::new(Config { level: Level::Hard, ..Config::new(42) }, Dictionary::english())?;
//! let board = game.board();
//! let bfs = trace(board, Search::Bfs);
//! assert_eq!(bfs.path.first(), Some(&board.start()));
//! assert_eq!(bfs.path.last(), Some(&board.end()));
//! # Ok::<(), maze_words::ConfigError>(())
//! ```

mod best;
mod board;
mod config;
mod dictionary;
mod game;
mod place;
mod score;
mod search;
mod word;

pub use best::{Best, DEFAULT_BUDGET, Goal, MAX_BUDGET, best_path, best_path_by};
pub use board::{Board, SEED_ORDER};
pub use config::{Config, ConfigError, Level, MAX_SIDE, MIN_SIDE, Problem};
pub use dictionary::{
    BadLine, BadWord, Dictionary, DictionaryError, Loaded, MAX_FILE_BYTES, MAX_WORD_LEN, MAX_WORDS,
    MIN_WORD_LEN, ReadState, WordId,
};
pub use game::{Answer, Command, Entry, Event, Game, Outcome, RuleError, Winner};
pub use score::{
    Breakdown, POINTS_PER_CELL, POINTS_PER_CELL_UNDER_PAR, POINTS_PER_LETTER, Rank, Reading,
    WordPoints, score, scoring_rule,
};
pub use search::{OTHER_CELL_COST, Search, Trace, WORD_CELL_COST, trace};
pub use word::PlacedWord;
