//! The treasure maze's messages.

use serde::{Deserialize, Serialize};

use super::wire::{Cell, Dir};

/// What a page asks of its treasure maze.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Request {
    /// Start a treasure maze, replacing any game of this page: from the top-left room to the
    /// bottom-right one (the middle one when both ways wrap).
    New(Settings),
    /// Move the player one room.
    Step {
        /// Which way.
        dir: Dir,
    },
    /// Run one of the seed's demos on a maze of these settings.
    Demo {
        /// Which demo.
        demo: Demo,
        /// The maze's settings (the wealthiest demo adds 8 loops, the wrapping one wraps both
        /// ways, unless they say otherwise).
        #[serde(flatten)]
        settings: Settings,
    },
}

/// A treasure maze's settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Columns, 1 to 60 (default 7).
    #[serde(default)]
    pub width: Option<u32>,
    /// Rows, 1 to 60 (default 7).
    #[serde(default)]
    pub height: Option<u32>,
    /// Extra passages beyond a perfect maze's (default about one a nine rooms,
    /// `maze_treasure::Config::fair_loops`; a demo's own without them).
    #[serde(default)]
    pub loops: Option<u64>,
    /// Which edges wrap (default none).
    #[serde(default)]
    pub wrap: Option<Wrap>,
    /// The maze's seed; random if absent.
    #[serde(default)]
    pub seed: Option<u64>,
}

/// Which edges of the maze wrap around.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Wrap {
    /// None.
    #[serde(alias = "no")]
    None,
    /// East and west.
    X,
    /// North and south.
    Y,
    /// Both: a torus.
    Both,
}

impl From<Wrap> for mazes::Wrap {
    fn from(wrap: Wrap) -> mazes::Wrap {
        match wrap {
            Wrap::None => mazes::Wrap::None,
            Wrap::X => mazes::Wrap::X,
            Wrap::Y => mazes::Wrap::Y,
            Wrap::Both => mazes::Wrap::Both,
        }
    }
}

impl From<mazes::Wrap> for Wrap {
    fn from(wrap: mazes::Wrap) -> Wrap {
        match wrap {
            mazes::Wrap::None => Wrap::None,
            mazes::Wrap::X => Wrap::X,
            mazes::Wrap::Y => Wrap::Y,
            mazes::Wrap::Both => Wrap::Both,
        }
    }
}

/// One of the seed's demos.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Demo {
    /// A walk that enters every room, ending at the goal.
    Explore,
    /// The one path to the goal of a perfect maze.
    Perfect,
    /// The path to the goal that ends with the most gold.
    Wealthiest,
    /// A random path across wrapping edges.
    Wrapping,
}

impl From<Demo> for maze_treasure::demo::Demo {
    fn from(demo: Demo) -> maze_treasure::demo::Demo {
        match demo {
            Demo::Explore => maze_treasure::demo::Demo::Explore,
            Demo::Perfect => maze_treasure::demo::Demo::Perfect,
            Demo::Wealthiest => maze_treasure::demo::Demo::Wealthiest,
            Demo::Wrapping => maze_treasure::demo::Demo::Wrapping,
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    /// The player reached the goal.
    Goal,
    /// Every room next to the player had been visited.
    Stuck,
}

impl From<maze_treasure::Outcome> for End {
    fn from(outcome: maze_treasure::Outcome) -> End {
        match outcome {
            maze_treasure::Outcome::ReachedGoal { .. } => End::Goal,
            maze_treasure::Outcome::Stuck { .. } => End::Stuck,
        }
    }
}

/// What the server says of a treasure maze.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Reply {
    /// The game as it stands, after every move.
    State(Box<View>),
    /// A demo: its maze, its path and its story.
    Demo {
        /// Which demo.
        demo: Demo,
        /// The demo's maze, the player at the start.
        maze: Box<View>,
        /// The path, the start first.
        path: Vec<Cell>,
        /// The story the terminal prints, a line an entry.
        story: Vec<String>,
    },
}

/// The treasure maze as the page draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// One hex digit a room, as the Maze Game's; a border passage wraps.
    pub passages: String,
    /// Each room, row by row: its gold, −1 for a thief, 0 for nothing.
    pub rooms: Vec<i64>,
    /// Where the player starts.
    pub start: Cell,
    /// Where the game ends.
    pub goal: Cell,
    /// Where the player stands.
    pub at: Cell,
    /// The gold the player carries.
    pub gold: u64,
    /// The rooms entered, in order, the start first.
    pub trail: Vec<Cell>,
    /// The percentage of the player's gold a thief takes.
    pub thief_share: u8,
    /// The maze's seed.
    pub seed: u64,
    /// Extra passages beyond a perfect maze's.
    pub loops: u64,
    /// Which edges wrap.
    pub wrap: Wrap,
    /// How the game ended, once it has.
    pub over: Option<End>,
    /// What the last move did, in words.
    pub said: String,
}
