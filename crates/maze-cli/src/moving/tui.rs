//! The full-screen terminal UI of `maze moving`: state and keys ([`app`]) and drawing
//! ([`ui`]), run in the event loop the full-screen front ends share. The rules live in
//! `maze-moving`; this turns keys into commands, plays the computers' turns at a readable
//! pace, and draws.

mod app;
mod keys;
mod ui;

use std::time::Duration;

use ratatui::crossterm::event::KeyEvent;

use crate::screen::FullScreen;

pub use app::App;

#[cfg(test)]
mod tests;

/// How often the screen is redrawn without input (a computer's walk moves a tile per step).
const FRAME: Duration = Duration::from_millis(40);

/// Runs the full-screen game until the player quits.
pub fn run(mut app: App) -> anyhow::Result<()> {
    app.color = crate::screen::color_wanted();
    crate::screen::run_full_screen(&mut app, FRAME)
}

impl FullScreen for App {
    fn min_size(&self) -> (u16, u16) {
        App::min_size(self)
    }

    fn tick(&mut self, now: Duration) {
        App::tick(self, now);
    }

    fn key(&mut self, key: KeyEvent, now: Duration) {
        App::tick(self, now);
        self.handle_key(key);
    }

    fn done(&self) -> bool {
        self.quit
    }

    fn shown(&mut self, shown: bool, now: Duration) {
        self.set_shown(shown, now);
    }
}
