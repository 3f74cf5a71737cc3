//! The messages of Moving Maze tables: one game shared by several pages, each colour played
//! at the creator's page, by a computer, or by a person elsewhere with the seat's link.

use serde::{Deserialize, Serialize};

use super::moving::{Board, Colour};

/// What a page asks of tables.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Request {
    /// Open a table; this page is its creator and plays the `here` seats.
    New {
        /// The board, as for a Moving Maze game of its own.
        #[serde(flatten)]
        board: Board,
        /// Who plays green, yellow, red and blue. On the server's own board, colours its game
        /// leaves out are absent whatever is asked.
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
    /// Take the place of a creator who left: this page (a friend's) then plays its own colour
    /// and the creator's, gets the links, and may end the game.
    TakeOver,
    /// Play again at this table once the game is over (the creator only): the same seats and
    /// links, on a new random board of the same shape, or the same board again.
    Rematch,
}

/// Who plays a colour at a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatChoice {
    /// A person at the creator's page.
    Here,
    /// A person elsewhere, with the seat's own link.
    Remote,
    /// The computer, at this level.
    Computer(ComputerLevel),
    /// Nobody: the colour stays out of the game, as the board game is played by two or three
    /// (at least two colours play).
    Absent,
}

/// How well a computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ComputerLevel {
    /// The best single turn for itself.
    Easy,
    /// The fewest turns to its target, several turns ahead.
    Medium,
    /// Its turns against the rivals' likeliest replies, one round deep.
    Hard,
    /// A deep search over every turn of all four players (a second a turn).
    Expert,
}

impl From<ComputerLevel> for maze_moving::computer::Level {
    fn from(level: ComputerLevel) -> maze_moving::computer::Level {
        match level {
            ComputerLevel::Easy => maze_moving::computer::Level::Easy,
            ComputerLevel::Medium => maze_moving::computer::Level::Medium,
            ComputerLevel::Hard => maze_moving::computer::Level::Hard,
            ComputerLevel::Expert => maze_moving::computer::Level::Expert,
        }
    }
}

/// What the server says of a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Reply {
    /// The table this page now sits at (its state follows, as a Moving Maze state).
    Seated(Box<View>),
    /// Who is at the table now: sent with every change, and whenever a page joins or leaves.
    Roster {
        /// Whether green, yellow, red and blue each have a player at the table: a computer
        /// always; a person here while the creator's page is open; a friend while theirs is;
        /// an absent colour never.
        present: [bool; 4],
        /// Whether the creator's page is open.
        creator_present: bool,
    },
}

/// A table as one page sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The table's id.
    pub table: String,
    /// Who plays green, yellow, red and blue.
    pub seats: [SeatChoice; 4],
    /// The colours this page moves (none: it watches).
    pub you: Vec<Colour>,
    /// For the table's creator: the links to hand out, each a path on this server.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub links: Option<Links>,
}

/// The links of a table, for its creator to hand out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Links {
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
