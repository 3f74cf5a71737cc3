//! The HTTP answers that take work: the studio's pictures, the watch page's shows and the
//! endless maze's windows. Each is worked out off the server's async threads, and kept in
//! memory only while it is sent.
//!
//! At most [`IN_FLIGHT`] such answers are under way at once, from their request until their
//! last byte is sent (or their connection is gone); beyond them a request is answered
//! `503 Service Unavailable` at once, so that a crowd of requests, or of clients that never
//! read their answers, cannot hold the memory of hundreds. The heavy ones (pictures, shows)
//! are drawn in fewer places than the machine has processors, so that the games' own work (a
//! hard computer's move, a hint) always finds a processor.

use std::sync::Arc;

use axum::body::{Body, Bytes};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::studio::refused;

/// The most answers under way at once.
pub(crate) const IN_FLIGHT: usize = 16;
/// The size of the pieces an answer is sent in: hyper asks for the next when it has written
/// the last, so an answer's memory goes with its connection.
const PIECE: usize = 64 * 1024;

/// How much work an answer takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Weight {
    /// A picture or a show: drawn in one of the few places for heavy work.
    Heavy,
    /// A window or a step of the endless maze: small by its bounds, done at once.
    Light,
}

/// The places for answers under way, and for drawing heavy ones.
#[derive(Debug)]
pub(crate) struct Answers {
    in_flight: Arc<Semaphore>,
    drawing: Semaphore,
}

impl Answers {
    /// Places for [`IN_FLIGHT`] answers under way, heavy ones drawn one fewer at a time than
    /// the machine has processors (at least one).
    pub(crate) fn new() -> Answers {
        let processors = std::thread::available_parallelism().map_or(1, usize::from);
        Answers::with_places(IN_FLIGHT, processors.saturating_sub(1).max(1))
    }

    /// Places for `in_flight` answers under way, `drawing` heavy ones drawn at a time.
    pub(crate) fn with_places(in_flight: usize, drawing: usize) -> Answers {
        Answers {
            in_flight: Arc::new(Semaphore::new(in_flight)),
            drawing: Semaphore::new(drawing),
        }
    }

    /// The answer `work` gives, worked out off the async threads (a refusal as
    /// [`refused`] says it), or `503` when every place is taken.
    pub(crate) async fn answer(
        &self,
        weight: Weight,
        work: impl FnOnce() -> Result<Response, String> + Send + 'static,
    ) -> Response {
        let Ok(place) = Arc::clone(&self.in_flight).try_acquire_owned() else {
            return busy();
        };
        let drawing = match weight {
            Weight::Heavy => match self.drawing.acquire().await {
                Ok(drawing) => Some(drawing),
                Err(_) => return busy(),
            },
            Weight::Light => None,
        };
        let worked = tokio::task::spawn_blocking(work).await;
        drop(drawing);
        match worked {
            Ok(Ok(response)) => sent_holding(response, place).await,
            Ok(Err(why)) => refused(why),
            Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
        }
    }
}

/// `response`, its body sent in pieces that hold `place` until the last is taken (or the
/// connection goes), with its length said.
async fn sent_holding(response: Response, place: OwnedSemaphorePermit) -> Response {
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    parts
        .headers
        .insert(header::CONTENT_LENGTH, HeaderValue::from(bytes.len()));
    let pieces = (0..bytes.len()).step_by(PIECE).map(move |at| {
        let _held = &place;
        Ok::<Bytes, std::convert::Infallible>(bytes.slice(at..bytes.len().min(at + PIECE)))
    });
    Response::from_parts(parts, Body::from_stream(futures_util::stream::iter(pieces)))
}

/// The answer when every place is taken.
fn busy() -> Response {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::RETRY_AFTER, "1"),
        ],
        "The server is busy drawing other mazes: try again in a moment.",
    )
        .into_response()
}

/// A value as a JSON answer, or why there is none.
pub(crate) fn json<T: serde::Serialize>(value: Result<T, String>) -> Result<Response, String> {
    let json = serde_json::to_vec(&value?).map_err(|e| e.to_string())?;
    Ok(([(header::CONTENT_TYPE, "application/json")], json).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The answers' places are held until an answer's body is gone: while one is unread,
    /// the next request is told the server is busy, and once it is read (or dropped), the
    /// next is answered. The body is sent whole, with its length.
    #[tokio::test]
    async fn an_answer_holds_its_place_until_it_is_sent() {
        let answers = Answers::with_places(1, 1);
        let big = vec![7u8; 3 * PIECE + 5];
        let held = answers
            .answer(Weight::Heavy, move || Ok(big.into_response()))
            .await;
        assert_eq!(held.status(), StatusCode::OK);
        assert_eq!(
            held.headers()[header::CONTENT_LENGTH],
            (3 * PIECE + 5).to_string()
        );
        let refused = answers
            .answer(Weight::Light, || Ok(().into_response()))
            .await;
        assert_eq!(refused.status(), StatusCode::SERVICE_UNAVAILABLE);
        let body = axum::body::to_bytes(held.into_body(), usize::MAX)
            .await
            .unwrap();
        assert!(body.len() == 3 * PIECE + 5 && body.iter().all(|&b| b == 7));
        let next = answers
            .answer(Weight::Light, || Ok(().into_response()))
            .await;
        assert_eq!(next.status(), StatusCode::OK);
        drop(next);
        let said = answers
            .answer(Weight::Heavy, || Err("no such maze".to_owned()))
            .await;
        assert_eq!(said.status(), StatusCode::BAD_REQUEST);
    }
}
