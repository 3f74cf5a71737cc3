//! The Maze Game's endless mode: a walk through the infinite maze of 2⁶⁴ × 2⁶⁴ cells
//! ([`mazes::infinite`]) to a target set some distance away.
//!
//! The maze scrolls with the player forever; the target is a cell whose way from the start is
//! `reach` passages long, in a direction the seed chooses. The game knows the exact length of
//! the way left (it changes by one with every move, as in any perfect maze), the straight-line
//! bearing to the target, and the next steps of the true way for hints. A game is wholly given
//! by its seed, the player's cell and the target's, so a link holding those three lets anyone
//! stand in the same place ([`Game::resume`]); there is no save file.
//!
//! ```
//! use std::time::Duration;
//! use maze_classic::endless::{Command, Config, Game, Target};
//!
//! let mut game = Game::new(Config { target: Target::Away(60), ..Config::new(3) })?;
//! let length = game.way_left();
//! assert_eq!(length, 60);
//! for (i, dir) in game.hint(usize::MAX).into_iter().enumerate() {
//!     game.apply(Command::Move(dir), Duration::from_secs(i as u64))?;
//! }
//! let outcome = game.outcome().unwrap();
//! assert_eq!(u128::from(outcome.moves), length);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::time::Duration;

use mazes::infinite::{Cell, InfiniteMaze, WindowError};
use mazes::{Direction, Maze, Size};

use crate::problem::{MAX_GAME_TIME, MAX_MOVES};

/// Where a game of `seed` starts unless told otherwise: a cell the seed chooses in the middle
/// half of the plane, 2⁶² cells or more from every edge. (Not the very middle, where the four
/// quarters of the plane meet: the walls between them run straight for 2⁶³ cells each way.)
pub fn start_of(seed: u64) -> Cell {
    let mut draws = mazes::rng_from_seed(seed ^ 0x7374_6172_7421);
    let mut middle_half = || (1 << 62) + (rand::Rng::random::<u64>(&mut draws) >> 1);
    Cell::new(middle_half(), middle_half())
}

/// How far away the target is set unless told otherwise, in passages along its way.
pub const DEFAULT_REACH: u64 = 300;

/// The longest way to a target set by [`Target::Away`]: finding it walks the way, a leaf at a
/// time (about 0.3 s for the longest).
pub const MAX_REACH: u64 = 1_000_000;

/// The longest way a hint gives at once.
pub const MAX_HINT: usize = 10_000;

/// Where the target is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    /// A cell whose way from the start is this many passages long (at most [`MAX_REACH`]),
    /// on the way to a cell that far away as a king moves, in a direction the seed chooses.
    Away(u64),
    /// This cell.
    At(Cell),
}

/// The settings of an endless game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Config {
    /// The infinite maze's seed.
    pub seed: u64,
    /// Where the player starts.
    pub start: Cell,
    /// Where the target is.
    pub target: Target,
}

impl Config {
    /// A game of `seed` from [`start_of`] the seed to a target [`DEFAULT_REACH`] passages
    /// away.
    pub fn new(seed: u64) -> Config {
        Config {
            seed,
            start: start_of(seed),
            target: Target::Away(DEFAULT_REACH),
        }
    }
}

/// A cell whose way from `start` is exactly `reach` passages long: `reach` steps along the way
/// from `start` to a cell `reach` cells away as a king moves (a way is never shorter than
/// that), at a place on that square ring the seed and the start choose, each offset turned
/// round where it would leave the plane (it never must both ways: the plane is 2⁶⁴ wide).
fn away(plane: &InfiniteMaze, seed: u64, start: Cell, reach: u64) -> Cell {
    let mut draws =
        mazes::rng_from_seed(seed ^ 0x0065_6e64_6c65_7373 ^ start.x ^ start.y.rotate_left(32));
    let reach_wide = i128::from(reach);
    let place = i128::from(rand::Rng::random::<u64>(&mut draws)) % (8 * reach_wide);
    // The ring from its north-west corner clockwise: the top, the right side, the bottom, the
    // left side.
    let side = 2 * reach_wide;
    let (dx, dy) = match place / side {
        0 => (-reach_wide + place, -reach_wide),
        1 => (reach_wide, -reach_wide + (place - side)),
        2 => (reach_wide - (place - 2 * side), reach_wide),
        _ => (-reach_wide, reach_wide - (place - 3 * side)),
    };
    let along = |from: u64, offset: i128| {
        let max = i128::from(u64::MAX);
        let there = i128::from(from) + offset;
        let there = if (0..=max).contains(&there) {
            there
        } else {
            i128::from(from) - offset
        };
        there.clamp(0, max) as u64
    };
    let far = Cell::new(along(start.x, dx), along(start.y, dy));
    plane.walk(start, far, reach)
}

/// Why settings cannot make a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ConfigError {
    /// The target is the start.
    #[error("the target is the starting cell {0}: set it at least one cell away")]
    TargetIsStart(Cell),
    /// The target is set further away than [`MAX_REACH`].
    #[error("a target {0} passages away is too far to set: at most 1000000")]
    TooFar(u64),
}

/// What the player can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    /// Step to the next cell that way.
    Move(Direction),
}

/// What happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// The player stepped to `to`.
    Moved {
        /// The new cell.
        to: Cell,
    },
    /// The player reached the target: the game is over.
    Ended(Outcome),
}

/// Why a command was refused (the game is unchanged).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleError {
    /// A wall stands that way.
    #[error("a wall stands that way")]
    Wall,
    /// The game is over.
    #[error("the game is over")]
    Over,
}

/// How a finished game went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// The player's moves.
    pub moves: u64,
    /// The fewest moves there were: the way's length from where the game began.
    pub shortest: u128,
    /// The game time of the last move.
    pub elapsed: Duration,
}

/// The bearing from the player to the target, as the crow flies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bearing {
    /// Columns to go east (negative: west).
    pub dx: i128,
    /// Rows to go south (negative: north).
    pub dy: i128,
}

impl Bearing {
    /// The nearest of the eight compass points ("N", "NE", … "NW"), or "here".
    pub fn point(&self) -> &'static str {
        if self.dx == 0 && self.dy == 0 {
            return "here";
        }
        // Within a factor of about 2.4 (tan 67.5°) the diagonal is nearer than the axis.
        let (ax, ay) = (self.dx.unsigned_abs(), self.dy.unsigned_abs());
        let east_west = 5 * ax > 2 * ay;
        let north_south = 5 * ay > 2 * ax;
        let ns = if self.dy < 0 { "N" } else { "S" };
        let ew = if self.dx < 0 { "W" } else { "E" };
        match (north_south, east_west, self.dy < 0, self.dx < 0) {
            (true, true, true, false) => "NE",
            (true, true, true, true) => "NW",
            (true, true, false, false) => "SE",
            (true, true, false, true) => "SW",
            (true, false, ..) => ns,
            _ => ew,
        }
    }

    /// An arrow for [`Bearing::point`].
    pub fn arrow(&self) -> char {
        match self.point() {
            "N" => '↑',
            "NE" => '↗',
            "E" => '→',
            "SE" => '↘',
            "S" => '↓',
            "SW" => '↙',
            "W" => '←',
            "NW" => '↖',
            _ => '•',
        }
    }

    /// The straight-line distance in cells, rounded.
    pub fn distance(&self) -> f64 {
        (self.dx as f64).hypot(self.dy as f64)
    }
}

/// An endless game.
#[derive(Clone, Debug)]
pub struct Game {
    config: Config,
    plane: InfiniteMaze,
    target: Cell,
    player: Cell,
    moves: u64,
    way_left: u128,
    shortest: u128,
    outcome: Option<Outcome>,
}

impl Game {
    /// A game with these settings, the player on the start.
    pub fn new(config: Config) -> Result<Game, ConfigError> {
        let game = Game::resume(config, config.start)?;
        if game.target == config.start {
            return Err(ConfigError::TargetIsStart(game.target));
        }
        Ok(game)
    }

    /// A game with these settings and the player on `player`: what a link to a game in
    /// progress holds (the player may stand on the target: the game is then over). The moves
    /// count from there.
    pub fn resume(config: Config, player: Cell) -> Result<Game, ConfigError> {
        let plane = InfiniteMaze::new(config.seed);
        let target = match config.target {
            Target::At(cell) => cell,
            Target::Away(reach) if reach > MAX_REACH => return Err(ConfigError::TooFar(reach)),
            Target::Away(reach) => away(&plane, config.seed, config.start, reach),
        };
        Ok(Game::on(config, plane, target, player))
    }

    /// The game on `plane` with the target settled.
    fn on(config: Config, mut plane: InfiniteMaze, target: Cell, player: Cell) -> Game {
        let way_left = plane.distance(player, target);
        let mut game = Game {
            config,
            plane,
            target,
            player,
            moves: 0,
            way_left,
            shortest: way_left,
            outcome: None,
        };
        if player == target {
            game.outcome = Some(game.finish(Duration::ZERO));
        }
        game
    }

    /// The game a link holds: the plane of `seed`, the player on `player`, the target on
    /// `target` (the player may stand on it: the game is then over).
    pub fn from_link(seed: u64, player: Cell, target: Cell) -> Game {
        let config = Config {
            seed,
            start: player,
            target: Target::At(target),
        };
        // A target given as a cell is never too far, so the game can always be made.
        match Game::resume(config, player) {
            Ok(game) => game,
            Err(_) => unreachable!("only Target::Away can be too far"),
        }
    }

    /// A new game on the same plane from where the player stands, to a target `reach`
    /// passages away.
    pub fn next_target(&self, reach: u64) -> Result<Game, ConfigError> {
        Game::new(Config {
            start: self.player,
            target: Target::Away(reach),
            ..self.config
        })
    }

    /// Applies `command` at game time `now`.
    pub fn apply(&mut self, command: Command, now: Duration) -> Result<Vec<Event>, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::Over);
        }
        let Command::Move(dir) = command;
        let to = self.step(dir).ok_or(RuleError::Wall)?;
        let nearer = self.plane.next_step(self.player, self.target) == Some(dir);
        self.way_left = if nearer {
            self.way_left - 1
        } else {
            self.way_left + 1
        };
        self.player = to;
        self.moves = (self.moves + 1).min(MAX_MOVES);
        let mut events = vec![Event::Moved { to }];
        if to == self.target {
            let outcome = self.finish(now);
            self.outcome = Some(outcome);
            events.push(Event::Ended(outcome));
        }
        Ok(events)
    }

    fn finish(&self, now: Duration) -> Outcome {
        Outcome {
            moves: self.moves,
            shortest: self.shortest,
            elapsed: now.min(MAX_GAME_TIME),
        }
    }

    /// The cell a move towards `dir` leads to, if a passage leads there.
    fn step(&self, dir: Direction) -> Option<Cell> {
        self.plane
            .is_open(self.player, dir)
            .then(|| self.player.neighbor(dir))
            .flatten()
    }

    /// Exactly the commands [`Game::apply`] accepts now.
    pub fn legal_commands(&self) -> Vec<Command> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let open = self.plane.passages(self.player);
        Direction::ALL
            .into_iter()
            .filter(|dir| open[dir.index()])
            .map(Command::Move)
            .collect()
    }

    /// The settings.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The player's cell.
    pub fn player(&self) -> Cell {
        self.player
    }

    /// The target's cell.
    pub fn target(&self) -> Cell {
        self.target
    }

    /// The moves made.
    pub fn moves(&self) -> u64 {
        self.moves
    }

    /// The length of the way from the player to the target, exactly.
    pub fn way_left(&self) -> u128 {
        self.way_left
    }

    /// The fewest moves there were from where the game began.
    pub fn shortest(&self) -> u128 {
        self.shortest
    }

    /// The next `count` steps of the way to the target (at most [`MAX_HINT`]).
    pub fn hint(&self, count: usize) -> Vec<Direction> {
        self.plane
            .steps(self.player, self.target, count.min(MAX_HINT))
    }

    /// Where the target lies as the crow flies.
    pub fn bearing(&self) -> Bearing {
        Bearing {
            dx: i128::from(self.target.x) - i128::from(self.player.x),
            dy: i128::from(self.target.y) - i128::from(self.player.y),
        }
    }

    /// The window of `size` cells with the player as near its middle as the plane's edges
    /// allow, and the window's top-left cell.
    pub fn view(&self, size: Size) -> Result<(Maze, Cell), WindowError> {
        let start = |v: u64, len: u32| {
            let len = u64::from(len.max(1));
            v.saturating_sub(len / 2).min(u64::MAX - (len - 1))
        };
        let corner = Cell::new(
            start(self.player.x, size.width),
            start(self.player.y, size.height),
        );
        Ok((self.plane.window(corner, size)?, corner))
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The infinite maze played in.
    pub fn plane(&self) -> &InfiniteMaze {
        &self.plane
    }
}

#[cfg(test)]
mod tests;
