//! What every page's session shares: the Moving Maze tables, the games of pages that closed a
//! moment ago, the board the server was started with, the Maze Game's save file and the
//! folder where pages' games are written down.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use crate::clock::Clock;
use crate::journal::Shelf;
use crate::lobby::Lobby;
use crate::settings::Settings;
use crate::tables::Tables;

/// The sessions' shared state.
#[derive(Debug)]
pub struct Hub {
    pub(crate) lobby: Lobby,
    pub(crate) tables: Arc<Tables>,
    pub(crate) preset: Option<Arc<maze_moving::Game>>,
    pub(crate) save_file: Option<PathBuf>,
    /// Where pages' own games are written down as they are played, if anywhere.
    pub(crate) shelf: Option<Shelf>,
    /// Places for heavy work (a hard AI's search, a demo, a new board), one a processor: more
    /// at once would only take the processors from everyone else's light requests.
    pub(crate) heavy_work: tokio::sync::Semaphore,
    /// The server's clock: games keep time by it, across a page's reload.
    clock: Clock,
    /// The number the next page's session gets.
    next_page: std::sync::atomic::AtomicU64,
    /// Which page (by its number) holds each token's game: a second page with the same token
    /// (a duplicated tab, a reconnection before the server saw the first socket end) takes
    /// the game over from its journal, and the first one stops.
    holders: Mutex<HashMap<String, u64>>,
}

impl Hub {
    /// The shared state of a server with `settings`.
    pub fn new(settings: &Settings) -> Arc<Hub> {
        Arc::new(Hub {
            lobby: Lobby::new(settings.grace, settings.capacity, settings.clock.clone()),
            tables: Arc::new(Tables::new(
                settings.grace,
                settings.computer_pause,
                settings.clock.clone(),
                settings
                    .live_games
                    .as_ref()
                    .map(|f| Shelf::of_tables(f.join("tables"))),
            )),
            preset: settings.preset.clone(),
            save_file: settings.save_file.clone(),
            shelf: settings.live_games.clone().map(Shelf::new),
            heavy_work: tokio::sync::Semaphore::new(
                std::thread::available_parallelism().map_or(1, usize::from),
            ),
            clock: settings.clock.clone(),
            next_page: std::sync::atomic::AtomicU64::new(0),
            holders: Mutex::new(HashMap::new()),
        })
    }

    /// A number no other page's session has.
    pub(crate) fn page_number(&self) -> u64 {
        self.next_page
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    }

    /// Whether a page other than `page` holds `token`'s game.
    pub(crate) fn held_elsewhere(&self, token: &str, page: u64) -> bool {
        self.holders
            .lock()
            .is_ok_and(|holders| holders.get(token).is_some_and(|&holder| holder != page))
    }

    /// Makes `page` the holder of `token`'s game, taking it from any other page; the page
    /// that held it before, if any.
    pub(crate) fn hold(&self, token: &str, page: u64) -> Option<u64> {
        let mut holders = self.holders.lock().ok()?;
        holders.insert(token.to_owned(), page)
    }

    /// `page`, which took `token`'s game in vain, gives it back to the page that held it
    /// `before`, if any.
    pub(crate) fn give_back(&self, token: &str, page: u64, before: Option<u64>) {
        if let Ok(mut holders) = self.holders.lock()
            && holders.get(token) == Some(&page)
        {
            match before {
                Some(before) => holders.insert(token.to_owned(), before),
                None => holders.remove(token),
            };
        }
    }

    /// Runs `write` if `page` still holds `token`'s game, and says whether it did: a page
    /// whose game another took over writes nothing more of it (the check and the write are
    /// one step, so nothing is written after the other page read the journal).
    pub(crate) fn while_holding(&self, token: &str, page: u64, write: impl FnOnce()) -> bool {
        let Ok(holders) = self.holders.lock() else {
            return false;
        };
        let holds = holders.get(token) == Some(&page);
        if holds {
            write();
        }
        holds
    }

    /// `page` lets go of `token`'s game; whether it held it (and so may park it).
    pub(crate) fn let_go(&self, token: &str, page: u64) -> bool {
        let Ok(mut holders) = self.holders.lock() else {
            return false;
        };
        let held = holders.get(token) == Some(&page);
        if held {
            holders.remove(token);
        }
        held
    }

    /// Time since the server started: the time every session's games are given.
    pub fn now(&self) -> std::time::Duration {
        self.clock.now()
    }
}
