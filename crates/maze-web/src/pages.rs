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
const MOVING: &str = include_str!("../assets/moving.html");
const TREASURE: &str = include_str!("../assets/treasure.html");
const STUDIO: &str = include_str!("../assets/studio.html");
const WATCH: &str = include_str!("../assets/watch.html");
const ENDLESS: &str = include_str!("../assets/endless.html");
/// The word maze's page, its scoring rule in the engine's words.
static WORDS: LazyLock<String> =
    LazyLock::new(|| with_scoring(include_str!("../assets/words.html")));
/// The rules of every game, the word maze's scoring in the engine's words.
static RULES: LazyLock<String> =
    LazyLock::new(|| with_scoring(include_str!("../assets/rules.html")));

/// `html` with the word maze's scoring rule written where it says.
fn with_scoring(html: &str) -> String {
    let rule = crate::text::sentence(&maze_words::scoring_rule(None));
    html.replace(
        "<!-- scoring: the server writes maze_words::scoring_rule here -->",
        &escape(&rule),
    )
}

/// The files the pages load, by name under `/assets/`, with their types.
const ASSETS: &[(&str, &str, &str)] = &[
    ("style.css", "text/css", include_str!("../assets/style.css")),
    ("theme.js", JS, include_str!("../assets/theme.js")),
    ("sound.js", JS, include_str!("../assets/sound.js")),
    ("session.js", JS, include_str!("../assets/session.js")),
    ("grid.js", JS, include_str!("../assets/grid.js")),
    ("keys.js", JS, include_str!("../assets/keys.js")),
    ("relics.js", JS, include_str!("../assets/relics.js")),
    ("rules.js", JS, include_str!("../assets/rules.js")),
    ("seed.js", JS, include_str!("../assets/seed.js")),
    ("home.js", JS, include_str!("../assets/home.js")),
    ("classic.js", JS, include_str!("../assets/classic.js")),
    ("moving.js", JS, include_str!("../assets/moving.js")),
    ("words.js", JS, include_str!("../assets/words.js")),
    ("treasure.js", JS, include_str!("../assets/treasure.js")),
    ("studio.js", JS, include_str!("../assets/studio.js")),
    ("watch.js", JS, include_str!("../assets/watch.js")),
    ("endless.js", JS, include_str!("../assets/endless.js")),
];
const JS: &str = "text/javascript";

/// Every page is plain files of its own: scripts only from the server, sockets only to it.
const POLICY: &str =
    "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'";

/// The routes of the pages and assets, and a page for everything else.
pub fn routes() -> Router<Arc<Shared>> {
    let mut router = Router::new()
        .route("/", get(|| async { page(INDEX) }))
        .route("/rules", get(|| async { page(RULES.as_str()) }))
        .route("/classic", get(|| async { page(CLASSIC) }))
        .route("/moving", get(|| async { page(MOVING) }))
        .route("/words", get(|| async { page(WORDS.as_str()) }))
        .route("/treasure", get(|| async { page(TREASURE) }))
        .route("/studio", get(|| async { page(STUDIO) }))
        .route("/watch", get(|| async { page(WATCH) }))
        .route("/endless", get(|| async { page(ENDLESS) }));
    for &(name, kind, body) in ASSETS {
        router = router.route(
            &format!("/assets/{name}"),
            get(move || async move { asset(kind, body) }),
        );
    }
    router.fallback(|| async {
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
