//! The games in the browser: a local server that owns each game's state and talks to its
//! page over a WebSocket, in the versioned JSON messages of [`protocol`]
//! (`docs/protocol.md`).
//!
//! The pages are embedded in the binary and need no build step. The server binds loopback by
//! default; since any web site may open a WebSocket to localhost, it accepts a socket only
//! from its own pages' `Origin`. Each page has a [`Session`], which decides what every
//! message means and hands each game's requests to that game's adapter; the rules stay in
//! the engines. Events worth a look (refusals, floods, silent pages) are logged through
//! `tracing`.
//!
//! ```no_run
//! # async fn serve() -> std::io::Result<()> {
//! let server = maze_web::Server::bind("127.0.0.1".parse().unwrap(), 0).await?;
//! println!("open {}", server.url());
//! server.serve(std::future::pending()).await
//! # }
//! ```
//!
//! Where things live: `socket` (the socket's loop), `admission` (places and the message
//! allowance), [`settings`], [`clock`] (the server's time, which tests step), [`hub`] (what
//! sessions share: tables, the lobby), [`session`]
//! (the dispatcher), one adapter a game (`classic`, `moving`, `words`, `treasure`) and
//! `tables`, `lobby`, `journal` (pages' games written down as they are played, which a server
//! started again replays), `pages`, `studio` (mazes of every shape, drawn on request) and
//! `watch` (generators carving and solvers racing, recorded for the watch page).

mod admission;
mod classic;
pub mod clock;
mod endless;
mod heavy;
pub mod hub;
mod journal;
mod listener;
mod lobby;
mod moving;
mod pages;
mod playing;
pub mod protocol;
pub mod session;
pub mod settings;
mod socket;
mod studio;
mod tables;
mod text;
mod treasure;
mod watch;
mod words;

use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::http::{HeaderMap, header};
use axum::routing::get;
use tokio::net::TcpListener;

use crate::admission::Places;
use crate::hub::Hub;
pub use crate::session::Session;
pub use crate::settings::{
    BURST, COMPUTER_PAUSE, GRACE, HEADER_TIMEOUT, IDLE, MAX_CONNECTIONS, MAX_PER_CLIENT,
    MESSAGES_PER_SECOND, PENDING, Settings, WRITE_TIMEOUT,
};

/// How often a game's clock is looked at without messages (regenerations are pushed).
const TICK: Duration = Duration::from_millis(250);

/// A seed for a game a page asked for without one. Pages keep numbers as doubles: it stays
/// below 2⁵³ so that the page can show it and send it back exactly.
pub(crate) fn random_seed() -> u64 {
    mazes::random_seed() >> 11
}

/// A bound server, ready to serve.
#[derive(Debug)]
pub struct Server {
    listener: TcpListener,
    /// The `Origin`s of the server's own pages.
    origins: Vec<String>,
    loopback: bool,
    settings: Settings,
}

/// What every request handler sees.
#[derive(Debug)]
pub(crate) struct Shared {
    origins: Vec<String>,
    /// Whether pages are told apart by address (beyond loopback every page there is this
    /// machine's).
    by_client: bool,
    places: Arc<Places>,
    hub: Arc<Hub>,
    /// The places for HTTP answers that take work.
    answers: heavy::Answers,
    settings: Settings,
}

impl Server {
    /// Binds `host:port` (port 0: a free one), with the default [`Settings`].
    pub async fn bind(host: IpAddr, port: u16) -> std::io::Result<Server> {
        let listener = TcpListener::bind(SocketAddr::new(host, port)).await?;
        let addr = listener.local_addr()?;
        let mut origins = vec![format!("http://{addr}")];
        if host.is_loopback() {
            origins.push(format!("http://localhost:{}", addr.port()));
        }
        Ok(Server {
            listener,
            origins,
            loopback: host.is_loopback(),
            settings: Settings::default(),
        })
    }

    /// The server with these settings (before it serves).
    pub fn with_settings(self, settings: Settings) -> Server {
        Server { settings, ..self }
    }

    /// The settings it will serve with.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Makes `game` the Moving Maze game pages start from, unless they bring a board.
    pub fn with_moving_game(mut self, game: maze_moving::Game) -> Server {
        self.settings.preset = Some(Arc::new(game));
        self
    }

    /// Saves and loads Maze Games at `path` (the terminal's save, so either can load the
    /// other's).
    pub fn with_save_file(mut self, path: PathBuf) -> Server {
        self.settings.save_file = Some(path);
        self
    }

    /// Writes pages' own games down in `folder` as they are played, so that the server
    /// started again (after a crash, a restart, a kill) gives each page its game back.
    pub fn with_live_games(mut self, folder: PathBuf) -> Server {
        self.settings.live_games = Some(folder);
        self
    }

    /// Keeps a closed page's game, and a table nobody watches, for `grace` (default
    /// [`GRACE`]) for a reload to take back; computers at tables wait `pause` (default
    /// [`COMPUTER_PAUSE`]) before each turn.
    pub fn with_timing(mut self, grace: Duration, pause: Duration) -> Server {
        self.settings.grace = grace;
        self.settings.computer_pause = pause;
        self
    }

    /// Lets each page send `burst` messages at once and `per_second` after that (defaults
    /// [`BURST`] and [`MESSAGES_PER_SECOND`]); scripts replaying games need more than people.
    pub fn with_allowance(mut self, burst: u32, per_second: u32) -> Server {
        self.settings.burst = burst;
        self.settings.per_second = per_second;
        self
    }

    /// Serves at most `games` sockets at once (default [`MAX_CONNECTIONS`]), keeping as many
    /// closed pages' games for a reload.
    pub fn with_capacity(mut self, games: usize) -> Server {
        self.settings.capacity = games;
        self
    }

    /// Serves at most `games` sockets at once to one client address (default: no more than the
    /// capacity on loopback, [`MAX_PER_CLIENT`] on any other address).
    pub fn with_per_client(mut self, games: usize) -> Server {
        self.settings.per_client = Some(games);
        self
    }

    /// Keeps time by `clock` (default: the system's), as games, reloads, tables and idle
    /// pages see it; a [`Clock::stepped`](clock::Clock::stepped) one lets a test step time.
    pub fn with_clock(mut self, clock: clock::Clock) -> Server {
        self.settings.clock = clock;
        self
    }

    /// Closes the socket of a page that sends nothing for `idle` (default [`IDLE`]); its game
    /// is parked for a reload, then freed.
    pub fn with_idle(mut self, idle: Duration) -> Server {
        self.settings.idle = idle;
        self
    }

    /// The address bound.
    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// The home page's address.
    pub fn url(&self) -> String {
        self.origins[0].clone() + "/"
    }

    /// The routes this server answers, for driving it without a socket (tests).
    pub fn router(&self) -> Router {
        router(self.shared())
    }

    /// What the handlers share, from the settings.
    fn shared(&self) -> Arc<Shared> {
        let settings = self.settings.clone();
        let per_client = settings.per_client.unwrap_or(if self.loopback {
            usize::MAX
        } else {
            MAX_PER_CLIENT
        });
        Arc::new(Shared {
            origins: self.origins.clone(),
            by_client: !self.loopback,
            places: Arc::new(Places::new(settings.capacity, per_client)),
            hub: Hub::new(&settings),
            answers: heavy::Answers::new(),
            settings,
        })
    }

    /// Serves until `shutdown` completes, then lets open requests finish.
    pub async fn serve(
        self,
        shutdown: impl Future<Output = ()> + Send + 'static,
    ) -> std::io::Result<()> {
        let service = router(self.shared()).into_make_service_with_connect_info::<listener::Peer>();
        let listener = listener::Guarded::new(
            self.listener,
            self.settings.pending,
            self.settings.header_timeout,
            self.settings.write_timeout,
        );
        axum::serve(listener, service)
            .with_graceful_shutdown(shutdown)
            .await
    }
}

/// The routes: the pages, their assets and the socket, each for the server's own names only.
fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/ws", get(socket::upgrade))
        .merge(pages::routes())
        .merge(studio::routes())
        .merge(watch::routes())
        .merge(endless::routes())
        .layer(axum::middleware::from_fn_with_state(
            Arc::clone(&shared),
            own_host,
        ))
        .layer(axum::middleware::map_response(close_after))
        .with_state(shared)
}

/// Closes the connection after every answer but a page's socket: no connection idles between
/// requests, holding a place (see `listener`).
async fn close_after(mut response: axum::response::Response) -> axum::response::Response {
    if response.status() != axum::http::StatusCode::SWITCHING_PROTOCOLS {
        response.headers_mut().insert(
            header::CONNECTION,
            axum::http::HeaderValue::from_static("close"),
        );
    }
    response
}

/// Refuses a request whose `Host` is not one of the server's own names: a web site whose name
/// was made to point at this machine (DNS rebinding) must not read the pages through it.
async fn own_host(
    axum::extract::State(shared): axum::extract::State<Arc<Shared>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|host| host.to_str().ok());
    if host.is_some_and(|host| shared.is_own_host(host)) {
        next.run(request).await
    } else {
        (
            axum::http::StatusCode::MISDIRECTED_REQUEST,
            "this server answers to its own address only",
        )
            .into_response()
    }
}

impl Shared {
    /// Whether `host` (a `Host` header) is one of the names the server's pages are at.
    fn is_own_host(&self, host: &str) -> bool {
        self.origins
            .iter()
            .any(|origin| origin.strip_prefix("http://") == Some(host))
    }

    /// Whether a socket request's `Origin` is one of the server's own pages.
    fn allows(&self, headers: &HeaderMap) -> bool {
        headers
            .get(header::ORIGIN)
            .and_then(|origin| origin.to_str().ok())
            .is_some_and(|origin| self.origins.iter().any(|own| own == origin))
    }
}

/// Runs a server on `host:port`, set up by `configure`, until Ctrl-C, calling `ready` with
/// its address first; with a Moving Maze game, its page's address.
pub fn run(
    host: IpAddr,
    port: u16,
    configure: impl FnOnce(Server) -> Server,
    ready: impl FnOnce(&str),
) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let server = configure(Server::bind(host, port).await?);
        let mut url = server.url();
        if server.settings.preset.is_some() {
            url.push_str("moving");
        }
        ready(&url);
        server
            .serve(async {
                // If Ctrl-C cannot be listened for, the server runs until killed.
                if tokio::signal::ctrl_c().await.is_err() {
                    std::future::pending::<()>().await;
                }
            })
            .await
    })
}
