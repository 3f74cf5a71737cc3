//! Running the game full screen, in the event loop the full-screen front ends share.

use std::path::PathBuf;
use std::time::Duration;

use maze_classic::Config;
use ratatui::crossterm::event::KeyEvent;

use super::App;
use crate::screen::FullScreen;

/// How often the clock and countdown redraw without input.
const FRAME: Duration = Duration::from_millis(250);

/// Runs the full-screen game until the player quits.
pub fn run(template: Config, save_file: PathBuf) -> anyhow::Result<()> {
    let mut app = App::new(template, save_file);
    app.color = crate::screen::color_wanted();
    crate::screen::run_full_screen(&mut app, FRAME)
}

impl FullScreen for App {
    fn tick(&mut self, now: Duration) {
        App::tick(self, now);
    }

    fn key(&mut self, key: KeyEvent, now: Duration) {
        self.handle_key(key, now);
    }

    fn done(&self) -> bool {
        self.quit
    }
}
