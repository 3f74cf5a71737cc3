//! The games in the browser: a local server that owns each game's state and talks to its
//! page over a WebSocket, in the versioned JSON messages of [`protocol`]
//! (`docs/protocol.md`).
//!
//! The pages are embedded in the binary and need no build step. The server binds loopback by
//! default; since any web site may open a WebSocket to localhost, it accepts a socket only
//! from its own pages' `Origin`. Each connection owns its game: a closed tab frees it. The
//! rules stay in the engines ([`connection`] only turns messages into engine calls).
//!
//! ```no_run
//! # async fn serve() -> std::io::Result<()> {
//! let server = maze_web::Server::bind("127.0.0.1".parse().unwrap(), 0).await?;
//! println!("open {}", server.url());
//! server.serve(std::future::pending()).await
//! # }
//! ```

mod classic;
pub mod connection;
mod lobby;
mod moving;
mod pages;
pub mod protocol;
mod tables;
mod treasure;
mod words;

use std::collections::HashMap;
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Extension;
use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tokio::net::TcpListener;

use crate::connection::{Connection, moving_command};
use crate::lobby::{Lobby, new_token};
use crate::moving::{Moving, Source};
use crate::protocol::{ClientMessage, ServerMessage, encode, parse};
use crate::tables::{Role, Table, Tables};

pub use crate::lobby::GRACE;

/// The most games open at once by default; more connections are refused until one closes.
pub const MAX_CONNECTIONS: usize = 64;
/// The most games one client address may hold at once when the server listens beyond
/// loopback (on loopback every page is this machine's and only the total is bounded).
pub const MAX_PER_CLIENT: usize = 16;
/// How long a page may send nothing before its socket is closed and its game parked (then
/// freed unless the page comes back), by default.
pub const IDLE: Duration = Duration::from_secs(30 * 60);
/// The biggest WebSocket frame read at all; [`protocol::MAX_MESSAGE_BYTES`] is the message
/// limit, answered with an error, below it.
const MAX_FRAME_BYTES: usize = 1 << 20;
/// The read and write buffers of a socket.
const SOCKET_BUFFER_BYTES: usize = 4096;
/// How often a game's clock is looked at without messages (regenerations are pushed).
const TICK: Duration = Duration::from_millis(250);
/// How long a computer at a table waits before its turn, so that people can follow it.
pub const COMPUTER_PAUSE: Duration = Duration::from_millis(600);
/// Messages a page may send in a burst; beyond it, [`MESSAGES_PER_SECOND`] refill the burst.
pub const BURST: u32 = 40;
/// The steady rate of messages a page may send; a flood beyond it is refused.
pub const MESSAGES_PER_SECOND: u32 = 20;

/// A bound server, ready to serve.
#[derive(Debug)]
pub struct Server {
    listener: TcpListener,
    shared: Arc<Shared>,
}

/// What every request handler sees.
#[derive(Debug)]
pub struct Shared {
    /// The `Origin`s of the server's own pages.
    origins: Vec<String>,
    /// The sockets open, in all and by client address.
    places: Mutex<Places>,
    /// The Moving Maze game `maze moving BOARD gui` was started with.
    preset: Option<Arc<moving_maze::Game>>,
    /// Where Maze Game saves go.
    save_file: Option<Arc<std::path::Path>>,
    /// The games of pages that closed, waiting a moment for a reload.
    lobby: Arc<Lobby>,
    /// Moving Maze games shared by several pages.
    tables: Arc<Tables>,
    /// Each page's allowance of messages: a burst, and a rate a second.
    allowance: (u32, u32),
    /// The server's clock: games keep time by it, across a page's reload.
    epoch: Instant,
    /// The most sockets open at once.
    capacity: usize,
    /// The most sockets open at once from one client address.
    per_client: usize,
    /// How long a page may stay silent.
    idle: Duration,
}

impl Server {
    /// Binds `host:port` (port 0: a free one).
    pub async fn bind(host: IpAddr, port: u16) -> std::io::Result<Server> {
        let listener = TcpListener::bind(SocketAddr::new(host, port)).await?;
        let addr = listener.local_addr()?;
        let mut origins = vec![format!("http://{addr}")];
        if host.is_loopback() {
            origins.push(format!("http://localhost:{}", addr.port()));
        }
        let per_client = if host.is_loopback() {
            usize::MAX
        } else {
            MAX_PER_CLIENT
        };
        let shared = Arc::new(Shared {
            origins,
            places: Mutex::default(),
            preset: None,
            save_file: None,
            lobby: Arc::new(Lobby::new(GRACE, MAX_CONNECTIONS)),
            tables: Arc::new(Tables::new(GRACE, COMPUTER_PAUSE)),
            allowance: (BURST, MESSAGES_PER_SECOND),
            epoch: Instant::now(),
            capacity: MAX_CONNECTIONS,
            per_client,
            idle: IDLE,
        });
        Ok(Server { listener, shared })
    }

    /// Makes `game` the Moving Maze game pages start from, unless they bring a board.
    pub fn with_moving_game(self, game: moving_maze::Game) -> Server {
        let preset = Some(Arc::new(game));
        self.reshare(|shared| Shared { preset, ..shared })
    }

    /// Saves and loads Maze Games at `path` (the terminal's save, so either can load the
    /// other's).
    pub fn with_save_file(self, path: std::path::PathBuf) -> Server {
        let save_file = Some(Arc::from(path));
        self.reshare(|shared| Shared {
            save_file,
            ..shared
        })
    }

    /// Keeps a closed page's game, and a table nobody watches, for `grace` (default
    /// [`GRACE`]) for a reload to take back; computers at tables wait `pause` (default
    /// [`COMPUTER_PAUSE`]) before each turn.
    pub fn with_timing(self, grace: Duration, pause: Duration) -> Server {
        let lobby = Arc::new(Lobby::new(grace, self.shared.capacity));
        let tables = Arc::new(Tables::new(grace, pause));
        self.reshare(|shared| Shared {
            lobby,
            tables,
            ..shared
        })
    }

    /// Lets each page send `burst` messages at once and `per_second` after that (defaults
    /// [`BURST`] and [`MESSAGES_PER_SECOND`]); scripts replaying games need more than people.
    pub fn with_allowance(self, burst: u32, per_second: u32) -> Server {
        self.reshare(|shared| Shared {
            allowance: (burst, per_second),
            ..shared
        })
    }

    /// Serves at most `games` sockets at once (default [`MAX_CONNECTIONS`]), keeping as many
    /// closed pages' games for a reload.
    pub fn with_capacity(self, games: usize) -> Server {
        let lobby = Arc::new(self.shared.lobby.with_most(games));
        self.reshare(|shared| Shared {
            capacity: games,
            lobby,
            ..shared
        })
    }

    /// Serves at most `games` sockets at once to one client address (default: no more than the
    /// capacity on loopback, [`MAX_PER_CLIENT`] on any other address).
    pub fn with_per_client(self, games: usize) -> Server {
        self.reshare(|shared| Shared {
            per_client: games,
            ..shared
        })
    }

    /// Closes the socket of a page that sends nothing for `idle` (default [`IDLE`]); its game
    /// is parked for a reload, then freed.
    pub fn with_idle(self, idle: Duration) -> Server {
        self.reshare(|shared| Shared { idle, ..shared })
    }

    /// The server with its shared settings changed (before it serves).
    fn reshare(self, change: impl FnOnce(Shared) -> Shared) -> Server {
        let shared = Shared {
            origins: self.shared.origins.clone(),
            places: Mutex::default(),
            preset: self.shared.preset.clone(),
            save_file: self.shared.save_file.clone(),
            lobby: Arc::clone(&self.shared.lobby),
            tables: Arc::clone(&self.shared.tables),
            allowance: self.shared.allowance,
            epoch: self.shared.epoch,
            capacity: self.shared.capacity,
            per_client: self.shared.per_client,
            idle: self.shared.idle,
        };
        Server {
            listener: self.listener,
            shared: Arc::new(change(shared)),
        }
    }

    /// The address bound.
    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// The home page's address.
    pub fn url(&self) -> String {
        self.shared.origins[0].clone() + "/"
    }

    /// The routes this server answers, for driving it without a socket (tests).
    pub fn router(&self) -> Router {
        router(Arc::clone(&self.shared))
    }

    /// Serves until `shutdown` completes, then lets open requests finish.
    pub async fn serve(
        self,
        shutdown: impl Future<Output = ()> + Send + 'static,
    ) -> std::io::Result<()> {
        let service = router(self.shared).into_make_service_with_connect_info::<SocketAddr>();
        axum::serve(self.listener, service)
            .with_graceful_shutdown(shutdown)
            .await
    }
}

/// The routes: the pages, their assets and the socket.
fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/ws", get(socket))
        .merge(pages::routes())
        .with_state(shared)
}

impl Shared {
    /// Whether a socket request's `Origin` is one of the server's own pages.
    fn allows(&self, headers: &HeaderMap) -> bool {
        headers
            .get(header::ORIGIN)
            .and_then(|origin| origin.to_str().ok())
            .is_some_and(|origin| self.origins.iter().any(|own| own == origin))
    }

    /// A place for one more connection from `client`, or why there is none.
    fn admit(self: &Arc<Shared>, client: Option<IpAddr>) -> Result<Admitted, Refusal> {
        let mut places = self.places.lock().map_err(|_| Refusal::Full)?;
        if places.open >= self.capacity {
            return Err(Refusal::Full);
        }
        if let Some(client) = client {
            let held = places.by_client.entry(client).or_insert(0);
            if *held >= self.per_client {
                return Err(Refusal::ClientFull);
            }
            *held += 1;
        }
        places.open += 1;
        Ok(Admitted {
            shared: Arc::clone(self),
            client,
        })
    }
}

/// The sockets open.
#[derive(Debug, Default)]
struct Places {
    open: usize,
    by_client: HashMap<IpAddr, usize>,
}

/// Why a socket was refused.
enum Refusal {
    /// The server holds as many games as it may.
    Full,
    /// This client holds as many games as one may.
    ClientFull,
}

/// A connection's place, given back when it closes.
struct Admitted {
    shared: Arc<Shared>,
    client: Option<IpAddr>,
}

impl Drop for Admitted {
    fn drop(&mut self) {
        let Ok(mut places) = self.shared.places.lock() else {
            return;
        };
        places.open -= 1;
        if let Some(client) = self.client
            && let Some(held) = places.by_client.get_mut(&client)
        {
            *held -= 1;
            if *held == 0 {
                places.by_client.remove(&client);
            }
        }
    }
}

/// `GET /ws`: a page's socket, from the server's own pages only.
async fn socket(
    ws: WebSocketUpgrade,
    headers: HeaderMap,
    client: Option<Extension<ConnectInfo<SocketAddr>>>,
    State(shared): State<Arc<Shared>>,
) -> Response {
    if !shared.allows(&headers) {
        return (
            StatusCode::FORBIDDEN,
            "only this server's own pages may open a game socket",
        )
            .into_response();
    }
    let client = client.map(|Extension(ConnectInfo(addr))| addr.ip());
    let place = match shared.admit(client) {
        Ok(place) => place,
        Err(Refusal::Full) => {
            return (
                StatusCode::SERVICE_UNAVAILABLE,
                "too many games are open; close one and retry",
            )
                .into_response();
        }
        Err(Refusal::ClientFull) => {
            return (
                StatusCode::TOO_MANY_REQUESTS,
                "this address has as many games open as one may; close one and retry",
            )
                .into_response();
        }
    };
    let connection = Connection::with(shared.preset.clone(), shared.save_file.clone());
    // Small buffers (tungstenite's defaults are 128 KiB each way): messages are small, and
    // an idle game should cost kilobytes, not a quarter of a megabyte.
    ws.max_message_size(MAX_FRAME_BYTES)
        .read_buffer_size(SOCKET_BUFFER_BYTES)
        .write_buffer_size(SOCKET_BUFFER_BYTES)
        .on_upgrade(move |socket| converse(socket, connection, shared, place))
}

/// A page's seat at a table, while it sits at one.
struct Sitting {
    table: Arc<Table>,
    role: Role,
    changes: tokio::sync::watch::Receiver<u64>,
}

impl Sitting {
    fn new(table: Arc<Table>, role: Role) -> Sitting {
        let mut changes = table.changes();
        changes.mark_unchanged();
        Sitting {
            table,
            role,
            changes,
        }
    }
}

impl Drop for Sitting {
    fn drop(&mut self) {
        self.table.leave();
    }
}

/// Waits for the next change at the table, or forever when the page sits at none.
async fn next_change(sitting: &mut Option<Sitting>) -> Option<ServerMessage> {
    match sitting {
        Some(sitting) => match sitting.changes.changed().await {
            Ok(()) => Some(sitting.table.state()),
            Err(_) => std::future::pending().await,
        },
        None => std::future::pending().await,
    }
}

/// A page's allowance of messages: a burst, refilled at a steady rate.
struct Allowance {
    left: f64,
    burst: f64,
    per_second: f64,
    since: Instant,
}

impl Allowance {
    fn new((burst, per_second): (u32, u32)) -> Allowance {
        Allowance {
            left: f64::from(burst),
            burst: f64::from(burst),
            per_second: f64::from(per_second),
            since: Instant::now(),
        }
    }

    /// Takes one message from the allowance; `false` when the page is flooding.
    fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.since).as_secs_f64() * self.per_second;
        self.left = (self.left + refill).min(self.burst);
        self.since = now;
        if self.left >= 1.0 {
            self.left -= 1.0;
            true
        } else {
            false
        }
    }
}

/// A connection's life: messages in, answers out, and pushes when time or another page
/// changes the game; when the page goes, its own game waits in the lobby for a reload.
async fn converse(
    mut socket: WebSocket,
    mut connection: Connection,
    shared: Arc<Shared>,
    _place: Admitted,
) {
    let mut token = None;
    let mut sitting: Option<Sitting> = None;
    let mut allowance = Allowance::new(shared.allowance);
    let mut ticker = tokio::time::interval(TICK);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    let mut heard = Instant::now();
    loop {
        let now = shared.epoch.elapsed();
        let answers = tokio::select! {
            frame = socket.recv() => {
                heard = Instant::now();
                match frame {
                    Some(Ok(Message::Text(_))) if !allowance.take() => {
                        eprintln!("maze-web: refused a message: the page is sending too fast");
                        vec![ServerMessage::Error {
                            message: "Too many messages: slow down.".to_owned(),
                        }]
                    }
                    Some(Ok(Message::Text(text))) => match parse(text.as_str()) {
                        Ok(ClientMessage::Hello { resume }) if token.is_none() => {
                            let (page, answers) = welcome(&shared, &mut connection, resume, now);
                            token = Some(page);
                            answers
                        }
                        Ok(message) => at_table(&shared, &mut sitting, &mut connection, message, now),
                        Err(err) => {
                            eprintln!("maze-web: refused a message: {err}");
                            vec![ServerMessage::Error { message: err.to_string() }]
                        }
                    },
                    Some(Ok(Message::Binary(_))) => vec![ServerMessage::Error {
                        message: "Messages are JSON text, not binary frames.".to_owned(),
                    }],
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => Vec::new(),
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                }
            }
            Some(state) = next_change(&mut sitting) => vec![state],
            _ = ticker.tick() => {
                if heard.elapsed() > shared.idle {
                    eprintln!("maze-web: closed a page's socket: silent for {:?}", shared.idle);
                    break;
                }
                connection.tick(now)
            }
        };
        for answer in answers {
            if socket
                .send(Message::Text(encode(answer).into()))
                .await
                .is_err()
            {
                break;
            }
        }
    }
    if let (Some(token), true) = (token, connection.has_game()) {
        shared.lobby.park(token, connection);
    }
}

/// The answers to `message` when tables are involved: opening or joining one, or a Moving
/// Maze command from a page sitting at one. Anything else goes to the page's own game (and
/// starting a game of its own takes the page away from its table).
fn at_table(
    shared: &Arc<Shared>,
    sitting: &mut Option<Sitting>,
    connection: &mut Connection,
    message: ClientMessage,
    now: Duration,
) -> Vec<ServerMessage> {
    let error = |message: String| vec![ServerMessage::Error { message }];
    match message {
        ClientMessage::NewTable {
            board,
            random,
            seats,
        } => {
            let source = match (&board, random) {
                (Some(text), _) => Source::File(text),
                (None, Some(shape)) => Source::Random(shape),
                (None, None) => Source::Preset(shared.preset.as_deref()),
            };
            let table = Moving::start(source).and_then(|m| shared.tables.create(m, seats));
            match table {
                Ok(table) => {
                    *sitting = None;
                    let answers = vec![table.view(Role::Creator), table.state()];
                    *sitting = Some(Sitting::new(table, Role::Creator));
                    answers
                }
                Err(reason) => error(reason),
            }
        }
        ClientMessage::Join { table, token } => {
            match shared.tables.join(&table, token.as_deref()) {
                Ok((table, role)) => {
                    *sitting = None;
                    let answers = vec![table.view(role), table.state()];
                    *sitting = Some(Sitting::new(table, role));
                    answers
                }
                Err(reason) => error(reason),
            }
        }
        ClientMessage::MovingHint if sitting.is_some() => {
            match sitting.as_ref().map(|s| s.table.hint(s.role)) {
                Some(Ok(hint)) => vec![hint],
                Some(Err(reason)) => error(reason),
                None => Vec::new(),
            }
        }
        message => match (sitting.as_ref(), moving_command(&message)) {
            (Some(sitting), Some(command)) => {
                match command.and_then(|c| sitting.table.act(sitting.role, c)) {
                    Ok(()) => {
                        shared.tables.start_computers(&sitting.table);
                        Vec::new()
                    }
                    Err(reason) => error(reason),
                }
            }
            _ => {
                if !matches!(message, ClientMessage::Hello { .. }) {
                    *sitting = None;
                }
                connection.respond(message, now)
            }
        },
    }
}

/// The answer to a page's `hello`: its token, and the game it had before a reload, if that
/// game is still waiting.
fn welcome(
    shared: &Shared,
    connection: &mut Connection,
    resume: Option<String>,
    now: Duration,
) -> (String, Vec<ServerMessage>) {
    if let Some((token, parked)) = resume.and_then(|t| shared.lobby.take(&t).map(|c| (t, c))) {
        *connection = parked;
        let mut answers = vec![ServerMessage::Welcome {
            token: token.clone(),
            resumed: true,
        }];
        answers.extend(connection.state(now));
        return (token, answers);
    }
    let token = new_token();
    (
        token.clone(),
        vec![ServerMessage::Welcome {
            token,
            resumed: false,
        }],
    )
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
        if server.shared.preset.is_some() {
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
