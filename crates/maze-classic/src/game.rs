//! A game in progress: the maze, the racers, the clock and the rules.

use std::fmt;
use std::time::Duration;

use maze::metrics::{Difficulty, at_percentile};
use maze::{Direction, Grid, Maze, MazeBuilder, MazeRng, Openings, Path, Pos, Wrap};
use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::ai::Ai;
use crate::cells::CellSet;
use crate::problem::{Invalid, MAX_GAME_TIME, MAX_MOVES};
use crate::{Config, Mode};

/// Steps a hint shows.
pub const HINT_STEPS: usize = 10;

/// Who is racing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Who {
    /// The person playing.
    #[serde(alias = "Human")]
    Human,
    /// The computer.
    #[serde(alias = "Ai")]
    Ai,
}

impl fmt::Display for Who {
    /// `the player` or `the AI`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Who::Human => "the player",
            Who::Ai => "the AI",
        })
    }
}

/// A racer's place and count of moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Racer {
    /// Where it stands.
    pub pos: Pos,
    /// Moves made so far (saturating at 2⁵³).
    pub moves: u64,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Outcome {
    /// Who reached the exit first.
    pub winner: Who,
    /// The human's moves.
    pub human_moves: u64,
    /// The AI's moves, in versus mode.
    pub ai_moves: Option<u64>,
    /// Game time when it ended.
    pub elapsed: Duration,
}

/// Everything a player can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    /// Step one cell (`w a s d`); in versus mode the AI then takes its turn.
    Move(Direction),
    /// Nothing but let time pass: the maze regenerates if its time has come.
    Wait,
}

/// Something that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// A racer moved one step.
    Moved {
        /// Who moved.
        who: Who,
        /// Which way.
        dir: Direction,
    },
    /// A new maze was generated; every racer kept their place.
    Regenerated {
        /// How many mazes there have been since the first (1 for the first regeneration).
        generation: u32,
    },
    /// Someone reached the exit: the game is over.
    Ended(Outcome),
}

/// Why a command was refused; nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// A wall (or the border) is in the way.
    #[error("a wall blocks the way {0}")]
    Wall(Direction),
    /// The game has ended.
    #[error("the game is over")]
    Over,
}

/// Why the settings cannot start a game.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ConfigError {
    /// The settings are outside the limits.
    #[error(transparent)]
    Invalid(#[from] Invalid),
    /// The maze could not be made.
    #[error(transparent)]
    Build(#[from] maze::BuildError),
}

/// A game of the Maze Game. Time is given by the caller as game time since the start.
///
/// Serialised, a game is its [`SavedGame`](crate::SavedGame); deserialising checks it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "crate::SavedGame", try_from = "crate::SavedGame")]
pub struct Game {
    pub(crate) config: Config,
    pub(crate) maze: Maze,
    pub(crate) rng: MazeRng,
    pub(crate) human: Racer,
    pub(crate) ai: Option<(Racer, Ai)>,
    pub(crate) elapsed: Duration,
    pub(crate) next_regeneration: Option<Duration>,
    pub(crate) generation: u32,
    pub(crate) outcome: Option<Outcome>,
    /// The cells the human has stood on.
    pub(crate) visited: CellSet,
}

impl Game {
    /// A new game: the maze is generated from the seed with its entrance and exit on two
    /// different random sides (seed 000), and every racer starts at the entrance.
    pub fn new(config: Config) -> Result<Game, ConfigError> {
        Invalid::check(config.problems())?;
        let mut rng = maze::rng_from_seed(config.seed);
        let mut builder = MazeBuilder::new(config.difficulty.size())
            .algorithm(config.algorithm)
            .seed(rng.random())
            .openings(Openings::Sides);
        if let Some(percentile) = config.difficulty.percentile() {
            builder = builder.difficulty(percentile);
        }
        let maze = builder.build()?;
        let (entrance, _) = maze
            .ends()
            .ok_or(maze::BuildError::Openings(maze::OpeningsError::NoSides))?;
        let start = Racer {
            pos: entrance.cell,
            moves: 0,
        };
        let heading = entrance.door.map_or(Direction::South, Direction::opposite);
        let ai = (config.mode == Mode::Versus).then(|| {
            (
                start,
                Ai::new(config.ai, heading, Vec::new(), Default::default()),
            )
        });
        let mut visited = CellSet::default();
        visited.insert(maze.grid(), start.pos);
        Ok(Game {
            visited,
            next_regeneration: config.period(),
            config,
            maze,
            rng,
            human: start,
            ai,
            elapsed: Duration::ZERO,
            generation: 0,
            outcome: None,
        })
    }

    /// What the game was started with.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The current maze.
    pub fn maze(&self) -> &Maze {
        &self.maze
    }

    /// The exit cell.
    pub fn exit(&self) -> Pos {
        self.maze.goal().unwrap_or_default()
    }

    /// The entrance cell.
    pub fn entrance(&self) -> Pos {
        self.maze.start().unwrap_or_default()
    }

    /// The human racer.
    pub fn human(&self) -> Racer {
        self.human
    }

    /// The AI racer, in versus mode.
    pub fn ai(&self) -> Option<Racer> {
        self.ai.as_ref().map(|(racer, _)| *racer)
    }

    /// Game time so far.
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }

    /// Game time at which the maze next regenerates, if it does.
    pub fn next_regeneration(&self) -> Option<Duration> {
        self.next_regeneration
    }

    /// How many times the maze has regenerated.
    pub fn generation(&self) -> u32 {
        self.generation
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Applies `command` at game time `now`, returning what happened.
    ///
    /// Time passes first: if the maze's regeneration is due it regenerates (and says so)
    /// before the command is judged, so no one ever moves in an old maze. A refused command
    /// leaves the whole game as it was, the clock included; the regeneration then happens
    /// with the next command. The game clock never runs past a year.
    pub fn apply(&mut self, command: Command, now: Duration) -> Result<Vec<Event>, RuleError> {
        let dir = match command {
            // Waiting is never refused: time simply passes.
            Command::Wait => return Ok(self.pass_time(now)),
            Command::Move(_) if self.outcome.is_some() => return Err(RuleError::Over),
            Command::Move(dir) => dir,
        };
        // Judge the move on a copy, so that a refusal leaves no trace of time passing.
        let mut next = self.clone();
        let mut events = next.pass_time(now);
        events.extend(next.step(dir)?);
        *self = next;
        Ok(events)
    }

    /// Advances the clock to `now`, regenerating the maze if its time has come.
    fn pass_time(&mut self, now: Duration) -> Vec<Event> {
        self.elapsed = self.elapsed.max(now.min(MAX_GAME_TIME));
        let (Some(due), Some(period)) = (self.next_regeneration, self.config.period()) else {
            return Vec::new();
        };
        if self.outcome.is_some() || self.elapsed < due {
            return Vec::new();
        }
        // Regenerate once however many periods were missed, and schedule the next one.
        let missed = (self.elapsed - due).as_nanos() / period.as_nanos();
        self.next_regeneration = u32::try_from(missed + 1)
            .ok()
            .and_then(|periods| period.checked_mul(periods))
            .and_then(|wait| due.checked_add(wait));
        self.regenerate().into_iter().collect()
    }

    /// Generates a new maze of the same size, openings and difficulty; every racer keeps
    /// their place and the AI replans. `None` if the generator failed, and then nothing
    /// changed.
    fn regenerate(&mut self) -> Option<Event> {
        let (entrance, exit) = self.maze.ends()?;
        let grid = self.fresh_grid(entrance.cell, exit.cell)?;
        let fresh = Maze::new(grid)
            .with_provenance(Some(self.config.algorithm), self.maze.seed())
            .with_ends(entrance, exit)
            .ok()?;
        self.maze = fresh;
        self.generation = self.generation.saturating_add(1);
        if let Some((_, ai)) = &mut self.ai {
            ai.replan();
        }
        Some(Event::Regenerated {
            generation: self.generation,
        })
    }

    /// A new grid for the game's level: with a percentile, the one at that percentile of the
    /// difficulty of [`maze::DIFFICULTY_CANDIDATES`] grids between the same entrance and exit.
    fn fresh_grid(&mut self, entrance: Pos, exit: Pos) -> Option<Grid> {
        let (size, algorithm) = (self.config.difficulty.size(), self.config.algorithm);
        let Some(percentile) = self.config.difficulty.percentile() else {
            return algorithm.generate(size, Wrap::None, &mut self.rng).ok();
        };
        let mut scored = Vec::new();
        for _ in 0..maze::DIFFICULTY_CANDIDATES {
            let grid = algorithm.generate(size, Wrap::None, &mut self.rng).ok()?;
            let score = Difficulty::between(&grid, entrance, exit)?.expected_steps;
            scored.push((score, grid));
        }
        at_percentile(scored, percentile)
    }

    /// Moves the human one step; in versus mode the AI then takes its turn.
    fn step(&mut self, dir: Direction) -> Result<Vec<Event>, RuleError> {
        let grid = self.maze.grid();
        let next = grid
            .neighbor(self.human.pos, dir)
            .filter(|_| grid.is_open(self.human.pos, dir))
            .ok_or(RuleError::Wall(dir))?;
        self.human = Racer {
            pos: next,
            moves: count_one(self.human.moves),
        };
        self.visited.insert(grid, next);
        let mut events = vec![Event::Moved {
            who: Who::Human,
            dir,
        }];
        if next == self.exit() {
            events.push(self.finish(Who::Human));
        } else if let Some(event) = self.ai_turn() {
            events.push(event);
            if self.ai().is_some_and(|ai| ai.pos == self.exit()) {
                events.push(self.finish(Who::Ai));
            }
        }
        Ok(events)
    }

    /// The AI's move, if there is an AI and it can move.
    fn ai_turn(&mut self) -> Option<Event> {
        let exit = self.exit();
        let (racer, ai) = self.ai.as_mut()?;
        let grid = self.maze.grid();
        let dir = ai.next_step(grid, racer.pos, exit)?;
        racer.pos = grid.neighbor(racer.pos, dir)?;
        racer.moves = count_one(racer.moves);
        Some(Event::Moved { who: Who::Ai, dir })
    }

    fn finish(&mut self, winner: Who) -> Event {
        let outcome = Outcome {
            winner,
            human_moves: self.human.moves,
            ai_moves: self.ai().map(|ai| ai.moves),
            elapsed: self.elapsed,
        };
        self.outcome = Some(outcome);
        Event::Ended(outcome)
    }

    /// Every command [`Game::apply`] accepts at the game's own time ([`Game::elapsed`]):
    /// `Wait` always, and a move each way a passage leads until the game is over. (At a later
    /// time a due regeneration may change which moves are open.)
    pub fn legal_commands(&self) -> Vec<Command> {
        let grid = self.maze.grid();
        let at = self.human.pos;
        let moves = Direction::ALL
            .into_iter()
            .filter(|&dir| self.outcome.is_none() && grid.is_open(at, dir))
            .filter(|&dir| grid.neighbor(at, dir).is_some())
            .map(Command::Move);
        [Command::Wait].into_iter().chain(moves).collect()
    }

    /// Whether the human has stood on `pos` in this game (the maze's regenerations keep it).
    pub fn visited(&self, pos: Pos) -> bool {
        self.maze.grid().contains(pos) && self.visited.contains(self.maze.grid(), pos)
    }

    /// What a front end says when a race refuses a hint or the solution (see
    /// [`Game::may_show_help`]).
    pub const HELP_REFUSED: &'static str = "No hint or solution in a race: the AI has none either.";

    /// Whether the player may see a hint or the solution now: alone, always; in a race, only
    /// once it is over, since a path shown would win every race.
    pub fn may_show_help(&self) -> bool {
        self.config.mode == Mode::Single || self.outcome.is_some()
    }

    /// The first steps (at most `steps`) of a shortest path from the human to the exit.
    pub fn hint(&self, steps: usize) -> Option<Path> {
        self.solution().map(|path| path.truncated(steps))
    }

    /// A shortest path from the human to the exit.
    pub fn solution(&self) -> Option<Path> {
        maze::solve::bfs(self.maze.grid(), self.human.pos, self.exit())
    }
}

/// One more move, saturating at the largest count a save holds.
fn count_one(moves: u64) -> u64 {
    moves.saturating_add(1).min(MAX_MOVES)
}
