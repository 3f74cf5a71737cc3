//! Saved games: the whole game as a file holds it, unchecked, and the check that turns it back
//! into a game, so a page reload or another evening can resume it.
//!
//! A save is a [`maze_store`] envelope (`"format": "moving-maze-save"`, version 3) around a
//! [`SavedGame`]. Version 3 added what a front end keeps beside the game (the [`Session`]: the
//! colours the computer plays, the history shown), which older versions read as none. Version 1 wrote the phase and the outcome as Rust spells them (`"Slide"`,
//! `{"Won": "green"}`), which the serde aliases read, and numbered the last slide's line from
//! 1, which [`from_json`] turns into version 2's count from 0. The board inside is checked as a board file is (size, tiles, relics), then the
//! players, the turn and the end, and every problem is listed.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::{Cell, Insertion, TileMaze};
use crate::board_file::{Problem, RELIC_LIMIT, check_relics, side_fits};
use crate::game::{Game, Outcome, Phase, Player};
use crate::{Colour, Tile};

/// What a Moving Maze save is, for the envelope's header check.
pub const FORMAT: maze_store::Format = maze_store::Format {
    id: "moving-maze-save",
    version: 3,
    oldest: 1,
    what: "Moving Maze save",
};

/// A game as a save holds it: every field, none checked. [`Game::try_from`] checks it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    /// The tile maze, rows from the top, tiles in their six-character encoding.
    pub rows: Vec<Vec<Tile>>,
    /// The floating tile.
    pub floating: Tile,
    /// Relics each colour must collect.
    pub relics: u8,
    /// Green, yellow, red and blue, in that order.
    pub players: [Player; 4],
    /// The colours that do not play, in a game of two or three (none in a game of four).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub absent: Vec<Colour>,
    /// Whose turn it is.
    pub current: Colour,
    /// The phase of that turn: slide or move.
    pub phase: Phase,
    /// The last slide, which the next may not undo.
    pub last: Option<Insertion>,
    /// How the game ended, if it has.
    pub outcome: Option<Outcome>,
    /// The colours the computer plays (version 3; none before).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<Seat>,
    /// The history the front end showed, a line a finished turn (version 3; none before).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub history: Vec<String>,
}

/// A colour the computer plays, and how well.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seat {
    /// The colour.
    pub colour: Colour,
    /// How well the computer plays it.
    pub level: crate::computer::Level,
}

/// What a front end keeps beside the game, so that a resumed game is the one left: who the
/// computer plays, and the history it showed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Session {
    /// The colours the computer plays, each once.
    pub seats: Vec<(Colour, crate::computer::Level)>,
    /// One line a finished turn, oldest first.
    pub history: Vec<String>,
}

/// The most history lines a save keeps: a long game has a few hundred turns.
pub const MAX_HISTORY_LINES: usize = 100_000;
/// The longest history line a save keeps, in bytes.
pub const MAX_HISTORY_LINE: usize = 1_000;

/// One thing wrong with a saved game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SaveProblem {
    /// What a board file could have wrong: its size or its relics.
    Board(Problem),
    /// The rows are empty or of different lengths.
    Ragged,
    /// A tile (on the board or floating) is open on fewer than two sides.
    TooFewOpenings(Tile),
    /// An adventurer stands off the board.
    OffBoard {
        /// Whose.
        colour: Colour,
        /// Where.
        cell: Cell,
    },
    /// A player holds more relics than the goal.
    TooManyCollected {
        /// Who.
        colour: Colour,
        /// How many.
        collected: u8,
    },
    /// The last slide names a row or column that cannot slide.
    BadLastSlide(Insertion),
    /// The phase is saved as over: the end is the outcome's to say.
    OverPhase,
    /// The game is marked won by a player who has not won.
    FalseWin(Colour),
    /// A colour is given to the computer twice.
    SeatTwice(Colour),
    /// The history is longer than [`MAX_HISTORY_LINES`], or a line than [`MAX_HISTORY_LINE`].
    HistoryTooLong,
    /// Fewer than two colours play, or a colour is named absent twice.
    BadAbsence,
    /// A colour that does not play is to move, has won or is given to the computer.
    NotPlaying(Colour),
}

impl fmt::Display for SaveProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveProblem::Board(problem) => write!(f, "{problem}"),
            SaveProblem::Ragged => write!(f, "the rows of tiles are empty or of different lengths"),
            SaveProblem::TooFewOpenings(tile) => {
                write!(f, "tile {tile} has fewer than two open sides")
            }
            SaveProblem::OffBoard { colour, cell } => write!(
                f,
                "{} stands at column {}, row {}, off the board",
                colour.name().to_lowercase(),
                cell.x + 1,
                cell.y + 1
            ),
            SaveProblem::TooManyCollected { colour, collected } => write!(
                f,
                "{} holds {collected} relics, more than the goal",
                colour.name().to_lowercase()
            ),
            SaveProblem::BadLastSlide(insertion) => write!(
                f,
                "the last slide, from the {} into line {} (from 0), is not one this board allows",
                insertion.side.name().to_lowercase(),
                insertion.index
            ),
            SaveProblem::OverPhase => write!(f, "the phase must be slide or move"),
            SaveProblem::FalseWin(colour) => {
                write!(
                    f,
                    "{} is marked the winner but has not won",
                    colour.name().to_lowercase()
                )
            }
            SaveProblem::SeatTwice(colour) => write!(
                f,
                "{} is given to the computer twice",
                colour.name().to_lowercase()
            ),
            SaveProblem::HistoryTooLong => write!(
                f,
                "the history holds more than {MAX_HISTORY_LINES} lines, or a line of more than \
                 {MAX_HISTORY_LINE} bytes"
            ),
            SaveProblem::BadAbsence => write!(
                f,
                "the colours absent must leave two to four that play, each named once"
            ),
            SaveProblem::NotPlaying(colour) => write!(
                f,
                "{} does not play in this game, yet is to move, has won or has a seat",
                colour.name().to_lowercase()
            ),
        }
    }
}

/// Why a save could not be read.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SaveError {
    /// Not a Moving Maze save, a newer version, or damaged.
    #[error(transparent)]
    Envelope(#[from] maze_store::EnvelopeError),
    /// A well-formed save of a game that cannot be played.
    #[error(transparent)]
    Invalid(#[from] InvalidSave),
}

/// A saved game that cannot be played, with every problem found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the saved game cannot be played: {}", .problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct InvalidSave {
    /// What is wrong, in the order checked.
    pub problems: Vec<SaveProblem>,
}

impl From<Game> for SavedGame {
    fn from(game: Game) -> SavedGame {
        let rows = (0..game.maze.height())
            .map(|y| {
                (0..game.maze.width())
                    .filter_map(|x| game.maze.get(Cell::new(x, y)))
                    .collect()
            })
            .collect();
        SavedGame {
            rows,
            floating: game.floating,
            relics: game.relics,
            players: game.players,
            absent: Colour::ALL
                .into_iter()
                .filter(|&c| !game.plays(c))
                .collect(),
            current: game.current,
            phase: game.phase,
            last: game.last,
            outcome: game.outcome,
            seats: Vec::new(),
            history: Vec::new(),
        }
    }
}

impl TryFrom<SavedGame> for Game {
    type Error = InvalidSave;

    /// Checks the board as a board file is checked, then the players, the turn and the end.
    fn try_from(saved: SavedGame) -> Result<Game, InvalidSave> {
        let mut problems = Vec::new();
        let Some(maze) = TileMaze::from_rows(saved.rows) else {
            problems.push(SaveProblem::Ragged);
            return Err(InvalidSave { problems });
        };
        check_board(&maze, saved.floating, saved.relics, &mut problems);
        for (colour, player) in Colour::ALL.into_iter().zip(saved.players) {
            if maze.get(player.cell).is_none() {
                problems.push(SaveProblem::OffBoard {
                    colour,
                    cell: player.cell,
                });
            }
            if player.collected > saved.relics {
                problems.push(SaveProblem::TooManyCollected {
                    colour,
                    collected: player.collected,
                });
            }
        }
        if let Some(last) = saved.last.filter(|&last| maze.check(last).is_err()) {
            problems.push(SaveProblem::BadLastSlide(last));
        }
        if saved.phase == Phase::Over {
            problems.push(SaveProblem::OverPhase);
        }
        let mut playing = [true; 4];
        for &colour in &saved.absent {
            if !std::mem::replace(&mut playing[colour.index()], false) {
                problems.push(SaveProblem::BadAbsence);
            }
        }
        if playing.iter().filter(|&&p| p).count() < 2 {
            problems.push(SaveProblem::BadAbsence);
        }
        let winner = match saved.outcome {
            Some(Outcome::Won(colour)) => Some(colour),
            _ => None,
        };
        for colour in [Some(saved.current), winner].into_iter().flatten() {
            if !playing[colour.index()] {
                problems.push(SaveProblem::NotPlaying(colour));
            }
        }
        if !problems.is_empty() {
            return Err(InvalidSave { problems });
        }
        let game = Game {
            maze,
            floating: saved.floating,
            relics: saved.relics,
            players: saved.players,
            playing,
            current: saved.current,
            phase: saved.phase,
            last: saved.last,
            outcome: saved.outcome,
        };
        match game.outcome {
            Some(Outcome::Won(colour)) if !game.has_won(colour) => Err(InvalidSave {
                problems: vec![SaveProblem::FalseWin(colour)],
            }),
            _ => Ok(game),
        }
    }
}

/// The board's size, tiles and relics, as a board file's are checked.
fn check_board(maze: &TileMaze, floating: Tile, relics: u8, problems: &mut Vec<SaveProblem>) {
    let (width, height) = (maze.width(), maze.height());
    if !side_fits(width) || !side_fits(height) {
        problems.push(SaveProblem::Board(Problem::SizeOutOfRange {
            width,
            height,
        }));
    }
    let tiles = maze.tiles().map(|(_, tile)| tile).chain([floating]);
    for tile in tiles.filter(|tile| tile.open_count() < 2) {
        problems.push(SaveProblem::TooFewOpenings(tile));
    }
    if relics >= RELIC_LIMIT {
        problems.push(SaveProblem::Board(Problem::BadRelicCount {
            found: relics.to_string(),
        }));
        return;
    }
    let mut board_problems = Vec::new();
    check_relics(relics, floating, maze, &mut board_problems);
    problems.extend(board_problems.into_iter().map(SaveProblem::Board));
}

/// The save document of `game`.
pub fn to_json(game: &Game) -> Result<String, maze_store::EnvelopeError> {
    to_json_with(game, &Session::default())
}

/// The save document of `game` and what its front end keeps beside it.
pub fn to_json_with(game: &Game, session: &Session) -> Result<String, maze_store::EnvelopeError> {
    let saved = SavedGame {
        seats: session
            .seats
            .iter()
            .map(|&(colour, level)| Seat { colour, level })
            .collect(),
        history: session.history.clone(),
        ..SavedGame::from(game.clone())
    };
    FORMAT.to_json(&saved)
}

/// Reads and checks a save document, of any version this program reads.
pub fn from_json(text: &str) -> Result<Game, SaveError> {
    from_json_with(text).map(|(game, _)| game)
}

/// Reads and checks a save document with what its front end kept beside the game (nothing,
/// from versions 1 and 2).
pub fn from_json_with(text: &str) -> Result<(Game, Session), SaveError> {
    let (mut saved, version): (SavedGame, u32) = FORMAT.versioned_from_json(text)?;
    if version == 1 {
        // Version 1 numbered lines from 1; a line 0, which no board has, stays one no board has.
        if let Some(last) = &mut saved.last {
            last.index = last.index.checked_sub(1).unwrap_or(u32::MAX);
        }
    }
    let session = session_of(&saved)?;
    let game = Game::try_from(saved)?;
    if let Some(&(colour, _)) = session.seats.iter().find(|(c, _)| !game.plays(*c)) {
        return Err(InvalidSave {
            problems: vec![SaveProblem::NotPlaying(colour)],
        }
        .into());
    }
    Ok((game, session))
}

/// The seats and history of `saved`, checked: each colour seated once, a bounded history.
fn session_of(saved: &SavedGame) -> Result<Session, InvalidSave> {
    let mut problems = Vec::new();
    let mut seats: Vec<(Colour, crate::computer::Level)> = Vec::new();
    for seat in &saved.seats {
        if seats.iter().any(|&(colour, _)| colour == seat.colour) {
            problems.push(SaveProblem::SeatTwice(seat.colour));
        } else {
            seats.push((seat.colour, seat.level));
        }
    }
    let history = &saved.history;
    if history.len() > MAX_HISTORY_LINES || history.iter().any(|l| l.len() > MAX_HISTORY_LINE) {
        problems.push(SaveProblem::HistoryTooLong);
    }
    match problems.is_empty() {
        true => Ok(Session {
            seats,
            history: history.clone(),
        }),
        false => Err(InvalidSave { problems }),
    }
}
