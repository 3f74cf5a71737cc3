//! The server's listener: how many connections may wait to be answered, and how long one may
//! take to send its request.
//!
//! Every connection holds a place among `Settings::pending` from its accept until its first
//! request's headers have arrived, and must send them within `Settings::header_timeout`: connections that never
//! finish a request (thousands of idle or half-sent ones) can no longer lock the pages out.
//! When every place is taken, the connection that has waited longest is closed to make room
//! for the new one: a person's page sends its request at once, so connections held open
//! without one (300 of them failed 54 of 57 page loads when new ones were turned away) are
//! the ones that go. Once its headers are in, a
//! connection is the server's as before: a page's socket is admitted (or refused) by
//! `admission`, and every other answer closes its connection (`Connection: close`), so no
//! connection idles between requests either.
//!
//! A write that waits longer than `Settings::write_timeout` for the other end to read closes
//! the connection: a client that asks for answers and never reads them holds neither their
//! memory nor a place for long.

use std::collections::VecDeque;
use std::future::Future as _;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::extract::connect_info::Connected;
use axum::serve::IncomingStream;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, oneshot};

/// How long a new connection waits for the place of the waiting one closed for it.
const ROOM_WAIT: Duration = Duration::from_secs(1);

/// A TCP listener whose connections must send their request headers in time.
#[derive(Debug)]
pub(crate) struct Guarded {
    listener: TcpListener,
    pending: Arc<Semaphore>,
    /// The places in `pending`.
    places: usize,
    timeout: Duration,
    write_timeout: Duration,
    /// The connections waiting for their headers, oldest first, each by the sender that
    /// closes it (a connection whose headers came in has dropped its receiver).
    waiting: VecDeque<oneshot::Sender<()>>,
}

impl Guarded {
    /// Guards `listener`: at most `pending` connections waiting for headers, each for at
    /// most `timeout`, and no write waiting more than `write_timeout`.
    pub(crate) fn new(
        listener: TcpListener,
        pending: usize,
        timeout: Duration,
        write_timeout: Duration,
    ) -> Guarded {
        Guarded {
            listener,
            pending: Arc::new(Semaphore::new(pending)),
            places: pending,
            timeout,
            write_timeout,
            waiting: VecDeque::new(),
        }
    }

    /// A place for a new connection, when every place is taken: the connection that has
    /// waited longest for its headers is closed, and its place taken as soon as it lets go.
    async fn make_room(&mut self) -> Option<OwnedSemaphorePermit> {
        while let Some(oldest) = self.waiting.pop_front() {
            if oldest.send(()).is_ok() {
                let place = Arc::clone(&self.pending).acquire_owned();
                return tokio::time::timeout(ROOM_WAIT, place).await.ok()?.ok();
            }
        }
        None
    }

    /// Counts a new connection among those waiting, which `make_room` may close.
    fn wait_in_line(&mut self) -> oneshot::Receiver<()> {
        let (close, closed) = oneshot::channel();
        // Those whose headers came in are forgotten now and then, so the line stays short.
        if self.waiting.len() >= 2 * self.places.max(1) {
            self.waiting.retain(|sender| !sender.is_closed());
        }
        self.waiting.push_back(close);
        closed
    }
}

impl axum::serve::Listener for Guarded {
    type Io = GuardedStream;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (GuardedStream, SocketAddr) {
        loop {
            let (stream, addr) = match self.listener.accept().await {
                Ok(accepted) => accepted,
                Err(err) => {
                    // Out of file descriptors, say: wait a moment rather than spin.
                    tracing::info!(%err, "could not accept a connection");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            };
            let place = match Arc::clone(&self.pending).try_acquire_owned() {
                Ok(place) => place,
                Err(_) => match self.make_room().await {
                    Some(place) => place,
                    // No room made: the new connection is closed at once (dropped).
                    None => continue,
                },
            };
            let deadline = Box::pin(tokio::time::sleep(self.timeout));
            let waiting = Waiting {
                _place: place,
                deadline,
                closed: Some(self.wait_in_line()),
                matched: 0,
                begun: false,
            };
            let stream = GuardedStream::new(stream, Some(waiting), self.write_timeout);
            return (stream, addr);
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }
}

/// A connection's peer, as handlers see it (`ConnectInfo<Peer>`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Peer(pub(crate) SocketAddr);

impl Connected<IncomingStream<'_, Guarded>> for Peer {
    fn connect_info(stream: IncomingStream<'_, Guarded>) -> Peer {
        Peer(*stream.remote_addr())
    }
}

/// A connection, with its deadline until its first request's headers are in, and its
/// deadline for a write the other end does not read.
#[derive(Debug)]
pub(crate) struct GuardedStream {
    stream: TcpStream,
    waiting: Option<Waiting>,
    write_timeout: Duration,
    /// Since when a write has waited, as the deadline it has: none while writes go through.
    stalled: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl GuardedStream {
    fn new(stream: TcpStream, waiting: Option<Waiting>, write_timeout: Duration) -> Self {
        GuardedStream {
            stream,
            waiting,
            write_timeout,
            stalled: None,
        }
    }

    /// What a write's `outcome` means under the write deadline: a write that went through
    /// ends any wait; one that must wait starts the deadline, or fails once it has passed.
    fn within_deadline<T>(
        &mut self,
        cx: &mut Context<'_>,
        outcome: Poll<io::Result<T>>,
    ) -> Poll<io::Result<T>> {
        if outcome.is_ready() {
            self.stalled = None;
            return outcome;
        }
        let timeout = self.write_timeout;
        let stalled = self
            .stalled
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(timeout)));
        match stalled.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the other end did not read what was written in time",
            ))),
            Poll::Pending => Poll::Pending,
        }
    }
}

/// What a connection holds while its headers are awaited.
#[derive(Debug)]
struct Waiting {
    _place: OwnedSemaphorePermit,
    deadline: Pin<Box<tokio::time::Sleep>>,
    /// Says when the connection is closed to make room for a newer one.
    closed: Option<oneshot::Receiver<()>>,
    /// How much of the end of headers, `\r\n\r\n`, the bytes so far end with.
    matched: usize,
    /// Whether the request line has begun: the empty lines HTTP lets a client send before it
    /// are no end of headers (they ended the deadline, and the server then waited for ever).
    begun: bool,
}

/// The bytes that end a request's headers.
const END_OF_HEADERS: &[u8; 4] = b"\r\n\r\n";

impl Waiting {
    /// Reads `bytes` on; whether the headers are now complete.
    fn complete_after(&mut self, bytes: &[u8]) -> bool {
        for &byte in bytes {
            if !self.begun {
                if matches!(byte, b'\r' | b'\n') {
                    continue;
                }
                self.begun = true;
            }
            self.matched = if byte == END_OF_HEADERS[self.matched] {
                self.matched + 1
            } else if byte == END_OF_HEADERS[0] {
                1
            } else {
                0
            };
            if self.matched == END_OF_HEADERS.len() {
                return true;
            }
        }
        false
    }
}

impl AsyncRead for GuardedStream {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if let Some(waiting) = &mut this.waiting
            && waiting.deadline.as_mut().poll(cx).is_ready()
        {
            return Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the request's headers did not arrive in time",
            )));
        }
        if let Some(waiting) = &mut this.waiting
            && let Some(closed) = &mut waiting.closed
            && let Poll::Ready(outcome) = Pin::new(closed).poll(cx)
        {
            waiting.closed = None;
            if outcome.is_ok() {
                return Poll::Ready(Err(io::Error::new(
                    io::ErrorKind::ConnectionAborted,
                    "closed to make room for a newer connection",
                )));
            }
        }
        let before = buf.filled().len();
        let read = Pin::new(&mut this.stream).poll_read(cx, buf);
        if let (Poll::Ready(Ok(())), Some(waiting)) = (&read, &mut this.waiting)
            && waiting.complete_after(&buf.filled()[before..])
        {
            // The headers are in: the place is given back, and the deadline ends.
            this.waiting = None;
        }
        read
    }
}

impl AsyncWrite for GuardedStream {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bytes: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let outcome = Pin::new(&mut this.stream).poll_write(cx, bytes);
        this.within_deadline(cx, outcome)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let outcome = Pin::new(&mut this.stream).poll_flush(cx);
        this.within_deadline(cx, outcome)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn waiting() -> Waiting {
        let semaphore = Arc::new(Semaphore::new(1));
        Waiting {
            _place: semaphore.try_acquire_owned().unwrap(),
            deadline: Box::pin(tokio::time::sleep(Duration::from_secs(1))),
            closed: None,
            matched: 0,
            begun: false,
        }
    }

    #[tokio::test]
    async fn the_end_of_headers_is_found_across_reads() {
        let mut w = waiting();
        assert!(!w.complete_after(b"GET / HTTP/1.1\r\nHost: x\r"));
        assert!(!w.complete_after(b"\n\r"));
        assert!(w.complete_after(b"\n"));
        let mut w = waiting();
        assert!(!w.complete_after(b"G\r\n\r\r\n"));
        assert!(w.complete_after(b"\r\n"));
    }

    /// Issue 70, item 3: empty lines before the request line (which HTTP allows) do not end
    /// the wait for headers, however many arrive.
    #[tokio::test]
    async fn empty_lines_before_a_request_are_no_end_of_headers() {
        let mut w = waiting();
        for _ in 0..1000 {
            assert!(!w.complete_after(b"\r\n\r\n"));
        }
        assert!(!w.complete_after(b"\n\nGET / HTTP/1.1\r\nHost: x\r\n"));
        assert!(w.complete_after(b"\r\n"));
    }

    /// Issue 70, item 2: a write the other end never reads fails once the write deadline
    /// has passed (on tokio's paused clock, which moves on when nothing else can), so that
    /// an unread answer is not held for ever; writes that go through are not timed.
    #[tokio::test(start_paused = true)]
    async fn a_write_nobody_reads_fails_after_the_deadline() {
        use tokio::io::AsyncWriteExt as _;
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let client = TcpStream::connect(listener.local_addr().unwrap())
            .await
            .unwrap();
        let (server, _) = listener.accept().await.unwrap();
        let deadline = Duration::from_secs(30);
        let mut stream = GuardedStream::new(server, None, deadline);
        let piece = vec![0u8; 1 << 16];
        let mut started = tokio::time::Instant::now();
        let mut written = 0usize;
        let failed = loop {
            match stream.write_all(&piece).await {
                Ok(()) => {
                    written += piece.len();
                    started = tokio::time::Instant::now();
                }
                Err(error) => break error,
            }
        };
        assert_eq!(failed.kind(), io::ErrorKind::TimedOut);
        assert!(started.elapsed() >= deadline, "{:?}", started.elapsed());
        assert!(written > 0, "the writes the buffers took went through");
        drop(client);
    }
}
