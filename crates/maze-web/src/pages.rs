//! The pages and their assets, embedded in the binary: nothing to find at run time, no
//! network, no build step.

use std::sync::{Arc, LazyLock};

use axum::Router;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::get;

use crate::Shared;

const INDEX: &str = include_str!("../assets/index.html");
const CLASSIC: &str = include_str!("../assets/classic.html");
const STYLE: &str = include_str!("../assets/style.css");
const CLASSIC_JS: &str = include_str!("../assets/classic.js");
const MOVING: &str = include_str!("../assets/moving.html");
const MOVING_JS: &str = include_str!("../assets/moving.js");
/// The word maze's page, its scoring rule in the engine's words.
static WORDS: LazyLock<String> = LazyLock::new(|| {
    let rule = crate::text::sentence(&maze_words::scoring_rule(None));
    include_str!("../assets/words.html").replace(
        "<!-- scoring: the server writes maze_words::scoring_rule here -->",
        &escape(&rule),
    )
});
const WORDS_JS: &str = include_str!("../assets/words.js");
const GRID_JS: &str = include_str!("../assets/grid.js");
const SESSION_JS: &str = include_str!("../assets/session.js");
const TREASURE: &str = include_str!("../assets/treasure.html");
const TREASURE_JS: &str = include_str!("../assets/treasure.js");

/// Every page is plain files of its own: scripts only from the server, sockets only to it.
const POLICY: &str =
    "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'";

/// The routes of the pages and assets, and a page for everything else.
pub fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/", get(|| async { page(INDEX) }))
        .route("/classic", get(|| async { page(CLASSIC) }))
        .route("/moving", get(|| async { page(MOVING) }))
        .route("/words", get(|| async { page(WORDS.as_str()) }))
        .route("/treasure", get(|| async { page(TREASURE) }))
        .route("/assets/style.css", get(|| async { asset("text/css", STYLE) }))
        .route("/assets/classic.js", get(|| async { asset("text/javascript", CLASSIC_JS) }))
        .route("/assets/moving.js", get(|| async { asset("text/javascript", MOVING_JS) }))
        .route("/assets/words.js", get(|| async { asset("text/javascript", WORDS_JS) }))
        .route("/assets/grid.js", get(|| async { asset("text/javascript", GRID_JS) }))
        .route("/assets/session.js", get(|| async { asset("text/javascript", SESSION_JS) }))
        .route("/assets/treasure.js", get(|| async { asset("text/javascript", TREASURE_JS) }))
        .fallback(|| async {
            (StatusCode::NOT_FOUND, page("<!doctype html><title>Not found</title><p>No such page. <a href=\"/\">All games</a>"))
        })
}

fn page(html: &'static str) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CONTENT_SECURITY_POLICY, POLICY),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (header::REFERRER_POLICY, "no-referrer"),
        ],
        html,
    )
}

/// `text` safe inside HTML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

fn asset(kind: &'static str, body: &'static str) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        body,
    )
}
