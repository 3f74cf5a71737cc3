//! What every page's session shares: the Moving Maze tables, the games of pages that closed a
//! moment ago, the board the server was started with and the Maze Game's save file.

use std::path::PathBuf;
use std::sync::Arc;

use crate::clock::Clock;
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
    /// Places for heavy work (a hard AI's search, a demo, a new board), one a processor: more
    /// at once would only take the processors from everyone else's light requests.
    pub(crate) heavy_work: tokio::sync::Semaphore,
    /// The server's clock: games keep time by it, across a page's reload.
    clock: Clock,
    /// The number the next page's session gets.
    next_page: std::sync::atomic::AtomicU64,
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
            )),
            preset: settings.preset.clone(),
            save_file: settings.save_file.clone(),
            heavy_work: tokio::sync::Semaphore::new(
                std::thread::available_parallelism().map_or(1, usize::from),
            ),
            clock: settings.clock.clone(),
            next_page: std::sync::atomic::AtomicU64::new(0),
        })
    }

    /// A number no other page's session has.
    pub(crate) fn page_number(&self) -> u64 {
        self.next_page
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    }

    /// Time since the server started: the time every session's games are given.
    pub fn now(&self) -> std::time::Duration {
        self.clock.now()
    }
}
