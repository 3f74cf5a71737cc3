//! The server's settings: one plain value, with the defaults `maze gui` uses.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::clock::Clock;

/// The most games open at once by default; more connections are refused until one closes.
pub const MAX_CONNECTIONS: usize = 64;
/// The most games one client address may hold at once when the server listens beyond
/// loopback (on loopback every page is this machine's and only the total is bounded).
pub const MAX_PER_CLIENT: usize = 16;
/// How long a page may send nothing before its socket is closed and its game parked (then
/// freed unless the page comes back), by default.
pub const IDLE: Duration = Duration::from_secs(30 * 60);
/// How long a closed page's game, and a table nobody watches, wait for a reload.
pub const GRACE: Duration = Duration::from_secs(30);
/// How long a computer at a table waits before its turn, so that people can follow it.
pub const COMPUTER_PAUSE: Duration = Duration::from_millis(600);
/// Connections that may be waiting for their first request's headers at once, by default;
/// beyond them a new connection is closed at once.
pub const PENDING: usize = 256;
/// How long a connection may take to send its first request's headers, by default.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a write to a connection may wait for the other end to read, by default; past
/// it the connection is closed (an answer nobody reads holds no memory for long).
pub const WRITE_TIMEOUT: Duration = Duration::from_secs(30);
/// Messages a page may send in a burst; beyond it, [`MESSAGES_PER_SECOND`] refill the burst.
pub const BURST: u32 = 40;
/// The steady rate of messages a page may send; a flood beyond it is refused.
pub const MESSAGES_PER_SECOND: u32 = 20;

/// How a server serves. [`Settings::default`] is what `maze gui` uses on loopback.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The Moving Maze game pages start from unless they bring a board
    /// (`maze moving BOARD gui`).
    pub preset: Option<Arc<maze_moving::Game>>,
    /// Where Maze Games are saved and loaded (the terminal's save, so either loads the
    /// other's); none: saving is refused.
    pub save_file: Option<PathBuf>,
    /// The folder where pages' own games are written down as they are played, so that a
    /// server started again gives each page its game back; none: games live in memory only.
    pub live_games: Option<PathBuf>,
    /// The most sockets open at once, and the most closed pages' games kept for a reload.
    pub capacity: usize,
    /// The most sockets one client address may hold; `None`: no more than the capacity on
    /// loopback, [`MAX_PER_CLIENT`] on any other address.
    pub per_client: Option<usize>,
    /// How long a page may stay silent before its socket is closed.
    pub idle: Duration,
    /// How long a closed page's game, and a table nobody watches, wait for a reload.
    pub grace: Duration,
    /// How long a computer at a table waits before each turn.
    pub computer_pause: Duration,
    /// Messages a page may send at once.
    pub burst: u32,
    /// Messages a page may send a second after its burst; scripts need more than people.
    pub per_second: u32,
    /// Connections that may wait for their first request's headers at once.
    pub pending: usize,
    /// How long a connection may take to send its first request's headers.
    pub header_timeout: Duration,
    /// How long a write may wait for the other end to read before the connection is closed.
    pub write_timeout: Duration,
    /// The server's time, which games, reloads, tables and idle pages keep.
    pub clock: Clock,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            preset: None,
            save_file: None,
            live_games: None,
            capacity: MAX_CONNECTIONS,
            per_client: None,
            idle: IDLE,
            grace: GRACE,
            computer_pause: COMPUTER_PAUSE,
            burst: BURST,
            per_second: MESSAGES_PER_SECOND,
            pending: PENDING,
            header_timeout: HEADER_TIMEOUT,
            write_timeout: WRITE_TIMEOUT,
            clock: Clock::system(),
        }
    }
}
