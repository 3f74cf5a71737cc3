//! `maze play`: the Maze Game, full screen on a terminal ([`tui`]), or in line mode ([`line`]).

mod line;
mod records;
mod tui;

use std::io::{self, IsTerminal};
use std::path::Path;
use std::time::Duration;

use maze::render::{MarkKind, Overlay, Rgb};
use maze_classic::{Config, Game};

use crate::cli::PlayArgs;

/// The name of the Maze Game's save, in the user's data directory.
pub(crate) const SAVE_NAME: &str = "classic";

/// Starts the game the arguments describe.
pub fn run(args: PlayArgs) -> anyhow::Result<()> {
    let seed = args.seed.unwrap_or_else(rand::random);
    let config = Config {
        difficulty: args.size,
        algorithm: args.algorithm,
        mode: args.mode,
        ai: args.ai,
        regenerate_every: (args.regen > 0).then(|| Duration::from_secs(args.regen)),
        seed,
    };
    let save_file = args
        .save_file
        .clone()
        .unwrap_or_else(|| maze_store::default_path(SAVE_NAME));
    let interactive = io::stdin().is_terminal() && io::stdout().is_terminal();
    if args.plain || !interactive {
        return line::run(config, save_file);
    }
    tui::run(config, save_file)
}

/// Saves `game` to `path`.
fn save(path: &Path, game: &Game) -> anyhow::Result<()> {
    crate::saves::write(path, maze_classic::save::to_json(game))
}

/// Loads the game saved at `path`.
fn load(path: &Path) -> anyhow::Result<Game> {
    crate::saves::read(path, maze_classic::save::from_json)
}

/// The overlay of a game: entrance, exit, the AI, the human on top, and an optional path.
fn overlay(game: &Game, path: Option<&maze::Path>) -> Overlay {
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
