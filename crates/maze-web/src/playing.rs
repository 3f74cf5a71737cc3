//! The game a page plays on its own (not at a table), whichever it is.

use std::time::Duration;

use crate::classic::Classic;
use crate::moving::Moving;
use crate::protocol::ServerMessage;
use crate::treasure::TreasureGame;
use crate::words::Words;

/// A page's own game.
#[derive(Clone, Debug)]
pub(crate) enum Playing {
    /// The Maze Game.
    Classic(Box<Classic>),
    /// Moving Maze, all four players at this page.
    Moving(Box<Moving>),
    /// The word maze.
    Words(Box<Words>),
    /// The treasure maze.
    Treasure(Box<TreasureGame>),
}

impl Playing {
    /// Everything a page needs to draw the game from nothing, at session time `now`: the
    /// Maze Game's board and then its state; another game's state.
    pub(crate) fn opening(&self, now: Duration) -> Vec<ServerMessage> {
        match self {
            Playing::Classic(classic) => classic.opening(now),
            Playing::Moving(moving) => vec![moving.state()],
            Playing::Words(words) => vec![words.state()],
            Playing::Treasure(treasure) => vec![treasure.state()],
        }
    }

    /// The game's clock stood still from `since`, when its page went, to `now`, when it came
    /// back (only the Maze Game keeps time).
    pub(crate) fn rebase(&mut self, since: Duration, now: Duration) {
        if let Playing::Classic(classic) = self {
            classic.rebase(since, now);
        }
    }

    /// What time passing to `now` changed, if anything: a regenerated maze.
    pub(crate) fn tick(&mut self, now: Duration) -> Vec<ServerMessage> {
        match self {
            Playing::Classic(classic) => classic.tick(now),
            _ => Vec::new(),
        }
    }
}
