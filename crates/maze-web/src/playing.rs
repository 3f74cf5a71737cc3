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
    /// The game's state as a message, at session time `now`.
    pub(crate) fn state(&self, now: Duration) -> ServerMessage {
        match self {
            Playing::Classic(classic) => classic.state(now),
            Playing::Moving(moving) => moving.state(),
            Playing::Words(words) => words.state(),
            Playing::Treasure(treasure) => treasure.state(),
        }
    }

    /// What time passing to `now` changed, if anything: a regenerated maze.
    pub(crate) fn tick(&mut self, now: Duration) -> Option<ServerMessage> {
        match self {
            Playing::Classic(classic) => classic.tick(now),
            _ => None,
        }
    }
}
