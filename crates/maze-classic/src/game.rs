//! A game in progress: the maze, the racers, the clock and the rules.

use std::fmt;
use std::time::Duration;

use mazes::Maze;
use mazes::metrics::{Difficulty, at_percentile};
use mazes::{Direction, MazeBuilder, MazeRng, Openings, Wrap};
use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::ai::{Ai, entry_side, side_to};
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
    /// The cell it stands on, numbered as the maze's lattice numbers them (on plain square
    /// cells, row by row).
    pub cell: usize,
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

/// Everything a player can do. A move takes one step; in versus mode the AI then takes its
/// turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    /// Step one cell by compass direction (`w a s d`), on square cells.
    Move(Direction),
    /// Step through this side of the player's cell (its sides in their order round it,
    /// then up and down in a maze of levels).
    Step(usize),
    /// Step to this neighbouring cell (a click on it).
    Go(usize),
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
        /// The side of its cell it left by.
        side: usize,
        /// The cell it came to.
        to: usize,
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
    /// A wall (or the border) is in the way, through this side of the player's cell.
    #[error("a wall blocks the way")]
    Wall(usize),
    /// The player's cell has no such side, or the cell is not a neighbour of the player's.
    #[error("that is not a way out of the player's cell")]
    NoSuchWay,
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
    Build(#[from] mazes::BuildError),
    /// The maze of another shape could not be made.
    #[error("the maze could not be made on this board")]
    Board,
}

/// A game of the Maze Game. Time is given by the caller as game time since the start.
///
/// Serialised, a game is its [`SavedGame`](crate::SavedGame); deserialising checks it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "crate::SavedGame", try_from = "crate::SavedGame")]
pub struct Game {
    pub(crate) config: Config,
    pub(crate) maze: Maze,
    /// The maze's entrance and exit, which every maze of the game has.
    pub(crate) ends: (usize, usize),
    pub(crate) rng: MazeRng,
    pub(crate) human: Racer,
    pub(crate) ai: Option<(Racer, Ai)>,
    pub(crate) elapsed: Duration,
    pub(crate) next_regeneration: Option<Duration>,
    pub(crate) generation: u32,
    pub(crate) outcome: Option<Outcome>,
    /// The cells the human has stood on.
    pub(crate) visited: CellSet,
    /// Whether the player has seen a hint or the solution.
    pub(crate) helped: bool,
}

impl Game {
    /// A new game: the maze is generated from the seed (on plain square cells, with its
    /// entrance and exit on two different random sides, as in seed 000; on other boards, at the
    /// border cells nearest the top left and the bottom right), and every racer starts at the
    /// entrance.
    pub fn new(config: Config) -> Result<Game, ConfigError> {
        Invalid::check(config.problems())?;
        let mut rng = mazes::rng_from_seed(config.seed);
        let seed = rng.random();
        let maze = match config.board.is_plain() {
            true => plain_maze(&config, seed)?,
            false => board_maze(&config, seed).ok_or(ConfigError::Board)?,
        };
        let ends = maze.ends().ok_or(ConfigError::Board)?;
        let start = Racer {
            cell: ends.0,
            moves: 0,
        };
        let entered = entry_side(&maze, start.cell);
        let ai = (config.mode == Mode::Versus).then(|| {
            (
                start,
                Ai::new(config.ai, entered, Vec::new(), Default::default()),
            )
        });
        let mut visited = CellSet::default();
        visited.insert(maze.cell_count(), start.cell);
        Ok(Game {
            ends,
            helped: false,
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
    pub fn exit(&self) -> usize {
        self.ends.1
    }

    /// The entrance cell.
    pub fn entrance(&self) -> usize {
        self.ends.0
    }

    /// The compass direction of `side` of a cell, on square cells (its sides run north, east,
    /// south, west, then up and down in levels).
    pub fn direction(&self, side: usize) -> Option<Direction> {
        (self.config.board.is_square() && side < 4).then(|| Direction::from_index(side))
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
    ///
    /// A move copies nothing: it is judged before anything changes. Only a move that comes
    /// with a due regeneration, once a period, is judged on a copy of the game.
    pub fn apply(&mut self, command: Command, now: Duration) -> Result<Vec<Event>, RuleError> {
        if command == Command::Wait {
            // Waiting is never refused: time simply passes.
            return Ok(self.pass_time(now));
        }
        if self.outcome.is_some() {
            return Err(RuleError::Over);
        }
        if !self.regeneration_due(now) {
            return self.move_now(command, now);
        }
        // The new maze decides the move: judge it there, on a copy, so that a refusal leaves
        // no trace of the regeneration.
        let mut next = self.clone();
        let mut events = next.pass_time(now);
        events.extend(next.move_now(command, now)?);
        *self = next;
        Ok(events)
    }

    /// Whether time passing to `now` regenerates the maze.
    fn regeneration_due(&self, now: Duration) -> bool {
        let elapsed = self.elapsed.max(now.min(MAX_GAME_TIME));
        self.outcome.is_none()
            && self.config.period().is_some()
            && self.next_regeneration.is_some_and(|due| elapsed >= due)
    }

    /// Moves the human by `command` at `now`, when no regeneration is due: the move is judged
    /// before the clock or anything else changes.
    fn move_now(&mut self, command: Command, now: Duration) -> Result<Vec<Event>, RuleError> {
        let (side, next) = self.open_way(command)?;
        let mut events = self.pass_time(now);
        events.extend(self.step(side, next));
        Ok(events)
    }

    /// The side of the player's cell `command` steps through and the cell it leads to, if a
    /// passage is open there.
    fn open_way(&self, command: Command) -> Result<(usize, usize), RuleError> {
        let side = self.side_of(command)?;
        let at = self.human.cell;
        let next = self.maze.across(at, side);
        next.filter(|_| self.maze.is_open_side(at, side))
            .map(|next| (side, next))
            .ok_or(RuleError::Wall(side))
    }

    /// The side of the player's cell a move command steps through.
    fn side_of(&self, command: Command) -> Result<usize, RuleError> {
        let (maze, at) = (&self.maze, self.human.cell);
        match command {
            Command::Move(dir) if self.config.board.is_square() => Ok(dir.index()),
            Command::Step(side) if side < maze.side_count(at) => Ok(side),
            Command::Go(cell) => (0..maze.side_count(at))
                .find(|&side| maze.across(at, side) == Some(cell))
                .ok_or(RuleError::NoSuchWay),
            _ => Err(RuleError::NoSuchWay),
        }
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

    /// Generates a new maze of the same board, size, ends and difficulty; every racer keeps
    /// their place (in a weave, a racer under a crossing comes up onto its square) and the AI
    /// replans. `None` if the generator failed, and then nothing changed.
    fn regenerate(&mut self) -> Option<Event> {
        let fresh = self.fresh_maze(self.ends)?;
        // A weave's new crossings are elsewhere: whoever was under one stands on its square.
        let keep = |cell: usize| match self.maze.shape() {
            mazes::shape::Shape::Weave(weave) => weave.square_of(cell),
            _ => cell,
        };
        let human = keep(self.human.cell);
        let ai = self.ai.as_ref().map(|(racer, _)| keep(racer.cell));
        self.human.cell = human;
        if let (Some((racer, _)), Some(cell)) = (&mut self.ai, ai) {
            racer.cell = cell;
        }
        let (start_door, goal_door) = self.maze.doors();
        self.maze = fresh
            .with_provenance(Some(self.config.algorithm), self.maze.seed())
            .with_doors(start_door, goal_door);
        self.generation = self.generation.saturating_add(1);
        if let Some((_, ai)) = &mut self.ai {
            ai.replan();
        }
        Some(Event::Regenerated {
            generation: self.generation,
        })
    }

    /// A new maze for the game's board and level between `ends`: with a percentile, the one at
    /// that percentile of the difficulty of [`mazes::DIFFICULTY_CANDIDATES`] mazes.
    fn fresh_maze(&mut self, ends: (usize, usize)) -> Option<Maze> {
        let (size, algorithm) = (self.config.difficulty.size(), self.config.algorithm);
        let board = &self.config.board;
        let candidate = |rng: &mut MazeRng| -> Option<Maze> {
            if board.is_plain() {
                let grid = algorithm.generate(size, Wrap::None, rng).ok()?;
                Maze::new(grid).with_ends(ends.0, ends.1).ok()
            } else {
                board.generate(size, algorithm, rng.random(), Some(ends))
            }
        };
        let Some(percentile) = self.config.difficulty.percentile() else {
            return candidate(&mut self.rng);
        };
        let mut scored = Vec::new();
        for _ in 0..mazes::DIFFICULTY_CANDIDATES {
            let maze = candidate(&mut self.rng)?;
            scored.push((Difficulty::by_centres(&maze)?.expected_steps, maze));
        }
        at_percentile(scored, percentile)
    }

    /// Moves the human through `side` of its cell, an open way to `next` ([`Game::open_way`]);
    /// in versus mode the AI then takes its turn.
    fn step(&mut self, side: usize, next: usize) -> Vec<Event> {
        self.human = Racer {
            cell: next,
            moves: count_one(self.human.moves),
        };
        self.visited.insert(self.maze.cell_count(), next);
        let mut events = vec![Event::Moved {
            who: Who::Human,
            side,
            to: next,
        }];
        if next == self.exit() {
            events.push(self.finish(Who::Human));
        } else if let Some(event) = self.ai_turn() {
            events.push(event);
            if self.ai().is_some_and(|ai| ai.cell == self.exit()) {
                events.push(self.finish(Who::Ai));
            }
        }
        events
    }

    /// The AI's move, if there is an AI and it can move.
    fn ai_turn(&mut self) -> Option<Event> {
        let exit = self.exit();
        let (racer, ai) = self.ai.as_mut()?;
        let side = ai.next_step(&self.maze, racer.cell, exit)?;
        racer.cell = self.maze.across(racer.cell, side)?;
        racer.moves = count_one(racer.moves);
        Some(Event::Moved {
            who: Who::Ai,
            side,
            to: racer.cell,
        })
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
    /// `Wait` always and, until the game is over, each step through an open side in every
    /// spelling `apply` takes: [`Command::Move`] by compass direction on square cells,
    /// [`Command::Step`] by side and [`Command::Go`] by the neighbouring cell. (At a later time
    /// a due regeneration may change which moves are open.)
    pub fn legal_commands(&self) -> Vec<Command> {
        let (maze, at) = (&self.maze, self.human.cell);
        let sides = maze.side_count(at);
        let mut cells: Vec<usize> = Vec::with_capacity(sides);
        for cell in (0..sides).filter_map(|side| maze.across(at, side)) {
            if !cells.contains(&cell) {
                cells.push(cell);
            }
        }
        let spellings = Direction::ALL
            .map(Command::Move)
            .into_iter()
            .chain((0..sides).map(Command::Step))
            .chain(cells.into_iter().map(Command::Go));
        let open = |command: &Command| self.outcome.is_none() && self.open_way(*command).is_ok();
        [Command::Wait]
            .into_iter()
            .chain(spellings.filter(open))
            .collect()
    }

    /// Records that the player was shown a hint or the solution: a win after it sets no best
    /// time. Saves keep it.
    pub fn note_help(&mut self) {
        self.helped = true;
    }

    /// Whether the player has been shown a hint or the solution in this game.
    pub fn helped(&self) -> bool {
        self.helped
    }

    /// Whether the human has stood on `cell` in this game (the maze's regenerations keep it).
    pub fn visited(&self, cell: usize) -> bool {
        self.visited.contains(cell)
    }

    /// What a front end says when a race refuses a hint or the solution (see
    /// [`Game::may_show_help`]).
    pub const HELP_REFUSED: &'static str = "No hint or solution in a race: the AI has none either.";

    /// Whether the player may see a hint or the solution now: alone, always; in a race, only
    /// once it is over, since a path shown would win every race.
    pub fn may_show_help(&self) -> bool {
        self.config.mode == Mode::Single || self.outcome.is_some()
    }

    /// The first steps (at most `steps`) of a shortest way from the human to the exit: the
    /// cells, the human's first.
    pub fn hint(&self, steps: usize) -> Option<Vec<usize>> {
        let mut cells = self.solution()?;
        cells.truncate(steps + 1);
        Some(cells)
    }

    /// A shortest way from the human to the exit: the cells, the human's first.
    pub fn solution(&self) -> Option<Vec<usize>> {
        mazes::solve::shortest_way(&self.maze, self.human.cell, self.exit())
    }

    /// The sides to step through along `cells` (a way such as [`Game::solution`] gives).
    pub fn sides_along(&self, cells: &[usize]) -> Option<Vec<usize>> {
        cells
            .windows(2)
            .map(|pair| side_to(&self.maze, pair[0], pair[1]))
            .collect()
    }
}

/// The first maze of a game on plain square cells, from `seed`: the seed's game, its ends on
/// two different random sides, picked by difficulty at the named levels.
fn plain_maze(config: &Config, seed: u64) -> Result<Maze, ConfigError> {
    let mut builder = MazeBuilder::new(config.difficulty.size())
        .algorithm(config.algorithm)
        .seed(seed)
        .openings(Openings::Sides);
    if let Some(percentile) = config.difficulty.percentile() {
        builder = builder.difficulty(percentile);
    }
    let maze = builder.build()?;
    Ok(maze)
}

/// The first maze of a game on another board, from `seed`: at the named levels, the one at
/// the level's percentile of difficulty among [`mazes::DIFFICULTY_CANDIDATES`] mazes from the
/// seed and the seeds after it.
fn board_maze(config: &Config, seed: u64) -> Option<Maze> {
    let (size, algorithm) = (config.difficulty.size(), config.algorithm);
    let build = |seed: u64| config.board.generate(size, algorithm, seed, None);
    let Some(percentile) = config.difficulty.percentile() else {
        return build(seed);
    };
    let mut scored = Vec::new();
    for k in 0..mazes::DIFFICULTY_CANDIDATES {
        let candidate = seed.wrapping_add(k);
        let maze = build(candidate)?;
        scored.push((Difficulty::by_centres(&maze)?.expected_steps, candidate));
    }
    build(at_percentile(scored, percentile)?)
}

/// One more move, saturating at the largest count a save holds.
fn count_one(moves: u64) -> u64 {
    moves.saturating_add(1).min(MAX_MOVES)
}
