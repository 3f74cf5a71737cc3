//! Moving Maze's messages. Rows, columns and lines count from 0, as cells do.

use serde::{Deserialize, Serialize};

use super::wire::{Cell, Dir};

/// What a page asks of its Moving Maze game (or, sitting at a table, of the table's game).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Request {
    /// Start a game, replacing any game of this page. All four players share the page.
    New(Board),
    /// Turn the floating tile a quarter (slide phase).
    Rotate {
        /// Clockwise, or counterclockwise.
        clockwise: bool,
    },
    /// Slide the floating tile in (slide phase).
    Slide {
        /// The side of the maze it enters from.
        side: Dir,
        /// The row or column, from 0 (the sliding ones are odd).
        index: u32,
    },
    /// Step the adventurer one tile (move phase).
    Step {
        /// Which way.
        side: Dir,
    },
    /// Walk the adventurer to a tile by any connected path (move phase).
    WalkTo {
        /// Column, from 0.
        x: u32,
        /// Row, from 0.
        y: u32,
    },
    /// End the move phase and the turn.
    EndMove,
    /// Ask for the turn medium's search would play for the player to move (slide phase).
    Hint,
    /// Ask for every turn played so far (a state carries the last few).
    Log,
    /// End the game (at a table: only its creator may).
    Quit,
}

/// Where a new game's board comes from: a board file's text, a random board, or (neither
/// given) the board the server was started with, else a random 7 × 7 board with 3 relics each.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// A board file's text.
    #[serde(default)]
    pub board: Option<String>,
    /// The shape of a random board.
    #[serde(default)]
    pub random: Option<RandomBoard>,
}

/// The shape of a random board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RandomBoard {
    /// Columns: odd, 3 to 9.
    pub width: u32,
    /// Rows: odd, 3 to 9.
    pub height: u32,
    /// Relics each player must collect.
    pub relics: u8,
    /// The board's seed; random if absent.
    #[serde(default)]
    pub seed: Option<u64>,
}

/// A player's colour, in the order of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Plays first, from the top-left corner.
    Green,
    /// From the top-right corner.
    Yellow,
    /// From the bottom-left corner.
    Red,
    /// From the bottom-right corner.
    Blue,
}

impl From<maze_moving::Colour> for Colour {
    fn from(colour: maze_moving::Colour) -> Colour {
        match colour {
            maze_moving::Colour::Green => Colour::Green,
            maze_moving::Colour::Yellow => Colour::Yellow,
            maze_moving::Colour::Red => Colour::Red,
            maze_moving::Colour::Blue => Colour::Blue,
        }
    }
}

/// The phase of the turn, or the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Rotate the floating tile and slide it in.
    Slide,
    /// Move the adventurer, or end the turn.
    Move,
    /// Someone has won or the game was quit.
    Over,
}

impl From<maze_moving::Phase> for Phase {
    fn from(phase: maze_moving::Phase) -> Phase {
        match phase {
            maze_moving::Phase::Slide => Phase::Slide,
            maze_moving::Phase::Move => Phase::Move,
            maze_moving::Phase::Over => Phase::Over,
        }
    }
}

/// What the server says of a Moving Maze game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Reply {
    /// The game as it stands, after every change (at a table, pushed to every page).
    State(Box<View>),
    /// The answer to `hint`: the turn medium's search would play.
    Hint(Box<Hint>),
    /// The answer to `log`: every turn played so far, oldest first (the most a game keeps,
    /// [`LOG`], from its end).
    Log {
        /// The turns.
        turns: Vec<Turn>,
    },
}

/// The turn a hint proposes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hint {
    /// Quarter turns clockwise before the slide.
    pub rotations: u8,
    /// Where to slide the tile in.
    pub insertion: Slot,
    /// The tile to walk to.
    pub destination: Cell,
    /// The fewest turns to the player's next relic (or corner), if within the search's
    /// horizon.
    pub turns: Option<u8>,
    /// The hint in words.
    pub said: String,
}

/// A relic on a tile: shown only when it is its colour's next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Relic {
    /// Who collects it.
    pub colour: Colour,
    /// Its place in that colour's order, from 1.
    pub order: u8,
}

/// A tile: its open sides and its visible relic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tile {
    /// Open sides, in the order north, east, south, west.
    pub open: [bool; 4],
    /// The relic, if it is someone's next.
    pub relic: Option<Relic>,
}

/// A player: their adventurer's tile, their home corner, their relics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The player's colour.
    pub colour: Colour,
    /// The adventurer's tile.
    pub at: Cell,
    /// The corner they started in and must come back to.
    pub home: Cell,
    /// Relics collected.
    pub collected: u8,
}

/// A place where the floating tile could go in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slot {
    /// The side it enters from.
    pub side: Dir,
    /// The row or column, from 0.
    pub index: u32,
    /// Whether a slide here is allowed now.
    pub allowed: bool,
    /// Whether it is the slide that would undo the last one (never allowed).
    pub undoes_last: bool,
}

/// How many of the last turns a state carries.
pub const HISTORY: usize = 12;
/// How many turns a game keeps for `log`: more than any game of people takes.
pub const LOG: usize = 2000;

/// One player's turn, as the history lists it and the page animates it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// The turn's number, from 1: a page animates the turns it has not shown yet.
    pub number: u32,
    /// Who played it.
    pub colour: Colour,
    /// Where the tile went in, once it has.
    pub slide: Option<SlideAt>,
    /// The tiles the adventurer walked through, where it stood after the slide first.
    pub walk: Vec<Cell>,
    /// Relics collected in this turn.
    pub collected: u8,
}

/// Where a tile went in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SlideAt {
    /// The side it entered from.
    pub side: Dir,
    /// The row or column, from 0.
    pub index: u32,
}

/// Moving Maze as the page draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// The tiles, row by row.
    pub tiles: Vec<Tile>,
    /// The floating tile.
    pub floating: Tile,
    /// Those who play (green, yellow, red and blue, or two or three of them), in turn order.
    pub players: Vec<Player>,
    /// Whose turn it is.
    pub current: Colour,
    /// The phase of the turn.
    pub phase: Phase,
    /// Relics each player must collect.
    pub relic_goal: u8,
    /// Every place on the border a tile could go in.
    pub insertions: Vec<Slot>,
    /// In the move phase, the tiles the current adventurer can walk to.
    pub reachable: Vec<Cell>,
    /// Who won, once someone has.
    pub winner: Option<Colour>,
    /// What the last command did, in words.
    pub said: String,
    /// The last turns, oldest first (at most [`HISTORY`]).
    pub history: Vec<Turn>,
    /// A random board's seed (with the shape, it replays the board); none for a board file.
    pub seed: Option<u64>,
}
