//! The Maze Game's messages.

use serde::{Deserialize, Serialize};

/// What a page asks of its Maze Game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Request {
    /// Start a Maze Game, replacing any game of this page.
    New {
        /// `easy`, `medium`, `hard` or `WxH` (up to 200 × 200).
        difficulty: String,
        /// Alone or racing the computer.
        mode: Mode,
        /// The computer's level.
        ai: AiLevel,
        /// The maze's seed (below 2⁵³, which a page's numbers hold exactly); random if absent.
        #[serde(default)]
        seed: Option<u64>,
        /// Seconds between regenerations, 0 for never; 60 if absent.
        #[serde(default)]
        regen: Option<u64>,
        /// The cells: `square` (if absent), `hex`, `triangle`, `polar` or `upsilon`.
        #[serde(default)]
        shape: Option<String>,
        /// Levels joined by stairs, 1 to 4; 1 if absent.
        #[serde(default)]
        levels: Option<u32>,
        /// An outline cutting the maze: `circle`, `triangle`, `hexagon` or `text`.
        #[serde(default)]
        mask: Option<String>,
        /// The words the maze spells, with `mask` `text`.
        #[serde(default)]
        text: Option<String>,
        /// Passages running under bridges (square cells, one level, no mask).
        #[serde(default)]
        weave: bool,
        /// Fog: the player sees only down the corridors from where they stand, and what
        /// they saw before (any board; stairs lead out of sight).
        #[serde(default)]
        fog: bool,
    },
    /// Step the player to a neighbouring cell, by its number as [`BoardView`] numbers them
    /// (one move on every board: a key, a pad, a swipe and a click all name the cell); in
    /// versus mode the computer then steps.
    Go {
        /// The cell.
        cell: usize,
    },
    /// Ask for the next steps of a shortest way out.
    Hint,
    /// Ask for the whole way out.
    Solution,
    /// Keep the hint and the whole way out in every state from now on (or stop), so that a
    /// step is one message however much the page shows.
    Show {
        /// The next steps of a shortest way out.
        hint: bool,
        /// The whole way out.
        solution: bool,
    },
    /// Save the game where `maze play` saves it, so that either loads the other's.
    Save,
    /// Load the game saved there, replacing this page's game.
    Load,
}

/// Alone, or racing the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Alone against the clock.
    Single,
    /// Racing the computer from the entrance, taking turns.
    Versus,
}

impl From<Mode> for maze_classic::Mode {
    fn from(mode: Mode) -> maze_classic::Mode {
        match mode {
            Mode::Single => maze_classic::Mode::Single,
            Mode::Versus => maze_classic::Mode::Versus,
        }
    }
}

impl From<maze_classic::Mode> for Mode {
    fn from(mode: maze_classic::Mode) -> Mode {
        match mode {
            maze_classic::Mode::Single => Mode::Single,
            maze_classic::Mode::Versus => Mode::Versus,
        }
    }
}

/// How the computer finds its way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AiLevel {
    /// A wall follower.
    Easy,
    /// An explorer that remembers.
    Medium,
    /// A shortest path, replanned when the maze changes.
    Hard,
}

impl From<AiLevel> for maze_classic::AiLevel {
    fn from(level: AiLevel) -> maze_classic::AiLevel {
        match level {
            AiLevel::Easy => maze_classic::AiLevel::Easy,
            AiLevel::Medium => maze_classic::AiLevel::Medium,
            AiLevel::Hard => maze_classic::AiLevel::Hard,
        }
    }
}

impl From<maze_classic::AiLevel> for AiLevel {
    fn from(level: maze_classic::AiLevel) -> AiLevel {
        match level {
            maze_classic::AiLevel::Easy => AiLevel::Easy,
            maze_classic::AiLevel::Medium => AiLevel::Medium,
            maze_classic::AiLevel::Hard => AiLevel::Hard,
        }
    }
}

/// What the server says of a Maze Game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Reply {
    /// The maze to draw: sent when a game starts, loads or resumes and when the maze
    /// regenerates, always before the [`Reply::State`] that goes with it. A step never resends
    /// it, so that a step's message stays small on every board.
    Board(Box<BoardView>),
    /// The game as it stands: after every change, and pushed when the maze regenerates.
    State(Box<View>),
    /// A way out from the player's cell: the hint's first steps or the whole solution.
    Path {
        /// Which way out.
        kind: PathKind,
        /// The cells, the player's first.
        cells: Vec<usize>,
    },
}

/// Which way out a [`Reply::Path`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PathKind {
    /// The next steps.
    Hint,
    /// The whole way.
    Solution,
}

/// Who reached the exit first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    /// The player.
    Human,
    /// The computer.
    Ai,
}

impl From<maze_classic::Who> for Winner {
    fn from(who: maze_classic::Who) -> Winner {
        match who {
            maze_classic::Who::Human => Winner::Human,
            maze_classic::Who::Ai => Winner::Ai,
        }
    }
}

/// A racer: where it stands and its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Racer {
    /// Its cell, as [`BoardView`] numbers them.
    pub cell: usize,
    /// Moves made.
    pub moves: u64,
}

/// A maze on any board, as the page draws it: its picture in cells (about one unit a cell),
/// each cell's centre, and the ends, cells by number.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoardView {
    /// Whether this maze replaces the game's earlier one (a regeneration: the racers keep
    /// their places), rather than beginning a game on the page.
    pub regenerated: bool,
    /// Mazes made since the first.
    pub generation: u32,
    /// The board in words (`square`, `hex`, `3-level square`, `woven square`).
    pub board: String,
    /// The cells' shape, as `new` takes it.
    pub shape: String,
    /// Levels joined by stairs.
    pub levels: u32,
    /// The outline, as `new` takes it (`none` when uncut).
    pub mask: String,
    /// The words the maze spells, with `mask` `text`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// Whether passages run under bridges.
    pub weave: bool,
    /// The picture's width and height, in cells.
    pub extent: [f64; 2],
    /// Every wall (and the marks of stairs and bridges) as SVG path data, in cells.
    pub walls: String,
    /// Each cell's centre, in cells.
    pub centres: Vec<[f64; 2]>,
    /// Where the racers start.
    pub entrance: usize,
    /// Where they are going.
    pub exit: usize,
    /// In fog, the cells the player has seen so far (each state's `in_sight` adds to them);
    /// absent without fog.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seen: Option<Vec<usize>>,
}

/// The Maze Game as it stands: the racers, the clock and the ways on from the player's cell.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    /// The player.
    pub human: Racer,
    /// The computer, in versus mode.
    pub ai: Option<Racer>,
    /// Game time, in milliseconds.
    pub elapsed_ms: u64,
    /// Milliseconds until the maze regenerates, if it does.
    pub regenerate_in_ms: Option<u64>,
    /// Mazes made since the first (the [`BoardView`] of the same number is the one played).
    pub generation: u32,
    /// Who reached the exit first, once someone has.
    pub winner: Option<Winner>,
    /// The seed of the first maze.
    pub seed: u64,
    /// The settings, in words.
    pub settings: String,
    /// The size asked for: `easy`, `medium`, `hard` or `WxH`, as [`Request::New`] takes it.
    pub difficulty: String,
    /// Alone or racing the computer.
    pub mode: Mode,
    /// The computer's level (unused alone, kept so that a link replays the same game).
    pub ai_level: AiLevel,
    /// The cells a step from the player's leads to, open or walled.
    pub ways: Vec<Way>,
    /// The heading "up" means at the player's cell, in degrees clockwise from east: straight
    /// out on rings, the top of the screen elsewhere ([`maze_classic::up_heading`]). The page's
    /// keys turn from it.
    pub up: f64,
    /// The hint's cells from the player's, while the page shows it ([`Request::Show`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hint: Option<Vec<usize>>,
    /// The whole way out from the player's cell, while the page shows it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solution: Option<Vec<usize>>,
    /// In fog, the cells in sight from the player's ([`maze_classic::in_sight`]); absent
    /// without fog.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_sight: Option<Vec<usize>>,
}

/// A neighbour of the player's cell.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Way {
    /// The neighbouring cell.
    pub cell: usize,
    /// Whether a passage leads there.
    pub open: bool,
    /// `up` or `down` for stairs between levels; absent for a step on one level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stairs: Option<Stairs>,
    /// For a step, where the neighbour lies on the picture, in degrees clockwise from east
    /// ([`maze_classic::Way::heading`]): the page's keys choose by it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub heading: Option<f64>,
}

/// Which way stairs lead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stairs {
    /// To the level above.
    Up,
    /// To the level below.
    Down,
}
