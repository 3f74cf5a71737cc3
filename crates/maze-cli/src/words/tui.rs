//! The full-screen terminal UI of `maze words`: state and keys ([`app`]) and drawing
//! ([`ui`]), run in the event loop the full-screen front ends share. The rules live in
//! `maze-words`; this turns keys into commands and draws.

mod app;
mod keys;
mod ui;

use std::time::Duration;

use ratatui::crossterm::event::KeyEvent;

use crate::screen::FullScreen;

pub use app::App;

#[cfg(test)]
mod tests;

/// How often a replay advances without input.
const FRAME: Duration = Duration::from_millis(40);

/// Runs the full-screen game until the player quits.
pub fn run(mut app: App) -> anyhow::Result<()> {
    app.color = crate::screen::color_wanted();
    crate::screen::run_full_screen(&mut app, FRAME)
}

impl FullScreen for App {
    fn min_size(&self) -> (u16, u16) {
        ui::MIN_SIZE
    }

    fn tick(&mut self, now: Duration) {
        App::tick(self, now);
    }

    fn key(&mut self, key: KeyEvent, _now: Duration) {
        self.handle_key(key);
    }

    fn done(&self) -> bool {
        self.quit
    }
}
