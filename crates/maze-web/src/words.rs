//! The word maze behind a page: a board from the page's settings, steps passed to
//! `maze-words`, and the state as the page draws it.

use std::sync::Arc;

use maze_words::{Command, Config, Dictionary, Game};
use mazes::Size;

use crate::protocol::ServerMessage;
use crate::protocol::wire::{cells, passages};
use crate::protocol::words::{Level, Reply, Request, Search, Trace, View};
use crate::text::sentence;

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
        ai: Level,
        seed: Option<u64>,
        dictionary: Option<&str>,
    ) -> Result<Words, String> {
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
            seed: seed.unwrap_or_else(crate::random_seed),
            level: ai.into(),
            ..Config::new(0)
        };
        let game = Game::new(config, dictionary).map_err(|e| sentence(&e.to_string()))?;
        Ok(Words { game })
    }

    /// The answer to a request on this game (a new game replaces it, and is the session's to
    /// make): the state after a step, or a search's trace.
    pub(crate) fn answer(&mut self, request: Request) -> Result<ServerMessage, String> {
        let command = match request {
            Request::Step { dir } => Command::Move(dir.into()),
            Request::Back => Command::Back,
            Request::Done => Command::Done,
            Request::Trace { search } => return Ok(self.trace(search)),
            Request::New { .. } => return Err("A new game replaces this one.".to_owned()),
        };
        self.game.apply(command).map_err(|err| match err {
            maze_words::RuleError::NotAtEnd => {
                "Your path has not reached the exit (bottom right) yet.".to_owned()
            }
            other => sentence(&other.to_string()),
        })?;
        Ok(self.state())
    }

    /// How `search` explores the board.
    fn trace(&self, search: Search) -> ServerMessage {
        let trace = maze_words::trace(self.game.board(), search.into());
        let breakdown = maze_words::score(self.game.board(), self.game.dictionary(), &trace.path);
        ServerMessage::Words(Reply::Trace(Box::new(Trace {
            search,
            explored: cells(trace.explored),
            path: cells(trace.path),
            breakdown: breakdown.into(),
        })))
    }

    /// The state as a message.
    pub(crate) fn state(&self) -> ServerMessage {
        let game = &self.game;
        let board = game.board();
        let grid = board.grid();
        ServerMessage::Words(Reply::State(Box::new(View {
            width: grid.width(),
            height: grid.height(),
            passages: passages(grid),
            letters: board.letters().iter().map(|&l| char::from(l)).collect(),
            path: cells(game.path().iter().copied()),
            word_cells: game.word_cells(),
            breakdown: game.breakdown().into(),
            end: board.end().into(),
            placed: board.placed().len(),
            level: game.level().into(),
            seed: board.config().seed,
            outcome: game.outcome().cloned().map(Into::into),
        })))
    }
}
