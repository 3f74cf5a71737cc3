//! The Maze Game behind a page: settings checked, moves and clock passed to `maze-classic`,
//! and the state as the page draws it.

use std::time::Duration;

use maze::Direction;
use maze_classic::{AiLevel, Command, Config, Difficulty, Event, Game, HINT_STEPS, Mode, Who};

use crate::connection::sentence;
use crate::protocol::{ClassicView, PathKind, RacerView, ServerMessage};

/// Regeneration period when a page does not say: seed 000's minute.
const DEFAULT_REGEN: u64 = 60;
/// The biggest Maze Game a page may ask for: a canvas still shows each cell.
const MAX_SIDE: u32 = 200;

/// A Maze Game and the connection time it started at.
#[derive(Clone, Debug)]
pub(crate) struct Classic {
    game: Game,
    started: Duration,
}

/// A Maze Game from a page's settings, or what is wrong with them.
pub(crate) fn start(
    difficulty: &str,
    mode: &str,
    ai: &str,
    seed: Option<u64>,
    regen: Option<u64>,
) -> Result<Game, String> {
    let difficulty: Difficulty = difficulty.parse().map_err(|e| format!("{e}."))?;
    let size = difficulty.size();
    if size.width > MAX_SIDE || size.height > MAX_SIDE {
        return Err(format!(
            "The page draws mazes up to {MAX_SIDE}×{MAX_SIDE}, not {size}."
        ));
    }
    let regen = regen.unwrap_or(DEFAULT_REGEN);
    let config = Config {
        difficulty,
        mode: mode.parse::<Mode>().map_err(|e| format!("{e}."))?,
        ai: ai.parse::<AiLevel>().map_err(|e| format!("{e}."))?,
        regenerate_every: (regen > 0).then(|| Duration::from_secs(regen)),
        // Pages keep numbers as doubles: a random seed stays below 2⁵³ so that the page can
        // show it and send it back exactly.
        seed: seed.unwrap_or_else(|| rand::random::<u64>() >> 11),
        ..Config::new(0)
    };
    Game::new(config).map_err(|e| format!("No game: {e}."))
}

impl Classic {
    /// The game `start` made (or a save held), its clock going on at connection time `now`
    /// from the game time it has.
    pub(crate) fn new(game: Game, now: Duration) -> Classic {
        let started = now.saturating_sub(game.elapsed());
        Classic { game, started }
    }

    /// Writes the game, as it stands at `now`, to `path`, replacing the earlier save only once
    /// the new one is safely on disk.
    pub(crate) fn save(
        &mut self,
        path: &std::path::Path,
        now: Duration,
    ) -> Result<ServerMessage, String> {
        // Letting time pass first puts the clock in the save.
        let _ = self.game.apply(Command::Wait, self.game_time(now));
        let text =
            maze_classic::save::to_json(&self.game).map_err(|e| format!("Not saved: {e}."))?;
        maze_store::write_atomically(path, text.as_bytes())
            .map_err(|e| format!("Not saved: {e}."))?;
        Ok(ServerMessage::Info {
            message: format!("Game saved to {}.", path.display()),
        })
    }

    /// The game saved at `path`, or why it cannot be loaded (the current game goes on).
    pub(crate) fn load(path: &std::path::Path, now: Duration) -> Result<Classic, String> {
        let text =
            maze_store::read(path).map_err(|e| format!("Not loaded: {e}. Your game goes on."))?;
        let game = maze_classic::save::from_json(&text)
            .map_err(|e| format!("Not loaded: {e}. Your game goes on."))?;
        Ok(Classic::new(game, now))
    }

    /// The new state if time passing to `now` regenerated the maze.
    pub(crate) fn tick(&mut self, now: Duration) -> Option<ServerMessage> {
        let events = self
            .game
            .apply(Command::Wait, self.game_time(now))
            .unwrap_or_default();
        events
            .iter()
            .any(|event| matches!(event, Event::Regenerated { .. }))
            .then(|| ServerMessage::ClassicState(Box::new(self.view(now))))
    }

    /// Game time at connection time `now`.
    fn game_time(&self, now: Duration) -> Duration {
        now.saturating_sub(self.started)
    }

    pub(crate) fn step(&mut self, dir: Direction, now: Duration) -> Result<ServerMessage, String> {
        let time = self.game_time(now);
        self.game
            .apply(Command::Move(dir), time)
            .map_err(|e| sentence(&e.to_string()))?;
        Ok(ServerMessage::ClassicState(Box::new(self.view(now))))
    }

    pub(crate) fn path(&self, kind: PathKind) -> ServerMessage {
        let path = match kind {
            PathKind::Hint => self.game.hint(HINT_STEPS),
            PathKind::Solution => self.game.solution(),
        };
        let grid = self.game.maze().grid();
        let cells = path.map(|p| p.cells(grid).collect()).unwrap_or_default();
        ServerMessage::Path { kind, cells }
    }

    pub(crate) fn view(&self, now: Duration) -> ClassicView {
        let game = &self.game;
        let grid = game.maze().grid();
        let passages = passages(grid);
        let racer = |r: maze_classic::Racer| RacerView {
            pos: r.pos,
            moves: r.moves,
        };
        let time = self.game_time(now);
        let config = game.config();
        ClassicView {
            width: grid.width(),
            height: grid.height(),
            passages,
            entrance: game.entrance(),
            exit: game.exit(),
            human: racer(game.human()),
            ai: game.ai().map(racer),
            elapsed_ms: millis(game.outcome().map_or(time, |o| o.elapsed)),
            regenerate_in_ms: game
                .next_regeneration()
                .map(|at| millis(at.saturating_sub(time))),
            generation: game.generation(),
            winner: game.outcome().map(|o| match o.winner {
                Who::Human => "human".to_owned(),
                Who::Ai => "ai".to_owned(),
            }),
            seed: config.seed,
            settings: settings(config),
        }
    }
}

/// One hex digit a cell, row by row: bit 1 north, 2 east, 4 south, 8 west open.
pub(crate) fn passages(grid: &maze::Grid) -> String {
    grid.cells()
        .map(|at| char::from_digit(grid.open_bits(at).into(), 16).unwrap_or('0'))
        .collect()
}

fn settings(config: &Config) -> String {
    match config.mode {
        Mode::Single => format!("{}, single player", config.difficulty),
        Mode::Versus => format!("{}, versus the {} AI", config.difficulty, config.ai.name()),
    }
}

fn millis(time: Duration) -> u64 {
    u64::try_from(time.as_millis()).unwrap_or(u64::MAX)
}
