//! Saved games: the game's state as a file holds it, unchecked, and the check that turns it
//! back into a game.
//!
//! A save is a [`maze_store`] envelope (`"format": "maze-classic-save"`, version 2) around a
//! [`SavedGame`]. Version 1 differs only in spelling: it wrote names as Rust does (`"Versus"`,
//! `"Human"`) where version 2 writes them as every other format does (`"versus"`, `"human"`);
//! the names' serde aliases read it. Loading reads the envelope, then checks the state into a [`Game`] and lists
//! every problem it finds, so a save edited by hand (or damaged) gives a clear error instead
//! of a game that crashes, hangs or can never be finished. Writing files is the front end's
//! job, with [`maze_store::write_atomically`].

use std::time::Duration;

use maze::{Direction, Maze, MazeRng, Wrap};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::ai::{Ai, Memory};
use crate::cells::CellSet;
use crate::problem::{Invalid, MAX_GAME_TIME, MAX_MOVES, Problem};
use crate::{AiLevel, Config, Game, Mode, Outcome, Racer, Who};

/// What a Maze Game save is, for the envelope's header check.
pub const FORMAT: maze_store::Format = maze_store::Format {
    id: "maze-classic-save",
    version: 2,
    oldest: 1,
    what: "Maze Game save",
};

/// Why a save could not be read.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SaveError {
    /// Not a Maze Game save, a newer version, or damaged.
    #[error(transparent)]
    Envelope(#[from] maze_store::EnvelopeError),
    /// A well-formed save of a game that cannot be played. (The problems are part of the
    /// message, not a source, so that a report prints them once.)
    #[error("the saved game cannot be played: {0}")]
    Invalid(Invalid),
}

impl From<Invalid> for SaveError {
    fn from(invalid: Invalid) -> SaveError {
        SaveError::Invalid(invalid)
    }
}

/// The AI as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedAi {
    /// Its level.
    pub level: AiLevel,
    /// The way it faces.
    pub heading: Direction,
    /// The steps it still plans, next first (the hard AI).
    pub plan: Vec<Direction>,
    /// The cells it has explored, a bit per cell row by row in 64-bit words written as 16 hex
    /// digits each (the medium AI; absent before it explores).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub visited: String,
    /// The steps that led it from where it began exploring to where it is (the medium AI).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub trail: Vec<Direction>,
}

/// The game's random number generator as saved: its state, a 128-bit number that must be odd
/// (an even state is one the generator never reaches, and from some it never moves on).
#[derive(Clone, Debug, PartialEq)]
pub enum SavedRng {
    /// An odd state: the generator it describes.
    Usable(MazeRng),
    /// An even state, kept only to be reported.
    Stuck(u128),
}

/// The generator's fields as the file holds them (rand_pcg's own serialisation).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RngFile {
    state: u128,
}

impl Serialize for SavedRng {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            SavedRng::Usable(rng) => rng.serialize(serializer),
            SavedRng::Stuck(state) => RngFile { state: *state }.serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for SavedRng {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let RngFile { state } = RngFile::deserialize(deserializer)?;
        Ok(if state % 2 == 1 {
            // `new` keeps an odd state as it is.
            SavedRng::Usable(MazeRng::new(state))
        } else {
            SavedRng::Stuck(state)
        })
    }
}

/// A game as a save holds it: every field, none checked. [`Game::try_from`] checks it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    /// The settings.
    pub config: Config,
    /// The current maze (its own format checks its passages and ends).
    pub maze: Maze,
    /// The generator of the regenerations to come.
    pub rng: SavedRng,
    /// The human racer.
    pub human: Racer,
    /// The AI racer and its memory, in versus mode.
    pub ai: Option<(Racer, SavedAi)>,
    /// Game time so far.
    pub elapsed: Duration,
    /// Game time of the next regeneration.
    pub next_regeneration: Option<Duration>,
    /// Regenerations so far.
    pub generation: u32,
    /// How the game ended, if it has.
    pub outcome: Option<Outcome>,
    /// The cells the player has stood on, a bit per cell as the AI's memory is written
    /// (absent in saves from before it was kept).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub visited: String,
}

impl From<Game> for SavedGame {
    fn from(game: Game) -> SavedGame {
        SavedGame {
            ai: game.ai.map(|(racer, ai)| {
                let memory = ai.memory();
                let saved = SavedAi {
                    level: ai.level(),
                    heading: ai.heading(),
                    plan: ai.plan().collect(),
                    visited: memory.visited.to_hex(),
                    trail: memory.trail.clone(),
                };
                (racer, saved)
            }),
            config: game.config,
            maze: game.maze,
            rng: SavedRng::Usable(game.rng),
            human: game.human,
            elapsed: game.elapsed,
            next_regeneration: game.next_regeneration,
            generation: game.generation,
            outcome: game.outcome,
            visited: game.visited.to_hex(),
        }
    }
}

impl TryFrom<SavedGame> for Game {
    type Error = Invalid;

    /// Checks everything a game relies on, listing every problem found.
    fn try_from(saved: SavedGame) -> Result<Game, Invalid> {
        let mut problems = saved.config.problems();
        check_maze(&saved, &mut problems);
        check_racers(&saved, &mut problems);
        check_clock(&saved, &mut problems);
        check_outcome(&saved, &mut problems);
        let visited = CellSet::from_hex(&saved.visited, saved.maze.grid());
        if visited.is_none() {
            problems.push(Problem::Visited);
        }
        let rng = match saved.rng {
            SavedRng::Usable(rng) if problems.is_empty() => rng,
            SavedRng::Usable(_) => return Err(Invalid { problems }),
            SavedRng::Stuck(_) => {
                problems.push(Problem::StuckRng);
                return Err(Invalid { problems });
            }
        };
        Ok(Game {
            rng,
            visited: visited.unwrap_or_default(),
            ai: saved.ai.map(|(racer, ai)| {
                let memory = Memory {
                    visited: CellSet::from_hex(&ai.visited, saved.maze.grid()).unwrap_or_default(),
                    trail: ai.trail,
                };
                (racer, Ai::new(ai.level, ai.heading, ai.plan, memory))
            }),
            config: saved.config,
            maze: saved.maze,
            human: saved.human,
            elapsed: saved.elapsed,
            next_regeneration: saved.next_regeneration,
            generation: saved.generation,
            outcome: saved.outcome,
        })
    }
}

/// The maze is the size the difficulty names, bounded, with two different ends.
fn check_maze(saved: &SavedGame, problems: &mut Vec<Problem>) {
    let (difficulty, maze) = (saved.config.difficulty.size(), saved.maze.grid().size());
    if difficulty != maze {
        problems.push(Problem::SizeMismatch { difficulty, maze });
    }
    if saved.maze.grid().wrap() != Wrap::None {
        problems.push(Problem::Wraps);
    }
    if saved.maze.start().is_none() || saved.maze.start() == saved.maze.goal() {
        problems.push(Problem::Ends);
    }
}

/// Every racer is on the grid with a way to the exit and a count in range, and the AI is
/// there exactly in versus mode, at the level the settings say, with a plan that fits.
fn check_racers(saved: &SavedGame, problems: &mut Vec<Problem>) {
    let grid = saved.maze.grid();
    let mut racers = vec![(Who::Human, saved.human)];
    racers.extend(saved.ai.as_ref().map(|(racer, _)| (Who::Ai, *racer)));
    for (who, racer) in racers {
        if !grid.contains(racer.pos) {
            problems.push(Problem::OffGrid {
                who,
                pos: racer.pos,
            });
        } else if let Some(exit) = saved.maze.goal().filter(|&exit| grid.contains(exit))
            && maze::solve::bfs(grid, racer.pos, exit).is_none()
        {
            problems.push(Problem::Trapped(who));
        }
        if racer.moves > MAX_MOVES {
            problems.push(Problem::TooManyMoves(who));
        }
    }
    match (&saved.ai, saved.config.mode) {
        (None, Mode::Versus) | (Some(_), Mode::Single) => {
            problems.push(Problem::ModeMismatch(saved.config.mode));
        }
        _ => {}
    }
    if let Some((_, ai)) = &saved.ai {
        if ai.level != saved.config.ai {
            problems.push(Problem::AiLevelMismatch {
                config: saved.config.ai,
                ai: ai.level,
            });
        }
        if ai.plan.len() as u64 > grid.cell_count() {
            problems.push(Problem::PlanTooLong(ai.plan.len()));
        }
        if ai.trail.len() as u64 > grid.cell_count() {
            problems.push(Problem::PlanTooLong(ai.trail.len()));
        } else if let Some((racer, _)) = &saved.ai {
            // The medium AI retraces its trail backwards, from where it stands, unchecked.
            let back = ai.trail.iter().rev().map(|&dir| dir.opposite()).collect();
            if grid.contains(racer.pos) && !maze::Path::new(racer.pos, back).is_valid(grid) {
                problems.push(Problem::TrailThroughWalls);
            }
        }
        if CellSet::from_hex(&ai.visited, grid).is_none() {
            problems.push(Problem::Memory);
        }
    }
}

/// Times are within a year, and the next regeneration is at most one period away.
fn check_clock(saved: &SavedGame, problems: &mut Vec<Problem>) {
    let times = [
        ("game time", Some(saved.elapsed)),
        ("finishing time", saved.outcome.map(|o| o.elapsed)),
    ];
    for (what, time) in times {
        if let Some(time) = time.filter(|&t| t > MAX_GAME_TIME) {
            problems.push(Problem::TimeTooLate { what, time });
        }
    }
    let fits = match (saved.next_regeneration, saved.config.period()) {
        (None, _) => true,
        (Some(_), None) => false,
        (Some(next), Some(period)) => next <= saved.elapsed.saturating_add(period),
    };
    if !fits {
        problems.push(Problem::Schedule);
    }
}

/// A game marked over has its winner on the exit and the racers' counts; a game not over has
/// no one on the exit.
fn check_outcome(saved: &SavedGame, problems: &mut Vec<Problem>) {
    let exit = saved.maze.goal();
    let at_exit = |racer: Racer| Some(racer.pos) == exit;
    let ai = saved.ai.as_ref().map(|(racer, _)| *racer);
    match saved.outcome {
        Some(outcome) => {
            let winner = match outcome.winner {
                Who::Human => Some(saved.human),
                Who::Ai => ai,
            };
            let true_outcome = winner.is_some_and(at_exit)
                && outcome.human_moves == saved.human.moves
                && outcome.ai_moves == ai.map(|ai| ai.moves)
                && outcome.elapsed <= saved.elapsed;
            if !true_outcome {
                problems.push(Problem::FalseOutcome);
            }
        }
        None => {
            let mut racers = vec![(Who::Human, saved.human)];
            racers.extend(ai.map(|racer| (Who::Ai, racer)));
            for (who, _) in racers.into_iter().filter(|&(_, r)| at_exit(r)) {
                problems.push(Problem::MissingOutcome(who));
            }
        }
    }
}

/// The save document of `game`.
pub fn to_json(game: &Game) -> Result<String, maze_store::EnvelopeError> {
    FORMAT.to_json(&SavedGame::from(game.clone()))
}

/// Reads and checks a save document.
pub fn from_json(text: &str) -> Result<Game, SaveError> {
    let saved: SavedGame = FORMAT.from_json(text)?;
    Ok(Game::try_from(saved)?)
}
