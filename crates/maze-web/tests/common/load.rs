//! A load client: many pages at once, each playing a Maze Game over its own socket, timing
//! every answer. Shared by the load test and `cargo run --release -p maze-web --example load`.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use maze_web::protocol::{Envelope, ServerMessage, classic};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

/// What a run saw.
#[derive(Debug, Default)]
pub struct Report {
    /// Pages that opened their socket and started a game.
    pub games: usize,
    /// Requests answered.
    pub answered: u64,
    /// Sockets refused or lost, answers missing or late (over 5 s), and error answers.
    pub errors: Vec<String>,
    /// Every answer's time, sorted.
    pub latencies: Vec<Duration>,
    /// From the first socket to the last answer.
    pub elapsed: Duration,
}

impl Report {
    /// The answer time at `fraction` (0.5 the median) of the sorted times.
    pub fn percentile(&self, fraction: f64) -> Duration {
        if self.latencies.is_empty() {
            return Duration::ZERO;
        }
        let last = self.latencies.len() - 1;
        self.latencies[((last as f64 * fraction).round() as usize).min(last)]
    }

    /// Answers a second over the run.
    pub fn per_second(&self) -> f64 {
        self.answered as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// What one page saw.
#[derive(Default)]
struct PageReport {
    started: bool,
    latencies: Vec<Duration>,
    errors: Vec<String>,
}

/// Opens `pages` sockets to the server at `addr` and starts a Maze Game on each; once all
/// have, calls `between` (to measure the server with every game open and idle); then has each
/// page make a move every `pace` until `playing` has passed, choosing among the open ways. The
/// games never regenerate, so every answer is to a request.
pub async fn run(
    addr: SocketAddr,
    pages: usize,
    playing: Duration,
    pace: Duration,
    between: impl FnOnce(),
) -> Report {
    let started = Instant::now();
    let mut sockets = Vec::new();
    let mut report = Report::default();
    for page in 0..pages {
        match open(addr).await {
            Ok(socket) => sockets.push((page, socket)),
            Err(err) => report.errors.push(format!("page {page}: {err}")),
        }
    }
    let ready = std::sync::Arc::new(tokio::sync::Barrier::new(sockets.len() + 1));
    let tasks: Vec<_> = sockets
        .into_iter()
        .map(|(page, socket)| {
            let ready = std::sync::Arc::clone(&ready);
            tokio::spawn(play(socket, page as u64, ready, playing, pace))
        })
        .collect();
    ready.wait().await;
    between();
    for task in tasks {
        match task.await {
            Ok(page) => {
                report.games += usize::from(page.started);
                report.latencies.extend(page.latencies);
                report.errors.extend(page.errors);
            }
            Err(err) => report.errors.push(format!("a page's task failed: {err}")),
        }
    }
    report.elapsed = started.elapsed();
    report.answered = report.latencies.len() as u64;
    report.latencies.sort_unstable();
    report
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A socket from the server's own page.
async fn open(addr: SocketAddr) -> Result<Socket, String> {
    let mut request = format!("ws://{addr}/ws")
        .into_client_request()
        .map_err(|e| e.to_string())?;
    let origin = format!("http://{addr}").parse().map_err(|_| "bad origin")?;
    request.headers_mut().insert("origin", origin);
    let (socket, _) = tokio_tungstenite::connect_async(request)
        .await
        .map_err(|e| e.to_string())?;
    Ok(socket)
}

/// Sends `text` and waits for the answer (past the board a new game sends first); its time.
async fn ask(socket: &mut Socket, text: String) -> Result<(ServerMessage, Duration), String> {
    let sent = Instant::now();
    socket
        .send(Message::text(text))
        .await
        .map_err(|e| format!("send: {e}"))?;
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(5), socket.next())
            .await
            .map_err(|_| "no answer within 5 s".to_owned())?
            .ok_or("the server closed the socket")?
            .map_err(|e| format!("receive: {e}"))?;
        let took = sent.elapsed();
        let text = frame.to_text().map_err(|e| e.to_string())?;
        let envelope: Envelope<ServerMessage> =
            serde_json::from_str(text).map_err(|e| format!("{e}: {text}"))?;
        match envelope.message {
            ServerMessage::Classic(classic::Reply::Board(_)) => continue,
            message => return Ok((message, took)),
        }
    }
}

/// A new game's request, seeded by the page.
fn new_game(page: u64) -> String {
    format!(
        r#"{{"v":3,"game":"classic","type":"new","difficulty":"medium","mode":"single","ai":"easy","seed":{page},"regen":0}}"#
    )
}

/// One page's game: started, then (once every page's is) a random walk through the open
/// ways for `playing`, a new game whenever it wins.
async fn play(
    mut socket: Socket,
    page: u64,
    ready: std::sync::Arc<tokio::sync::Barrier>,
    playing: Duration,
    pace: Duration,
) -> PageReport {
    let mut report = PageReport::default();
    let mut view = answer(&mut socket, new_game(page), page, &mut report).await;
    report.started = view.is_some();
    ready.wait().await;
    let deadline = Instant::now() + playing;
    let mut turn = page;
    while report.started && Instant::now() < deadline {
        tokio::time::sleep(pace).await;
        let request = match &view {
            Some(view) => step(view, &mut turn),
            None => new_game(page),
        };
        view = answer(&mut socket, request, page, &mut report).await;
        if report.errors.len() > 3 {
            break;
        }
    }
    let _ = socket.close(None).await;
    report
}

/// The game's state after `request`, noting the answer's time or the error in `report`.
async fn answer(
    socket: &mut Socket,
    request: String,
    page: u64,
    report: &mut PageReport,
) -> Option<classic::View> {
    match ask(socket, request).await {
        Ok((ServerMessage::Classic(classic::Reply::State(state)), took)) => {
            report.latencies.push(took);
            state.winner.is_none().then_some(*state)
        }
        Ok((other, _)) => {
            report
                .errors
                .push(format!("page {page}: answered {other:?}"));
            None
        }
        Err(err) => {
            report.errors.push(format!("page {page}: {err}"));
            None
        }
    }
}

/// A step through one of the open ways from the player's cell, chosen by `turn`.
fn step(view: &classic::View, turn: &mut u64) -> String {
    let ways: Vec<usize> = view
        .ways
        .iter()
        .filter(|way| way.open)
        .map(|way| way.cell)
        .collect();
    *turn = turn
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let cell = ways
        .get((*turn >> 33) as usize % ways.len().max(1))
        .copied()
        .unwrap_or(view.human.cell);
    format!(r#"{{"v":3,"game":"classic","type":"go","cell":{cell}}}"#)
}
