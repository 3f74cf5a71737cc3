//! `GET /ws`: a page's socket, from the server's own pages only, and its life: frames in to
//! the page's [`Session`], answers out, and pushes when time or another page changes the game.

use std::sync::Arc;

use axum::Extension;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::admission::{Admitted, Allowance, Refusal};
use crate::hub::Hub;
use crate::protocol::{MAX_MESSAGE_BYTES, ServerMessage, encode};
use crate::session::Session;
use crate::{Shared, TICK};

/// The biggest WebSocket message (and frame) read at all: twice the protocol's limit
/// ([`MAX_MESSAGE_BYTES`], answered with an error), so that a page a little over it is told
/// why, while no socket can make the server buffer more (900 sockets sending 1 MiB frames
/// took 908 MB).
const MAX_FRAME_BYTES: usize = 2 * MAX_MESSAGE_BYTES;
/// The close code of a socket whose game another page took over (a duplicated tab, say): the
/// page must not reconnect, which would take the game back and close the other.
pub(crate) const TAKEN_OVER: u16 = 4000;
/// The read and write buffers of a socket.
const SOCKET_BUFFER_BYTES: usize = 4096;

/// `GET /ws`: upgrades a request from one of the server's own pages, if there is room.
pub(crate) async fn upgrade(
    ws: WebSocketUpgrade,
    headers: HeaderMap,
    client: Option<Extension<ConnectInfo<crate::listener::Peer>>>,
    State(shared): State<Arc<Shared>>,
) -> Response {
    if !shared.allows(&headers) {
        return (
            StatusCode::FORBIDDEN,
            "only this server's own pages may open a game socket",
        )
            .into_response();
    }
    let client = client.map(|Extension(ConnectInfo(peer))| peer.0.ip());
    let place = match shared.places.admit(client) {
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
    // Small buffers (tungstenite's defaults are 128 KiB each way): messages are small, and
    // an idle game should cost kilobytes, not a quarter of a megabyte.
    ws.max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .read_buffer_size(SOCKET_BUFFER_BYTES)
        .write_buffer_size(SOCKET_BUFFER_BYTES)
        .on_upgrade(move |socket| {
            let client = client.filter(|_| shared.by_client);
            converse(socket, shared, place, client)
        })
}

/// A socket's life. When the page goes, its session is dropped and its own game waits in the
/// lobby for a reload.
///
/// Messages are answered off the async workers, on tokio's blocking threads, one at a time a
/// page (a page's next message waits for its answer); the heavy ones (a hard AI's answer, a
/// demo, a new board) wait for one of the hub's few places for heavy work first. Two pages
/// asking for seconds of search no longer stall every other page.
async fn converse(
    mut socket: WebSocket,
    shared: Arc<Shared>,
    _place: Admitted,
    client: Option<std::net::IpAddr>,
) {
    let hub = Arc::clone(&shared.hub);
    let mut session = Session::from_client(Arc::clone(&hub), client);
    let mut allowance = Allowance::new(shared.settings.burst, shared.settings.per_second);
    let mut ticker = tokio::time::interval(TICK);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    let mut heard = hub.now();
    loop {
        let now = hub.now();
        let text = tokio::select! {
            frame = socket.recv() => {
                heard = hub.now();
                match frame {
                    Some(Ok(Message::Text(_))) if !allowance.take() => {
                        let reason = "Too many messages: slow down.";
                        session.log_refusal(reason);
                        Err(vec![ServerMessage::error(reason)])
                    }
                    Some(Ok(Message::Text(text))) => Ok(text),
                    Some(Ok(Message::Binary(_))) => {
                        Err(vec![ServerMessage::error("Messages are JSON text, not binary frames.")])
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => Err(Vec::new()),
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                }
            }
            change = session.next_change() => Err(change),
            _ = ticker.tick() => {
                if hub.now().saturating_sub(heard) > shared.settings.idle {
                    tracing::info!(idle = ?shared.settings.idle, "closed a silent page's socket");
                    break;
                }
                Err(session.tick(now))
            }
        };
        let answers = match text {
            Ok(text) => {
                let Some((back, answers)) = answer(session, &hub, text.as_str(), now).await else {
                    break;
                };
                session = back;
                answers
            }
            Err(answers) => answers,
        };
        if send(&mut socket, answers).await.is_err() {
            break;
        }
        if session.superseded() {
            let frame = CloseFrame {
                code: TAKEN_OVER,
                reason: "this game is played in another page now".into(),
            };
            let _ = socket.send(Message::Close(Some(frame))).await;
            break;
        }
    }
}

/// `session`'s answers to the frame `text`, worked out on a blocking thread (a heavy request
/// after waiting for a place for heavy work), and the session back; `None` if the work
/// panicked, which ends the page's socket.
async fn answer(
    mut session: Session,
    hub: &Hub,
    text: &str,
    now: std::time::Duration,
) -> Option<(Session, Vec<ServerMessage>)> {
    let message = crate::protocol::parse(text);
    let heavy = message.as_ref().is_ok_and(crate::session::is_heavy);
    let _place = if heavy {
        Some(hub.heavy_work.acquire().await.ok()?)
    } else {
        None
    };
    tokio::task::spawn_blocking(move || {
        let answers = session.answer(message, now);
        (session, answers)
    })
    .await
    .ok()
}

/// Sends `answers` in order; an error when the page has gone.
async fn send(socket: &mut WebSocket, answers: Vec<ServerMessage>) -> Result<(), axum::Error> {
    for answer in answers {
        socket.send(Message::Text(encode(answer).into())).await?;
    }
    Ok(())
}
