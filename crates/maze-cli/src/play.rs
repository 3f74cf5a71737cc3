//! `maze play`: the Maze Game, full screen on a terminal, or in line mode.

mod line;

use std::io::{self, IsTerminal};
use std::time::{Duration, Instant};

use maze::Path;
use maze::render::{MarkKind, Overlay, Rgb};
use maze_classic::{Config, Game};

use crate::cli::PlayArgs;

/// Starts the game the arguments describe.
pub fn run(args: PlayArgs) -> anyhow::Result<()> {
    let seed = args.seed.unwrap_or_else(rand::random);
    let config = Config {
        difficulty: args.size,
        algorithm: args.algorithm,
        mode: args.mode.into(),
        ai: args.ai.into(),
        regenerate_every: (args.regen > 0).then(|| Duration::from_secs(args.regen)),
        seed,
    };
    let save_file = args
        .save_file
        .clone()
        .unwrap_or_else(crate::saves::default_path);
    let interactive = io::stdin().is_terminal() && io::stdout().is_terminal();
    if args.plain || !interactive {
        return line::run(config, save_file);
    }
    crate::tui::run(config, save_file)
}

/// Game time: a wall clock that can resume from a loaded game's elapsed time.
#[derive(Debug)]
pub struct Clock {
    started: Instant,
    offset: Duration,
}

impl Clock {
    /// A clock reading `offset` now.
    pub fn resume(offset: Duration) -> Clock {
        Clock {
            started: Instant::now(),
            offset,
        }
    }

    /// Game time now.
    pub fn now(&self) -> Duration {
        self.offset + self.started.elapsed()
    }
}

/// The overlay of a game: entrance, exit, the AI, the human on top, and an optional path.
pub fn overlay(game: &Game, path: Option<&Path>) -> Overlay {
    let maze = game.maze();
    let mut overlay = Overlay::ends(maze);
    if let Some(path) = path {
        overlay = overlay.with_path(maze, path);
    }
    if let Some(ai) = game.ai() {
        overlay = overlay.with_mark(
            ai.pos,
            MarkKind::Player {
                symbol: 'A',
                color: Rgb::RED,
            },
        );
    }
    overlay.with_mark(
        game.human().pos,
        MarkKind::Player {
            symbol: 'P',
            color: Rgb::BLUE,
        },
    )
}
