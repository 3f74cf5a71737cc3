//! Saved games: the game's state as a file holds it, unchecked, and the check that turns it
//! back into a game.
//!
//! A save is a [`maze_store`] envelope (`"format": "maze-classic-save"`, version 3) around a
//! [`SavedGame`]. Version 3 plays on every board (shapes, levels, masks, weaves): the maze is
//! stored in the maze JSON format's version 2, and racers stand on cells numbered as the
//! maze's lattice numbers them. Versions 1 and 2 (square cells: positions as `x` and `y`,
//! moves as compass directions) still load, turned into version 3's terms ([`OldSavedGame`]);
//! version 1 differs from 2 only in spelling names as Rust does (`"Versus"`). Loading reads the
//! envelope, then checks the state into a [`Game`] and lists every problem it finds, so a save
//! edited by hand (or damaged) gives a clear error instead of a game that crashes, hangs or can
//! never be finished. Writing files is the front end's job, with
//! [`maze_store::write_atomically`].

use std::time::Duration;

use mazes::shape::Shape;
use mazes::{Direction, Grid, Maze, MazeRng, Pos, Wrap};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::ai::{Ai, Memory, side_to};
use crate::cells::CellSet;
use crate::problem::{Invalid, MAX_GAME_TIME, MAX_MOVES, Problem};
use crate::{AiLevel, Config, Game, Mode, Outcome, Racer, Who};

/// What a Maze Game save is, for the envelope's header check.
pub const FORMAT: maze_store::Format = maze_store::Format {
    id: "maze-classic-save",
    version: 3,
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
    /// The side of its cell it came in by (the wall follower's right hand starts from it).
    pub entered: usize,
    /// The cells it still plans to walk, next first (the hard AI).
    pub plan: Vec<usize>,
    /// The cells it has explored, a bit per cell in the lattice's order in 64-bit words
    /// written as 16 hex digits each (the medium AI; absent before it explores).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub visited: String,
    /// The cells it came through since it began exploring, the last the one it came from
    /// (the medium AI).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub trail: Vec<usize>,
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
///
/// Version 3 holds the maze of any board (`M`), racers on cell numbers (`R`) and the AI's
/// plans as cells (`A`); versions 1 and 2 held them on square cells ([`OldSavedGame`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame<M = Maze, R = Racer, A = SavedAi> {
    /// The settings.
    pub config: Config,
    /// The current maze (its own format checks its passages and ends).
    pub maze: M,
    /// The generator of the regenerations to come.
    pub rng: SavedRng,
    /// The human racer.
    pub human: R,
    /// The AI racer and its memory, in versus mode.
    pub ai: Option<(R, A)>,
    /// Game time so far.
    pub elapsed: Duration,
    /// Game time of the next regeneration.
    pub next_regeneration: Option<Duration>,
    /// Regenerations so far.
    pub generation: u32,
    /// How the game ended, if it has.
    pub outcome: Option<Outcome>,
    /// Whether the player has seen a hint or the solution (absent: not).
    #[serde(default, skip_serializing_if = "is_false")]
    pub helped: bool,
    /// The cells the player has stood on, a bit per cell as the AI's memory is written
    /// (absent in saves from before it was kept).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub visited: String,
}

/// A game as versions 1 and 2 saved it: on square cells, the maze in the maze JSON format's
/// version 1, racers at positions, the AI's plans as compass directions.
pub type OldSavedGame = SavedGame<SquareMaze, OldRacer, OldSavedAi>;

/// The maze of a version 1 or 2 save, which only square cells could hold: the maze and its
/// grid, which the save's positions and compass steps are read on.
#[derive(Clone, Debug, PartialEq)]
pub struct SquareMaze {
    maze: Maze,
    grid: Grid,
}

impl Serialize for SquareMaze {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.maze.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for SquareMaze {
    /// A maze file (with every check it makes) of whole square cells.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let maze = Maze::deserialize(deserializer)?;
        let grid = maze.grid().cloned().ok_or_else(|| {
            D::Error::custom("a save of version 1 or 2 holds a maze of whole square cells")
        })?;
        Ok(SquareMaze { maze, grid })
    }
}

/// A racer as versions 1 and 2 saved it: a position on square cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OldRacer {
    /// Where it stands.
    pub pos: Pos,
    /// Moves made so far.
    pub moves: u64,
}

/// The AI as versions 1 and 2 saved it: headings and steps as compass directions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OldSavedAi {
    /// Its level.
    pub level: AiLevel,
    /// The way it faces.
    pub heading: Direction,
    /// The steps it still plans, next first.
    pub plan: Vec<Direction>,
    /// The cells it has explored, as in version 3.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub visited: String,
    /// The steps that led it from where it began exploring to where it is.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub trail: Vec<Direction>,
}

impl From<OldSavedGame> for SavedGame {
    /// The same game in version 3's terms: positions as cell numbers (one past the last cell
    /// for a position outside the grid, which the check then reports), plans as the cells
    /// they lead through, the heading as the side the AI came in by.
    fn from(old: OldSavedGame) -> SavedGame {
        let grid = &old.maze.grid;
        let cell = |pos: Pos| match grid.contains(pos) {
            true => grid.index(pos),
            false => grid.cell_count() as usize,
        };
        let racer = |r: OldRacer| Racer {
            cell: cell(r.pos),
            moves: r.moves,
        };
        let ai = old.ai.as_ref().map(|(r, ai)| {
            let saved = SavedAi {
                level: ai.level,
                entered: ai.heading.opposite().index(),
                plan: walk(grid, r.pos, ai.plan.iter().copied())
                    .into_iter()
                    .map(cell)
                    .collect(),
                visited: ai.visited.clone(),
                trail: {
                    let back = ai.trail.iter().rev().map(|d| d.opposite());
                    let mut cells: Vec<usize> =
                        walk(grid, r.pos, back).into_iter().map(cell).collect();
                    cells.reverse();
                    cells
                },
            };
            (racer(*r), saved)
        });
        SavedGame {
            config: old.config,
            maze: old.maze.maze,
            rng: old.rng,
            human: racer(old.human),
            ai,
            elapsed: old.elapsed,
            next_regeneration: old.next_regeneration,
            generation: old.generation,
            outcome: old.outcome,
            helped: old.helped,
            visited: old.visited,
        }
    }
}

/// The positions `steps` lead through from `from`, walls or not; a step off the grid ends the
/// walk at a position outside it.
fn walk(grid: &Grid, from: Pos, steps: impl Iterator<Item = Direction>) -> Vec<Pos> {
    let mut at = from;
    let mut cells = Vec::new();
    for dir in steps {
        match grid.neighbor(at, dir) {
            Some(next) => at = next,
            None => {
                cells.push(Pos::new(u32::MAX, u32::MAX));
                break;
            }
        }
        cells.push(at);
    }
    cells
}

impl From<Game> for SavedGame {
    fn from(game: Game) -> SavedGame {
        SavedGame {
            ai: game.ai.map(|(racer, ai)| {
                let memory = ai.memory();
                let saved = SavedAi {
                    level: ai.level(),
                    entered: ai.entered(),
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
            helped: game.helped,
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
        let len = saved.maze.cell_count();
        let visited = CellSet::from_hex(&saved.visited, len);
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
        // Checked above: a maze without ends is a problem.
        let ends = saved.maze.ends().unwrap_or_default();
        Ok(Game {
            rng,
            ends,
            visited: visited.unwrap_or_default(),
            ai: saved.ai.map(|(racer, ai)| {
                let memory = Memory {
                    visited: CellSet::from_hex(&ai.visited, len).unwrap_or_default(),
                    trail: ai.trail,
                };
                (racer, Ai::new(ai.level, ai.entered, ai.plan, memory))
            }),
            config: saved.config,
            maze: saved.maze,
            human: saved.human,
            elapsed: saved.elapsed,
            next_regeneration: saved.next_regeneration,
            generation: saved.generation,
            outcome: saved.outcome,
            helped: saved.helped,
        })
    }
}

/// The maze is made of the cells the board and the difficulty name, bounded, with two
/// different ends.
fn check_maze(saved: &SavedGame, problems: &mut Vec<Problem>) {
    let (board, difficulty) = (&saved.config.board, saved.config.difficulty.size());
    match saved.maze.shape() {
        Shape::Square(square) if board.is_plain() && saved.maze.mask().is_none() => {
            if square.size() != difficulty {
                problems.push(Problem::SizeMismatch {
                    difficulty,
                    maze: square.size(),
                });
            }
            if square.wrap() != Wrap::None {
                problems.push(Problem::Wraps);
            }
        }
        Shape::Weave(weave) if board.weave => {
            if weave.size() != difficulty {
                problems.push(Problem::SizeMismatch {
                    difficulty,
                    maze: weave.size(),
                });
            }
        }
        _ if board.is_plain() || board.weave => problems.push(Problem::BoardMismatch),
        // Only a board without problems is built to compare.
        _ if !board
            .problems(difficulty, saved.config.algorithm)
            .is_empty() => {}
        _ => {
            if board.lattice(difficulty).ok().as_ref() != Some(saved.maze.lattice()) {
                problems.push(Problem::BoardMismatch);
            }
        }
    }
    if saved.maze.ends().is_none_or(|(start, goal)| start == goal) {
        problems.push(Problem::Ends);
    }
}

/// Every racer is on the maze with a way to the exit and a count in range, and the AI is there
/// exactly in versus mode, at the level the settings say, with a plan and a trail that fit.
fn check_racers(saved: &SavedGame, problems: &mut Vec<Problem>) {
    let maze = &saved.maze;
    let len = maze.cell_count();
    let mut racers = vec![(Who::Human, saved.human)];
    racers.extend(saved.ai.as_ref().map(|(racer, _)| (Who::Ai, *racer)));
    for (who, racer) in racers {
        if racer.cell >= len {
            problems.push(Problem::OffGrid {
                who,
                cell: racer.cell,
            });
        } else if (maze.goal())
            .is_none_or(|goal| mazes::solve::shortest_way(maze, racer.cell, goal).is_none())
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
    if let Some((racer, ai)) = &saved.ai {
        if ai.level != saved.config.ai {
            problems.push(Problem::AiLevelMismatch {
                config: saved.config.ai,
                ai: ai.level,
            });
        }
        if ai.plan.len() > len {
            problems.push(Problem::PlanTooLong(ai.plan.len()));
        }
        if ai.trail.len() > len {
            problems.push(Problem::PlanTooLong(ai.trail.len()));
        } else if racer.cell < len {
            // The medium AI retraces its trail backwards, from where it stands, unchecked.
            let mut way = ai.trail.clone();
            way.push(racer.cell);
            let joined = way.windows(2).all(|pair| {
                pair.iter().all(|&cell| cell < len) && side_to(maze, pair[1], pair[0]).is_some()
            });
            if !joined {
                problems.push(Problem::TrailThroughWalls);
            }
        }
        if CellSet::from_hex(&ai.visited, len).is_none() {
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
    let at_exit = |racer: Racer| Some(racer.cell) == exit;
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

/// Reads and checks a save document of any version.
pub fn from_json(text: &str) -> Result<Game, SaveError> {
    let saved = match FORMAT.check_json(text)? {
        1 | 2 => SavedGame::from(FORMAT.from_json::<OldSavedGame>(text)?),
        _ => FORMAT.from_json::<SavedGame>(text)?,
    };
    Ok(Game::try_from(saved)?)
}

/// Whether `value` is false: a field left out of a save.
fn is_false(value: &bool) -> bool {
    !*value
}
