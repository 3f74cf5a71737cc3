//! The endless page's requests: windows of the infinite maze to draw, and the endless game
//! (`maze_classic::endless`) played a move a request.
//!
//! A game in progress is wholly given by its seed, the player's cell and the target's, which
//! the page keeps in its address, so the server keeps nothing: each request is read as the
//! page sent it, checked (coordinates as decimal text, since they pass 2⁵³), and answered as
//! JSON, or refused with a `400 Bad Request` saying why.
//!
//! - `GET /endless/window?seed=…&x=…&y=…&width=…&height=…`: the passages of up to 128 × 128
//!   cells ([`Window`]).
//! - `GET /endless/state?seed=…&at=X,Y&to=X,Y&reach=N&hint=K`: a game's state; without `to`, a
//!   new target `reach` passages from `at` ([`State`]).
//! - `GET /endless/move?seed=…&at=X,Y&to=X,Y&dir=n&hint=K`: the state after one step.

use std::sync::Arc;

use axum::Router;
use axum::extract::Query as QueryString;
use axum::response::Response;
use axum::routing::get;
use maze_classic::endless::{Command, Config, DEFAULT_REACH, Game, MAX_REACH, Target, start_of};
use mazes::infinite::{Cell, InfiniteMaze};
use mazes::{Direction, Size};

use crate::Shared;
use crate::heavy::{Weight, json};
use crate::studio::{parse, seed, side};

/// The largest window a request may ask for, a side.
pub const MAX_WINDOW: u32 = 128;
/// The most steps of the way a state shows.
pub const MAX_HINT: usize = 100;

/// A request's query as the page sent it: every field text, none checked.
#[derive(Clone, Debug, Default, serde::Deserialize)]
pub struct Query {
    seed: Option<String>,
    x: Option<String>,
    y: Option<String>,
    width: Option<String>,
    height: Option<String>,
    at: Option<String>,
    to: Option<String>,
    reach: Option<String>,
    dir: Option<String>,
    hint: Option<String>,
}

/// The passages of a window: bit 0 of a cell's two bits is the passage east of it, bit 1 the
/// one south (to cells beyond the window too), cells row by row, two to a hexadecimal digit
/// (the first cell in the digit's low bits).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Window {
    /// The top-left cell's column and row, in decimal.
    pub x: String,
    /// See `x`.
    pub y: String,
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// The passages.
    pub open: String,
}

/// A game as the page shows it; coordinates and lengths in decimal text.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct State {
    /// The plane's seed.
    pub seed: String,
    /// The player's cell, `[x, y]`.
    pub player: [String; 2],
    /// The target's cell.
    pub target: [String; 2],
    /// The length of the way left, exactly.
    pub way_left: String,
    /// The compass point towards the target (`N`, `NE`, … or `here`).
    pub point: &'static str,
    /// The straight-line distance to the target, in cells.
    pub distance: f64,
    /// The next steps of the way, one letter each (`n`, `e`, `s`, `w`).
    pub hint: String,
    /// Whether the player stands on the target.
    pub arrived: bool,
}

fn cell(field: &Option<String>, name: &str) -> Result<Option<Cell>, String> {
    field
        .as_deref()
        .map(str::trim)
        .filter(|text| !text.is_empty())
        .map(|text| {
            text.parse::<Cell>()
                .map_err(|e| format!("the {name} is not understood: {e}"))
        })
        .transpose()
}

fn coordinate(field: &Option<String>, name: &str) -> Result<u64, String> {
    parse(field, name, 0)
}

impl Query {
    /// The window the query asks for.
    pub fn window(&self) -> Result<Window, String> {
        let plane = InfiniteMaze::new(seed(&self.seed)?);
        let at = Cell::new(coordinate(&self.x, "x")?, coordinate(&self.y, "y")?);
        let size = Size::new(
            side(&self.width, "width", 64, MAX_WINDOW)?,
            side(&self.height, "height", 64, MAX_WINDOW)?,
        );
        // One more column and row, where the plane has them, for the passages leaving the
        // window east and south.
        let grow = |v: u64, len: u32| len + u32::from(v.checked_add(u64::from(len)).is_some());
        let wide = Size::new(grow(at.x, size.width), grow(at.y, size.height));
        let grid = plane.window_grid(at, wide).map_err(|e| e.to_string())?;
        let mut digits = Vec::with_capacity(size.cells().div_ceil(2) as usize);
        let mut pair = 0u8;
        for (i, pos) in (0..size.height)
            .flat_map(|y| (0..size.width).map(move |x| mazes::Pos::new(x, y)))
            .enumerate()
        {
            let bits = u8::from(grid.is_open(pos, Direction::East))
                | (u8::from(grid.is_open(pos, Direction::South)) << 1);
            pair |= bits << (2 * (i % 2));
            if i % 2 == 1 {
                digits.push(pair);
                pair = 0;
            }
        }
        if size.cells() % 2 == 1 {
            digits.push(pair);
        }
        Ok(Window {
            x: at.x.to_string(),
            y: at.y.to_string(),
            width: size.width,
            height: size.height,
            open: digits
                .iter()
                .map(|d| char::from(b"0123456789abcdef"[usize::from(*d)]))
                .collect(),
        })
    }

    /// The game the query describes: a new target from `at` without `to`.
    fn game(&self) -> Result<Game, String> {
        let seed = seed(&self.seed)?;
        let at = cell(&self.at, "cell")?.unwrap_or_else(|| start_of(seed));
        let reach: u64 = parse(&self.reach, "reach", DEFAULT_REACH)?;
        if !(1..=MAX_REACH).contains(&reach) {
            return Err(format!(
                "the reach must be from 1 to {MAX_REACH} passages, not {reach}"
            ));
        }
        // A game in progress may stand on its target (a link sent from there); a new one may not.
        match cell(&self.to, "target")? {
            Some(target) => Ok(Game::from_link(seed, at, target)),
            None => Game::new(Config {
                seed,
                start: at,
                target: Target::Away(reach),
            })
            .map_err(|e| e.to_string()),
        }
    }

    fn hint(&self) -> Result<usize, String> {
        let hint: usize = parse(&self.hint, "hint", 0)?;
        Ok(hint.min(MAX_HINT))
    }

    /// The state of the game the query describes.
    pub fn state(&self) -> Result<State, String> {
        Ok(state(&self.game()?, self.hint()?))
    }

    /// The state after the step the query asks for, or why it cannot be taken.
    pub fn moved(&self) -> Result<State, String> {
        let mut game = self.game()?;
        let dir: Direction = match self.dir.as_deref() {
            Some(text) => text
                .parse()
                .map_err(|e| format!("the direction is not understood: {e}"))?,
            None => return Err("say which way to step: dir=n, e, s or w".to_owned()),
        };
        game.apply(Command::Move(dir), std::time::Duration::ZERO)
            .map_err(|e| e.to_string())?;
        Ok(state(&game, self.hint()?))
    }
}

fn state(game: &Game, hint: usize) -> State {
    let (player, target) = (game.player(), game.target());
    let bearing = game.bearing();
    State {
        seed: game.config().seed.to_string(),
        player: [player.x.to_string(), player.y.to_string()],
        target: [target.x.to_string(), target.y.to_string()],
        way_left: game.way_left().to_string(),
        point: bearing.point(),
        distance: bearing.distance(),
        hint: game
            .hint(hint)
            .into_iter()
            .map(|dir| dir.name().chars().next().unwrap_or('?'))
            .collect(),
        arrived: player == target,
    }
}

/// The endless page's routes (its page is served with the others).
pub fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/endless/window", get(|s, q| answer(s, q, Query::window)))
        .route("/endless/state", get(|s, q| answer(s, q, Query::state)))
        .route("/endless/move", get(|s, q| answer(s, q, Query::moved)))
}

/// Answers `query` by `work`, off the server's async threads, as JSON.
async fn answer<T: serde::Serialize + Send + 'static>(
    axum::extract::State(shared): axum::extract::State<Arc<Shared>>,
    QueryString(query): QueryString<Query>,
    work: fn(&Query) -> Result<T, String>,
) -> Response {
    let work = move || json(work(&query));
    shared.answers.answer(Weight::Light, work).await
}

#[cfg(test)]
mod tests;
