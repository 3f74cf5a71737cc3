//! A game in progress: the maze, the racers, the clock and the rules.

use std::time::Duration;

use maze::{Direction, Maze, MazeBuilder, MazeRng, Openings, Path, Pos, Wrap};
use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::ai::Ai;
use crate::{Config, Mode};

/// Steps a hint shows.
pub const HINT_STEPS: usize = 10;

/// Who is racing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Who {
    /// The person playing.
    Human,
    /// The computer.
    Ai,
}

/// A racer's place and count of moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Racer {
    /// Where it stands.
    pub pos: Pos,
    /// Moves made so far.
    pub moves: u64,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

/// Something that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    /// Someone reached the exit.
    Won(Outcome),
}

/// Why a move was refused; nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// A wall (or the border) is in the way.
    #[error("a wall blocks the way {0}")]
    Wall(Direction),
    /// The game has ended.
    #[error("the game is over")]
    Over,
}

/// Why a game could not be started.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error(transparent)]
pub struct StartError(#[from] maze::BuildError);

/// A game of the Maze Game. Time is given by the caller as game time since the start.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Game {
    config: Config,
    maze: Maze,
    rng: MazeRng,
    human: Racer,
    ai: Option<(Racer, Ai)>,
    elapsed: Duration,
    next_regeneration: Option<Duration>,
    generation: u32,
    outcome: Option<Outcome>,
}

impl Game {
    /// A new game: the maze is generated from the seed with its entrance and exit on two
    /// different random sides (seed 000), and every racer starts at the entrance.
    pub fn new(config: Config) -> Result<Game, StartError> {
        let mut rng = maze::rng_from_seed(config.seed);
        let maze = MazeBuilder::new(config.difficulty.size())
            .algorithm(config.algorithm)
            .seed(rng.random())
            .openings(Openings::Sides)
            .build()?;
        let (entrance, _) = maze
            .ends()
            .ok_or(maze::BuildError::Openings(maze::OpeningsError::NoSides))?;
        let start = Racer {
            pos: entrance.cell,
            moves: 0,
        };
        let heading = entrance.door.map_or(Direction::South, Direction::opposite);
        let ai = (config.mode == Mode::Versus).then(|| (start, Ai::new(config.ai, heading)));
        Ok(Game {
            next_regeneration: config.regenerate_every.filter(|p| !p.is_zero()),
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

    /// The AI's remaining plan, next step first (empty for the wall follower or single mode).
    pub fn ai_plan(&self) -> &[Direction] {
        self.ai.as_ref().map_or(&[], |(_, ai)| ai.plan())
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

    /// Advances the clock to `now`, regenerating the maze if its time has come.
    pub fn tick(&mut self, now: Duration) -> Vec<Event> {
        self.elapsed = self.elapsed.max(now);
        let (Some(due), Some(period)) = (self.next_regeneration, self.config.regenerate_every)
        else {
            return Vec::new();
        };
        if self.outcome.is_some() || self.elapsed < due {
            return Vec::new();
        }
        let missed = (self.elapsed - due).as_nanos() / period.as_nanos().max(1);
        self.next_regeneration = Some(due + period * (missed as u32 + 1));
        self.regenerate();
        vec![Event::Regenerated {
            generation: self.generation,
        }]
    }

    /// Generates a new maze of the same size and openings; every racer keeps their place and
    /// the AI replans.
    fn regenerate(&mut self) {
        let size = self.config.difficulty.size();
        let Ok(grid) = self
            .config
            .algorithm
            .generate(size, Wrap::None, &mut self.rng)
        else {
            return;
        };
        let Some((entrance, exit)) = self.maze.ends() else {
            return;
        };
        let fresh = maze::Maze::new(grid)
            .with_provenance(Some(self.config.algorithm), self.maze.seed())
            .with_ends(entrance, exit);
        if let Ok(fresh) = fresh {
            self.maze = fresh;
            self.generation += 1;
            if let Some((_, ai)) = &mut self.ai {
                ai.replan();
            }
        }
    }

    /// Moves the human one step at game time `now`; in versus mode the AI then takes its turn.
    pub fn step(&mut self, dir: Direction, now: Duration) -> Result<Vec<Event>, MoveError> {
        if self.outcome.is_some() {
            return Err(MoveError::Over);
        }
        let grid = self.maze.grid();
        let next = grid
            .neighbor(self.human.pos, dir)
            .filter(|_| grid.is_open(self.human.pos, dir))
            .ok_or(MoveError::Wall(dir))?;
        self.elapsed = self.elapsed.max(now);
        self.human = Racer {
            pos: next,
            moves: self.human.moves + 1,
        };
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
        racer.moves += 1;
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
        Event::Won(outcome)
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
