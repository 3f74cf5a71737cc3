//! The word maze behind a page: a board from the page's settings, steps passed to
//! `maze-words`, and the state as the page draws it.

use std::sync::Arc;

use maze::Size;
use maze_words::{Command, Config, Dictionary, Game, Level, Search};

use crate::classic::passages;
use crate::connection::sentence;
use crate::protocol::{ServerMessage, WordsView};

/// A word maze game.
#[derive(Clone, Debug)]
pub(crate) struct Words {
    game: Game,
}

impl Words {
    /// A game from a page's settings, or what is wrong with them.
    pub(crate) fn start(
        width: Option<u32>,
        height: Option<u32>,
        ai: &str,
        seed: Option<u64>,
        dictionary: Option<&str>,
    ) -> Result<Words, String> {
        let level: Level = ai
            .parse()
            .map_err(|e: maze::ParseNameError| sentence(&e.to_string()))?;
        let dictionary = match dictionary {
            Some(text) => {
                let loaded = Dictionary::parse(text.as_bytes()).map_err(|e| {
                    format!(
                        "That word list cannot be used: {}",
                        sentence(&e.to_string())
                    )
                })?;
                Arc::new(loaded.dictionary)
            }
            None => Dictionary::english(),
        };
        let width = width.unwrap_or(10);
        let config = Config {
            size: Size::new(width, height.unwrap_or(width)),
            seed: seed.unwrap_or_else(|| rand::random::<u64>() >> 11),
            level,
            ..Config::new(0)
        };
        let game = Game::new(config, dictionary).map_err(|e| sentence(&e.to_string()))?;
        Ok(Words { game })
    }

    /// Carries out `command`: the new state, or why it was refused (and nothing changed).
    pub(crate) fn apply(&mut self, command: Command) -> Result<ServerMessage, String> {
        self.game.apply(command).map_err(|err| match err {
            maze_words::RuleError::NotAtEnd => {
                "Your path has not reached the exit (bottom right) yet.".to_owned()
            }
            other => sentence(&other.to_string()),
        })?;
        Ok(self.state())
    }

    /// How `search` explores the board.
    pub(crate) fn trace(&self, search: Search) -> ServerMessage {
        let trace = maze_words::trace(self.game.board(), search);
        let breakdown = maze_words::score(self.game.board(), self.game.dictionary(), &trace.path);
        ServerMessage::WordsTrace {
            search,
            explored: trace.explored,
            path: trace.path,
            breakdown,
        }
    }

    /// The state as a message.
    pub(crate) fn state(&self) -> ServerMessage {
        let game = &self.game;
        let board = game.board();
        let grid = board.grid();
        ServerMessage::WordsState(Box::new(WordsView {
            width: grid.width(),
            height: grid.height(),
            passages: passages(grid),
            letters: board.letters().iter().map(|&l| char::from(l)).collect(),
            path: game.path().to_vec(),
            word_cells: game.word_cells(),
            breakdown: game.breakdown(),
            end: board.end(),
            placed: board.placed().len(),
            level: game.level(),
            seed: board.config().seed,
            outcome: game.outcome().cloned(),
        }))
    }
}
