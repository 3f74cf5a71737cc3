//! `maze endless`: the Maze Game's endless mode in the terminal, full screen or a line at
//! a time ([`line`]). The rules live in `maze_classic::endless`; this turns keys into moves,
//! keeps the trail for the map, and draws.

mod app;
mod keys;
mod line;
mod ui;

use std::time::Duration;

use maze_classic::endless::{Config, Game, Target};
use ratatui::crossterm::event::KeyEvent;

use crate::cli::EndlessArgs;
use crate::screen::FullScreen;

pub use app::App;

#[cfg(test)]
mod tests;

/// How often the clock on screen is redrawn without input.
const FRAME: Duration = Duration::from_millis(250);

/// Runs `maze endless`.
pub fn run(args: &EndlessArgs) -> anyhow::Result<()> {
    use std::io::IsTerminal;
    let plain = args.plain || !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal();
    let seed = args.seed.unwrap_or_else(rand::random);
    crate::output::tell_seed(seed, args.seed);
    let start = args
        .at
        .unwrap_or_else(|| maze_classic::endless::start_of(seed));
    // A link sent from the target itself opens the finished game: `n` sets the next target.
    let game = match args.to {
        Some(target) => Game::from_link(seed, start, target),
        None => Game::new(Config {
            seed,
            start,
            target: Target::Away(args.reach),
        })?,
    };
    if plain {
        return line::run(game, args.reach);
    }
    let mut app = App::new(game, args.reach);
    app.color = crate::screen::color_wanted();
    crate::screen::run_full_screen(&mut app, FRAME)?;
    crate::output::to_stdout(|out| writeln!(out, "{}", app.farewell()))
}

impl FullScreen for App {
    fn min_size(&self) -> (u16, u16) {
        ui::MIN_SIZE
    }

    fn tick(&mut self, now: Duration) {
        self.now = now;
    }

    fn key(&mut self, key: KeyEvent, now: Duration) {
        self.now = now;
        self.handle_key(key);
    }

    fn done(&self) -> bool {
        self.quit
    }

    fn shown(&mut self, shown: bool, now: Duration) {
        self.now = now;
        self.set_shown(shown, now);
    }
}
