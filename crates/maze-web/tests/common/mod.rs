//! Helpers shared by the tests that talk to a real server over a loopback socket.

// Each test file compiles this module on its own and uses only some of it.
#![allow(dead_code)]

pub mod load;

use std::net::SocketAddr;
use std::time::Duration;

use axum::http::header;
use futures_util::{SinkExt, StreamExt};
use maze_web::Server;
use maze_web::protocol::{Envelope, ServerMessage};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::{self, Message};

/// A client's socket.
pub type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A server on a free loopback port, serving in the background. The tests replay whole games
/// as fast as the server answers, so their pages may send as many messages as they like.
pub async fn running() -> SocketAddr {
    serving(bound().await.with_allowance(u32::MAX, u32::MAX))
}

/// A server bound to a free loopback port, not yet serving.
pub async fn bound() -> Server {
    Server::bind("127.0.0.1".parse().unwrap(), 0).await.unwrap()
}

/// Serves `server` in the background; its address.
pub fn serving(server: Server) -> SocketAddr {
    let addr = server.local_addr().unwrap();
    tokio::spawn(server.serve(std::future::pending()));
    addr
}

/// A socket to the server at `addr`, sending `origin` (none: no `Origin` header).
pub async fn connect(addr: SocketAddr, origin: Option<&str>) -> Result<Socket, tungstenite::Error> {
    let mut request = format!("ws://{addr}/ws").into_client_request().unwrap();
    if let Some(origin) = origin {
        request
            .headers_mut()
            .insert(header::ORIGIN, origin.parse().unwrap());
    }
    tokio_tungstenite::connect_async(request)
        .await
        .map(|(socket, _)| socket)
}

/// A socket from the server's own page.
pub async fn own(addr: SocketAddr) -> Socket {
    connect(addr, Some(&format!("http://{addr}")))
        .await
        .unwrap()
}

/// Sends one text frame.
pub async fn send(socket: &mut Socket, text: &str) {
    socket.send(Message::text(text)).await.unwrap();
}

/// The next message from the server, within 5 s.
pub async fn receive(socket: &mut Socket) -> ServerMessage {
    let frame = tokio::time::timeout(Duration::from_secs(5), socket.next())
        .await
        .expect("an answer within 5 s")
        .unwrap()
        .unwrap();
    let envelope: Envelope<ServerMessage> = serde_json::from_str(frame.to_text().unwrap()).unwrap();
    assert_eq!(envelope.v, maze_web::protocol::VERSION);
    envelope.message
}
