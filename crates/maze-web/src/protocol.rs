//! The messages between the page and the server: JSON text frames, each carrying the protocol
//! version `v` and a `type`. `docs/protocol.md` describes them for people writing a page.

use maze::{Direction, Pos};
use moving_maze::{Colour, Side};
use serde::{Deserialize, Serialize};

/// The protocol version this server speaks.
pub const VERSION: u32 = 1;
/// The longest message the server reads; longer ones get an error and change nothing.
pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;

/// What a page can ask.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMessage {
    /// The page's first message: asks for a token and, with the token of a page that closed
    /// moments ago (a reload), for that page's game back.
    Hello {
        /// The token the page had before it reloaded.
        #[serde(default)]
        resume: Option<String>,
    },
    /// Start a Maze Game, replacing any game of this connection.
    NewClassic {
        /// `easy`, `medium`, `hard` or `WxH`.
        difficulty: String,
        /// `single` or `versus`.
        mode: String,
        /// `easy`, `medium` or `hard`.
        ai: String,
        /// The maze's seed; random if absent.
        #[serde(default)]
        seed: Option<u64>,
        /// Seconds between regenerations, 0 for never; 60 if absent.
        #[serde(default)]
        regen: Option<u64>,
    },
    /// Step the player one cell.
    Move {
        /// Which way.
        dir: Direction,
    },
    /// Ask for the next steps of a shortest way out.
    Hint,
    /// Ask for the whole way out.
    Solution,
    /// Save the Maze Game to the save file the terminal uses too.
    ClassicSave,
    /// Load the Maze Game saved there (from the browser or the terminal).
    ClassicLoad,
    /// Start a game of Moving Maze, replacing any game of this connection: from a board
    /// file's text, a random board, or (neither given) the board the server was started
    /// with, else a random 7 × 7 board with 3 relics each.
    NewMoving {
        /// A board file's text.
        #[serde(default)]
        board: Option<String>,
        /// The shape of a random board.
        #[serde(default)]
        random: Option<RandomBoard>,
    },
    /// Start a Moving Maze table: a game whose colours are each played at this page, by a
    /// computer, or by a friend elsewhere with their own link. The board is as for
    /// `new_moving`.
    NewTable {
        /// A board file's text.
        #[serde(default)]
        board: Option<String>,
        /// The shape of a random board.
        #[serde(default)]
        random: Option<RandomBoard>,
        /// Who plays green, yellow, red and blue.
        seats: [SeatChoice; 4],
    },
    /// Sit at a table: with a seat link's token as that seat (the creator's token: the seats
    /// at its screen), without one as a spectator. A reloaded page joins again this way.
    Join {
        /// The table's id, from the link.
        table: String,
        /// The seat's secret token, from the link.
        #[serde(default)]
        token: Option<String>,
    },
    /// Turn the floating tile a quarter (slide phase).
    Rotate {
        /// Clockwise, or counterclockwise.
        clockwise: bool,
    },
    /// Slide the floating tile in (slide phase).
    Slide {
        /// The side of the maze it enters from.
        side: Side,
        /// The row or column, from 1, as the text mode numbers them.
        index: u32,
    },
    /// Step the adventurer one tile (move phase).
    Step {
        /// Which way.
        side: Side,
    },
    /// Walk the adventurer to a tile by any connected path (move phase); 0-based.
    WalkTo {
        /// Column, from 0.
        x: usize,
        /// Row, from 0.
        y: usize,
    },
    /// End the move phase and the turn.
    EndMove,
    /// Ask for the best turn for the player to move (slide phase).
    MovingHint,
    /// End the game.
    Quit,
    /// Start a word maze, replacing any game of this connection.
    NewWords {
        /// Columns and rows, 3 to 64 each (default 10 × 10).
        #[serde(default)]
        width: Option<u32>,
        /// Rows (default: as wide as it is tall).
        #[serde(default)]
        height: Option<u32>,
        /// `easy`, `medium` or `hard`.
        ai: String,
        /// The board's seed; random if absent.
        #[serde(default)]
        seed: Option<u64>,
        /// A word list (one word a line) to use instead of the shipped one.
        #[serde(default)]
        dictionary: Option<String>,
    },
    /// Step the word maze's path one cell (towards the previous cell: take a step back).
    WordsStep {
        /// Which way.
        dir: Direction,
    },
    /// Take the path's last step back.
    WordsBack,
    /// Hand in the path (at the end): the AI answers.
    WordsDone,
    /// Ask how a search explores this board.
    WordsTrace {
        /// `bfs`, `dfs` or `dijkstra`.
        search: maze_words::Search,
    },
    /// Start a treasure maze, replacing any game of this connection.
    NewTreasure(TreasureSettings),
    /// Step the treasure maze's player one room.
    TreasureStep {
        /// Which way.
        dir: Direction,
    },
    /// Run one of the seed's demos on a maze of these settings.
    TreasureDemo {
        /// `explore`, `perfect`, `wealthiest` or `wrapping`.
        demo: String,
        /// The maze's settings.
        #[serde(flatten)]
        settings: TreasureSettings,
    },
}

/// A treasure maze's settings, as a page sends them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreasureSettings {
    /// Columns, 1 to 60 (default 7).
    #[serde(default)]
    pub width: Option<u32>,
    /// Rows, 1 to 60 (default 7).
    #[serde(default)]
    pub height: Option<u32>,
    /// Extra passages beyond a perfect maze's (default 0).
    #[serde(default)]
    pub loops: Option<u64>,
    /// `no`, `x`, `y` or `both` (default `no`).
    #[serde(default)]
    pub wrap: Option<String>,
    /// The maze's seed; random if absent.
    #[serde(default)]
    pub seed: Option<u64>,
}

/// Who plays a colour at a Moving Maze table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatChoice {
    /// A person at the creator's page.
    Here,
    /// A person elsewhere, with the seat's own link.
    Remote,
    /// The computer, at this level.
    Computer(moving_maze::computer::Level),
}

/// A table as one page sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableView {
    /// The table's id.
    pub table: String,
    /// Who plays green, yellow, red and blue.
    pub seats: [SeatChoice; 4],
    /// The colours this page moves (none: it watches).
    pub you: Vec<Colour>,
    /// For the table's creator: the links to hand out, each a path on this server.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub links: Option<TableLinks>,
}

/// The links of a table, for its creator to hand out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableLinks {
    /// The creator's own link: it gets this page's seats back after a reload.
    pub own: String,
    /// Each remote seat's link.
    pub seats: Vec<SeatLink>,
    /// A link that shows the game read-only.
    pub spectator: String,
}

/// A remote seat's link.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatLink {
    /// The seat's colour.
    pub colour: Colour,
    /// The link, holding the seat's secret token.
    pub path: String,
}

/// The shape of a random Moving Maze board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RandomBoard {
    /// Columns: odd, 3 to 9.
    pub width: usize,
    /// Rows: odd, 3 to 9.
    pub height: usize,
    /// Relics each player must collect.
    pub relics: u8,
    /// The board's seed; random if absent.
    #[serde(default)]
    pub seed: Option<u64>,
}

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The answer to `hello`: the page's token (kept across a reload), and whether its old
    /// game came back (its state follows).
    Welcome {
        /// The page's token.
        token: String,
        /// Whether the game of the page that held `resume` came back.
        resumed: bool,
    },
    /// The Maze Game as it stands, after every change.
    ClassicState(Box<ClassicView>),
    /// Moving Maze as it stands, after every change.
    MovingState(Box<MovingView>),
    /// The table this page now sits at.
    Table(Box<TableView>),
    /// The answer to `moving_hint`: the turn medium's search would play.
    MovingHint {
        /// Quarter turns clockwise before the slide.
        rotations: u8,
        /// Where to slide the tile in.
        insertion: InsertionView,
        /// The tile to walk to.
        destination: CellView,
        /// The fewest turns to the player's next relic (or corner), if within the search's
        /// horizon.
        turns: Option<u8>,
        /// The hint in words.
        said: String,
    },
    /// The word maze as it stands, after every change.
    WordsState(Box<WordsView>),
    /// The treasure maze as it stands, after every move.
    TreasureState(Box<TreasureView>),
    /// One of the seed's demos: its maze, its path and its story, line by line.
    TreasureDemo {
        /// Which demo.
        demo: String,
        /// The demo's maze, the player at the start.
        maze: Box<TreasureView>,
        /// The path, the start first.
        path: Vec<Pos>,
        /// The story the terminal prints, a line an entry.
        story: Vec<String>,
    },
    /// A search over the word maze's board: its exploration order, its path and its score.
    WordsTrace {
        /// The search.
        search: maze_words::Search,
        /// The cells in the order it explored them.
        explored: Vec<Pos>,
        /// Its path.
        path: Vec<Pos>,
        /// The path's score.
        breakdown: maze_words::Breakdown,
    },
    /// A way out from the player's cell: the hint's first steps or the whole solution.
    Path {
        /// `hint` or `solution`.
        kind: PathKind,
        /// The cells, the player's first.
        cells: Vec<Pos>,
    },
    /// Something done that changed nothing on the board (a save), in words.
    Info {
        /// What happened.
        message: String,
    },
    /// A message was refused; nothing changed.
    Error {
        /// Why, in words for the player.
        message: String,
    },
}

/// Which way out a [`ServerMessage::Path`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PathKind {
    /// The next steps.
    Hint,
    /// The whole way.
    Solution,
}

/// A message with the version, as it travels.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Envelope<M> {
    /// The protocol version.
    pub v: u32,
    /// The message.
    #[serde(flatten)]
    pub message: M,
}

/// A racer on the page: where it stands and its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RacerView {
    /// Its cell.
    pub pos: Pos,
    /// Moves made.
    pub moves: u64,
}

/// The Maze Game as the page draws it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClassicView {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// One hex digit a cell, row by row: bit 1 north, 2 east, 4 south, 8 west open.
    pub passages: String,
    /// Where the racers start.
    pub entrance: Pos,
    /// Where they are going.
    pub exit: Pos,
    /// The player.
    pub human: RacerView,
    /// The computer, in versus mode.
    pub ai: Option<RacerView>,
    /// Game time, in milliseconds.
    pub elapsed_ms: u64,
    /// Milliseconds until the maze regenerates, if it does.
    pub regenerate_in_ms: Option<u64>,
    /// Mazes made since the first.
    pub generation: u32,
    /// `human` or `ai` once someone has reached the exit.
    pub winner: Option<String>,
    /// The seed of the first maze.
    pub seed: u64,
    /// The settings, in words.
    pub settings: String,
}

/// A tile position, 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CellView {
    /// Column, from 0.
    pub x: usize,
    /// Row, from 0.
    pub y: usize,
}

/// A relic on a tile: shown only when it is its colour's next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RelicView {
    /// Who collects it.
    pub colour: Colour,
    /// Its place in that colour's order, from 1.
    pub order: u8,
}

/// A tile: its open sides (north, east, south, west) and its visible relic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileView {
    /// Open sides, in the order north, east, south, west.
    pub open: [bool; 4],
    /// The relic, if it is someone's next.
    pub relic: Option<RelicView>,
}

/// A player: their adventurer's tile, their home corner, their relics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The player's colour.
    pub colour: Colour,
    /// The adventurer's tile.
    pub at: CellView,
    /// The corner they started in and must come back to.
    pub home: CellView,
    /// Relics collected.
    pub collected: u8,
}

/// A place where the floating tile could go in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InsertionView {
    /// The side it enters from.
    pub side: Side,
    /// The row or column, from 1.
    pub index: u32,
    /// Whether a slide here is allowed now.
    pub allowed: bool,
    /// Whether it is the slide that would undo the last one (never allowed).
    pub undoes_last: bool,
}

/// Moving Maze as the page draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MovingView {
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// The tiles, row by row.
    pub tiles: Vec<TileView>,
    /// The floating tile.
    pub floating: TileView,
    /// Green, yellow, red and blue, in turn order.
    pub players: Vec<PlayerView>,
    /// Whose turn it is.
    pub current: Colour,
    /// `slide`, `move` or `over`.
    pub phase: String,
    /// Relics each player must collect.
    pub relic_goal: u8,
    /// Every place on the border a tile could go in.
    pub insertions: Vec<InsertionView>,
    /// In the move phase, the tiles the current adventurer can walk to.
    pub reachable: Vec<CellView>,
    /// Who won, once someone has.
    pub winner: Option<Colour>,
    /// What the last command did, in words.
    pub said: String,
}

/// The treasure maze as the page draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreasureView {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// One hex digit a room, as in [`ClassicView::passages`]; a border passage wraps.
    pub passages: String,
    /// Each room, row by row: its gold, −1 for a thief, 0 for nothing.
    pub rooms: Vec<i64>,
    /// Where the player starts.
    pub start: Pos,
    /// Where the game ends.
    pub goal: Pos,
    /// Where the player stands.
    pub at: Pos,
    /// The gold the player carries.
    pub gold: u64,
    /// The rooms entered, in order, the start first.
    pub trail: Vec<Pos>,
    /// The percentage of the player's gold a thief takes.
    pub thief_share: u8,
    /// The maze's seed.
    pub seed: u64,
    /// `goal` or `stuck` once the game has ended.
    pub over: Option<String>,
    /// What the last move did, in words.
    pub said: String,
}

/// The word maze as the page draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WordsView {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// One hex digit a cell, as in [`ClassicView::passages`].
    pub passages: String,
    /// One letter a cell, row by row.
    pub letters: String,
    /// The player's path, the start first.
    pub path: Vec<Pos>,
    /// For each cell of the path, whether it is a letter of a word the path reads.
    pub word_cells: Vec<bool>,
    /// The path's score so far.
    pub breakdown: maze_words::Breakdown,
    /// Where every path ends.
    pub end: Pos,
    /// Words hidden along the passages.
    pub placed: usize,
    /// The AI's level.
    pub level: maze_words::Level,
    /// The board's seed.
    pub seed: u64,
    /// Both paths, both scores and the winner, once the path is handed in.
    pub outcome: Option<maze_words::Outcome>,
}

/// Why a text frame is not a message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProtocolError {
    /// Longer than [`MAX_MESSAGE_BYTES`].
    #[error("the message is {0} bytes long; messages may be at most {MAX_MESSAGE_BYTES}")]
    TooLong(usize),
    /// Not JSON, or not an object with a version.
    #[error("the message is not JSON with a version: {0}")]
    NotJson(String),
    /// Another version.
    #[error("the message speaks protocol version {0}; this server speaks {VERSION}")]
    Version(u64),
    /// A type or fields this version does not know.
    #[error("the message is not one this server knows: {0}")]
    Unknown(String),
}

/// Reads a text frame into a message.
pub fn parse(text: &str) -> Result<ClientMessage, ProtocolError> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(ProtocolError::TooLong(text.len()));
    }
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| ProtocolError::NotJson(e.to_string()))?;
    let version = value
        .get("v")
        .and_then(serde_json::Value::as_u64)
        .ok_or_else(|| ProtocolError::NotJson("no \"v\" field".to_owned()))?;
    if version != u64::from(VERSION) {
        return Err(ProtocolError::Version(version));
    }
    serde_json::from_value(value).map_err(|e| ProtocolError::Unknown(e.to_string()))
}

/// A message as a text frame.
pub fn encode(message: ServerMessage) -> String {
    let envelope = Envelope {
        v: VERSION,
        message,
    };
    // Every server message is plain data (strings, numbers, positions): it always encodes.
    serde_json::to_string(&envelope).unwrap_or_else(|e| {
        format!("{{\"v\":{VERSION},\"type\":\"error\",\"message\":\"cannot encode: {e}\"}}")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_parse_with_their_version() {
        assert_eq!(
            parse(r#"{"v":1,"type":"move","dir":"north"}"#),
            Ok(ClientMessage::Move {
                dir: Direction::North
            })
        );
        assert_eq!(
            parse(
                r#"{"v":1,"type":"new_classic","difficulty":"easy","mode":"single","ai":"hard"}"#
            ),
            Ok(ClientMessage::NewClassic {
                difficulty: "easy".into(),
                mode: "single".into(),
                ai: "hard".into(),
                seed: None,
                regen: None,
            })
        );
    }

    #[test]
    fn bad_frames_are_named() {
        assert!(matches!(
            parse("move north"),
            Err(ProtocolError::NotJson(_))
        ));
        assert!(matches!(
            parse(r#"{"type":"hint"}"#),
            Err(ProtocolError::NotJson(_))
        ));
        assert_eq!(
            parse(r#"{"v":2,"type":"hint"}"#),
            Err(ProtocolError::Version(2))
        );
        assert!(matches!(
            parse(r#"{"v":1,"type":"fly"}"#),
            Err(ProtocolError::Unknown(_))
        ));
        assert!(matches!(
            parse(r#"{"v":1,"type":"move","dir":"up"}"#),
            Err(ProtocolError::Unknown(_))
        ));
        let long = format!(
            r#"{{"v":1,"type":"hint","pad":"{}"}}"#,
            "x".repeat(MAX_MESSAGE_BYTES)
        );
        assert!(matches!(parse(&long), Err(ProtocolError::TooLong(_))));
    }

    #[test]
    fn server_messages_carry_the_version() {
        let text = encode(ServerMessage::Error {
            message: "no".into(),
        });
        assert_eq!(text, r#"{"v":1,"type":"error","message":"no"}"#);
    }
}
