//! The word maze's messages.

use serde::{Deserialize, Serialize};

use super::wire::{Cell, Dir, cells};

/// What a page asks of its word maze.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Request {
    /// Start a word maze, replacing any game of this page.
    New {
        /// Columns, 3 to 64 (default 10).
        #[serde(default)]
        width: Option<u32>,
        /// Rows (default: as many as columns).
        #[serde(default)]
        height: Option<u32>,
        /// How well the AI answers.
        ai: Level,
        /// The board's seed; random if absent.
        #[serde(default)]
        seed: Option<u64>,
        /// A word list (one word a line) to use instead of the shipped one.
        #[serde(default)]
        dictionary: Option<String>,
    },
    /// Step the path one cell (towards the cell it came from: take that step back).
    Step {
        /// Which way.
        dir: Dir,
    },
    /// Take the path's last step back.
    Back,
    /// Hand in the path at the exit: the AI answers.
    Done,
    /// Ask how a search explores this board.
    Trace {
        /// Which search.
        search: Search,
    },
}

/// How well the AI answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// The first path a depth-first search finds.
    Easy,
    /// A shortest path.
    Medium,
    /// The path with the most words, then the best score.
    Hard,
    /// The path with the highest score.
    Best,
}

impl From<Level> for maze_words::Level {
    fn from(level: Level) -> maze_words::Level {
        match level {
            Level::Easy => maze_words::Level::Easy,
            Level::Medium => maze_words::Level::Medium,
            Level::Hard => maze_words::Level::Hard,
            Level::Best => maze_words::Level::Best,
        }
    }
}

impl From<maze_words::Level> for Level {
    fn from(level: maze_words::Level) -> Level {
        match level {
            maze_words::Level::Easy => Level::Easy,
            maze_words::Level::Medium => Level::Medium,
            maze_words::Level::Hard => Level::Hard,
            maze_words::Level::Best => Level::Best,
        }
    }
}

/// One of the seed's searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Search {
    /// Breadth-first.
    Bfs,
    /// Depth-first.
    Dfs,
    /// Dijkstra's, cheaper through words.
    Dijkstra,
}

impl From<Search> for maze_words::Search {
    fn from(search: Search) -> maze_words::Search {
        match search {
            Search::Bfs => maze_words::Search::Bfs,
            Search::Dfs => maze_words::Search::Dfs,
            Search::Dijkstra => maze_words::Search::Dijkstra,
        }
    }
}

/// What the server says of a word maze.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Reply {
    /// The game as it stands, after every change.
    State(Box<View>),
    /// The answer to `trace`: the search's exploration order, its path and its score.
    Trace(Box<Trace>),
}

/// A search over the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trace {
    /// The search.
    pub search: Search,
    /// The cells in the order it explored them.
    pub explored: Vec<Cell>,
    /// Its path.
    pub path: Vec<Cell>,
    /// The path's score.
    pub breakdown: Breakdown,
}

/// One word's share of a score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WordPoints {
    /// The word.
    pub word: String,
    /// Its points.
    pub points: i64,
}

/// A path's score, term by term; `total` is their sum.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Breakdown {
    /// The words read, in the order first read.
    pub words: Vec<WordPoints>,
    /// The path's cells.
    pub cells: u32,
    /// The board's par.
    pub par: u32,
    /// What the cells cost (negative).
    pub length: i64,
    /// The bonus for cells under par.
    pub bonus: i64,
    /// The score.
    pub total: i64,
}

impl From<maze_words::Breakdown> for Breakdown {
    fn from(b: maze_words::Breakdown) -> Breakdown {
        Breakdown {
            words: b
                .words
                .into_iter()
                .map(|w| WordPoints {
                    word: w.word,
                    points: w.points,
                })
                .collect(),
            cells: b.cells,
            par: b.par,
            length: b.length,
            bonus: b.bonus,
            total: b.total,
        }
    }
}

/// A path handed in, and its score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// The cells, start first.
    pub path: Vec<Cell>,
    /// The score.
    pub breakdown: Breakdown,
}

impl From<maze_words::Entry> for Entry {
    fn from(entry: maze_words::Entry) -> Entry {
        Entry {
            path: cells(entry.path),
            breakdown: entry.breakdown.into(),
        }
    }
}

/// The best any path could rank, as far as a search cut short could tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bound {
    /// Words read.
    pub words: u32,
    /// The score.
    pub score: i64,
}

/// The AI's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    /// The level it played at.
    pub level: Level,
    /// Its path and score.
    pub entry: Entry,
    /// The cells its search explored, in order.
    pub explored: Vec<Cell>,
    /// Whether the path is the best its level looks for.
    pub proven: bool,
    /// At hard, when the search ran out of budget, the best any path could do.
    pub bound: Option<Bound>,
}

/// Who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    /// The player scored more.
    Player,
    /// The AI scored more.
    Ai,
    /// The scores are equal.
    Tie,
}

/// Both paths, both scores and the winner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The player's path.
    pub player: Entry,
    /// The AI's.
    pub ai: Answer,
    /// Who won.
    pub winner: Winner,
}

impl From<maze_words::Outcome> for Outcome {
    fn from(outcome: maze_words::Outcome) -> Outcome {
        let answer = outcome.ai;
        Outcome {
            player: outcome.player.into(),
            ai: Answer {
                level: answer.level.into(),
                entry: answer.entry.into(),
                explored: cells(answer.explored),
                proven: answer.proven,
                bound: answer.bound.map(|rank| Bound {
                    words: rank.words,
                    score: rank.score,
                }),
            },
            winner: match outcome.winner {
                maze_words::Winner::Player => Winner::Player,
                maze_words::Winner::Ai => Winner::Ai,
                maze_words::Winner::Tie => Winner::Tie,
            },
        }
    }
}

/// The word maze as the page draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// One hex digit a cell, as the Maze Game's.
    pub passages: String,
    /// One letter a cell, row by row.
    pub letters: String,
    /// The player's path, the start first.
    pub path: Vec<Cell>,
    /// For each cell of the path, whether it is a letter of a word the path reads.
    pub word_cells: Vec<bool>,
    /// The path's score so far.
    pub breakdown: Breakdown,
    /// Where every path ends.
    pub end: Cell,
    /// Words hidden along the passages.
    pub placed: usize,
    /// The AI's level.
    pub level: Level,
    /// The board's seed.
    pub seed: u64,
    /// Both paths, both scores and the winner, once the path is handed in.
    pub outcome: Option<Outcome>,
}
